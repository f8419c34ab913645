"""ai.take_turn runs with acks_late: a worker process killed mid-decision hands the turn to another, and the
turn is taken exactly once."""

from __future__ import annotations

import os
import signal
import time
from pathlib import Path

import psutil
import pytest

from service.app import dispose_app
from service.platform.embedded_redis import EmbeddedRedis
from tests.conftest import make_settings
from tests.support.client import ApiClient
from tests.support.servers import free_port, start_worker, stop_process_group, wait_for_worker


@pytest.mark.slow
def test_killing_the_worker_process_mid_turn_hands_the_turn_to_another_exactly_once(tmp_path: Path, sqlite_url):
    from service.app import create_app
    from service.platform.celery_app import make_celery

    redis = EmbeddedRedis(tmp_path / "redis", free_port()).start()  # a broker only this test's worker reads
    settings = make_settings(tmp_path, redis.url, sqlite_url)
    env = dict(
        os.environ,
        DATA_DIR=str(tmp_path),
        REDIS_URL=redis.url,
        DATABASE_URL=sqlite_url,
        SECRET_KEY=settings.secret_key,
        LOG_LEVEL="INFO",
    )
    worker = start_worker(env, concurrency=1, log=tmp_path / "worker.log")
    app = create_app(settings)
    client = ApiClient(app.test_client())
    try:
        wait_for_worker(make_celery(settings))
        token = client.new_user_token()
        bot = {"name": "Bot", "deck": "salum-arcana", "ai": {"level": "hard", "budget_ms": 2000}}
        players = [{"name": "Me", "deck": "draco-skyfire"}, bot]
        body = {"ruleset": "achroma", "mode": "engine", "seed": 5, "options": {"max_turns": 4}, "players": players}
        gid = client.post("/v1/games", token=token, json=body).get_json()["id"]  # the AI must decide its mulligan
        main = psutil.Process(worker.pid)
        first_child = next(iter(main.children()))
        time.sleep(0.8)  # it is thinking now (2 s budget)
        first_child.send_signal(signal.SIGKILL)

        def ai_entries() -> list[dict]:
            items = client.get(f"/v1/games/{gid}/events?limit=1000", token=token).get_json()["items"]
            return [e for e in items if e["by"] == "AI (hard)"]

        deadline = time.monotonic() + 60
        while not ai_entries() and time.monotonic() < deadline:
            time.sleep(0.2)
        time.sleep(3)  # had the turn been taken twice, the second decision would land by now
        entries = ai_entries()
        # the opening decision (keep, or the one mulligan), taken once, by the AI's seat
        assert [(e["action"]["type"], e["action"]["seat"]) for e in entries] in (
            [("keep", "p2")],
            [("mulligan", "p2")],
        ), entries
        assert first_child.pid not in [c.pid for c in main.children()]  # another process took the turn
    finally:
        dispose_app(app)
        stop_process_group(worker)
        redis.stop()
