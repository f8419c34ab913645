"""Athernum manual adjustments: recorded with a reason, within each counter's limits, tokens conserved."""

from __future__ import annotations

import pytest

from rules.athernum import rules_text as R
from rules.base import ActionInvalid, RuleViolation
from rules.common import ADJUST_RULE, SEAT_OUT_RULE

from .support import act, new_game, seat_of


def test_adjust_is_recorded_with_its_reason() -> None:
    """Companion — adjust: a counter change with a reason, shown as such in the history."""
    state = new_game()
    state, events = act(state, "adjust", "p2", target="p1", counter="deck", delta=-3, reason="milled by Raven")
    assert seat_of(state, "p1")["deck"] == 50
    assert events == [
        {
            "type": "adjusted",
            "seat": "p2",
            "target": "p1",
            "counter": "deck",
            "delta": -3,
            "from": 53,
            "to": 50,
            "reason": "milled by Raven",
        }
    ]


def test_adjust_counters_keep_their_floor_and_ceiling() -> None:
    """Companion — adjust: limits of the counter still hold (command tokens 0..2, deck 0..59)."""
    state = new_game()
    with pytest.raises(RuleViolation) as err:
        act(state, "adjust", "p1", target="p1", counter="command_tokens", delta=-3, reason="x")
    assert err.value.rule == ADJUST_RULE
    state, _ = act(state, "adjust", "p1", target="p1", counter="command_tokens", delta=-2, reason="x")
    assert seat_of(state, "p1")["command_tokens"] == 0
    with pytest.raises(RuleViolation):
        act(state, "adjust", "p1", target="p1", counter="deck", delta=-54, reason="x")
    with pytest.raises(RuleViolation):
        act(state, "adjust", "p1", target="p1", counter="deck", delta=7, reason="x")
    state, _ = act(state, "adjust", "p1", target="p1", counter="deck", delta=6, reason="shuffled back")
    assert seat_of(state, "p1")["deck"] == 59


def test_adjust_victory_tokens_come_from_the_pool_onto_the_main_character() -> None:
    """RULINGS Athernum 2 — an adjusted token is placed from the pool, so the pool shrinks with it."""
    state = new_game()
    state, events = act(state, "adjust", "p1", target="p2", counter="victory_tokens", delta=3, reason="Oath")
    assert seat_of(state, "p2")["victory_tokens"] == 3 and seat_of(state, "p2")["cards"][0]["tokens"] == 3
    assert state["vt_pool"] == 6
    assert events[0]["card"] == "Main 2" and events[0]["vt_pool"] == 6
    state, _ = act(state, "adjust", "p1", target="p2", counter="victory_tokens", delta=-3, reason="undo")
    assert seat_of(state, "p2")["victory_tokens"] == 0 and state["vt_pool"] == 9


def test_adjust_victory_tokens_limited_by_pool_and_main_character() -> None:
    """RULINGS Athernum 2 — no more tokens than the pool holds, none removed that the main character lacks."""
    state = new_game()
    state, _ = act(state, "vt_card_enter", "p1", card="Tower", vt_field=1)
    state, _ = act(state, "vt_place", "p1", card="Tower", amount=1)
    with pytest.raises(RuleViolation) as err:
        act(state, "adjust", "p1", target="p1", counter="victory_tokens", delta=-1, reason="x")
    assert err.value.rule == ADJUST_RULE  # the token is on the Tower, not on the main character
    with pytest.raises(RuleViolation) as err:
        act(state, "adjust", "p1", target="p2", counter="victory_tokens", delta=10, reason="x")
    assert err.value.rule == R.POOL_RULING


def test_adjust_can_end_the_game() -> None:
    """Athernum — How Do You Win?: a corrected count that brings superiority ends the game at once."""
    state = new_game()
    state, events = act(state, "adjust", "p2", target="p2", counter="victory_tokens", delta=5, reason="x")
    assert state["winner"] == "p2" and events[-1]["type"] == "game_finished"


def test_adjust_refuses_unknown_counters_and_out_seats() -> None:
    """Companion — adjust: only the seat counters; a seat out of the game no longer changes."""
    state = new_game((1, 3, False), (2, 3, False), (3, 3, False))
    with pytest.raises(ActionInvalid):
        act(state, "adjust", "p1", target="p1", counter="vt_pool", delta=1, reason="x")
    with pytest.raises(ActionInvalid):
        act(state, "adjust", "p1", target="p1", counter="deck", delta=1)
    state, _ = act(state, "concede", "p3")
    with pytest.raises(RuleViolation) as err:
        act(state, "adjust", "p1", target="p3", counter="deck", delta=-1, reason="x")
    assert err.value.rule == SEAT_OUT_RULE
