"""Checking a game's log against its hash chain (evidence for a judge that nothing was edited since) and, once the
game has ended, replaying it from its revealed seed (evidence for anyone that the shuffles were the committed ones)."""

from __future__ import annotations

from flask.views import MethodView

from schemas.games import ChainCheckSchema
from service.accounts.auth import current_principal
from service.games import chain
from service.games.history import ruleset_for
from service.games.http import access, store
from service.games.records import read_entries, read_game
from service.games.replay import replay
from service.platform.api import Blueprint
from service.platform.context import db_session, services

blp = Blueprint(
    "game_verify",
    __name__,
    url_prefix="/v1/games",
    description="A game's log, checked against its hash chain.",
)


@blp.route("/<string:game_id>/verify")
class GameVerify(MethodView):
    @blp.auth("games:read", seat_tokens=True)
    @blp.response(200, ChainCheckSchema)
    @blp.errors(403, 404)
    def get(self, game_id: str):
        """Recompute the hash chain of the game's whole log (live or archived): `intact` when every entry matches
        its hash in order with none missing, and whether the head it leads to is the one the game (and a match
        result taken from it) records. Entries are hashed as every reader is served them (no seed, no hidden card),
        so a client can recompute the same chain from `GET /events`. `replay`: once the game has ended and its
        entry revealed the seed, whether the seed opens the game's `seed_commitment` and replaying every action from
        it gives exactly the events recorded (every shuffle, draw and random pick): `match` or `mismatch`;
        `pending` until then."""
        access(game_id, current_principal())
        record = read_game(db=services().db, store=store(), game_id=game_id)
        entries = read_entries(session=db_session(), store=store(), record=record, after=0, limit=2**31)
        checked = chain.verify(entries)
        matches = checked["intact"] is True and checked["chain_head"] == record.chain_head
        verdict = replay(ruleset_for(record.meta), entries)
        return {"game_id": game_id, **checked, "matches_game": matches, "replay": verdict}
