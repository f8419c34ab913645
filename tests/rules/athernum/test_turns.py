"""Athernum turn flow: Morning, Day, Evening, Night; the Morning's Command Token refill."""

from __future__ import annotations

import pytest

from rules.athernum import RULESET
from rules.athernum import rules_text as R
from rules.base import RuleViolation

from .support import act, end_turn, new_game, seat_of, step_to, types


def test_phases_run_morning_day_evening_night() -> None:
    """Athernum — Game Flow: 'four consecutive phases: Morning, Day, Evening, and Night'."""
    state = new_game()
    seen = [state["turn"]["step"]]
    for _ in range(3):
        state, events = act(state, "next_phase", "p1")
        assert events == [{"type": "phase_started", "seat": "p1", "step": state["turn"]["step"]}]
        seen.append(state["turn"]["step"])
    assert seen == ["morning", "day", "evening", "night"]
    assert state["turn"]["active_seat"] == "p1"


def test_night_leads_to_next_players_morning() -> None:
    """Athernum — Night: 'the next player begins their turn—starting again with Morning'."""
    state = step_to(new_game(), "night")
    state, events = act(state, "next_phase", "p1")
    assert state["turn"]["active_seat"] == "p2" and state["turn"]["step"] == "morning"
    assert state["turn"]["number"] == 2
    assert types(events) == ["phase_ended", "turn_started", "phase_started", "command_tokens_refilled"]
    state = end_turn(state)
    assert state["turn"]["active_seat"] == "p1" and state["turn"]["number"] == 3


def test_phases_turn_order_follows_seats_from_first_player() -> None:
    """Athernum — Game Flow: turns go round the table in seat order from the first player."""
    state = new_game((5, 3, False), (1, 3, False), (5, 3, False))
    order = []
    for _ in range(4):
        order.append(state["turn"]["active_seat"])
        state = end_turn(state)
    assert order == ["p2", "p3", "p1", "p2"]


def test_phases_only_active_player_moves_on() -> None:
    """Athernum — Game Flow: only the player whose turn it is ends its phases (also in the Night)."""
    state = new_game()
    with pytest.raises(RuleViolation) as err:
        act(state, "next_phase", "p2")
    assert err.value.rule == R.PHASES
    state = step_to(state, "night")
    with pytest.raises(RuleViolation):
        act(state, "next_phase", "p2")
    act(state, "next_phase", "p1")


def test_command_refill_sets_exactly_two_each_morning() -> None:
    """Athernum — Morning: 'you gain exactly two Command Tokens … Excess tokens are lost' (RULINGS Athernum 3)."""
    state = step_to(new_game(), "day")
    state, _ = act(state, "command", "p1", use="draw")
    assert seat_of(state, "p1")["command_tokens"] == 1
    state = end_turn(state)
    # p2 had two and gains none beyond two
    assert seat_of(state, "p2")["command_tokens"] == 2
    state = end_turn(state)
    # p1 had one left: gaining two would make three, the excess is lost
    assert seat_of(state, "p1")["command_tokens"] == 2


def test_command_refill_from_zero_to_two() -> None:
    """Athernum — Morning: a player with no Command Tokens has two again in their Morning."""
    state = step_to(new_game(), "day")
    state, _ = act(state, "command", "p1", use="victory_token")
    assert seat_of(state, "p1")["command_tokens"] == 0
    state = end_turn(state)
    assert seat_of(state, "p1")["command_tokens"] == 0  # not refilled in the opponent's Morning
    state = end_turn(state)
    assert seat_of(state, "p1")["command_tokens"] == 2


def test_command_refill_is_reported_as_an_event() -> None:
    """Athernum — Morning: the refill shows in the history with before and after."""
    state = step_to(new_game(), "day")
    state, _ = act(state, "command", "p1", use="victory_token")
    state = end_turn(end_turn(state))
    state = step_to(state, "night")
    _, events = act(state, "next_phase", "p1")
    assert {"type": "command_tokens_refilled", "seat": "p2", "from": 2, "to": 2} in events


def test_command_tokens_never_exceed_two() -> None:
    """Athernum — Morning: 'If you already have two, you cannot gain more' — a manual adjust cannot either."""
    state = new_game()
    with pytest.raises(RuleViolation):
        act(state, "adjust", "p1", target="p1", counter="command_tokens", delta=1, reason="effect")
    state = step_to(state, "day")
    state, _ = act(state, "command", "p1", use="draw")
    state, _ = act(state, "adjust", "p1", target="p1", counter="command_tokens", delta=1, reason="effect")
    assert seat_of(state, "p1")["command_tokens"] == 2


def test_view_shows_turn_and_per_turn_limits() -> None:
    """Contract — the view carries status, turn (with step) and the per-turn command limits."""
    state = step_to(new_game(), "day")
    state, _ = act(state, "command", "p1", use="resource")
    view = RULESET.view_for(state, "p1")
    assert view["status"] == "active" and view["winner"] is None and view["finish_reason"] is None
    assert view["turn"] == {
        "number": 1,
        "active_seat": "p1",
        "step": "day",
        "resource_used": True,
        "victory_token_used": False,
        "location_played": False,
    }
    assert view["vt_pool"] == 9
    assert {"seat", "name", "out", "victory_tokens", "command_tokens"} <= set(view["seats"][0])
    assert view["seats"][0]["opponents_reach"] == 9
    assert "command" in view["legal_actions"]
    assert "legal_actions" not in RULESET.view_for(state, None)
