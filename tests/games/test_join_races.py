"""Joins of one game at the same moment, on PostgreSQL (``service.games.lobby.join``): a join locks the game's row
before it reads who sits where, so two joins of one game run one after the other. Before, both read the seats
before either wrote (READ COMMITTED): two players got one seat, or one account's two seats became one.

Each test runs a join (A) in its own unit of work and holds it open, uncommitted, while a second join (B) of the
same game runs in another; A commits once B waits on a lock (or has finished, as it did without the lock)."""

from __future__ import annotations

import threading
from typing import Any

import pytest
from flask import Flask
from sqlalchemy import select

from service.accounts.identity import Principal
from service.games import lobby
from service.games.access import drop_access
from service.games.models import GameMember
from service.platform.errors import Conflict
from tests.games.helpers import create_game
from tests.support.client import ApiClient
from tests.support.pg_locks import lock_wait_seen

pytestmark = pytest.mark.parametrize(
    "database_url", [pytest.param("postgres", marks=pytest.mark.postgres)], indirect=True
)

WAIT_SECONDS = 20


def _principal(client: ApiClient, token: str) -> Principal:
    me = client.get("/v1/me", token=token).get_json()
    return Principal(me["id"], me["username"], False, frozenset({"games:read", "games:write"}), "token", "tok-join")


def _race(app: Flask, game: dict[str, Any], first: dict[str, Any], second: dict[str, Any]) -> dict[str, Any]:
    """Join ``game`` with ``first`` (keyword arguments of ``lobby.join``) and, while that unit is still open, with
    ``second`` in another unit. Returns each one's ``Joined`` or the exception it raised, under "a" and "b"."""
    services = app.extensions["companion"]
    db = services.db
    a_joined, b_done = threading.Event(), threading.Event()
    outcome: dict[str, Any] = {}

    def join(**kwargs: Any) -> lobby.Joined:
        return lobby.join(
            live=True,
            secret_key=services.settings.secret_key,
            game_id=game["id"],
            join_code=game["join_code"],
            **kwargs,
        )

    def unit_a() -> None:
        try:
            with db.session() as session:  # commits as the block ends
                outcome["a"] = join(session=session, **first)
                a_joined.set()
                lock_wait_seen(db, seconds=WAIT_SECONDS, unless=b_done)
        except BaseException as exc:
            outcome["a"] = exc
        finally:
            a_joined.set()

    def unit_b() -> None:
        a_joined.wait(WAIT_SECONDS)
        try:
            with db.session() as session:
                outcome["b"] = join(session=session, **second)
        except BaseException as exc:
            outcome["b"] = exc
        finally:
            b_done.set()

    threads = [threading.Thread(target=unit_a), threading.Thread(target=unit_b)]
    for t in threads:
        t.start()
    for t in threads:
        t.join(60)
    assert not any(t.is_alive() for t in threads), "a join never finished"
    drop_access(services.cache, game["id"])  # as the join resource does after its commit
    return outcome


def _players(app: Flask, game_id: str) -> list[GameMember]:
    with app.extensions["companion"].db.read() as session:
        query = select(GameMember).where(GameMember.game_id == game_id, GameMember.role == "player")
        return list(session.scalars(query))


def test_two_guests_taking_one_seat_at_once_one_gets_it(db_app: Flask) -> None:
    """Lobby — a seat has one player: two guests join seat p1 at the same moment; the first holds it, the second
    is refused with 409 ``seat-taken`` (as when it joins after), and p1 has one player."""
    client = ApiClient(db_app.test_client())
    game = create_game(client, client.new_user_token())

    outcome = _race(
        db_app, game, {"seat": "p1", "principal": None, "name": "Kim"}, {"seat": "p1", "principal": None, "name": "Lou"}
    )

    assert isinstance(outcome["a"], lobby.Joined), outcome
    assert isinstance(outcome["b"], Conflict) and outcome["b"].code == "seat-taken", outcome
    assert [(m.name, m.seats) for m in _players(db_app, game["id"])] == [("Kim", ["p1"])]
    taken = client.post(f"/v1/games/{game['id']}/join", json={"join_code": game["join_code"], "seat": "p1"})
    assert taken.status_code == 409 and taken.get_json()["code"] == "seat-taken"


@pytest.mark.parametrize("watching_first", [True, False], ids=["spectator-first", "new-member"])
def test_one_account_taking_two_seats_at_once_keeps_both(db_app: Flask, watching_first: bool) -> None:
    """Lobby — a seat has one player, and a player keeps every seat they took: one account joins p1 and p2 from
    two phones at the same moment (already watching the game, or not yet a member); it ends with both seats, and
    each join succeeds (the second sees the first's membership and adds to it)."""
    client = ApiClient(db_app.test_client())
    game = create_game(client, client.new_user_token())
    token = client.new_user_token()
    if watching_first:
        watch = client.post(f"/v1/games/{game['id']}/join", token=token, json={"join_code": game["join_code"]})
        assert watch.status_code == 200 and watch.get_json()["role"] == "spectator"
    principal = _principal(client, token)

    outcome = _race(db_app, game, {"seat": "p1", "principal": principal}, {"seat": "p2", "principal": principal})

    assert isinstance(outcome["a"], lobby.Joined) and isinstance(outcome["b"], lobby.Joined), outcome
    assert [(m.user_id, m.seats) for m in _players(db_app, game["id"])] == [(principal.user_id, ["p1", "p2"])]
    view = client.get(f"/v1/games/{game['id']}", token=token).get_json()
    assert view["viewer"]["controls"] == ["p1", "p2"]
