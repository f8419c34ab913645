"""What a request can reach: settings, the database, Redis — built once per process by ``create_app``."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TypeVar

import redis
from flask import current_app, g, request
from sqlalchemy.orm import Session

from service.platform.cache import ProcessCache
from service.platform.db import Database
from service.platform.settings import Settings

_READ_METHODS = frozenset({"GET", "HEAD", "OPTIONS"})
T = TypeVar("T")


@dataclass
class Services:
    settings: Settings
    db: Database
    redis: redis.Redis
    cache: ProcessCache = field(init=False)  # credentials and memberships, coherent across processes

    def __post_init__(self) -> None:
        self.cache = ProcessCache(self.redis)

    def close(self) -> None:
        self.cache.stop()
        self.db.dispose()


def services() -> Services:
    return current_app.extensions["companion"]


def app_object(name: str, make: Callable[[], T]) -> T:
    """This app's one ``name`` (a store, a script set, a cache), made by ``make`` on first use."""
    ext = current_app.extensions
    if name not in ext:
        ext[name] = make()
    return ext[name]


def db_session() -> Session:
    """The request's session, opened on first use and closed (rolled back if uncommitted) at teardown.

    A request that may write (POST, PUT, PATCH, DELETE) gets a writing unit of work: on SQLite it takes the
    write lock at its first statement, so it must commit before it waits on Redis or anything else."""
    if "db_session" not in g:
        db = services().db
        g.db_session = (db.sessions if request.method in _READ_METHODS else db.write_sessions)()
    return g.db_session


def end_db_session() -> None:
    """End the request's unit of work early (rolled back if not committed): for wrappers that run after the view
    and talk to Redis or write on their own (idempotency records, failure counts)."""
    close_db_session()


def close_db_session(_exc: BaseException | None = None) -> None:
    session = g.pop("db_session", None)
    if session is not None:
        session.rollback()
        session.close()
