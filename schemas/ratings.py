"""Ratings: a user's openskill rating per ruleset, and a ruleset's leaderboard."""

from __future__ import annotations

import marshmallow as ma
from marshmallow import validate

from rules.registry import RULESET_IDS
from schemas.base import ResponseSchema, StrictSchema


class RatingSchema(ResponseSchema):
    ruleset = ma.fields.String(required=True)
    user_id = ma.fields.String(required=True)
    username = ma.fields.String()
    mu = ma.fields.Float(required=True)
    sigma = ma.fields.Float(required=True)
    ordinal = ma.fields.Float(required=True, metadata={"description": "mu − 3σ: the number to rank by"})
    tables = ma.fields.Integer(required=True)
    updated_at = ma.fields.DateTime(required=True)


class RatingsSchema(ResponseSchema):
    user_id = ma.fields.String(required=True)
    ratings = ma.fields.List(ma.fields.Nested(RatingSchema), required=True)
    history = ma.fields.List(ma.fields.Dict(), required=True)


class LeaderboardArgs(StrictSchema):
    ruleset = ma.fields.String(required=True, validate=validate.OneOf(RULESET_IDS))
    limit = ma.fields.Integer(load_default=50, validate=validate.Range(min=1, max=200))


class LeaderboardSchema(ResponseSchema):
    items = ma.fields.List(ma.fields.Nested(RatingSchema), required=True)
