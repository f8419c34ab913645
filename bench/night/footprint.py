"""What a night costs the shared servers, read from their own counters at the night's start and end: Redis commands,
bytes and memory, and on PostgreSQL the transactions and rows written. The capacity model (``docs/capacity.md``)
is fed from these figures, so they count everything a night does — pairing, game starts, reads, streams, the
Celery broker (the same Redis in `companion dev`) — divided by what a night is made of.
"""

from __future__ import annotations

import time
from typing import Any

import psycopg
import redis

SQL_SETTLE_S = 1.5  # PostgreSQL's backends flush their statistics at most once a second when idle


def read_counters(redis_url: str, database_url: str | None) -> dict[str, Any]:
    client = redis.Redis.from_url(redis_url, decode_responses=True)
    try:
        stats, memory, commands = client.info("stats"), client.info("memory"), client.info("commandstats")
    finally:
        client.close()
    counters: dict[str, Any] = {
        "redis_calls": {name.removeprefix("cmdstat_"): int(v["calls"]) for name, v in commands.items()},
        "redis_bytes_in": int(stats["total_net_input_bytes"]),
        "redis_bytes_out": int(stats["total_net_output_bytes"]),
        "redis_used_memory": int(memory["used_memory"]),
    }
    if database_url and database_url.startswith("postgresql"):
        counters["sql"] = _pg_counters(database_url)
    return counters


def _pg_counters(database_url: str) -> dict[str, int]:
    time.sleep(SQL_SETTLE_S)
    url = "postgresql://" + database_url.split("://", 1)[1]
    with psycopg.connect(url, autocommit=True) as conn:
        row = conn.execute(
            "SELECT xact_commit, tup_inserted, tup_updated, tup_deleted, blks_read, blks_hit"
            " FROM pg_stat_database WHERE datname = current_database()"
        ).fetchone()
    assert row is not None
    names = ("commits", "rows_inserted", "rows_updated", "rows_deleted", "blocks_read", "blocks_hit")
    return dict(zip(names, (int(x) for x in row), strict=True))


def footprint(
    start: dict[str, Any], end: dict[str, Any], *, actions: int, games: int, rounds: int, followers: int
) -> dict[str, Any]:
    """The night's counters between ``start`` and ``end`` divided per action, per game and per round."""
    calls = {k: end["redis_calls"].get(k, 0) - start["redis_calls"].get(k, 0) for k in end["redis_calls"]}
    total_calls = sum(calls.values())
    per_action = max(actions, 1)
    figures: dict[str, Any] = {
        "actions": actions,
        "games": games,
        "rounds": rounds,
        "stream_followers": followers,
        "redis_commands_per_action": round(total_calls / per_action, 2),
        "redis_bytes_in_per_action": round((end["redis_bytes_in"] - start["redis_bytes_in"]) / per_action),
        "redis_bytes_out_per_action": round((end["redis_bytes_out"] - start["redis_bytes_out"]) / per_action),
        "redis_memory_per_game_bytes": round((end["redis_used_memory"] - start["redis_used_memory"]) / max(games, 1)),
        "redis_top_commands_per_action": {
            name: round(n / per_action, 3) for name, n in sorted(calls.items(), key=lambda kv: -kv[1])[:8] if n
        },
    }
    if "sql" in start and "sql" in end:
        sql = {k: end["sql"][k] - start["sql"][k] for k in start["sql"]}
        written = sql["rows_inserted"] + sql["rows_updated"] + sql["rows_deleted"]
        figures["sql"] = {
            "commits": sql["commits"],
            "rows_written": written,
            "commits_per_round": round(sql["commits"] / max(rounds, 1)),
            "rows_written_per_round": round(written / max(rounds, 1)),
            "commits_per_game": round(sql["commits"] / max(games, 1), 1),
            "rows_written_per_game": round(written / max(games, 1), 1),
            "commits_per_action": round(sql["commits"] / per_action, 3),
        }
    return figures
