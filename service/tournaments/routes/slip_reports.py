"""A table's result from its printed slip: read the match (public), report with the slip's code (a guest, without
an account), and the staff's link to the round's slips with the codes on them."""

from __future__ import annotations

from flask import request, url_for
from flask.views import MethodView

from schemas.slip_reports import SlipResultSchema, SlipsLinkSchema
from schemas.tournaments import MatchSchema
from service.accounts.auth import current_principal
from service.platform.api import Blueprint
from service.platform.context import db_session, services
from service.platform.errors import NotFound
from service.platform.model_base import utcnow
from service.platform.ratelimit import address_bucket, limit_failures
from service.platform.urls import number_segment
from service.tournaments import slip_reports
from service.tournaments.access import get_tournament, require_staff
from service.tournaments.documents import match_document
from service.tournaments.history import get_match
from service.tournaments.models import TournamentRound

blp = Blueprint(
    "tournament_slip_reports", __name__, url_prefix="/v1/tournaments", description="Results from printed slips."
)

WRONG_CODE = ("wrong-slip-code",)


def _match_bucket() -> str | None:
    """Wrong codes tried on one match, from any address: a hall of phones cannot share out the guessing."""
    match_id = (request.view_args or {}).get("match_id")
    return f"slip-code-match:{match_id}" if match_id else None


@blp.route("/<string:tournament_id>/matches/<string:match_id>")
class Match(MethodView):
    @blp.response(200, MatchSchema)
    @blp.errors(404)
    def get(self, tournament_id: str, match_id: str):
        """One match: its players in seat order, table, status and public result (what a slip's report page
        shows). Public."""
        session = db_session()
        tournament = get_tournament(session, tournament_id)
        return match_document(session, tournament, get_match(session, tournament, match_id))


@blp.route("/<string:tournament_id>/matches/<string:match_id>/slip-result")
class SlipResult(MethodView):
    # like join codes: only wrong codes count, per address and per match
    decorators = [
        limit_failures(
            lambda: services().settings.rate_limit_join_lookup,
            lambda: f"slip-code-{address_bucket()}",
            failed=(403,),
            codes=WRONG_CODE,
        ),
        limit_failures(
            lambda: services().settings.rate_limit_join_code_game, _match_bucket, failed=(403,), codes=WRONG_CODE
        ),
    ]

    @blp.auth_optional()
    @blp.arguments(SlipResultSchema)
    @blp.response(200, MatchSchema)
    @blp.errors(403, 404, 409, 422, 429)
    def post(self, body: dict, tournament_id: str, match_id: str):
        """A guest's report of their table's result, with the code printed on the table's slip (no account
        needed: the code opens this match alone). `player_id` names the guest whose word it is; the result is
        given as in `…/result` (`wins` and `draws`, `placements` for a pod, or `outcome: intentional_draw`). It
        follows a player's report there: final once every player reported the same, else `reported` or
        `disputed`. 403 `wrong-slip-code` for a code that is not this match's (wrong codes are rate-limited per
        address and per match: 429), 403 `player-has-account` for a player who reports signed in, 409
        `result-final` once the result is final (staff correct it)."""
        session = db_session()
        match = slip_reports.report_with_slip(
            session=session,
            secret_key=services().settings.secret_key,
            tournament_id=tournament_id,
            match_id=match_id,
            body=body,
        )
        tournament = get_tournament(session, tournament_id)
        document = match_document(session, tournament, match)
        session.commit()
        return document


@blp.route("/<string:tournament_id>/rounds/<string:number>/slips-link")
class SlipsLink(MethodView):
    @blp.auth("tournaments:write")
    @blp.response(200, SlipsLinkSchema)
    @blp.errors(403, 404)
    def post(self, tournament_id: str, number: str):
        """The round's slips page with each table's code on it (staff): its address carries a print key that
        expires after 12 hours, since a browser opens the page without the app's credential."""
        session = db_session()
        tournament = get_tournament(session, tournament_id)
        require_staff(session, tournament, current_principal())
        round_number = number_segment(number, missing="No such round.")
        if session.get(TournamentRound, (tournament.id, round_number)) is None:
            raise NotFound("This round has not been paired.")
        path = url_for("tournament_rounds.RoundSlips", tournament_id=tournament.id, number=round_number)
        return slip_reports.slips_link(
            secret_key=services().settings.secret_key,
            tournament_id=tournament.id,
            number=round_number,
            path=path,
            now=utcnow(),
        )
