"""10,000 open SSE streams over 2 API processes (gunicorn, gevent): 100 games × 100 followers.

The followers are raw asyncio sockets in a few processes (``bench.stream_followers``). In rounds, one action on
each game (sent by a few keep-alive connections, as fast as they are answered); for every follower, the delay from
the action's send to the arrival of its entry's ``id:`` line: p50/p95/p99/max over all deliveries, and deliveries
expected against received. Before, 100 followers on one game give the baseline the p95 is read against.

Each API worker's RSS and open file descriptors (``/proc/PID/fd``) with no stream open, with 10,000 open, and
after they are closed — twice, so that memory that grows with every open/close cycle shows: the RSS per open
stream, the descriptors left over, the RSS grown from one cycle's end to the next.

``python -m bench.bench_streams_10k [--games N] [--followers N] [--rounds N]``, or ``python -m bench streams_10k``;
``make bench`` runs it with the others (it takes about five minutes: opening 10,000 streams, and each close waits
for the streams' next keep-alive).
"""

from __future__ import annotations

import argparse
import contextlib
import http.client
import json
import os
import sys
import threading
import time
from typing import Any

import psutil

from bench.harness import HOST, Stack, api_stack, percentile, write_results
from bench.stream_followers import FollowerPool, FollowerSpec

ACTION = {"type": "adjust", "seat": "p1", "target": "p1", "counter": "life", "delta": 1, "reason": "bench"}
POSTERS = 4  # connections sending a round's actions
SNAPSHOTS = ("while_open", "after_close")
CLOSE_WAIT_S = 60.0  # a stream notices its reader has gone at its next write: a keep-alive (15 s) or two


def stack_env(streams: int) -> dict[str, str]:
    """The limits an API holding ``streams`` streams of one account needs, raised by environment only."""
    return {
        "STREAMS_PER_USER": str(streams + 1000),
        "LIVE_GAMES_PER_USER": "1000",
        "WORKER_CONNECTIONS": str(streams + 2000),  # a worker may take more than its half
    }


def workers(stack: Stack) -> list[psutil.Process]:
    """gunicorn's workers: the children of its master (``companion api`` execs gunicorn)."""
    return sorted(psutil.Process(stack.pid).children(), key=lambda p: p.pid)


def open_fds(proc: psutil.Process) -> int:
    return len(os.listdir(f"/proc/{proc.pid}/fd"))


def open_sockets(proc: psutil.Process) -> int:
    """Descriptors that are sockets, whatever their state (one whose peer has gone is no longer in the TCP table)."""
    fd_dir = f"/proc/{proc.pid}/fd"
    count = 0
    for fd in os.listdir(fd_dir):
        with contextlib.suppress(OSError):  # closed meanwhile
            count += os.readlink(f"{fd_dir}/{fd}").startswith("socket:")
    return count


def sockets(proc: psutil.Process, stack: Stack) -> dict[str, int]:
    """A worker's TCP sockets: clients' connections to the API, its own to Redis (a pool, kept), the others."""
    redis_port = int(stack.redis_url.rsplit(":", 1)[1].split("/")[0])
    kinds = {"clients": 0, "redis": 0, "other": 0}
    for conn in proc.net_connections(kind="tcp"):
        if conn.laddr and conn.laddr.port == stack.port:
            kinds["clients"] += 1
        elif conn.raddr and conn.raddr.port == redis_port:
            kinds["redis"] += 1
        else:
            kinds["other"] += 1
    return kinds


def snapshot(stack: Stack) -> list[dict[str, Any]]:
    taken = [
        {
            "pid": p.pid,
            "rss_mb": round(p.memory_info().rss / 2**20, 1),
            "open_fds": open_fds(p),
            **{f"{kind}_sockets": n for kind, n in sockets(p, stack).items()},
        }
        for p in workers(stack)
    ]
    for worker, proc in zip(taken, workers(stack), strict=True):
        worker["fds_but_redis"] = worker["open_fds"] - worker["redis_sockets"]
        worker["sockets_but_redis"] = open_sockets(proc) - worker["redis_sockets"]
    return taken


def workers_cpu_s(stack: Stack) -> float:
    """CPU seconds the workers have spent: on a machine others load too, the figure their wait does not inflate."""
    return sum(sum(p.cpu_times()[:2]) for p in workers(stack))


def create_games(stack: Stack, token: str, count: int) -> dict[str, int]:
    """``count`` games; each one's version."""
    auth = {"Authorization": f"Bearer {token}"}
    versions = {}
    for _ in range(count):
        status, game = stack.request(
            "POST", "/v1/games", {"ruleset": "arcane", "players": [{"name": "A"}, {"name": "B"}]}, auth
        )
        if status != 201:
            raise RuntimeError(f"create game: {status} {game}")
        versions[game["id"]] = game["version"]
    return versions


def post_actions(stack: Stack, token: str, game_ids: list[str]) -> dict[tuple[str, int], float]:
    """One action on each game, by ``POSTERS`` keep-alive connections; (game, entry number) → when it was sent."""
    sent: dict[tuple[str, int], float] = {}
    lock = threading.Lock()
    body = json.dumps(ACTION).encode()
    headers = {"Authorization": f"Bearer {token}", "Content-Type": "application/json"}
    failures: list[str] = []

    def poster(share: list[str]) -> None:
        conn = http.client.HTTPConnection(HOST, stack.port, timeout=30)
        try:
            for game_id in share:
                started = time.monotonic()
                conn.request("POST", f"/v1/games/{game_id}/actions", body=body, headers=headers)
                response = conn.getresponse()
                answer = response.read()
                if response.status != 200:
                    failures.append(f"{response.status} {answer[:200]!r}")
                    continue
                with lock:
                    sent[(game_id, json.loads(answer)["version"])] = started
        finally:
            conn.close()

    threads = [threading.Thread(target=poster, args=(game_ids[i::POSTERS],)) for i in range(POSTERS)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    if failures:
        raise RuntimeError(f"actions failed: {failures[:3]}")
    return sent


def deliveries(
    pool: FollowerPool, sent: dict[tuple[str, int], float], per_game: dict[str, int], timeout: float = 60.0
) -> dict[str, Any]:
    """Wait until every follower has every entry sent (or ``timeout``), then the delays from send to arrival."""
    by_game: dict[str, int] = {}
    for game_id, _number in sent:
        by_game[game_id] = by_game.get(game_id, 0) + 1
    expected = sum(per_game[g] * n for g, n in by_game.items())
    deadline = time.monotonic() + timeout
    while pool.received() < expected and time.monotonic() < deadline:
        time.sleep(0.5)
    delays: list[float] = []
    received = duplicates = 0
    for game_id, arrivals in pool.arrivals():
        numbers = [number for number, _ in arrivals]
        duplicates += len(numbers) - len(set(numbers))
        for number, arrived in arrivals:
            started = sent.get((game_id, number))
            if started is not None:
                received += 1
                delays.append(arrived - started)
    return {
        "deliveries_expected": expected,
        "deliveries_received": received,
        "duplicates": duplicates,
        "p50_ms": round(percentile(delays, 50) * 1000, 1),
        "p95_ms": round(percentile(delays, 95) * 1000, 1),
        "p99_ms": round(percentile(delays, 99) * 1000, 1),
        "max_ms": round(max(delays) * 1000, 1) if delays else float("nan"),
    }


def run_rounds(
    stack: Stack, token: str, pool: FollowerPool, versions: dict[str, int], followers: dict[str, int], rounds: int
) -> dict[str, Any]:
    """``rounds`` rounds of one action on each followed game; ``versions`` is kept up to date."""
    sent: dict[tuple[str, int], float] = {}
    game_ids = [g for g in versions if followers.get(g)]
    cpu_before = workers_cpu_s(stack)
    for _ in range(rounds):
        round_sent = post_actions(stack, token, game_ids)
        sent.update(round_sent)
        for game_id, number in round_sent:
            versions[game_id] = max(versions[game_id], number)
        time.sleep(1.0)  # the round's deliveries, before the next round's actions
    delivered = deliveries(pool, sent, followers)
    cpu = workers_cpu_s(stack) - cpu_before  # the actions' own work included
    per_delivery = cpu / delivered["deliveries_received"] * 1e6 if delivered["deliveries_received"] else float("nan")
    return {
        "rounds": rounds,
        "actions": len(sent),
        **delivered,
        "workers_cpu_s": round(cpu, 2),
        "workers_cpu_us_per_delivery": round(per_delivery, 1),
        "machine_load_average_1_min": round(os.getloadavg()[0], 1),  # others' work on a shared machine shows here
    }


def open_followers(pool: FollowerPool, token: str, versions: dict[str, int], per_game: dict[str, int]) -> dict:
    specs = [FollowerSpec(g, token, versions[g]) for g, n in per_game.items() for _ in range(n)]
    opened = pool.open(specs)
    if opened["failed"]:
        raise RuntimeError(f"{opened['failed']} of {len(specs)} streams did not open")
    return {"streams": opened["ready"], "opened_in_s": round(opened["seconds"], 1)}


def close_followers(pool: FollowerPool, stack: Stack, idle: list[dict[str, Any]]) -> dict[str, Any]:
    """Close every stream; wait until each worker holds no more descriptors than at ``idle`` (+ 5), Redis's pooled
    connections aside (the pool keeps what a burst opened, up to its size), or the time is up."""
    closed_at = time.monotonic()
    pool.close_streams()
    deadline = closed_at + CLOSE_WAIT_S
    while time.monotonic() < deadline:
        now = snapshot(stack)
        if all(w["fds_but_redis"] <= before["fds_but_redis"] + 5 for w, before in zip(now, idle, strict=True)):
            break
        time.sleep(0.5)
    time.sleep(1.0)  # what the streams' ends still free
    return {"workers_back_in_s": round(time.monotonic() - closed_at, 1), "after_close": snapshot(stack)}


def measure(*, games: int, per_game: int, rounds: int, processes: int) -> dict[str, Any]:
    total = games * per_game
    with (
        api_stack(workers=2, extra_env=stack_env(total)) as stack,
        FollowerPool(HOST, stack.port, processes=processes) as pool,
    ):
        token = stack.user_token()
        versions = create_games(stack, token, games)
        game_ids = list(versions)

        idle = snapshot(stack)
        # the baseline: one game's followers alone, in the same run
        one = {game_ids[0]: per_game}
        baseline = open_followers(pool, token, versions, one)
        baseline |= run_rounds(stack, token, pool, versions, one, rounds)
        close_followers(pool, stack, idle)
        everyone = dict.fromkeys(game_ids, per_game)
        cycles = []
        for cycle in range(2):
            opened = open_followers(pool, token, versions, everyone)
            held = snapshot(stack)
            result: dict[str, Any] = {**opened, "while_open": held}
            if cycle == 0:
                result |= run_rounds(stack, token, pool, versions, everyone, rounds)
            result |= close_followers(pool, stack, idle)
            cycles.append(result)

    first = cycles[0]
    rss_idle = sum(w["rss_mb"] for w in idle)
    rss_open = sum(w["rss_mb"] for w in first["while_open"])
    end_1 = sum(w["rss_mb"] for w in cycles[0]["after_close"])
    end_2 = sum(w["rss_mb"] for w in cycles[1]["after_close"])
    fds_left = [
        after["fds_but_redis"] - before["fds_but_redis"]
        for after, before in zip(cycles[1]["after_close"], idle, strict=True)
    ]
    return {
        "config": {
            "server": "companion api (gunicorn, gevent), 2 workers",
            "games": games,
            "followers_per_game": per_game,
            "rounds": rounds,
            "follower_processes": processes,
            "latency": "from the action's send to the arrival of its entry's id: line at each follower",
        },
        f"baseline: {per_game} followers on 1 game": baseline,
        f"{total} followers on {games} games": {k: v for k, v in first.items() if k not in SNAPSHOTS},
        "p95 ratio to baseline": round(first["p95_ms"] / baseline["p95_ms"], 2),
        "memory": {
            "workers_rss_mb_no_stream": rss_idle,
            f"workers_rss_mb_{total}_open": rss_open,
            "rss_kb_per_open_stream": round((rss_open - rss_idle) * 1024 / total, 1),
            "workers_rss_mb_after_cycle_1": end_1,
            "workers_rss_mb_after_cycle_2": end_2,
            "rss_mb_grown_cycle_1_to_2": round(end_2 - end_1, 1),
        },
        "file descriptors": {
            "per_worker_no_stream": [w["open_fds"] for w in idle],
            f"per_worker_{total}_open": [w["open_fds"] for w in first["while_open"]],
            "per_worker_after_cycle_1": [w["open_fds"] for w in cycles[0]["after_close"]],
            "per_worker_after_cycle_2": [w["open_fds"] for w in cycles[1]["after_close"]],
            "redis_pool_per_worker_after_cycle_2": [w["redis_sockets"] for w in cycles[1]["after_close"]],
            "left_open_after_cycle_2_but_redis_pool": fds_left,
            "workers_back_in_s": [c["workers_back_in_s"] for c in cycles],
        },
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--followers", type=int, default=100, help="followers per game")
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--processes", type=int, default=4, help="processes holding the followers")
    args = parser.parse_args(argv)
    results = measure(games=args.games, per_game=args.followers, rounds=args.rounds, processes=args.processes)
    write_results("streams_10k", results)
    run = results[f"{args.games * args.followers} followers on {args.games} games"]
    complete = run["deliveries_received"] == run["deliveries_expected"] and run["duplicates"] == 0
    return 0 if complete else 1


if __name__ == "__main__":
    sys.exit(main())
