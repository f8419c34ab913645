"""Running an event: the round clock, time extensions, penalties and infractions, stale rounds, the bracket,
and the live event log."""

from __future__ import annotations

from typing import Any

import marshmallow as ma
from marshmallow import validate

from schemas.base import ResponseSchema, StrictSchema
from schemas.games import ActionSchema

CLOCK_STATES = ("not_started", "running", "paused", "ended")
CLOCK_ACTIONS = ("start", "pause", "resume", "extend", "end")  # as rules.tournaments.clock names them
PENALTIES = ("warning", "game_loss", "match_loss", "disqualification")  # as rules.tournaments.penalties names them


class ClockSchema(ResponseSchema):
    round = ma.fields.Integer(required=True)
    state = ma.fields.String(required=True, metadata={"enum": list(CLOCK_STATES)})
    minutes = ma.fields.Integer(required=True, metadata={"description": "the round's length"})
    started_at = ma.fields.DateTime(allow_none=True)
    ends_at = ma.fields.DateTime(
        allow_none=True,
        metadata={"description": "when time is (was) called; null before the start and while paused"},
    )
    remaining_seconds = ma.fields.Integer(required=True)
    now = ma.fields.DateTime(required=True, metadata={"description": "the server's time when this was read"})


class ClockActionSchema(StrictSchema):
    action = ma.fields.String(required=True, validate=validate.OneOf(CLOCK_ACTIONS))
    minutes = ma.fields.Integer(
        strict=True,
        validate=validate.Range(min=1, max=240),
        metadata={
            "description": "start: the round's length (default: the event's round_minutes); extend (required): the "
            "minutes added to the whole round's clock"
        },
    )

    @ma.validates_schema
    def _minutes_on_start(self, data: dict[str, Any], **_kw: object) -> None:
        action = data.get("action")
        if "minutes" in data and action not in ("start", "extend"):
            raise ma.ValidationError("Only a start or an extension sets minutes.", "minutes")
        if action == "extend" and "minutes" not in data:
            raise ma.ValidationError("Say how many minutes the round is extended by.", "minutes")


class ExtensionCreateSchema(StrictSchema):
    minutes = ma.fields.Integer(required=True, strict=True, validate=validate.Range(min=1, max=60))
    reason = ma.fields.String(required=True, validate=validate.Length(min=1, max=200))


class InfractionSchema(ResponseSchema):
    code = ma.fields.String(required=True, metadata={"description": "what a penalty's `infraction` names"})
    name = ma.fields.String(required=True)
    category = ma.fields.String(
        required=True, metadata={"enum": ["game_play_error", "tournament_error", "unsporting_conduct"]}
    )
    description = ma.fields.String(required=True)
    default_penalty = ma.fields.String(required=True, metadata={"enum": list(PENALTIES)})
    escalates_after = ma.fields.Integer(
        allow_none=True, metadata={"description": "after this many earlier instances the next penalty up is suggested"}
    )


class InfractionListSchema(ResponseSchema):
    enforcement = ma.fields.String(required=True, metadata={"enum": ["casual", "competitive", "professional"]})
    items = ma.fields.List(ma.fields.Nested(InfractionSchema), required=True)


class PenaltyCreateSchema(StrictSchema):
    player_id = ma.fields.String(required=True, validate=validate.Length(min=1, max=32))
    infraction = ma.fields.String(required=True, validate=validate.Length(min=1, max=40))
    penalty = ma.fields.String(required=True, validate=validate.OneOf(PENALTIES))
    notes = ma.fields.String(load_default="", validate=validate.Length(max=2000))


class PenaltySchema(ResponseSchema):
    id = ma.fields.String(required=True)
    player_id = ma.fields.String(required=True)
    round = ma.fields.Integer(required=True, metadata={"description": "the round in progress (0: before round 1)"})
    infraction = ma.fields.String(required=True)
    penalty = ma.fields.String(required=True, metadata={"enum": list(PENALTIES)})
    notes = ma.fields.String(required=True)
    issued_by = ma.fields.String(allow_none=True)
    issued_at = ma.fields.DateTime(required=True)
    match_id = ma.fields.String(
        allow_none=True,
        metadata={"description": "the match a game or match loss changed (null: waits for the player's next one)"},
    )
    suggested_penalty = ma.fields.String(
        metadata={"enum": list(PENALTIES), "description": "on issue: the policy's penalty for this instance"}
    )
    earlier = ma.fields.Integer(metadata={"description": "on issue: earlier instances of this infraction"})


class PenaltyListSchema(ResponseSchema):
    items = ma.fields.List(ma.fields.Nested(PenaltySchema), required=True)


class StaleDecisionSchema(StrictSchema):
    decision = ma.fields.String(
        required=True,
        validate=validate.OneOf(["repair", "keep"]),
        metadata={"description": "repair: pair again the tables that have not started; keep: the pairings stand"},
    )
    reason = ma.fields.String(required=True, validate=validate.Length(min=1, max=300))


class BracketMatchSchema(ResponseSchema):
    id = ma.fields.String(required=True)
    players = ma.fields.List(ma.fields.String(), required=True, metadata={"description": "player ids, seat order"})
    winner = ma.fields.String(allow_none=True, metadata={"description": "the player id who went through"})
    slot = ma.fields.Integer(required=True, metadata={"description": "place in the bracket, top to bottom"})
    table = ma.fields.Integer(allow_none=True)
    bye = ma.fields.Boolean(required=True)
    status = ma.fields.String(required=True)
    names = ma.fields.List(ma.fields.String(), required=True)
    seeds = ma.fields.List(ma.fields.Integer(allow_none=True), required=True)
    result = ma.fields.Dict(allow_none=True)


class BracketRoundSchema(ResponseSchema):
    number = ma.fields.Integer(required=True)
    name = ma.fields.String(allow_none=True, metadata={"description": "round of 16, quarter-final, semi-final, final"})
    status = ma.fields.String(required=True, metadata={"enum": ["open", "complete"]})
    matches = ma.fields.List(ma.fields.Nested(BracketMatchSchema), required=True)


class BracketSchema(ResponseSchema):
    format = ma.fields.String(required=True)
    size = ma.fields.Integer(required=True, metadata={"description": "players in the bracket (0: none yet)"})
    seeds = ma.fields.List(ma.fields.String(), required=True, metadata={"description": "player ids, seed 1 first"})
    rounds_total = ma.fields.Integer(required=True, metadata={"description": "rounds the bracket takes in all"})
    champion = ma.fields.String(allow_none=True)
    rounds = ma.fields.List(ma.fields.Nested(BracketRoundSchema), required=True)


class LiveEventArgs(StrictSchema):
    after = ma.fields.Integer(load_default=0, validate=validate.Range(min=0, max=2**31 - 1))
    limit = ma.fields.Integer(load_default=500, validate=validate.Range(min=1, max=1000))


class LiveEventSchema(ResponseSchema):
    number = ma.fields.Integer(required=True, metadata={"description": "counts up per event; the SSE `id`"})
    type = ma.fields.String(
        required=True,
        metadata={
            "description": "tournament.started, round.paired, clock.updated, match.extended, result.reported, "
            "standings.updated, penalty.issued, player.entered, player.dropped, round.stale, round.stale_resolved, "
            "round.completed, tournament.finished"
        },
    )
    at = ma.fields.String(required=True, metadata={"format": "date-time"})
    tournament_id = ma.fields.String(required=True)
    data = ma.fields.Dict(required=True)


class LiveEventListSchema(ResponseSchema):
    items = ma.fields.List(ma.fields.Nested(LiveEventSchema), required=True)
    last = ma.fields.Integer(required=True, metadata={"description": "the number of the event's latest entry"})
    next_after = ma.fields.Integer(allow_none=True, metadata={"description": "`after` for the next page, if any"})


class RulingCreateSchema(StrictSchema):
    """A judge's ruling: an action taken for a seat of one of the match's linked games, with the reason."""

    game_id = ma.fields.String(
        required=True, validate=validate.Length(min=1, max=32), metadata={"description": "a game linked to the match"}
    )
    reason = ma.fields.String(required=True, validate=validate.Length(min=1, max=300))
    action = ma.fields.Nested(
        ActionSchema, required=True, metadata={"description": "the action, as POST /v1/games/{game_id}/actions takes"}
    )
