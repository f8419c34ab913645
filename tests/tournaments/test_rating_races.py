"""Ratings rated at once on PostgreSQL: two tables that rate the same user in two units of work (a tournament match
and an archived game finishing together) both count, one after the other (``service.tournaments.ratings``)."""

from __future__ import annotations

import threading
from typing import Any

import pytest
from sqlalchemy import select

from rules.tournaments.ratings import DEFAULT_MU, DEFAULT_SIGMA, rate_table
from service.tournaments import ratings
from service.tournaments.models import PlayerRating
from tests.support.client import ApiClient
from tests.support.pg_locks import lock_wait_seen

pytestmark = pytest.mark.parametrize(
    "database_url", [pytest.param("postgres", marks=pytest.mark.postgres)], indirect=True
)


def _users(client: ApiClient, count: int) -> list[str]:
    return [client.get("/v1/me", token=client.new_user_token()).get_json()["id"] for _ in range(count)]


def _rate_two_tables_at_once(db: Any, winner: str, loser: str) -> list[BaseException]:
    """Two games won by ``winner`` rated in two units: the first written and flushed, held open until the second
    waits on a lock (or 3 s pass), then committed."""
    written, errors = threading.Event(), []

    def rate(game_id: str, hold: bool) -> None:
        try:
            with db.session() as session:
                ratings._apply(session, "arcane", {"a": winner, "b": loser}, [["a"], ["b"]], "game", game_id)
                session.flush()
                if hold:
                    written.set()
                    lock_wait_seen(db, seconds=3.0)
        except BaseException as exc:
            errors.append(exc)
        finally:
            written.set()

    first = threading.Thread(target=rate, args=("g-first", True))
    first.start()
    written.wait(20)
    second = threading.Thread(target=rate, args=("g-second", False))
    second.start()
    for t in (first, second):
        t.join(30)
    return errors


def _expected_after_two_wins() -> tuple[float, float]:
    once = rate_table({}, [["a"], ["b"]])
    twice = rate_table(once, [["a"], ["b"]])
    return twice["a"].mu, twice["a"].sigma


@pytest.mark.parametrize("rated_before", [False, True], ids=["first rating", "rated before"])
def test_two_tables_rating_one_user_at_once_both_count(db_app, rated_before: bool):
    """Ratings — each table rates each user once: two wins rated at once leave the winner rated twice (two tables,
    the rating two wins give), where the second unit's write lost the first's (or, for a first rating, failed on
    the key)."""
    client = ApiClient(db_app.test_client())
    winner, loser = _users(client, 2)
    db = db_app.extensions["companion"].db
    if rated_before:  # both at the default rating, with a row each
        with db.session() as session:
            session.add_all(
                PlayerRating(user_id=u, ruleset="arcane", mu=DEFAULT_MU, sigma=DEFAULT_SIGMA, tables=0)
                for u in (winner, loser)
            )
    assert _rate_two_tables_at_once(db, winner, loser) == []
    with db.read() as session:
        row = session.scalars(select(PlayerRating).where(PlayerRating.user_id == winner)).one()
    assert row.tables == 2
    assert (row.mu, row.sigma) == pytest.approx(_expected_after_two_wins())
