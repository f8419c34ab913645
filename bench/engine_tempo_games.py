"""The game loop of ``bench_engine_tempo``: seeded two-player games between greedy players, counted move by move.

It imports nothing but ``rules`` so that it can run against the engines of another checkout (``PYTHONPATH`` set to
that tree, this file run as a script): the same loop measures both sides of a comparison.

    PYTHONPATH=/path/to/other/tree python bench/engine_tempo_games.py arcane 200 20260601
"""

from __future__ import annotations

import json
import statistics
import sys
import time
from typing import Any

from rules.ai import choose_action
from rules.simulate import simulated_engine


def real_choices(legal: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The moves a player weighs: a standing pass is the plain pass with a promise, and conceding is not a move."""
    return [a for a in legal if a["type"] != "concede" and not (a["type"] == "pass" and a.get("until"))]


def play(ruleset: str, games: int, seed: int) -> dict[str, Any]:
    engine = simulated_engine(ruleset)
    names = engine.demo_deck_names()
    actions: list[int] = []
    decisions: list[int] = []
    passes: list[int] = []
    off_turn: list[int] = []
    turns: list[int] = []
    began = time.perf_counter()
    for game in range(games):
        decks = [names[game % len(names)], names[(game + 1 + game // len(names)) % len(names)]]
        players = [{"name": s, "deck": engine.demo_deck(d)} for s, d in zip(("p1", "p2"), decks, strict=True)]
        state, _ = engine.setup(players=players, cards=engine.card_definitions(), seed=seed + game)
        counts = {"actions": 0, "decisions": 0, "passes": 0, "off_turn": 0}
        while engine.outcome(state) is None:
            sid = engine.to_act(state)[0]
            legal = engine.legal_actions(state, sid)
            if len(real_choices(legal)) > 1:
                counts["decisions"] += 1
            action = choose_action(engine, state=state, seat=sid, level="greedy", budget_ms=1, seed=seed + game)
            counts["actions"] += 1
            counts["passes"] += action["type"] == "pass"
            counts["off_turn"] += sid != (state.get("turn") or {}).get("active_seat", sid)
            state, _ = engine.apply(state, action)
        actions.append(counts["actions"])
        decisions.append(counts["decisions"])
        passes.append(counts["passes"])
        off_turn.append(counts["off_turn"])
        turns.append(state["turn"]["number"])
    seconds = time.perf_counter() - began
    return {
        "games": games,
        "actions_per_game": statistics.mean(actions),
        "actions_per_game_p90": sorted(actions)[int(0.9 * (len(actions) - 1))],
        "decisions_per_game": statistics.mean(decisions),
        "passes_per_game": statistics.mean(passes),
        "off_turn_actions_per_game": statistics.mean(off_turn),
        "turns_per_game": statistics.mean(turns),
        "actions_per_turn": sum(actions) / max(sum(turns), 1),
        "ms_per_action": 1000 * seconds / max(sum(actions), 1),
    }


if __name__ == "__main__":
    print(json.dumps(play(sys.argv[1], int(sys.argv[2]), int(sys.argv[3]))))
