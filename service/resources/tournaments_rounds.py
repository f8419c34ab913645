"""A tournament's rounds: pair the next one, re-pair the current one, read one (and print its pairings)."""

from __future__ import annotations

from flask import Response
from flask.views import MethodView

from schemas.tournaments import ExportArgs, RoundSchema
from service.api import Blueprint
from service.auth import current_principal
from service.context import db_session
from service.errors import NotFound
from service.idempotency import idempotent
from service.numbers import parse_natural
from service.tournaments import exports, rounds
from service.urls import MAX_INT

blp = Blueprint("tournament_rounds", __name__, url_prefix="/v1/tournaments", description="Tournament rounds.")
IDEMPOTENCY_HEADER = {"in": "header", "name": "Idempotency-Key", "schema": {"type": "string"}}
MEDIA = {"csv": "text/csv", "html": "text/html"}


@blp.route("/<string:tournament_id>/rounds")
class Rounds(MethodView):
    @blp.auth("tournaments:write")
    @idempotent
    @blp.response(201, RoundSchema)
    @blp.errors(403, 404, 409)
    @blp.doc(parameters=[IDEMPOTENCY_HEADER])
    def post(self, tournament_id: str):
        """Pair the next round (organiser or staff) and return its matches. Round 1 starts the event (players
        not checked in are withdrawn, decklists lock); after the last Swiss round comes the top cut."""
        session = db_session()
        rnd = rounds.pair_next(session=session, principal=current_principal(), tournament_id=tournament_id)
        session.commit()
        return rounds.round_dict(session, rnd)


@blp.route("/<string:tournament_id>/rounds/<int:number>")
class Round(MethodView):
    @blp.response(200, RoundSchema)
    @blp.errors(404)
    def get(self, tournament_id: str, number: int):
        """One round with its matches and why each pairing was made. Public."""
        return rounds.get_round(session=db_session(), tournament_id=tournament_id, number=number)


# the round number is a string here so that credentials are checked before the URL is (the auth matrix)
@blp.route("/<string:tournament_id>/rounds/<string:number>/repair")
class RoundRepair(MethodView):
    @blp.auth("tournaments:write")
    @blp.response(200, RoundSchema)
    @blp.errors(403, 404, 409)
    def post(self, tournament_id: str, number: str):
        """Pair the current round again (staff), before any result: takes in late entries and drops since."""
        round_number = parse_natural(number, maximum=MAX_INT)
        if round_number is None:
            raise NotFound("No such round.")
        session = db_session()
        rnd = rounds.repair(
            session=session, principal=current_principal(), tournament_id=tournament_id, number=round_number
        )
        session.commit()
        return rounds.round_dict(session, rnd)


@blp.route("/<string:tournament_id>/rounds/<int:number>/pairings")
class RoundPairingsExport(MethodView):
    @blp.arguments(ExportArgs, location="query")
    @blp.response(200, {"type": "string"}, content_type="text/csv")
    @blp.alt_response(200, schema={"type": "string"}, content_type="text/html", success=True, description="HTML")
    @blp.errors(404, 422)
    def get(self, args: dict, tournament_id: str, number: int):
        """The round's pairings as CSV (`format=csv`) or as a printable HTML page (`format=html`). Public."""
        kind = args["format"]
        text = exports.pairings_export(session=db_session(), tournament_id=tournament_id, number=number, kind=kind)
        return Response(text, mimetype=MEDIA[kind])
