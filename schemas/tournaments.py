"""Tournaments: request bodies and responses (events, staff, players, rounds and matches, results, standings)."""

from __future__ import annotations

from typing import Any

import marshmallow as ma
from marshmallow import validate

from rules.decks import FORMATS
from rules.registry import RULESET_IDS
from schemas.base import CursorPageArgs, ResponseSchema, StrictSchema
from schemas.decks import DeckCardOutSchema
from schemas.games import SEAT
from schemas.tournament_live import ClockSchema

STATUSES = ("registration", "running", "top_cut", "finished")
FORMATS_ = ("swiss", "pods", "single_elimination")
ENFORCEMENT_LEVELS = ("casual", "competitive", "professional")  # as rules.tournaments.penalties names them
MISSED_RESULTS = ("loss", "draw", "bye")
NUMBER = {"type": "number"}


class PointsSchema(StrictSchema):
    win = ma.fields.Integer(load_default=3, strict=True, validate=validate.Range(min=0, max=100))
    draw = ma.fields.Integer(load_default=1, strict=True, validate=validate.Range(min=0, max=100))
    loss = ma.fields.Integer(load_default=0, strict=True, validate=validate.Range(min=0, max=100))
    placements = ma.fields.List(
        ma.fields.Integer(strict=True, validate=validate.Range(min=0, max=100)),
        load_default=lambda: [3, 2, 1, 0],
        validate=validate.Length(min=1, max=12),
        metadata={"description": "pods: points for 1st, 2nd… place (places beyond the list score 0)"},
    )


class MatchFormatSchema(StrictSchema):
    best_of = ma.fields.Integer(required=True, strict=True, validate=validate.OneOf([1, 3, 5]))
    points = ma.fields.Nested(PointsSchema, load_default=None, allow_none=True)


class TournamentCreateSchema(StrictSchema):
    ruleset = ma.fields.String(required=True, validate=validate.OneOf(RULESET_IDS))
    name = ma.fields.String(required=True, validate=validate.Length(min=1, max=120))
    format = ma.fields.String(
        required=True,
        validate=validate.OneOf(FORMATS_),
        metadata={"description": "swiss; pods (multiplayer games); single_elimination (a seeded bracket)"},
    )
    match = ma.fields.Nested(MatchFormatSchema, required=True)
    rounds = ma.fields.Integer(
        load_default=None,
        allow_none=True,
        strict=True,
        validate=validate.Range(min=1, max=30),
        metadata={"description": "Swiss or pod rounds; default from the player count when round 1 is paired"},
    )
    top_cut = ma.fields.Integer(
        load_default=0,
        strict=True,
        validate=validate.Range(min=0, max=64),
        metadata={
            "description": "swiss: a bracket of 2, 4, 8, 16 or 32 after the Swiss rounds; pods: one final table of "
            "pod_size, or k semi-final pods of pod_size whose winners meet at a final table (k × pod_size)"
        },
    )
    deck_format = ma.fields.String(
        load_default=None,
        allow_none=True,
        validate=validate.OneOf(FORMATS),
        metadata={"description": "decklists required in this format (official: registered cards); none if absent"},
    )
    pod_size = ma.fields.Integer(
        load_default=None, allow_none=True, strict=True, validate=validate.Range(min=2, max=12)
    )
    seed = ma.fields.Integer(
        load_default=None, allow_none=True, strict=True, validate=validate.Range(min=0, max=2**31 - 1)
    )
    round_minutes = ma.fields.Integer(
        load_default=50,
        strict=True,
        validate=validate.Range(min=1, max=240),
        metadata={"description": "the round clock's default length"},
    )
    enforcement = ma.fields.String(
        load_default="casual",
        validate=validate.OneOf(ENFORCEMENT_LEVELS),
        metadata={"description": "which infractions judges record and their default penalties (…/infractions)"},
    )
    late_entry_result = ma.fields.String(
        load_default="loss",
        validate=validate.OneOf(MISSED_RESULTS),
        metadata={"description": "what each round a late entry missed counts as (a bye counts as a win)"},
    )


class TournamentListArgs(CursorPageArgs):
    ruleset = ma.fields.String(load_default=None, validate=validate.OneOf(RULESET_IDS))
    status = ma.fields.String(load_default=None, validate=validate.OneOf(STATUSES))


class TournamentSchema(ResponseSchema):
    id = ma.fields.String(required=True)
    name = ma.fields.String(required=True)
    ruleset = ma.fields.String(required=True)
    format = ma.fields.String(required=True)
    match = ma.fields.Dict(required=True, metadata={"description": "{best_of, points: {win, draw, loss, placements}}"})
    rounds = ma.fields.Integer(required=True, metadata={"description": "planned Swiss/pod rounds"})
    rounds_fixed = ma.fields.Boolean(required=True, metadata={"description": "false: still follows the player count"})
    top_cut = ma.fields.Integer(required=True)
    deck_format = ma.fields.String(allow_none=True)
    pod_size = ma.fields.Integer(allow_none=True)
    round_minutes = ma.fields.Integer(required=True)
    enforcement = ma.fields.String(required=True, metadata={"enum": list(ENFORCEMENT_LEVELS)})
    late_entry_result = ma.fields.String(required=True, metadata={"enum": list(MISSED_RESULTS)})
    seed = ma.fields.Integer(required=True)
    status = ma.fields.String(required=True, metadata={"enum": list(STATUSES)})
    current_round = ma.fields.Integer(required=True)
    organiser_id = ma.fields.String(required=True)
    player_count = ma.fields.Integer(required=True)
    created_at = ma.fields.DateTime(required=True)
    finished_at = ma.fields.DateTime(allow_none=True)


class TournamentListSchema(ResponseSchema):
    items = ma.fields.List(ma.fields.Nested(TournamentSchema), required=True)
    next_cursor = ma.fields.String(allow_none=True)


class StaffAddSchema(StrictSchema):
    user_id = ma.fields.String(required=True, validate=validate.Length(min=1, max=32))
    role = ma.fields.String(load_default="judge", validate=validate.OneOf(["judge", "scorekeeper"]))


class StaffSchema(ResponseSchema):
    user_id = ma.fields.String(required=True)
    username = ma.fields.String(required=True)
    role = ma.fields.String(required=True)
    added_at = ma.fields.DateTime(required=True)


class StaffListSchema(ResponseSchema):
    items = ma.fields.List(ma.fields.Nested(StaffSchema), required=True)


class TournamentPlayerCreateSchema(StrictSchema):
    name = ma.fields.String(load_default=None, validate=validate.Length(min=1, max=80))
    user_id = ma.fields.String(load_default=None, validate=validate.Length(min=1, max=32))
    missed_round_result = ma.fields.String(
        load_default=None,
        validate=validate.OneOf(MISSED_RESULTS),
        metadata={
            "description": "staff, late entries: what this player's missed rounds count as (default: the "
            "event's late_entry_result)"
        },
    )

    @ma.validates_schema
    def _one_of(self, data: dict[str, Any], **_kw: object) -> None:
        if data.get("name") is None and data.get("user_id") is None:
            raise ma.ValidationError("Give a guest's name or a user_id.", "name")


class TournamentPlayerSchema(ResponseSchema):
    id = ma.fields.String(required=True)
    name = ma.fields.String(required=True)
    user_id = ma.fields.String(allow_none=True)
    checked_in = ma.fields.Boolean(required=True)
    deck_submitted = ma.fields.Boolean(required=True)
    decklist_locked = ma.fields.Boolean(required=True)
    entered_round = ma.fields.Integer(required=True, metadata={"description": "the first round the player plays"})
    missed_rounds = ma.fields.List(
        ma.fields.Integer(), required=True, metadata={"description": "rounds before a late entry joined"}
    )
    missed_round_result = ma.fields.String(
        allow_none=True, metadata={"enum": [*MISSED_RESULTS, None], "description": "what each missed round counts as"}
    )
    dropped = ma.fields.Boolean(required=True)
    dropped_after_round = ma.fields.Integer(allow_none=True)
    disqualified = ma.fields.Boolean(required=True)
    created_at = ma.fields.DateTime(required=True)


class TournamentPlayerListSchema(ResponseSchema):
    items = ma.fields.List(ma.fields.Nested(TournamentPlayerSchema), required=True)


class DeckSubmitSchema(StrictSchema):
    deck_id = ma.fields.String(required=True, validate=validate.Length(min=1, max=32))


class DeckSubmittedSchema(ResponseSchema):
    player_id = ma.fields.String(required=True)
    deck_id = ma.fields.String(required=True)
    legal = ma.fields.Boolean(required=True)
    format = ma.fields.String(required=True)


class DecklistSchema(ResponseSchema):
    player_id = ma.fields.String(required=True)
    deck_id = ma.fields.String(required=True)
    format = ma.fields.String(required=True, metadata={"description": "casual | official"})
    locked = ma.fields.Boolean(
        required=True, metadata={"description": "frozen when the player's first round was paired; before, the deck now"}
    )
    cards = ma.fields.List(ma.fields.Nested(DeckCardOutSchema), required=True)
    card_count = ma.fields.Integer(required=True)


class MatchPlayerSchema(ResponseSchema):
    id = ma.fields.String(required=True)
    name = ma.fields.String(required=True)


class MatchSchema(ResponseSchema):
    id = ma.fields.String(required=True)
    round = ma.fields.Integer(required=True)
    table = ma.fields.Integer(allow_none=True, metadata={"description": "none for a bye"})
    kind = ma.fields.String(required=True, metadata={"enum": ["match", "pod", "bye"]})
    players = ma.fields.List(ma.fields.Nested(MatchPlayerSchema), required=True, metadata={"description": "seat order"})
    status = ma.fields.String(required=True, metadata={"enum": ["pending", "reported", "disputed", "final"]})
    result = ma.fields.Dict(
        allow_none=True, metadata={"description": "{outcome, wins, draws} or {outcome, placements}"}
    )
    reported_by = ma.fields.List(ma.fields.String(), required=True)
    games = ma.fields.List(
        ma.fields.Dict(),
        required=True,
        metadata={"description": "linked games: {game_id, seats, chain_head once the result is taken from them}"},
    )
    chain_head = ma.fields.String(
        allow_none=True,
        metadata={"description": "the hash-chain head of the deciding game's log when the result came from it"},
    )
    extensions = ma.fields.List(
        ma.fields.Dict(), required=True, metadata={"description": "time extensions: {minutes, reason, by, at}"}
    )
    extension_minutes = ma.fields.Integer(required=True, metadata={"description": "the sum of the extensions"})
    ends_at = ma.fields.DateTime(
        allow_none=True, metadata={"description": "when this table's time is called: the round's plus extensions"}
    )
    remaining_seconds = ma.fields.Integer(allow_none=True, metadata={"description": "this table's time left"})
    explanation = ma.fields.Dict(
        required=True,
        metadata={"description": "why these players meet: score group, pair-down, repeat avoided, bye and why"},
    )
    updated_at = ma.fields.DateTime(required=True)


class RoundSchema(ResponseSchema):
    number = ma.fields.Integer(required=True)
    stage = ma.fields.String(required=True, metadata={"enum": ["swiss", "pods", "top_cut", "bracket"]})
    status = ma.fields.String(required=True, metadata={"enum": ["open", "complete"]})
    pairings_made = ma.fields.Integer(required=True)
    paired_at = ma.fields.DateTime(required=True)
    completed_at = ma.fields.DateTime(allow_none=True)
    stale = ma.fields.Boolean(
        required=True, metadata={"description": "an earlier result was corrected after pairing: re-pair or keep"}
    )
    stale_since = ma.fields.DateTime(allow_none=True)
    stale_reason = ma.fields.String(allow_none=True)
    clock = ma.fields.Nested(ClockSchema, required=True)
    summary = ma.fields.Dict(required=True)
    matches = ma.fields.List(ma.fields.Nested(MatchSchema), required=True)


class PlacementField(ma.fields.Field[str | list[str]]):
    """A player id, or a list of player ids who tie for the places they cover."""

    def _deserialize(self, value: Any, attr: str | None, data: Any, **kwargs: Any) -> str | list[str]:
        if isinstance(value, str) and 0 < len(value) <= 32:
            return value
        if isinstance(value, list) and value and all(isinstance(v, str) and 0 < len(v) <= 32 for v in value):
            return value
        raise ma.ValidationError("A player id, or a list of player ids for a tie.")


class ResultSchema(StrictSchema):
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
    outcome = ma.fields.String(
        validate=validate.OneOf(["played", "intentional_draw", "double_loss", "no_show"]),
        metadata={"description": "double_loss and no_show: staff only"},
    )
    absent = ma.fields.List(ma.fields.String(validate=validate.Length(min=1, max=32)), validate=validate.Length(max=12))
    from_game = ma.fields.Boolean(metadata={"description": "take the result from the linked tracked game(s)"})

    @ma.validates_schema
    def _something(self, data: dict[str, Any], **_kw: object) -> None:
        if not any(data.get(k) for k in ("wins", "placements", "outcome", "from_game")):
            raise ma.ValidationError("Give wins, placements, an outcome, or from_game.", "wins")


class GameLinkSchema(StrictSchema):
    game_id = ma.fields.String(
        load_default=None,
        validate=validate.Length(min=1, max=32),
        metadata={"description": "the tracked game to link; without it, the match's game is created and linked"},
    )
    players = ma.fields.Dict(
        keys=ma.fields.String(validate=validate.Length(min=1, max=32)),
        values=ma.fields.Dict(),
        load_default=None,
        metadata={
            "description": "starting the game: each player's setup beyond the name, by player id, as the "
            "event's ruleset asks (`player_fields` of GET /v1/rulesets/{id}: Oversoul's "
            "`leader`, Athernum's `starting_card`)"
        },
    )
    first_player = ma.fields.String(
        load_default=None, validate=SEAT, metadata={"description": "starting the game: the seat that goes first"}
    )
    seats = ma.fields.Dict(
        keys=ma.fields.String(),
        values=ma.fields.String(validate=validate.Regexp(r"^p[1-9][0-9]?$")),
        load_default=None,
        metadata={"description": "player id → seat; default p1, p2… in order"},
    )

    @ma.validates_schema
    def _setup_only_when_starting(self, data: dict[str, Any], **_kw: object) -> None:
        if data.get("game_id") is not None:
            given = [f for f in ("players", "first_player") if data.get(f) is not None]
            if given:
                raise ma.ValidationError({f: ["Sets up a new game: send it without game_id."] for f in given})


class TopCutPlaceSchema(ResponseSchema):
    seed = ma.fields.Integer(required=True, metadata={"description": "seed in the top cut, from the Swiss standing"})
    out_in_round = ma.fields.Integer(allow_none=True, metadata={"description": "the round they lost in, if they did"})
    champion = ma.fields.Boolean(required=True)


class StandingSchema(ResponseSchema):
    rank = ma.fields.Integer(required=True)
    player_id = ma.fields.String(required=True)
    name = ma.fields.String(required=True)
    user_id = ma.fields.String(allow_none=True)
    points = ma.fields.Raw(required=True, metadata=NUMBER)
    record = ma.fields.Dict(
        required=True, metadata={"description": "Swiss: wins, losses, draws, byes; pods: tables, firsts, byes"}
    )
    tiebreakers = ma.fields.Dict(
        required=True,
        metadata={"description": "Swiss: mw, omw, gw, ogw; pods: opp_rate, firsts (in order of use, after points)"},
    )
    dropped = ma.fields.Boolean(required=True)
    disqualified = ma.fields.Boolean(required=True)
    top_cut = ma.fields.Nested(TopCutPlaceSchema, metadata={"description": "for players in the top cut"})


class StandingsSchema(ResponseSchema):
    tournament_id = ma.fields.String(required=True)
    format = ma.fields.String(required=True)
    round = ma.fields.Integer(required=True)
    final = ma.fields.Boolean(required=True)
    items = ma.fields.List(ma.fields.Nested(StandingSchema), required=True)


class AuditEntrySchema(ResponseSchema):
    id = ma.fields.Integer(required=True)
    at = ma.fields.DateTime(required=True)
    actor_id = ma.fields.String(allow_none=True)
    action = ma.fields.String(required=True)
    data = ma.fields.Dict(required=True)


class AuditPageSchema(ResponseSchema):
    items = ma.fields.List(ma.fields.Nested(AuditEntrySchema), required=True)
    next_cursor = ma.fields.String(allow_none=True)


class ExportArgs(StrictSchema):
    format = ma.fields.String(load_default="csv", validate=validate.OneOf(["csv", "html"]))


class PairingsExportArgs(ExportArgs):
    sort = ma.fields.String(
        load_default="table",
        validate=validate.OneOf(["table", "name"]),
        metadata={"description": "table: one row per table; name: one row per player, alphabetically (for walls)"},
    )
