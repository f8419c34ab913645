"""Log in (issue a session token) and log out (revoke it)."""

from __future__ import annotations

from flask import current_app
from flask.views import MethodView

from schemas.accounts import TokenCreateSchema, TokenSchema
from service import accounts
from service.api import Blueprint
from service.auth import current_principal
from service.context import db_session, services
from service.ratelimit import address_key, limiter, limits_off

blp = Blueprint("tokens", __name__, url_prefix="/v1/tokens", description="Session tokens.")


def _login_limit() -> str:
    return current_app.config["LOGIN_RATE_LIMIT"]


@blp.route("")
class Tokens(MethodView):
    # only failed logins count towards this stricter, per-address limit
    decorators = [
        limiter.limit(
            _login_limit, key_func=address_key, deduct_when=lambda r: r.status_code == 401, exempt_when=limits_off
        )
    ]

    @blp.arguments(TokenCreateSchema)
    @blp.response(201, TokenSchema)
    @blp.errors(401, 422, 429)
    def post(self, body: dict):
        """Exchange a username and password for a bearer token that expires."""
        settings = services().settings
        session = db_session()
        token, expires_at = accounts.issue_token(
            session=session, secret_key=settings.secret_key, ttl_seconds=settings.token_ttl_seconds, **body
        )
        session.commit()
        return {"token": token, "expires_at": expires_at}


@blp.route("/current")
class CurrentToken(MethodView):
    @blp.auth()
    @blp.response(204)
    @blp.errors(403)
    def delete(self):
        """Revoke the token this request is authenticated with (log out)."""
        session = db_session()
        accounts.revoke_token(session=session, principal=current_principal())
        session.commit()
