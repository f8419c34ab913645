"""Athernum in engine mode through the API, as a phone app plays it: demo decks, hidden views, legal actions as
complete bodies, rule violations naming their rule, and a whole game against the AI, whose moves arrive through a
real Celery worker."""

from __future__ import annotations

import time

import pytest

from tests.service.test_errors import assert_problem


def _body(ai_level: str = "random", **extra) -> dict:
    return {
        "ruleset": "athernum",
        "mode": "engine",
        "seed": 5,
        "players": [
            {"name": "Me", "deck": "foundry-guild"},
            {"name": "Bot", "deck": "mistveil-hunt", "ai": {"level": ai_level, "budget_ms": 50}},
        ],
        "options": {"max_turns": 30},
        **extra,
    }


def _choose_start(client, token: str, gid: str) -> dict:
    """Me's starting card: the first label its own view's start_options offers."""
    legal = client.get(f"/v1/games/{gid}/legal-actions?seat=p1", token=token).get_json()["items"]
    move = next(m for m in legal if m["type"] == "choose_start")
    resp = client.post(f"/v1/games/{gid}/actions", token=token, json=move)
    assert resp.status_code == 200, resp.get_json()
    return resp.get_json()["game"]


def test_athernum_demo_decks_are_offered_for_engine_games(client):
    """Athernum — Deck Building: "Your deck consists of exactly 60 cards": every demo deck the engine offers is
    playable in engine mode."""
    decks = client.get("/v1/rulesets/athernum/demo-decks").get_json()["items"]
    names = {d["name"] for d in decks}
    assert {"foundry-guild", "mistveil-hunt", "saltmarsh-tide", "ashfall-raid"} <= names
    assert all(d["engine"] for d in decks)
    modes = [m["mode"] for m in client.get("/v1/rulesets/athernum").get_json()["modes"]]
    assert modes == ["tracker", "engine"]


def test_an_athernum_engine_game_hides_the_other_hand_and_names_the_rule_it_refuses(client):
    """Athernum — "This card is placed face-down on the play area ... It may only be viewed by its owner before the
    game begins.": each seat sees its own hand and starting options only, and a move before the starting cards are
    chosen is a 409 naming that rule."""
    token = client.new_user_token()
    created = client.post("/v1/games", token=token, json=_body())
    assert created.status_code == 201, created.get_json()
    game = created.get_json()
    me, bot = game["seats"]
    assert me["start_options"] and all(o["name"] and o["card_id"] for o in me["start_options"])  # named for a phone
    assert "start_options" not in bot and "hand" not in bot and "extra" not in bot
    gid = game["id"]
    refused = client.post(f"/v1/games/{gid}/actions", token=token, json={"type": "end_day", "seat": "p1"})
    assert_problem(refused, 409, "rule-violation")
    assert refused.get_json()["rule"]["id"] == "athernum.engine.start_face_down"
    game = _choose_start(client, token, gid)
    assert "start" in game["seats"][0] and "start" not in game["seats"][1]  # the AI's choice is still hidden
    assert "hand" in game["seats"][0] and game["seats"][1]["start_chosen"] is False


def test_an_athernum_body_with_a_wrong_field_type_is_a_422(client):
    """Athernum — "Attach an item from your hand to a character": ``face_down`` says how, a boolean; ``to`` is a card
    instance id. Anything else is bad input, not a rule question."""
    token = client.new_user_token()
    gid = client.post("/v1/games", token=token, json=_body()).get_json()["id"]
    move = {"type": "attach_item", "seat": "p1", "card": "c1", "to": "c2", "face_down": False}
    for field, bad in (("face_down", "yes"), ("to", 7), ("face_down", None)):
        refused = client.post(f"/v1/games/{gid}/actions", token=token, json={**move, field: bad})
        assert_problem(refused, 422, "validation-error")
        assert field in refused.get_json()["errors"]["json"]


# the moves a player who wants the game over picks first: Victory Tokens, attacks, characters on the board
PREFERRED = (
    "choose_start",
    "choose",
    "assign_defender",
    "place_victory_token",
    "attack",
    "play_character",
    "attach_item",
    "play_location",
    "combat",
    "end_combat",
    "pass",
    "end_day",
)


def _pick(items: list[dict]) -> dict:
    """A plausible move from the legal list (a phone app's player is not this simple, but the game must take any
    listed move)."""
    for kind in PREFERRED:
        for item in items:
            if item["type"] == kind and "until" not in item:
                return item
    return next(i for i in items if i["type"] != "concede")


def _hidden_from_me(view: dict) -> bool:
    """The other seat's hand and Extra Deck, and its face-down items' faces, are not in Me's view."""
    bot = view["seats"][1]
    faces = [c for c in view["board"].values() if c["ctrl"] == "p2" and not c["up"] and not c["ex"]]
    return "hand" not in bot and "extra" not in bot and all("card_id" not in c for c in faces)


@pytest.mark.slow
def test_an_athernum_game_against_the_ai_is_played_through_the_api_to_the_end(stack_client):
    client = stack_client
    token = client.new_user_token()
    resp = client.post("/v1/games", token=token, json=_body())
    assert resp.status_code == 201, resp.get_json()
    gid = resp.get_json()["id"]
    assert resp.get_json()["ai_seats"] == {"p2": {"level": "random", "budget_ms": 50}}
    deadline = time.monotonic() + 240
    while time.monotonic() < deadline:
        current = client.get(f"/v1/games/{gid}", token=token).get_json()
        if current["status"] == "finished":
            break
        if "p1" not in current["to_act"]:
            time.sleep(0.05)  # the AI's decision: it arrives through the worker
            continue
        legal = client.get(f"/v1/games/{gid}/legal-actions?seat=p1", token=token).get_json()
        assert legal["exhaustive"] is True and legal["items"]
        resp = client.post(f"/v1/games/{gid}/actions", token=token, json=_pick(legal["items"]))
        assert resp.status_code == 200, resp.get_json()
        assert _hidden_from_me(resp.get_json()["game"])
    final = client.get(f"/v1/games/{gid}", token=token).get_json()
    assert final["status"] == "finished" and final["finish_reason"] in (
        "objective",
        "point_superiority",
        "last_player_standing",
        "turn_limit",
    )
    entries = client.get(f"/v1/games/{gid}/events?limit=1000", token=token).get_json()["items"]
    assert any(e["by"] == "AI (random)" for e in entries)
    assert all("private" not in effect for e in entries for effect in e["effects"])
