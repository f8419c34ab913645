"""Storing a validated card set: upsert cards, printings and keywords; add rules-text versions not yet known.

All or nothing: every check that needs the database runs before the first write, and the caller commits
once. Importing the same file twice changes nothing the second time.
"""

from __future__ import annotations

from datetime import date
from typing import Any

from sqlalchemy import delete, func, select
from sqlalchemy.orm import Session

from service.cards.models.catalog import Card, CardKeyword, CardPrinting, CardSet, CardVersion
from service.cards.set_files import ParsedSet, SetFileInvalid, error
from service.platform.model_base import utcnow

COMMON_FIELDS = ("id", "number", "name", "type", "rarity", "text", "lore", "errata")
GROUP_FIELD = {"achroma": "realm", "arcane": "essence", "athernum": "faction", "oversoul": "archetype"}


def cost_of(ruleset: str, card: dict[str, Any]) -> int | None:
    """The number the catalog's cost filter uses: shards (Achroma), cost (Arcane, Athernum), |ENERGY| (Oversoul)."""
    if ruleset == "achroma":
        return card.get("shard_value")
    if ruleset == "oversoul":
        return abs(card["energy"]) if card.get("energy") is not None else None
    return card.get("cost")


def _check_against_db(session: Session, parsed: ParsedSet) -> None:
    doc = parsed.document
    ruleset, code = doc["set"]["ruleset"], doc["set"]["code"]
    errors: list[dict[str, Any]] = []
    existing_set = session.get(CardSet, code)
    if existing_set is not None and existing_set.ruleset != ruleset:
        errors.append(error(f"Set {code} already exists for ruleset '{existing_set.ruleset}'.", path="set.code"))
    ids = [c["id"] for c in doc["cards"]]
    known = {c.id: c.ruleset for c in session.scalars(select(Card).where(Card.id.in_(ids)))}
    printed = {p.number: p.card_id for p in session.scalars(select(CardPrinting).where(CardPrinting.set_code == code))}
    prefix = code.lower() + "-"
    for index, card in enumerate(doc["cards"]):
        where = {"path": f"cards[{index}]", "line": parsed.lines.get(index), "card_id": card["id"]}
        if card["id"] in known and known[card["id"]] != ruleset:
            errors.append(error(f"Card {card['id']} belongs to ruleset '{known[card['id']]}'.", **where))
        if not card["id"].startswith(prefix) and card["id"] not in known:
            errors.append(error(f"Reprint of an unknown card {card['id']}: import its set first.", **where))
        if printed.get(card["number"], card["id"]) != card["id"]:
            errors.append(error(f"{code} {card['number']} is already card {printed[card['number']]}.", **where))
    in_file = set(ids)
    for d, deck in enumerate(doc["demo_decks"]):
        for i, entry in enumerate(deck["cards"]):
            if entry["card_id"] not in in_file and entry["card_id"] not in known:
                errors.append(error("Unknown card.", path=f"demo_decks[{d}].cards[{i}]", card_id=entry["card_id"]))
    if errors:
        raise SetFileInvalid(errors)


def add_version(
    *, session: Session, card: Card, text: str, effective: date, kind: str, note: str = ""
) -> CardVersion | None:
    """Append a rules-text version unless it is already known; the card's text becomes the latest one."""
    versions = list(session.scalars(select(CardVersion).where(CardVersion.card_id == card.id)))
    if any(v.text == text and v.effective == effective for v in versions):
        return None
    latest = max(versions, key=lambda v: (v.effective, v.version), default=None)
    if latest is not None and latest.text == text and latest.effective <= effective:
        return None  # a reprint with the current wording is not a new version
    number = max((v.version for v in versions), default=0) + 1
    version = CardVersion(card_id=card.id, version=number, text=text, effective=effective, kind=kind, note=note)
    session.add(version)
    versions.append(version)
    current = max(versions, key=lambda v: (v.effective, v.version))
    card.text, card.version, card.updated_at = current.text, current.version, utcnow()
    return version


def import_set(*, session: Session, parsed: ParsedSet) -> dict[str, Any]:
    _check_against_db(session, parsed)
    doc = parsed.document
    info, ruleset = doc["set"], doc["set"]["ruleset"]
    card_set = session.get(CardSet, info["code"]) or CardSet(code=info["code"])
    card_set.name, card_set.ruleset, card_set.released = info["name"], ruleset, info["released"]
    session.add(card_set)
    session.flush()
    created = updated = versions_added = 0
    for data in doc["cards"]:
        card = session.get(Card, data["id"])
        attributes = {k: v for k, v in data.items() if k not in COMMON_FIELDS}
        fields = {
            "ruleset": ruleset,
            "name": data["name"],
            "type": data["type"],
            "rarity": data["rarity"],
            "lore": data["lore"],
            "group": data.get(GROUP_FIELD[ruleset]),
            "cost": cost_of(ruleset, data),
            "attributes": attributes,
        }
        if card is None:
            card = Card(id=data["id"], text=data["text"], version=0, **fields)
            session.add(card)
            session.flush()
            created += 1
        elif any(getattr(card, k) != v for k, v in fields.items()):
            for k, v in fields.items():
                setattr(card, k, v)
            card.updated_at = utcnow()
            updated += 1
        history = [(info["released"], data["text"], "printed", "")]
        history += [
            (e["date"], e["text"], "erratum", e["note"]) for e in sorted(data["errata"], key=lambda e: e["date"])
        ]
        for effective, text, kind, note in history:
            if add_version(session=session, card=card, text=text, effective=effective, kind=kind, note=note):
                versions_added += 1
        _set_keywords(session, card.id, data["keywords"])
        if session.get(CardPrinting, (info["code"], data["number"])) is None:
            session.add(CardPrinting(set_code=info["code"], number=data["number"], card_id=card.id))
    session.flush()
    total = session.scalar(select(func.count()).select_from(CardPrinting).where(CardPrinting.set_code == info["code"]))
    return {
        "set": info["code"],
        "ruleset": ruleset,
        "cards": total,
        "created": created,
        "updated": updated,
        "versions_added": versions_added,
    }


def _set_keywords(session: Session, card_id: str, keywords: list[str]) -> None:
    wanted = {k.upper() for k in keywords}
    have = set(session.scalars(select(CardKeyword.keyword).where(CardKeyword.card_id == card_id)))
    if wanted == have:
        return
    session.execute(delete(CardKeyword).where(CardKeyword.card_id == card_id))
    session.add_all(CardKeyword(card_id=card_id, keyword=k) for k in sorted(wanted))
