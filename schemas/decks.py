"""Decks: bodies, responses, the plain-text import, and the validation report."""

from __future__ import annotations

import marshmallow as ma
from marshmallow import validate

from rules.decks import FORMATS
from rules.registry import RULESET_IDS
from schemas.base import CursorPageArgs, ResponseSchema, StrictSchema
from schemas.rulesets import RuleSchema


class DeckCardSchema(StrictSchema):
    card_id = ma.fields.String(required=True, validate=validate.Length(min=1, max=64))
    quantity = ma.fields.Integer(required=True, strict=True, validate=validate.Range(min=1, max=99))
    zone = ma.fields.String(
        load_default="main",
        validate=validate.Length(min=1, max=16),
        metadata={"description": "main, extra (Athernum), starting (Athernum), ancient (Arcane), leader (Oversoul)"},
    )


class DeckWriteSchema(StrictSchema):
    ruleset = ma.fields.String(required=True, validate=validate.OneOf(RULESET_IDS))
    name = ma.fields.String(required=True, validate=validate.Length(min=1, max=100))
    format = ma.fields.String(load_default="casual", validate=validate.OneOf(FORMATS))
    cards = ma.fields.List(ma.fields.Nested(DeckCardSchema), required=True, validate=validate.Length(max=500))


class DeckTextImportSchema(StrictSchema):
    ruleset = ma.fields.String(required=True, validate=validate.OneOf(RULESET_IDS))
    name = ma.fields.String(required=True, validate=validate.Length(min=1, max=100))
    format = ma.fields.String(load_default="casual", validate=validate.OneOf(FORMATS))
    text = ma.fields.String(
        required=True,
        validate=validate.Length(min=1, max=50_000),
        metadata={
            "description": "'2 Card Name' per line, under zone headings such as 'Main' or 'Ancient'",
            "text": "multiline",
        },
    )


class DeckQueryArgs(CursorPageArgs):
    ruleset = ma.fields.String(load_default=None, validate=validate.OneOf(RULESET_IDS))


class DeckCardOutSchema(ResponseSchema):
    card_id = ma.fields.String(required=True)
    quantity = ma.fields.Integer(required=True)
    zone = ma.fields.String(required=True)
    name = ma.fields.String(required=True)


class DeckSchema(ResponseSchema):
    id = ma.fields.String(required=True)
    ruleset = ma.fields.String(required=True)
    name = ma.fields.String(required=True)
    format = ma.fields.String(required=True, metadata={"description": "casual | official"})
    cards = ma.fields.List(ma.fields.Nested(DeckCardOutSchema), required=True)
    card_count = ma.fields.Integer(required=True)
    created_at = ma.fields.AwareDateTime(required=True)
    updated_at = ma.fields.AwareDateTime(required=True)


class DeckPageSchema(ResponseSchema):
    items = ma.fields.List(ma.fields.Nested(DeckSchema), required=True)
    next_cursor = ma.fields.String(allow_none=True, required=True)


class DeckProblemSchema(ResponseSchema):
    rule = ma.fields.Nested(RuleSchema, required=True)
    detail = ma.fields.String(required=True)
    cards = ma.fields.List(ma.fields.String(), required=True)


class DeckValidationSchema(ResponseSchema):
    legal = ma.fields.Boolean(required=True)
    format = ma.fields.String(required=True)
    problems = ma.fields.List(ma.fields.Nested(DeckProblemSchema), required=True)
