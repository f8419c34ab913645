"""Games: create one, list yours, read one (ETag/304), and join one from another phone."""

from __future__ import annotations

from contextlib import suppress

from flask import Response, make_response, request, url_for
from flask.views import MethodView

from schemas.games import (
    GameCreateSchema,
    GameListArgs,
    GameListSchema,
    GameQueryArgs,
    GameSchema,
    JoinResultSchema,
    JoinSchema,
)
from service.accounts.auth import current_principal
from service.games import lobby, play
from service.games.access import Access, access_of, drop_access, holders
from service.games.history import joined_entry
from service.games.http import access, after_write, not_modified, store, with_version
from service.games.records import default_seat, document, document_json, ensure_plays, read_game
from service.games.routes.invitations import join_code_address_bucket
from service.platform.api import Blueprint
from service.platform.context import db_session, services
from service.platform.errors import Conflict, Forbidden
from service.platform.idempotency import idempotent
from service.platform.jsonio import json_response
from service.platform.ratelimit import address_bucket, exact_limit, limit_failures

blp = Blueprint(
    "games",
    __name__,
    url_prefix="/v1/games",
    description="Live games at a table: created by one phone, joined and followed by the others.",
)
IDEMPOTENCY_HEADER = {"in": "header", "name": "Idempotency-Key", "schema": {"type": "string"}}


@blp.route("")
class Games(MethodView):
    @blp.auth("games:read", seat_tokens=True)
    @blp.arguments(GameListArgs, location="query")
    @blp.response(200, GameListSchema)
    @blp.errors(422)
    def get(self, args: dict):
        """The caller's games (created, joined or watched), newest first; cursor-paginated."""
        items, next_cursor = lobby.list_games(
            session=db_session(),
            store=store(),
            principal=current_principal(),
            limit=args["limit"],
            cursor=args["cursor"],
            ruleset=args["ruleset"],
            lifecycle=args["lifecycle"],
        )
        return {"items": items, "next_cursor": next_cursor}

    @blp.auth("games:write")
    @idempotent
    @blp.arguments(GameCreateSchema)
    @blp.response(201, GameSchema, headers={"Location": {"schema": {"type": "string"}}})
    @blp.errors(409, 422, 429)
    @blp.doc(parameters=[IDEMPOTENCY_HEADER])
    def post(self, body: dict):
        """Start a game. The creator controls every seat nobody has joined (a joined seat is its holder's
        alone, until they hand it back); seats are p1…pN in the order of `players`. An account may have
        `AI_GAMES_PER_USER` (3) games against the AI in progress and `LIVE_GAMES_PER_USER` (100) games it created
        in play (429 beyond); a game needs at least one person's seat (AI against AI is a simulation)."""
        principal = current_principal()
        settings = services().settings
        written = play.create_game(
            db=services().db,
            store=store(),
            settings=settings,
            principal=principal,
            body=body,
            live_games_cap=settings.live_games_per_user,
        )
        after_write(written, principal)  # an AI seat may have to act first (engine mode)
        owner = Access("owner", all_seats=True)
        seat = default_seat(owner, written.record)
        response = json_response(document(written.record, owner, seat=seat), 201)
        response.headers["Location"] = url_for("games.Game", game_id=written.record.id)
        return with_version(response, written.record.version)


@blp.route("/<string:game_id>")
class Game(MethodView):
    @blp.auth("games:read", seat_tokens=True)
    @blp.arguments(GameQueryArgs, location="query")
    @blp.response(200, GameSchema)
    @blp.alt_response(304, description="Not modified since the version in If-None-Match")
    @blp.errors(403, 404, 422)
    def get(self, args: dict, game_id: str):
        """A game as the caller may see it (a seat's view with `seat`). `ETag` is the version."""
        caller = access(game_id, current_principal())
        record = read_game(db=services().db, store=store(), game_id=game_id, min_version=args["min_version"])
        if not_modified(record.version):
            return with_version(make_response("", 304), record.version)
        seat = args["seat"]
        if seat is not None:
            ensure_plays(caller, record, seat)
        seat = seat or default_seat(caller, record)
        return with_version(
            Response(document_json(record, caller, seat=seat), mimetype="application/json"), record.version
        )


def _join_code_game_bucket() -> str:
    return f"join-code-game:{(request.view_args or {}).get('game_id', '')}"


@blp.route("/<string:game_id>/join")
class GameJoin(MethodView):
    # wrong codes count per address (shared with lookups) and per game, so no game's code is guessed from many
    # addresses either; a right code costs nothing
    decorators = [
        limit_failures(
            lambda: services().settings.rate_limit_join_lookup,
            join_code_address_bucket,
            failed=(403,),
            codes=("wrong-join-code",),
        ),
        limit_failures(
            lambda: services().settings.rate_limit_join_code_game,
            _join_code_game_bucket,
            failed=(403,),
            codes=("wrong-join-code",),
        ),
    ]

    @blp.auth_optional()
    @blp.arguments(JoinSchema)
    @blp.response(200, JoinResultSchema)
    @blp.errors(403, 404, 409, 422, 429)
    def post(self, body: dict, game_id: str):
        """Join with the game's code: take a free `seat` (or, without one, watch). Signed in, the seat is bound
        to your account; as a guest you give a `name` (422 without one) and get a `seat_token` to use as a bearer
        token for this game. A seat joined is in the log (`seat_joined`): the creator no longer acts for it. Wrong codes
        are rate-limited per address and per game; guest spectator tokens are limited per address."""
        session = db_session()
        principal = current_principal(required=False)
        if principal is None and body["seat"] is None:
            # every guest spectator is a new token, each with its own stream cap: minted at a hall's pace only
            exact_limit(services().settings.rate_limit_spectator_tokens, f"spectator-tokens-{address_bucket()}")
        if principal is not None and principal.is_user:
            needed = "games:write" if body["seat"] else "games:read"
            if needed not in principal.scopes:
                raise Forbidden(f"This request needs the '{needed}' scope.", code="insufficient-scope")
        live = store().load(game_id)  # read before the unit of work: nothing waits on Redis inside it
        joined = lobby.join(
            session=session,
            live=live is not None,
            secret_key=services().settings.secret_key,
            game_id=game_id,
            principal=principal,
            **body,
        )
        held = holders(session, game_id)  # read in the unit of work: nothing is read after it commits
        session.commit()
        drop_access(services().cache, game_id)  # every process sees the new member from the next request on
        member = joined.member
        if body["seat"] is not None:
            _announce_join(game_id, body["seat"], principal.username if principal else body["name"])
        member_access = access_of(member, held)
        record = read_game(session=session, store=store(), game_id=game_id)
        seat = default_seat(member_access, record)
        return {
            "game_id": game_id,
            "role": member.role,
            "controls": member_access.controlled(record.seat_ids),
            "seat_token": joined.seat_token,
            "game": document(record, member_access, seat=seat),
        }


def _announce_join(game_id: str, seat: str, by: str | None) -> None:
    """Log the join (``seat_joined``): every phone's stream hears that the seat is its holder's now, so the table's
    phone stops offering to act for it at once, and the history shows from which entry on it could not."""
    with suppress(Conflict):  # archived meanwhile: the seat is held all the same, and a finished game's log is closed
        play.append_entry(
            store=store(),
            settings=services().settings,
            game_id=game_id,
            entry_for=lambda number, now: joined_entry(number=number, seat=seat, by=by, now=now),
        )
