"""A game's creation that no replica confirmed changes nothing (``service.games.play.create_game``).

"Bad input gets a clear error and changes nothing … no partial write may survive a failed request." A creation is
answered 503 when its Redis write is not known to be on a replica (``service.platform.durability``); were the write
then lost with its primary, a SQL row kept beside it would name a game nobody holds — never readable (404), yet
counted among its creator's games in play for ever. So the creation is undone and refused, and its retry creates the
game anew. A single Redis with ``REDIS_WAIT_REPLICAS=1`` has no replica to confirm anything: every write is
unconfirmed, as a primary's are while it fails over.
"""

from __future__ import annotations

import redis
from sqlalchemy import func, select

from service.games.models import Game, GameMember
from tests.games.helpers import PLAYERS
from tests.support.client import ApiClient

UNCONFIRMED = {"REDIS_WAIT_REPLICAS": "1", "REDIS_WAIT_TIMEOUT_MS": "10"}


def _sql_games(app) -> tuple[int, int]:
    with app.extensions["companion"].db.session() as session:
        return (
            session.scalar(select(func.count()).select_from(Game)) or 0,
            session.scalar(select(func.count()).select_from(GameMember)) or 0,
        )


def _live_game_keys(url: str) -> list[bytes]:
    """A game's keys in Redis; not the marker ``WAIT`` follows (``durability.marker_key``), which lapses in a minute."""
    keys = redis.Redis.from_url(url).scan_iter(match="game:{*", count=1000)
    return sorted(k for k in keys if not k.endswith(b":replicated"))


def test_a_creation_no_replica_confirmed_leaves_no_game_anywhere(make_app, redis_server):
    app = make_app(**UNCONFIRMED)
    client = ApiClient(app.test_client())
    token = client.new_user_token()
    before, keys_before = _sql_games(app), _live_game_keys(redis_server.url)
    body = {"ruleset": "arcane", "players": PLAYERS["arcane"], "seed": 7}
    for headers in ({}, {"Idempotency-Key": "create-once"}, {"Idempotency-Key": "create-once"}):
        resp = client.post("/v1/games", token=token, json=body, headers=headers)
        assert resp.status_code == 503, resp.get_json()
        assert resp.headers["Content-Type"] == "application/problem+json"
        assert resp.get_json()["code"] == "write-not-replicated" and resp.headers["Retry-After"]
        assert _sql_games(app) == before  # no row, no membership
        assert _live_game_keys(redis_server.url) == keys_before  # and no live game
    listed = client.get("/v1/games", token=token)
    assert listed.status_code == 200 and listed.get_json()["items"] == []


def test_the_retry_creates_the_game_once_a_replica_confirms_again(make_app):
    """The same Idempotency-Key, after a refused creation, creates the game (the refusal kept no answer to replay)."""
    refused, confirmed = make_app(**UNCONFIRMED), make_app()
    token = ApiClient(refused.test_client()).new_user_token()
    body = {"ruleset": "arcane", "players": PLAYERS["arcane"], "seed": 7}
    headers = {"Idempotency-Key": "create-after-failover"}
    first = ApiClient(refused.test_client()).post("/v1/games", token=token, json=body, headers=headers)
    assert first.status_code == 503
    again = ApiClient(confirmed.test_client()).post("/v1/games", token=token, json=body, headers=headers)
    assert again.status_code == 201, again.get_json()
    game = ApiClient(confirmed.test_client()).get(f"/v1/games/{again.get_json()['id']}", token=token)
    assert game.status_code == 200 and _sql_games(confirmed)[0] >= 1
