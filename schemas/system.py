from __future__ import annotations

import marshmallow as ma

from schemas.base import ResponseSchema


class HealthSchema(ResponseSchema):
    status = ma.fields.String(required=True)


class ReadySchema(ResponseSchema):
    status = ma.fields.String(required=True)
    checks = ma.fields.Dict(keys=ma.fields.String(), values=ma.fields.String(), required=True)


class TaskSchema(ResponseSchema):
    id = ma.fields.String(required=True)
    name = ma.fields.String(allow_none=True)
    state = ma.fields.String(
        required=True, metadata={"description": "PENDING, STARTED, PROGRESS, RETRY, SUCCESS or FAILURE"}
    )
    progress = ma.fields.Dict(allow_none=True, metadata={"description": "e.g. {'done': 40, 'total': 100}"})
    result = ma.fields.Raw(allow_none=True)
    error = ma.fields.String(allow_none=True)
