"""Inviting phones to a table: find a game by its join code, and the join link as a QR code."""

from __future__ import annotations

from flask import Response
from flask.views import MethodView

from schemas.invitations import JoinLookupResultSchema, JoinLookupSchema
from service.accounts.auth import current_principal
from service.games import invitations
from service.games.http import access as http_access
from service.platform.api import Blueprint
from service.platform.context import db_session, services
from service.platform.errors import Forbidden
from service.platform.ratelimit import address_bucket, limit_failures

blp = Blueprint(
    "game_invitations",
    __name__,
    url_prefix="/v1/games",
    description="Inviting phones to a table: find a game by its join code; the join link as a QR code.",
)


def join_code_address_bucket() -> str:
    """Wrong join codes of one address, looked up or tried on a game: one budget for both ways of guessing."""
    return f"join-code-{address_bucket()}"


@blp.route("/lookup")
class GameLookup(MethodView):
    # only failed lookups count: guessing codes is slow, while a table of phones joining is never held up
    decorators = [
        limit_failures(lambda: services().settings.rate_limit_join_lookup, join_code_address_bucket, failed=(404,)),
    ]

    @blp.auth_optional()
    @blp.arguments(JoinLookupSchema)
    @blp.response(200, JoinLookupResultSchema)
    @blp.errors(404, 422, 429)
    def post(self, body: dict):
        """The live game a join code opens, with its seats (taken or free, AI or not), so a phone can offer a
        seat before `POST /v1/games/{id}/join`. No credential needed: the code is the invitation. Failed
        lookups are rate-limited per address."""
        return invitations.find_by_code(session=db_session(), **body)


@blp.route("/<string:game_id>/join-qr")
class JoinQr(MethodView):
    @blp.auth("games:read", seat_tokens=True)
    @blp.response(200, {"type": "string"}, content_type="image/svg+xml")
    @blp.errors(403, 404)
    def get(self, game_id: str):
        """The game's join link (`/app/join/{id}#code=…`, which opens the web companion's join screen) as an SVG
        QR code, for the owner and the players (who see the join code)."""
        access = http_access(game_id, current_principal())
        session = db_session()
        if not access.sees_join_code:
            raise Forbidden("Only the game's owner and players see its join code.", code="join-code-hidden")
        url = invitations.join_url(
            base_url=services().settings.public_base_url,  # never the request's Host: it goes into the QR code
            game_id=game_id,
            join_code=invitations.join_code_of(session=session, game_id=game_id),
        )
        headers = {"Cache-Control": "private, max-age=3600"}
        return Response(invitations.qr_svg(url), mimetype="image/svg+xml", headers=headers)
