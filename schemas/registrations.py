"""Print runs, registrations, verification, copies, transfers and market values."""

from __future__ import annotations

import marshmallow as ma
from marshmallow import validate

from schemas.base import ResponseSchema, StrictSchema


class PrintRunCardSchema(StrictSchema):
    card_id = ma.fields.String(required=True, validate=validate.Length(min=1, max=64))
    quantity = ma.fields.Integer(required=True, strict=True, validate=validate.Range(min=1, max=1_000_000))


class PrintRunCreateSchema(StrictSchema):
    cards = ma.fields.List(
        ma.fields.Nested(PrintRunCardSchema), required=True, validate=validate.Length(min=1, max=1000)
    )


class PrintRunSchema(ResponseSchema):
    id = ma.fields.String(required=True)
    task_id = ma.fields.String(allow_none=True, metadata={"description": "follow it at GET /v1/tasks/{id}"})
    status = ma.fields.String(required=True, metadata={"description": "pending | ready"})
    total = ma.fields.Integer(required=True)
    cards = ma.fields.List(ma.fields.Dict(), required=True)
    created_at = ma.fields.AwareDateTime(required=True)
    finished_at = ma.fields.AwareDateTime(allow_none=True)
    codes_downloaded_at = ma.fields.AwareDateTime(allow_none=True)
    sheet_downloaded_at = ma.fields.AwareDateTime(allow_none=True)


class RegistrationCreateSchema(StrictSchema):
    code = ma.fields.String(
        required=True,
        validate=validate.Length(min=1, max=64),
        metadata={"description": "the scratch-off code; case and dashes do not matter"},
    )


class CardRefSchema(ResponseSchema):
    id = ma.fields.String(required=True)
    name = ma.fields.String(required=True)
    ruleset = ma.fields.String(required=True)


class CopySchema(ResponseSchema):
    serial = ma.fields.String(required=True)
    card = ma.fields.Nested(CardRefSchema, allow_none=True)
    status = ma.fields.String(required=True, metadata={"description": "active | lost | stolen | revoked"})
    registered_at = ma.fields.AwareDateTime(allow_none=True)
    owner_public = ma.fields.Boolean(required=True)


class CopyListSchema(ResponseSchema):
    items = ma.fields.List(ma.fields.Nested(CopySchema), required=True)


class VerifySchema(ResponseSchema):
    serial = ma.fields.String(required=True)
    genuine = ma.fields.Boolean(required=True)
    registered = ma.fields.Boolean(required=True)
    status = ma.fields.String(required=True)
    card = ma.fields.Nested(CardRefSchema, allow_none=True)
    owner = ma.fields.String(allow_none=True, metadata={"description": "only when the owner made it public"})
    playable_in_official = ma.fields.Boolean(required=True)


class ReportSchema(StrictSchema):
    status = ma.fields.String(required=True, validate=validate.OneOf(("lost", "stolen")))
    note = ma.fields.String(load_default="", validate=validate.Length(max=500))


class RevokeSchema(StrictSchema):
    note = ma.fields.String(load_default="", validate=validate.Length(max=500))


class VisibilitySchema(StrictSchema):
    owner_public = ma.fields.Boolean(required=True)


class HistoryEventSchema(ResponseSchema):
    kind = ma.fields.String(required=True)
    at = ma.fields.AwareDateTime(required=True)
    from_ = ma.fields.String(data_key="from", attribute="from", allow_none=True)
    to = ma.fields.String(allow_none=True)
    note = ma.fields.String(required=True)


class HistorySchema(ResponseSchema):
    items = ma.fields.List(ma.fields.Nested(HistoryEventSchema), required=True)


class PriceSchema(StrictSchema):
    amount_cents = ma.fields.Integer(required=True, strict=True, validate=validate.Range(min=0, max=100_000_000))
    currency = ma.fields.String(required=True, validate=validate.Regexp(r"^[A-Z]{3}$", error="ISO 4217, e.g. EUR."))


class TransferCreateSchema(StrictSchema):
    serial = ma.fields.String(required=True, validate=validate.Length(min=1, max=32))
    to = ma.fields.String(required=True, validate=validate.Length(min=1, max=40), metadata={"description": "username"})
    price = ma.fields.Nested(PriceSchema, load_default=None, allow_none=True)


class TransferQueryArgs(StrictSchema):
    status = ma.fields.String(
        load_default=None, validate=validate.OneOf(("pending", "accepted", "declined", "cancelled"))
    )


class TransferSchema(ResponseSchema):
    id = ma.fields.String(required=True)
    serial = ma.fields.String(allow_none=True)
    card_id = ma.fields.String(allow_none=True)
    from_ = ma.fields.String(data_key="from", attribute="from", allow_none=True)
    to = ma.fields.String(allow_none=True)
    status = ma.fields.String(required=True)
    price = ma.fields.Dict(allow_none=True)
    created_at = ma.fields.AwareDateTime(required=True)
    closed_at = ma.fields.AwareDateTime(allow_none=True)


class TransferListSchema(ResponseSchema):
    items = ma.fields.List(ma.fields.Nested(TransferSchema), required=True)


class MarketValueSchema(ResponseSchema):
    card_id = ma.fields.String(required=True)
    window_days = ma.fields.Integer(required=True)
    minimum_sales = ma.fields.Integer(required=True)
    values = ma.fields.List(
        ma.fields.Dict(),
        required=True,
        metadata={"description": "per currency: sales counted, and the median (null below the minimum)"},
    )
