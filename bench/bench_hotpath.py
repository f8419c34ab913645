"""The hot path under wrk: health, me, a game read and an action, each divided by a bare Flask app.

Everything runs on one gunicorn configuration (gevent, 2 workers, the API's own settings) in one run,
in alternating rounds (bare, health, me, game, action, bare, ...), so machine noise lands on all of
them and the ratios hold on a busy machine. The rate limiter stays on, with a cap too high to refuse.
Reads go to 16 games. Actions are Oversoul ``adjust``s, alternating +1/-1, on the tournament night's 64 tables,
each of wrk's two threads playing its own 32 (``action``): 16 phones, never two on one table at the same moment
but now and then. ``action_shared`` (no goal) has both threads cycle through the same
16 tables: two moves race for one table about half the time, and the loser pays a second check-and-set, which no
table of people does.

Each run also reads the CPU time every process spent (``bench.cpu``): per request, the server's (its gunicorn
workers), Redis', wrk's and the other server's (idle). ``server_cpu_in_bare_requests`` divides an endpoint's server
CPU by the bare app's in the same round. Unlike the ratio of throughputs, it does not depend on how the machine's
two cores were shared between the server, Redis and wrk, so runs on different machines can say what moved.

``bare_redis`` (no goal) is the bare app sending one Redis command (``HMGET``) before it answers: the floor of
anything that reads or writes a live game in Redis. ``bare_redis_pipelined`` sends it through the API's pipeline
(``service.platform.redis_pipe``), as the API's gevent workers do.

Goals: health ≥ 0.8× bare; me and a game read ≥ 0.5×; an action ≥ 0.3× with p99 ≤ 100 ms.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
from typing import Any

from bench.cpu import CpuMeter
from bench.harness import api_stack, bare_server, write_results
from bench.wrk import WrkResult, run_wrk

GOALS = {
    "bare_redis": None,
    "bare_redis_pipelined": None,
    "health": 0.8,
    "me": 0.5,
    "game": 0.5,
    "action": 0.3,
    "action_shared": None,
}
ACTION_P99_GOAL_MS = 100.0
TABLES = 16  # games read, and played by action_shared
ACTION_TABLES = 64  # games played by action


def _games(stack, auth: dict[str, str], count: int) -> list[str]:
    players = [{"name": "A", "leader": {"name": "N", "hp": 1000}}, {"name": "B", "leader": {"name": "S", "hp": 1000}}]
    ids = []
    for _ in range(count):
        status, body = stack.request("POST", "/v1/games", {"ruleset": "oversoul", "players": players}, auth)
        if status != 201:
            raise RuntimeError(f"create game: {status} {body}")
        ids.append(body["id"])
    return ids


def _adjust(delta: int) -> str:
    return json.dumps(
        {"type": "adjust", "seat": "p1", "target": "p1", "counter": "hp", "delta": delta, "reason": "bench"}
    )


def _cpu_per_request(runs: list[WrkResult], cpu: list[dict[str, float]]) -> dict[str, float]:
    """Median µs of CPU per request, by process: ``server`` (the one measured; ``server_system``, the kernel's part
    of it), ``redis``, ``wrk``, ``idle`` (the other server, which serves nothing meanwhile)."""
    return {
        name: round(statistics.median(1e6 * c[name] / max(r.requests, 1) for r, c in zip(runs, cpu, strict=True)), 1)
        for name in ("server", "server_system", "redis", "wrk", "idle")
    }


def _summary(
    runs: list[WrkResult], bare: list[WrkResult], cpu: list[dict[str, float]], bare_cpu: list[dict[str, float]]
) -> dict[str, Any]:
    ratios = [r.req_per_s / b.req_per_s for r, b in zip(runs, bare, strict=True)]
    in_bare = [
        (c["server"] / max(r.requests, 1)) / (bc["server"] / max(b.requests, 1))
        for r, c, b, bc in zip(runs, cpu, bare, bare_cpu, strict=True)
        if bc["server"] > 0
    ]
    return {
        "req_per_s": statistics.median(r.req_per_s for r in runs),
        "p50_ms": statistics.median(r.p50_ms for r in runs),
        "p99_ms": statistics.median(r.p99_ms for r in runs),
        "ratio_to_bare": statistics.median(ratios),
        "ratio_range": f"{min(ratios):.3f}..{max(ratios):.3f}",
        "requests": sum(r.requests for r in runs),
        "non_2xx": sum(r.non_2xx for r in runs),
        "socket_errors": sum(r.socket_errors for r in runs),
        "cpu_us_per_request": _cpu_per_request(runs, cpu),
        "server_cpu_in_bare_requests": round(statistics.median(in_bare), 2) if in_bare else None,
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--seconds", type=float, default=8.0)
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--connections", type=int, default=16)
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--only", help="endpoints to measure, comma-separated: " + ",".join(GOALS))
    args = parser.parse_args(argv)
    env = {"WEB_CONCURRENCY": str(args.workers)}
    with (
        api_stack(workers=args.workers, extra_env=env) as stack,
        bare_server(workers=args.workers, redis_url=stack.redis_url) as bare,
    ):
        token = stack.user_token()
        auth = {"Authorization": f"Bearer {token}"}
        games = _games(stack, auth, TABLES)
        tables = games + _games(stack, auth, ACTION_TABLES - TABLES)
        plans: dict[str, dict[str, Any]] = {
            "bare": {"base": bare.base_url, "paths": ["/health"]},
            "bare_redis": {"base": bare.base_url, "paths": ["/redis"]},
            "bare_redis_pipelined": {"base": bare.base_url, "paths": ["/redis-pipelined"]},
            "health": {"base": stack.base_url, "paths": ["/v1/health"]},
            "me": {"base": stack.base_url, "paths": ["/v1/me"], "headers": auth},
            "game": {"base": stack.base_url, "paths": [f"/v1/games/{g}" for g in games], "headers": auth},
            # a thread's 32 tables against 64 bodies: each table gets +1 and -1 in turn
            "action": {
                "base": stack.base_url,
                "paths": [f"/v1/games/{g}/actions" for g in tables],
                "headers": auth,
                "method": "POST",
                "bodies": [_adjust(+1)] * (ACTION_TABLES // 2) + [_adjust(-1)] * (ACTION_TABLES // 2),
                "per_thread": True,
            },
            "action_shared": {
                "base": stack.base_url,
                "paths": [f"/v1/games/{g}/actions" for g in games],
                "headers": auth,
                "method": "POST",
                "bodies": [_adjust(+1)] * TABLES + [_adjust(-1)] * TABLES,
            },
        }
        if args.only:
            plans = {k: v for k, v in plans.items() if k == "bare" or k in args.only.split(",")}
        meter = CpuMeter({"api": stack.pid, "bare": bare.pid, "redis": stack.redis_pid})

        def measure(name: str, seconds: float) -> tuple[WrkResult, dict[str, float]]:
            plan = plans[name]
            before = meter.snapshot()
            result = run_wrk(
                plan["base"],
                plan["paths"],
                method=plan.get("method", "GET"),
                headers=plan.get("headers"),
                bodies=plan.get("bodies"),
                connections=args.connections,
                seconds=seconds,
                per_thread=plan.get("per_thread", False),
            )
            spent = meter.spent(before, meter.snapshot())
            server, idle = ("bare", "api") if plan["base"] == bare.base_url else ("api", "bare")
            return result, {
                "server": spent[server],
                "server_system": spent[f"{server}.system"],
                "idle": spent[idle],
                "redis": spent["redis"],
                "wrk": spent["load"],
            }

        for name in plans:  # warm imports, pools and caches; not recorded
            measure(name, 2.0)
        runs: dict[str, list[WrkResult]] = {name: [] for name in plans}
        cpu: dict[str, list[dict[str, float]]] = {name: [] for name in plans}
        for _ in range(args.rounds):
            for name in plans:
                result, spent = measure(name, args.seconds)
                runs[name].append(result)
                cpu[name].append(spent)
                server_us = 1e6 * spent["server"] / max(result.requests, 1)
                print(
                    f"  {name:<7} {result.req_per_s:9.1f} req/s  p99 {result.p99_ms:7.1f} ms"
                    f"  server CPU {server_us:6.0f} µs/request"
                    f" ({1e6 * spent['server_system'] / max(result.requests, 1):.0f} in the kernel)",
                    flush=True,
                )
    bare_runs, bare_cpu = runs.pop("bare"), cpu.pop("bare")
    results: dict[str, Any] = {
        "config": {
            "server": f"gunicorn gevent, {args.workers} workers, the API's settings for both",
            "load": f"wrk 2 threads, {args.connections} connections, {args.seconds:g} s a run",
            "rounds": args.rounds,
            "rate_limiter": "on (cap too high to refuse)",
            "database": "SQLite",
            "redis": "embedded, appendfsync everysec",
        },
        "bare Flask": {
            "req_per_s": statistics.median(r.req_per_s for r in bare_runs),
            "p50_ms": statistics.median(r.p50_ms for r in bare_runs),
            "p99_ms": statistics.median(r.p99_ms for r in bare_runs),
            "cpu_us_per_request": _cpu_per_request(bare_runs, bare_cpu),
        },
    }
    met = True
    for name, endpoint_runs in runs.items():
        summary = _summary(endpoint_runs, bare_runs, cpu[name], bare_cpu)
        results[name] = summary
        goal = GOALS[name]
        if goal is None:
            continue
        goal_met = summary["ratio_to_bare"] >= goal and summary["non_2xx"] == 0
        if name == "action":
            goal_met = goal_met and summary["p99_ms"] <= ACTION_P99_GOAL_MS
        summary["goal"] = f"≥ {goal}× bare" + (f", p99 ≤ {ACTION_P99_GOAL_MS:g} ms" if name == "action" else "")
        summary["goal_met"] = goal_met
        met = met and goal_met
    results["all_goals_met"] = met
    write_results("hotpath", results)
    return 0


if __name__ == "__main__":
    sys.exit(main())
