"""The JSON description of a ruleset served at ``GET /v1/rulesets/{id}``: its tracker, and every mode it can be
played in with that mode's capabilities and action types."""

from __future__ import annotations

from typing import Any

from rules import registry
from rules.base import ActionType, Ruleset


def _actions(action_types: tuple[ActionType, ...]) -> list[dict[str, Any]]:
    return [
        {"type": a.name, "description": a.description, "rule": a.rule.as_dict(), "schema": a.json_schema()}
        for a in action_types
    ]


def _mode(game: Ruleset) -> dict[str, Any]:
    return {
        "mode": game.mode,
        "name": game.name,
        "players": {"min": game.min_players, "max": game.max_players},
        "capabilities": game.capabilities.as_dict(),
        "actions": _actions(game.action_types),
    }


def describe(ruleset_id: str) -> dict[str, Any]:
    """``KeyError`` for an unknown ruleset."""
    rs = registry.get(ruleset_id)
    return {
        "id": rs.id,
        "name": rs.name,
        "players": {"min": rs.min_players, "max": rs.max_players},
        "counters": [
            {
                "name": c.name,
                "description": c.description,
                "start": c.start,
                "per": c.per,
                "minimum": c.minimum,
                "maximum": c.maximum,
            }
            for c in rs.counters
        ],
        "turn_structure": list(rs.turn_structure),
        "player_fields": [
            {"name": p.name, "description": p.description, "schema": p.json_schema, "required": p.required}
            for p in rs.player_fields
        ],
        "actions": _actions(rs.action_types),
        "modes": [_mode(registry.get(ruleset_id, m)) for m in registry.modes(ruleset_id)],
    }
