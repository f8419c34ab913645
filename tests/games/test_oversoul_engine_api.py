"""Oversoul in engine mode through the API, as a phone app plays it: demo decks, hidden views, legal actions as
complete bodies, rule violations naming their rule, and a whole game against the AI, whose moves arrive through a
real Celery worker."""

from __future__ import annotations

import time

import pytest

from tests.service.test_errors import assert_problem


def _body(ai_level: str = "random", **extra) -> dict:
    return {
        "ruleset": "oversoul",
        "mode": "engine",
        "seed": 5,
        "players": [
            {"name": "Me", "deck": "rift-and-ruin"},
            {"name": "Bot", "deck": "oath-and-current", "ai": {"level": ai_level, "budget_ms": 50}},
        ],
        "options": {"max_turns": 30},
        **extra,
    }


def test_oversoul_demo_decks_are_offered_for_engine_games(client):
    """Oversoul — Deck: every demo deck the engine offers is playable in engine mode."""
    decks = client.get("/v1/rulesets/oversoul/demo-decks").get_json()["items"]
    names = {d["name"] for d in decks}
    assert {"rift-and-ruin", "oath-and-current", "tides-of-the-choir", "verdant-convergence"} <= names
    assert all(d["engine"] for d in decks)
    modes = [m["mode"] for m in client.get("/v1/rulesets/oversoul").get_json()["modes"]]
    assert modes == ["tracker", "engine"]


def test_an_oversoul_engine_game_hides_the_other_hand_and_names_the_rule_it_refuses(client):
    """Oversoul — the lower-HP Leader's player chooses who goes first; each seat sees its own hand only; an illegal
    move is a 409 naming its rule."""
    token = client.new_user_token()
    created = client.post("/v1/games", token=token, json=_body(first_player="p1"))
    assert created.status_code == 201, created.get_json()
    game = created.get_json()
    me, bot = game["seats"]
    assert me["hp"] == 18 and bot["hp"] == 20 and len(me["hand"]) == me["hand_size"] == 4
    assert "hand" not in bot and bot["hand_size"] == 5
    assert all("card_id" not in c for c in game["board"]["p2"] if c["face_down"])
    gid = game["id"]
    refused = client.post(f"/v1/games/{gid}/actions", token=token, json={"type": "end_phase", "seat": "p1"})
    assert_problem(refused, 409, "rule-violation")
    assert refused.get_json()["rule"]["id"] == "oversoul.opening_replace"


def test_an_oversoul_payment_that_is_not_a_list_of_cards_is_a_422(client):
    """Oversoul — 4.1 "To Generate the ENERGY from your +card ... only when ENERGY is to be Consumed": the payment
    (``generate``) is a list of distinct card instance ids; anything else is bad input, not a rule question."""
    token = client.new_user_token()
    gid = client.post("/v1/games", token=token, json=_body(first_player="p1")).get_json()["id"]
    move = {"type": "activate", "seat": "p1", "card": "c1", "zone": "u1"}
    for bad in ("c4", ["c4", "c4"], [""], [4]):
        refused = client.post(f"/v1/games/{gid}/actions", token=token, json={**move, "generate": bad})
        assert_problem(refused, 422, "validation-error")
        assert "generate" in refused.get_json()["errors"]["json"]


def _pick(items: list[dict]) -> dict:
    """A plausible move from the legal list: an Attack on the Leader, else an Activation, else anything but
    conceding (a phone app's player is not this simple, but the game must take any listed move)."""
    for kind in ("attack", "activate", "choose", "keep", "guard", "choose_first"):
        for item in items:
            if item["type"] == kind:
                return item
    return next(i for i in items if i["type"] not in ("concede", "mulligan"))


@pytest.mark.slow
def test_an_oversoul_game_against_the_ai_is_played_through_the_api_to_the_end(stack_client):
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
        view = resp.get_json()["game"]
        assert "hand" not in view["seats"][1] and all(
            "card_id" not in c for c in view["board"]["p2"] if c["face_down"] and not c.get("exposed")
        )
    final = client.get(f"/v1/games/{gid}", token=token).get_json()
    assert final["status"] == "finished" and final["finish_reason"] in (
        "leader_hp_zero",
        "turn_limit",
        "deck_out",
        "leader_left_board",
        "shakti_darshan",
        "shiva_darshan",
    )
    entries = client.get(f"/v1/games/{gid}/events?limit=1000", token=token).get_json()["items"]
    assert any(e["by"] == "AI (random)" for e in entries)
    assert all("private" not in effect for e in entries for effect in e["effects"])
