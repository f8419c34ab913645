"""What listening costs as API processes are added: CPU seconds per action, summed over every API process, for the
same total load on 2, 4 and 8 processes, in both designs of the copy watch.

- ``per_game``: a process subscribes to the games it holds copies of (the default).
- ``pattern``: every process hears every game's writes on one pattern subscription (``LIVE_COPIES_PATTERN=1``).

The load is the same in every run: 64 games, two seats each, an action every ``64 / rate`` seconds on each game, the
seats taking turns. Each seat plays over one keep-alive connection, and the connections are spread over the
processes as a load balancer spreads them: in a seeded order of the games, round-robin, so the two seats of a game
land on two processes next to each other — every game reaches exactly two processes, whatever their number (the
most a game's seats can reach, and the same at 2 and at 8, so the runs differ in the number of processes only).
Every process is its own ``companion api`` (gunicorn, one gevent worker) on one Redis and one
SQLite database; CPU is read from ``/proc`` for each process tree (``bench.cpu``) over the measured window, after a
warm-up in which every process took its copies. Goal: the per-game design within 15 % from 2 to 8 processes. On a
2-core machine 8 processes share the cores: the figure is CPU time per action, not latency.

A control runs beside each process count: one process alone at the load each of those processes had (the total ÷
the count). A process costs more an action the less it serves (it pays a fixed share while it serves at all), so the
sum over more processes grows in any design; the control shows how much of the curve that is. What listening itself
costs is read apart: each process counts the CPU its copy watch spends taking in the writes it hears
(``live_copy_listen_cpu_seconds_total``), and the messages it heard.

    python -m bench.bench_listen_cost                    # 2, 4, 8 processes, both designs (about 4 minutes)
    python -m bench.bench_listen_cost --processes 2,8 --seconds 5
"""

from __future__ import annotations

import argparse
import contextlib
import http.client
import json
import os
import random
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path
from typing import Any

from bench.cpu import tree_cpu_s
from bench.harness import HOST, Stack, _stop_group, _wait_ready, free_port, write_results
from service.platform.embedded_redis import EmbeddedRedis
from service.platform.migrate import upgrade

GAMES = 64
GOAL = 1.15  # the per-game design's CPU per action, most processes ÷ fewest, at most
METRICS_TOKEN = "bench-metrics"
PLAYERS = [{"name": "A"}, {"name": "B"}]
DESIGNS = {"per_game": "0", "pattern": "1"}


def _action(seat: str) -> bytes:
    return json.dumps(
        {"type": "adjust", "seat": seat, "target": seat, "counter": "life", "delta": 1, "reason": "bench"}
    ).encode()


def _start_api(base: Path, name: str, env: dict[str, str]) -> tuple[Stack, subprocess.Popen[bytes]]:
    data_dir = Path(tempfile.mkdtemp(prefix=f"{name}-", dir=base))  # its own DATA_DIR: its own Prometheus files
    port = free_port()
    stack_env = dict(env, DATA_DIR=str(data_dir))
    argv = [sys.executable, "-m", "service.cli", "api", "--host", HOST, "--port", str(port), "--workers", "1"]
    with open(data_dir / "api.log", "wb") as log:
        proc = subprocess.Popen(argv, env=stack_env, stdout=log, stderr=subprocess.STDOUT, start_new_session=True)
    return Stack(port=port, env=stack_env, data_dir=data_dir, pid=proc.pid), proc


def _messages_heard(stack: Stack) -> float:
    """The process's ``live_copy_messages_total`` from its /metrics."""
    return _metric(_metrics(stack), "live_copy_messages_total")


def _listen_cpu_s(stack: Stack) -> float:
    """The process's ``live_copy_listen_cpu_seconds_total``: CPU its copy watch spent taking in what it heard."""
    return _metric(_metrics(stack), "live_copy_listen_cpu_seconds_total")


def _metrics(stack: Stack) -> str:
    conn = http.client.HTTPConnection(HOST, stack.port, timeout=10)
    try:
        conn.request("GET", "/metrics", headers={"Authorization": f"Bearer {METRICS_TOKEN}"})
        return conn.getresponse().read().decode()
    finally:
        conn.close()


def _metric(text: str, name: str) -> float:
    return sum(float(line.split()[-1]) for line in text.splitlines() if line.startswith(name))


class Load:
    """One thread per game, its two seats on their own keep-alive connections to the processes they were spread to,
    acting in turn at a fixed pace until stopped."""

    def __init__(self, stacks: list[Stack], games: list[str], token: str, rate: float, seed: int) -> None:
        ports = [s.port for s in stacks]
        order = list(games)
        random.Random(seed).shuffle(order)
        seats = [(g, seat) for g in order for seat in ("p1", "p2")]
        self._port = {s: ports[k % len(ports)] for k, s in enumerate(seats)}
        self._games, self._token, self._interval = games, token, len(games) / rate
        self._stop = threading.Event()
        self._lock = threading.Lock()
        self.ok = self.errors = 0
        self._threads = [threading.Thread(target=self._play, args=(n,), daemon=True) for n in range(len(games))]

    def processes_per_game(self) -> float:
        return sum(len({self._port[g, "p1"], self._port[g, "p2"]}) for g in self._games) / len(self._games)

    def start(self) -> None:
        for thread in self._threads:
            thread.start()

    def stop(self) -> None:
        self._stop.set()
        for thread in self._threads:
            thread.join(timeout=15)

    def counts(self) -> tuple[int, int]:
        with self._lock:
            return self.ok, self.errors

    def _play(self, n: int) -> None:
        game = self._games[n]
        conns = {seat: http.client.HTTPConnection(HOST, self._port[game, seat], timeout=10) for seat in ("p1", "p2")}
        headers = {"Authorization": f"Bearer {self._token}", "Content-Type": "application/json"}
        due = time.monotonic() + self._interval * n / len(self._games)
        turn = 0
        while not self._stop.wait(max(0.0, due - time.monotonic())):
            seat = ("p1", "p2")[turn % 2]
            try:
                conns[seat].request("POST", f"/v1/games/{game}/actions", body=_action(seat), headers=headers)
                response = conns[seat].getresponse()
                response.read()
                ok = response.status == 200
            except (OSError, http.client.HTTPException):
                ok = False
                conns[seat].close()
            with self._lock:
                if ok:
                    self.ok += 1
                else:
                    self.errors += 1
            turn += 1
            due = max(due + self._interval, time.monotonic() - self._interval)  # a late action does not bunch
        for conn in conns.values():
            conn.close()


def _run(
    base: Path, env: dict[str, str], design: str, processes: int, args: argparse.Namespace, games: list[str], token: str
) -> dict[str, Any]:
    with contextlib.ExitStack() as cleanup:
        started = [
            _start_api(base, f"{design}-{processes}-{n}", dict(env, LIVE_COPIES_PATTERN=DESIGNS[design]))
            for n in range(processes)
        ]
        stacks = []
        for stack, proc in started:
            cleanup.callback(_stop_group, proc)
            _wait_ready(stack, proc, 60.0)
            stacks.append(stack)
        load = Load(stacks, games, token, args.rate, args.seed)
        load.start()
        cleanup.callback(load.stop)
        time.sleep(args.warmup)
        cpu_before = [tree_cpu_s(s.pid) for s in stacks]
        heard_before = [_messages_heard(s) for s in stacks]
        listened_before = [_listen_cpu_s(s) for s in stacks]
        ok_before, errors_before = load.counts()
        began = time.monotonic()
        time.sleep(args.seconds)
        ok_after, errors_after = load.counts()
        elapsed = time.monotonic() - began
        cpu = [tree_cpu_s(s.pid) - b for s, b in zip(stacks, cpu_before, strict=True)]
        heard = [_messages_heard(s) - b for s, b in zip(stacks, heard_before, strict=True)]
        listened = [_listen_cpu_s(s) - b for s, b in zip(stacks, listened_before, strict=True)]
    actions = ok_after - ok_before
    return {
        "processes": processes,
        "actions": actions,
        "errors": errors_after - errors_before,
        "actions_per_s": round(actions / elapsed, 1),
        "cpu_ms_per_action": round(1000 * sum(cpu) / max(actions, 1), 3),
        "messages_heard_per_action": round(sum(heard) / max(actions, 1), 2),
        "listen_cpu_ms_per_action": round(1000 * sum(listened) / max(actions, 1), 4),
        "processes_per_game": round(load.processes_per_game(), 2),
        "cpu_s_per_process": [round(c, 2) for c in cpu],
    }


def _print(label: str, figures: dict[str, Any]) -> None:
    print(
        f"  {label:12} {figures['processes']} processes: {figures['cpu_ms_per_action']:.3f} ms CPU an action, "
        f"{figures['messages_heard_per_action']:.2f} messages heard and "
        f"{figures['listen_cpu_ms_per_action']:.3f} ms listening an action, "
        f"{figures['actions']} actions, {figures['errors']} errors",
        flush=True,
    )


def _setup(base: Path, env: dict[str, str]) -> tuple[list[str], str]:
    stack, proc = _start_api(base, "setup", env)
    try:
        _wait_ready(stack, proc, 60.0)
        token = stack.user_token()
        auth = {"Authorization": f"Bearer {token}"}
        games = []
        for _ in range(GAMES):
            status, body = stack.request("POST", "/v1/games", {"ruleset": "arcane", "players": PLAYERS}, auth)
            if status != 201:
                raise RuntimeError(f"create game: {status} {body}")
            games.append(str(body["id"]))
        return games, token
    finally:
        _stop_group(proc)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--processes", default="2,4,8", help="comma-separated process counts")
    parser.add_argument("--rate", type=float, default=256.0, help="actions a second, over all games")
    parser.add_argument("--seconds", type=float, default=10.0, help="measured window of each run")
    parser.add_argument("--warmup", type=float, default=3.0, help="seconds of load before each window")
    parser.add_argument("--seed", type=int, default=7)
    args = parser.parse_args(argv)
    counts = [int(n) for n in args.processes.split(",")]
    with tempfile.TemporaryDirectory(prefix="companion-listen-") as tmp:
        base = Path(tmp)
        redis_server = EmbeddedRedis(base / "redis", free_port()).start()
        try:
            database_url = f"sqlite:///{base / 'companion.db'}"
            upgrade(database_url)
            env = dict(
                os.environ,
                REDIS_URL=redis_server.url,
                DATABASE_URL=database_url,
                SECRET_KEY="bench-secret-key",
                RATE_LIMIT_DEFAULT="10000000 per minute",
                LOG_LEVEL="WARNING",
                METRICS_TOKEN=METRICS_TOKEN,
                GAME_IDLE_TTL_SECONDS="86400",
            )
            games, token = _setup(base, env)
            curves: dict[str, list[dict[str, Any]]] = {design: [] for design in DESIGNS}
            control: list[dict[str, Any]] = []
            for processes in counts:  # the designs alternate, so the machine's moods land on both
                for design in DESIGNS:
                    figures = _run(base, env, design, processes, args, games, token)
                    curves[design].append(figures)
                    _print(design, figures)
                # the control: ONE process at the load each of these processes had, in the same minute
                one = _run(
                    base,
                    env,
                    "per_game",
                    1,
                    argparse.Namespace(**{**vars(args), "rate": args.rate / processes}),
                    games,
                    token,
                )
                control.append({"per_process_rate": args.rate / processes, **one})
                _print(f"1 at {args.rate / processes:g}/s", one)
        finally:
            redis_server.stop()
    results: dict[str, Any] = {
        "config": {
            "games": GAMES,
            "actions_per_s": args.rate,
            "measured_s": args.seconds,
            "server": "one companion api (gunicorn, 1 gevent worker) a process, one Redis, SQLite",
            "spread": (
                "each seat's keep-alive connection to a process, round-robin over a seeded order of the games: "
                "a game's two seats on two processes"
            ),
        },
    }
    for design, runs in curves.items():
        per_action = [r["cpu_ms_per_action"] for r in runs]
        listening = [r["listen_cpu_ms_per_action"] for r in runs]
        labels = [f"{r['processes']} processes" for r in runs]
        results[design] = {
            "runs": runs,
            "cpu_ms_per_action": dict(zip(labels, per_action, strict=True)),
            "most_over_fewest": round(per_action[-1] / per_action[0], 3) if per_action[0] else None,
            "listen_cpu_ms_per_action": dict(zip(labels, listening, strict=True)),
            "listening_most_over_fewest": round(listening[-1] / listening[0], 3) if listening[0] else None,
        }
    results["one_process_at_the_same_load"] = {
        f"{c['per_process_rate']:g} actions/s": c["cpu_ms_per_action"] for c in control
    }
    per_game, listening = results["per_game"]["most_over_fewest"], results["per_game"]["listening_most_over_fewest"]
    results["goal"] = {
        "per_game_within": GOAL,
        "met": per_game is not None and per_game <= GOAL,  # the whole process's CPU
        "listening_met": listening is not None and listening <= GOAL,  # the copy watch's own
    }
    write_results("listen_cost", results)
    return 1 if any(r["errors"] for runs in [*curves.values(), control] for r in runs) else 0


if __name__ == "__main__":
    sys.exit(main())
