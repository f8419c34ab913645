"""Chronicles of Arcane in engine mode through the API: demo decks, deck legality, and a whole game against the AI,
whose turns run on a real Celery worker through the same path as a person's moves."""

from __future__ import annotations

import time

import pytest

from service.cards.demo_sets import load_demo_sets
from tests.games.test_engine_mode import wait_until
from tests.service.test_errors import assert_problem

DECKS = ("ember-and-root", "tide-and-shadow", "grove-and-gale", "storm-and-bone")
# How the test's player chooses among its legal actions: press on, so the game ends in a few dozen turns.
PREFERENCE = (
    "keep",
    "attack",
    "place_essence",
    "invoke",
    "place",
    "choose_target",
    "choose_card",
    "choose_option",
    "done_blocking",
    "pass",
    "end_turn",
)


def arcane_body(ai: dict | None = None, **extra) -> dict:
    return {
        "ruleset": "arcane",
        "mode": "engine",
        "seed": 5,
        "players": [
            {"name": "Me", "deck": "ember-and-root"},
            {"name": "Bot", "deck": "tide-and-shadow", "ai": ai or {"level": "random", "budget_ms": 30}},
        ],
        "options": {"max_turns": 60},
        **extra,
    }


def test_arcane_engine_mode_is_offered_with_its_demo_decks(client):
    """GET /v1/rulesets/arcane/demo-decks lists the engine's decks; the ruleset describes engine mode."""
    decks = client.get("/v1/rulesets/arcane/demo-decks").get_json()["items"]
    assert {d["name"] for d in decks} >= set(DECKS) and all(d["engine"] for d in decks)
    modes = {m["mode"]: m for m in client.get("/v1/rulesets/arcane").get_json()["modes"]}
    assert modes["engine"]["capabilities"]["ai"] and modes["engine"]["capabilities"]["hidden_information"]
    assert {"invoke", "attack", "block", "pass", "place", "end_turn"} <= {a["type"] for a in modes["engine"]["actions"]}


def test_an_arcane_deck_of_ones_own_must_be_legal(app, client):
    """Chronicles of Arcane — The Deck: "Decks have a minimum of 40 cards and no maximum, in addition to one (1)
    Ancient." A deck of one's own plays in an engine game only when legal; the 422 names the broken rule."""
    with app.extensions["companion"].db.session() as session:
        load_demo_sets(session=session)
        session.commit()
    token = client.new_user_token()
    demo = next(d for d in client.get("/v1/rulesets/arcane/demo-decks").get_json()["items"] if d["name"] == DECKS[2])
    legal = client.post("/v1/decks", token=token, json={"ruleset": "arcane", "name": "Mine", "cards": demo["cards"]})
    short = client.post(
        "/v1/decks", token=token, json={"ruleset": "arcane", "name": "Short", "cards": demo["cards"][:4]}
    )
    assert legal.status_code == 201 and short.status_code == 201, (legal.get_json(), short.get_json())
    body = arcane_body()
    body["players"][0]["deck"] = short.get_json()["id"]
    refused = client.post("/v1/games", token=token, json=body)
    assert_problem(refused, 422, "validation-error")
    messages = refused.get_json()["errors"]["json"]["players"]["0"]["deck"]
    assert any("arcane.deck.size" in m for m in messages), messages
    body["players"][0]["deck"] = legal.get_json()["id"]
    created = client.post("/v1/games", token=token, json=body)
    assert created.status_code == 201, created.get_json()
    assert created.get_json()["seats"][0]["hand_size"] == 7 and created.get_json()["starting_life"] == 25


def _choose(items: list[dict]) -> dict:
    for kind in PREFERENCE:
        found = [a for a in items if a["type"] == kind]
        if found:
            # attack the player when possible; otherwise the first listed
            return next((a for a in found if str(a.get("target", "")).startswith("p")), found[0])
    return items[0]


@pytest.mark.slow
def test_an_arcane_game_against_the_ai_is_played_to_the_end_through_the_api(stack_client):
    """An Arcane engine game against the AI, played through the API to the end; the AI's hand is never
    shown, its moves arrive through the worker, and no event keeps a private part."""
    client = stack_client
    token = client.new_user_token()
    resp = client.post("/v1/games", token=token, json=arcane_body())
    assert resp.status_code == 201, resp.get_json()
    game = resp.get_json()
    gid = game["id"]
    me, bot = game["seats"]
    assert len(me["hand"]) == 7 and "hand" not in bot and bot["hand_size"] == 7
    assert game["ancients"]["p1"] and game["ancients"]["p2"]  # both Ancients start in play
    assert_problem(client.get(f"/v1/games/{gid}?seat=p2", token=token), 403, "forbidden")

    for _ in range(3000):
        current = client.get(f"/v1/games/{gid}", token=token).get_json()
        if current["status"] == "finished":
            break
        assert "hand" not in current["seats"][1]
        if "p1" not in current["to_act"]:
            time.sleep(0.02)  # the AI's move comes through the worker
            continue
        legal = client.get(f"/v1/games/{gid}/legal-actions?seat=p1", token=token).get_json()
        assert legal["exhaustive"] is True and legal["items"]
        resp = client.post(f"/v1/games/{gid}/actions", token=token, json=_choose(legal["items"]))
        assert resp.status_code in (200, 409), resp.get_json()  # 409: the AI moved first (a window closed)
    final = wait_until(
        lambda: (g := client.get(f"/v1/games/{gid}", token=token).get_json())["status"] == "finished" and g
    )
    entries = client.get(f"/v1/games/{gid}/events?limit=1000", token=token).get_json()["items"]
    assert final["finish_reason"] in ("last_player_standing", "turn_limit"), final["finish_reason"]
    assert final["turn"]["number"] > 4, final["turn"]  # a real game, not an early concession
    assert any(e["by"] == "AI (random)" for e in entries)
    assert all("private" not in effect for e in entries for effect in e["effects"])
