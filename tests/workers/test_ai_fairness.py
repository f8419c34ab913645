"""AI isolation: one account cannot starve everyone's AI, and the limits that keep it so.

The fairness test runs the workers as `companion dev` does — an AI worker (2 processes) beside the default one —
on a broker of its own.
"""

from __future__ import annotations

import os
import time
from datetime import datetime
from pathlib import Path

import pytest

from service.app import create_app, dispose_app
from service.platform.embedded_redis import EmbeddedRedis
from tests.conftest import make_settings
from tests.games.test_engine_mode import engine_body, wait_until
from tests.service.test_errors import assert_problem
from tests.support.client import ApiClient
from tests.support.servers import free_port, start_worker, stop_process_group, wait_for_worker

MAX_BUDGET_MS = 5000


def _ai_first(budget_ms: int, seed: int) -> dict:
    """An Achroma engine game whose AI decides at once (both seats decide their opening hands together)."""
    body = engine_body(seed=seed)
    body["players"][1]["ai"] = {"level": "hard", "budget_ms": budget_ms}
    return body


def _ai_entries(client: ApiClient, token: str, game_id: str) -> list[dict]:
    items = client.get(f"/v1/games/{game_id}/events?limit=1000", token=token).get_json()["items"]
    return [e for e in items if str(e.get("by", "")).startswith("AI (")]


def _moved_at(entries: list[dict]) -> datetime:
    return datetime.fromisoformat(entries[0]["at"])


@pytest.mark.slow
@pytest.mark.timeout(180)
def test_one_account_at_the_maximum_budget_cannot_hold_back_another_accounts_ai(tmp_path: Path, sqlite_url):
    """AI isolation: while one user runs three engine games at the maximum budget, another user's AI, asked later,
    moves first: it does not wait behind the first user's decisions (5 s each). Order, not a clock, is checked, so a
    loaded machine cannot fail it."""
    redis = EmbeddedRedis(tmp_path / "redis", free_port()).start()
    settings = make_settings(tmp_path, redis.url, sqlite_url)
    env = dict(
        os.environ,
        DATA_DIR=str(tmp_path),
        REDIS_URL=redis.url,
        DATABASE_URL=sqlite_url,
        SECRET_KEY=settings.secret_key,
        LOG_LEVEL="INFO",
        STRICT_UNIT_OF_WORK="1",
    )
    workers = [
        start_worker(env, role="ai", concurrency=2, log=tmp_path / "ai.log"),
        start_worker(env, role="default", concurrency=1, log=tmp_path / "default.log"),
    ]
    app = create_app(settings)
    client = ApiClient(app.test_client())
    try:
        from service.platform.celery_app import make_celery

        wait_for_worker(make_celery(settings))
        heavy, light = client.new_user_token(), client.new_user_token()
        heavy_games = []
        for seed in (1, 2, 3):
            created = client.post("/v1/games", token=heavy, json=_ai_first(MAX_BUDGET_MS, seed))
            assert created.status_code == 201, created.get_json()
            heavy_games.append(created.get_json()["id"])
        time.sleep(1.5)  # the heavy account's AI is thinking now (5 s a decision)

        created = client.post("/v1/games", token=light, json=_ai_first(500, 9))
        assert created.status_code == 201, created.get_json()
        game_id = created.get_json()["id"]
        wait_until(lambda: _ai_entries(client, light, game_id), timeout=60, step=0.05)
        light_moved = _moved_at(_ai_entries(client, light, game_id))
        # and the heavy account's games are played all the while, their first move after the light account's
        wait_until(lambda: all(_ai_entries(client, heavy, g) for g in heavy_games), timeout=90)
        heavy_moved = min(_moved_at(_ai_entries(client, heavy, g)) for g in heavy_games)
        assert light_moved < heavy_moved, (light_moved, heavy_moved)
    finally:
        dispose_app(app)
        for worker in workers:
            stop_process_group(worker)
        redis.stop()


def test_ai_limits_budget_over_the_cap_is_refused(client):
    """AI limits: a thinking budget above 5 s is a 422 naming the field."""
    token = client.new_user_token()
    refused = client.post("/v1/games", token=token, json=_ai_first(MAX_BUDGET_MS + 1, 1))
    assert_problem(refused, 422, "validation-error")
    assert "budget_ms" in refused.get_json()["errors"]["json"]["players"]["1"]["ai"]


def test_ai_limits_a_game_of_ai_seats_only_is_a_simulation(client):
    """AI limits: every seat played by the AI is refused (422): that is what simulations are for."""
    token = client.new_user_token()
    body = _ai_first(100, 1)
    body["players"][0]["ai"] = {"level": "random", "budget_ms": 100}
    refused = client.post("/v1/games", token=token, json=body)
    assert_problem(refused, 422, "validation-error")
    assert "simulation" in str(refused.get_json()["errors"]).lower()


def test_ai_limits_games_against_the_ai_in_progress_per_account(make_app):
    """AI limits: an account has at most AI_GAMES_PER_USER games against the AI in progress (429 beyond); one that
    ends frees its place."""
    client = ApiClient(make_app(AI_GAMES_PER_USER="2").test_client())
    token, other = client.new_user_token(), client.new_user_token()
    ids = []
    for seed in (1, 2):
        created = client.post("/v1/games", token=token, json=_ai_first(100, seed))
        assert created.status_code == 201, created.get_json()
        ids.append(created.get_json()["id"])
    third = client.post("/v1/games", token=token, json=_ai_first(100, 3))
    assert_problem(third, 429, "ai-game-limit")
    assert client.post("/v1/games", token=other, json=_ai_first(100, 3)).status_code == 201  # per account
    conceded = client.post(f"/v1/games/{ids[0]}/actions", token=token, json={"type": "concede", "seat": "p1"})
    assert conceded.status_code == 200, conceded.get_json()
    assert client.post("/v1/games", token=token, json=_ai_first(100, 4)).status_code == 201
