"""The Achroma demo set and the card facts the engine reads from a card definition.

Card definitions are the shared set format (``rules/sets/achroma.json``); ``effects`` is the engine's vocabulary:
each effect is ``{"when": …, "keyword"|"op": …, …}`` with ``when`` one of ``deploy`` (ACTION: or an Action card),
``static`` (a standing keyword), ``activated`` (once per turn in your Main step), ``resolve`` (a resolve ability)
and ``dispose`` (the DISPOSE ability). Keywords with a number carry it as ``x``.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from functools import cache
from pathlib import Path
from typing import Any

SET_PATH = Path(__file__).resolve().parents[2] / "sets" / "achroma.json"
Card = Mapping[str, Any]
# The fields the engine stores for each card in play; the rest (lore, number...) stays in the catalog.
ENGINE_FIELDS = (
    "name",
    "type",
    "character_types",
    "realm",
    "shard_value",
    "strength",
    "achroma_effect",
    "keywords",
    "heroic",
    "realm_relic",
    "effects",
)


@cache
def demo_set() -> dict[str, Any]:
    data: dict[str, Any] = json.loads(SET_PATH.read_text(encoding="utf-8"))
    return data


@cache
def demo_cards() -> dict[str, dict[str, Any]]:
    return {c["id"]: c for c in demo_set()["cards"]}


def demo_deck(name: str) -> list[str]:
    """A demo palette as a list of card ids, one entry per copy."""
    for deck in demo_set()["demo_decks"]:
        if deck["name"] == name:
            return [c["card_id"] for c in deck["cards"] for _ in range(c["quantity"])]
    raise KeyError(name)


def demo_deck_names() -> list[str]:
    return [d["name"] for d in demo_set()["demo_decks"]]


def compact(card: Card) -> dict[str, Any]:
    """The definition the state stores once per card id, with defaults merged so the engine never checks for gaps."""
    out = {k: card.get(k) for k in ENGINE_FIELDS}
    out["character_types"] = list(out["character_types"] or [])
    out["keywords"] = list(out["keywords"] or [])
    out["effects"] = list(out["effects"] or [])
    out["heroic"] = bool(out["heroic"])
    out["realm_relic"] = bool(out["realm_relic"])
    out["shard_value"] = int(out["shard_value"] or 0)
    return out


def effect_op(effect: Mapping[str, Any]) -> str:
    return str(effect.get("op") or effect.get("keyword"))


def effects(card: Card, when: str) -> list[dict[str, Any]]:
    return [e for e in card["effects"] if e.get("when") == when]


def static(card: Card, keyword: str) -> dict[str, Any] | None:
    effects: list[dict[str, Any]] = card["effects"]
    for e in effects:
        if e.get("when") == "static" and e.get("keyword") == keyword:
            return e
    return None


def types_match(card: Card, wanted: str) -> bool:
    """CHARACTER TYPES: a card that interacts with Pixies also interacts with Mechanical Pixies."""
    return any(wanted.lower() in t.lower().split() for t in card["character_types"])


def matches(card: Card, flt: Mapping[str, Any] | None) -> bool:
    if not flt:
        return True
    if "type" in flt and card["type"] != flt["type"]:
        return False
    if "max_shard" in flt and card["shard_value"] > flt["max_shard"]:
        return False
    return not ("character_type" in flt and not types_match(card, flt["character_type"]))
