"""Registering a copy by its secret code, and the public verification of a serial.

Two users redeeming one code at once: the ownership is taken with a conditional UPDATE (``owner_id IS
NULL``), so exactly one of them changes the row; the other sees 409.
"""

from __future__ import annotations

from typing import Any

from prometheus_client import Counter
from sqlalchemy import select, update
from sqlalchemy.orm import Session

from service import webhooks
from service.accounts.identity import Principal
from service.accounts.models import User
from service.cards.codes import CodeInvalid, normalise
from service.cards.models.catalog import Card
from service.cards.models.registrations import CardCopy, OwnershipEvent
from service.platform.db import affected_rows
from service.platform.errors import Conflict, NotFound, Unprocessable
from service.platform.model_base import utcnow
from service.platform.security import keyed_hash

FAILED_REGISTRATIONS = Counter(
    "card_registration_failures_total", "Failed card registration attempts", ["reason"]
)  # reason: invalid (typo caught by the check character), unknown, taken, revoked


def copy_dict(session: Session, copy: CardCopy) -> dict[str, Any]:
    card = session.get(Card, copy.card_id)
    return {
        "serial": copy.serial,
        "card": {"id": card.id, "name": card.name, "ruleset": card.ruleset} if card else None,
        "status": copy.status,
        "registered_at": copy.registered_at,
        "owner_public": copy.owner_public,
    }


def register(*, session: Session, secret_key: str, principal: Principal, code: str) -> tuple[dict[str, Any], bool]:
    """The copy now owned by the caller, and whether this call registered it (False: it already was theirs)."""
    try:
        canonical = normalise(code)
    except CodeInvalid as exc:
        FAILED_REGISTRATIONS.labels("invalid").inc()
        raise Unprocessable(str(exc), errors={"json": {"code": [str(exc)]}}) from exc
    copy = session.scalars(select(CardCopy).where(CardCopy.code_hash == keyed_hash(secret_key, canonical))).first()
    if copy is None:
        FAILED_REGISTRATIONS.labels("unknown").inc()
        raise NotFound("No card has this code.")
    if copy.status == "revoked":
        FAILED_REGISTRATIONS.labels("revoked").inc()
        raise Conflict("This copy was revoked as counterfeit and cannot be registered.")
    if copy.owner_id == principal.user_id:
        return copy_dict(session, copy), False
    now = utcnow()
    taken = affected_rows(
        session.execute(
            update(CardCopy)
            .where(CardCopy.id == copy.id, CardCopy.owner_id.is_(None))
            .values(owner_id=principal.user_id, registered_at=now)
            .execution_options(synchronize_session=False)
        )
    )
    if taken != 1:
        session.rollback()
        FAILED_REGISTRATIONS.labels("taken").inc()
        raise Conflict("This code is already registered to someone else.")
    session.add(OwnershipEvent(copy_id=copy.id, kind="registered", to_user_id=principal.user_id, at=now))
    session.flush()
    session.refresh(copy)
    registered = copy_dict(session, copy)
    webhooks.record(session=session, user_ids=[principal.user_id], type="card.registered", data=registered)
    return registered, True


def verify(*, session: Session, serial: str) -> dict[str, Any]:
    """Public: genuine or not, registered or not, reported or revoked; the owner only if they made it public."""
    copy = session.scalars(select(CardCopy).where(CardCopy.serial == serial.strip().upper())).first()
    if copy is None:
        return {
            "serial": serial,
            "genuine": False,
            "registered": False,
            "status": "unknown",
            "card": None,
            "owner": None,
            "playable_in_official": False,
        }
    owner = session.get(User, copy.owner_id) if copy.owner_id and copy.owner_public else None
    card = session.get(Card, copy.card_id)
    return {
        "serial": copy.serial,
        "genuine": copy.status != "revoked",
        "registered": copy.owner_id is not None,
        "status": copy.status,
        "card": {"id": card.id, "name": card.name, "ruleset": card.ruleset} if card else None,
        "owner": owner.username if owner else None,
        "playable_in_official": copy.status == "active" and copy.owner_id is not None,
    }
