"""Game data survives a Redis crash: append-only persistence, every acknowledged action kept."""

from __future__ import annotations

import time
from pathlib import Path

import pytest

from service.app import dispose_app
from service.embedded_redis import EmbeddedRedis
from tests.conftest import make_settings
from tests.games.helpers import create_game
from tests.support.client import ApiClient
from tests.support.servers import free_port


@pytest.mark.slow
def test_redis_killed_with_sigkill_and_restarted_keeps_every_acknowledged_action(tmp_path: Path, sqlite_url: str):
    from service.app import create_app

    redis = EmbeddedRedis(tmp_path / "redis", free_port()).start()
    app = create_app(make_settings(tmp_path, redis.url, sqlite_url, RATE_LIMITS_ENABLED="0"))
    client = ApiClient(app.test_client())
    try:
        token = client.new_user_token()
        game = create_game(client, token)
        acknowledged = 0
        for i in range(30):
            resp = client.post(f"/v1/games/{game['id']}/actions", token=token,
                               json={"type": "adjust", "seat": "p1", "target": "p2", "counter": "life", "delta": 1,
                                     "reason": f"#{i}"})  # fmt: skip
            assert resp.status_code == 200
            acknowledged += 1
        redis.kill()  # SIGKILL: no shutdown, no final save
        down = client.post(f"/v1/games/{game['id']}/actions", token=token, json={"type": "concede", "seat": "p1"})
        assert down.status_code == 503 and down.headers["Retry-After"]
        redis.start()
        deadline = time.monotonic() + 10
        while True:
            resp = client.get(f"/v1/games/{game['id']}", token=token)
            if resp.status_code == 200 or time.monotonic() > deadline:
                break
            time.sleep(0.1)
        game_now = resp.get_json()
        assert game_now["version"] == 1 + acknowledged
        assert game_now["seats"][1]["life"] == 25 + acknowledged
        events = client.get(f"/v1/games/{game['id']}/events?limit=100", token=token).get_json()["items"]
        assert [e["action"]["reason"] for e in events[1:]] == [f"#{i}" for i in range(30)]
    finally:
        dispose_app(app)
        redis.stop()
