"""Tournament pairing and standings speed: Swiss pairing mid-event at 64, 256, 1024 and 2048 players (goal: ≤ 1 s
at 256, ≤ 10 s at 1024), pod pairing at the same sizes, and the standings of a 9-round, 1024-player event.

Each event is simulated with seeded random results (2-0, 2-1, 1-2, 0-2, a few 1-1 draws) for five rounds, so
the score groups have the spread of a real mid-event field; the timed call is the whole next-round pairing
(`rules.tournaments.pair_round`: standings, tie order, matching, explanations), repeated and the median kept.

    python -m bench.bench_pairings                 # the full run (a few minutes on 2 cores)
    python -m bench.bench_pairings --sizes 64 256  # a reduced run
"""

from __future__ import annotations

import argparse
import random
import statistics
import time
from typing import Any

from bench.harness import write_results
from rules.tournaments import Entrant, EventConfig, MatchRecord, Pairing, pair_round, standings
from rules.tournaments.event import Format

RESULTS = [(2, 0), (2, 1), (1, 2), (0, 2), (2, 0), (0, 2), (1, 1)]


def _results(pairings: list[Pairing], rng: random.Random, round_number: int) -> list[MatchRecord]:
    out = []
    for p in pairings:
        if p.bye:
            out.append(MatchRecord(round_number, p.players, "bye"))
        elif len(p.players) > 2:
            order = list(p.players)
            rng.shuffle(order)
            out.append(MatchRecord(round_number, p.players, "pod", placements=tuple((x,) for x in order)))
        else:
            a, b = p.players
            wa, wb = rng.choice(RESULTS)
            out.append(MatchRecord(round_number, p.players, "played", wins={a: wa, b: wb}))
    return out


def simulate(config: EventConfig, players: int, rounds: int) -> tuple[list[Entrant], list[MatchRecord]]:
    rng = random.Random(config.seed)
    entrants = [Entrant(f"p{i:05d}") for i in range(players)]
    matches: list[MatchRecord] = []
    for r in range(1, rounds + 1):
        matches += _results(pair_round(config, entrants, matches, round_number=r), rng, r)
    return entrants, matches


def timed(fn: Any, repeats: int) -> dict[str, float]:
    times = []
    for _ in range(repeats):
        t0 = time.perf_counter()
        fn()
        times.append(time.perf_counter() - t0)
    return {"median_s": statistics.median(times), "max_s": max(times), "runs": repeats}


def bench_pairing(fmt: Format, players: int, rounds_played: int, repeats: int) -> dict[str, Any]:
    config = EventConfig("arcane", format=fmt, seed=2026)
    t0 = time.perf_counter()
    entrants, matches = simulate(config, players, rounds_played)
    setup = time.perf_counter() - t0
    figures = timed(lambda: pair_round(config, entrants, matches, round_number=rounds_played + 1), repeats)
    pairings = pair_round(config, entrants, matches, round_number=rounds_played + 1)
    explained = [p.explanation for p in pairings]
    figures.update(
        rounds_played=rounds_played,
        tables=len(pairings),
        score_groups=len({s.points for s in standings(config, entrants, matches)}),
        pair_downs=sum(bool(e.get("pair_down")) for e in explained),
        rematches=sum(bool(e.get("rematch")) for e in explained),
        repeat_pairs=sum(len(e.get("repeat_pairs", [])) for e in explained),
        simulate_s=setup,
    )
    return figures


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", type=int, nargs="*", default=[64, 256, 1024, 2048])
    parser.add_argument("--rounds", type=int, default=5, help="rounds played before the timed pairing")
    parser.add_argument("--repeats", type=int, default=3)
    parser.add_argument("--standings-players", type=int, default=1024)
    args = parser.parse_args()
    results: dict[str, Any] = {"swiss_pairing": {}, "pod_pairing": {}}
    for n in args.sizes:
        results["swiss_pairing"][f"{n}_players"] = bench_pairing("swiss", n, args.rounds, args.repeats)
        results["pod_pairing"][f"{n}_players"] = bench_pairing("pods", n, args.rounds, args.repeats)
    config = EventConfig("arcane", seed=9)
    entrants, matches = simulate(config, args.standings_players, 9)
    figures = timed(lambda: standings(config, entrants, matches), 5)
    figures.update(players=args.standings_players, rounds=9, matches=len(matches))
    results["standings"] = {f"9_rounds_{args.standings_players}_players": figures}
    results["goals"] = {
        "swiss_256_under_1s": results["swiss_pairing"].get("256_players", {}).get("median_s", 0) <= 1.0,
        "swiss_1024_under_10s": results["swiss_pairing"].get("1024_players", {}).get("median_s", 0) <= 10.0,
    }
    write_results("pairings", results)


if __name__ == "__main__":
    main()
