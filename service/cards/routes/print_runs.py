"""Print runs (admin): physical copies with serials and secret codes; the secrets can be downloaded once."""

from __future__ import annotations

from flask import Response, stream_with_context
from flask.views import MethodView

from schemas.registrations import PrintRunCreateSchema, PrintRunSchema
from service.accounts.admin import admin_only
from service.accounts.auth import current_principal
from service.cards import print_runs
from service.platform.api import Blueprint
from service.platform.context import db_session, services
from service.platform.tasks import send_task

blp = Blueprint("print_runs", __name__, url_prefix="/v1/print-runs", description="Printing registration codes.")


@blp.route("")
class PrintRuns(MethodView):
    @admin_only(blp)
    @blp.arguments(PrintRunCreateSchema)
    @blp.response(202, PrintRunSchema)
    @blp.errors(422)
    def post(self, body: dict):
        """Start a print run: a task generates the copies (follow `task_id` at `GET /v1/tasks/{id}`)."""
        session = db_session()
        principal = current_principal()
        run = print_runs.create_print_run(session=session, principal=principal, cards=body["cards"])
        session.commit()
        run.task_id = send_task("cards.print_run", args=[run.id], owner_id=principal.user_id)
        session.commit()
        return run


@blp.route("/<string:run_id>")
class PrintRun(MethodView):
    @admin_only(blp)
    @blp.response(200, PrintRunSchema)
    @blp.errors(404)
    def get(self, run_id: str):
        """A print run's status and what has been downloaded."""
        return print_runs.get_run(session=db_session(), run_id=run_id)


@blp.route("/<string:run_id>/codes.csv")
class PrintRunCodes(MethodView):
    @admin_only(blp)
    @blp.response(200, {"type": "string"}, content_type="text/csv")
    @blp.errors(404, 409, 410)
    def get(self, run_id: str):
        """The serials and secret codes as CSV — once: a second download is 410."""
        chunks = print_runs.download_codes(db=services().db, redis_client=services().redis, run_id=run_id)
        headers = {"Content-Disposition": f'attachment; filename="{run_id}-codes.csv"', "Cache-Control": "no-store"}
        return Response(stream_with_context(chunks), mimetype="text/csv", headers=headers)


@blp.route("/<string:run_id>/sheet.html")
class PrintRunSheet(MethodView):
    @admin_only(blp)
    @blp.response(200, {"type": "string"}, content_type="text/html")
    @blp.errors(404, 409, 410)
    def get(self, run_id: str):
        """A printable sheet of QR codes (verify URL and scratch-off code per copy) — once."""
        sheet = print_runs.download_sheet(
            db=services().db,
            redis_client=services().redis,
            run_id=run_id,
            verify_base=services().settings.public_base_url + "/app/verify/",  # PUBLIC_URL, never the Host header
        )
        return Response(stream_with_context(sheet), mimetype="text/html", headers={"Cache-Control": "no-store"})
