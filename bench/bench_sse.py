"""SSE fan-out: 1000 open streams on one game in ONE gunicorn (gevent) worker; how long an action's event
takes to reach every subscriber (p50/p95/max), against the same with a single subscriber in the same run.

The subscribers are asyncio connections in this process; latency is from just before the action's POST
is sent until a subscriber has read the event's `id:` line, so it includes the client's own reading.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import sys
import time

import psutil

from bench.harness import HOST, api_stack, percentile, write_results

SUBSCRIBERS = 1000
ACTIONS = 20
ACTION = {"type": "adjust", "seat": "p1", "target": "p1", "counter": "life", "delta": 1, "reason": "bench"}


async def _subscriber(
    port: int, path: str, token: str, seen: dict[int, list[float]], ready: asyncio.Event, counter: list[int], total: int
) -> None:
    reader, writer = await asyncio.open_connection(HOST, port, limit=2**20)
    writer.write(
        f"GET {path} HTTP/1.1\r\nHost: {HOST}\r\nAuthorization: Bearer {token}\r\n"
        "Accept: text/event-stream\r\n\r\n".encode()
    )
    await writer.drain()
    try:
        while True:
            line = await reader.readline()
            if not line:
                return
            if line.startswith(b"id: "):
                number = int(line[4:])
                seen.setdefault(number, []).append(time.perf_counter())
                if number == 1:
                    counter[0] += 1
                    if counter[0] == total:
                        ready.set()
    finally:
        writer.close()


async def _post(port: int, path: str, token: str) -> float:
    reader, writer = await asyncio.open_connection(HOST, port)
    body = json.dumps(ACTION).encode()
    started = time.perf_counter()
    writer.write(
        f"POST {path} HTTP/1.1\r\nHost: {HOST}\r\nAuthorization: Bearer {token}\r\nContent-Type: application/json\r\n"
        f"Content-Length: {len(body)}\r\nConnection: close\r\n\r\n".encode()
        + body
    )
    await writer.drain()
    status = await reader.readline()
    if b" 200 " not in status:
        raise RuntimeError(f"action failed: {status!r}")
    await reader.read()
    writer.close()
    return started


async def _measure(port: int, game_id: str, token: str, subscribers: int, first_number: int) -> dict:
    seen: dict[int, list[float]] = {}
    ready, counter = asyncio.Event(), [0]
    path = f"/v1/games/{game_id}/events"
    tasks = [
        asyncio.create_task(_subscriber(port, path, token, seen, ready, counter, subscribers))
        for _ in range(subscribers)
    ]
    connect_started = time.perf_counter()
    await asyncio.wait_for(ready.wait(), timeout=120)
    connected_in = time.perf_counter() - connect_started
    rss = _worker_rss(port)
    latencies: list[float] = []
    complete: list[float] = []
    for n in range(first_number, first_number + ACTIONS):
        started = await _post(port, f"/v1/games/{game_id}/actions", token)
        deadline = time.monotonic() + 30
        while len(seen.get(n, ())) < subscribers and time.monotonic() < deadline:
            await asyncio.sleep(0.001)
        arrivals = seen.get(n, [])
        latencies += [t - started for t in arrivals]
        complete.append(max(arrivals) - started if len(arrivals) == subscribers else float("nan"))
        await asyncio.sleep(0.05)
    for t in tasks:
        t.cancel()
    for t in tasks:
        with contextlib.suppress(asyncio.CancelledError, Exception):
            await t
    delivered = sum(len(seen.get(n, ())) for n in range(first_number, first_number + ACTIONS))
    return {
        "subscribers": subscribers,
        "all_connected_in_s": connected_in,
        "deliveries": delivered,
        "expected_deliveries": subscribers * ACTIONS,
        "p50_ms": percentile(latencies, 50) * 1000,
        "p95_ms": percentile(latencies, 95) * 1000,
        "max_ms": max(latencies) * 1000 if latencies else float("nan"),
        "last_subscriber_p50_ms": percentile(complete, 50) * 1000,
        "api_worker_rss_mb": round(rss / 2**20, 1),
    }


def _worker_rss(stack_port: int) -> int:
    for proc in psutil.process_iter(["cmdline"]):
        cmd = " ".join(proc.info["cmdline"] or [])
        if "gunicorn" in cmd and f":{stack_port}" in cmd and proc.children() == []:
            return proc.memory_info().rss
    return 0


def main() -> int:
    with api_stack(workers=1) as stack:
        token = stack.user_token()
        auth = {"Authorization": f"Bearer {token}"}
        players = [{"name": "A"}, {"name": "B"}]
        status, game = stack.request("POST", "/v1/games", {"ruleset": "arcane", "players": players}, auth)
        if status != 201:
            raise RuntimeError(f"create game: {status} {game}")
        single = asyncio.run(_measure(stack.port, game["id"], token, 1, 2))
        many = asyncio.run(_measure(stack.port, game["id"], token, SUBSCRIBERS, 2 + ACTIONS))
    results = {
        "config": {
            "server": "companion api (gunicorn, gevent), 1 worker, one Redis subscription per process",
            "actions_per_phase": ACTIONS,
        },
        "1 subscriber (baseline)": single,
        f"{SUBSCRIBERS} subscribers": many,
        "ratio p50 many/one": many["p50_ms"] / single["p50_ms"],
    }
    write_results("sse", results)
    return 0 if many["deliveries"] == many["expected_deliveries"] else 1


if __name__ == "__main__":
    sys.exit(main())
