"""Deck construction rules of every game: pure checks over plain card data, each problem naming its rule.

``check(ruleset, entries)`` runs the game's rules; ``official.check`` adds the official format's.
"""

from __future__ import annotations

from collections.abc import Sequence
from types import ModuleType

from rules.base import Rule
from rules.decks import achroma, arcane, athernum, oversoul
from rules.decks.problem import DeckCard, Problem

GAMES: dict[str, ModuleType] = {"achroma": achroma, "arcane": arcane, "athernum": athernum, "oversoul": oversoul}
FORMATS = ("casual", "official")


def zones(ruleset: str) -> tuple[str, ...]:
    return tuple(GAMES[ruleset].ZONES)


def rules(ruleset: str) -> tuple[Rule, ...]:
    return tuple(GAMES[ruleset].RULES)


def check(ruleset: str, entries: Sequence[DeckCard]) -> list[Problem]:
    """Every construction rule of the game the deck breaks (empty: legal)."""
    return list(GAMES[ruleset].check(entries))


__all__ = ["FORMATS", "GAMES", "DeckCard", "Problem", "check", "rules", "zones"]
