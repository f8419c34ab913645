"""What every game's deck check speaks: a deck entry, a problem naming its rule, and counting helpers."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from rules.base import Rule


@dataclass(frozen=True)
class DeckCard:
    """``quantity`` copies of ``card`` (a catalog card: id, name, type, rarity and its game's fields) in ``zone``."""

    card: Mapping[str, Any]
    quantity: int
    zone: str = "main"

    @property
    def card_id(self) -> str:
        return str(self.card["id"])

    @property
    def name(self) -> str:
        return str(self.card["name"])


@dataclass(frozen=True)
class Problem:
    """One broken construction rule: the rule (with its quote), what is wrong here, and the cards involved."""

    rule: Rule
    detail: str
    cards: tuple[str, ...] = field(default_factory=tuple)

    def as_dict(self) -> dict[str, Any]:
        return {"rule": self.rule.as_dict(), "detail": self.detail, "cards": list(self.cards)}


def total(entries: Iterable[DeckCard]) -> int:
    return sum(e.quantity for e in entries)


def in_zones(entries: Sequence[DeckCard], *zones: str) -> list[DeckCard]:
    return [e for e in entries if e.zone in zones]


def copies_by_name(entries: Iterable[DeckCard]) -> dict[str, tuple[int, tuple[str, ...]]]:
    """Copies per card name (reprints and other printings of one name count together) and their card ids."""
    counts: Counter[str] = Counter()
    ids: dict[str, list[str]] = {}
    for e in entries:
        counts[e.name] += e.quantity
        if e.card_id not in ids.setdefault(e.name, []):
            ids[e.name].append(e.card_id)
    return {name: (n, tuple(ids[name])) for name, n in counts.items()}


def ids_of(entries: Iterable[DeckCard]) -> tuple[str, ...]:
    return tuple(dict.fromkeys(e.card_id for e in entries))


def zone_problems(entries: Sequence[DeckCard], zones: Sequence[str], rule: Rule) -> list[Problem]:
    wrong = [e for e in entries if e.zone not in zones]
    if not wrong:
        return []
    names = ", ".join(sorted({e.zone for e in wrong}))
    return [Problem(rule, f"Unknown zone(s) {names}; this game's zones are {', '.join(zones)}.", ids_of(wrong))]
