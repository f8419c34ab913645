"""Answering a response window on the engine screen (390×844): the seat asked sees Pass, Pass until end of turn and
Pass until my turn; a standing pass shows a notice with Stop passing, and stopping it makes the seat be asked again.
Driven by the legal list alone (any engine that lists ``pass`` with ``until``); played here with Chronicles of
Arcane, whose Traps "can be played at any time", by two people on one phone."""

from __future__ import annotations

import re
import time

import httpx

from tests.browser.conftest import screenshot, sign_in
from tests.browser.test_engine_screen import TALL, doc, dock, no_horizontal_overflow


def start_two_person_game(page) -> str:
    page.get_by_role("button", name="New game").click()
    page.get_by_label("Game").select_option("arcane")
    page.locator('form[data-ruleset="arcane"]').wait_for()
    page.get_by_role("radio", name=re.compile("Against the AI")).check()
    page.get_by_label("Player 1 name", exact=True).fill("Me")
    page.get_by_label("Player 2 name", exact=True).fill("Ada")
    page.get_by_label("Player 1 deck").select_option("grove-and-gale")
    page.get_by_label("Player 2 deck").select_option("tide-and-shadow")
    page.get_by_label("Player 2 played by").select_option("")
    page.get_by_label("First player").select_option("p1")
    page.get_by_role("button", name="Start game").click()
    page.get_by_role("region", name="Board").wait_for()
    return page.url.rstrip("/").split("/")[-1]


def send(api: httpx.Client, token: str, game_id: str, move: dict) -> None:
    game = doc(api, token, game_id)
    headers = {"Authorization": f"Bearer {token}", "If-Match": f'"{game["version"]}"'}
    resp = api.post(f"/v1/games/{game_id}/actions", json=move, headers=headers)
    assert resp.status_code in (200, 201), resp.text


def legal(api: httpx.Client, token: str, game_id: str, seat: str) -> list[dict]:
    headers = {"Authorization": f"Bearer {token}"}
    resp = api.get(f"/v1/games/{game_id}/legal-actions", params={"seat": seat}, headers=headers)
    assert resp.status_code == 200, resp.text
    return [a for a in resp.json()["items"] if a["type"] not in ("concede", "stop_passing")]


def earth_first(api: httpx.Client, token: str, game_id: str, seat: str, moves: list[dict]) -> list[dict]:
    """The seat's Essence placements, Rootbound (Earth) Essences first."""
    headers = {"Authorization": f"Bearer {token}"}
    game = api.get(f"/v1/games/{game_id}", params={"seat": seat}, headers=headers).json()
    hand = next(s for s in game["seats"] if s["seat"] == seat).get("hand", [])
    kind = {c["card"]: game["cards"][c["card_id"]]["essence"] for c in hand}
    return sorted((m for m in moves if m["type"] == "place_essence"), key=lambda m: kind.get(m["card"]) != "earth")


def until_me_asked(api: httpx.Client, token: str, game_id: str) -> dict:
    """Play both seats through the API — keep, place an Essence (Earth first), end the turn, pass — until Me (p1) is
    asked to respond in Ada's turn before its End: Me keeps cards in hand and two Earth Essences unspent, enough for a
    Trap creature of the card pool, so it is asked after Ada's moves; the game document."""
    deadline = time.monotonic() + 120
    while True:
        assert time.monotonic() < deadline, "Me was never asked to respond"
        game = doc(api, token, game_id)
        assert game["status"] == "active"
        seat = game["to_act"][0]
        # in Ada's turn, not at its End: a standing pass until Me's turn made there would end at once
        in_adas_turn = game["turn"]["active_seat"] == "p2" and game["turn"]["step"] != "end_of_turn"
        if game.get("window") and seat == "p1" and in_adas_turn:
            return game
        moves = legal(api, token, game_id, seat)
        pick = next((m for m in moves if m["type"] == "keep"), None)
        pick = pick or next(iter(earth_first(api, token, game_id, seat, moves)), None)
        pick = pick or next((m for m in moves if m["type"] == "pass" and "until" not in m), None)
        send(api, token, game_id, pick or next(m for m in moves if m["type"] == "end_turn"))


def test_the_seat_asked_passes_once_or_until_and_can_stop_a_standing_pass(phones, make_user, api):
    user = make_user("passes")
    page = phones(viewport=TALL).page
    sign_in(page, user)
    game_id = start_two_person_game(page)
    until_me_asked(api, user.token, game_id)
    page.get_by_label("Acting as").select_option("p1")
    moves = dock(page).get_by_role("group", name="Moves", exact=True)
    for name in ("Pass", "Pass until end of turn", "Pass until my turn"):
        moves.get_by_role("button", name=name, exact=True).wait_for()
    no_horizontal_overflow(page)
    screenshot(page, "engine-asked-to-respond")

    moves.get_by_role("button", name="Pass until my turn", exact=True).click()
    notice = dock(page).get_by_role("status", name="Standing pass")
    notice.get_by_text("You pass every response until your next turn.").wait_for()
    assert doc(api, user.token, game_id)["passing_until"] == {"p1": "my_turn"}
    moves.get_by_role("button", name=re.compile("^Pass")).first.wait_for(state="detached")
    screenshot(page, "engine-standing-pass")

    notice.get_by_role("button", name="Stop passing").click()
    notice.wait_for(state="detached")
    assert doc(api, user.token, game_id)["passing_until"] == {}
    send(api, user.token, game_id, {"type": "end_turn", "seat": "p2"})  # Ada's End of Turn: Me is asked again
    moves.get_by_role("button", name="Pass", exact=True).wait_for()
    moves.get_by_role("button", name="Pass", exact=True).click()
    page.get_by_text(re.compile(r"Me to play")).wait_for()
    assert doc(api, user.token, game_id)["turn"]["active_seat"] == "p1"
