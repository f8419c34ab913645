"""Seats: a holder hands theirs back to the table."""

from __future__ import annotations

from flask.views import MethodView

from schemas.games import ActionResultSchema
from service.accounts.auth import current_principal
from service.games import seats
from service.games.http import access, after_write, store, with_version
from service.games.records import default_seat, document
from service.platform.api import Blueprint
from service.platform.context import services
from service.platform.idempotency import idempotent
from service.platform.jsonio import json_response

blp = Blueprint(
    "game_seats",
    __name__,
    url_prefix="/v1/games",
    description="Seats: each belongs to whoever joined it, until they hand it back to the table.",
)


@blp.route("/<string:game_id>/seats/<string:seat>/release")
class SeatRelease(MethodView):
    @blp.auth("games:write", seat_tokens=True)
    @idempotent
    @blp.response(200, ActionResultSchema)
    @blp.errors(403, 404, 409, 503)
    @blp.doc(parameters=[{"in": "header", "name": "Idempotency-Key", "schema": {"type": "string"}}])
    def post(self, game_id: str, seat: str):
        """Hand a seat you hold back to the table: from then on the game's creator controls it (and sees its view),
        as they do every seat nobody holds, until someone joins it again. The log records it (a `seat_released`
        entry). 403 if another player holds the seat, 409 (`seat-not-held`) if nobody does."""
        principal = current_principal()
        svc = services()
        written = seats.release_seat(
            db=svc.db,
            cache=svc.cache,
            store=store(),
            settings=svc.settings,
            principal=principal,
            game_id=game_id,
            seat=seat,
        )
        after_write(written, principal)
        caller = access(game_id, principal)
        record = written.record
        body = {
            "version": record.version,
            "events": written.entries,
            "game": document(record, caller, seat=default_seat(caller, record)),
        }
        return with_version(json_response(body), record.version)
