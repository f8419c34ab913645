"""A tournament's bracket: the single-elimination rounds (a bracket event, or the top cut after Swiss or pods)."""

from __future__ import annotations

from flask.views import MethodView

from schemas.tournament_live import BracketSchema
from service.platform.api import Blueprint
from service.platform.context import db_session
from service.tournaments import elimination
from service.tournaments.access import get_tournament
from service.tournaments.history import ELIMINATION, matches_of, names_of, rounds_of

blp = Blueprint("tournament_bracket", __name__, url_prefix="/v1/tournaments", description="Brackets.")


@blp.route("/<string:tournament_id>/bracket")
class Bracket(MethodView):
    @blp.response(200, BracketSchema)
    @blp.errors(404)
    def get(self, tournament_id: str):
        """The bracket so far: each elimination round's tables in bracket order (`slot`), with their players
        (ids, seat order), seeds and winner; byes to the top seeds appear as one-player tables. A pod top cut
        shows its semi-final pods and final table. Empty `rounds` before the bracket is paired. Public."""
        session = db_session()
        tournament = get_tournament(session, tournament_id)
        rounds = rounds_of(session, tournament_id)
        cut = [r.number for r in rounds if r.stage in ELIMINATION]
        matches = matches_of(session, tournament_id, from_round=cut[0]) if cut else []
        return elimination.bracket(tournament, rounds, matches, names_of(session, tournament_id))
