"""Athernum Command Tokens spent in the Day: draw, resource (once a turn), victory token (once a turn)."""

from __future__ import annotations

import pytest

from rules.athernum import rules_text as R
from rules.base import RuleViolation

from .support import act, end_turn, new_game, seat_of, step_to, types


def day() -> dict:
    return step_to(new_game(), "day")


def test_command_draw_costs_one_token_and_can_repeat() -> None:
    """Athernum — Day: 'Drawing a card by spending one Command Token' (any number of times)."""
    state = day()
    state, events = act(state, "command", "p1", use="draw")
    assert types(events) == ["command_used", "cards_drawn"]
    assert seat_of(state, "p1")["command_tokens"] == 1 and seat_of(state, "p1")["deck"] == 52
    state, _ = act(state, "command", "p1", use="draw")
    assert seat_of(state, "p1")["command_tokens"] == 0 and seat_of(state, "p1")["deck"] == 51


def test_command_draw_needs_a_token() -> None:
    """Athernum — Activating Abilities: costs are paid in full; no token, no draw."""
    state = day()
    state, _ = act(state, "command", "p1", use="draw")
    state, _ = act(state, "command", "p1", use="draw")
    with pytest.raises(RuleViolation) as err:
        act(state, "command", "p1", use="draw")
    assert err.value.rule == R.COSTS_PAID
    assert "has 0" in err.value.detail


def test_command_draw_from_empty_deck_is_refused() -> None:
    """Athernum — Deck Loss: a voluntary command draw with an empty deck is refused (nothing to draw)."""
    state = day()
    state, _ = act(state, "adjust", "p1", target="p1", counter="deck", delta=-52, reason="test")
    state, _ = act(state, "command", "p1", use="draw")  # the last card
    assert seat_of(state, "p1")["deck"] == 0
    with pytest.raises(RuleViolation) as err:
        act(state, "command", "p1", use="draw")
    assert err.value.rule == R.DECK_LOSS
    assert state["status"] == "active"


def test_command_resource_once_per_turn() -> None:
    """Athernum — Day: one resource for one Command Token '(this can be done once per turn)'."""
    state = day()
    state, events = act(state, "command", "p1", use="resource")
    assert types(events) == ["command_used", "resource_generated"]
    assert seat_of(state, "p1")["command_tokens"] == 1 and state["turn"]["resource_used"] is True
    with pytest.raises(RuleViolation) as err:
        act(state, "command", "p1", use="resource")
    assert err.value.rule == R.COMMAND_RESOURCE
    act(state, "command", "p1", use="draw")  # the other uses stay open


def test_command_resource_once_per_turn_renews_next_turn() -> None:
    """Athernum — Day: the once-a-turn resource is available again in the player's next turn."""
    state = day()
    state, _ = act(state, "command", "p1", use="resource")
    state = step_to(end_turn(end_turn(state)), "day")
    assert state["turn"]["resource_used"] is False
    act(state, "command", "p1", use="resource")


def test_command_victory_token_costs_two_and_places_from_pool_on_main() -> None:
    """Athernum — Day: 'Place one Victory Token from the pool onto your main character by spending two'."""
    state = day()
    state, events = act(state, "command", "p1", use="victory_token")
    p1 = seat_of(state, "p1")
    assert p1["command_tokens"] == 0 and p1["victory_tokens"] == 1
    assert p1["cards"][0]["tokens"] == 1 and state["vt_pool"] == 8
    assert events[-1] == {
        "type": "victory_tokens_placed",
        "seat": "p1",
        "card": "Main 1",
        "amount": 1,
        "card_tokens": 1,
        "vt_pool": 8,
    }


def test_command_victory_token_needs_two_tokens() -> None:
    """Athernum — Day: two Command Tokens are needed for a victory token; one is not enough."""
    state = day()
    state, _ = act(state, "command", "p1", use="draw")
    with pytest.raises(RuleViolation) as err:
        act(state, "command", "p1", use="victory_token")
    assert err.value.rule == R.COSTS_PAID


def test_command_victory_token_once_per_turn() -> None:
    """Athernum — Day: the victory-token command '(this can be done once per turn)'."""
    state = day()
    state, _ = act(state, "command", "p1", use="victory_token")
    state, _ = act(state, "adjust", "p1", target="p1", counter="command_tokens", delta=2, reason="card effect")
    with pytest.raises(RuleViolation) as err:
        act(state, "command", "p1", use="victory_token")
    assert err.value.rule == R.COMMAND_VICTORY_TOKEN
    state = step_to(end_turn(end_turn(state)), "day")
    state, _ = act(state, "command", "p1", use="victory_token")
    assert seat_of(state, "p1")["victory_tokens"] == 2


def test_command_victory_token_with_empty_pool_is_refused() -> None:
    """Athernum — Day: the token comes 'from the pool'; with an empty pool the command is refused (RULINGS 2)."""
    state = step_to(new_game((3, 4, False), (5, 4, False)), "day")
    for sid, card, amount in (("p1", "Main 1", 4), ("p2", "Main 2", 4)):
        state, _ = act(state, "vt_place", sid, card=card, amount=amount)
    assert state["vt_pool"] == 0 and state["status"] == "active"
    with pytest.raises(RuleViolation) as err:
        act(state, "command", "p1", use="victory_token")
    assert err.value.rule == R.POOL_RULING


@pytest.mark.parametrize("step", ["morning", "evening", "night"])
def test_day_actions_commands_only_in_the_day(step: str) -> None:
    """Athernum — Day: Command Tokens are spent in the Day, not in the Morning, Evening or Night."""
    state = step_to(new_game(), step)
    for use in ("draw", "resource", "victory_token"):
        with pytest.raises(RuleViolation) as err:
            act(state, "command", "p1", use=use)
        assert err.value.rule == R.DAY_ACTIONS


def test_day_actions_commands_only_in_own_turn() -> None:
    """Athernum — Resources: 'Once per turn, during your own turn' — not in an opponent's Day."""
    state = day()
    with pytest.raises(RuleViolation) as err:
        act(state, "command", "p2", use="draw")
    assert err.value.rule == R.DAY_ACTIONS
    assert "p1's turn" in err.value.detail
