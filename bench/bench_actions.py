"""`POST /v1/games/{id}/actions` against the bare `GET /v1/health` on the same gunicorn, plus what a live
game costs in Redis and what `appendfsync always` costs.

Two stacks run side by side — Redis with `appendfsync everysec` (the default) and with `always` — and
the rounds alternate (bare, actions, actions-always, shared-game...), so machine noise lands on all of
them and the ratios hold on a busy machine even when absolute figures move.
"""

from __future__ import annotations

import json
import statistics
import sys
from typing import Any

import redis

from bench.harness import LoadResult, api_stack, percentile, run_load, write_results

ROUNDS = 5
CLIENTS = 8
REQUESTS_PER_CLIENT = 300
ROUND_SECONDS = 3.0
WORKERS = 1
PLAYERS = {
    "achroma": [{"name": "A"}, {"name": "B"}],
    "arcane": [{"name": "A"}, {"name": "B"}],
    "athernum": [
        {"name": "A", "starting_card": {"name": "K", "cost": 3, "vt_field": 4, "objective": False}},
        {"name": "B", "starting_card": {"name": "M", "cost": 5, "vt_field": 5, "objective": True}},
    ],
    "oversoul": [{"name": "A", "leader": {"name": "N", "hp": 20}}, {"name": "B", "leader": {"name": "S", "hp": 24}}],
}
COUNTER = {"achroma": "shards", "arcane": "life", "athernum": "command_tokens", "oversoul": "hp"}


def _summary(rounds: list[LoadResult]) -> dict[str, float | int]:
    latencies = [x for r in rounds for x in r.latencies]
    ok = sum(r.ok for r in rounds)
    elapsed = sum(r.elapsed for r in rounds)
    return {
        "requests": ok,
        "errors": sum(r.errors for r in rounds),
        "req_per_s": ok / elapsed if elapsed else 0.0,
        "p50_ms": percentile(latencies, 50) * 1000,
        "p99_ms": percentile(latencies, 99) * 1000,
    }


def _new_game(stack, auth: dict[str, str], ruleset: str = "arcane") -> str:
    status, body = stack.request("POST", "/v1/games", {"ruleset": ruleset, "players": PLAYERS[ruleset]}, auth)
    if status != 201:
        raise RuntimeError(f"create game: {status} {body}")
    return str(body["id"])


def _adjust(counter: str, delta: int) -> bytes:
    return json.dumps(
        {"type": "adjust", "seat": "p1", "target": "p1", "counter": counter, "delta": delta, "reason": "bench"}
    ).encode()


def _bytes_per_game(stack, auth: dict[str, str]) -> dict[str, dict[str, int]]:
    client = redis.Redis.from_url(stack.redis_url)
    sizes = {}
    for ruleset in PLAYERS:
        game_id = _new_game(stack, auth, ruleset)
        keys = [f"game:{{{game_id}}}", f"game:{{{game_id}}}:events"]
        created = sum(client.memory_usage(k) or 0 for k in keys)
        for i in range(100):  # -1/+1 pairs keep every counter within its bounds
            action = json.loads(_adjust(COUNTER[ruleset], -1 if i % 2 == 0 else 1))
            status, body = stack.request("POST", f"/v1/games/{game_id}/actions", action, auth)
            if status != 200:
                raise RuntimeError(f"{ruleset} action: {status} {body}")
        after = sum(client.memory_usage(k) or 0 for k in keys)
        sizes[ruleset] = {
            "bytes_at_creation": created,
            "bytes_after_100_actions": after,
            "bytes_per_action": round((after - created) / 100),
        }
    return sizes


def main() -> int:
    with api_stack(workers=WORKERS) as stack, api_stack(workers=WORKERS, appendfsync="always") as always:
        auth = {"Authorization": f"Bearer {stack.user_token()}"}
        auth_always = {"Authorization": f"Bearer {always.user_token()}"}
        games = [_new_game(stack, auth) for _ in range(CLIENTS)]
        games_always = [_new_game(always, auth_always) for _ in range(CLIENTS)]
        shared = _new_game(stack, auth)
        body = lambda _i: _adjust("life", 1)  # noqa: E731  (life has no ceiling: every action is legal)
        runs: dict[str, dict[str, Any]] = {
            "bare": dict(port=stack.port, path="/v1/health"),
            "actions": dict(
                port=stack.port, path=lambda i: f"/v1/games/{games[i]}/actions", method="POST", body=body, headers=auth
            ),
            "actions_one_shared_game": dict(
                port=stack.port, path=f"/v1/games/{shared}/actions", method="POST", body=body, headers=auth
            ),
            "actions_appendfsync_always": dict(
                port=always.port,
                path=lambda i: f"/v1/games/{games_always[i]}/actions",
                method="POST",
                body=body,
                headers=auth_always,
            ),
        }
        for run in runs.values():  # warm-up, not recorded
            run_load(clients=CLIENTS, time_limit=1.0, **run)
        measured: dict[str, list[LoadResult]] = {name: [] for name in runs}
        for _ in range(ROUNDS):
            for name, run in runs.items():
                result = run_load(
                    clients=CLIENTS, requests_per_client=REQUESTS_PER_CLIENT, time_limit=ROUND_SECONDS, **run
                )
                measured[name].append(result)
        sizes = _bytes_per_game(stack, auth)

    summaries = {name: _summary(rounds) for name, rounds in measured.items()}
    bare, actions, always_s = summaries["bare"], summaries["actions"], summaries["actions_appendfsync_always"]
    round_ratios = [a.rps / b.rps for b, a in zip(measured["bare"], measured["actions"], strict=True) if b.rps]
    results = {
        "config": {
            "server": f"companion api (gunicorn, gevent), {WORKERS} worker, SQLite, embedded Redis (AOF on)",
            "action": "adjust life +1 (legal in any state), one game per client unless shared",
            "clients": CLIENTS,
            "rounds": ROUNDS,
            "max_seconds_per_round": ROUND_SECONDS,
        },
        "bare GET /v1/health": bare,
        "POST actions (own game per client)": actions,
        "POST actions (all clients on one game)": summaries["actions_one_shared_game"],
        "POST actions, appendfsync always": always_s,
        "ratio actions/bare": {
            "throughput": actions["req_per_s"] / bare["req_per_s"],
            "p50_latency": actions["p50_ms"] / bare["p50_ms"],
            "p99_latency": actions["p99_ms"] / bare["p99_ms"],
            "throughput_median_of_rounds": statistics.median(round_ratios),
        },
        "ratio appendfsync always/everysec": {
            "throughput": always_s["req_per_s"] / actions["req_per_s"],
            "p50_latency": always_s["p50_ms"] / actions["p50_ms"],
            "p99_latency": always_s["p99_ms"] / actions["p99_ms"],
        },
        "redis bytes per live game": sizes,
    }
    write_results("actions", results)
    return 1 if any(s["errors"] for s in summaries.values()) else 0


if __name__ == "__main__":
    sys.exit(main())
