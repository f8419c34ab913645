"""Bulk simulations of Achroma engine games between AI levels."""

from __future__ import annotations

import marshmallow as ma

from rules.achroma.engine import demo_deck_names
from schemas.base import ResponseSchema, StrictSchema

SEAT_SPECS = ("ai:hard", "ai:normal", "ai:easy", "hard", "normal", "easy", "greedy", "random")


class SimulationCreateSchema(StrictSchema):
    games = ma.fields.Integer(required=True, strict=True, validate=ma.validate.Range(min=1, max=500))
    seats = ma.fields.List(
        ma.fields.String(validate=ma.validate.OneOf(SEAT_SPECS)), required=True,
        validate=ma.validate.Length(min=2, max=6), metadata={"description": "one spec per seat, rotated per game"},
    )  # fmt: skip
    budget_ms = ma.fields.Integer(load_default=100, strict=True, validate=ma.validate.Range(min=10, max=2000))
    seed = ma.fields.Integer(load_default=1, strict=True, validate=ma.validate.Range(min=0, max=2**31))
    decks = ma.fields.List(ma.fields.String(validate=ma.validate.OneOf(demo_deck_names())), load_default=None,
                           validate=ma.validate.Length(min=1))  # fmt: skip

    @ma.validates_schema
    def _distinct_seats(self, data: dict, **_kw: object) -> None:
        if data.get("seats") and len(set(data["seats"])) != len(data["seats"]):
            raise ma.ValidationError({"seats": ["Each spec once: wins are counted per spec."]})


class SimulationQueuedSchema(ResponseSchema):
    task_id = ma.fields.String(required=True, metadata={"description": "follow it at GET /v1/tasks/{task_id}"})
