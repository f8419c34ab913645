"""Athernum Victory Tokens: cards with a field entering and leaving play, the pool, placing and removing."""

from __future__ import annotations

import pytest

from rules.athernum import rules_text as R
from rules.base import ActionInvalid, RuleViolation

from .support import act, new_game, seat_of, step_to


def test_pool_grows_when_a_vt_card_enters_play() -> None:
    """Athernum — How Is the Pool Formed?: 'Whenever a card with a Victory Token Field enters play' it joins."""
    state = step_to(new_game(), "day")
    state, events = act(state, "vt_card_enter", "p1", card="Watchtower", vt_field=3, objective=True)
    assert state["vt_pool"] == 12 and state["vt_total"] == 12
    assert seat_of(state, "p1")["cards"][-1] == {
        "card": "Watchtower",
        "vt_field": 3,
        "objective": True,
        "tokens": 0,
        "main": False,
        "card_type": "character",
    }
    assert events == [
        {
            "type": "vt_card_entered",
            "seat": "p1",
            "card": "Watchtower",
            "vt_field": 3,
            "objective": True,
            "card_type": "character",
            "vt_pool": 12,
        }
    ]


def test_pool_grows_when_a_vt_card_enters_on_any_turn() -> None:
    """Athernum — How Is the Pool Formed?: cards also enter by effects, so any seat may report it any time."""
    state = new_game()
    state, _ = act(state, "vt_card_enter", "p2", card="Ambusher", vt_field=2)
    assert seat_of(state, "p2")["cards"][-1]["objective"] is False
    assert state["vt_pool"] == 11


def test_unique_vt_card_no_second_copy_under_your_control() -> None:
    """Athernum — Day: no character with a Victory Token Field 'if a copy … is already under your control'."""
    state = new_game()
    state, _ = act(state, "vt_card_enter", "p1", card="Watchtower", vt_field=3)
    for name in ("Watchtower", " watchtower ", "Main 1"):
        with pytest.raises(RuleViolation) as err:
            act(state, "vt_card_enter", "p1", card=name, vt_field=3)
        assert err.value.rule == R.UNIQUE_VT_CARD
    # another player may control their own copy
    act(state, "vt_card_enter", "p2", card="Watchtower", vt_field=3)


def test_unique_vt_card_may_return_after_leaving() -> None:
    """Athernum — Day: once the copy has left play, the card may be played again (its field joins again)."""
    state = new_game()
    state, _ = act(state, "vt_card_enter", "p1", card="Watchtower", vt_field=3)
    state, _ = act(state, "vt_card_leave", "p1", card="Watchtower")
    state, _ = act(state, "vt_card_enter", "p1", card="Watchtower", vt_field=3)
    assert state["vt_pool"] == 15


def test_pool_ruling_tokens_of_a_leaving_card_return_to_the_pool() -> None:
    """RULINGS Athernum 2 — tokens no longer on a card are in the pool; the card's field stays in it."""
    state = new_game()
    state, _ = act(state, "vt_card_enter", "p1", card="Watchtower", vt_field=3)
    state, _ = act(state, "vt_place", "p1", card="Watchtower", amount=2)
    assert state["vt_pool"] == 10 and seat_of(state, "p1")["victory_tokens"] == 2
    state, events = act(state, "vt_card_leave", "p1", card="Watchtower")
    assert state["vt_pool"] == 12 and seat_of(state, "p1")["victory_tokens"] == 0
    assert [c["card"] for c in seat_of(state, "p1")["cards"]] == ["Main 1"]
    assert events == [{"type": "vt_card_left", "seat": "p1", "card": "Watchtower", "tokens_returned": 2, "vt_pool": 12}]


def test_main_character_cannot_leave_play() -> None:
    """Athernum — Rules for the Main Character: it 'cannot be discarded, returned to hand, banished …'."""
    state = new_game()
    with pytest.raises(RuleViolation) as err:
        act(state, "vt_card_leave", "p1", card="Main 1")
    assert err.value.rule == R.MAIN_CHARACTER


def test_vt_field_only_cards_in_play_under_your_control() -> None:
    """Athernum — Card Structure: only a card with a field in play can leave or hold tokens."""
    state = new_game()
    for type_, fields in (("vt_card_leave", {}), ("vt_place", {"amount": 1}), ("vt_remove", {"amount": 1})):
        with pytest.raises(RuleViolation) as err:
            act(state, type_, "p1", card="Main 2", **fields)  # p2's card, not p1's
        assert err.value.rule == R.VT_FIELD


def test_vt_card_enter_field_must_be_positive() -> None:
    """Athernum — Card Structure: a Victory Token field is at least 1 (a malformed field is 422)."""
    state = new_game()
    with pytest.raises(ActionInvalid):
        act(state, "vt_card_enter", "p1", card="Nothing", vt_field=0)
    with pytest.raises(ActionInvalid):
        act(state, "vt_card_enter", "p1", card="Nothing", vt_field=2, objective="yes")


def test_earn_tokens_places_from_the_pool() -> None:
    """Athernum — Objective Abilities 'describe ways to earn Victory Tokens'; they come from the pool."""
    state = new_game()
    state, events = act(state, "vt_place", "p2", card="Main 2", amount=4)
    assert seat_of(state, "p2")["victory_tokens"] == 4 and state["vt_pool"] == 5
    assert events[0]["type"] == "victory_tokens_placed"


def test_pool_ruling_cannot_place_more_than_the_pool_holds() -> None:
    """RULINGS Athernum 2 — the pool shrinks as tokens are placed; it never goes below zero."""
    state = new_game()
    state, _ = act(state, "vt_card_enter", "p1", card="Watchtower", vt_field=1)  # pool 10
    state, _ = act(state, "vt_place", "p1", card="Main 1", amount=5)  # pool 5: 5 > 0 + 5? no
    with pytest.raises(RuleViolation) as err:
        act(state, "vt_place", "p2", card="Main 2", amount=6)
    assert err.value.rule == R.POOL_RULING
    state, _ = act(state, "vt_place", "p2", card="Main 2", amount=5)  # the whole pool: exactly enough
    assert state["vt_pool"] == 0


def test_remove_tokens_go_back_to_the_pool() -> None:
    """Athernum — Activating Abilities: 'Removing Victory Tokens' as a cost; removed tokens rejoin the pool."""
    state = new_game()
    state, _ = act(state, "vt_place", "p1", card="Main 1", amount=3)
    state, events = act(state, "vt_remove", "p1", card="main 1", amount=3)  # exactly what it holds
    assert seat_of(state, "p1")["victory_tokens"] == 0 and state["vt_pool"] == 9
    assert events[0] == {
        "type": "victory_tokens_removed",
        "seat": "p1",
        "card": "Main 1",
        "amount": 3,
        "card_tokens": 0,
        "vt_pool": 9,
    }


def test_remove_tokens_not_more_than_the_card_holds() -> None:
    """Athernum — Activating Abilities: a card cannot give up more tokens than it holds."""
    state = new_game()
    state, _ = act(state, "vt_place", "p1", card="Main 1", amount=2)
    with pytest.raises(RuleViolation) as err:
        act(state, "vt_remove", "p1", card="Main 1", amount=3)
    assert err.value.rule == R.REMOVE_TOKENS


def test_victory_tokens_count_every_card_a_player_controls() -> None:
    """Athernum — Point Superiority: 'all characters they control collectively' — tokens on all cards count."""
    state = new_game()
    state, _ = act(state, "vt_card_enter", "p1", card="Watchtower", vt_field=3)
    state, _ = act(state, "vt_place", "p1", card="Watchtower", amount=2)
    state, _ = act(state, "vt_place", "p1", card="Main 1", amount=1)
    assert seat_of(state, "p1")["victory_tokens"] == 3
