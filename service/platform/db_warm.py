"""The database pool's connections, opened and primed before the first burst needs them (PostgreSQL).

A new PostgreSQL connection is a backend forked and authenticated, whose catalog caches start empty. On the 2-core
machine (medians of 15), connecting took 4.1 ms, and a round start's kind of eight queries then took 7.3 ms
on it, against 2.6 ms on a connection in use. The pool keeps a connection once it is opened, so only the first burst
pays: a tournament's first round, when every table starts its game in the same second and each worker opens a
dozen connections or more, each one before its request can go on.

So a gunicorn worker opens its pool's connections as it starts, in a thread (a greenlet under gevent) that
requests do not wait for. Each is primed by reading every table once by the first column of each of its indexes
(and of its primary key): the planner then has the table's and its indexes' descriptions, the column statistics
and the comparison operators in the backend's caches. Primed that way, the same eight queries took 3.6 ms.
SQLite's connections are a file opened in the process: nothing to warm.
"""

from __future__ import annotations

import datetime as dt
import threading
import time
from typing import Any

import structlog
from sqlalchemy import Column, Select, Table, select
from sqlalchemy.exc import SQLAlchemyError
from sqlalchemy.pool import QueuePool

from service.platform.db import Database
from service.platform.model_base import Base

log = structlog.get_logger("service.platform.db_warm")

_SAMPLES: dict[type, Any] = {
    str: "",
    int: 0,
    bool: False,
    float: 0.0,
    dt.datetime: dt.datetime(2000, 1, 1, tzinfo=dt.UTC),
    dt.date: dt.date(2000, 1, 1),
}


def warm_pool(database: Database, *, connections: int) -> int:
    """Open up to ``connections`` of the pool's connections at once, prime each and give them back to the pool;
    how many were opened. A database that cannot be reached is logged, not raised: the requests open their
    connections themselves then, as they would have anyway."""
    if database.url.startswith("sqlite") or connections <= 0:
        return 0
    pool = database.engine.pool
    assert isinstance(pool, QueuePool)  # a server database's pool, sized in ``make_engine``
    connections = min(connections, pool.size())  # more would be closed as they were given back
    primers = priming_statements(Base.metadata.sorted_tables)
    held = []
    began = time.monotonic()
    try:
        for _ in range(connections):  # held together, so that each checkout opens a new one
            connection = database.engine.connect()
            held.append(connection)
            for statement in primers:
                connection.execute(statement).all()
            connection.rollback()
        log.info("db_pool_warmed", connections=len(held), ms=round((time.monotonic() - began) * 1000))
    except SQLAlchemyError as exc:
        log.warning("db_pool_warm_failed", opened=len(held), error=str(exc)[:200])
    finally:
        for connection in held:
            connection.close()
    return len(held)


def start_warming(database: Database, *, connections: int) -> threading.Thread | None:
    """``warm_pool`` in the background (a greenlet under gevent's patching); None when there is nothing to warm."""
    if database.url.startswith("sqlite") or connections <= 0:
        return None
    thread = threading.Thread(
        target=warm_pool, args=(database,), kwargs={"connections": connections}, name="db-pool-warm", daemon=True
    )
    thread.start()
    return thread


def priming_statements(tables: list[Table]) -> list[Select[Any]]:
    """One read per table and indexed column: the first column of its primary key and of each index."""
    statements = []
    for table in tables:
        firsts: dict[str, Column[Any]] = {}
        for columns in [list(table.primary_key.columns), *(list(index.columns) for index in table.indexes)]:
            if columns and _sample(columns[0]) is not None:
                firsts.setdefault(columns[0].name, columns[0])
        statements += [select(table).where(c == _sample(c)).limit(1) for c in firsts.values()]
    return statements


def _sample(column: Column[Any]) -> Any:
    """A value of the column's type that the comparison can bind (None: a type without one here)."""
    try:
        return _SAMPLES.get(column.type.python_type)
    except NotImplementedError:
        return None
