"""The pool's connections are opened and primed before the first burst (service/platform/db_warm.py): a tournament's
first
round takes connections the pool already holds, and opens none of its own."""

from __future__ import annotations

import threading
from collections.abc import Callable, Iterator

import pytest
from sqlalchemy import event, text

from service.platform.db import Database
from service.platform.db_warm import priming_statements, start_warming, warm_pool
from service.platform.model_base import Base
from tests.support.servers import free_port


@pytest.fixture
def databases() -> Iterator[Callable[..., Database]]:
    """Databases made for a test, each with its own pool, disposed of after it."""
    made: list[Database] = []

    def make(url: str, **options: int) -> Database:
        made.append(Database(url, **options))
        return made[-1]

    yield make
    for database in made:
        database.dispose()


def _count_connects(database: Database) -> list[int]:
    opened: list[int] = []
    event.listen(database.engine, "connect", lambda *_: opened.append(1))
    return opened


@pytest.mark.postgres
def test_a_warmed_pool_serves_a_burst_without_opening_a_connection(pg_url, databases):
    database = databases(pg_url, pool_size=6, max_overflow=4)
    opened = _count_connects(database)
    assert warm_pool(database, connections=6) == 6
    assert len(opened) == 6
    assert database.engine.pool.checkedin() == 6  # given back, and kept

    burst = threading.Barrier(6)
    pids: list[int] = []

    def request() -> None:
        with database.read() as session:
            burst.wait(timeout=10)  # all six hold a connection at once
            pids.append(int(session.execute(text("SELECT pg_backend_pid()")).scalar_one()))

    threads = [threading.Thread(target=request) for _ in range(6)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert len(set(pids)) == 6
    assert len(opened) == 6  # the burst took the warmed connections


@pytest.mark.postgres
def test_warming_primes_each_connection_with_every_tables_indexes(pg_url, databases):
    """Each new backend has planned a read of every table: its catalog caches hold them before a request comes."""
    database = databases(pg_url, pool_size=2, max_overflow=0)
    statements: list[str] = []
    event.listen(database.engine, "before_cursor_execute", lambda _c, _cur, statement, *_: statements.append(statement))
    assert warm_pool(database, connections=2) == 2
    read = [s for s in statements if s.lstrip().upper().startswith("SELECT")]
    assert len(read) == 2 * len(priming_statements(Base.metadata.sorted_tables))
    for table in Base.metadata.sorted_tables:
        assert any(f"FROM {table.name}" in s for s in read), table.name


@pytest.mark.postgres
def test_warming_never_keeps_more_than_the_pool_does(pg_url, databases):
    database = databases(pg_url, pool_size=3, max_overflow=10)
    opened = _count_connects(database)
    assert warm_pool(database, connections=8) == 3  # the other 5 would be closed as they were given back
    assert len(opened) == 3 and database.engine.pool.checkedin() == 3


def test_a_database_that_cannot_be_reached_is_logged_not_raised(databases):
    database = databases(f"postgresql+psycopg://postgres@127.0.0.1:{free_port()}/none", pool_size=2, max_overflow=0)
    assert warm_pool(database, connections=2) == 0


def test_sqlite_warms_nothing(sqlite_url, databases):
    database = databases(sqlite_url)
    opened = _count_connects(database)
    assert start_warming(database, connections=20) is None
    assert warm_pool(database, connections=20) == 0 and opened == []


@pytest.mark.postgres
def test_the_worker_warms_in_the_background(pg_url, databases):
    database = databases(pg_url, pool_size=2, max_overflow=0)
    assert start_warming(database, connections=0) is None
    thread = start_warming(database, connections=2)
    assert thread is not None and thread.daemon
    thread.join(timeout=30)
    assert database.engine.pool.checkedin() == 2
