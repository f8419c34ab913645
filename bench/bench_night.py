"""A tournament night, on SQLite and on PostgreSQL.

`companion dev` as `make run` starts it (gunicorn with 2 gevent workers, embedded Redis, the Celery workers by
role, beat), in a fresh DATA_DIR, once per database; only the rate limits are raised. 128 players sign up and log
in through the API and enter a Swiss Chronicles of Arcane event from their phones; 3 rounds: the organiser pairs
the round, and within a second every table creates its game and links it to its match; both players' phones
follow the game live (SSE: one app with its bearer token, one browser with stream tickets; now and then a phone's
network drops and its stream resumes); the table plays at a person's pace with bursts; when the round's time is
up the game ends (a concession or lethal damage), the result is taken from the game, and the next round is paired.

Figures per database: action latency p50/p99, SSE delivery p95, 5xx (must be 0), lost or duplicated actions
(must be 0), game creation and link at round start, CPU seconds per action (every server process, PostgreSQL's
included), peak RSS per process, the load average at start and end. Written to bench/results/night.json; the
exit code is 1 when a must-be-zero figure is not zero.

    python -m bench.bench_night [--players 128] [--rounds 3] [--round-seconds 60] [--databases sqlite,postgresql]
"""

from __future__ import annotations

import argparse
import json
import sys
import tempfile
from pathlib import Path
from typing import Any

from bench.harness import RESULTS_DIR, machine_info
from bench.night.night import NightPlan
from bench.night.run import DATABASES, night_on
from bench.night.stack import RATE_LIMITS
from bench.night.table import Pace
from tests.support.servers import postgres_available


def _summary(database: str, f: dict[str, Any]) -> None:
    if "skipped" in f:
        print(f"\n== night on {database}: skipped ({f['skipped']})")
        return
    start = f["game_start"]
    print(f"\n== night on {database} ==")
    print(f"  actions acknowledged   {f['actions_acknowledged']}")
    print(f"  action latency         p50 {f['action_latency']['p50_ms']} ms, p99 {f['action_latency']['p99_ms']} ms")
    print(
        f"  SSE delivery           p50 {f['sse_delivery']['p50_ms']} ms, p95 {f['sse_delivery']['p95_ms']} ms "
        f"({f['sse_delivery']['count']} deliveries, {f['sse_delivery']['after_a_resume']} after a resume)"
    )
    print(
        f"  game created + linked  {start['created_and_linked']}/{start['tables']} tables, "
        f"p50 {start['create_and_link']['p50_ms']} ms, max {start['create_and_link']['max_ms']} ms, "
        f"{start['linked_within_1s_of_own_start']} within 1 s; last linked {start['last_linked_after_pairing_s']} s "
        "after the pairing"
    )
    print(
        f"  CPU per action         {f.get('cpu_s_per_action')} s (server {f.get('server_cpu', {}).get('cpu_s')} s "
        f"over {f.get('server_cpu', {}).get('night_wall_s')} s)"
    )
    peaks = {k: v["max_peak_rss_mb"] for k, v in f.get("server_cpu", {}).get("by_kind", {}).items()}
    print(f"  peak RSS (MB, by kind) {peaks}")
    print(f"  load average           {f['load_average_1_5_15']}")
    print(f"  must be zero           {f['must_be_zero']}")
    for failure in f["failures"] + f["problems"]:
        print(f"  ! {failure}")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--players", type=int, default=128)
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--round-seconds", type=float, default=60.0)
    parser.add_argument("--start-spread", type=float, default=1.0, help="tables start their games within this")
    parser.add_argument("--seed", type=int, default=2026)
    parser.add_argument("--databases", default=",".join(DATABASES))
    parser.add_argument("--output", type=Path, default=RESULTS_DIR / "night.json")
    args = parser.parse_args(argv)
    plan = NightPlan(
        players=args.players,
        rounds=args.rounds,
        round_seconds=args.round_seconds,
        start_spread=args.start_spread,
        seed=args.seed,
        pace=Pace(),
    )
    results: dict[str, Any] = {
        "config": {
            "stack": "companion dev: gunicorn (2 gevent workers), embedded Redis (AOF everysec), workers by role, beat",
            "postgresql": "throw-away cluster, fsync on (production durability), max_connections 200",
            "sqlite": "the embedded default: WAL, synchronous=NORMAL",
            "rate_limits": RATE_LIMITS,
            "players": plan.players,
            "rounds": plan.rounds,
            "round_seconds": plan.round_seconds,
            "start_spread_s": plan.start_spread,
            "seed": plan.seed,
            "pace": vars(plan.pace),
            "ruleset": "arcane, tracker, best of one",
        }
    }
    failed = False
    for database in args.databases.split(","):
        if database == "postgresql" and (reason := postgres_available()):
            results[database] = {"skipped": reason}
        else:
            print(
                f"-- the night on {database}: {plan.players} players, {plan.rounds} rounds of {plan.round_seconds:g} s",
                flush=True,
            )
            with tempfile.TemporaryDirectory(prefix=f"companion-night-{database}-") as tmp:
                results[database] = night_on(database, plan, Path(tmp))
            failed = failed or any(results[database]["must_be_zero"].values())
        _summary(database, results[database])
    document = {"benchmark": "night", "machine": machine_info(), "results": results}
    args.output.parent.mkdir(parents=True, exist_ok=True)
    args.output.write_text(json.dumps(document, indent=2) + "\n")
    print(f"\n  written to {args.output}")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
