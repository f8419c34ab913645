"""A read that fails is read again: when the game then waits on this very phone, no stream entry comes to bring its
moves, so the screen tries the read again by itself instead of showing the moves of a move already made; and a move
made is never shown as refused because the read after it failed; and a move chosen on a game another player has
moved on is refused in words a player understands."""

from __future__ import annotations

import re
import time

from tests.browser.conftest import sign_in
from tests.browser.test_engine_passes import legal, start_two_person_game
from tests.browser.test_engine_screen import TALL, doc, dock, my_actions, start_ai_game


def fail_reads_of_legal_actions(page) -> dict:
    """Every read of the legal actions fails (a dropped connection) while ``failing["on"]``; ``failing["failed"]``
    counts them."""
    failing = {"on": True, "failed": 0}

    def flaky(route) -> None:
        if failing["on"]:
            failing["failed"] += 1
            route.abort()
        else:
            route.continue_()

    page.route(re.compile(r"/legal-actions\b"), flaky)
    return failing


def test_a_failed_read_of_the_moves_is_read_again_when_no_entry_would_bring_them(phones, make_user, api):
    user = make_user("reads")
    page = phones(viewport=TALL, service_workers="block").page  # a service worker's fetches are not routed
    sign_in(page, user)
    game_id = start_ai_game(page, "achroma", first="p1")
    moves = dock(page).get_by_role("group", name="Moves", exact=True)
    moves.get_by_role("button", name="Keep").wait_for()

    # every read of the legal actions fails (a dropped connection) while Me keeps, through another client, and the
    # AI answers: the entries arrive, the reads they start fail
    failing = fail_reads_of_legal_actions(page)
    headers = {"Authorization": f"Bearer {user.token}"}
    for _ in range(10):  # the version a read gives may trail the newest by a moment
        version = doc(api, user.token, game_id)["version"]
        keep = api.post(
            f"/v1/games/{game_id}/actions",
            json={"type": "keep", "seat": "p1"},
            headers={**headers, "If-Match": f'"{version}"'},
        )
        if keep.status_code != 412:
            break
        page.wait_for_timeout(200)  # lets the routes answer: the sync API runs them only inside its own calls
    assert keep.status_code in (200, 201), keep.text
    deadline = time.monotonic() + 60
    while not failing["failed"] or any(
        m["type"] in ("keep", "mulligan") for m in legal(api, user.token, game_id, "p1")
    ):
        assert time.monotonic() < deadline, "the AI never kept its hand"
        page.wait_for_timeout(200)  # lets the routes answer: the sync API runs them only inside its own calls
    page.wait_for_timeout(1000)  # the last entries' reads have failed too: nothing more will come until Me moves
    failing["on"] = False

    # the game now waits on Me alone: the moves are read again all the same
    moves.get_by_role("button", name="Keep").wait_for(state="detached", timeout=30_000)
    now = {m["type"] for m in legal(api, user.token, game_id, "p1")}
    assert now & {"draw", "next_step", "pass_turn"}, now
    moves.get_by_role("button", name="Next step").or_(moves.get_by_role("button", name="Draw")).first.wait_for()


def versions_read(page) -> list[int]:
    """The versions of the legal actions the phone reads, as it reads them."""
    read: list[int] = []
    page.on("response", lambda r: read.append(r.json()["version"]) if "/legal-actions" in r.url and r.ok else None)
    return read


def wait_for_the_phone_to_hold_the_newest(page, api, token: str, game_id: str, read: list[int]) -> None:
    """Until the game waits on Me alone (the AI has made its mulligan decisions, however many) and the phone has read
    the legal actions at the game's newest version: no version comes after it until Me moves."""
    deadline = time.monotonic() + 60
    while True:
        game = doc(api, token, game_id)
        if game["to_act"] == ["p1"] and read and max(read) >= game["version"]:
            return
        assert time.monotonic() < deadline, (read, game["version"], game["to_act"])
        page.wait_for_timeout(200)


def test_a_move_made_is_not_shown_as_refused_when_the_read_after_it_fails(phones, make_user, api):
    user = make_user("reads")
    page = phones(viewport=TALL, service_workers="block").page
    read = versions_read(page)
    sign_in(page, user)
    game_id = start_ai_game(page, "achroma", first="p1")
    moves = dock(page).get_by_role("group", name="Moves", exact=True)
    moves.get_by_role("button", name="Keep").wait_for()

    failing = fail_reads_of_legal_actions(page)
    # both seats keep at once: Me's Keep goes once the phone holds the game as the AI's Keep left it (a move chosen
    # at an older version is refused, rightly)
    wait_for_the_phone_to_hold_the_newest(page, api, user.token, game_id, read)
    moves.get_by_role("button", name="Keep").click()
    deadline = time.monotonic() + 60
    while not failing["failed"]:
        assert time.monotonic() < deadline, "no read of the moves after Keep"
        page.wait_for_timeout(200)
    page.wait_for_timeout(500)
    # Keep was made: the phone says nothing was refused, and the history has it
    assert not dock(page).get_by_role("alert").count(), dock(page).get_by_role("alert").all_inner_texts()
    assert [a["type"] for a in my_actions(api, user.token, game_id)] == ["keep"]
    failing["on"] = False
    moves.get_by_role("button", name="Keep").wait_for(state="detached", timeout=30_000)


def test_a_move_chosen_on_a_game_another_player_has_moved_on_says_so(phones, make_user, api):
    user = make_user("reads")
    page = phones(viewport=TALL, service_workers="block").page
    sign_in(page, user)
    game_id = start_two_person_game(page)
    moves = dock(page).get_by_role("group", name="Moves", exact=True)
    moves.get_by_role("button", name="Keep").wait_for()

    # the phone hears nothing more (its reads and its stream fail) while Ada keeps on her own phone
    blind = {"on": True}

    def reads(route) -> None:
        if blind["on"] and route.request.method == "GET":
            route.abort()
        else:
            route.continue_()

    page.route(re.compile(r"/v1/games/"), reads)
    page.wait_for_timeout(500)
    seat = "p2" if any(m["type"] == "keep" for m in legal(api, user.token, game_id, "p2")) else "p1"
    game = doc(api, user.token, game_id)
    headers = {"Authorization": f"Bearer {user.token}", "If-Match": f'"{game["version"]}"'}
    other = api.post(f"/v1/games/{game_id}/actions", json={"type": "keep", "seat": seat}, headers=headers)
    assert other.status_code in (200, 201), other.text

    # Keep on the phone was chosen on the game before Ada's: it is not made, and the phone says why in words
    before = doc(api, user.token, game_id)["version"]
    dock(page).get_by_role("button", name="Keep").first.click()
    alert = dock(page).get_by_role("alert")
    alert.wait_for()
    assert "Another player moved just before you" in alert.inner_text()
    assert doc(api, user.token, game_id)["version"] == before
    blind["on"] = False
