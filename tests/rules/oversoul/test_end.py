"""Oversoul: the darshan wins, conceding, and a finished game."""

from __future__ import annotations

import pytest

from rules.oversoul import RULESET

from .helpers import act, new_game, pass_turn, refused, types


@pytest.mark.parametrize("darshan", ["shakti", "shiva"])
def test_shakti_and_shiva_darshan_pronounced_win_instantly(darshan: str) -> None:
    """Oversoul — 2 Game flow: pronouncing Shakti-darshan or Shiva-darshan wins the Game instantly."""
    state, events = act(new_game(first="p1"), "declare_darshan", "p2", darshan=darshan)
    assert state["status"] == "finished" and state["winner"] == "p2"
    assert state["finish_reason"] == f"{darshan}_darshan"
    assert types(events) == ["darshan_declared", "player_lost", "game_finished"]
    outcome = RULESET.outcome(state)
    assert outcome is not None and outcome.reason == f"{darshan}_darshan"


def test_shakti_darshan_without_naming_which_still_wins() -> None:
    """Oversoul — 2 Game flow: a plain `declare_darshan` (no field) is an instant win too."""
    state, _ = act(pass_turn(new_game(first="p1")), "declare_darshan", "p1")
    assert state["winner"] == "p1" and state["finish_reason"] == "darshan"


def test_concede_the_other_player_wins() -> None:
    """Oversoul — companion concede: the conceding player leaves; in a two-player game the other wins."""
    state, events = act(new_game(first="p1"), "concede", "p1")
    assert state["winner"] == "p2" and state["finish_reason"] == "conceded"
    assert types(events) == ["conceded", "game_finished"]


@pytest.mark.parametrize(
    ("type_", "fields"),
    [
        ("damage", {"target": "p1", "amount": 1}),
        ("heal", {"target": "p1", "amount": 1}),
        ("next_phase", {}),
        ("draw", {}),
        ("declare_darshan", {}),
        ("concede", {}),
        ("adjust", {"target": "p1", "counter": "hp", "delta": 1, "reason": "x"}),
    ],
)
def test_game_over_a_finished_game_accepts_no_action(type_: str, fields: dict[str, object]) -> None:
    """Oversoul — companion: once a game has a winner no further action changes it."""
    state, _ = act(new_game(first="p1"), "declare_darshan", "p1", darshan="shiva")
    for seat_id in ("p1", "p2"):
        refused(state, type_, seat_id, "companion.game_over", **fields)
        assert RULESET.legal_types(state, seat_id) == []


def test_outcome_is_none_while_the_game_goes_on() -> None:
    """Oversoul — outcome: no result until a leader falls, a deck runs out, a darshan or a concession."""
    state = new_game(first="p1")
    assert RULESET.outcome(state) is None
    state, _ = act(state, "damage", "p1", target="p2", amount=24)
    outcome = RULESET.outcome(state)
    assert outcome is not None and outcome.winner == "p1" and outcome.reason == "leader_hp_zero"
