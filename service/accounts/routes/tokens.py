"""Log in (issue a session token) and log out (revoke it)."""

from __future__ import annotations

from flask import request
from flask.views import MethodView

from schemas.accounts import TokenCreateSchema, TokenSchema
from service.accounts import identity as accounts
from service.accounts.auth import current_principal, revoke_cached
from service.platform.api import Blueprint
from service.platform.context import db_session, services
from service.platform.ratelimit import address_bucket, limit_failures

blp = Blueprint("tokens", __name__, url_prefix="/v1/tokens", description="Session tokens.")


def _account_bucket() -> str | None:
    body = request.get_json(silent=True)
    username = body.get("username") if isinstance(body, dict) else None
    return f"login-account:{username.lower()}" if isinstance(username, str) and username else None


def _address_bucket() -> str:
    return f"login-{address_bucket()}"


@blp.route("")
class Tokens(MethodView):
    # Only failed logins count, per address and per account (ASVS 2.2.1): an attacker's address is throttled,
    # while the right password from another device still works unless the account itself is under attack
    # from many addresses. One address cannot use up an account's limit (the defaults make sure of it).
    decorators = [
        limit_failures(lambda: services().settings.rate_limit_login, _address_bucket, failed=(401,)),
        limit_failures(lambda: services().settings.rate_limit_login_account, _account_bucket, failed=(401,)),
    ]

    @blp.arguments(TokenCreateSchema)
    @blp.response(201, TokenSchema)
    @blp.errors(401, 422, 429)
    def post(self, body: dict):
        """Exchange a username and password for a bearer token that expires."""
        svc = services()
        token, expires_at = accounts.issue_token(
            db=svc.db, secret_key=svc.settings.secret_key, ttl_seconds=svc.settings.token_ttl_seconds, **body
        )
        return {"token": token, "expires_at": expires_at}


@blp.route("/current")
class CurrentToken(MethodView):
    @blp.auth()
    @blp.response(204)
    @blp.errors(403)
    def delete(self):
        """Revoke the token this request is authenticated with (log out)."""
        session = db_session()
        principal = current_principal()
        accounts.revoke_token(session=session, principal=principal)
        session.commit()
        revoke_cached(principal.credential_id)  # every process refuses it from the next request on
