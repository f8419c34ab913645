"""Chronicles of Arcane — Life: damage and healing, 0 loses, the last player standing wins."""

from __future__ import annotations

import pytest

from rules.arcane import RULESET
from rules.base import ActionInvalid
from rules.common import ADJUST_RULE, GAME_OVER_RULE, SEAT_OUT_RULE
from tests.rules.arcane.helpers import act, life_of, next_turn, refused, seat_of, started_game, to_phase, types


def test_how_to_win_damage_reduces_life() -> None:
    """Chronicles of Arcane — How to Win: "reduce the Life of your opponent Player(s) to 0" — damage lowers it."""
    state = started_game(2)
    state, events = act(state, "life", "p1", target="p2", delta=-3)
    assert events == [
        {"type": "life_changed", "seat": "p1", "target": "p2", "delta": -3, "requested": -3, "from": 25, "to": 22}
    ]
    assert life_of(state, "p2") == 22


def test_life_above_start_healing_has_no_cap() -> None:
    """Chronicles of Arcane — Glossary, Life: "Life can be healed above the starting value." (RULINGS 1)"""
    state = started_game(2)
    state, _ = act(state, "life", "p2", target="p2", delta=10)
    state, _ = act(state, "life", "p2", target="p2", delta=1000)
    assert life_of(state, "p2") == 1035


def test_life_change_of_zero_is_malformed() -> None:
    """Chronicles of Arcane — a Life change of 0 changes nothing and is refused as malformed."""
    with pytest.raises(ActionInvalid) as info:
        RULESET.apply(started_game(2), {"type": "life", "seat": "p1", "target": "p2", "delta": 0})
    assert "delta" in info.value.errors


def test_life_any_player_at_any_time() -> None:
    """Chronicles of Arcane — Traits, Trap: "Cards with Trap can be played at any time." — Life changes may be
    reported by any player on any player's turn and in any phase."""
    state = to_phase(started_game(3), "combat")
    state, _ = act(state, "life", "p3", target="p1", delta=-2)  # p3's Trap on p1's turn
    state, _ = act(state, "life", "p2", target="p2", delta=1)  # a blocker's Lifedrain
    assert (life_of(state, "p1"), life_of(state, "p2")) == (28, 31)
    assert "life" in RULESET.legal_types(state, "p3")


def test_how_to_win_zero_life_loses_and_last_player_wins() -> None:
    """Chronicles of Arcane — RULINGS 5: "A player at 0 life or less has lost; the last player left wins." """
    state = started_game(2)
    state, _ = act(state, "life", "p1", target="p2", delta=-24)
    assert state["status"] == "active" and life_of(state, "p2") == 1  # one above 0 plays on
    state, events = act(state, "life", "p1", target="p2", delta=-1)
    assert types(events) == ["life_changed", "player_eliminated", "game_finished"]
    assert seat_of(state, "p2")["out"] and seat_of(state, "p2")["out_reason"] == "life"
    assert state["status"] == "finished" and state["winner"] == "p1"
    assert state["finish_reason"] == "last_player_standing"
    outcome = RULESET.outcome(state)
    assert outcome is not None and outcome.winner == "p1"


def test_how_to_win_life_stops_at_zero() -> None:
    """Chronicles of Arcane — How to Win: Life is reduced "to 0"; excess damage is recorded, Life shows 0."""
    state = started_game(2)
    state, events = act(state, "life", "p2", target="p1", delta=-40)
    assert life_of(state, "p1") == 0
    assert events[0]["delta"] == -25 and events[0]["requested"] == -40
    assert state["winner"] == "p2"


def test_last_player_standing_others_play_on_after_an_elimination() -> None:
    """Chronicles of Arcane — RULINGS 5: with three players, one at 0 Life is out and the other two play on."""
    state = started_game(3)
    state, _ = act(state, "life", "p1", target="p2", delta=-30)
    assert state["status"] == "active" and seat_of(state, "p2")["out"]
    assert RULESET.legal_types(state, "p2") == []
    refused(state, SEAT_OUT_RULE, "life", "p2", target="p1", delta=-1)
    refused(state, SEAT_OUT_RULE, "life", "p1", target="p2", delta=5)  # no healing back into the game
    state = next_turn(state)
    assert state["turn"]["active_seat"] == "p3"  # p2's turns are skipped
    state, _ = act(state, "life", "p3", target="p1", delta=-30)
    assert state["winner"] == "p3"
    refused(state, GAME_OVER_RULE, "life", "p3", target="p3", delta=1)
    assert RULESET.legal_types(state, "p3") == []


def test_last_player_standing_active_player_at_zero_passes_the_turn() -> None:
    """Chronicles of Arcane — RULINGS 5: the active player losing on their own turn ends it; play passes on."""
    state = to_phase(started_game(3), "action")
    state, events = act(state, "life", "p1", target="p1", delta=-30)  # e.g. their own Deathstrike
    assert types(events) == ["life_changed", "player_eliminated", "turn_started"]
    assert state["turn"]["active_seat"] == "p2" and state["turn"]["number"] == 2


def test_adjust_life_to_zero_eliminates() -> None:
    """Chronicles of Arcane — How to Win: a manual adjust that brings Life to 0 also loses the game."""
    state = started_game(2)
    state, events = act(state, "adjust", "p1", target="p2", counter="life", delta=-25, reason="Void Rift")
    assert types(events) == ["adjusted", "player_eliminated", "game_finished"]
    assert state["winner"] == "p1"


def test_adjust_life_below_zero_is_refused() -> None:
    """Chronicles of Arcane — adjust keeps the floor of Life (0); use a life change for lethal damage."""
    state = started_game(2)
    refused(state, ADJUST_RULE, "adjust", "p1", target="p2", counter="life", delta=-26, reason="typo")
    state, events = act(state, "adjust", "p1", target="p2", counter="life", delta=5, reason="Healing Spring")
    assert events[0]["reason"] == "Healing Spring" and life_of(state, "p2") == 30
