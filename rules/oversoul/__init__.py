"""Oversoul TCG (two players): leader HP, RANK I–V, ENERGY, the hand limit and the darshan wins."""

from __future__ import annotations

from typing import Any

from rules.oversoul.ruleset import OversoulRuleset

RULESET = OversoulRuleset()

# Different HPs so that a given ``first_player`` is the lower-HP player's choice and stands (RULINGS Oversoul 1).
EXAMPLE_PLAYERS: list[dict[str, Any]] = [
    {"name": "Ayla", "leader": {"name": "Nova Caeldeon", "hp": 20}},
    {"name": "Bram", "leader": {"name": "Solemir", "hp": 24}, "deck_size": 30},
]

__all__ = ["EXAMPLE_PLAYERS", "RULESET"]
