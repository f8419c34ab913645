"""Tournaments: create an event, list events, read one, and end one early.

Reads are public (no credential needed): pairings and standings are what a venue posts on the wall.
Every write needs the `tournaments:write` scope; what the caller may change then depends on their role
(organiser, staff, player).
"""

from __future__ import annotations

from flask import url_for
from flask.views import MethodView

from schemas.tournaments import TournamentCreateSchema, TournamentListArgs, TournamentListSchema, TournamentSchema
from service.accounts.auth import current_principal
from service.platform.api import Blueprint
from service.platform.context import db_session, services
from service.platform.idempotency import idempotent
from service.tournaments import events
from service.tournaments.access import get_tournament

blp = Blueprint(
    "tournaments",
    __name__,
    url_prefix="/v1/tournaments",
    description="Tournaments: Swiss or pod events with registration, pairings, results and standings.",
)
IDEMPOTENCY_HEADER = {"in": "header", "name": "Idempotency-Key", "schema": {"type": "string"}}


@blp.route("")
class Tournaments(MethodView):
    @blp.arguments(TournamentListArgs, location="query")
    @blp.response(200, TournamentListSchema)
    @blp.errors(422)
    def get(self, args: dict):
        """Every tournament, newest first; cursor-paginated. Public."""
        return events.list_tournaments(session=db_session(), **args)

    @blp.auth("tournaments:write")
    @idempotent
    @blp.arguments(TournamentCreateSchema)
    @blp.response(201, TournamentSchema, headers={"Location": {"schema": {"type": "string"}}})
    @blp.errors(409, 422, 429)
    @blp.doc(parameters=[IDEMPOTENCY_HEADER])
    def post(self, body: dict):
        """Create a tournament; the caller is its organiser. Players register next; round 1 starts it. An account
        may organise `TOURNAMENTS_PER_USER` (100) unfinished tournaments (429 `too-many-tournaments` beyond)."""
        session = db_session()
        tournament = events.create_tournament(
            session=session, principal=current_principal(), limit=services().settings.tournaments_per_user, **body
        )
        session.commit()
        location = url_for("tournaments.Tournament", tournament_id=tournament.id)
        return events.tournament_dict(session, tournament), 201, {"Location": location}


@blp.route("/<string:tournament_id>")
class Tournament(MethodView):
    @blp.response(200, TournamentSchema)
    @blp.errors(404)
    def get(self, tournament_id: str):
        """One tournament. Public."""
        session = db_session()
        return events.tournament_dict(session, get_tournament(session, tournament_id))


@blp.route("/<string:tournament_id>/finish")
class TournamentFinish(MethodView):
    @blp.auth("tournaments:write")
    @blp.response(200, TournamentSchema)
    @blp.errors(403, 404, 409)
    def post(self, tournament_id: str):
        """End the event now (organiser only); it finishes by itself after its last round."""
        session = db_session()
        tournament = events.finish_early(session=session, principal=current_principal(), tournament_id=tournament_id)
        session.commit()
        return events.tournament_dict(session, tournament)
