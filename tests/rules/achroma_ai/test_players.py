"""The AI answers for the seat it is asked about."""

from __future__ import annotations

import pytest

from rules.achroma.engine import ENGINE, demo_cards, demo_deck
from rules.ai import choose_action


@pytest.mark.parametrize("level", ["random", "greedy", "easy", "normal", "hard"])
def test_achroma_ai_decides_for_the_seat_asked_when_two_seats_must_act(level):
    """Achroma — opening hands: both players decide their mulligan at once; the AI answers for its own seat."""
    state, _ = ENGINE.setup(
        players=[{"name": "A", "deck": demo_deck("draco-skyfire")}, {"name": "B", "deck": demo_deck("salum-arcana")}],
        cards=demo_cards(),
        seed=5,
    )
    assert ENGINE.to_act(state) == ["p1", "p2"]
    action = choose_action(ENGINE, state=state, seat="p2", level=level, budget_ms=200, seed=1, max_iterations=30)
    assert action["seat"] == "p2" and action in ENGINE.legal_actions(state, "p2")
