"""Game data survives a Redis crash and a lost connection: append-only persistence, every acknowledged action kept,
no move played twice."""

from __future__ import annotations

import contextlib
import os
import signal
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from service.app import dispose_app
from service.platform.embedded_redis import EmbeddedRedis
from tests.conftest import make_settings
from tests.games.helpers import create_game
from tests.support.client import ApiClient
from tests.support.lossy_proxy import LossyProxy
from tests.support.servers import free_port


@contextlib.contextmanager
def app_on_its_own_redis(tmp_path: Path, sqlite_url: str, **env: str) -> Iterator[tuple[EmbeddedRedis, ApiClient]]:
    """The app on a Redis server of its own, which a test may kill or stop."""
    from service.app import create_app

    redis = EmbeddedRedis(tmp_path / "redis", free_port()).start()
    app = create_app(make_settings(tmp_path, redis.url, sqlite_url, RATE_LIMITS_ENABLED="0", **env))
    try:
        yield redis, ApiClient(app.test_client())
    finally:
        dispose_app(app)
        redis.stop()


@pytest.mark.slow
def test_redis_killed_with_sigkill_and_restarted_keeps_every_acknowledged_action(tmp_path: Path, sqlite_url: str):
    with app_on_its_own_redis(tmp_path, sqlite_url) as (redis, client):
        token = client.new_user_token()
        game = create_game(client, token)
        acknowledged = 0
        for i in range(30):
            resp = client.post(
                f"/v1/games/{game['id']}/actions",
                token=token,
                json={"type": "adjust", "seat": "p1", "target": "p2", "counter": "life", "delta": 1, "reason": f"#{i}"},
            )
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


@pytest.mark.slow
def test_a_redis_that_stops_answering_fails_a_move_with_a_503_in_seconds_and_never_plays_it_later(
    tmp_path: Path, sqlite_url: str
):
    """REDIS_TIMEOUT_SECONDS — a Redis that neither answers nor closes (stopped, or cut off) fails a move with a 503
    within seconds, not a request held for ever; the move waited in Redis' socket and runs when it goes on, past the
    deadline its writer set, so it writes nothing: the phone that was told 503 may send it again without it being
    played twice."""
    with app_on_its_own_redis(tmp_path, sqlite_url, REDIS_TIMEOUT_SECONDS="1") as (redis, client):
        assert redis.process is not None
        token = client.new_user_token()
        game = create_game(client, token)
        url = f"/v1/games/{game['id']}/actions"
        assert client.post(url, token=token, json=_adjust("before")).status_code == 200
        os.kill(redis.process.pid, signal.SIGSTOP)
        try:
            started = time.monotonic()
            stuck = client.post(url, token=token, json=_adjust("while stopped"))
            waited = time.monotonic() - started
        finally:
            os.kill(redis.process.pid, signal.SIGCONT)
        assert stuck.status_code == 503 and stuck.headers["Retry-After"], stuck.get_json()
        assert waited < 5  # the write's timeout, then the log's
        time.sleep(0.5)  # Redis runs what its socket held
        played = client.post(url, token=token, json=_adjust("after"))
        assert played.status_code == 200 and played.get_json()["version"] == 3
        events = client.get(f"/v1/games/{game['id']}/events?limit=100", token=token).get_json()["items"]
        assert [e["action"]["reason"] for e in events[1:]] == ["before", "after"]


CREATE = b'"type":"game_created"'  # in the creation script's arguments only (its first entry)
CHECK_AND_SET = b"}:live"  # in a move's check-and-set only (the channel it publishes on)


def _adjust(reason: str) -> dict:
    return {"type": "adjust", "seat": "p1", "target": "p2", "counter": "life", "delta": 1, "reason": reason}


@pytest.fixture
def proxied(
    tmp_path: Path, redis_server: EmbeddedRedis, sqlite_url: str
) -> Iterator[tuple[LossyProxy, ApiClient, str]]:
    """The app on a Redis reached through a proxy that can lose a command or its reply, and a signed-in user who has
    created and played a game: the live store's scripts are loaded, so a lost script is the write itself (not a
    NOSCRIPT answer before it)."""
    from service.app import create_app

    with LossyProxy(redis_server.port) as proxy:
        app = create_app(make_settings(tmp_path, proxy.url, sqlite_url, RATE_LIMITS_ENABLED="0"))
        client = ApiClient(app.test_client())
        try:
            token = client.new_user_token()
            warm = create_game(client, token)
            assert client.post(f"/v1/games/{warm['id']}/actions", token=token, json=_adjust("warm")).status_code == 200
            yield proxy, client, token
        finally:
            dispose_app(app)


def test_a_creation_and_a_move_whose_replies_were_lost_are_made_once_and_answered(proxied):
    """Live store — a check-and-set whose connection dropped after Redis ran it (the answer lost) is answered as
    made, once: a 503 would have the phone send the move again and it would be played twice."""
    proxy, client, token = proxied
    proxy.lose_next_reply_to(CREATE)
    game = create_game(client, token)
    assert len(proxy.lost) == 1 and game["version"] == 1
    proxy.lose_next_reply_to(CHECK_AND_SET)
    played = client.post(f"/v1/games/{game['id']}/actions", token=token, json=_adjust("once"))
    assert played.status_code == 200, played.get_json()
    assert len(proxy.lost) == 2 and played.get_json()["version"] == 2
    events = client.get(f"/v1/games/{game['id']}/events?limit=100", token=token).get_json()["items"]
    assert [e["number"] for e in events] == [1, 2]
    assert events[1]["action"]["reason"] == "once"
    assert client.get(f"/v1/games/{game['id']}", token=token).get_json()["seats"][1]["life"] == 26


def test_a_move_lost_on_its_way_to_redis_is_a_503_and_its_retry_is_played_once(proxied):
    """Live store — a check-and-set that never reached Redis is not answered as made: 503, nothing written, and the
    client's retry under the same Idempotency-Key plays the move once."""
    proxy, client, token = proxied
    game = create_game(client, token)
    url, key = f"/v1/games/{game['id']}/actions", {"Idempotency-Key": "move-1"}
    proxy.lose_next(CHECK_AND_SET)
    lost = client.post(url, token=token, json=_adjust("retried"), headers=key)
    assert lost.status_code == 503 and lost.headers["Retry-After"] and len(proxy.lost) == 1
    assert client.get(f"/v1/games/{game['id']}", token=token).get_json()["version"] == 1
    retried = client.post(url, token=token, json=_adjust("retried"), headers=key)
    assert retried.status_code == 200 and retried.get_json()["version"] == 2
    again = client.post(url, token=token, json=_adjust("retried"), headers=key)
    assert again.get_json() == retried.get_json()  # the first answer, replayed
    events = client.get(f"/v1/games/{game['id']}/events?limit=100", token=token).get_json()["items"]
    assert [e["number"] for e in events] == [1, 2]


@pytest.mark.parametrize(
    ("script", "lose"),
    [
        pytest.param(b'"status":"in_flight"', "reply", id="the claim's reply"),
        pytest.param(b'"status":"done"', "reply", id="the kept answer's reply"),
        pytest.param(b'"status":"done"', "command", id="the kept answer itself"),
    ],
)
def test_an_idempotent_move_survives_a_lost_idempotency_script_and_its_retry_is_replayed(proxied, script, lose):
    """Idempotency-Key — its claim and its kept answer are scripts that may run twice, so one whose connection failed
    is sent once more: the move is played once, answered 200, and the client's retry gets that answer replayed."""
    proxy, client, token = proxied
    game = create_game(client, token)
    url, key = f"/v1/games/{game['id']}/actions", {"Idempotency-Key": f"move-{lose}"}
    (proxy.lose_next_reply_to if lose == "reply" else proxy.lose_next)(script)
    played = client.post(url, token=token, json=_adjust("idempotent"), headers=key)
    assert played.status_code == 200 and played.get_json()["version"] == 2, played.get_json()
    assert len(proxy.lost) == 1
    retried = client.post(url, token=token, json=_adjust("idempotent"), headers=key)
    assert retried.status_code == 200 and retried.headers["Idempotent-Replayed"] == "true"
    assert retried.get_json() == played.get_json()
    events = client.get(f"/v1/games/{game['id']}/events?limit=100", token=token).get_json()["items"]
    assert [e["number"] for e in events] == [1, 2]


def test_an_idempotent_move_whose_answer_cannot_be_kept_is_still_answered_and_never_played_again(proxied):
    """Idempotency-Key — Redis out of reach for both sends of the kept answer, after the move was made: the move's
    own answer stands (200), and the claim stands until it lapses, so a retry is told it is in progress (409)."""
    proxy, client, token = proxied
    game = create_game(client, token)
    url, key = f"/v1/games/{game['id']}/actions", {"Idempotency-Key": "move-unkept"}
    proxy.lose_next(b'"status":"done"', times=2)
    played = client.post(url, token=token, json=_adjust("unkept"), headers=key)
    assert played.status_code == 200 and played.get_json()["version"] == 2
    assert len(proxy.lost) == 2
    retried = client.post(url, token=token, json=_adjust("unkept"), headers=key)
    assert retried.status_code == 409 and retried.get_json()["code"] == "conflict"
    events = client.get(f"/v1/games/{game['id']}/events?limit=100", token=token).get_json()["items"]
    assert [e["number"] for e in events] == [1, 2]
