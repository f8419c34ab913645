"""Webhook endpoints and their delivery log."""

from __future__ import annotations

import marshmallow as ma

from schemas.base import ResponseSchema, StrictSchema

# the events an endpoint may subscribe to
EVENT_TYPES: tuple[str, ...] = (
    "game.action",
    "game.finished",
    "tournament.round_paired",
    "tournament.round_started",
    "tournament.result_reported",
    "tournament.penalty_issued",
    "match.result_reported",
    "tournament.finished",
    "card.registered",
    "card.transferred",
)


class WebhookCreateSchema(StrictSchema):
    url = ma.fields.Url(
        required=True, schemes={"http", "https"}, require_tld=False, validate=ma.validate.Length(max=2000)
    )
    event_types = ma.fields.List(
        ma.fields.String(validate=ma.validate.OneOf(EVENT_TYPES)),
        required=True,
        validate=ma.validate.Length(min=1, max=len(EVENT_TYPES)),
    )
    description = ma.fields.String(load_default=None, allow_none=True, validate=ma.validate.Length(max=200))


class WebhookUpdateSchema(StrictSchema):
    active = ma.fields.Boolean(required=True, metadata={"description": "false pauses, true re-enables"})


class WebhookSchema(ResponseSchema):
    id = ma.fields.String(required=True)
    url = ma.fields.String(required=True)
    description = ma.fields.String(allow_none=True)
    event_types = ma.fields.List(ma.fields.String(), required=True)
    status = ma.fields.String(required=True, metadata={"description": "active or disabled"})
    disabled_reason = ma.fields.String(allow_none=True)
    consecutive_failures = ma.fields.Integer(required=True)
    created_at = ma.fields.DateTime(required=True)


class WebhookCreatedSchema(WebhookSchema):
    secret = ma.fields.String(
        required=True, metadata={"description": "the signing secret (whsec_…), shown only in this response"}
    )


class WebhookListSchema(ResponseSchema):
    items = ma.fields.List(ma.fields.Nested(WebhookSchema), required=True)


class DeliveryArgs(StrictSchema):
    limit = ma.fields.Integer(load_default=50, validate=ma.validate.Range(min=1, max=200))
    before = ma.fields.String(
        load_default=None,
        validate=ma.validate.Length(max=40),
        metadata={"description": "a delivery id: older ones than it"},
    )


class DeliverySchema(ResponseSchema):
    id = ma.fields.String(required=True, metadata={"description": "the webhook-id header"})
    event_type = ma.fields.String(required=True)
    status = ma.fields.String(required=True, metadata={"description": "pending, succeeded or failed"})
    attempts = ma.fields.List(ma.fields.Dict(), required=True)
    payload = ma.fields.Dict(required=True)
    created_at = ma.fields.DateTime(required=True)
    delivered_at = ma.fields.DateTime(allow_none=True)


class DeliveryListSchema(ResponseSchema):
    items = ma.fields.List(ma.fields.Nested(DeliverySchema), required=True)
