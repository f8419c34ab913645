"""Bulk simulations of engine games between AI levels."""

from __future__ import annotations

from typing import Any

import marshmallow as ma

from rules import registry
from rules.ai import LEVELS
from rules.base import card_game
from schemas.base import ResponseSchema, StrictSchema

SEAT_SPECS = (*(f"ai:{level}" for level in ("hard", "normal", "easy")), *reversed(LEVELS))
SIMULATED = tuple(
    g.id for g in registry.engines() if g.capabilities.ai and g.capabilities.cards_required
)  # rulesets whose engine the AI can play with demo decks


class SimulationCreateSchema(StrictSchema):
    ruleset = ma.fields.String(
        load_default="achroma",
        validate=ma.validate.OneOf(SIMULATED),
        metadata={"description": "whose engine plays the games (one with AI seats)"},
    )
    games = ma.fields.Integer(required=True, strict=True, validate=ma.validate.Range(min=1, max=500))
    seats = ma.fields.List(
        ma.fields.String(validate=ma.validate.OneOf(SEAT_SPECS)),
        required=True,
        validate=ma.validate.Length(min=2, max=6),
        metadata={"description": "one spec per seat, rotated per game"},
    )
    budget_ms = ma.fields.Integer(load_default=100, strict=True, validate=ma.validate.Range(min=10, max=2000))
    seed = ma.fields.Integer(load_default=1, strict=True, validate=ma.validate.Range(min=0, max=2**31))
    decks = ma.fields.List(
        ma.fields.String(validate=ma.validate.Length(min=1, max=60)),
        load_default=None,
        validate=ma.validate.Length(min=1),
        metadata={"description": "demo decks of the ruleset (GET /v1/rulesets/{id}/demo-decks), rotated per game"},
    )

    @ma.validates_schema
    def _distinct_seats(self, data: dict[str, Any], **_kw: object) -> None:
        if data.get("seats") and len(set(data["seats"])) != len(data["seats"]):
            raise ma.ValidationError({"seats": ["Each spec once: wins are counted per spec."]})

    @ma.validates_schema
    def _seats_and_decks_of_the_engine(self, data: dict[str, Any], **_kw: object) -> None:
        if data.get("ruleset", "achroma") not in SIMULATED:
            return
        engine = card_game(registry.get(data.get("ruleset", "achroma"), "engine"))
        top = engine.max_players or 6
        if data.get("seats") and not engine.min_players <= len(data["seats"]) <= top:
            raise ma.ValidationError({"seats": [f"From {engine.min_players} to {top} seats in {engine.name}."]})
        names = engine.demo_deck_names()
        wrong = {
            i: [f"Must be one of: {', '.join(names)}."] for i, d in enumerate(data.get("decks") or []) if d not in names
        }
        if wrong:
            raise ma.ValidationError({"decks": wrong})


class SimulationQueuedSchema(ResponseSchema):
    task_id = ma.fields.String(required=True, metadata={"description": "follow it at GET /v1/tasks/{task_id}"})
