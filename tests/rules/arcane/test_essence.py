"""Chronicles of Arcane — Essences: one Essence card a turn, in the Action Phase."""

from __future__ import annotations

from rules.arcane import RULESET
from rules.arcane import rules_text as r
from tests.rules.arcane.helpers import act, next_turn, refused, seat_of, started_game, to_phase


def test_one_essence_per_turn_first_is_placed() -> None:
    """Chronicles of Arcane — Card Types, Essences: "Only 1 Essence card may be played per turn." (the one)"""
    state = to_phase(started_game(2), "action")
    state, events = act(state, "essence", "p1")
    assert events == [{"type": "essence_placed", "seat": "p1", "essences": 1, "bonus": False}]
    assert seat_of(state, "p1")["essences"] == 1
    assert state["turn"]["essences_placed"] == 1


def test_one_essence_per_turn_second_is_refused() -> None:
    """Chronicles of Arcane — Card Types, Essences: "Only 1 Essence card may be played per turn." (no second)"""
    state = to_phase(started_game(2), "action")
    state, _ = act(state, "essence", "p1")
    violation = refused(state, r.ONE_ESSENCE, "essence", "p1")
    assert "already placed" in violation.detail
    assert seat_of(state, "p1")["essences"] == 1


def test_one_essence_per_turn_renews_each_turn() -> None:
    """Chronicles of Arcane — Action Phase A: "(only once per turn)" — every turn allows one again."""
    state = to_phase(started_game(2), "action")
    state, _ = act(state, "essence", "p1")
    state = next_turn(state)
    state = to_phase(next_turn(state), "action")  # p1's second turn
    assert state["turn"]["active_seat"] == "p1"
    state, _ = act(state, "essence", "p1")
    assert seat_of(state, "p1")["essences"] == 2


def test_essence_in_action_phase_only() -> None:
    """Chronicles of Arcane — RULINGS 4: "One Essence card a turn, in the Action Phase." """
    state = started_game(2)
    refused(state, r.ESSENCE_IN_ACTION_PHASE, "essence", "p1")  # Start of Turn
    for phase in ("combat", "end_of_turn"):
        refused(to_phase(state, phase), r.ESSENCE_IN_ACTION_PHASE, "essence", "p1")
        assert "essence" not in RULESET.legal_types(to_phase(state, phase), "p1")
    assert "essence" in RULESET.legal_types(to_phase(state, "action"), "p1")


def test_card_text_priority_allows_an_extra_essence() -> None:
    """Chronicles of Arcane — Notes: "if a card says that you may play an extra Essence in a turn, you may play one
    more Essence in a turn." """
    state = to_phase(started_game(2), "action")
    state, _ = act(state, "essence", "p1")
    state, events = act(state, "essence", "p1", granted_by="Verdant Wellspring")
    assert events[0]["bonus"] is True and events[0]["granted_by"] == "Verdant Wellspring"
    assert events[0]["rule"] == r.CARD_TEXT_PRIORITY.id
    assert seat_of(state, "p1")["essences"] == 2
    assert state["turn"]["essences_placed"] == 1 and state["turn"]["bonus_essences"] == 1


def test_card_text_priority_named_card_does_not_spend_the_own_essence_as_bonus() -> None:
    """Chronicles of Arcane — Notes: a card allows *one more*; naming it for the turn's first Essence uses the
    turn's own allowance, and a bonus still needs a card after that."""
    state = to_phase(started_game(2), "action")
    state, events = act(state, "essence", "p1", granted_by="Verdant Wellspring")
    assert events[0]["bonus"] is False and state["turn"]["essences_placed"] == 1
    refused(state, r.ONE_ESSENCE, "essence", "p1")
