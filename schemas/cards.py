"""The card catalog: query arguments, cards with their game's fields, versions, printings, imports."""

from __future__ import annotations

from typing import Any

import marshmallow as ma
from marshmallow import validate

from schemas.base import CursorPageArgs, ResponseSchema, StrictSchema

SORTS = ("name", "-name", "cost", "-cost", "id", "-id")


class CardQueryArgs(CursorPageArgs):
    q = ma.fields.String(validate=validate.Length(min=1, max=100), metadata={"description": "in name or text"})
    type = ma.fields.String(validate=validate.Length(max=32))
    rarity = ma.fields.String(validate=validate.Length(max=32))
    realm = ma.fields.String(validate=validate.Length(max=64), metadata={"description": "Achroma"})
    essence = ma.fields.String(validate=validate.Length(max=64), metadata={"description": "Chronicles of Arcane"})
    faction = ma.fields.String(validate=validate.Length(max=64), metadata={"description": "Athernum"})
    archetype = ma.fields.String(validate=validate.Length(max=64), metadata={"description": "Oversoul"})
    keyword = ma.fields.String(validate=validate.Length(max=64))
    cost_min = ma.fields.Integer(validate=validate.Range(min=0, max=99))
    cost_max = ma.fields.Integer(validate=validate.Range(min=0, max=99))
    sort = ma.fields.String(load_default="name", validate=validate.OneOf(SORTS))


class CardSchema(ResponseSchema):
    """Common fields; every other field of the game's card format follows (see the set file format)."""

    id = ma.fields.String(required=True)
    ruleset = ma.fields.String(required=True)
    name = ma.fields.String(required=True)
    type = ma.fields.String(required=True)
    rarity = ma.fields.String(required=True)
    text = ma.fields.String(required=True, metadata={"description": "current rules text (latest version)"})
    lore = ma.fields.String(required=True)
    version = ma.fields.Integer(required=True, metadata={"description": "number of the current text version"})

    class Meta:
        ordered = True
        unknown = ma.INCLUDE

    @ma.post_dump(pass_original=True)
    def _game_fields(self, data: dict[str, Any], original: dict[str, Any], **_kw: object) -> dict[str, Any]:
        # the game's own fields (cost, realm, traits...) are passed through as they are stored
        return {**data, **{k: v for k, v in original.items() if k not in data}}


class CardPageSchema(ResponseSchema):
    items = ma.fields.List(ma.fields.Nested(CardSchema), required=True)
    next_cursor = ma.fields.String(allow_none=True, required=True)


class CardVersionSchema(ResponseSchema):
    version = ma.fields.Integer(required=True)
    text = ma.fields.String(required=True)
    effective = ma.fields.Date(required=True)
    kind = ma.fields.String(required=True, metadata={"description": "printed | erratum"})
    note = ma.fields.String(required=True)


class PrintingSchema(ResponseSchema):
    set = ma.fields.String(required=True)
    set_name = ma.fields.String(required=True)
    number = ma.fields.String(required=True)
    released = ma.fields.Date(required=True)


class CardDetailSchema(CardSchema):
    versions = ma.fields.List(ma.fields.Nested(CardVersionSchema), required=True)
    printings = ma.fields.List(ma.fields.Nested(PrintingSchema), required=True)


class ErratumCreateSchema(StrictSchema):
    text = ma.fields.String(required=True, validate=validate.Length(max=4000), metadata={"text": "multiline"})
    effective = ma.fields.Date(required=True)
    note = ma.fields.String(load_default="", validate=validate.Length(max=500), metadata={"text": "multiline"})


class CardImportSchema(StrictSchema):
    format = ma.fields.String(required=True, validate=validate.OneOf(("json", "csv")))
    content = ma.fields.String(
        required=True,
        validate=validate.Length(min=1, max=900_000),
        metadata={"description": "the file", "text": "multiline"},
    )


class CardImportResultSchema(ResponseSchema):
    set = ma.fields.String(required=True)
    ruleset = ma.fields.String(required=True)
    cards = ma.fields.Integer(required=True)
    created = ma.fields.Integer(required=True)
    updated = ma.fields.Integer(required=True)
    versions_added = ma.fields.Integer(required=True)
