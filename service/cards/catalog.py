"""Reading the catalog: search with filters, keyset pagination, one card with its versions and printings."""

from __future__ import annotations

from datetime import date
from typing import Any

from sqlalchemy import ColumnElement, and_, exists, func, or_, select
from sqlalchemy.orm import Session

from rules.registry import RULESET_IDS
from service.cards.imports import add_version
from service.cards.models.catalog import Card, CardKeyword, CardPrinting, CardSet, CardVersion
from service.platform.errors import NotFound
from service.platform.pagination import invalid_cursor, make_cursor, read_cursor

NO_COST = -1  # cards without a cost sort first (ascending)


def card_dict(card: Card) -> dict[str, Any]:
    """A card as clients see it: the common fields, then its game's fields."""
    return {
        "id": card.id,
        "ruleset": card.ruleset,
        "name": card.name,
        "type": card.type,
        "rarity": card.rarity,
        "text": card.text,
        "lore": card.lore,
        "version": card.version,
        **card.attributes,
    }


def _like(value: str) -> str:
    escaped = value.lower().replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_")
    return f"%{escaped}%"


def _filters(ruleset: str, args: dict[str, Any]) -> list[ColumnElement[bool]]:
    conditions: list[ColumnElement[bool]] = [Card.ruleset == ruleset]
    if args.get("q"):
        pattern = _like(args["q"])
        conditions.append(
            or_(func.lower(Card.name).like(pattern, escape="\\"), func.lower(Card.text).like(pattern, escape="\\"))
        )
    for name, column in (("type", Card.type), ("rarity", Card.rarity)):
        if args.get(name):
            conditions.append(func.lower(column) == args[name].lower())
    for name in ("realm", "faction", "archetype", "essence"):
        if args.get(name):
            conditions.append(func.lower(Card.group) == args[name].lower())
    if args.get("keyword"):
        conditions.append(
            exists().where(CardKeyword.card_id == Card.id, CardKeyword.keyword == args["keyword"].upper())
        )
    if args.get("cost_min") is not None:
        conditions.append(Card.cost >= args["cost_min"])
    if args.get("cost_max") is not None:
        conditions.append(Card.cost <= args["cost_max"])
    return conditions


def list_cards(*, session: Session, ruleset: str, args: dict[str, Any]) -> dict[str, Any]:
    if ruleset not in RULESET_IDS:
        raise NotFound(f"No ruleset '{ruleset}'; one of {', '.join(RULESET_IDS)}.")
    sort = args.get("sort") or "name"
    descending = sort.startswith("-")
    key = {"name": Card.name, "cost": func.coalesce(Card.cost, NO_COST), "id": Card.id}[sort.lstrip("-")]
    conditions = _filters(ruleset, args)
    if args.get("cursor"):
        last_key, last_id = read_cursor(args["cursor"])
        wanted = int if sort.lstrip("-") == "cost" else str
        if not isinstance(last_id, str) or not isinstance(last_key, wanted) or isinstance(last_key, bool):
            raise invalid_cursor("This cursor belongs to another sort order.")
        if descending:
            conditions.append(or_(key < last_key, and_(key == last_key, Card.id < last_id)))
        else:
            conditions.append(or_(key > last_key, and_(key == last_key, Card.id > last_id)))
    order = (key.desc(), Card.id.desc()) if descending else (key.asc(), Card.id.asc())
    limit = args.get("limit", 50)
    rows = list(session.scalars(select(Card).where(*conditions).order_by(*order).limit(limit + 1)))
    next_cursor = None
    if len(rows) > limit:
        rows = rows[:limit]
        last = rows[-1]
        value = {"name": last.name, "cost": NO_COST if last.cost is None else last.cost, "id": last.id}[
            sort.lstrip("-")
        ]
        next_cursor = make_cursor(value, last.id)
    return {"items": [card_dict(c) for c in rows], "next_cursor": next_cursor}


def get_card(*, session: Session, card_id: str) -> Card:
    card = session.get(Card, card_id)
    if card is None:
        raise NotFound(f"No card '{card_id}'.")
    return card


def card_detail(*, session: Session, card_id: str) -> dict[str, Any]:
    card = get_card(session=session, card_id=card_id)
    versions = session.scalars(
        select(CardVersion).where(CardVersion.card_id == card.id).order_by(CardVersion.effective, CardVersion.version)
    )
    printings = session.execute(
        select(CardPrinting, CardSet)
        .join(CardSet, CardSet.code == CardPrinting.set_code)
        .where(CardPrinting.card_id == card.id)
        .order_by(CardSet.released, CardSet.code)
    )
    return {
        **card_dict(card),
        "versions": [
            {"version": v.version, "text": v.text, "effective": v.effective, "kind": v.kind, "note": v.note}
            for v in versions
        ],
        "printings": [
            {"set": s.code, "set_name": s.name, "number": p.number, "released": s.released} for p, s in printings
        ],
    }


def add_erratum(*, session: Session, card_id: str, text: str, effective: date, note: str) -> dict[str, Any]:
    """An erratum: a new rules-text version from its date on (the same text and date again changes nothing)."""
    card = get_card(session=session, card_id=card_id)
    add_version(session=session, card=card, text=text, effective=effective, kind="erratum", note=note)
    session.flush()
    return card_detail(session=session, card_id=card_id)


def cards_by_id(*, session: Session, card_ids: list[str]) -> dict[str, Card]:
    return {c.id: c for c in session.scalars(select(Card).where(Card.id.in_(set(card_ids))))} if card_ids else {}
