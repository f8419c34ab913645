"""A user's collection: registered copies plus cards added by hand, grouped by card."""

from __future__ import annotations

import io
from typing import Any

from sqlalchemy import delete, func, select
from sqlalchemy.orm import Session

from service.accounts.identity import Principal
from service.cards.catalog import get_card
from service.cards.models.catalog import Card
from service.cards.models.decks import CollectionEntry
from service.cards.models.registrations import CardCopy
from service.platform import csv_safe
from service.platform.model_base import utcnow


def collection(
    *, session: Session, principal: Principal, ruleset: str | None = None, q: str | None = None
) -> list[dict[str, Any]]:
    registered = dict(
        session.execute(
            select(CardCopy.card_id, func.count())
            .where(CardCopy.owner_id == principal.user_id)
            .group_by(CardCopy.card_id)
        ).all()
    )
    manual = {
        e.card_id: e.quantity
        for e in session.scalars(select(CollectionEntry).where(CollectionEntry.user_id == principal.user_id))
    }
    ids = set(registered) | set(manual)
    query = select(Card).where(Card.id.in_(ids))
    if ruleset:
        query = query.where(Card.ruleset == ruleset)
    if q:
        query = query.where(func.lower(Card.name).contains(q.lower(), autoescape=True))
    return [
        {
            "card": {"id": c.id, "name": c.name, "ruleset": c.ruleset},
            "registered": registered.get(c.id, 0),
            "manual": manual.get(c.id, 0),
            "quantity": registered.get(c.id, 0) + manual.get(c.id, 0),
        }
        for c in session.scalars(query.order_by(Card.ruleset, Card.name, Card.id))
    ]


def set_manual(*, session: Session, principal: Principal, card_id: str, quantity: int) -> None:
    """Cards owned without registering them; quantity 0 removes the entry."""
    get_card(session=session, card_id=card_id)
    session.execute(
        delete(CollectionEntry).where(CollectionEntry.user_id == principal.user_id, CollectionEntry.card_id == card_id)
    )
    if quantity:
        session.add(CollectionEntry(user_id=principal.user_id, card_id=card_id, quantity=quantity, updated_at=utcnow()))


def as_csv(items: list[dict[str, Any]]) -> str:
    out = io.StringIO()
    writer = csv_safe.writer(out)
    writer.writerow(["card_id", "name", "ruleset", "registered", "manual", "quantity"])
    for i in items:
        writer.writerow(
            [i["card"]["id"], i["card"]["name"], i["card"]["ruleset"], i["registered"], i["manual"], i["quantity"]]
        )
    return out.getvalue()
