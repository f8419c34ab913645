"""Achroma (2–6 players): shard banks from 10, a win at 30 or as the last bank standing, trades, deploys,
Gain/Drain/Steal and Prevent — tracked and checked against the rulebook in ``shared/rules/achroma-*``."""

from __future__ import annotations

from typing import Any

from rules.achroma.ruleset import AchromaRuleset

RULESET = AchromaRuleset()

# Achroma needs no per-player setup beyond a name.
EXAMPLE_PLAYERS: list[dict[str, Any]] = [{"name": "Ada"}, {"name": "Brann"}, {"name": "Cyra"}, {"name": "Dov"}]

__all__ = ["EXAMPLE_PLAYERS", "RULESET"]
