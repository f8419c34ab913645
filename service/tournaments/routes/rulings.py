"""Rulings: a judge acts for a seat of a match's game, on the record."""

from __future__ import annotations

from flask.views import MethodView

from schemas.games import ActionResultSchema
from schemas.tournament_live import RulingCreateSchema
from service.accounts.auth import current_principal
from service.games.http import after_write, store, with_version
from service.games.records import document
from service.platform.api import Blueprint
from service.platform.context import services
from service.platform.idempotency import idempotent
from service.platform.jsonio import json_response
from service.tournaments import rulings

blp = Blueprint(
    "tournament_rulings", __name__, url_prefix="/v1/tournaments", description="Judges' rulings at matches' games."
)


@blp.route("/<string:tournament_id>/matches/<string:match_id>/rulings")
class MatchRulings(MethodView):
    @blp.auth("tournaments:write")
    @idempotent
    @blp.arguments(RulingCreateSchema)
    @blp.response(200, ActionResultSchema)
    @blp.errors(403, 404, 409, 412, 422, 503)
    @blp.doc(parameters=[{"in": "header", "name": "Idempotency-Key", "schema": {"type": "string"}}])
    def post(self, body: dict, tournament_id: str, match_id: str):
        """Act for a seat of a game linked to the match, as a ruling (staff of the event who do not play the match):
        the only way staff act for a seat a player holds. The rules check the action as any other; its entry in the
        game's log carries `ruling` (event, match, reason, judge) and the event's audit log records `match.ruling`.
        The answer shows the game without any seat's hidden view."""
        principal = current_principal()
        written = rulings.rule(
            db=services().db,
            store=store(),
            settings=services().settings,
            principal=principal,
            tournament_id=tournament_id,
            match_id=match_id,
            **body,
        )
        after_write(written, principal)
        record = written.record
        staff = rulings.staff_access(record.seat_ids)
        body = {"version": record.version, "events": written.entries, "game": document(record, staff, seat=None)}
        return with_version(json_response(body), record.version)
