"""Choosing how to pay on the engine screen (Chronicles of Arcane): a Neutral card that Fire or Water Essence can
pay for offers the payments, the engine's default first, and the one tapped is the one sent — at 390×844.

Chronicles of Arcane — Card Types › Essences: "Essences are cards that can be Exhausted to generate 1 Essence of
its Essence type." Which Essences pay decides what stays castable in the opponents' turns."""

from __future__ import annotations

import re
import time

import httpx

from tests.browser.conftest import screenshot, sign_in
from tests.browser.test_engine_screen import TALL, card_moves, dock, my_actions

# Fire and Water Essences and Neutral perpetuals that need no target: a cost any type pays, two types to pay it
DECK = [
    ("arc1-001", 18, "main"),  # Kindled Essence (Fire)
    ("arc1-003", 13, "main"),  # Tidal Essence (Water)
    ("arc1-031", 4, "main"),  # Wandering Tinker, Neutral 2
    ("arc1-032", 3, "main"),  # Runebound Satchel, Neutral 1
    ("arc1-059", 2, "main"),  # Warding Idol, Neutral 2
    ("arc1-006", 1, "ancient"),
]
CALM = ("keep", "pass", "done_blocking", "choose_target", "choose_option", "choose_card", "place")


def new_game(api: httpx.Client, token: str) -> str:
    auth = {"Authorization": f"Bearer {token}"}
    cards = [{"card_id": c, "quantity": n, "zone": z} for c, n, z in DECK]
    deck = api.post("/v1/decks", headers=auth, json={"ruleset": "arcane", "name": "Fire and Water", "cards": cards})
    assert deck.status_code == 201, deck.text
    game = api.post(
        "/v1/games",
        headers=auth,
        json={
            "ruleset": "arcane",
            "mode": "engine",
            "first_player": "p1",
            "players": [
                {"name": "Me", "deck": deck.json()["id"]},
                {"name": "Bot", "deck": "tide-and-shadow", "ai": {"level": "greedy", "budget_ms": 20}},
            ],
        },
    )
    assert game.status_code == 201, game.text
    return str(game.json()["id"])


def play_until_a_payment_choice(api: httpx.Client, token: str, game_id: str) -> list[dict]:
    """Play Me's turns through the API — one Essence a turn, Fire and Water in turn, no card invoked — until an
    invoke is listed with several payments; those bodies, in the engine's order."""
    headers = {"Authorization": f"Bearer {token}"}
    deadline = time.monotonic() + 150
    while True:
        assert time.monotonic() < deadline, "no payment choice came up"
        game = api.get(f"/v1/games/{game_id}", headers=headers).json()
        assert game["status"] == "active", "the game ended first"
        items = api.get(f"/v1/games/{game_id}/legal-actions", params={"seat": "p1"}, headers=headers).json()["items"]
        paid = [a for a in items if a["type"] == "invoke" and "pay" in a]
        if paid:
            return [a for a in paid if a["card"] == paid[0]["card"]]
        moves = [a for a in items if a["type"] != "concede"]
        if not moves:
            time.sleep(0.2)
            continue
        me = next(s for s in game["seats"] if s["seat"] == "p1")
        placed = {c["card_id"] for c in game["essences"]["p1"]}
        essences = [a for a in moves if a["type"] == "place_essence"]
        by_id = {c["card"]: c["card_id"] for c in me.get("hand", [])}
        essences.sort(key=lambda a: by_id.get(a["card"]) in placed)  # a type not yet placed first
        calm = [a for a in moves if a["type"] in CALM]
        ending = [a for a in moves if a["type"] == "end_turn"]
        move = (essences or calm or ending or moves)[0]
        answer = api.post(
            f"/v1/games/{game_id}/actions", json=move, headers={**headers, "If-Match": f'"{game["version"]}"'}
        )
        assert answer.status_code in (200, 201, 409, 412), answer.text


def pay_words(pay: dict[str, int]) -> str:
    return "Pay " + " + ".join(f"{n} {kind.title()}" for kind, n in pay.items())


def test_a_card_paid_in_more_than_one_way_offers_the_payments_default_first(phones, make_user, api):
    user = make_user("essence")
    game_id = new_game(api, user.token)
    bodies = play_until_a_payment_choice(api, user.token, game_id)
    page = phones(viewport=TALL).page
    sign_in(page, user)
    page.goto(f"/app/games/{game_id}")
    page.get_by_role("region", name="Board").wait_for()

    game = api.get(f"/v1/games/{game_id}", headers={"Authorization": f"Bearer {user.token}"}).json()
    hand = next(s for s in game["seats"] if s["seat"] == "p1")["hand"]
    name = game["cards"][next(c["card_id"] for c in hand if c["card"] == bodies[0]["card"])]["name"]
    dock(page).get_by_role("button", name=re.compile(f"^{re.escape(name)}, .*playable$")).first.click()
    card_moves(page).get_by_role("button", name=f"Invoke {name}…").click()

    choices = dock(page).get_by_role("group", name="How to pay").get_by_role("button")
    assert choices.all_inner_texts() == [pay_words(b["pay"]) for b in bodies]  # the engine's default first
    screenshot(page, "engine-essence-payment")
    sent = len(my_actions(api, user.token, game_id))
    choices.last.click()
    deadline = time.monotonic() + 30
    while len(my_actions(api, user.token, game_id)) == sent:
        assert time.monotonic() < deadline, "the payment sent nothing"
        time.sleep(0.2)
    move = my_actions(api, user.token, game_id)[-1]
    assert move["type"] == "invoke" and move["pay"] == bodies[-1]["pay"]
