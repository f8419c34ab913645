"""Demo data for `make run`: loaded idempotently, so a second run reuses what is there."""

from __future__ import annotations

from sqlalchemy import select
from sqlalchemy.orm import Session

from service.accounts import identity as accounts
from service.accounts.models import User
from service.cards.demo import load_demo_cards

DEMO_USER = {"username": "demo", "email": "demo@example.com", "password": "demo-password"}
DEMO_ADMIN = {"username": "admin", "email": "admin@example.com", "password": "admin-password"}


def load_demo_data(*, session: Session) -> dict[str, str]:
    for spec, admin in ((DEMO_USER, False), (DEMO_ADMIN, True)):
        if session.scalars(select(User).where(User.username == spec["username"])).first() is None:
            accounts.create_user(session=session, is_admin=admin, **spec)
    load_demo_cards(session=session, username=DEMO_USER["username"])
    return {"username": DEMO_USER["username"], "password": DEMO_USER["password"]}
