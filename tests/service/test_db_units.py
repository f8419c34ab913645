"""Units of work and their connections: no round trip that does no work, a lost connection never outlives one
request, and a burst's connections are kept for the next (service/platform/db.py, service/platform/settings.py)."""

from __future__ import annotations

import threading

import psycopg
import pytest
from sqlalchemy import create_engine, event, select, text
from sqlalchemy.exc import OperationalError

from service.accounts.models import User
from service.platform import db as db_module
from service.platform.db import Database, UnitOfWorkViolation, assert_no_write_transaction
from service.platform.settings import load_settings
from tests.support.client import ApiClient


def _backend_pid(database: Database) -> int:
    with database.read() as session:
        return int(session.execute(text("SELECT pg_backend_pid()")).scalar_one())


def _terminate(url: str, pid: int) -> None:
    """What a server restart or an idle timeout does to one connection."""
    admin = create_engine(url)
    with admin.connect() as conn:
        assert conn.execute(text("SELECT pg_terminate_backend(:pid)"), {"pid": pid}).scalar_one()
    admin.dispose()


@pytest.fixture
def one_connection(pg_url: str, monkeypatch: pytest.MonkeyPatch):
    def make(*, ping_after_idle: float) -> Database:
        monkeypatch.setattr(db_module, "PING_AFTER_IDLE_SECONDS", ping_after_idle)
        database = Database(pg_url, pool_size=1, max_overflow=0)
        made.append(database)
        return database

    made: list[Database] = []
    yield make
    for database in made:
        database.dispose()


@pytest.mark.postgres
def test_a_connection_closed_while_idle_is_replaced_before_use(pg_url, one_connection):
    database = one_connection(ping_after_idle=0.0)  # every pooled connection counts as idle
    pid = _backend_pid(database)
    _terminate(pg_url, pid)
    assert _backend_pid(database) != pid  # the ping found it closed; the pool connected again


@pytest.mark.postgres
def test_a_connection_in_steady_use_is_not_pinged_and_a_lost_one_fails_one_unit_of_work(pg_url, one_connection):
    database = one_connection(ping_after_idle=3600.0)
    pid = _backend_pid(database)
    _terminate(pg_url, pid)
    with pytest.raises(OperationalError) as lost, database.read() as session:
        session.execute(text("SELECT 1"))
    assert lost.value.connection_invalidated
    assert _backend_pid(database) != pid  # the next one has a fresh connection


@pytest.mark.postgres
def test_postgresql_reads_run_without_a_transaction_and_writes_inside_one(pg_url):
    database = Database(pg_url)
    with database.read() as session:
        session.execute(select(User.id).limit(1)).all()
        status = session.connection().connection.dbapi_connection.info.transaction_status
        assert status == psycopg.pq.TransactionStatus.IDLE  # no BEGIN was sent, none to roll back
    with database.session() as session:
        session.execute(select(User.id).limit(1)).all()
        status = session.connection().connection.dbapi_connection.info.transaction_status
        assert status == psycopg.pq.TransactionStatus.INTRANS
    database.dispose()


def _load_and_drop(session, user_id: str) -> None:
    session.get(User, user_id)  # nothing keeps it: the identity map alone holds objects weakly


def test_an_object_loaded_once_in_a_unit_of_work_is_not_queried_again(database_url):
    database = Database(database_url)
    with database.session() as session:
        session.add(User(username="hilda", email="h@example.com", password_hash="x"))
    statements: list[str] = []
    event.listen(database.engine, "before_cursor_execute", lambda *args: statements.append(args[2]))
    with database.read() as session:
        user_id = session.scalars(select(User.id)).one()
        _load_and_drop(session, user_id)  # as a service function does with the tournament of a match
        assert session.get(User, user_id) is not None
    selects = [s for s in statements if s.startswith("SELECT")]
    assert len(selects) == 2  # the id, then the user: the second get is answered from the session
    database.dispose()


def test_nothing_waits_on_redis_inside_an_open_write_transaction_and_anothers_does_not_count(database_url, monkeypatch):
    """Unit of work — a Redis command inside an open write transaction fails in strict mode (as in every test), and
    is allowed once it is committed; a transaction open in another thread (or greenlet) is not this one's."""
    monkeypatch.setattr(db_module, "_strict", True)
    database = Database(database_url)
    opened, release = threading.Event(), threading.Event()

    def other_writer() -> None:
        with database.session() as session:
            session.execute(text("DELETE FROM users WHERE username = 'nobody'"))
            opened.set()
            release.wait(10)

    try:
        assert_no_write_transaction("Redis GET")  # nothing open
        with database.session() as session:
            session.execute(text("DELETE FROM users WHERE username = 'nobody'"))
            with pytest.raises(UnitOfWorkViolation):
                assert_no_write_transaction("Redis GET")
        assert_no_write_transaction("Redis GET")  # committed
        writer = threading.Thread(target=other_writer)
        writer.start()
        assert opened.wait(10)
        assert_no_write_transaction("Redis GET")
        release.set()
        writer.join(10)
    finally:
        release.set()
        database.dispose()
    assert not db_module._open_anywhere


@pytest.mark.postgres
@pytest.mark.parametrize("database_url", ["postgres"], indirect=True)
def test_a_lost_database_connection_is_one_503_to_retry_never_a_500(app, client: ApiClient, pg_url):
    token = client.new_user_token()
    assert client.get("/v1/tournaments?limit=1", token=token).status_code == 200
    admin = create_engine(pg_url)
    everyone_else = text(
        "SELECT count(pg_terminate_backend(pid)) FROM pg_stat_activity"
        " WHERE datname = current_database() AND pid <> pg_backend_pid()"
    )
    with admin.connect() as conn:  # every connection the API holds, as a server restart would
        closed: int = conn.execute(everyone_else).scalar_one()
    admin.dispose()
    assert closed >= 1
    lost = client.get("/v1/tournaments?limit=1", token=token)
    assert lost.status_code == 503
    assert lost.headers["Retry-After"] == "1"
    assert lost.get_json()["detail"] == "The connection to the database was lost; retry."
    assert client.get("/v1/tournaments?limit=1", token=token).status_code == 200  # the pool was replaced


@pytest.mark.postgres
def test_a_rounds_burst_of_units_of_work_keeps_its_connections_for_the_next(pg_url):
    """A round's start: 16 units of work of one worker at once (64 tables on two workers), twice. With the default
    pool the second burst opens no connection: a new one is a PostgreSQL backend forked, authenticated and with cold
    caches, which at a round's start cost the tables that waited behind it (the earlier 10 + 20 closed 6 a burst)."""
    options = load_settings({"DATABASE_URL": pg_url, "REDIS_URL": "redis://127.0.0.1:1/0"}).db_options
    database = Database(pg_url, **options)
    opened: list[int] = []
    event.listen(database.engine, "connect", lambda *_: opened.append(1))

    def burst(size: int) -> None:
        together = threading.Barrier(size)

        def unit() -> None:
            with database.read() as session:
                session.execute(text("SELECT 1"))
                together.wait(timeout=30)  # all of them hold a connection at once

        threads = [threading.Thread(target=unit) for _ in range(size)]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join(timeout=60)

    try:
        burst(16)
        assert len(opened) == 16
        burst(16)
        assert len(opened) == 16  # every connection of the first burst was kept
    finally:
        database.dispose()


def test_sqlite_connections_run_in_wal_with_their_own_settings_and_wal_is_set_once(tmp_path):
    """SQLite: WAL (readers beside the one writer) is the database file's mode, set by the engine's first
    connection only (asked on each new one, it cost 0.65 of the 1.6 ms a connection took to open); every connection
    sets its own synchronous, foreign-key and busy-timeout settings."""
    from service.platform.migrate import upgrade

    url = f"sqlite:///{tmp_path / 'c.db'}"
    upgrade(url)
    database = Database(url)
    pragmas: list[list[str]] = []

    def trace(dbapi_conn, _record) -> None:  # runs before the engine's own
        pragmas.append(seen := [])
        dbapi_conn.set_trace_callback(lambda sql: seen.append(sql) if sql.upper().startswith("PRAGMA") else None)

    event.listen(database.engine.pool, "first_connect", trace, insert=True)
    event.listen(database.engine, "connect", trace, insert=True)
    try:
        held = [database.engine.connect() for _ in range(3)]  # three connections open at once: three opened
        for conn in held:
            settings = [
                conn.exec_driver_sql(f"PRAGMA {name}").scalar()
                for name in ("journal_mode", "synchronous", "foreign_keys", "busy_timeout")
            ]
            assert settings == ["wal", 1, 1, 2000]
        for conn in held:
            conn.close()
    finally:
        database.dispose()
    setting = [[p for p in seen if "=" in p] for seen in pragmas]  # what each (first) connect set, in order
    assert setting[0] == ["PRAGMA journal_mode=WAL"]  # the engine's first connection, once
    assert setting[1:] == [["PRAGMA synchronous=NORMAL", "PRAGMA foreign_keys=ON", "PRAGMA busy_timeout=2000"]] * 3
