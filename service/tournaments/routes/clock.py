"""A round's clock: read it (public), start, pause, resume or end it (staff). The server's clock is the only one."""

from __future__ import annotations

from flask.views import MethodView

from schemas.tournament_live import ClockActionSchema, ClockSchema
from service.accounts.auth import current_principal
from service.platform.api import Blueprint
from service.platform.context import db_session
from service.platform.urls import number_segment
from service.tournaments import clock

blp = Blueprint("tournament_clock", __name__, url_prefix="/v1/tournaments", description="Round clocks.")


def _number(number: str) -> int:
    return number_segment(number, missing="No such round.")


# the round number is a string so that credentials are checked before the URL is (the auth matrix)
@blp.route("/<string:tournament_id>/rounds/<string:number>/clock")
class RoundClock(MethodView):
    @blp.response(200, ClockSchema)
    @blp.errors(404)
    def get(self, tournament_id: str, number: str):
        """The round's clock: `state`, `minutes`, `started_at`, `ends_at` (null before the start and while paused)
        and `remaining_seconds`, computed by the server when read; `now` is the server's time, so a client can
        count down from `ends_at` without trusting its own clock. Public."""
        return clock.get_clock(session=db_session(), tournament_id=tournament_id, number=_number(number))

    @blp.auth("tournaments:write")
    @blp.arguments(ClockActionSchema)
    @blp.response(200, ClockSchema)
    @blp.errors(403, 404, 409, 422)
    def post(self, body: dict, tournament_id: str, number: str):
        """Start (`minutes`, else the event's `round_minutes`), pause, resume, extend (by `minutes`, for the whole
        round: a delay that held up every table) or end the round's clock (staff).
        Starting it sends `tournament.round_started`; every change goes to the event's live stream."""
        session = db_session()
        doc = clock.act(
            session=session,
            principal=current_principal(),
            tournament_id=tournament_id,
            number=_number(number),
            action=body["action"],
            minutes=body.get("minutes"),
        )
        session.commit()
        return doc
