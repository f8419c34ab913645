"""What an owner (or an admin) does with a registered copy: list, report lost/stolen, recover, show the owner
on verify, revoke as counterfeit (admin), and read its ownership history."""

from __future__ import annotations

from typing import Any

from sqlalchemy import Select, select
from sqlalchemy.orm import Session

from service.accounts.identity import Principal
from service.accounts.models import User
from service.cards.models.registrations import CardCopy, OwnershipEvent
from service.cards.registrations import copy_dict
from service.platform.errors import Conflict, NotFound
from service.platform.model_base import utcnow

REPORTABLE = ("lost", "stolen")


def owned_copy(session: Session, principal: Principal, serial: str, *, for_update: bool = False) -> CardCopy:
    """The caller's copy (any copy for an administrator); ``for_update``: locked until the unit of work ends and read
    as locked, for a change that must not land on a copy an accept moved meanwhile (the old owner marked the
    buyer's copy stolen, or made its owner public)."""
    copy = session.scalars(_locked(_by_serial(serial)) if for_update else _by_serial(serial)).first()
    if copy is None or (copy.owner_id != principal.user_id and not principal.is_admin):
        raise NotFound("No copy with this serial is registered to you.")
    return copy


def _by_serial(serial: str) -> Select[CardCopy]:
    return select(CardCopy).where(CardCopy.serial == serial.strip().upper())


def _locked(query: Select[CardCopy]) -> Select[CardCopy]:
    # PostgreSQL; SQLite writes one unit at a time. An accept locks its transfer, then the copy: no cycle here
    return query.with_for_update().execution_options(populate_existing=True)


def _event(session: Session, copy: CardCopy, kind: str, principal: Principal, note: str = "") -> None:
    session.add(OwnershipEvent(copy_id=copy.id, kind=kind, from_user_id=principal.user_id, note=note))


def list_copies(*, session: Session, principal: Principal) -> list[dict[str, Any]]:
    rows = session.scalars(
        select(CardCopy).where(CardCopy.owner_id == principal.user_id).order_by(CardCopy.card_id, CardCopy.serial)
    )
    return [copy_dict(session, c) for c in rows]


def report(*, session: Session, principal: Principal, serial: str, status: str, note: str) -> dict[str, Any]:
    copy = owned_copy(session, principal, serial, for_update=True)
    if copy.status == "revoked":
        raise Conflict("This copy was revoked as counterfeit.")
    copy.status, copy.status_note, copy.status_changed_at = status, note, utcnow()
    _event(session, copy, status, principal, note)
    return copy_dict(session, copy)


def recover(*, session: Session, principal: Principal, serial: str) -> dict[str, Any]:
    copy = owned_copy(session, principal, serial, for_update=True)
    if copy.status not in REPORTABLE:
        raise Conflict(f"This copy is {copy.status}, not reported lost or stolen.")
    copy.status, copy.status_note, copy.status_changed_at = "active", "", utcnow()
    _event(session, copy, "recovered", principal)
    return copy_dict(session, copy)


def set_visibility(*, session: Session, principal: Principal, serial: str, owner_public: bool) -> dict[str, Any]:
    copy = owned_copy(session, principal, serial, for_update=True)
    copy.owner_public = owner_public
    return copy_dict(session, copy)


def revoke(*, session: Session, principal: Principal, serial: str, note: str) -> dict[str, Any]:
    copy = session.scalars(_locked(_by_serial(serial))).first()
    if copy is None:
        raise NotFound("No copy with this serial.")
    copy.status, copy.status_note, copy.status_changed_at = "revoked", note, utcnow()
    _event(session, copy, "revoked", principal, note)
    return copy_dict(session, copy)


def history(*, session: Session, principal: Principal, serial: str) -> list[dict[str, Any]]:
    copy = owned_copy(session, principal, serial)
    events = list(
        session.scalars(select(OwnershipEvent).where(OwnershipEvent.copy_id == copy.id).order_by(OwnershipEvent.at))
    )
    ids = {i for e in events for i in (e.from_user_id, e.to_user_id) if i}
    names = {u.id: u.username for u in session.scalars(select(User).where(User.id.in_(ids)))} if ids else {}
    return [
        {
            "kind": e.kind,
            "at": e.at,
            "from": names.get(e.from_user_id or ""),
            "to": names.get(e.to_user_id or ""),
            "note": e.note,
        }
        for e in events
    ]
