"""How long a card-level game is for the people and the AI who play it: actions per game, decisions per game, passes.

Seeded two-player games between greedy players (the engine's demo decks rotated as in ``bench_ai``), for each
engine. A *decision* is a position where the player to act has more than one move besides conceding and the standing
passes: where the AI searches and a person thinks. Responding windows add passes; the figures show what they cost.

With ``--baseline-ref`` the same games are also played on the engines of another commit (a throw-away git worktree),
in the same run, and each figure is given as a ratio to it:

    python -m bench.bench_engine_tempo --games 200 --baseline-ref 338d631
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import tempfile
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

from bench.harness import write_results

ROOT = Path(__file__).resolve().parent.parent
GAMES = Path(__file__).resolve().parent / "engine_tempo_games.py"
RATIOS = ("actions_per_game", "decisions_per_game", "passes_per_game", "turns_per_game", "ms_per_action")


def run(tree: Path, ruleset: str, games: int, seed: int) -> dict[str, Any]:
    """The games of one engine on the rules of ``tree``, in a fresh interpreter."""
    env = {"PYTHONPATH": str(tree), "PATH": "/usr/bin:/bin"}
    done = subprocess.run(
        [sys.executable, str(GAMES), ruleset, str(games), str(seed)],
        cwd=tree,
        env=env,
        capture_output=True,
        text=True,
        check=True,
    )
    figures: dict[str, Any] = json.loads(done.stdout.strip().splitlines()[-1])
    return figures


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--rulesets", default="arcane,oversoul")
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--seed", type=int, default=20260601)
    parser.add_argument("--baseline-ref", default="", help="a git commit whose engines to compare with")
    parser.add_argument("--processes", type=int, default=2)
    args = parser.parse_args(argv)
    rulesets = [r for r in args.rulesets.split(",") if r]
    with tempfile.TemporaryDirectory(prefix="tempo-baseline-") as scratch:
        trees = {"current": ROOT}
        if args.baseline_ref:
            base = Path(scratch) / "tree"
            subprocess.run(["git", "worktree", "add", "--detach", str(base), args.baseline_ref], cwd=ROOT, check=True)
            trees["baseline"] = base
        try:
            jobs = {(side, r): (tree, r) for side, tree in trees.items() for r in rulesets}
            with ThreadPoolExecutor(args.processes) as pool:
                done = {key: pool.submit(run, tree, r, args.games, args.seed) for key, (tree, r) in jobs.items()}
                figures = {key: f.result() for key, f in done.items()}
        finally:
            if args.baseline_ref:
                subprocess.run(["git", "worktree", "remove", "--force", str(trees["baseline"])], cwd=ROOT, check=False)
    results: dict[str, Any] = {
        "config": {"games": args.games, "seed": args.seed, "players": "greedy against greedy, two players"}
    }
    if args.baseline_ref:
        results["config"]["baseline_ref"] = args.baseline_ref
    for r in rulesets:
        entry: dict[str, Any] = {"current": figures[("current", r)]}
        if args.baseline_ref:
            before = figures[("baseline", r)]
            entry["baseline"] = before
            entry["ratio"] = {k: entry["current"][k] / before[k] if before[k] else None for k in RATIOS}
        results[r] = entry
    write_results("engine_tempo", results)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
