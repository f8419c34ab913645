"""The collection: query arguments, grouped items, hand-added quantities."""

from __future__ import annotations

import marshmallow as ma
from marshmallow import validate

from rules.registry import RULESET_IDS
from schemas.base import ResponseSchema, StrictSchema
from schemas.registrations import CardRefSchema


class CollectionArgs(StrictSchema):
    ruleset = ma.fields.String(load_default=None, validate=validate.OneOf(RULESET_IDS))
    q = ma.fields.String(load_default=None, validate=validate.Length(min=1, max=100), metadata={"description": "name"})


class CollectionItemSchema(ResponseSchema):
    card = ma.fields.Nested(CardRefSchema, required=True)
    registered = ma.fields.Integer(required=True)
    manual = ma.fields.Integer(required=True, metadata={"description": "added by hand"})
    quantity = ma.fields.Integer(required=True)


class CollectionSchema(ResponseSchema):
    items = ma.fields.List(ma.fields.Nested(CollectionItemSchema), required=True)


class ManualEntrySchema(StrictSchema):
    quantity = ma.fields.Integer(required=True, strict=True, validate=validate.Range(min=0, max=9999))
