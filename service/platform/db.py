"""The SQL database: one engine per process, one session per request or task, units of work that never wait.

SQLite (the embedded default) allows one writer at a time. Its busy handler waits *in C*, where a gevent
worker cannot switch greenlets, so a writer waiting for a lock held by another greenlet of the same process
would freeze that process until it times out. Hence, on SQLite:

- a unit of work that writes starts with ``BEGIN IMMEDIATE``: it takes the write lock up front, so a read
  followed by a write can never fail on a stale snapshot;
- before that, it takes this process's writer lock (gevent-aware under gunicorn): greenlets of one process
  queue cooperatively instead of inside SQLite;
- the write lock of *another* process is waited for cooperatively too: ``BEGIN IMMEDIATE`` is tried with a
  zero busy timeout and retried after a short sleep (which yields to other greenlets), up to a deadline;
- reads are plain deferred transactions (WAL lets them run beside the writer).

The rule that makes this safe: a transaction that writes never waits on Redis, Celery or the network
(``assert_no_write_transaction`` says where; strict mode, on in the tests, makes a breach an error). With
PostgreSQL the engine keeps a real connection pool, and the same rule keeps its connections short-lived.

On PostgreSQL every round trip costs a request more than its own CPU: under gevent the greenlet waiting for
the answer is woken only after every other ready greenlet of its worker had its turn, so at a round's start
(64 tables at once) each round trip adds the whole queue's time. Hence no round trip that does no work:

- a pooled connection is pinged before use only after it sat idle (``PING_AFTER_IDLE_SECONDS``), not at every
  checkout; one that dies while in steady use fails its request once (503, ``Retry-After``) and SQLAlchemy
  then replaces the pool's connections (its "optimistic" disconnect handling);
- a read-only unit of work runs in autocommit: no ``BEGIN`` and no ``ROLLBACK``. Under READ COMMITTED (the
  default) every statement takes its own snapshot inside a transaction too, so reads see exactly what they saw;
- within a unit of work an object once loaded stays loaded (the session holds it), so ``session.get`` of the
  tournament or round that a service function loaded does not query again.
"""

from __future__ import annotations

import json
import random
import re
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import orjson
import structlog
from sqlalchemy import CursorResult, Engine, Result, create_engine, event
from sqlalchemy.exc import DisconnectionError, OperationalError
from sqlalchemy.orm import Session, sessionmaker

log = structlog.get_logger("service.platform.db")

PING_AFTER_IDLE_SECONDS = 10.0
_DML = re.compile(r"^\s*(INSERT|UPDATE|DELETE|REPLACE)\b", re.IGNORECASE)
_state = threading.local()  # greenlet-local under gevent: the write transactions this greenlet has open
# every write transaction open in the process, by connection record: the check before each Redis command reads this
# first, so with none open (nearly always) it costs no lookup in gevent's greenlet-local, which is Python code
_open_anywhere: set[int] = set()
_strict = False  # strict mode: a breach of the unit-of-work rule raises instead of logging


class UnitOfWorkViolation(RuntimeError):
    """Something waited on Redis, Celery or the network while a database write transaction was open."""


class DatabaseBusy(RuntimeError):
    """The database's write lock could not be had in time (the caller should answer 503 and retry later)."""


def set_strict(strict: bool) -> None:
    global _strict
    _strict = strict


def _writers() -> set[int]:
    writers = getattr(_state, "writers", None)
    if writers is None:
        writers = _state.writers = set()
    return writers


def in_write_transaction() -> bool:
    return bool(_open_anywhere) and bool(getattr(_state, "writers", None))


def assert_no_write_transaction(what: str) -> None:
    """Call before waiting on anything outside the database (Redis, Celery, HTTP)."""
    if not in_write_transaction():
        return
    if _strict:
        raise UnitOfWorkViolation(f"{what} while a database write transaction is open; commit first")
    log.warning("unit_of_work_violation", what=what)


def _mark_writing(record: Any) -> None:
    if not record.info.get("writing"):
        record.info["writing"] = True
        record.info["writers"] = _writers()
        record.info["writers"].add(id(record))
        _open_anywhere.add(id(record))


def _unmark(record: Any) -> None:
    if record.info.pop("writing", False):
        record.info.pop("writers").discard(id(record))
        _open_anywhere.discard(id(record))
    _release_writer(record)


def _release_writer(record: Any) -> None:
    lock = record.info.pop("writer_lock", None)
    if lock is not None:
        record.info.pop("writer_state")["holds_writer"] = False
        lock.release()


class _SQLiteWriter:
    """BEGIN IMMEDIATE taken cooperatively: this process's writer lock, then SQLite's, retried with sleeps."""

    def __init__(self, *, wait_seconds: float, read_busy_ms: int) -> None:
        self.lock = threading.Lock()
        self.wait_seconds = wait_seconds
        self.read_busy_ms = read_busy_ms

    def begin_immediate(self, dbapi_conn: Any, record: Any) -> None:
        deadline = time.monotonic() + self.wait_seconds
        if getattr(_state, "holds_writer", False):
            # it would wait for itself: SQLite has one writer, and this greenlet is it already
            raise UnitOfWorkViolation("a second writing unit of work while this one's is open; commit or close it")
        if not self.lock.acquire(timeout=self.wait_seconds):
            raise DatabaseBusy("the database is busy with other writes; retry")
        record.info["writer_lock"] = self.lock  # released when the transaction ends
        record.info["writer_state"] = _state.__dict__
        _state.holds_writer = True
        dbapi_conn.execute("PRAGMA busy_timeout=0")
        try:
            pause = 0.001
            while True:
                try:
                    dbapi_conn.execute("BEGIN IMMEDIATE")
                    return
                except Exception as exc:  # sqlite3.OperationalError: database is locked (another process)
                    if "locked" not in str(exc) or time.monotonic() + pause > deadline:
                        _release_writer(record)
                        raise DatabaseBusy("the database is busy with other writes; retry") from exc
                    time.sleep(pause * random.uniform(0.5, 1.5))  # gevent-patched: other greenlets run
                    pause = min(pause * 2, 0.025)
        finally:
            dbapi_conn.execute(f"PRAGMA busy_timeout={self.read_busy_ms}")


def load_stored(text: str | bytes) -> Any:
    """A JSON column's value (the engines' ``json_deserializer``): orjson, several times faster than the standard
    library, which still reads what only it reads (``NaN``, which ``json.dumps`` writes)."""
    try:
        return orjson.loads(text)
    except orjson.JSONDecodeError:
        return json.loads(text)


def affected_rows(result: Result[Any]) -> int:
    """How many rows an UPDATE or DELETE without RETURNING changed: ``Session.execute`` returns a ``CursorResult``
    for one, where its types say ``Result``."""
    assert isinstance(result, CursorResult)
    return result.rowcount


def make_engine(url: str, *, pool_size: int, max_overflow: int, write_wait_seconds: float) -> Engine:
    if not url.startswith("sqlite"):
        engine = create_engine(
            url,
            pool_size=pool_size,
            max_overflow=max_overflow,
            pool_timeout=write_wait_seconds,
            json_deserializer=load_stored,
        )
        _ping_after_idle(engine, idle_seconds=PING_AFTER_IDLE_SECONDS)
        _track_writes(engine)
        return engine
    engine = create_engine(
        url,
        connect_args={"timeout": 5, "check_same_thread": False},
        # kept once opened: opening one took 1.0 ms (the schema read again) where a query took 3 µs, and 64 results
        # at once held 32 in each worker, of which the 12 beyond a pool of 20 were opened and closed again each time
        pool_size=max(pool_size, 40),
        max_overflow=max(max_overflow, 40),  # greenlets must not queue for a connection
        pool_timeout=write_wait_seconds,
        json_deserializer=load_stored,  # a round's 64 matches hold ~400 JSON values
    )
    writer = _SQLiteWriter(wait_seconds=write_wait_seconds, read_busy_ms=2000)

    @event.listens_for(engine, "first_connect")
    def _sqlite_wal(dbapi_conn, _record) -> None:
        # WAL lets readers run beside the one writer. It is a property of the database file, set once: asked again on
        # every new connection it cost 0.65 ms of the 1.6 ms a connection took to open on the API's schema
        dbapi_conn.execute("PRAGMA journal_mode=WAL")

    @event.listens_for(engine, "connect")
    def _sqlite_connect(dbapi_conn, _record) -> None:
        dbapi_conn.isolation_level = None  # we emit BEGIN ourselves (below), as SQLAlchemy's recipe does
        # NORMAL fsyncs at checkpoints, not at every commit; these three are the connection's own
        for pragma in ("synchronous=NORMAL", "foreign_keys=ON", "busy_timeout=2000"):
            dbapi_conn.execute(f"PRAGMA {pragma}")

    @event.listens_for(engine, "begin")
    def _sqlite_begin(conn) -> None:
        record = conn.connection._connection_record
        if conn.get_execution_options().get("writes"):
            writer.begin_immediate(conn.connection.dbapi_connection, record)
            _mark_writing(record)
        else:
            conn.exec_driver_sql("BEGIN")

    _track_writes(engine)
    return engine


def _ping_after_idle(engine: Engine, *, idle_seconds: float) -> None:
    """Ping a pooled connection at checkout only when it sat idle for ``idle_seconds`` (a server restart, an idle
    timeout or a firewall may have closed it meanwhile); a dead one is replaced before the request sees it."""

    @event.listens_for(engine, "checkin")
    def _idle_from(_dbapi_conn, record) -> None:
        record.info["idle_since"] = time.monotonic()

    @event.listens_for(engine, "checkout")
    def _ping_if_idle(dbapi_conn, record, _proxy) -> None:
        since = record.info.get("idle_since")
        if since is None or time.monotonic() - since < idle_seconds:
            return  # just connected, or in steady use
        try:
            engine.dialect.do_ping(dbapi_conn)
        except engine.dialect.loaded_dbapi.Error as exc:
            log.info("db_connection_replaced", reason=str(exc)[:200])
            raise DisconnectionError("the pooled connection was closed while idle") from exc  # the pool retries


def _hold_loaded(factory: sessionmaker[Session]) -> None:
    """The session keeps every object it loaded or added until its unit of work ends. Its identity map holds them
    weakly, so an object a service function loaded and dropped (the tournament of a match) would be queried again
    by the next ``session.get``; a unit of work is short, so holding them costs nothing that lasts."""

    @event.listens_for(factory, "loaded_as_persistent")
    @event.listens_for(factory, "pending_to_persistent")
    def _hold(session: Session, instance: object) -> None:
        session.info.setdefault("held", []).append(instance)

    @event.listens_for(factory, "after_transaction_end")
    def _release(session: Session, transaction: Any) -> None:
        if transaction.parent is None:  # the unit of work ended (not a savepoint)
            session.info.pop("held", None)


def _track_writes(engine: Engine) -> None:
    @event.listens_for(engine, "before_cursor_execute")
    def _on_statement(conn, _cursor, statement, _params, _context, _many) -> None:
        if _DML.match(statement):
            record = conn.connection._connection_record
            if not record.info.get("writing"):
                if _strict and conn.dialect.name == "sqlite" and not conn.get_execution_options().get("writes"):
                    raise UnitOfWorkViolation("a write inside a read-only unit of work (use a writing session)")
                _mark_writing(record)

    @event.listens_for(engine, "checkin")
    def _on_checkin(_dbapi_conn, record) -> None:
        _unmark(record)

    @event.listens_for(engine, "close")
    def _on_close(_dbapi_conn, record) -> None:
        _unmark(record)


@event.listens_for(Session, "after_commit")
@event.listens_for(Session, "after_rollback")
def _transaction_ended(session: Session) -> None:
    """The transaction is over (SQLAlchemy returns the connection a moment later): what follows a commit — a task
    to enqueue, a message to publish — may talk to Redis at once, and the next writer may go ahead."""
    transaction = getattr(session, "_transaction", None)
    for conn, *_ in getattr(transaction, "_connections", {}).values():
        fairy = getattr(conn, "_dbapi_connection", None)
        record = getattr(fairy, "_connection_record", None)
        if record is not None:
            _unmark(record)


class Database:
    def __init__(
        self, url: str, *, pool_size: int = 20, max_overflow: int = 10, write_wait_seconds: float = 10.0
    ) -> None:
        self.url = url
        self.engine = make_engine(
            url, pool_size=pool_size, max_overflow=max_overflow, write_wait_seconds=write_wait_seconds
        )
        # PostgreSQL reads in autocommit (see above); SQLite's reads keep their transaction, for WAL's snapshot
        reads = self.engine if url.startswith("sqlite") else self.engine.execution_options(isolation_level="AUTOCOMMIT")
        self.sessions = sessionmaker(reads, expire_on_commit=False)
        self.write_sessions = sessionmaker(self.engine.execution_options(writes=True), expire_on_commit=False)
        for factory in (self.sessions, self.write_sessions):
            _hold_loaded(factory)

    @contextmanager
    def session(self) -> Iterator[Session]:
        """A unit of work that writes: committed when the block ends cleanly, rolled back otherwise."""
        with self._unit(self.write_sessions) as session:
            yield session
            session.commit()

    @contextmanager
    def read(self) -> Iterator[Session]:
        """A read-only unit of work, ended (and its connection returned) when the block ends."""
        with self._unit(self.sessions) as session:
            yield session

    @staticmethod
    @contextmanager
    def _unit(factory: sessionmaker[Session]) -> Iterator[Session]:
        session = factory()
        try:
            yield session
        except BaseException:
            session.rollback()
            raise
        finally:
            session.close()

    def dispose(self) -> None:
        self.engine.dispose()


# PostgreSQL's codes for a unit of work that lost to another over locks, and was rolled back: safe to retry
# (deadlock_detected, serialization_failure, lock_not_available). Told by code: the message is in the server's
# language, and a deadlock's says "locked" only by chance ("blocked by process").
_PG_BUSY = frozenset({"40P01", "40001", "55P03"})


def is_busy_error(exc: BaseException) -> bool:
    """A unit of work that lost to another over locks (SQLite 'database is locked'; PostgreSQL a deadlock, a
    serialization failure or a lock timeout): the client should retry."""
    if isinstance(exc, DatabaseBusy):
        return True
    if not isinstance(exc, OperationalError):
        return False
    sqlstate = getattr(exc.orig, "sqlstate", None)
    if sqlstate is not None:
        return sqlstate in _PG_BUSY
    return "locked" in str(exc.orig)
