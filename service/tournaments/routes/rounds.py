"""A tournament's rounds: pair the next one, re-pair the current one, decide on a stale one, read one, and print
its pairings and result slips."""

from __future__ import annotations

from flask import Response
from flask.views import MethodView

from schemas.slip_reports import SlipsArgs
from schemas.tournament_live import StaleDecisionSchema
from schemas.tournaments import PairingsExportArgs, RoundSchema
from service.accounts.auth import current_principal
from service.platform.api import Blueprint
from service.platform.context import app_object, db_session, services
from service.platform.errors import Forbidden
from service.platform.idempotency import idempotent
from service.platform.model_base import utcnow
from service.platform.urls import number_segment
from service.tournaments import exports, print_pages, rounds, slip_codes, slips, stale
from service.tournaments.access import get_tournament
from service.tournaments.documents import round_dict
from service.tournaments.models import TournamentRound
from service.tournaments.round_documents import RoundDocuments

blp = Blueprint("tournament_rounds", __name__, url_prefix="/v1/tournaments", description="Tournament rounds.")
IDEMPOTENCY_HEADER = {"in": "header", "name": "Idempotency-Key", "schema": {"type": "string"}}
MEDIA = {"csv": "text/csv", "html": "text/html"}


def _round_documents() -> RoundDocuments:
    return app_object("round_documents", lambda: RoundDocuments(cache=services().cache))


def _document(rnd: TournamentRound) -> dict:
    session = db_session()
    return round_dict(session, get_tournament(session, rnd.tournament_id), rnd)


def _number(number: str) -> int:
    return number_segment(number, missing="No such round.")


@blp.route("/<string:tournament_id>/rounds")
class Rounds(MethodView):
    @blp.auth("tournaments:write")
    @idempotent
    @blp.response(201, RoundSchema)
    @blp.errors(403, 404, 409)
    @blp.doc(parameters=[IDEMPOTENCY_HEADER])
    def post(self, tournament_id: str):
        """Pair the next round (organiser or staff) and return its matches. Round 1 starts the event (players
        not checked in are withdrawn, decklists lock); after the last Swiss round comes the top cut; in a bracket,
        the next round pairs the last one's winners. Refused while the last round is stale (decide first)."""
        session = db_session()
        rnd = rounds.pair_next(session=session, principal=current_principal(), tournament_id=tournament_id)
        session.commit()
        return _document(rnd)


@blp.route("/<string:tournament_id>/rounds/<int:number>")
class Round(MethodView):
    @blp.response(200, RoundSchema)
    @blp.errors(404)
    def get(self, tournament_id: str, number: int):
        """One round with its clock, its matches and why each pairing was made. Public."""
        # every phone reads it at each pairing: serialised as built (a test holds it equal to RoundSchema's dump),
        # and served again while the event's live log has not moved, within the second (``RoundDocuments``)
        body = _round_documents().get(session=db_session(), tournament_id=tournament_id, number=number)
        return Response(body, mimetype="application/json")


# the round number is a string here so that credentials are checked before the URL is (the auth matrix)
@blp.route("/<string:tournament_id>/rounds/<string:number>/repair")
class RoundRepair(MethodView):
    @blp.auth("tournaments:write")
    @blp.response(200, RoundSchema)
    @blp.errors(403, 404, 409)
    def post(self, tournament_id: str, number: str):
        """Pair the current round again (staff), before any result: takes in late entries and drops since."""
        session = db_session()
        rnd = rounds.repair(
            session=session, principal=current_principal(), tournament_id=tournament_id, number=_number(number)
        )
        session.commit()
        return _document(rnd)


@blp.route("/<string:tournament_id>/rounds/<string:number>/stale")
class RoundStale(MethodView):
    @blp.auth("tournaments:write")
    @blp.arguments(StaleDecisionSchema)
    @blp.response(200, RoundSchema)
    @blp.errors(403, 404, 409, 422)
    def post(self, body: dict, tournament_id: str, number: str):
        """Decide on a stale round (staff): an earlier result was corrected after it was paired. `repair` pairs
        again, from the corrected standings, the tables that have not started (no report, result, linked game
        or extension); `keep` lets the pairings stand. The decision and its `reason` go to the audit log."""
        session = db_session()
        rnd = stale.resolve(
            session=session,
            principal=current_principal(),
            tournament_id=tournament_id,
            number=_number(number),
            **body,
        )
        session.commit()
        return _document(rnd)


@blp.route("/<string:tournament_id>/rounds/<int:number>/pairings")
class RoundPairingsExport(MethodView):
    @blp.arguments(PairingsExportArgs, location="query")
    @blp.response(200, {"type": "string"}, content_type="text/csv")
    @blp.alt_response(200, schema={"type": "string"}, content_type="text/html", success=True, description="HTML")
    @blp.errors(404, 422)
    def get(self, args: dict, tournament_id: str, number: int):
        """The round's pairings as CSV (`format=csv`) or as a printable HTML page (`format=html`): by table, or
        with `sort=name` one line per player in alphabetical order (the list posted on walls). Public."""
        kind = args["format"]
        text = exports.pairings_export(
            session=db_session(), tournament_id=tournament_id, number=number, kind=kind, sort=args["sort"]
        )
        response = Response(text, mimetype=MEDIA[kind])
        return print_pages.secure(response, exports.STYLE) if kind == "html" else response


@blp.route("/<string:tournament_id>/rounds/<int:number>/slips")
class RoundSlips(MethodView):
    @blp.arguments(SlipsArgs, location="query")
    @blp.response(200, {"type": "string"}, content_type="text/html")
    @blp.errors(403, 404, 422)
    def get(self, args: dict, tournament_id: str, number: int):
        """Result slips to print (HTML): one per table with the players in seat order, a box per game (a pod: a
        place per player), signature lines, and a QR code opening the table's report page in the web companion
        (`/app/events/{tournament_id}/matches/{match_id}/report` under `PUBLIC_URL`). Public without `key`; with
        the staff's print key (`POST …/slips-link`) each slip also carries its table's code, printed and in the QR
        code's fragment (`#code=…`), with which the table's guests report (`…/slip-result`). A wrong or
        expired key: 403 `wrong-print-key`."""
        settings = services().settings
        secret = None
        if args["key"] is not None:
            if not slip_codes.is_print_key(settings.secret_key, tournament_id, number, args["key"], utcnow()):
                detail = "This print link is wrong or has expired: open Result slips again."
                raise Forbidden(detail, code="wrong-print-key")
            secret = settings.secret_key
        site = settings.public_base_url  # never the request's Host: it is printed into every QR code
        page = slips.slips_page(
            session=db_session(), tournament_id=tournament_id, number=number, site=site, secret_key=secret
        )
        return print_pages.secure(Response(page, mimetype="text/html"), slips.STYLE)
