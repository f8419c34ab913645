"""What a request can reach: settings, the database, Redis — built once per process by ``create_app``."""

from __future__ import annotations

from dataclasses import dataclass

import redis
from flask import current_app, g
from sqlalchemy.orm import Session

from service.db import Database
from service.settings import Settings


@dataclass
class Services:
    settings: Settings
    db: Database
    redis: redis.Redis


def services() -> Services:
    return current_app.extensions["companion"]


def db_session() -> Session:
    """The request's session, opened on first use and closed (rolled back if uncommitted) at teardown."""
    if "db_session" not in g:
        g.db_session = services().db.sessions()
    return g.db_session


def close_db_session(_exc: BaseException | None = None) -> None:
    session = g.pop("db_session", None)
    if session is not None:
        session.rollback()
        session.close()
