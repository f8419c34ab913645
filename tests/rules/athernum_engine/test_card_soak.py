"""Athernum engine — a 50-game random soak over the four demo decks with every card ability in play: every invariant
after every action, every game to its end, and every ability kind of the set used somewhere in the soak."""

from __future__ import annotations

import random
from collections import Counter

from rules.athernum.engine import ENGINE
from rules.athernum.engine.evaluate import move_weight

from .helpers import CARDS, DECKS

GAMES = 50


def test_fifty_random_games_over_the_four_decks_keep_every_invariant() -> None:
    """Random games of 2 to 4 players (moves weighted as the AI's playouts in half of them), each deck against the
    others, the invariants checked after every action."""
    names = sorted(DECKS)
    assert len(names) >= 4
    used: Counter[str] = Counter()
    for g in range(GAMES):
        rnd = random.Random(f"athernum-cards:{g}")
        players = [{"name": f"P{i}", "deck": DECKS[names[(g + i) % len(names)]]} for i in range((2, 3, 4)[g % 3])]
        state, _ = ENGINE.setup(players=players, cards=CARDS, seed=g, options={"max_turns": 120})
        while ENGINE.outcome(state) is None:
            sid = ENGINE.to_act(state)[0]
            moves = [a for a in ENGINE.legal_actions(state, sid) if a["type"] != "concede"]
            weights = [move_weight(state, a) for a in moves] if g % 2 else None
            action = rnd.choices(moves, weights=weights)[0]
            state, events = ENGINE.apply(state, action)
            used[action["type"]] += 1
            used.update(e["op"] for e in events if e["type"] == "ability_step")
            assert ENGINE.invariant_violations(state) == [], (g, action)
        assert state["status"] == "finished"
    for kind in ("activate", "support", "reveal", "choose", "place_vt", "damage", "heal", "draw", "search_deck"):
        assert used[kind] > 0, kind
