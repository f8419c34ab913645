"""Penalties: the infraction lists per enforcement level, escalation, and what game and match losses do."""

from __future__ import annotations

import pytest

from rules.tournaments.penalties import (
    ENFORCEMENT_LEVELS,
    ResultRefused,
    infraction,
    infractions,
    pod_result,
    suggested_penalty,
    two_player_result,
)

PLAYED = {"outcome": "played", "wins": {"a": 2, "b": 0}, "draws": 0}


def test_every_level_lists_infractions_with_a_default_penalty_and_serious_conduct_disqualifies():
    for level in ENFORCEMENT_LEVELS:
        items = infractions(level)
        assert items and all(
            i["default_penalty"] in ("warning", "game_loss", "match_loss", "disqualification") for i in items
        )
        assert next(i for i in items if i["code"] == "cheating")["default_penalty"] == "disqualification"
    casual = {i["code"] for i in infractions("casual")}
    assert "failure_to_maintain_game_state" not in casual  # shared responsibility is a competitive notion
    assert infraction("casual", "failure_to_maintain_game_state") is None
    assert infraction("competitive", "failure_to_maintain_game_state") is not None


def test_stricter_levels_cost_more_for_the_same_infraction():
    deck = {level: infraction(level, "deck_problem").defaults[level] for level in ENFORCEMENT_LEVELS}
    assert deck == {"casual": "warning", "competitive": "game_loss", "professional": "game_loss"}


def test_a_repeated_infraction_suggests_the_next_penalty_up():
    assert suggested_penalty("competitive", "missed_trigger", earlier=0) == "warning"
    assert suggested_penalty("competitive", "missed_trigger", earlier=2) == "game_loss"
    assert suggested_penalty("competitive", "tardiness", earlier=5) == "game_loss"  # never escalates
    assert suggested_penalty("casual", "missed_trigger", earlier=5) == "warning"  # casual events teach


def test_a_game_loss_awards_the_opponent_a_game_and_can_turn_the_match():
    assert two_player_result(["a", "b"], None, best_of=3, game_losses=["a"], match_losses=[]) is None
    turned = two_player_result(
        ["a", "b"],
        {"outcome": "played", "wins": {"a": 1, "b": 1}, "draws": 0},
        best_of=3,
        game_losses=["a"],
        match_losses=[],
    )
    assert turned["wins"] == {"a": 1, "b": 2} and turned["awarded"] == {"a": 0, "b": 1}
    with pytest.raises(ResultRefused):  # 2-0 played plus an awarded game: more than a best of three
        two_player_result(
            ["a", "b"], {**PLAYED, "wins": {"a": 2, "b": 1}}, best_of=3, game_losses=["a"], match_losses=[]
        )


def test_a_match_loss_decides_the_match_whatever_was_played():
    lost = two_player_result(["a", "b"], PLAYED, best_of=3, game_losses=[], match_losses=["a"])
    assert lost == {"outcome": "match_loss", "wins": {"b": 2, "a": 0}, "draws": 0, "penalty": "match_loss"}
    both = two_player_result(["a", "b"], None, best_of=3, game_losses=[], match_losses=["a", "b"])
    assert both["outcome"] == "double_loss"


def test_in_a_pod_a_penalised_player_finishes_last_and_the_rest_keep_their_order():
    base = {"outcome": "played", "placements": [["a"], ["b", "c"], ["d"]]}
    assert pod_result(["a", "b", "c", "d"], base, losers=["a"])["placements"] == [["b", "c"], ["d"], ["a"]]
    assert pod_result(["a", "b", "c", "d"], None, losers=["a"]) is None
