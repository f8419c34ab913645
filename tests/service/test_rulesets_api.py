"""GET /v1/rulesets: what a client needs to drive any game without hard-coding it."""

from __future__ import annotations

import pytest

from rules import registry
from tests.service.test_errors import assert_problem

COUNTERS = {
    "achroma": {"shards"},
    "arcane": {"life", "essences"},
    "athernum": {"victory_tokens", "command_tokens", "vt_pool"},
    "oversoul": {"hp", "rank", "energy"},
}


def test_lists_the_four_games(client):
    ids = [r["id"] for r in client.get("/v1/rulesets").get_json()["items"]]
    assert ids == ["achroma", "arcane", "athernum", "oversoul"]


@pytest.mark.parametrize("ruleset_id", sorted(COUNTERS))
def test_each_ruleset_describes_counters_turns_and_actions(client, ruleset_id):
    body = client.get(f"/v1/rulesets/{ruleset_id}").get_json()
    assert COUNTERS[ruleset_id] <= {c["name"] for c in body["counters"]}
    assert body["turn_structure"] and body["players"]["min"] >= 2
    for action in body["actions"]:
        assert action["schema"]["properties"]["type"]["const"] == action["type"]
        assert action["rule"]["quote"]


def test_unknown_ruleset_is_404(client):
    assert_problem(client.get("/v1/rulesets/chess"), 404, "not-found")


def test_each_ruleset_lists_its_modes_with_their_capabilities(client):
    """One contract: a client learns what each mode can do (undo, hidden information, decks, AI) from the API."""
    for ruleset_id in COUNTERS:
        modes = {m["mode"]: m for m in client.get(f"/v1/rulesets/{ruleset_id}").get_json()["modes"]}
        tracker = modes["tracker"]["capabilities"]
        assert tracker == {
            "undo": True,
            "hidden_information": False,
            "cards_required": False,
            "ai": False,
            "legal_actions_exhaustive": False,
        }
    engine = {m["mode"]: m for m in client.get("/v1/rulesets/achroma").get_json()["modes"]}["engine"]
    assert engine["capabilities"] == {
        "undo": False,
        "hidden_information": True,
        "cards_required": True,
        "ai": True,
        "legal_actions_exhaustive": True,
    }
    assert {"mulligan", "deploy", "react_pass", "concede"} <= {a["type"] for a in engine["actions"]}


def test_demo_decks_say_which_play_in_an_engine(client):
    achroma = client.get("/v1/rulesets/achroma/demo-decks").get_json()["items"]
    assert achroma and all(d["engine"] for d in achroma)
    for ruleset in (r for r in COUNTERS if not registry.has(r, "engine")):
        decks = client.get(f"/v1/rulesets/{ruleset}/demo-decks").get_json()["items"]
        assert decks and not any(d["engine"] for d in decks)  # no engine to play them in (yet)
