"""Sign-ups at the same moment on PostgreSQL (``service.accounts.identity.create_user``): a username is taken in any
case."""

from __future__ import annotations

import pytest
from sqlalchemy import func, select
from sqlalchemy.orm import Session

from service.accounts import identity as accounts
from service.accounts.models import User
from service.platform.errors import Conflict
from tests.support.pg_locks import race_two_units

pytestmark = pytest.mark.parametrize(
    "database_url", [pytest.param("postgres", marks=pytest.mark.postgres)], indirect=True
)


def test_one_username_in_two_cases_signed_up_at_once_is_made_once(db_app):
    """Accounts — a username is one account whatever its case: "Mallory" and "mallory" signing up at the same moment
    make one account, and the second is refused with 409 (field ``username``). Without the lock on the
    lower-cased name, both would pass the check before either had committed, as the database's key on usernames is
    case-sensitive."""

    def sign_up(username: str, email: str):
        def run(session: Session) -> str:
            user = accounts.create_user(session=session, username=username, email=email, password="correct horse 9")
            return user.id

        return run

    db = db_app.extensions["companion"].db
    made, refused = race_two_units(db, sign_up("Mallory", "m1@example.com"), sign_up("mallory", "m2@example.com"))
    assert isinstance(made, str), made
    assert isinstance(refused, Conflict) and refused.extra == {"field": "username"}, refused
    with db.read() as session:
        assert session.scalar(select(func.count()).where(func.lower(User.username) == "mallory")) == 1
