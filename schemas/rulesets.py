from __future__ import annotations

import marshmallow as ma

from schemas.base import ResponseSchema


class RuleSchema(ResponseSchema):
    id = ma.fields.String(required=True)
    rulebook = ma.fields.String(required=True)
    section = ma.fields.String(required=True)
    quote = ma.fields.String(required=True)


class CounterSchema(ResponseSchema):
    name = ma.fields.String(required=True)
    description = ma.fields.String(required=True)
    start = ma.fields.Raw(required=True, metadata={"description": "a number, or what it depends on"})
    per = ma.fields.String(required=True, metadata={"description": "'seat' or 'game'"})
    minimum = ma.fields.Integer(allow_none=True)
    maximum = ma.fields.Integer(allow_none=True)


class PlayerFieldSchema(ResponseSchema):
    name = ma.fields.String(required=True)
    description = ma.fields.String(required=True)
    schema = ma.fields.Dict(required=True, metadata={"description": "JSON Schema of the field"})
    required = ma.fields.Boolean(required=True)


class ActionTypeSchema(ResponseSchema):
    type = ma.fields.String(required=True)
    description = ma.fields.String(required=True)
    rule = ma.fields.Nested(RuleSchema, required=True)
    schema = ma.fields.Dict(required=True, metadata={"description": "JSON Schema of the action body"})


class PlayerCountSchema(ResponseSchema):
    min = ma.fields.Integer(required=True)
    max = ma.fields.Integer(allow_none=True)


class CapabilitiesSchema(ResponseSchema):
    undo = ma.fields.Boolean(required=True, metadata={"description": "POST …/undo takes an action back"})
    hidden_information = ma.fields.Boolean(required=True, metadata={"description": "each seat sees its own view"})
    cards_required = ma.fields.Boolean(
        required=True, metadata={"description": "each player brings a `deck`; demo decks are offered"}
    )
    ai = ma.fields.Boolean(required=True, metadata={"description": "a player may be the AI (`ai`); simulations"})
    legal_actions_exhaustive = ma.fields.Boolean(
        required=True, metadata={"description": "legal-actions lists every move as a complete body (no templates)"}
    )


class ModeSchema(ResponseSchema):
    mode = ma.fields.String(required=True, metadata={"description": "tracker or engine"})
    name = ma.fields.String(required=True)
    players = ma.fields.Nested(PlayerCountSchema, required=True)
    capabilities = ma.fields.Nested(CapabilitiesSchema, required=True)
    actions = ma.fields.List(ma.fields.Nested(ActionTypeSchema), required=True)


class RulesetSchema(ResponseSchema):
    id = ma.fields.String(required=True)
    name = ma.fields.String(required=True)
    players = ma.fields.Nested(PlayerCountSchema, required=True)
    counters = ma.fields.List(ma.fields.Nested(CounterSchema), required=True)
    turn_structure = ma.fields.List(ma.fields.String(), required=True)
    player_fields = ma.fields.List(ma.fields.Nested(PlayerFieldSchema), required=True)
    actions = ma.fields.List(
        ma.fields.Nested(ActionTypeSchema), required=True, metadata={"description": "tracker mode's actions"}
    )
    modes = ma.fields.List(
        ma.fields.Nested(ModeSchema),
        required=True,
        metadata={"description": "every mode the ruleset can be played in (POST /v1/games `mode`)"},
    )


class RulesetListSchema(ResponseSchema):
    items = ma.fields.List(ma.fields.Nested(RulesetSchema), required=True)


class DemoDeckSchema(ResponseSchema):
    name = ma.fields.String(required=True)
    description = ma.fields.String(allow_none=True)
    engine = ma.fields.Boolean(required=True, metadata={"description": "playable in engine mode"})
    cards = ma.fields.List(ma.fields.Dict(), required=True, metadata={"description": "card_id, quantity, zone"})


class DemoDeckListSchema(ResponseSchema):
    items = ma.fields.List(ma.fields.Nested(DemoDeckSchema), required=True)
