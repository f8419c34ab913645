"""A Redis primary dies under load, and what it costs that an acknowledged write survives it.

On a Redis Cluster of 3 primaries with 2 replicas each (loopback, Debian's redis-server) and the API in this process
(Flask's test client, one thread per game), two figures:

- **The cost of WAIT per action**: actions with ``REDIS_WAIT_REPLICAS=0`` and ``=1`` (the cluster's default) in
  alternating rounds of the same run — throughput, latency p50/p99, and the CPU an action costs this process (the
  API) and the cluster's nodes.
- **The failover window**: ``KILLS`` times, a steady load of actions on 6 games (each one writer, with
  ``Idempotency-Key`` or ``If-Match``), the primary of one game's slot SIGKILLed; the window is the time from the
  first answer other than 2xx on that primary's games to their first 2xx after it. Each time, every action answered
  2xx must be in its game's history exactly once and no answer a 500; the killed node is then started again (it
  rejoins as a replica) before the next kill.

The scenario of tests/service/test_cluster_failover.py, repeated and measured.
"""

from __future__ import annotations

import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

from bench.cpu import tree_cpu_s
from bench.harness import percentile, write_results
from service.app import create_app, dispose_app
from service.cluster_topology import LocalRedisCluster
from service.platform.migrate import upgrade
from service.platform.settings import load_settings
from tests.games.helpers import create_game
from tests.support.client import ApiClient
from tests.support.failover_load import kill_under_load, post, reasons, writers_on_new_games

KILLS = 3
GAMES = 6
AFTER_KILL = 5
ROUNDS = 8  # of each setting, alternating
ACTIONS_PER_ROUND = 150


def _app(cluster: LocalRedisCluster, base: Path, database: Path, **env: str) -> Any:
    settings = load_settings(
        {**cluster.env, "DATA_DIR": str(base), "DATABASE_URL": f"sqlite:///{database}", "SECRET_KEY": "k"}
        | {"LOG_LEVEL": "ERROR", "REDIS_TIMEOUT_SECONDS": "1", "RATE_LIMIT_DEFAULT": "1000000 per minute"}
        | env
    )
    return create_app(settings)


def _round(client: ApiClient, token: str, games: list[str], cluster: LocalRedisCluster) -> dict[str, Any]:
    """``ACTIONS_PER_ROUND`` actions, one after another over the games: their latencies and the CPU they cost."""
    latencies, nodes = [], [process.pid for process in cluster.processes.values() if process.poll() is None]
    cpu_api, cpu_redis, started = time.process_time(), sum(map(tree_cpu_s, nodes)), time.perf_counter()
    for n in range(ACTIONS_PER_ROUND):
        sent = time.perf_counter()
        resp = post(client, token, games[n % len(games)], f"c{n}", {})
        latencies.append(time.perf_counter() - sent)
        if resp.status_code != 200:
            raise RuntimeError(f"an action was answered {resp.status_code}: {resp.get_json()}")
    elapsed = time.perf_counter() - started
    return {
        "latencies": latencies,
        "seconds": elapsed,
        "cpu_api": time.process_time() - cpu_api,
        "cpu_redis": sum(map(tree_cpu_s, nodes)) - cpu_redis,
    }


def wait_cost(cluster: LocalRedisCluster, base: Path, database: Path) -> dict[str, Any]:
    apps = {replicas: _app(cluster, base, database, REDIS_WAIT_REPLICAS=str(replicas)) for replicas in (0, 1)}
    try:
        clients = {replicas: ApiClient(app.test_client()) for replicas, app in apps.items()}
        token = clients[0].new_user_token()
        games = {replicas: [create_game(c, token)["id"] for _ in range(GAMES)] for replicas, c in clients.items()}
        rounds: dict[int, list[dict[str, Any]]] = {0: [], 1: []}
        for _ in range(2):  # warm-up: connections to every node, scripts loaded
            for replicas in (0, 1):
                _round(clients[replicas], token, games[replicas], cluster)
        for n in range(ROUNDS):
            for replicas in (0, 1) if n % 2 == 0 else (1, 0):
                rounds[replicas].append(_round(clients[replicas], token, games[replicas], cluster))
    finally:
        for app in apps.values():
            dispose_app(app)
    figures: dict[str, Any] = {}
    for replicas, measured in rounds.items():
        latencies = [s for r in measured for s in r["latencies"]]
        actions = len(latencies)
        figures[f"REDIS_WAIT_REPLICAS={replicas}"] = {
            "actions": actions,
            "actions_per_s": actions / sum(r["seconds"] for r in measured),
            "p50_ms": percentile(latencies, 50) * 1000,
            "p99_ms": percentile(latencies, 99) * 1000,
            "api_cpu_us_per_action": sum(r["cpu_api"] for r in measured) / actions * 1e6,
            "redis_cpu_us_per_action": sum(r["cpu_redis"] for r in measured) / actions * 1e6,
        }
    ratios = [b["seconds"] / a["seconds"] for a, b in zip(rounds[0], rounds[1], strict=True)]
    waiting, not_waiting = figures["REDIS_WAIT_REPLICAS=1"], figures["REDIS_WAIT_REPLICAS=0"]
    figures["time_per_action_ratio_median"] = statistics.median(ratios)
    figures["time_per_action_ratio_range"] = f"{min(ratios):.3f}..{max(ratios):.3f}"
    figures["cpu_per_action_ratio"] = (waiting["api_cpu_us_per_action"] + waiting["redis_cpu_us_per_action"]) / (
        not_waiting["api_cpu_us_per_action"] + not_waiting["redis_cpu_us_per_action"]
    )
    return figures


def failovers(cluster: LocalRedisCluster, base: Path, database: Path) -> dict[str, Any]:
    app = _app(cluster, base, database, REDIS_WAIT_TIMEOUT_MS="300")
    live = app.extensions["companion"].redis
    kills: list[dict[str, Any]] = []
    try:
        token = ApiClient(app.test_client()).new_user_token()
        for _ in range(KILLS):
            writers, victim = writers_on_new_games(app, live, token, games=GAMES)
            figures = kill_under_load(cluster, writers, victim=victim, after_kill=AFTER_KILL)
            answers = [status for w in writers for _, status in w.answers]
            kills.append(
                {
                    "window_s": figures["window_s"],
                    "answers": len(answers),
                    "answered_2xx": sum(200 <= s < 300 for s in answers),
                    "answered_503": answers.count(503),
                    "answered_409_412": sum(s in (409, 412) for s in answers),
                    "answered_500": answers.count(500),
                    "writers_wrong": sum(bool(w.wrong) for w in writers),
                    "not_exactly_once": sum(reasons(w.client, token, w.game_id) != w.done for w in writers),
                    "orphaned_claims": sum(w.orphaned_claims for w in writers),
                }
            )
            cluster.restart(victim)  # it rejoins as a replica of the node that took its place
            cluster.wait_healthy()
    finally:
        dispose_app(app)
    windows = [k["window_s"] for k in kills if k["window_s"] is not None]
    return {
        "kills": kills,
        "window_p50_s": statistics.median(windows) if windows else None,
        "window_max_s": max(windows) if windows else None,
    }


def main() -> int:
    with tempfile.TemporaryDirectory(prefix="companion-bench-") as tmp:
        base = Path(tmp)
        database = base / "companion.db"
        upgrade(f"sqlite:///{database}")
        cluster = LocalRedisCluster(base / "cluster", replicas_per_primary=2).start()
        try:
            cost = wait_cost(cluster, base, database)
            failover = failovers(cluster, base, database)
        finally:
            cluster.stop()
    problems = sum(k["answered_500"] + k["writers_wrong"] + k["not_exactly_once"] for k in failover["kills"])
    config = {
        "cluster": "3 primaries × 2 replicas, redis-server (Debian), cluster-node-timeout 2000 ms, loopback",
        "api": "in this process: Flask's test client, SQLite, one thread per game",
        "wait_timeout_ms_in_failovers": 300,
        "games": GAMES,
        "kills": KILLS,
        "rounds": ROUNDS,
        "actions_per_round": ACTIONS_PER_ROUND,
    }
    write_results("failover", {"config": config, "wait_cost": cost, "failover": failover, "problems": problems})
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
