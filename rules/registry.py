"""The games this service knows, by ruleset id."""

from __future__ import annotations

import importlib
from functools import cache

from rules.base import Ruleset

RULESET_IDS: tuple[str, ...] = ("achroma", "arcane", "athernum", "oversoul")


@cache
def get(ruleset_id: str) -> Ruleset:
    """The ruleset with this id; ``KeyError`` for an unknown one."""
    if ruleset_id not in RULESET_IDS:
        raise KeyError(ruleset_id)
    return importlib.import_module(f"rules.{ruleset_id}").RULESET


def all_rulesets() -> list[Ruleset]:
    return [get(r) for r in RULESET_IDS]
