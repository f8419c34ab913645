"""A tournament night, short: the code path of `bench/bench_night.py` with 16 players and two rounds
of 15 s, against `companion dev` on SQLite and on PostgreSQL.

Every player signs up and logs in through the API and enters a Swiss event; at each round's start every table starts
its match's game (created and linked in one request), both phones follow it live (one with its bearer token, one
with stream tickets; some lose their network for a moment and resume), the table plays at a person's pace with
bursts from both phones at once, and the result is taken from the game. Nothing may answer 5xx, every acknowledged
action must be in the history and in both streams exactly once, and the night must run to its final standings.
"""

from __future__ import annotations

import asyncio
import concurrent.futures
import dataclasses
import uuid
from pathlib import Path

import pytest

from bench.night.api import Api
from bench.night.night import NightPlan
from bench.night.run import night_on
from bench.night.table import Pace

pytestmark = [pytest.mark.e2e, pytest.mark.slow]

# drops made likely enough that every run resumes some streams (64 streams: none drop with p ≈ 1e-8)
PLAN = NightPlan(players=16, rounds=2, round_seconds=15.0, seed=7, pace=dataclasses.replace(Pace(), drop_chance=0.25))
TABLES = PLAN.players // 2 * PLAN.rounds


@pytest.mark.timeout(300)
@pytest.mark.parametrize("database", ["sqlite", pytest.param("postgresql", marks=pytest.mark.postgres)])
def test_a_short_swiss_night_loses_no_action_and_answers_no_5xx(database: str, tmp_path: Path, request):
    url = None
    if database == "postgresql":
        url = request.getfixturevalue("pg_server").create_database(f"night_{uuid.uuid4().hex[:8]}")
    figures = night_on(database, PLAN, tmp_path, database_url=url, idle_seconds=0)

    assert figures["failures"] == [] and figures["problems"] == [], figures.get("server_log_tail")
    assert figures["must_be_zero"] == dict.fromkeys(figures["must_be_zero"], 0), figures["must_be_zero"]
    assert figures["http"]["unexpected_4xx"] == [], figures["http"]["unexpected_4xx"]
    assert figures["server_log_tracebacks"] == 0

    start = figures["game_start"]
    assert start["tables"] == start["created_and_linked"] == TABLES

    acked = figures["actions_acknowledged"]
    assert acked >= TABLES * 4  # both hands kept, a turn or more, the game's end
    delivered = figures["sse_delivery"]["count"] + figures["sse_delivery"]["after_a_resume"]
    assert delivered == 2 * acked  # every acknowledged action reached both phones' streams
    accounting = figures["accounting"]
    assert accounting["streams"] == 2 * TABLES and accounting["planned_network_drops"] >= 1

    assert [r["round"] for r in figures["rounds"]] == [1, 2]
    assert figures["standings"] == {"rows": PLAN.players, "players": PLAN.players}
    assert figures["cpu_s_per_action"] > 0 and figures["processes"]

    # the servers' own counters, divided per action, game and round (the capacity model reads these)
    footprint = figures["footprint"]
    assert (footprint["actions"], footprint["games"], footprint["rounds"]) == (acked, TABLES, 2)
    assert footprint["redis_commands_per_action"] >= 1  # every action is at least its script
    assert footprint["redis_bytes_in_per_action"] > 0 and footprint["redis_bytes_out_per_action"] > 0
    if database == "postgresql":  # a round writes its pairings, results and finished games
        assert footprint["sql"]["commits_per_round"] > 0 and footprint["sql"]["rows_written_per_round"] > 0
    else:
        assert "sql" not in footprint


def test_each_phone_has_its_own_http_client():
    # one client for every phone held ~300 connections at a round's start, and httpcore scans them all at each
    # request: half of the load generator's CPU, which on 2 cores is taken from the server under test
    async def clients() -> tuple[object, object, object]:
        api = Api("http://127.0.0.1:9")
        try:
            return api.http("token-a"), api.http("token-b"), api.http("token-a")
        finally:
            await api.aclose()

    # a loop of its own in a thread: the test process may be running one already (Playwright's)
    with concurrent.futures.ThreadPoolExecutor(1) as thread:
        a, b, a_again = thread.submit(asyncio.run, clients()).result()
    assert a is a_again and a is not b
