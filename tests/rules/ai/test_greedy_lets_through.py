"""Greedy looks one move ahead: a card played waits on the stack while the others may respond, so greedy scores the
position once they have let it resolve — otherwise it counts only the card's cost and never plays one."""

from __future__ import annotations

import pytest

from rules.ai import choose_action
from rules.simulate import simulated_engine


@pytest.mark.parametrize("ruleset", ["arcane", "oversoul"])
def test_greedy_players_play_their_cards_and_finish_their_games(ruleset: str) -> None:
    """Seeded greedy-against-greedy games end by the game's own win condition, well before the turn limit."""
    engine = simulated_engine(ruleset)
    names = engine.demo_deck_names()
    for game in range(4):
        decks = [names[game % len(names)], names[(game + 1) % len(names)]]
        players = [{"name": s, "deck": engine.demo_deck(d)} for s, d in zip(("p1", "p2"), decks, strict=True)]
        state, _ = engine.setup(players=players, cards=engine.card_definitions(), seed=20260601 + game)
        played = 0
        while engine.outcome(state) is None:
            sid = engine.to_act(state)[0]
            action = choose_action(engine, state=state, seat=sid, level="greedy", budget_ms=1, seed=game)
            played += action["type"] in ("activate", "invoke")
            state, _ = engine.apply(state, action)
        outcome = engine.outcome(state)
        assert outcome is not None and outcome.reason != "turn_limit", (game, state["turn"]["number"])
        assert state["turn"]["number"] < 120 and played >= 5, (game, state["turn"]["number"], played)
