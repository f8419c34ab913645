"""Moves: an action checked against the game's rules, and undo of the last one."""

from __future__ import annotations

from typing import Any

from flask.views import MethodView

from schemas.games import ActionResultSchema, ActionSchema, GameQueryArgs, LegalActionsSchema
from service.accounts.auth import current_principal
from service.games import play
from service.games.access import Access
from service.games.http import access as http_access
from service.games.http import after_write, if_match, store, with_version
from service.games.play import Written
from service.games.records import (
    default_seat,
    document,
    ensure_plays,
    entry_views,
    legal_actions,
    read_game,
    reader_seats,
)
from service.platform.api import Blueprint
from service.platform.context import db_session, services
from service.platform.errors import Unprocessable
from service.platform.idempotency import idempotent
from service.platform.jsonio import json_response

blp = Blueprint(
    "game_actions",
    __name__,
    url_prefix="/v1/games",
    description="Moves at a live game: every action is checked against the game's rules.",
)
WRITE_HEADERS = [
    {"in": "header", "name": "Idempotency-Key", "schema": {"type": "string"}},
    {"in": "header", "name": "If-Match", "schema": {"type": "string"}, "description": "the version (ETag) required"},
]


def _result(written: Written, access: Access) -> dict[str, Any]:
    record = written.record
    seat = default_seat(access, record)
    events = entry_views(record, written.entries, reader_seats(access, record))  # the caller's view, as on /events
    body = {"version": record.version, "events": events, "game": document(record, access, seat=seat)}
    return body


@blp.route("/<string:game_id>/actions")
class GameActions(MethodView):
    @blp.auth("games:write", seat_tokens=True)
    @idempotent
    @blp.arguments(ActionSchema)
    @blp.response(200, ActionResultSchema)
    @blp.errors(403, 404, 409, 412, 422, 503)
    @blp.doc(parameters=WRITE_HEADERS)
    def post(self, action: dict, game_id: str):
        """Take an action for a seat you control. A move the rules forbid is a 409 naming the rule."""
        principal = current_principal()
        access = http_access(game_id, principal)
        written = play.act(
            store=store(),
            settings=services().settings,
            principal=principal,
            access=access,
            game_id=game_id,
            action=action,
            if_match=if_match(),
        )
        after_write(written, principal)
        return with_version(json_response(_result(written, access)), written.record.version)


@blp.route("/<string:game_id>/undo")
class GameUndo(MethodView):
    @blp.auth("games:write", seat_tokens=True)
    @idempotent
    @blp.response(200, ActionResultSchema)
    @blp.errors(403, 404, 409, 412, 503)
    @blp.doc(parameters=WRITE_HEADERS)
    def post(self, game_id: str):
        """Undo the last action not yet undone. It stays in the history, marked as undone."""
        principal = current_principal()
        access = http_access(game_id, principal)
        written = play.undo(
            store=store(),
            settings=services().settings,
            principal=principal,
            access=access,
            game_id=game_id,
            if_match=if_match(),
        )
        after_write(written, principal)
        return with_version(json_response(_result(written, access)), written.record.version)


@blp.route("/<string:game_id>/legal-actions")
class GameLegalActions(MethodView):
    @blp.auth("games:read", seat_tokens=True)
    @blp.arguments(GameQueryArgs, location="query")
    @blp.response(200, LegalActionsSchema)
    @blp.errors(403, 404, 422)
    def get(self, args: dict, game_id: str):
        """What a seat you play may do now. In engine mode each item is a complete action body."""
        session = db_session()
        access = http_access(game_id, current_principal())
        record = read_game(session=session, store=store(), game_id=game_id, min_version=args["min_version"])
        seat = args["seat"] or default_seat(access, record)
        if seat is None:
            raise Unprocessable(errors={"query": {"seat": ["Say which seat: you play more than one."]}})
        ensure_plays(access, record, seat)
        return legal_actions(record, seat)
