"""GET /v1/rulesets: what a client needs to drive any game without hard-coding it."""

from __future__ import annotations

import pytest

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
