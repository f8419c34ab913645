"""A unit of work that loses to another over locks on PostgreSQL (a deadlock, a lock timeout) is a 503 to retry, told
by PostgreSQL's error code, never by the words of its message (service/platform/db.py ``is_busy_error``)."""

from __future__ import annotations

import threading

import pytest
from sqlalchemy import create_engine, text
from sqlalchemy.exc import OperationalError

from service.platform.db import is_busy_error
from tests.support.client import ApiClient

pytestmark = pytest.mark.postgres


def _lock_timeout(pg_url: str) -> OperationalError:
    """A statement that waited for an advisory lock held elsewhere longer than its ``lock_timeout``."""
    engine = create_engine(pg_url)
    try:
        with engine.connect() as holder, engine.connect() as waiter:
            holder.execute(text("SELECT pg_advisory_lock(39001)"))
            waiter.execute(text("SET lock_timeout = '50ms'"))
            with pytest.raises(OperationalError) as caught:
                waiter.execute(text("SELECT pg_advisory_lock(39001)"))
            holder.execute(text("SELECT pg_advisory_unlock(39001)"))
        return caught.value
    finally:
        engine.dispose()


def _deadlock(pg_url: str) -> OperationalError:
    """Two transactions that each hold the advisory lock the other then asks for: PostgreSQL fails one."""
    engine = create_engine(pg_url)
    both_hold = threading.Barrier(2, timeout=20)
    failures: list[OperationalError] = []

    def take(first: int, second: int) -> None:
        try:
            with engine.connect() as conn, conn.begin():  # the one that lost is rolled back
                conn.execute(text("SELECT pg_advisory_xact_lock(:k)"), {"k": first})
                both_hold.wait()
                conn.execute(text("SELECT pg_advisory_xact_lock(:k)"), {"k": second})
        except OperationalError as exc:
            failures.append(exc)

    threads = [threading.Thread(target=take, args=pair) for pair in ((39002, 39003), (39003, 39002))]
    try:
        for t in threads:
            t.start()
        for t in threads:
            t.join(30)
    finally:
        engine.dispose()
    assert len(failures) == 1, failures
    return failures[0]


def test_a_lock_timeout_and_a_deadlock_are_busy_by_their_codes(pg_url):
    timeout, deadlock = _lock_timeout(pg_url), _deadlock(pg_url)
    assert timeout.orig.sqlstate == "55P03" and "locked" not in str(timeout.orig)  # "canceling ... lock timeout"
    assert deadlock.orig.sqlstate == "40P01"
    assert is_busy_error(timeout) and is_busy_error(deadlock)


@pytest.mark.parametrize("database_url", ["postgres"], indirect=True)
def test_a_unit_of_work_that_lost_over_locks_is_a_503_to_retry(app, client: ApiClient, pg_url):
    lost = _lock_timeout(pg_url)

    def view() -> None:
        raise lost

    app.add_url_rule("/v1/test-lost-over-locks", "test_lost_over_locks", view)
    resp = client.get("/v1/test-lost-over-locks")
    assert resp.status_code == 503
    assert resp.headers["Retry-After"] == "1"
    assert resp.headers["Content-Type"] == "application/problem+json"
    assert resp.get_json()["detail"] == "The database is busy; retry."
