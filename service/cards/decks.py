"""Decks: create, list, read, replace, delete, plain-text import/export, and validation against the game's rules."""

from __future__ import annotations

from collections import Counter
from typing import Any

from sqlalchemy import and_, func, or_, select
from sqlalchemy.orm import Session

from rules import decks as deck_rules
from rules.decks import official
from rules.decks.problem import DeckCard
from rules.decks.text import format_deck, parse
from service.accounts.identity import Principal
from service.cards.catalog import card_dict, cards_by_id
from service.cards.models.catalog import Card
from service.cards.models.decks import Deck
from service.cards.models.registrations import CardCopy
from service.platform.errors import NotFound, Unprocessable
from service.platform.model_base import utcnow
from service.platform.pagination import make_keyset_cursor, read_keyset_cursor
from service.platform.quotas import ensure_room

GOOD_STANDING = "active"


def _merged(cards: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """One entry per (card, zone), in first-seen order."""
    counts: Counter[tuple[str, str]] = Counter()
    for entry in cards:
        counts[(entry["card_id"], entry.get("zone") or "main")] += entry["quantity"]
    return [{"card_id": c, "quantity": q, "zone": z} for (c, z), q in counts.items()]


def _checked_cards(session: Session, ruleset: str, cards: list[dict[str, Any]]) -> list[dict[str, Any]]:
    zones = deck_rules.zones(ruleset)
    known = cards_by_id(session=session, card_ids=[c["card_id"] for c in cards])
    errors: dict[int, dict[str, list[str]]] = {}
    for i, entry in enumerate(cards):
        card = known.get(entry["card_id"])
        if card is None or card.ruleset != ruleset:
            errors.setdefault(i, {})["card_id"] = [f"No {ruleset} card with this id."]
        if (entry.get("zone") or "main") not in zones:
            errors.setdefault(i, {})["zone"] = [f"One of {', '.join(zones)}."]
    if errors:
        raise Unprocessable(errors={"json": {"cards": errors}})
    return _merged(cards)


def named_entries(session: Session, entries: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """Deck entries (``card_id``, ``quantity``, ``zone``) with each card's name, in one catalog query."""
    names = {c.id: c.name for c in cards_by_id(session=session, card_ids=[e["card_id"] for e in entries]).values()}
    return [{**e, "name": names.get(e["card_id"], "")} for e in entries]


def deck_dict(session: Session, deck: Deck) -> dict[str, Any]:
    return {
        "id": deck.id,
        "ruleset": deck.ruleset,
        "name": deck.name,
        "format": deck.format,
        "cards": named_entries(session, deck.cards),
        "card_count": sum(e["quantity"] for e in deck.cards),
        "created_at": deck.created_at,
        "updated_at": deck.updated_at,
    }


def create_deck(
    *,
    session: Session,
    principal: Principal,
    ruleset: str,
    name: str,
    format: str,
    cards: list[dict[str, Any]],
    limit: int,
) -> Deck:
    """A new deck of the caller's; ``limit``: how many decks an account may keep (422 beyond)."""
    ensure_room(
        session,
        counted=Deck,
        where=[Deck.owner_id == principal.user_id],
        limit=limit,
        what="decks (delete one first)",
        code="too-many-decks",
        status=422,
    )
    deck = Deck(
        owner_id=principal.user_id,
        ruleset=ruleset,
        name=name,
        format=format,
        cards=_checked_cards(session, ruleset, cards),
    )
    session.add(deck)
    session.flush()
    return deck


def get_deck(*, session: Session, principal: Principal, deck_id: str) -> Deck:
    deck = session.get(Deck, deck_id)
    if deck is None or (deck.owner_id != principal.user_id and not principal.is_admin):
        raise NotFound("No such deck.")
    return deck


def replace_deck(
    *,
    session: Session,
    principal: Principal,
    deck_id: str,
    name: str,
    format: str,
    cards: list[dict[str, Any]],
    ruleset: str,
) -> Deck:
    deck = get_deck(session=session, principal=principal, deck_id=deck_id)
    if ruleset != deck.ruleset:
        raise Unprocessable(errors={"json": {"ruleset": [f"A deck keeps its ruleset ({deck.ruleset})."]}})
    deck.name, deck.format, deck.cards = name, format, _checked_cards(session, ruleset, cards)
    deck.updated_at = utcnow()
    return deck


def delete_deck(*, session: Session, principal: Principal, deck_id: str) -> None:
    session.delete(get_deck(session=session, principal=principal, deck_id=deck_id))


def list_decks(
    *, session: Session, principal: Principal, ruleset: str | None, limit: int, cursor: str | None
) -> dict[str, Any]:
    query = select(Deck).where(Deck.owner_id == principal.user_id)
    if ruleset:
        query = query.where(Deck.ruleset == ruleset)
    if cursor:
        after, last_id = read_keyset_cursor(cursor)
        query = query.where(or_(Deck.created_at > after, and_(Deck.created_at == after, Deck.id > last_id)))
    rows = list(session.scalars(query.order_by(Deck.created_at, Deck.id).limit(limit + 1)))
    next_cursor = make_keyset_cursor(rows[limit - 1].created_at, rows[limit - 1].id) if len(rows) > limit else None
    return {"items": [deck_dict(session, d) for d in rows[:limit]], "next_cursor": next_cursor}


def deck_entries(session: Session, deck: Deck) -> list[DeckCard]:
    known = cards_by_id(session=session, card_ids=[e["card_id"] for e in deck.cards])
    return [
        DeckCard(card_dict(known[e["card_id"]]), e["quantity"], e["zone"]) for e in deck.cards if e["card_id"] in known
    ]


def registered_counts(session: Session, owner_id: str) -> tuple[dict[str, int], dict[str, int]]:
    """Per card id: the owner's copies in good standing, and those reported lost/stolen or revoked."""
    rows = session.execute(
        select(CardCopy.card_id, CardCopy.status, func.count())
        .where(CardCopy.owner_id == owner_id)
        .group_by(CardCopy.card_id, CardCopy.status)
    )
    good: dict[str, int] = {}
    blocked: dict[str, int] = {}
    for card_id, status, n in rows:
        target = good if status == GOOD_STANDING else blocked
        target[card_id] = target.get(card_id, 0) + n
    return good, blocked


def validate_deck(*, session: Session, principal: Principal, deck_id: str) -> dict[str, Any]:
    deck = get_deck(session=session, principal=principal, deck_id=deck_id)
    entries = deck_entries(session, deck)
    problems = deck_rules.check(deck.ruleset, entries)
    if deck.format == "official":
        good, blocked = registered_counts(session, deck.owner_id)
        problems += official.check(entries, good=good, blocked=blocked)
    return {"legal": not problems, "format": deck.format, "problems": [p.as_dict() for p in problems]}


def import_text(
    *, session: Session, principal: Principal, ruleset: str, name: str, format: str, text: str, limit: int
) -> Deck:
    """A deck from ``2 Card Name`` lines under zone headings; every unknown name is reported with its line."""
    lines, problems = parse(text, deck_rules.zones(ruleset))
    errors = [{"line": p.line, "message": p.message} for p in problems]
    wanted = {line.name.lower() for line in lines}
    by_name: dict[str, str] = {}
    if wanted:
        rows = session.execute(
            select(Card.id, Card.name)
            .where(Card.ruleset == ruleset, func.lower(Card.name).in_(wanted))
            .order_by(Card.id)
        )
        for found_id, card_name in rows:
            by_name.setdefault(card_name.lower(), found_id)  # the first printing's card when names repeat
    cards = []
    for line in lines:
        card_id = by_name.get(line.name.lower())
        if card_id is None:
            errors.append({"line": line.line, "message": f"No {ruleset} card named '{line.name}'."})
        else:
            cards.append({"card_id": card_id, "quantity": line.quantity, "zone": line.zone})
    if errors:
        raise Unprocessable("The decklist has errors.", errors=sorted(errors, key=lambda e: e["line"]))
    return create_deck(
        session=session, principal=principal, ruleset=ruleset, name=name, format=format, cards=cards, limit=limit
    )


def export_text(*, session: Session, principal: Principal, deck_id: str) -> str:
    deck = get_deck(session=session, principal=principal, deck_id=deck_id)
    names = {c.id: c.name for c in cards_by_id(session=session, card_ids=[e["card_id"] for e in deck.cards]).values()}
    entries = [(e["quantity"], names.get(e["card_id"], e["card_id"]), e["zone"]) for e in deck.cards]
    return format_deck(entries, deck_rules.zones(deck.ruleset))
