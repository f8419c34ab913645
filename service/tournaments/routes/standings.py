"""A tournament's standings (JSON, CSV or a printable page) and its audit log."""

from __future__ import annotations

from flask import Response
from flask.views import MethodView

from schemas.base import CursorPageArgs
from schemas.tournaments import AuditPageSchema, ExportArgs, StandingsSchema
from service.accounts.auth import current_principal
from service.platform.api import Blueprint
from service.platform.context import db_session
from service.tournaments import audit, exports, print_pages
from service.tournaments.standings import standings

blp = Blueprint("tournament_standings", __name__, url_prefix="/v1/tournaments", description="Standings and audit.")
MEDIA = {"csv": "text/csv", "html": "text/html"}


@blp.route("/<string:tournament_id>/standings")
class Standings(MethodView):
    @blp.response(200, StandingsSchema)
    @blp.errors(404)
    def get(self, tournament_id: str):
        """Standings: match points, OMW%, GW%, OGW% (pods: placement points, opponents' rate, tables won);
        dropped players stay in; after a top cut its finish decides the top places. Public."""
        return standings(session=db_session(), tournament_id=tournament_id)


@blp.route("/<string:tournament_id>/standings/export")
class StandingsExport(MethodView):
    @blp.arguments(ExportArgs, location="query")
    @blp.response(200, {"type": "string"}, content_type="text/csv")
    @blp.alt_response(200, schema={"type": "string"}, content_type="text/html", success=True, description="HTML")
    @blp.errors(404, 422)
    def get(self, args: dict, tournament_id: str):
        """The standings as CSV (`format=csv`) or as a printable HTML page (`format=html`). Public."""
        kind = args["format"]
        text = exports.standings_export(session=db_session(), tournament_id=tournament_id, kind=kind)
        response = Response(text, mimetype=MEDIA[kind])
        return print_pages.secure(response, exports.STYLE) if kind == "html" else response


@blp.route("/<string:tournament_id>/audit")
class Audit(MethodView):
    @blp.auth("tournaments:write")
    @blp.arguments(CursorPageArgs, location="query")
    @blp.response(200, AuditPageSchema)
    @blp.errors(403, 404, 422)
    def get(self, args: dict, tournament_id: str):
        """Every change to the event, oldest first (organiser and staff); cursor-paginated."""
        return audit.list_audit(
            session=db_session(), principal=current_principal(), tournament_id=tournament_id, **args
        )
