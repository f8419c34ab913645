"""The card facts the engine reads from a definition of ``rules/sets/arcane.json``, merged once with defaults.

``effects`` is the engine's vocabulary (documented in ``rules.arcane.engine.effects`` and ``docs/arcane-traits.md``):
each effect is ``{"when": …, "op": …, …}``; Traits are the card's ``traits`` field. A definition is compacted once
per card id when a game is set up, so the engine never checks for a missing field.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

Card = Mapping[str, Any]
ESSENCE_TYPES = ("earth", "fire", "water", "air", "void")
PERPETUALS = ("creature", "artifact")  # played to a row; Domains go to the shared Domain zone
ON_BOARD = ("creature", "artifact", "ancient")


def trait_key(name: str) -> str:
    """ "Preemptive Strike" → "preemptive_strike" (the Trait names as the engine checks them)."""
    return name.strip().lower().replace(" ", "_").replace("-", "_")


def current_text(card: Card) -> str:
    """The card's rules text as it reads today: its latest erratum, else its printed text."""
    errata = sorted(card.get("errata") or [], key=lambda e: str(e.get("date")))
    return str(errata[-1]["text"]) if errata else str(card.get("text") or "")


def cost_of(card: Card) -> dict[str, int]:
    """What invoking the card costs, by Essence type ("any" for a Neutral card): the printed cost in Essence of the
    card's own type (docs/arcane-rulings.md, "Which Essence a cost needs")."""
    cost = int(card.get("cost") or 0)
    if cost <= 0 or card["type"] in ("essence", "ancient"):
        return {}
    essence = card.get("essence") or "neutral"
    return {"any" if essence == "neutral" else essence: cost}


def compact(card: Card) -> dict[str, Any]:
    """The definition the state stores once per card id."""
    traits = [str(t) for t in card.get("traits") or []]
    effects = [dict(e) for e in card.get("effects") or []]
    return {
        "name": card["name"],
        "type": card["type"],
        "essence": card.get("essence") or "neutral",
        "tribe": card.get("tribe"),
        "cost": int(card.get("cost") or 0),
        "pay": cost_of(card),
        "ap": int(card.get("ap") or 0),
        "hp": int(card.get("hp") or 0),
        "traits": traits,
        "tr": [trait_key(t) for t in traits],
        "keywords": [t.upper() for t in traits],
        "text": current_text(card),
        "effects": effects,
        "token": bool(card.get("token")),
        "aura": any(e.get("when") == "static" for e in effects),
    }


def token_definition(source_id: str, spec: Mapping[str, Any]) -> tuple[str, dict[str, Any]]:
    """A token's card id and compact definition from a ``create_token`` effect's ``token`` spec."""
    slug = "-".join(str(spec["name"]).lower().split())
    traits = list(spec.get("traits") or [])
    text = " ".join(f"{t}." for t in traits) or "Token."
    card = {
        "name": spec["name"],
        "type": spec.get("type", "creature"),
        "essence": spec.get("essence", "neutral"),
        "ap": spec.get("ap", 0),
        "hp": spec.get("hp", 1),
        "traits": traits,
        "text": f"{text} (token)",
        "effects": list(spec.get("effects") or []),
        "token": True,
    }
    return f"{source_id}/{slug}", compact(card)


def effects(card: Card, when: str) -> list[dict[str, Any]]:
    return [e for e in card["effects"] if e.get("when") == when]


def has_trait(card: Card, key: str) -> bool:
    return key in card["tr"]


def matches(card: Card, flt: Mapping[str, Any] | None) -> bool:
    """A card filter of effect data: ``{"type": "creature"}``, ``{"trait": "aerial"}``."""
    if not flt:
        return True
    if "type" in flt and card["type"] != flt["type"]:
        return False
    return not ("trait" in flt and flt["trait"] not in card["tr"])
