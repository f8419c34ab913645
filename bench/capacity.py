"""The capacity model of docs/capacity.md, computed from the measured figures in bench/results/*.json.

    python -m bench.capacity            # rewrite the model between the markers of docs/capacity.md
    python -m bench.capacity --check    # exit 1 when the document's model is not what the results make

The inputs are what the benchmarks measured on this project's code (each named by its results file); the
assumptions are the few numbers no benchmark can give (how fast people play, how much headroom to keep), stated
once here. ``tests/test_capacity_doc.py`` fails when the document and the results drift.
"""

from __future__ import annotations

import argparse
import json
import math
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from bench.report import write_or_check

ROOT = Path(__file__).resolve().parent.parent
RESULTS_DIR = ROOT / "bench" / "results"
DOCUMENT = ROOT / "docs" / "capacity.md"

# ---- assumptions: what no benchmark measures -----------------------------------------------------------------
ACTIONS_PER_TABLE_MINUTE = 6.0  # a table at a person's pace: a counter change or a card every ten seconds
GAME_ACTIONS = 150  # actions in one game, kept in Redis for its retention after it ends (a long engine game)
HEADROOM = 0.5  # plan every CPU and every Redis shard at half its capacity: bursts, a lost node, a slow disk
API_NODE_CORES = 4  # one API node: 4 cores (gunicorn, one gevent worker a core)
API_NODE_STREAMS = 5_000  # open streams one gevent worker is planned for (the 10,000-stream run: two workers)
REDIS_SHARD_BYTES = 8 * 2**30  # a Redis primary's planned data set (replica and fork for the AOF rewrite beside it)
ROUND_END_SECONDS = 300.0  # a round's results come in over about five minutes
TABLE_SCENARIOS = (10_000, 100_000)
FOLLOWER_SCENARIO = 1_000_000


@dataclass(frozen=True)
class Inputs:
    cpu_s_per_action: float  # every server process of a night, per acknowledged action (API, workers, Redis, SQL)
    api_cpu_s_per_action: float
    redis_cpu_s_per_action: float
    redis_commands_per_action: float | None
    redis_bytes_per_action: float | None  # in + out
    game_bytes: float  # one game's keys in Redis after GAME_ACTIONS actions
    sql_commits_per_table_round: float | None
    stream_rss_bytes: float  # one open stream's memory in an API worker
    delivery_cpu_s: float | None  # an API worker's CPU per event delivered to one open stream
    sources: dict[str, str]


def _latest(results_dir: Path, name: str) -> dict[str, Any] | None:
    path = results_dir / f"{name}.json"
    return {**json.loads(path.read_text()), "file": path.name} if path.exists() else None


def _source(result: dict[str, Any]) -> str:
    return f"`{result['file']}` ({result['machine']['timestamp'][:10]})"


def load_inputs(results_dir: Path = RESULTS_DIR) -> Inputs:
    night, actions, sse = (_latest(results_dir, n) for n in ("night", "actions", "sse"))
    streams = _latest(results_dir, "streams_10k")
    if night is None or actions is None or sse is None:
        raise SystemExit("the model needs bench/results/night.json, actions.json and sse.json: run `python -m bench`")
    pg = night["results"]["postgresql"]
    acked = pg["actions_acknowledged"]
    kinds = pg["server_cpu"]["by_kind"]
    foot = pg.get("footprint", {})
    sizes = actions["results"]["redis bytes per live game"]
    per_action = max(s["bytes_per_action"] for s in sizes.values())
    created = max(s["bytes_at_creation"] for s in sizes.values())
    one, many = sse["results"]["1 subscriber (baseline)"], sse["results"]["1000 subscribers"]
    stream_rss = (many["api_worker_rss_mb"] - one["api_worker_rss_mb"]) * 2**20 / (many["subscribers"] - 1)
    delivery_cpu = None
    if streams is not None:  # 10,000 streams over two workers: the larger sample, and the fan-out's CPU
        stream_rss = streams["results"]["memory"]["rss_kb_per_open_stream"] * 1024
        most = max(
            (v for v in streams["results"].values() if isinstance(v, dict) and "streams" in v),
            key=lambda v: v["streams"],
        )
        delivery_cpu = most["workers_cpu_us_per_delivery"] / 1e6
    tables_per_round = foot["games"] / foot["rounds"] if foot else None
    return Inputs(
        cpu_s_per_action=pg["cpu_s_per_action"],
        api_cpu_s_per_action=kinds["api worker (gunicorn)"]["cpu_s"] / acked,
        redis_cpu_s_per_action=kinds["redis"]["cpu_s"] / acked,
        redis_commands_per_action=foot.get("redis_commands_per_action"),
        redis_bytes_per_action=(foot["redis_bytes_in_per_action"] + foot["redis_bytes_out_per_action"])
        if foot
        else None,
        game_bytes=created + per_action * GAME_ACTIONS,
        sql_commits_per_table_round=foot["sql"]["commits_per_round"] / tables_per_round
        if foot and tables_per_round
        else None,
        stream_rss_bytes=stream_rss,
        delivery_cpu_s=delivery_cpu,
        sources={
            "night": _source(night),
            "actions": _source(actions),
            "streams": _source(streams if streams is not None else sse),
        },
    )


def _n(value: float, digits: int = 0) -> str:
    return f"{value:,.{digits}f}"


def _gib(value: float) -> str:
    return f"{value / 2**30:,.1f} GiB"


def tables_model(i: Inputs, tables: int) -> list[tuple[str, str]]:
    rate = tables * ACTIONS_PER_TABLE_MINUTE / 60
    api_cores = rate * i.api_cpu_s_per_action / HEADROOM
    redis_cores = rate * i.redis_cpu_s_per_action / HEADROOM  # a shard's primary runs commands on one core
    memory = tables * i.game_bytes
    shards = max(math.ceil(redis_cores), math.ceil(memory / REDIS_SHARD_BYTES), 1)
    rows = [
        ("actions a second", _n(rate)),
        ("API workers' cores", _n(api_cores, 1)),
        (f"API nodes of {API_NODE_CORES} cores", _n(math.ceil(api_cores / API_NODE_CORES))),
        ("Redis cores (primaries)", _n(redis_cores, 1)),
        ("Redis live data (one game each)", _gib(memory)),
        ("Redis shards (3 in the smallest cluster)", _n(max(shards, 3))),
    ]
    if i.redis_commands_per_action is not None and i.redis_bytes_per_action is not None:
        rows.append(("Redis commands a second", _n(rate * i.redis_commands_per_action)))
        rows.append(("Redis network", f"{rate * i.redis_bytes_per_action * 8 / 1e6:,.1f} Mbit/s"))
    if i.sql_commits_per_table_round is not None:
        burst = tables / 2 * i.sql_commits_per_table_round / ROUND_END_SECONDS  # half the tables in events
        rows.append(("SQL commits a second at a round's end (half the tables in events)", _n(burst)))
    return rows


def followers_model(i: Inputs, followers: int) -> list[tuple[str, str]]:
    deliveries = followers * ACTIONS_PER_TABLE_MINUTE / 60  # each follows a table at a person's pace
    rows = [
        ("open streams", _n(followers)),
        ("events delivered a second", _n(deliveries)),
        ("stream memory in API workers", _gib(followers * i.stream_rss_bytes)),
        (f"API workers at {API_NODE_STREAMS:,} streams each", _n(math.ceil(followers / API_NODE_STREAMS))),
    ]
    if i.delivery_cpu_s is not None:
        rows.append(("API cores for the deliveries", _n(deliveries * i.delivery_cpu_s / HEADROOM, 1)))
    return rows


def render(i: Inputs) -> str:
    inputs = [
        ("all server CPU per action (a night on PostgreSQL)", f"{i.cpu_s_per_action * 1000:.2f} ms", "night"),
        ("API workers' CPU per action", f"{i.api_cpu_s_per_action * 1000:.2f} ms", "night"),
        ("Redis's CPU per action", f"{i.redis_cpu_s_per_action * 1000:.3f} ms", "night"),
        ("Redis commands per action", _opt(i.redis_commands_per_action, 1), "night"),
        ("Redis bytes per action (in + out)", _opt(i.redis_bytes_per_action), "night"),
        (f"one game in Redis after {GAME_ACTIONS} actions", f"{i.game_bytes / 1024:,.1f} KiB", "actions"),
        ("SQL commits per table per round", _opt(i.sql_commits_per_table_round, 1), "night"),
        ("memory of one open stream", f"{i.stream_rss_bytes / 1024:,.1f} KiB", "streams"),
        (
            "API CPU per event delivered to a stream",
            _opt(None if i.delivery_cpu_s is None else i.delivery_cpu_s * 1e6) + " µs",
            "streams",
        ),
    ]
    lines = ["### Measured inputs", "", "| input | figure | from |", "|---|---|---|"]
    lines += [f"| {name} | {value} | {i.sources[src]} |" for name, value, src in inputs]
    for tables in TABLE_SCENARIOS:
        lines += ["", f"### {tables:,} concurrent tables", "", "| what | needed |", "|---|---|"]
        lines += [f"| {k} | {v} |" for k, v in tables_model(i, tables)]
    lines += ["", f"### {FOLLOWER_SCENARIO:,} followers", "", "| what | needed |", "|---|---|"]
    lines += [f"| {k} | {v} |" for k, v in followers_model(i, FOLLOWER_SCENARIO)]
    return "\n".join(lines)


def _opt(value: float | None, digits: int = 0) -> str:
    return "not measured" if value is None else _n(value, digits)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench.capacity", description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="exit 1 when the document's model is out of date")
    parser.add_argument("--results", type=Path, default=RESULTS_DIR)
    parser.add_argument("--document", type=Path, default=DOCUMENT)
    args = parser.parse_args(argv)
    model = render(load_inputs(args.results))
    return write_or_check(args.document, model, check=args.check, command="python -m bench.capacity")


if __name__ == "__main__":
    raise SystemExit(main())
