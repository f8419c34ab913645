"""A tournament's staff: judges and scorekeepers the organiser adds; they run rounds and enter results."""

from __future__ import annotations

from flask.views import MethodView

from schemas.tournaments import StaffAddSchema, StaffListSchema
from service.accounts.auth import current_principal
from service.platform.api import Blueprint
from service.platform.context import db_session
from service.tournaments import events

blp = Blueprint("tournament_staff", __name__, url_prefix="/v1/tournaments", description="Tournament staff.")


@blp.route("/<string:tournament_id>/staff")
class Staff(MethodView):
    @blp.response(200, StaffListSchema)
    @blp.errors(404)
    def get(self, tournament_id: str):
        """The event's judges and scorekeepers. Public."""
        return {"items": events.list_staff(session=db_session(), tournament_id=tournament_id)}

    @blp.auth("tournaments:write")
    @blp.arguments(StaffAddSchema)
    @blp.response(200, StaffListSchema)
    @blp.errors(403, 404, 409, 422)
    def post(self, body: dict, tournament_id: str):
        """Add a user as judge or scorekeeper (organiser only); adding again changes the role."""
        session = db_session()
        events.add_staff(session=session, principal=current_principal(), tournament_id=tournament_id, **body)
        session.commit()
        return {"items": events.list_staff(session=session, tournament_id=tournament_id)}


@blp.route("/<string:tournament_id>/staff/<string:user_id>")
class StaffMember(MethodView):
    @blp.auth("tournaments:write")
    @blp.response(204)
    @blp.errors(403, 404)
    def delete(self, tournament_id: str, user_id: str):
        """Remove a staff member (organiser only)."""
        session = db_session()
        events.remove_staff(
            session=session, principal=current_principal(), tournament_id=tournament_id, user_id=user_id
        )
        session.commit()
