"""Random simulation at scale for any card-level engine: thousands of seeded games of 2 to 4 players, each played
to the end, every invariant checked after every action (the soak version of the engine's random-simulation test).

Half the games pick moves uniformly at random, half as the AI's playouts do (the engine's ``playout_weight``: real
fights, deaths and eliminations). The demo decks rotate; the games run in a pool of worker processes. Reports the
games finished and how, the actions and actions per second, and every invariant violation found (there should be
none; the benchmark exits 1 if there is one).

    python -m bench.bench_engine_simulation --ruleset arcane --games 2000
"""

from __future__ import annotations

import argparse
import multiprocessing
import random
import statistics
import time
from collections import Counter
from typing import Any

from bench.harness import write_results
from rules import registry
from rules.ai import hooks_for
from rules.base import card_game


def play(job: tuple[str, int, int, int]) -> dict[str, Any]:
    """Games ``first``..``first + count - 1`` of the run; returns their figures and the problems found."""
    ruleset, first, count, max_turns = job
    engine = card_game(registry.get(ruleset, "engine"))
    weight = hooks_for(engine).playout_weight
    names, cards = engine.demo_deck_names(), engine.card_definitions()
    top = min(engine.max_players or 4, 4)
    counts = list(range(engine.min_players, top + 1))
    out: dict[str, Any] = {
        "games": 0,
        "actions": 0,
        "turns": [],
        "reasons": Counter(),
        "players": Counter(),
        "problems": [],
        "seconds": 0.0,
    }
    began = time.perf_counter()
    for g in range(first, first + count):
        rnd = random.Random(f"{ruleset}-soak:{g}")
        weighted = g % 2 == 1
        n = counts[g % len(counts)]
        players = [{"name": f"P{i}", "deck": engine.demo_deck(names[(g + i) % len(names)])} for i in range(n)]
        state, _ = engine.setup(players=players, cards=cards, seed=g, options={"max_turns": max_turns})
        while engine.outcome(state) is None:
            seat = engine.to_act(state)[0]
            moves = [a for a in engine.legal_actions(state, seat) if a["type"] != "concede"]
            if not moves or rnd.random() < 0.0005:
                moves = [{"type": "concede", "seat": seat}]
            weights = [weight(state, a) for a in moves] if weighted and len(moves) > 1 else None
            action = rnd.choices(moves, weights=weights)[0]
            state, _ = engine.apply(state, action)
            out["actions"] += 1
            if found := engine.invariant_violations(state):
                out["problems"].append(f"game {g}: {action}: {found}")
        outcome = engine.outcome(state)
        out["games"] += 1
        out["turns"].append(state["turn"]["number"])
        out["reasons"][outcome.reason if outcome else "unfinished"] += 1
        out["players"][n] += 1
    out["seconds"] = time.perf_counter() - began
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--ruleset", default="arcane", help="whose engine")
    parser.add_argument("--games", type=int, default=2000)
    parser.add_argument("--max-turns", type=int, default=200, help="the engine's turn limit for each game")
    parser.add_argument("--processes", type=int, default=2)
    parser.add_argument("--chunk", type=int, default=25, help="games per job")
    args = parser.parse_args(argv)
    jobs = [
        (args.ruleset, first, min(args.chunk, args.games - first), args.max_turns)
        for first in range(0, args.games, args.chunk)
    ]
    began = time.perf_counter()
    with multiprocessing.get_context("spawn").Pool(args.processes) as pool:
        parts = pool.map(play, jobs, chunksize=1)
    wall = time.perf_counter() - began
    turns = [t for p in parts for t in p["turns"]]
    actions = sum(p["actions"] for p in parts)
    problems = [x for p in parts for x in p["problems"]]
    reasons: Counter[str] = sum((p["reasons"] for p in parts), Counter())
    players: Counter[int] = sum((p["players"] for p in parts), Counter())
    figures = {
        "config": {
            "ruleset": args.ruleset,
            "games": args.games,
            "max_turns": args.max_turns,
            "processes": args.processes,
            "moves": "half uniform, half the engine's playout weights",
        },
        "games_finished": sum(p["games"] for p in parts),
        "games_by_players": {str(k): v for k, v in sorted(players.items())},
        "finish_reasons": dict(reasons.most_common()),
        "average_turns": statistics.mean(turns) if turns else 0.0,
        "actions": actions,
        "actions_per_s": actions / max(sum(p["seconds"] for p in parts), 1e-9),  # per process, invariants included
        "invariant_violations": len(problems),
        "first_violations": problems[:10],
        "wall_seconds": wall,
    }
    write_results(f"engine_simulation_{args.ruleset}", figures)
    return 1 if problems else 0


if __name__ == "__main__":
    raise SystemExit(main())
