"""Transfers between users (offer, accept, decline, cancel), recorded sale prices, and a card's market value."""

from __future__ import annotations

import statistics
from datetime import timedelta
from typing import Any

from sqlalchemy import func, or_, select, update
from sqlalchemy.orm import Session

from service import webhooks
from service.accounts.identity import Principal
from service.accounts.models import User
from service.cards.catalog import get_card
from service.cards.copies import owned_copy
from service.cards.models.registrations import CardCopy, OwnershipEvent, Sale, Transfer
from service.platform.db import affected_rows
from service.platform.errors import Conflict, NotFound, Unprocessable
from service.platform.model_base import utcnow

MARKET_WINDOW_DAYS = 90
MARKET_MIN_SALES = 3


def transfer_dict(session: Session, t: Transfer) -> dict[str, Any]:
    copy = session.get(CardCopy, t.copy_id)
    names = {u.id: u.username for u in session.scalars(select(User).where(User.id.in_([t.from_user_id, t.to_user_id])))}
    price = {"amount_cents": t.price_cents, "currency": t.currency} if t.price_cents is not None else None
    return {
        "id": t.id,
        "serial": copy.serial if copy else None,
        "card_id": copy.card_id if copy else None,
        "from": names.get(t.from_user_id),
        "to": names.get(t.to_user_id),
        "status": t.status,
        "price": price,
        "created_at": t.created_at,
        "closed_at": t.closed_at,
    }


def offer(
    *, session: Session, principal: Principal, serial: str, to_username: str, price: dict[str, Any] | None
) -> Transfer:
    # the copy's row, locked and read as committed (``owned_copy``), before the check for a pending transfer below:
    # two offers of one copy at once take turns and the second sees the first's transfer (a 409); without the lock
    # both would find none and insert one each. An accept moving the copy meanwhile is waited for too, and the copy is
    # then no longer ours. Lock order: the offer locks the copy alone (its own transfer is new); accept locks its
    # transfer, then the copy: no unit locks these the other way round.
    copy = owned_copy(session, principal, serial, for_update=True)
    if copy.owner_id != principal.user_id:
        raise NotFound("No copy with this serial is registered to you.")
    if copy.status != "active":
        raise Conflict(f"A copy that is {copy.status} cannot be transferred.")
    to = session.scalars(select(User).where(func.lower(User.username) == to_username.lower())).first()
    if to is None or to.id == principal.user_id:
        raise Unprocessable(errors={"json": {"to": ["No other user with this username."]}})
    pending = session.scalars(select(Transfer).where(Transfer.copy_id == copy.id, Transfer.status == "pending")).first()
    if pending is not None:
        raise Conflict("This copy already has a pending transfer; cancel it first.", transfer_id=pending.id)
    cents, currency = (price["amount_cents"], price["currency"]) if price else (None, None)
    t = Transfer(
        copy_id=copy.id, from_user_id=principal.user_id, to_user_id=to.id, price_cents=cents, currency=currency
    )
    session.add(t)
    session.flush()
    return t


def _pending(session: Session, transfer_id: str, user_id: str, side: str) -> Transfer:
    # accept, decline and cancel each lock the transfer's row (PostgreSQL; SQLite writes one unit at a time) and
    # read it as committed, so that the status checked below stays true until this unit ends: of an accept and a
    # cancel at once, the second waits for the first, then finds the transfer closed (409). Read without the lock,
    # a cancel that saw "pending" overwrote the accept's "accepted" once it committed, the copy already moved.
    query = select(Transfer).where(Transfer.id == transfer_id)
    t = session.scalars(query.with_for_update().execution_options(populate_existing=True)).first()
    if t is None or user_id not in (t.from_user_id, t.to_user_id):
        raise NotFound("No such transfer.")
    if getattr(t, f"{side}_user_id") != user_id:
        raise Conflict(f"Only the {'recipient' if side == 'to' else 'sender'} may do this.")
    if t.status != "pending":
        raise Conflict(f"This transfer is {t.status}.")
    return t


def accept(*, session: Session, principal: Principal, transfer_id: str) -> Transfer:
    t = _pending(session, transfer_id, principal.user_id, "to")  # the transfer, locked first
    now = utcnow()
    # then the copy, locked by this UPDATE: transfer before copy, the order no other unit reverses (an offer locks
    # the copy alone; decline and cancel the transfer alone)
    moved = affected_rows(
        session.execute(
            update(CardCopy)
            .where(CardCopy.id == t.copy_id, CardCopy.owner_id == t.from_user_id, CardCopy.status == "active")
            .values(owner_id=t.to_user_id, owner_public=False)
            .execution_options(synchronize_session=False)
        )
    )
    if moved != 1:
        raise Conflict("The copy is no longer the sender's to give, or it was reported.")
    closed = affected_rows(
        session.execute(
            update(Transfer)
            .where(Transfer.id == t.id, Transfer.status == "pending")
            .values(status="accepted", closed_at=now)
        )
    )
    if closed != 1:
        session.rollback()
        raise Conflict("This transfer was closed meanwhile.")
    price = f"{t.price_cents / 100:.2f} {t.currency}" if t.price_cents is not None else ""
    session.add(
        OwnershipEvent(
            copy_id=t.copy_id,
            kind="transferred",
            from_user_id=t.from_user_id,
            to_user_id=t.to_user_id,
            note=f"sold for {price}" if price else "",
            at=now,
        )
    )
    if t.price_cents is not None and t.currency:
        copy = session.get(CardCopy, t.copy_id)
        assert copy is not None  # the copy this unit of work just moved
        session.add(
            Sale(card_id=copy.card_id, transfer_id=t.id, price_cents=t.price_cents, currency=t.currency, at=now)
        )
    session.flush()
    session.refresh(t)
    data = {**transfer_dict(session, t), "copy_id": t.copy_id}
    webhooks.record(session=session, user_ids=[t.from_user_id, t.to_user_id], type="card.transferred", data=data)
    return t


def close(*, session: Session, principal: Principal, transfer_id: str, action: str) -> Transfer:
    """``decline`` (the recipient) or ``cancel`` (the sender)."""
    # locked (``_pending``): an accept of this transfer at the same moment either finished first (409 here) or waits
    t = _pending(session, transfer_id, principal.user_id, "to" if action == "decline" else "from")
    t.status, t.closed_at = ("declined" if action == "decline" else "cancelled"), utcnow()
    return t


def list_transfers(*, session: Session, principal: Principal, status: str | None) -> list[dict[str, Any]]:
    query = select(Transfer).where(
        or_(Transfer.from_user_id == principal.user_id, Transfer.to_user_id == principal.user_id)
    )
    if status:
        query = query.where(Transfer.status == status)
    return [transfer_dict(session, t) for t in session.scalars(query.order_by(Transfer.created_at))]


def _median(cents: list[int]) -> int:
    return round(statistics.median(cents))


def market_value(*, session: Session, card_id: str) -> dict[str, Any]:
    """Median recorded sale per currency over the window; no median below ``MARKET_MIN_SALES`` sales."""
    get_card(session=session, card_id=card_id)
    since = utcnow() - timedelta(days=MARKET_WINDOW_DAYS)
    prices: dict[str, list[int]] = {}
    for currency, cents in session.execute(
        select(Sale.currency, Sale.price_cents).where(Sale.card_id == card_id, Sale.at >= since)
    ):
        prices.setdefault(currency, []).append(cents)
    values = [
        {"currency": c, "sales": len(p), "median_cents": _median(p) if len(p) >= MARKET_MIN_SALES else None}
        for c, p in sorted(prices.items())
    ]
    return {"card_id": card_id, "window_days": MARKET_WINDOW_DAYS, "minimum_sales": MARKET_MIN_SALES, "values": values}
