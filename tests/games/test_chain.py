"""Evidence a judge can trust: every game's log is hash-chained, and GET /v1/games/{id}/verify recomputes it."""

from __future__ import annotations

import orjson

from service.games import chain
from service.games.store import events_key
from tests.games.helpers import act, create_game


def _adjust(client, token, game_id: str, delta: int) -> dict:
    return act(client, token, game_id, type="adjust", seat="p1", target="p1", counter="life", delta=delta, reason="r")


def test_each_entry_carries_the_hash_of_itself_and_the_one_before(client):
    token = client.new_user_token()
    game = create_game(client, token)
    for delta in (-2, 1, -1):
        _adjust(client, token, game["id"], delta)
    client.post(f"/v1/games/{game['id']}/undo", token=token)
    items = client.get(f"/v1/games/{game['id']}/events", token=token).get_json()["items"]
    previous = chain.GENESIS
    for entry in items:
        assert entry["hash"] == chain.entry_hash(entry, previous)
        previous = entry["hash"]
    document = client.get(f"/v1/games/{game['id']}", token=token).get_json()
    assert document["chain_head"] == previous
    checked = client.get(f"/v1/games/{game['id']}/verify", token=token).get_json()
    assert checked == {
        "game_id": game["id"],
        "entries": 5,
        "chained": True,
        "intact": True,
        "first_broken": None,
        "chain_head": previous,
        "matches_game": True,
        "replay": "pending",  # the game goes on: its seed is not revealed yet
    }


def test_an_entry_edited_in_the_store_breaks_the_chain_at_that_entry(app, client):
    token = client.new_user_token()
    game = create_game(client, token)
    for delta in (-2, -3):
        _adjust(client, token, game["id"], delta)
    redis = app.extensions["companion"].redis
    key = events_key(game["id"])
    second = orjson.loads(redis.lindex(key, 1))
    second["action"]["delta"] = -20  # someone rewrites history
    redis.lset(key, 1, orjson.dumps(second))
    checked = client.get(f"/v1/games/{game['id']}/verify", token=token).get_json()
    assert checked["intact"] is False and checked["first_broken"] == 2 and checked["matches_game"] is False


def test_a_removed_entry_breaks_the_chain(app, client):
    token = client.new_user_token()
    game = create_game(client, token)
    for delta in (-1, -1, -1):
        _adjust(client, token, game["id"], delta)
    redis = app.extensions["companion"].redis
    key = events_key(game["id"])
    entries = redis.lrange(key, 0, -1)
    redis.delete(key)
    redis.rpush(key, *[e for i, e in enumerate(entries) if i != 2])
    checked = client.get(f"/v1/games/{game['id']}/verify", token=token).get_json()
    assert checked["intact"] is False and checked["first_broken"] == 3


def test_an_outsider_cannot_verify_a_game(client):
    token, outsider = client.new_user_token(), client.new_user_token()
    game = create_game(client, token)
    assert client.get(f"/v1/games/{game['id']}/verify", token=outsider).status_code == 404


def test_an_archived_game_verifies_from_its_log_in_sql(app, client):
    from service.games.archive import archive_game
    from service.games.store import LiveStore

    token = client.new_user_token()
    game = create_game(client, token)
    _adjust(client, token, game["id"], -4)
    act(client, token, game["id"], type="concede", seat="p1")
    svc = app.extensions["companion"]
    store = LiveStore(svc.redis)
    archive_game(db=svc.db, store=store, settings=svc.settings, game_id=game["id"])
    store.delete(game["id"])  # gone from Redis: read from SQL now
    document = client.get(f"/v1/games/{game['id']}", token=token).get_json()
    assert document["archived"] is True and document["chain_head"]
    checked = client.get(f"/v1/games/{game['id']}/verify", token=token).get_json()
    assert checked["intact"] is True and checked["matches_game"] is True and checked["entries"] == 3
