"""Taps that survive a bad network: changes made offline are queued on the phone (each with its Idempotency-Key),
shown as pending, kept across a reload that shows the cached game, and sent once each, in order, when the network
is back; one the server then refuses is shown as refused while the rest still go."""

from __future__ import annotations

import re
import time

from playwright.sync_api import expect

from tests.browser.conftest import record_figures, screenshot, sign_in
from tests.browser.test_accessibility import BLOCKING, axe_violations
from tests.browser.test_table import join_game, start_game

DRAIN_TIMEOUT_S = 30  # generous: the machine is shared; nothing here depends on the network being fast


def change_life(page, target: str, delta: int) -> None:
    """One change of a player's Life, as a player makes it: taps on the counter, gathered into one action (the Life
    form, test_table's ``life_change``, makes the same action)."""
    for _ in range(abs(delta)):
        page.get_by_role("button", name=f"{target} life {'+1' if delta > 0 else '-1'}", exact=True).click()


def ready_to_tap(page) -> None:
    """The game is live and the acting seat's legal actions are loaded (what a tap is checked against)."""
    page.get_by_text("Live", exact=True).wait_for()
    expect(page.get_by_role("button", name="More actions")).to_be_enabled()


def gather_for(page, seconds: int) -> None:
    """A longer wait between taps than the default second: a loaded test machine taps slowly."""
    page.get_by_text("Counter settings").click()
    page.get_by_label("Gather taps for").select_option(label=f"{seconds} s")
    page.get_by_text("Counter settings").click()


def game_id_of(page) -> str:
    match = re.search(r"/app/games/([^/?#]+)", page.url)
    assert match, page.url
    return match.group(1)


def server_actions(api, token: str, game_id: str) -> list[dict]:
    resp = api.get(f"/v1/games/{game_id}/events", headers={"Authorization": f"Bearer {token}"})
    assert resp.status_code == 200, resp.text
    return [e["action"] for e in resp.json()["items"] if e["type"] == "action"]


def life_reports(actions: list[dict], seats: list[str]) -> list[tuple[str, int]]:
    """The Life changes the server has, as (player, delta); seats are p1, p2… in the order the players were named."""
    return [(seats[int(a["target"][1:]) - 1], a["delta"]) for a in actions if a["type"] == "life"]


def wait_for_actions(api, token: str, game_id: str, count: int) -> list[dict]:
    deadline = time.monotonic() + DRAIN_TIMEOUT_S
    while time.monotonic() < deadline:
        actions = server_actions(api, token, game_id)
        if len(actions) >= count:
            return actions
        time.sleep(0.05)
    raise AssertionError(f"the server never had {count} actions: {server_actions(api, token, game_id)}")


def counter(page, label: str, value: int):
    return page.get_by_label(label, exact=True).filter(has_text=re.compile(f"^{value}$"))


def test_changes_made_offline_survive_a_reload_and_reach_the_server_once_each_in_order(phones, make_user, api):
    owner = make_user("ann")
    a = phones(viewport={"width": 390, "height": 844})
    b = phones(viewport={"width": 390, "height": 844}, color_scheme="dark")
    sign_in(a.page, owner)
    code = start_game(a.page, "arcane", ["Ann", "Bob"], first="Ann")
    join_game(b.page, code, "Bob", guest_name="Bob")  # a guest names themself to take a seat
    a.page.get_by_role("button", name="Keep").click()
    b.page.get_by_role("button", name="Keep").click()
    for page in (a.page, b.page):
        ready_to_tap(page)
    game_id = game_id_of(a.page)
    gather_for(a.page, 3)
    before = wait_for_actions(api, owner.token, game_id, 2)  # both hands kept
    assert [x["type"] for x in before] == ["keep", "keep"]
    a.page.evaluate("navigator.serviceWorker.ready.then(() => true)")  # the shell is cached: a reload works offline

    a.context.set_offline(True)
    a.page.get_by_text(re.compile("Offline|Reconnecting")).first.wait_for()
    changes = [("Bob", -3), ("Ann", -2), ("Bob", -4), ("Ann", 1), ("Bob", -1)]
    life = {"Ann": 25, "Bob": 25}
    for made, (target, delta) in enumerate(changes, start=1):
        change_life(a.page, target, delta)
        life[target] += delta
        counter(a.page, f"{target} life", life[target]).wait_for()  # shown at once, with what is pending
        a.page.get_by_text(f"{made} change{'s' if made > 1 else ''} waiting to be sent").wait_for()
    assert server_actions(api, owner.token, game_id) == before  # really offline: nothing reached the server
    assert b.page.get_by_label("Bob life", exact=True).text_content() == "25"

    a.page.reload()  # with no network: the cached game, marked offline, with its pending changes
    a.page.get_by_text("the game as this phone last saw it").wait_for()
    a.page.get_by_text("5 changes waiting to be sent").wait_for()
    assert a.page.get_by_label("Ann life", exact=True).text_content() == str(life["Ann"])
    assert a.page.get_by_label("Bob life", exact=True).text_content() == str(life["Bob"])
    assert [v for v in axe_violations(a.page) if v["impact"] in BLOCKING] == []
    screenshot(a.page, "offline-pending-after-reload", docs=True)

    a.context.set_offline(False)
    back_online = time.monotonic()
    actions = wait_for_actions(api, owner.token, game_id, len(before) + len(changes))
    drained_s = time.monotonic() - back_online
    a.page.get_by_text("waiting to be sent").wait_for(state="detached", timeout=DRAIN_TIMEOUT_S * 1000)
    for page in (a.page, b.page):
        counter(page, "Ann life", life["Ann"]).wait_for(timeout=DRAIN_TIMEOUT_S * 1000)
        counter(page, "Bob life", life["Bob"]).wait_for(timeout=DRAIN_TIMEOUT_S * 1000)
    a.page.get_by_text("Live", exact=True).wait_for()
    actions = server_actions(api, owner.token, game_id)  # nothing sent twice meanwhile
    assert life_reports(actions[len(before) :], ["Ann", "Bob"]) == changes
    assert a.page.get_by_text("the game as this phone last saw it").count() == 0
    screenshot(b.page, "offline-replayed-other-phone")
    # signing out takes this account's cached games off the phone
    a.page.get_by_role("button", name="Sign out").click()
    a.page.get_by_role("navigation", name="Main").get_by_role("link", name="Sign in").wait_for()
    kept = a.page.evaluate("Object.keys(localStorage).filter((k) => k.startsWith('companion.game-cache:'))")
    assert kept == []
    # the cache is bounded, and read back only by the viewer it was kept for
    bounded = a.page.evaluate(
        """async () => {
            const links = [...document.querySelectorAll('link[rel=modulepreload]')];
            const cache = await import(links.find((l) => l.href.endsWith('/game-cache.js')).href);
            const state = { game: {}, ruleset: {}, entries: [], legal: null };
            for (let i = 0; i < cache.KEPT + 5; i += 1) cache.cacheGame(`gam_${i}`, 'nobody', state);
            cache.cacheGame('gam_other', 'user:someone-else', state);
            return { kept: cache.cachedCount(), newest: cache.cachedGame(`gam_${cache.KEPT + 4}`) !== null,
                     oldest: cache.cachedGame('gam_0') !== null, other: cache.cachedGame('gam_other') !== null };
        }"""
    )
    assert bounded == {"kept": 20, "newest": True, "oldest": False, "other": False}
    record_figures(
        "offline-outbox",
        {"queued": len(changes), "replayed": len(actions) - len(before), "drain_s": round(drained_s, 2)},
    )


def test_a_queued_change_the_game_no_longer_allows_is_shown_refused_and_the_rest_still_go(phones, make_user, api):
    owner, bob = make_user("ann"), make_user("bob")
    a = phones(viewport={"width": 320, "height": 700}, color_scheme="dark")
    sign_in(a.page, owner)
    code = start_game(a.page, "arcane", ["Ann", "Bob", "Cy"], first="Ann")
    game_id = game_id_of(a.page)
    joined = api.post(
        f"/v1/games/{game_id}/join",
        headers={"Authorization": f"Bearer {bob.token}"},
        json={"join_code": code, "seat": "p2"},
    )
    assert joined.status_code == 200, joined.text
    ready_to_tap(a.page)
    gather_for(a.page, 3)

    a.context.set_offline(True)
    a.page.get_by_text(re.compile("Offline|Reconnecting")).first.wait_for()
    change_life(a.page, "Bob", -3)
    a.page.get_by_text("1 change waiting to be sent").wait_for()
    change_life(a.page, "Cy", -2)
    a.page.get_by_text("2 changes waiting to be sent").wait_for()
    # meanwhile Bob concedes from his own phone: a change of his Life is no longer allowed
    conceded = api.post(
        f"/v1/games/{game_id}/actions",
        headers={"Authorization": f"Bearer {bob.token}"},
        json={"type": "concede", "seat": "p2"},
    )
    assert conceded.status_code == 200, conceded.text

    a.context.set_offline(False)
    refused = a.page.get_by_role("alert").filter(has_text="Refused")
    refused.wait_for(timeout=DRAIN_TIMEOUT_S * 1000)
    assert "Bob" in refused.text_content() and "out of the game" in refused.text_content()
    # the later change still went (the counter showed it as pending all along: the server says it arrived)
    a.page.get_by_text("waiting to be sent").wait_for(state="detached", timeout=DRAIN_TIMEOUT_S * 1000)
    actions = wait_for_actions(api, owner.token, game_id, 2)
    assert [x["type"] for x in actions] == ["concede", "life"]
    assert life_reports(actions, ["Ann", "Bob", "Cy"]) == [("Cy", -2)]
    counter(a.page, "Cy life", 28).wait_for()
    a.page.get_by_role("region", name="Bob").get_by_text("Out", exact=True).wait_for()  # the game as it is now
    assert [v for v in axe_violations(a.page) if v["impact"] in BLOCKING] == []
    refused.scroll_into_view_if_needed()
    screenshot(a.page, "offline-refused", docs=True)
    refused.get_by_role("button", name="Dismiss").click()
    refused.wait_for(state="detached")


def test_an_engine_move_offline_is_not_queued_and_the_screen_says_why(phones, make_user, api):
    user = make_user("ann")
    game = api.post(
        "/v1/games",
        headers={"Authorization": f"Bearer {user.token}"},
        json={
            "ruleset": "achroma",
            "mode": "engine",
            "players": [
                {"name": "Me", "deck": "draco-skyfire"},
                {"name": "Bot", "deck": "salum-arcana", "ai": {"level": "greedy", "budget_ms": 20}},
            ],
        },
    )
    assert game.status_code == 201, game.text
    a = phones(viewport={"width": 320, "height": 700})
    sign_in(a.page, user)
    a.page.goto(f"/app/games/{game.json()['id']}")
    moves = a.page.get_by_role("group", name="Moves").get_by_role("button")
    moves.first.wait_for()
    a.page.get_by_text("Live", exact=True).wait_for()

    a.context.set_offline(True)
    a.page.get_by_text("cannot be kept to send later").wait_for()  # said before any move is tried
    moves.first.click()
    a.page.get_by_role("alert").filter(has_text="cannot be kept to send later").wait_for()
    assert a.page.get_by_text("waiting to be sent").count() == 0
    assert a.page.evaluate("localStorage.getItem('companion.outbox')") in (None, "{}")
    a.context.set_offline(False)
    a.page.get_by_text("Live", exact=True).wait_for(timeout=DRAIN_TIMEOUT_S * 1000)
    # the notice goes with the network's return; the refused tap's own alert stays until the next move
    a.page.get_by_text("cannot be kept to send later").nth(1).wait_for(state="detached")
    assert a.page.get_by_role("alert").filter(has_text="cannot be kept to send later").count() == 1
