"""Idle games are archived as abandoned and stay readable; archiving twice changes nothing."""

from __future__ import annotations

import time

from service.games.archive import archive_game, expire_idle
from service.games.store import LiveStore, game_key
from tests.games.helpers import act, create_game


def test_an_idle_game_is_archived_as_abandoned_and_still_readable(app, client):
    token = client.new_user_token()
    game = create_game(client, token)
    act(client, token, game["id"], type="adjust", seat="p1", target="p2", counter="life", delta=-1, reason="r")
    svc = app.extensions["companion"]
    store = LiveStore(svc.redis)
    later = time.time() + svc.settings.game_idle_ttl_seconds + 60
    result = expire_idle(db=svc.db, store=store, settings=svc.settings, now=later)
    assert game["id"] in result["archived"]
    assert not svc.redis.exists(game_key(game["id"]))
    body = client.get(f"/v1/games/{game['id']}", token=token).get_json()
    assert body["archived"] is True and body["abandoned"] is True and body["version"] == 2
    assert body["seats"][1]["life"] == 24
    listed = client.get("/v1/games?lifecycle=abandoned", token=token).get_json()["items"]
    assert [g["id"] for g in listed] == [game["id"]]


def test_a_game_still_in_use_is_not_expired(app, client):
    token = client.new_user_token()
    game = create_game(client, token)
    svc = app.extensions["companion"]
    result = expire_idle(db=svc.db, store=LiveStore(svc.redis), settings=svc.settings, now=time.time())
    assert game["id"] not in result["archived"]
    assert client.get(f"/v1/games/{game['id']}", token=token).get_json()["archived"] is False


def test_archiving_is_idempotent_and_skips_a_game_undone_back_to_life(app, client):
    token = client.new_user_token()
    game = create_game(client, token)
    act(client, token, game["id"], type="concede", seat="p1")
    svc = app.extensions["companion"]
    store = LiveStore(svc.redis)
    for _ in range(2):  # a redelivered task writes the same rows again
        assert archive_game(db=svc.db, store=store, settings=svc.settings, game_id=game["id"])["events"] == 2
    undone = client.post(f"/v1/games/{game['id']}/undo", token=token).get_json()
    assert undone["game"]["status"] == "active"
    again = archive_game(db=svc.db, store=store, settings=svc.settings, game_id=game["id"])
    assert again["archived"] is False


def test_an_archived_game_between_two_joined_players_updates_their_ratings(app, client):
    from sqlalchemy import select

    from service.tournaments.models import PlayerRating
    from service.tournaments.ratings import rate_game

    owner, alice, bob = client.new_user_token(), client.new_user_token(), client.new_user_token()
    game = create_game(client, owner)
    for token, seat in ((alice, "p1"), (bob, "p2")):
        joined = client.post(
            f"/v1/games/{game['id']}/join", token=token, json={"join_code": game["join_code"], "seat": seat}
        )
        assert joined.status_code == 200
    act(client, bob, game["id"], type="concede", seat="p2")  # alice wins
    svc = app.extensions["companion"]
    for _ in range(2):  # archived and rated twice (redelivered tasks): rated once
        archive_game(db=svc.db, store=LiveStore(svc.redis), settings=svc.settings, game_id=game["id"])
        with svc.db.session() as session:
            rate_game(session=session, game_id=game["id"])
    ids = {t: client.get("/v1/me", token=t).get_json()["id"] for t in (alice, bob)}
    with svc.db.session() as session:
        ratings = {r.user_id: r for r in session.scalars(select(PlayerRating).where(PlayerRating.ruleset == "arcane"))}
    assert ratings[ids[alice]].mu > ratings[ids[bob]].mu
    assert ratings[ids[alice]].tables == ratings[ids[bob]].tables == 1
