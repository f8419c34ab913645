"""A tournament's players: registration and late entries, check-in, decklists, drops."""

from __future__ import annotations

from flask.views import MethodView

from schemas.tournaments import (
    DecklistSchema,
    DeckSubmitSchema,
    DeckSubmittedSchema,
    TournamentPlayerCreateSchema,
    TournamentPlayerListSchema,
    TournamentPlayerSchema,
)
from service.accounts.auth import current_principal
from service.platform.api import Blueprint
from service.platform.context import db_session
from service.platform.idempotency import idempotent
from service.tournaments import registration

blp = Blueprint("tournament_players", __name__, url_prefix="/v1/tournaments", description="Tournament players.")
IDEMPOTENCY_HEADER = {"in": "header", "name": "Idempotency-Key", "schema": {"type": "string"}}


@blp.route("/<string:tournament_id>/players")
class Players(MethodView):
    @blp.response(200, TournamentPlayerListSchema)
    @blp.errors(404)
    def get(self, tournament_id: str):
        """Every player, in registration order (dropped players included). Public."""
        players = registration.list_players(session=db_session(), tournament_id=tournament_id)
        return {"items": [registration.player_dict(p) for p in players]}

    @blp.auth("tournaments:write")
    @idempotent
    @blp.arguments(TournamentPlayerCreateSchema)
    @blp.response(201, TournamentPlayerSchema)
    @blp.errors(403, 404, 409, 422)
    @blp.doc(parameters=[IDEMPOTENCY_HEADER])
    def post(self, body: dict, tournament_id: str):
        """Enter a player: `{"user_id"}` (yourself, or anyone if you are staff) or `{"name"}` for a guest (staff).
        Staff entries are checked in at once. After round 1 this is a late entry, paired from the next round."""
        session = db_session()
        player = registration.register(
            session=session, principal=current_principal(), tournament_id=tournament_id, **body
        )
        session.commit()
        return registration.player_dict(player)


@blp.route("/<string:tournament_id>/players/<string:player_id>")
class Player(MethodView):
    @blp.auth("tournaments:write")
    @blp.response(204)
    @blp.errors(403, 404, 409)
    def delete(self, tournament_id: str, player_id: str):
        """Drop (the player or staff): never paired again, still in the standings. Before round 1: withdrawn."""
        session = db_session()
        registration.drop(
            session=session, principal=current_principal(), tournament_id=tournament_id, player_id=player_id
        )
        session.commit()


@blp.route("/<string:tournament_id>/players/<string:player_id>/check-in")
class PlayerCheckIn(MethodView):
    @blp.auth("tournaments:write")
    @blp.response(200, TournamentPlayerSchema)
    @blp.errors(403, 404, 409)
    def post(self, tournament_id: str, player_id: str):
        """Check in before round 1 (the player or staff). Round 1 pairs only checked-in players."""
        session = db_session()
        player = registration.check_in(
            session=session, principal=current_principal(), tournament_id=tournament_id, player_id=player_id
        )
        session.commit()
        return registration.player_dict(player)


@blp.route("/<string:tournament_id>/players/<string:player_id>/deck")
class PlayerDeck(MethodView):
    @blp.auth("tournaments:write")
    @blp.response(200, DecklistSchema)
    @blp.errors(403, 404)
    def get(self, tournament_id: str, player_id: str):
        """The player's decklist, for the player themselves and the event's staff (deck checks): the locked list
        once their first round is paired, before that the submitted deck as it is now."""
        return registration.decklist(
            session=db_session(), principal=current_principal(), tournament_id=tournament_id, player_id=player_id
        )

    @blp.auth("tournaments:write")
    @blp.arguments(DeckSubmitSchema)
    @blp.response(200, DeckSubmittedSchema)
    @blp.errors(403, 404, 409, 422)
    def post(self, body: dict, tournament_id: str, player_id: str):
        """Submit one of your decks as your decklist; it must be legal (an `official` event: registered cards).
        Replaceable until your first round is paired, then locked."""
        session = db_session()
        done = registration.submit_deck(
            session=session, principal=current_principal(), tournament_id=tournament_id, player_id=player_id, **body
        )
        session.commit()
        return done
