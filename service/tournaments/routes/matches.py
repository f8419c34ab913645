"""A tournament's matches: results (players report and confirm, staff enter or correct), linked games, and
time extensions."""

from __future__ import annotations

from flask import url_for
from flask.views import MethodView

from schemas.tournament_live import ExtensionCreateSchema
from schemas.tournaments import GameLinkSchema, MatchSchema, ResultSchema
from service.accounts.auth import current_principal
from service.games.http import after_write, store
from service.platform.api import Blueprint
from service.platform.context import db_session, services
from service.platform.idempotency import idempotent
from service.tournaments import clock, linked_games, linked_results, results
from service.tournaments.access import get_tournament, is_staff
from service.tournaments.documents import match_document
from service.tournaments.models import Tournament, TournamentMatch

blp = Blueprint("tournament_matches", __name__, url_prefix="/v1/tournaments", description="Tournament matches.")
IDEMPOTENCY_HEADER = {"in": "header", "name": "Idempotency-Key", "schema": {"type": "string"}}
LOCATION = {"Location": {"schema": {"type": "string"}}}


def _committed(match: TournamentMatch) -> dict:
    """The match's document, read in the unit of work that changed it, which then commits: reading it after the
    commit opened a second transaction (on PostgreSQL: a connection checked out and pinged again, three queries)."""
    session = db_session()
    tournament = session.get(Tournament, match.tournament_id) or get_tournament(session, match.tournament_id)
    # the penalties' detail is the staff's: a player sees their own among their penalties
    private = is_staff(session, tournament, current_principal())
    document = match_document(session, tournament, match, private=private)
    session.commit()
    return document


@blp.route("/<string:tournament_id>/matches/<string:match_id>/result")
class MatchResult(MethodView):
    @blp.auth("tournaments:write")
    @blp.arguments(ResultSchema)
    @blp.response(200, MatchSchema)
    @blp.errors(403, 404, 409, 422)
    def post(self, body: dict, tournament_id: str, match_id: str):
        """Report a result: `{"wins": {player_id: n}, "draws": n}`, `{"placements": [...]}` for a pod,
        `{"outcome": "intentional_draw"}`, or `{"from_game": true}` to take it from the linked game(s).
        A player's report is final once every player reported the same (otherwise `reported`/`disputed`);
        staff's entry is final at once, and on a final result it is a correction. Staff only:
        `{"outcome": "double_loss"}` and `{"outcome": "no_show", "absent": [player_id]}`. A judge who plays the
        match reports in it as a player (403 `conflict-of-interest` for a staff outcome or a correction).
        `from_game` is final at once only when every seat was held by its player's account and every move was made
        by the seat's own player; otherwise it is the caller's report, for the opponent to confirm.
        Penalties' detail in a result (`reported`, `penalty_ids`, `awarded`…) is shown to staff only.
        Report the games played: game losses from penalties are added by the service (the result then keeps
        the report as `reported`). Correcting a result of an earlier round after the next one was paired marks
        that round `stale`."""
        states = (
            linked_results.linked_game_states(
                db=services().db, store=store(), tournament_id=tournament_id, match_id=match_id
            )
            if body.get("from_game")
            else None
        )
        session = db_session()
        match = results.report(
            session=session,
            principal=current_principal(),
            tournament_id=tournament_id,
            match_id=match_id,
            body=body,
            game_states=states,
        )
        return _committed(match)


@blp.route("/<string:tournament_id>/matches/<string:match_id>/games")
class MatchGames(MethodView):
    @blp.auth("tournaments:write")
    @idempotent
    @blp.arguments(GameLinkSchema)
    @blp.response(200, MatchSchema)
    @blp.alt_response(201, schema=MatchSchema, headers=LOCATION, description="The match's game was created")
    @blp.errors(403, 404, 409, 422)
    @blp.doc(parameters=[IDEMPOTENCY_HEADER])
    def post(self, body: dict, tournament_id: str, match_id: str):
        """Link a tracked game to the match, or start the match's game (without `game_id`).

        Linking: a game you can read; its outcome can then decide the result (`from_game`). Players sit in seats
        p1, p2… in match order unless `seats` maps them. A player links a game only once each seat is held by the
        match's player sitting there (409 `seats-not-held`: the opponent joins their seat first).

        Starting (201, `Location` names the game): a tracked game on the event's rules is created and linked at
        once, with each player's setup fields (`players`, by player id) where the ruleset asks for them. Each
        player who has an account holds their seat from the start (no join code to pass around; guests join
        with the code); the caller owns the game, and a caller who plays in it holds only their own seat. Send an
        `Idempotency-Key`: a retried start then never creates a second game."""
        principal = current_principal()
        if body.get("game_id") is None:
            started = linked_games.start_game(
                db=services().db,
                store=store(),
                settings=services().settings,
                principal=principal,
                tournament_id=tournament_id,
                match_id=match_id,
                seats=body["seats"],
                players=body["players"],
                first_player=body["first_player"],
            )
            after_write(started.written, principal)
            return started.match, 201, {"Location": url_for("games.Game", game_id=started.written.record.id)}
        session = db_session()
        match = linked_games.link_game_after_draws(
            db=services().db,
            session=session,
            principal=principal,
            store=store(),
            tournament_id=tournament_id,
            match_id=match_id,
            game_id=body["game_id"],
            seats=body["seats"],
        )
        return _committed(match)


@blp.route("/<string:tournament_id>/matches/<string:match_id>/extensions")
class MatchExtensions(MethodView):
    @blp.auth("tournaments:write")
    @idempotent
    @blp.arguments(ExtensionCreateSchema)
    @blp.response(201, MatchSchema)
    @blp.errors(403, 404, 409, 422)
    @blp.doc(parameters=[IDEMPOTENCY_HEADER])
    def post(self, body: dict, tournament_id: str, match_id: str):
        """Give the table extra time (staff), e.g. for a ruling or a deck check: the match then shows
        `extension_minutes` (the sum of its extensions) and its own `ends_at`, the round's plus those minutes.
        Send an `Idempotency-Key`: a retried request then never extends twice."""
        session = db_session()
        match = clock.extend(
            session=session, principal=current_principal(), tournament_id=tournament_id, match_id=match_id, **body
        )
        return _committed(match)
