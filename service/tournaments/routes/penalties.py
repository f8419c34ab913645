"""Penalties: judges issue them by the book (the event's enforcement level); players see their own."""

from __future__ import annotations

from flask.views import MethodView

from schemas.tournament_live import InfractionListSchema, PenaltyCreateSchema, PenaltyListSchema, PenaltySchema
from service.accounts.auth import current_principal
from service.platform.api import Blueprint
from service.platform.context import db_session
from service.platform.idempotency import idempotent
from service.tournaments import penalties

blp = Blueprint(
    "tournament_penalties", __name__, url_prefix="/v1/tournaments", description="Penalties and infractions."
)
IDEMPOTENCY_HEADER = {"in": "header", "name": "Idempotency-Key", "schema": {"type": "string"}}


@blp.route("/<string:tournament_id>/penalties")
class Penalties(MethodView):
    @blp.auth()
    @blp.response(200, PenaltyListSchema)
    @blp.errors(403, 404)
    def get(self, tournament_id: str):
        """The event's penalties, oldest first: all of them for its staff, a player's own for a player."""
        items = penalties.list_penalties(
            session=db_session(), principal=current_principal(), tournament_id=tournament_id
        )
        return {"items": items}

    @blp.auth("tournaments:write")
    @idempotent
    @blp.arguments(PenaltyCreateSchema)
    @blp.response(201, PenaltySchema)
    @blp.errors(403, 404, 409, 422)
    @blp.doc(parameters=[IDEMPOTENCY_HEADER])
    def post(self, body: dict, tournament_id: str):
        """Issue a penalty (staff). `infraction` is a code from `GET …/infractions` for the event's enforcement
        level. A `game_loss` awards the opponent a game in the player's current match (a pod: last place), a
        `match_loss` decides that match against them, a `disqualification` is a match loss in the match in
        progress and drops them from later rounds; when the current match is over, a game or match loss goes
        to their next one. The response suggests the policy's penalty for this instance (`suggested_penalty`).
        Send an `Idempotency-Key`: a retried request then never penalises twice."""
        session = db_session()
        doc = penalties.issue(
            session=session,
            principal=current_principal(),
            tournament_id=tournament_id,
            player_id=body["player_id"],
            infraction_code=body["infraction"],
            penalty=body["penalty"],
            notes=body["notes"],
        )
        session.commit()
        return doc


@blp.route("/<string:tournament_id>/infractions")
class Infractions(MethodView):
    @blp.response(200, InfractionListSchema)
    @blp.errors(404)
    def get(self, tournament_id: str):
        """The infractions judges record at this event's enforcement level, each with its default penalty (see
        docs/tournament-penalties.md): what a penalty form offers. Public."""
        return penalties.infraction_list(session=db_session(), tournament_id=tournament_id)
