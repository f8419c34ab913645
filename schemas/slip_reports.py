"""A table's result reported with the code on its printed slip (guests without an account), and the staff's link to
the round's slips with those codes on them."""

from __future__ import annotations

from typing import Any

import marshmallow as ma
from marshmallow import validate

from schemas.base import ResponseSchema, StrictSchema
from schemas.tournaments import PlacementField


class SlipResultSchema(StrictSchema):
    code = ma.fields.String(
        required=True,
        validate=validate.Length(min=1, max=16),
        metadata={"description": "the code printed on the table's result slip (case, spaces and dashes ignored)"},
    )
    player_id = ma.fields.String(
        required=True,
        validate=validate.Length(min=1, max=32),
        metadata={"description": "the match's player (a guest, without an account) whose report this is"},
    )
    wins = ma.fields.Dict(
        keys=ma.fields.String(validate=validate.Length(min=1, max=32)),
        values=ma.fields.Integer(strict=True, validate=validate.Range(min=0, max=5)),
        metadata={"description": "games won per player id"},
    )
    draws = ma.fields.Integer(load_default=0, strict=True, validate=validate.Range(min=0, max=5))
    placements = ma.fields.List(
        PlacementField(),
        validate=validate.Length(min=1, max=12),
        metadata={"description": "pods: first place first; a list of ids is a tie"},
    )
    outcome = ma.fields.String(validate=validate.OneOf(["played", "intentional_draw"]))

    @ma.validates_schema
    def _something(self, data: dict[str, Any], **_kw: object) -> None:
        if not any(data.get(k) for k in ("wins", "placements", "outcome")):
            raise ma.ValidationError("Give wins, placements or an outcome.", "wins")


class SlipsArgs(StrictSchema):
    key = ma.fields.String(
        load_default=None,
        validate=validate.Length(min=1, max=80),
        metadata={"description": "the staff's print key (`POST …/slips-link`): the slips then carry each table's code"},
    )


class SlipsLinkSchema(ResponseSchema):
    url = ma.fields.String(required=True, metadata={"description": "the slips page with the codes, on this API"})
    expires_at = ma.fields.DateTime(required=True)
