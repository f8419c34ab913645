from __future__ import annotations

import marshmallow as ma

from schemas.text import RequestSchema


class StrictSchema(RequestSchema):
    """Request bodies: unknown fields are an error, not silently dropped; text checked (``schemas.text``)."""

    class Meta:
        unknown = ma.RAISE


class ResponseSchema(ma.Schema):
    class Meta:
        ordered = True


class ProblemSchema(ma.Schema):
    """RFC 9457 problem details, as every error response carries them."""

    type = ma.fields.String(required=True, metadata={"description": "stable URI reference naming the problem"})
    title = ma.fields.String(required=True)
    status = ma.fields.Integer(required=True)
    detail = ma.fields.String(required=True)
    code = ma.fields.String(required=True, metadata={"description": "stable machine-readable code"})
    instance = ma.fields.String(allow_none=True)
    request_id = ma.fields.String(allow_none=True)
    errors = ma.fields.Raw(metadata={"description": "field errors, by location then field"})
    rule = ma.fields.Dict(metadata={"description": "for rule violations: the rule (id, rulebook, section, quote)"})

    class Meta:
        unknown = ma.INCLUDE


class CursorPageArgs(StrictSchema):
    limit = ma.fields.Integer(load_default=50, validate=ma.validate.Range(min=1, max=200))
    cursor = ma.fields.String(load_default=None, validate=ma.validate.Length(max=200))
