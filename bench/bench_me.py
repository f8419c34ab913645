"""`GET /v1/me` (token auth + one user row) against the bare `GET /v1/health` on the same gunicorn.

Both run in alternating rounds within one run (bare, me, bare, me, ...), so machine noise lands on both
and the me/bare ratios stay meaningful on a busy machine even when the absolute figures do not.
"""

from __future__ import annotations

import statistics
import sys

from bench.harness import LoadResult, api_stack, percentile, run_load, write_results

ROUNDS = 6
CLIENTS = 8
REQUESTS_PER_CLIENT = 400  # per round; a round also stops after ROUND_SECONDS
ROUND_SECONDS = 3.0
WARMUP_SECONDS = 1.0
WORKERS = 1  # one gevent worker: measures the per-process cost, not how many cores the box has


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


def main() -> int:
    with api_stack(workers=WORKERS) as stack:
        token = stack.user_token()
        status, body = stack.request("GET", "/v1/me", headers={"Authorization": f"Bearer {token}"})
        if status != 200 or body.get("username") != "bench":
            raise RuntimeError(f"GET /v1/me answered {status} {body}")
        endpoints = {
            "bare": ("/v1/health", {}),
            "me": ("/v1/me", {"Authorization": f"Bearer {token}"}),
        }
        for path, headers in endpoints.values():  # warm imports, pools and caches; not recorded
            run_load(stack.port, path, headers=headers, clients=CLIENTS, time_limit=WARMUP_SECONDS)
        measured: dict[str, list[LoadResult]] = {name: [] for name in endpoints}
        for _ in range(ROUNDS):
            for name, (path, headers) in endpoints.items():
                measured[name].append(
                    run_load(
                        stack.port,
                        path,
                        headers=headers,
                        clients=CLIENTS,
                        requests_per_client=REQUESTS_PER_CLIENT,
                        time_limit=ROUND_SECONDS,
                    )
                )

    bare, me = _summary(measured["bare"]), _summary(measured["me"])
    # per-round ratios too: their spread shows how much the noise moved between neighbouring rounds
    round_ratios = [m.rps / b.rps for b, m in zip(measured["bare"], measured["me"], strict=True) if b.rps]
    results = {
        "config": {
            "server": f"companion api (gunicorn, gevent), {WORKERS} worker, SQLite, embedded Redis",
            "note": "both pass the rate limiter (limit set high); /v1/me adds token auth and a user lookup",
            "clients": CLIENTS,
            "rounds": ROUNDS,
            "max_requests_per_client_per_round": REQUESTS_PER_CLIENT,
            "max_seconds_per_round": ROUND_SECONDS,
        },
        "bare GET /v1/health": bare,
        "GET /v1/me": me,
        "ratio me/bare": {
            "throughput": me["req_per_s"] / bare["req_per_s"],
            "p50_latency": me["p50_ms"] / bare["p50_ms"],
            "p99_latency": me["p99_ms"] / bare["p99_ms"],
            "throughput_median_of_rounds": statistics.median(round_ratios),
            "throughput_range_of_rounds": f"{min(round_ratios):.3f}..{max(round_ratios):.3f}",
        },
    }
    write_results("me", results)
    return 1 if bare["errors"] or me["errors"] else 0


if __name__ == "__main__":
    sys.exit(main())
