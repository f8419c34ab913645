"""Redis commands of a gevent worker's requests, pipelined on one connection (``service.platform.redis_pipe``).

Pipelining needs gevent's patching, which this process does not have: each test runs the probe
(``tests/support/redis_pipe_probe.py``) in a patched subprocess against a real Redis server."""

from __future__ import annotations

import json
import subprocess
import sys
import time
from pathlib import Path

from service.platform.embedded_redis import EmbeddedRedis
from service.platform.settings import load_settings
from tests.support.servers import free_port

ROOT = Path(__file__).resolve().parents[2]


def _probe(*args: str, timeout: float = 60) -> dict:
    done = subprocess.run(
        [sys.executable, "-m", "tests.support.redis_pipe_probe", *args],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=timeout,
        check=True,
    )
    return json.loads(done.stdout.splitlines()[-1])


def test_concurrent_commands_share_writes_and_each_caller_gets_its_own_reply(redis_server):
    seen = _probe("concurrent", redis_server.url)
    assert seen["wrong"] == [] and seen["wrong_count"] == 0
    assert seen["commands"] >= 200 * 9  # every simple command went through the pipeline (BLPOP through the pool)
    assert seen["writes"] < seen["commands"] / 4  # greenlets' commands went out together


def test_a_connection_the_server_closed_fails_the_command_sent_on_it_once_and_the_next_reconnects(redis_server):
    """A command in flight on a connection that fails may have run: it fails (503 to its request) and is not sent
    again, so a check-and-set is never made twice."""
    seen = _probe("killed_connection", redis_server.url)
    assert seen == {"killed": 1, "failed": "ConnectionError", "after": 1, "stored": "1"}


def test_a_burst_of_commands_that_are_not_pipelined_waits_for_the_pools_connections_instead_of_failing(redis_server):
    """300 requests of one worker at once, each with a Redis pipeline (not pipelined on the shared connection): the
    pool opens at most its 100 connections and the others wait for one — redis-py's default pool refuses the 101st
    (MaxConnectionsError, a 503)."""
    seen = _probe("pool_burst", redis_server.url)
    assert seen["failed"] == 0, seen["first_failure"]
    assert seen["wrong"] == 0 and seen["opened"] <= 100


def test_a_live_write_whose_reply_was_lost_on_the_pipeline_is_answered_as_made_once(redis_server):
    """Live store on the pipelined connection: the failed connection fails the write in flight, and the store asks
    the log (on the next connection) whether it was made before giving up on it."""
    seen = _probe("lost_replies", redis_server.url)
    assert seen == {"lost": 2, "version": 2, "logged": [1, 2]}


def test_a_server_that_stops_answering_fails_its_commands_within_seconds_and_a_move_then_is_never_made(tmp_path):
    """REDIS_TIMEOUT_SECONDS on the pipelined connection: a stopped server (SIGSTOP) fails the move in flight and the
    reads beside it in about one timeout each (the move asks the log once more) instead of holding them for ever; the
    move it held runs when the server goes on, past its deadline, and writes nothing: its phone was told 503."""
    server = EmbeddedRedis(tmp_path, free_port()).start()
    try:
        assert server.process is not None
        seen = _probe("stopped", server.url, str(server.process.pid))
    finally:
        server.stop()
    assert seen["outcomes"] == ["TimeoutError"]
    assert seen["waited"] < 5
    assert seen["logged"] == [1] and seen["next_version"] == 2


def test_a_killed_and_restarted_server_never_hands_a_caller_another_callers_reply(tmp_path):
    server = EmbeddedRedis(tmp_path, free_port()).start()
    try:
        probe = subprocess.Popen(
            [sys.executable, "-m", "tests.support.redis_pipe_probe", "restarts", server.url, "4"],
            cwd=ROOT,
            stdout=subprocess.PIPE,
            text=True,
        )
        assert probe.stdout is not None and probe.stdout.readline().strip() == "running"
        time.sleep(1.0)
        server.kill()
        time.sleep(0.3)
        server.start()
        out, _ = probe.communicate(timeout=60)
    finally:
        server.stop()
    seen = json.loads(out.splitlines()[-1])
    assert probe.returncode == 0
    assert seen["wrong"] == 0
    assert seen["connection_errors"] > 0 and seen["ok_after_error"] > 0  # it failed, then came back by itself
    assert seen["slowest"] < 15  # no call waited for ever


def test_the_api_pipelines_only_in_a_gevent_worker_and_only_when_the_setting_allows(monkeypatch):
    assert load_settings({}).redis_pipelined is True
    assert load_settings({"REDIS_PIPELINE": "0"}).redis_pipelined is False
