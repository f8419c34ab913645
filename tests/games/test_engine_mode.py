"""Engine mode (Achroma against the AI): the service holds the whole game; AI turns run on a real worker."""

from __future__ import annotations

import time

import pytest

from rules import registry
from service.cards.demo_sets import load_demo_sets
from tests.service.test_errors import assert_problem


def engine_body(ai_level: str = "random", **extra) -> dict:
    return {
        "ruleset": "achroma",
        "mode": "engine",
        "seed": 11,
        "players": [
            {"name": "Me", "deck": "draco-skyfire"},
            {"name": "Bot", "deck": "salum-arcana", "ai": {"level": ai_level, "budget_ms": 50}},
        ],
        "options": {"max_turns": 6},
        **extra,
    }


def wait_until(predicate, timeout: float = 60.0, step: float = 0.1):
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        value = predicate()
        if value:
            return value
        time.sleep(step)
    raise AssertionError("timed out waiting")


def test_engine_mode_needs_achroma_and_a_deck_per_player(client):
    token = client.new_user_token()
    body = engine_body()
    without = [r for r in registry.RULESET_IDS if not registry.has(r, "engine")]  # engine mode by capability
    for ruleset in without[:1]:
        refused = client.post("/v1/games", token=token, json={**body, "ruleset": ruleset})
        assert_problem(refused, 422, "validation-error")
        assert "mode" in refused.get_json()["errors"]["json"]
    no_deck = {**body, "players": [{"name": "A"}, {"name": "B", "deck": "salum-arcana"}]}
    assert "deck" in client.post("/v1/games", token=token, json=no_deck).get_json()["errors"]["json"]["players"]["0"]
    unknown = {**body, "players": [{"name": "A", "deck": "no-such-deck"}, {"name": "B", "deck": "salum-arcana"}]}
    assert_problem(client.post("/v1/games", token=token, json=unknown), 422, "validation-error")
    decks = client.get("/v1/rulesets/achroma/demo-decks").get_json()["items"]
    assert {d["name"] for d in decks} >= {"draco-skyfire", "salum-arcana"} and all(d["engine"] for d in decks)


def _achroma_catalog(app) -> None:
    with app.extensions["companion"].db.session() as session:
        load_demo_sets(session=session)
        session.commit()


def test_a_players_own_deck_must_be_legal_under_the_construction_rules(app, client):
    """Achroma — Your Palette: "Each player needs a deck of 30 Achroma cards called a Palette." A deck of one's own
    plays in an engine game only when it is legal; the 422 names every broken rule."""
    _achroma_catalog(app)
    token = client.new_user_token()
    demo = client.get("/v1/rulesets/achroma/demo-decks").get_json()["items"][0]["cards"]
    legal = client.post("/v1/decks", token=token, json={"ruleset": "achroma", "name": "Mine", "cards": demo})
    assert legal.status_code == 201, legal.get_json()
    short = client.post("/v1/decks", token=token, json={"ruleset": "achroma", "name": "Short", "cards": demo[:3]})
    assert short.status_code == 201, short.get_json()
    body = engine_body()
    body["players"][0]["deck"] = short.get_json()["id"]
    refused = client.post("/v1/games", token=token, json=body)
    assert_problem(refused, 422, "validation-error")
    messages = refused.get_json()["errors"]["json"]["players"]["0"]["deck"]
    assert any("achroma.palette.size" in m and "exactly 30" in m for m in messages), messages
    body["players"][0]["deck"] = legal.get_json()["id"]
    created = client.post("/v1/games", token=token, json=body)
    assert created.status_code == 201, created.get_json()
    assert created.get_json()["seats"][0]["hand_size"] == 5
    someone_else = client.new_user_token()
    assert_problem(client.post("/v1/games", token=someone_else, json=body), 422, "validation-error")


def test_tracker_mode_refuses_engine_player_fields(client):
    token = client.new_user_token()
    body = {
        "ruleset": "achroma",
        "players": [{"name": "A", "deck": "draco-skyfire"}, {"name": "B", "ai": {"level": "random"}}],
    }
    errors = client.post("/v1/games", token=token, json=body).get_json()["errors"]["json"]["players"]
    assert set(errors["0"]) == {"deck"} and set(errors["1"]) == {"ai"}


@pytest.mark.slow
def test_a_game_against_the_ai_hides_its_hand_and_the_ai_moves_through_the_worker(stack_client):
    client = stack_client
    token = client.new_user_token()
    resp = client.post("/v1/games", token=token, json=engine_body())
    assert resp.status_code == 201, resp.get_json()
    game = resp.get_json()
    gid = game["id"]
    assert game["viewer"]["seat"] == "p1" and game["ai_seats"] == {"p2": {"level": "random", "budget_ms": 50}}
    me, bot = game["seats"]
    assert len(me["hand"]) == me["hand_size"] == 5  # my cards, seen
    assert "hand" not in bot and bot["hand_size"] == 5  # the AI's: only how many
    assert_problem(client.get(f"/v1/games/{gid}?seat=p2", token=token), 403, "forbidden")
    assert_problem(
        client.post(f"/v1/games/{gid}/actions", token=token, json={"type": "keep", "seat": "p2"}), 403, "ai-seat"
    )
    assert_problem(client.post(f"/v1/games/{gid}/undo", token=token), 409, "no-undo")

    for _ in range(400):  # play p1 from the legal actions, as a client would, until the game ends
        current = client.get(f"/v1/games/{gid}", token=token).get_json()
        if current["status"] == "finished":
            break
        if "p1" not in current["to_act"]:
            time.sleep(0.05)  # the AI's turn: its moves arrive through the worker
            continue
        legal = client.get(f"/v1/games/{gid}/legal-actions?seat=p1", token=token).get_json()
        assert legal["exhaustive"] is True and legal["items"]
        choice = next((a for a in legal["items"] if a["type"] not in ("concede", "mulligan")), legal["items"][0])
        resp = client.post(f"/v1/games/{gid}/actions", token=token, json=choice)
        assert resp.status_code in (200, 412), resp.get_json()  # 412 never happens without If-Match
    final = wait_until(
        lambda: (g := client.get(f"/v1/games/{gid}", token=token).get_json())["status"] == "finished" and g
    )
    entries = client.get(f"/v1/games/{gid}/events?limit=1000", token=token).get_json()["items"]
    assert final["status"] == "finished"
    assert any(e["by"] == "AI (random)" for e in entries)
    assert all("private" not in effect for e in entries for effect in e["effects"])
    assert [e["number"] for e in entries] == list(range(1, len(entries) + 1))
