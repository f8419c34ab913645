"""Finding a game by its join code (to pick a seat before joining)."""

from __future__ import annotations

import marshmallow as ma

from schemas.base import ResponseSchema, StrictSchema


class JoinLookupSchema(StrictSchema):
    join_code = ma.fields.String(required=True, validate=ma.validate.Length(min=4, max=20))
    game_id = ma.fields.String(
        load_default=None,
        allow_none=True,
        validate=ma.validate.Length(min=1, max=32),
        metadata={"description": "when known (a scanned join link): only this game"},
    )


class LookupSeatSchema(ResponseSchema):
    seat = ma.fields.String(required=True)
    name = ma.fields.String(required=True)
    taken = ma.fields.Boolean(required=True, metadata={"description": "a joined player holds it"})
    ai = ma.fields.Boolean(required=True, metadata={"description": "the AI plays it"})


class JoinLookupResultSchema(ResponseSchema):
    game_id = ma.fields.String(required=True)
    ruleset = ma.fields.String(required=True)
    mode = ma.fields.String(required=True)
    seats = ma.fields.List(ma.fields.Nested(LookupSeatSchema), required=True)
