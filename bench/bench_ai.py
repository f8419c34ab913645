"""AI strength and speed for any engine: "hard" against random and against greedy over seeded two-player games.

The engine's demo decks, rotated; seats swapped every other game; each game in a worker of a 2-process pool.
Reports win rates with Wilson 95 % intervals, ISMCTS iterations (playouts) per second, playout moves per second,
and the decision time p50/p99 against the budget (``--ruleset`` picks the engine; default achroma).

    python -m bench.bench_ai --games 200 --budget-ms 1000      # the full run (long: ~hours on 2 cores)
    python -m bench.bench_ai --games 40 --budget-ms 100        # a reduced run

Every finished game is appended to ``bench/results/<name>.games.jsonl``; ``--resume`` skips the games already in
that log and reports over all of them, so a run of several hours can be stopped and continued. ``--from-game``
starts the game indices later (a run that continues one whose games were not logged). ``--clock cpu`` counts the
budget in the searching thread's CPU time, so that a run shares the machine (say under ``nice``) and still plays
the search a quiet core makes in that wall time; decision times are then reported in CPU time too.
"""

from __future__ import annotations

import argparse
import json
import multiprocessing
import statistics
import time
from collections.abc import Callable
from typing import Any

from bench.harness import RESULTS_DIR, percentile, write_results
from rules.ai import SearchStats, choose_action
from rules.simulate import simulated_engine, wilson

CLOCKS: dict[str, Callable[[], float]] = {"wall": time.perf_counter, "cpu": time.thread_time}


def one_game(job: tuple[str, str, int, int, int, str]) -> dict[str, Any]:
    ruleset, opponent, game, budget_ms, seed, clock_name = job
    clock = CLOCKS[clock_name]
    engine = simulated_engine(ruleset)
    names = engine.demo_deck_names()
    hard_seat = "p1" if game % 2 == 0 else "p2"
    levels = {hard_seat: "hard", ("p2" if hard_seat == "p1" else "p1"): opponent}
    decks = [names[game % len(names)], names[(game + 1 + game // len(names)) % len(names)]]
    players = [{"name": s, "deck": engine.demo_deck(d)} for s, d in zip(("p1", "p2"), decks, strict=True)]
    state, _ = engine.setup(players=players, cards=engine.card_definitions(), seed=seed + game)
    decision_ms: list[float] = []
    iterations = playout_moves = 0
    search_seconds = 0.0
    while engine.outcome(state) is None:
        sid = engine.to_act(state)[0]
        stats = SearchStats()
        t0 = clock()
        action = choose_action(
            engine,
            state=state,
            seat=sid,
            level=levels[sid],
            budget_ms=budget_ms,
            seed=seed + game,
            stats=stats,
            clock=clock,
        )
        took = clock() - t0
        if levels[sid] == "hard" and stats.iterations:
            decision_ms.append(took * 1000)
            iterations += stats.iterations
            playout_moves += stats.playout_moves
            search_seconds += stats.seconds
        state, _ = engine.apply(state, action)
    outcome = engine.outcome(state)
    winner = outcome.winner if outcome else None
    return {
        "opponent": opponent,
        "game": game,
        "result": "draw" if winner is None else ("hard" if winner == hard_seat else "opponent"),
        "turns": state["turn"]["number"],
        "decision_ms": [round(t, 1) for t in decision_ms],
        "iterations": iterations,
        "playout_moves": playout_moves,
        "search_seconds": search_seconds,
    }


def summarise(results: list[dict[str, Any]], budget_ms: int) -> dict[str, Any]:
    n = len(results)
    wins = sum(r["result"] == "hard" for r in results)
    lo, hi = wilson(wins, n)
    times = [t for r in results for t in r["decision_ms"]]
    seconds = sum(r["search_seconds"] for r in results) or 1e-9
    return {
        "games": n,
        "hard_wins": wins,
        "draws": sum(r["result"] == "draw" for r in results),
        "hard_win_rate": wins / n if n else 0.0,
        "ci95_low": lo,
        "ci95_high": hi,
        "average_turns": statistics.mean(r["turns"] for r in results) if n else 0.0,
        "searched_decisions": len(times),
        "playouts_per_s": sum(r["iterations"] for r in results) / seconds,
        "playout_moves_per_s": sum(r["playout_moves"] for r in results) / seconds,
        "decision_p50_ms": percentile(times, 50),
        "decision_p99_ms": percentile(times, 99),
        "decision_max_ms": max(times, default=0.0),
        "budget_ms": budget_ms,
        "p99_over_budget_ms": percentile(times, 99) - budget_ms,
    }


def figures_of(
    results: list[dict[str, Any]], args: argparse.Namespace, opponents: list[str], began: float
) -> dict[str, Any]:
    figures: dict[str, Any] = {
        "config": {
            "ruleset": args.ruleset,
            "games_per_opponent": args.games,
            "budget_ms": args.budget_ms,
            "clock": args.clock,
            "processes": args.processes,
            "seed": args.seed,
            "games_run": f"indices {args.from_game}-{args.games - 1}",
            "decks": "the engine's demo decks, rotating; seats swapped every other game",
        }
    }
    for o in opponents:
        figures[f"hard vs {o}"] = summarise([r for r in results if r["opponent"] == o], args.budget_ms)
    figures["wall_seconds"] = time.perf_counter() - began
    return figures


def logged_games(log: Any, args: argparse.Namespace) -> list[dict[str, Any]]:
    """The games a previous run of the same name logged (a line cut off by a kill is dropped)."""
    if not log.exists():
        return []
    games = []
    for line in log.read_text().splitlines():
        try:
            games.append(json.loads(line))
        except json.JSONDecodeError:
            continue
    log.write_text("".join(json.dumps(g) + "\n" for g in games))  # so the next line starts on a line of its own
    return [g for g in games if args.from_game <= g["game"] < args.games]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--ruleset", default="achroma", help="whose engine (one the AI plays)")
    parser.add_argument("--games", type=int, default=200, help="games per opponent")
    parser.add_argument("--budget-ms", type=int, default=1000, help="hard's budget per decision")
    parser.add_argument("--clock", choices=sorted(CLOCKS), default="wall", help="what the budget counts")
    parser.add_argument("--opponents", default="random,greedy")
    parser.add_argument("--processes", type=int, default=2)
    parser.add_argument("--seed", type=int, default=20260601)
    parser.add_argument("--name", default="ai")
    parser.add_argument("--from-game", type=int, default=0, help="the first game index to play")
    parser.add_argument("--resume", action="store_true", help="keep the games already in the run's log")
    args = parser.parse_args(argv)
    opponents = [o.strip() for o in args.opponents.split(",") if o.strip()]
    log = RESULTS_DIR / f"{args.name}.games.jsonl"
    results = logged_games(log, args) if args.resume else []
    if not args.resume:
        log.unlink(missing_ok=True)
    done = {(r["opponent"], r["game"]) for r in results}
    # opponents interleaved, so that a run cut short still has figures for each of them
    jobs = [
        (args.ruleset, o, g, args.budget_ms, args.seed, args.clock)
        for g in range(args.from_game, args.games)
        for o in opponents
        if (o, g) not in done
    ]
    began = time.perf_counter()
    log.parent.mkdir(parents=True, exist_ok=True)
    with multiprocessing.get_context("spawn").Pool(args.processes) as pool, log.open("a") as out:
        for result in pool.imap_unordered(one_game, jobs, chunksize=1):
            results.append(result)
            out.write(json.dumps(result) + "\n")
            out.flush()
            if len(results) % 20 == 0 and len(results) < len(jobs) + len(done):
                partial = figures_of(results, args, opponents, began)
                partial["partial"] = f"{len(results)} of {len(jobs) + len(done)} games"
                write_results(f"{args.name}.partial", partial)
                print(f"{len(results)}/{len(jobs) + len(done)} games, {time.perf_counter() - began:.0f} s", flush=True)
    figures = figures_of(results, args, opponents, began)
    write_results(args.name, figures)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
