"""Chronicles of Arcane — concede and manual adjust, with the game's own end checks."""

from __future__ import annotations

from rules.arcane import RULESET
from rules.common import ADJUST_RULE, SEAT_OUT_RULE
from tests.rules.arcane.helpers import act, new_game, refused, seat_of, started_game, to_phase, types


def test_last_player_standing_after_a_concession() -> None:
    """Chronicles of Arcane — RULINGS 5: "the last player left wins" — also when the others concede."""
    state = started_game(2)
    state, events = act(state, "concede", "p1")
    assert types(events) == ["conceded", "game_finished"]
    assert state["winner"] == "p2" and state["finish_reason"] == "last_player_standing"


def test_concede_by_the_active_player_passes_the_turn() -> None:
    """Chronicles of Arcane — End of Turn C: play passes clockwise when the active player leaves."""
    state = to_phase(started_game(3), "combat")
    state, events = act(state, "concede", "p1")
    assert types(events) == ["conceded", "turn_started"]
    assert state["turn"]["active_seat"] == "p2"
    refused(state, SEAT_OUT_RULE, "concede", "p1")


def test_concede_by_a_waiting_player_leaves_the_turn_alone() -> None:
    """Chronicles of Arcane — a player may concede on another's turn; the turn goes on."""
    state = to_phase(started_game(3), "action")
    state, events = act(state, "concede", "p3")
    assert types(events) == ["conceded"]
    assert state["turn"]["active_seat"] == "p1" and state["turn"]["step"] == "action"


def test_game_start_moves_on_when_the_first_player_concedes_during_mulligans() -> None:
    """Chronicles of Arcane — Set-up: if the first player leaves before the game begins, the next one clockwise
    starts, and the game begins once everyone left has kept."""
    state = new_game(3, first="p2")
    state, _ = act(state, "keep", "p1")
    state, _ = act(state, "keep", "p3")
    state, events = act(state, "concede", "p2")
    assert types(events) == ["conceded", "first_player_changed", "game_started", "turn_started"]
    assert state["turn"]["active_seat"] == "p3" and state["turn"]["number"] == 1


def test_game_start_when_the_last_undecided_player_concedes() -> None:
    """Chronicles of Arcane — Set-up 5: a concession can leave everyone else kept: the game begins."""
    state = new_game(3)
    state, _ = act(state, "keep", "p1")
    state, _ = act(state, "keep", "p2")
    state, events = act(state, "concede", "p3")
    assert types(events) == ["conceded", "game_started", "turn_started"]


def test_adjust_essences_both_ways_within_the_floor() -> None:
    """Chronicles of Arcane — adjust: an ability that destroys an Essence card; Essences never go below 0."""
    state = to_phase(started_game(2), "action")
    state, _ = act(state, "essence", "p1")
    state, events = act(state, "adjust", "p2", target="p1", counter="essences", delta=-1, reason="Void Rend")
    assert events[0]["type"] == "adjusted" and seat_of(state, "p1")["essences"] == 0
    refused(state, ADJUST_RULE, "adjust", "p2", target="p1", counter="essences", delta=-1, reason="again")
    # Adjusting does not count as placing this turn's Essence.
    assert state["turn"]["essences_placed"] == 1


def test_adjust_refuses_a_seat_that_is_out() -> None:
    """Chronicles of Arcane — a player out of the game has no counters to correct."""
    state = started_game(3)
    state, _ = act(state, "concede", "p3")
    refused(state, SEAT_OUT_RULE, "adjust", "p1", target="p3", counter="life", delta=1, reason="oops")
    assert "adjust" in RULESET.legal_types(state, "p1")
