"""Tiny card factories for deck rule tests (plain dicts shaped like catalog cards)."""

from __future__ import annotations

from typing import Any

from rules.decks import DeckCard


def card(card_id: str, **fields: Any) -> dict[str, Any]:
    return {"id": card_id, "name": fields.pop("name", card_id.title()), "type": "x", "rarity": "common", **fields}


def entry(card_id: str, quantity: int, zone: str = "main", **fields: Any) -> DeckCard:
    return DeckCard(card(card_id, **fields), quantity, zone)


def rule_ids(problems) -> list[str]:
    return sorted(p.rule.id for p in problems)
