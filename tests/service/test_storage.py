"""Storage on SQLite and PostgreSQL: migrations match the models, and account functions behave the same."""

from __future__ import annotations

from datetime import timedelta

import pytest
from alembic.autogenerate import compare_metadata
from alembic.migration import MigrationContext
from sqlalchemy import create_engine, select

from service.accounts import identity as accounts
from service.accounts.models import AuthToken
from service.platform.db import Database
from service.platform.errors import Conflict, Unauthorized
from service.platform.model_base import Base, utcnow


def test_migrations_create_exactly_the_models(database_url):
    engine = create_engine(database_url)
    with engine.connect() as conn:
        diff = compare_metadata(MigrationContext.configure(conn, opts={"compare_type": True}), Base.metadata)
    engine.dispose()
    assert diff == []


def test_duplicate_username_is_a_conflict_whatever_the_case(database_url):
    db = Database(database_url)
    with db.session() as session:
        accounts.create_user(session=session, username="Erin", email="erin@example.com", password="p" * 12)
    with pytest.raises(Conflict), db.session() as session:
        accounts.create_user(session=session, username="erin", email="erin2@example.com", password="p" * 12)
    db.dispose()


def test_token_round_trip_and_purge(database_url):
    db = Database(database_url)
    with db.session() as session:
        accounts.create_user(session=session, username="frank", email="f@example.com", password="p" * 12)
    raw, _ = accounts.issue_token(db=db, secret_key="k", ttl_seconds=60, username="FRANK", password="p" * 12)
    with db.session() as session:
        assert accounts.authenticate(session=session, secret_key="k", credential=raw).username == "frank"
        with pytest.raises(Unauthorized):
            accounts.authenticate(session=session, secret_key="other", credential=raw)
    with db.session() as session:
        for token in session.scalars(select(AuthToken)):
            token.expires_at = utcnow() - timedelta(seconds=1)
    with db.session() as session:
        assert accounts.purge_expired(session=session) == {"tokens": 1}
    with db.session() as session:
        assert accounts.purge_expired(session=session) == {"tokens": 0}
    db.dispose()
