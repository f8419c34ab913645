"""Athernum: The Old World — victory tokens, the pool, command tokens and initiative (tracker mode).

Rulebook: ``shared/rules/athernum-rulebook.md``; unclear places settled in ``shared/rules/RULINGS.md``.
"""

from __future__ import annotations

from typing import Any

from rules.athernum.ruleset import AthernumRuleset

RULESET = AthernumRuleset()

# Valid player setups for the cross-ruleset conformance test and API examples (the rulebook's pool
# example: main characters with fields 4 and 5 make a pool of 9).
EXAMPLE_PLAYERS: list[dict[str, Any]] = [
    {"name": "Ada", "starting_card": {"name": "Kaelen, Ash Warden", "cost": 3, "vt_field": 4, "objective": False}},
    {"name": "Bo", "starting_card": {"name": "Mirra of the Veil", "cost": 5, "vt_field": 5, "objective": True}},
    # a starting location: it takes the Location slot and the main-character slot remains empty
    {"name": "Cy", "starting_card": {"name": "Old Foundry", "card_type": "location", "vt_field": 3}},
    {"name": "Di", "starting_card": {"name": "Sable Emissary", "cost": 4, "vt_field": 6, "objective": True}},
]

__all__ = ["EXAMPLE_PLAYERS", "RULESET"]
