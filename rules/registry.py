"""The games this service knows, by ruleset id and mode: the one table a new game or engine is added to.

``get("achroma")`` is Achroma's tracker, ``get("achroma", "engine")`` its card-level engine. Each entry names the
module and attribute of an object satisfying ``rules.base.Ruleset``; it is imported on first use. Only ``rules/``
imports a game package: everything outside asks this registry and the game's capabilities.
"""

from __future__ import annotations

import importlib
from functools import cache

from rules.base import Mode, Ruleset

RULESET_IDS: tuple[str, ...] = ("achroma", "arcane", "athernum", "oversoul")
MODES: tuple[Mode, ...] = ("tracker", "engine")

# (ruleset id, mode) -> "module:attribute"
ENTRIES: dict[tuple[str, str], str] = {
    ("achroma", "tracker"): "rules.achroma:RULESET",
    ("arcane", "tracker"): "rules.arcane:RULESET",
    ("athernum", "tracker"): "rules.athernum:RULESET",
    ("oversoul", "tracker"): "rules.oversoul:RULESET",
    ("achroma", "engine"): "rules.achroma.engine:ENGINE",
    ("arcane", "engine"): "rules.arcane.engine:ENGINE",
    ("athernum", "engine"): "rules.athernum.engine:ENGINE",
    ("oversoul", "engine"): "rules.oversoul.engine:ENGINE",
}


def has(ruleset_id: str, mode: str = "tracker") -> bool:
    return (ruleset_id, mode) in ENTRIES


@cache
def get(ruleset_id: str, mode: str = "tracker") -> Ruleset:
    """The game with this ruleset id in this mode; ``KeyError`` for an unknown pair."""
    if (ruleset_id, mode) not in ENTRIES:
        raise KeyError((ruleset_id, mode))
    module, attribute = ENTRIES[(ruleset_id, mode)].split(":")
    game: Ruleset = getattr(importlib.import_module(module), attribute)
    return game


def modes(ruleset_id: str) -> list[str]:
    """The modes a ruleset can be played in, tracker first."""
    return [m for m in MODES if has(ruleset_id, m)]


def all_rulesets() -> list[Ruleset]:
    """Every ruleset's tracker."""
    return [get(r) for r in RULESET_IDS]


def engines() -> list[Ruleset]:
    """Every card-level engine."""
    return [get(r, "engine") for r in RULESET_IDS if has(r, "engine")]


def games() -> list[Ruleset]:
    """Every (ruleset, mode) the service can run: what the conformance suite walks."""
    return [get(r, m) for r in RULESET_IDS for m in modes(r)]


def with_capability(name: str) -> list[Ruleset]:
    """Every game declaring the capability ``name`` (``"ai"``, ``"cards_required"``...)."""
    return [g for g in games() if getattr(g.capabilities, name)]
