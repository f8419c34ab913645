"""Request and response bodies of the game endpoints."""

from __future__ import annotations

from typing import Any

import marshmallow as ma

from rules import registry
from rules.ai import LEVELS as AI_LEVELS
from rules.registry import MODES, RULESET_IDS
from schemas.base import CursorPageArgs, ResponseSchema, StrictSchema
from schemas.text import RequestSchema, check_free_form

SEAT = ma.validate.Regexp(r"^p[1-9][0-9]?$", error="A seat id such as p1.")
MAX_AI_BUDGET_MS = 5000  # one decision may hold an AI worker process this long
MAX_EVENT_NUMBER = 2**31  # the largest entry number `after` and Last-Event-ID may name


class AiSchema(StrictSchema):
    level = ma.fields.String(required=True, validate=ma.validate.OneOf(AI_LEVELS))
    budget_ms = ma.fields.Integer(
        load_default=1000,
        strict=True,
        validate=ma.validate.Range(min=20, max=MAX_AI_BUDGET_MS),
        metadata={"description": f"wall-clock thinking time per decision (at most {MAX_AI_BUDGET_MS} ms)"},
    )


class PlayerSchema(RequestSchema):
    """A player at creation: a name plus the per-game setup of its ruleset and mode (see GET /v1/rulesets/{id}).
    In a mode whose capabilities include `cards_required`: a `deck` (demo deck name or deck id); with `ai`, an
    `ai` for a seat the AI plays."""

    name = ma.fields.String(required=True, validate=ma.validate.Length(min=1, max=40))
    deck = ma.fields.String(
        validate=ma.validate.Length(min=1, max=60),
        metadata={"description": "modes with cards_required (engine): a demo deck's name or your deck's id"},
    )
    ai = ma.fields.Nested(AiSchema, metadata={"description": "modes with ai (engine): this seat is played by the AI"})
    starting_card = ma.fields.Dict(metadata={"description": "Athernum: {name, cost, vt_field, objective}"})
    leader = ma.fields.Dict(metadata={"description": "Oversoul: {name, hp}"})

    class Meta:
        unknown = ma.INCLUDE  # other per-game fields; checked against the ruleset below


class GameCreateSchema(StrictSchema):
    ruleset = ma.fields.String(required=True, validate=ma.validate.OneOf(RULESET_IDS))
    players = ma.fields.List(ma.fields.Nested(PlayerSchema), required=True, validate=ma.validate.Length(min=1, max=12))
    first_player = ma.fields.String(load_default=None, allow_none=True, validate=SEAT)
    seed = ma.fields.Integer(
        load_default=None, allow_none=True, strict=True, validate=ma.validate.Range(min=0, max=2**53)
    )
    options = ma.fields.Dict(load_default=None, allow_none=True)
    mode = ma.fields.String(
        load_default="tracker",
        validate=ma.validate.OneOf(MODES),
        metadata={
            "description": "tracker: players report, counters checked; engine (rulesets listing it in "
            "GET /v1/rulesets/{id} `modes`): the service holds the whole game, with AI seats"
        },
    )

    @ma.validates_schema
    def _player_fields_of_the_ruleset(self, data: dict[str, Any], **_kw: object) -> None:
        ruleset, mode = data.get("ruleset"), data.get("mode", "tracker")
        if ruleset not in RULESET_IDS or mode not in MODES:
            return
        if not registry.has(ruleset, mode):
            offered = [r for r in RULESET_IDS if registry.has(r, mode)]
            raise ma.ValidationError(
                {"mode": [f"{mode.capitalize()} mode is available for {', '.join(offered)} only."]}
            )
        game = registry.get(ruleset, mode)
        caps = game.capabilities
        allowed = {"name"} | {f.name for f in game.player_fields}
        allowed |= {"deck"} if caps.cards_required else set()
        allowed |= {"ai"} if caps.ai else set()
        errors: dict[int, dict[str, list[str]]] = {}
        for i, player in enumerate(data.get("players") or []):
            problems = {k: [f"Not a {ruleset} player field in {mode} mode."] for k in sorted(set(player) - allowed)}
            if caps.cards_required and "deck" not in player:
                problems["deck"] = [f"A deck is required in {mode} mode."]
            if problems:
                errors[i] = problems
        if errors:
            raise ma.ValidationError({"players": errors})
        if data.get("players") and all(p.get("ai") for p in data["players"]):
            raise ma.ValidationError(
                {
                    "players": [
                        "At least one seat is a person's: games between AI seats only "
                        "are simulations (POST /v1/simulations)."
                    ]
                }
            )


class GameQueryArgs(StrictSchema):
    seat = ma.fields.String(
        load_default=None, validate=SEAT, metadata={"description": "whose view (a seat you control)"}
    )
    min_version = ma.fields.Integer(
        load_default=None,
        validate=ma.validate.Range(min=0, max=MAX_EVENT_NUMBER),
        metadata={
            "description": "The lowest version you will take: the number of the last entry you saw on the "
            "stream, or the version a write answered with. A game that phones keep reading is "
            "served from the server's copy, which may trail a write made through another server "
            "process by a moment; with `min_version`, never behind what you know."
        },
    )


class ViewerSchema(ResponseSchema):
    role = ma.fields.String(
        required=True, metadata={"description": "owner, player, spectator, admin, or staff (a judge's ruling)"}
    )
    seat = ma.fields.String(allow_none=True, metadata={"description": "the seat whose view this is"})
    controls = ma.fields.List(
        ma.fields.String(),
        required=True,
        metadata={
            "description": "the seats the caller may act for: those they hold, and for the creator every seat "
            "nobody holds"
        },
    )


class GameSchema(ResponseSchema):
    """A game as its ruleset shows it, plus the service's own members. Ruleset-specific members
    (Athernum's ``vt_pool``, Arcane's ``domains``...) appear at the top level too."""

    id = ma.fields.String(required=True)
    ruleset = ma.fields.String(required=True)
    mode = ma.fields.String(required=True)
    version = ma.fields.Integer(required=True, metadata={"description": "also the ETag"})
    status = ma.fields.String(required=True, metadata={"description": "active or finished"})
    seats = ma.fields.List(ma.fields.Dict(), required=True, metadata={"description": "seat, name, counters"})
    turn = ma.fields.Dict(required=True, metadata={"description": "number, active_seat, step"})
    winner = ma.fields.Raw(allow_none=True, metadata={"description": "a seat id, a list of seat ids, or null"})
    finish_reason = ma.fields.String(allow_none=True)
    join_code = ma.fields.String(allow_none=True, metadata={"description": "shown to the owner and players"})
    created_at = ma.fields.String(required=True)
    archived = ma.fields.Boolean(required=True)
    abandoned = ma.fields.Boolean(required=True)
    viewer = ma.fields.Nested(ViewerSchema, required=True)
    chain_head = ma.fields.String(
        allow_none=True,
        metadata={
            "description": "the hash of the log's last entry: each entry carries the hash of itself and of the "
            "one before (GET /v1/games/{id}/verify recomputes the chain)"
        },
    )
    seed_commitment = ma.fields.String(
        allow_none=True,
        metadata={
            "description": "sha256(decimal seed + ':' + salt) in hex, fixed at creation; the entry that ends the "
            "game reveals seed and salt (GET /v1/games/{id}/verify replays the game from them)"
        },
    )

    class Meta:
        ordered = True
        unknown = ma.INCLUDE  # documented as additionalProperties: the ruleset's own members

    @ma.post_dump(pass_original=True)
    def _ruleset_members(self, data: dict[str, Any], original: dict[str, Any], **_kw: object) -> dict[str, Any]:
        for key, value in original.items():
            data.setdefault(key, value)
        return data


class ActionSchema(RequestSchema):
    """An action: ``type`` and ``seat`` plus the fields of that action type, as listed (with JSON Schema)
    at GET /v1/rulesets/{ruleset}."""

    type = ma.fields.String(required=True, validate=ma.validate.Length(min=1, max=40))
    seat = ma.fields.String(required=True, validate=ma.validate.Length(min=1, max=8))

    class Meta:
        unknown = ma.INCLUDE

    @staticmethod
    def quick_load(body: Any) -> dict[str, Any] | None:
        """What ``load`` makes of a body it accepts (type and seat first, then the other members as sent), without
        marshmallow's pass: every move comes through here, and the pass cost it 60-80 µs of about 1 ms of CPU
        (the API's parser uses this first, ``service/platform/jsonio.py``). None for any other body: ``load`` then
        refuses
        it with its field errors. A property test holds the two equal."""
        if type(body) is not dict:
            return None
        kind, seat = body.get("type"), body.get("seat")
        if type(kind) is not str or not 1 <= len(kind) <= 40 or type(seat) is not str or not 1 <= len(seat) <= 8:
            return None
        try:
            check_free_form(body)  # the text rule of type and seat, and of every other member's keys and strings
        except ma.ValidationError:
            return None
        return {"type": kind, "seat": seat, **{k: v for k, v in body.items() if k != "type" and k != "seat"}}


class EntrySchema(ResponseSchema):
    """One entry of a game's history."""

    number = ma.fields.Integer(required=True)
    type = ma.fields.String(
        required=True,
        metadata={
            "description": "game_created, action, undo, seat_joined (a seat taken) or seat_released (handed back)"
        },
    )
    at = ma.fields.String(required=True)
    by = ma.fields.String(allow_none=True)
    action = ma.fields.Dict(metadata={"description": "the action (for action and undo entries)"})
    effects = ma.fields.List(
        ma.fields.Dict(), required=True, metadata={"description": "the ruleset's events, as every reader sees them"}
    )
    setup = ma.fields.Dict(
        metadata={
            "description": "for game_created: players (without decks in a game with hidden information), "
            "first_player, options and seed_commitment = sha256(decimal seed + ':' + salt); never the seed"
        }
    )
    undoes = ma.fields.Integer(metadata={"description": "for undo: the number of the entry undone"})
    seat = ma.fields.String(metadata={"description": "for seat_joined, seat_released: the seat joined, handed back"})
    ruling = ma.fields.Dict(
        metadata={
            "description": "for an action a judge took for a seat: the event, match and reason "
            "(POST /v1/tournaments/{tournament_id}/matches/{match_id}/rulings)"
        }
    )
    reveal = ma.fields.Dict(
        metadata={
            "description": "in the entry that ends the game: seed, salt and, with hidden information, decks (by "
            "seat) and cards, to check seed_commitment and replay the game"
        }
    )
    yours = ma.fields.Dict(
        metadata={
            "description": "what of the entry only you may see, for the seats you play: decks (by seat) in "
            "game_created, private (a drawn card...: effect index, seat, private) in an action; not hashed"
        }
    )
    hash = ma.fields.String(
        metadata={
            "description": "sha256 of the previous entry's hash and this entry's canonical JSON (without hash and "
            "yours)"
        }
    )


class ActionResultSchema(ResponseSchema):
    version = ma.fields.Integer(required=True)
    events = ma.fields.List(ma.fields.Nested(EntrySchema), required=True)
    game = ma.fields.Nested(GameSchema, required=True)


class GameListArgs(CursorPageArgs):
    ruleset = ma.fields.String(load_default=None, validate=ma.validate.OneOf(RULESET_IDS))
    lifecycle = ma.fields.String(load_default=None, validate=ma.validate.OneOf(["live", "finished", "abandoned"]))


class GameSummarySchema(ResponseSchema):
    id = ma.fields.String(required=True)
    ruleset = ma.fields.String(required=True)
    mode = ma.fields.String(required=True)
    created_at = ma.fields.DateTime(required=True)
    seats = ma.fields.List(ma.fields.Dict(), required=True)
    role = ma.fields.String(required=True)
    controls = ma.fields.List(ma.fields.String(), required=True)
    lifecycle = ma.fields.String(required=True, metadata={"description": "live, finished or abandoned"})
    version = ma.fields.Integer(required=True)
    status = ma.fields.String(required=True)
    winner = ma.fields.Raw(allow_none=True)
    turn = ma.fields.Dict()


class GameListSchema(ResponseSchema):
    items = ma.fields.List(ma.fields.Nested(GameSummarySchema), required=True)
    next_cursor = ma.fields.String(allow_none=True)


class EventArgs(StrictSchema):
    after = ma.fields.Integer(load_default=0, validate=ma.validate.Range(min=0, max=MAX_EVENT_NUMBER))
    limit = ma.fields.Integer(load_default=500, validate=ma.validate.Range(min=1, max=1000))
    ticket = ma.fields.String(
        validate=ma.validate.Length(min=1, max=100),
        load_only=True,
        metadata={"description": "a stream ticket, instead of an Authorization header (see `streamTicket`)"},
    )


class EventStreamHeaders(RequestSchema):
    last_event_id = ma.fields.String(
        data_key="Last-Event-ID",
        load_default=None,
        metadata={"description": "SSE: resume after this event number (what a reconnecting EventSource sends)"},
    )

    class Meta:
        unknown = ma.EXCLUDE  # every other request header


class StreamTicketSchema(ResponseSchema):
    ticket = ma.fields.String(required=True, metadata={"description": "pass as `?ticket=`; works once"})
    expires_in = ma.fields.Integer(required=True, metadata={"description": "seconds left to use it"})
    events_url = ma.fields.String(
        required=True, metadata={"description": "the game's events with the ticket (add `&after=N` to resume)"}
    )


class EventListSchema(ResponseSchema):
    items = ma.fields.List(ma.fields.Nested(EntrySchema), required=True)
    version = ma.fields.Integer(required=True, metadata={"description": "the game's version now"})
    next_after = ma.fields.Integer(allow_none=True, metadata={"description": "pass as `after` for more"})


class JoinSchema(StrictSchema):
    join_code = ma.fields.String(required=True, validate=ma.validate.Length(min=4, max=20))
    seat = ma.fields.String(load_default=None, allow_none=True, validate=SEAT)
    name = ma.fields.String(
        load_default=None,
        allow_none=True,
        validate=ma.validate.Length(min=1, max=40),
        metadata={"description": "a guest's display name"},
    )


class JoinResultSchema(ResponseSchema):
    game_id = ma.fields.String(required=True)
    role = ma.fields.String(required=True)
    controls = ma.fields.List(ma.fields.String(), required=True)
    seat_token = ma.fields.String(
        allow_none=True,
        metadata={"description": "for a guest without an account: a bearer token for this game, shown once"},
    )
    game = ma.fields.Nested(GameSchema, required=True)


class LegalActionsSchema(ResponseSchema):
    seat = ma.fields.String(required=True)
    version = ma.fields.Integer(required=True)
    exhaustive = ma.fields.Boolean(
        required=True,
        metadata={
            "description": "true (engine mode): every item is a complete body POST …/actions accepts as "
            "it is; false (tracker mode): the action types allowed now, fields to fill in"
        },
    )
    items = ma.fields.List(
        ma.fields.Dict(),
        required=True,
        metadata={
            "description": "an action body, or a template: a body plus `$free`, the JSON Schema (type "
            "object) of the fields still to fill in; post it without `$free`, with those "
            "fields set"
        },
    )


class ChainCheckSchema(ResponseSchema):
    """The game's log checked entry by entry against its hash chain."""

    game_id = ma.fields.String(required=True)
    entries = ma.fields.Integer(required=True, metadata={"description": "entries checked"})
    chained = ma.fields.Boolean(required=True, metadata={"description": "false for a log kept before chaining"})
    intact = ma.fields.Boolean(
        allow_none=True,
        required=True,
        metadata={"description": "every entry matches its hash, in order, with none missing (null: not chained)"},
    )
    first_broken = ma.fields.Integer(
        allow_none=True, required=True, metadata={"description": "the first entry that does not match"}
    )
    chain_head = ma.fields.String(
        allow_none=True, required=True, metadata={"description": "the head the entries lead to (when intact)"}
    )
    matches_game = ma.fields.Boolean(required=True, metadata={"description": "that head is the one the game records"})
    replay = ma.fields.String(
        required=True,
        validate=ma.validate.OneOf(["match", "mismatch", "pending"]),
        metadata={
            "description": "the game replayed from the seed its last entry revealed: match (the seed opens "
            "seed_commitment and gives every recorded event), mismatch, or pending (not ended, nothing revealed)"
        },
    )
