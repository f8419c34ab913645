"""Chronicles of Arcane (ruleset ``arcane``): Life, Essences, Domains with Banish Counters, mulligans.

The rulebook is ``shared/rules/chronicles-of-arcane-rulebook.md``; unclear places follow ``RULINGS.md``.
"""

from __future__ import annotations

from typing import Any

from rules.arcane.ruleset import ArcaneRuleset

RULESET = ArcaneRuleset()

# Arcane needs nothing per player but a name; four players start with 30 Life, two with 25.
EXAMPLE_PLAYERS: list[dict[str, Any]] = [
    {"name": "Avel"},
    {"name": "Blackfish"},
    {"name": "Hialar"},
    {"name": "Nate"},
]

__all__ = ["EXAMPLE_PLAYERS", "RULESET", "ArcaneRuleset"]
