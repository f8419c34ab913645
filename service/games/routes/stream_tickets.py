"""Stream tickets: how a browser's EventSource, which cannot send an Authorization header, opens a game's events."""

from __future__ import annotations

from urllib.parse import quote

from flask import g
from flask.views import MethodView

from schemas.games import StreamTicketSchema
from service.accounts.auth import current_principal
from service.games import stream_tickets
from service.games.http import access as http_access
from service.platform.api import Blueprint
from service.platform.context import services

blp = Blueprint(
    "game_stream_tickets",
    __name__,
    url_prefix="/v1/games",
    description="One-use tickets for opening a game's live stream from a browser.",
)


@blp.route("/<string:game_id>/stream-tickets")
class StreamTickets(MethodView):
    @blp.auth("games:read", seat_tokens=True)
    @blp.response(201, StreamTicketSchema)
    @blp.errors(404)
    def post(self, game_id: str):
        """A ticket that opens this game's events once (`GET …/events?ticket=…`), within `expires_in` seconds,
        with your view of the game. For browsers, whose `EventSource` cannot send `Authorization`: ask for a new
        ticket for each connection, and resume with `&after=<last event id>`."""
        principal = current_principal()
        http_access(game_id, principal)
        seconds = services().settings.stream_ticket_seconds
        ticket = stream_tickets.issue(
            redis=services().redis,
            secret_key=services().settings.secret_key,
            principal=principal,
            credential_ref=g.credential_ref,
            game_id=game_id,
            seconds=seconds,
        )
        return {
            "ticket": ticket,
            "expires_in": seconds,
            "events_url": f"/v1/games/{quote(game_id)}/events?ticket={quote(ticket)}",
        }
