"""Log in (issue a session token and a device token) and log out (revoke the session token)."""

from __future__ import annotations

from flask import Response, after_this_request, request
from flask.views import MethodView

from schemas.accounts import TokenCreateSchema, TokenSchema
from service.accounts import identity as accounts
from service.accounts.auth import current_principal, revoke_cached
from service.accounts.devices import Device, issue_device_token, read_device_token
from service.platform.api import Blueprint
from service.platform.context import db_session, services
from service.platform.errors import ProblemError
from service.platform.ratelimit import address_bucket, count_failure, exact_limit_reached, refuse_if_used_up
from service.platform.settings import Settings

blp = Blueprint("tokens", __name__, url_prefix="/v1/tokens", description="Session tokens.")

DEVICE_COOKIE = "device_token"


def _trusted_device(settings: Settings, account: accounts.LoginAccount | None, offered: list[object]) -> Device | None:
    """The first device token offered (body, then cookie) that is genuine, of this account, and not locked out by
    its own failures; anything else — forged, expired, another account's — leaves the device untrusted."""
    for token in offered:
        device = read_device_token(secret_key=settings.secret_key, token=token)
        if (
            device is not None
            and account is not None
            and device.user_id == account.user_id
            and not exact_limit_reached(settings.rate_limit_login_device, f"login-device:{device.nonce}")
        ):
            return device
    return None


def _buckets(settings: Settings, username: str, device: Device | None) -> list[tuple[str, str]]:
    """Whose failures can refuse this login and count its failure (OWASP's device cookies): a trusted device only its
    own, so others' guesses never lock it out; an untrusted one its address's, its address's at this account, and
    this account's from any address."""
    if device is not None:
        return [(settings.rate_limit_login_device, f"login-device:{device.nonce}")]
    name = username.lower()
    return [
        (settings.rate_limit_login, f"login-{address_bucket()}"),
        (settings.rate_limit_login_account_address, f"login-account-{address_bucket()}:{name}"),
        (settings.rate_limit_login_account, f"login-account:{name}"),
    ]


def _set_device_cookie(token: str, max_age: int) -> None:
    @after_this_request
    def set_cookie(response: Response) -> Response:
        # sent back to this path only, never cross-site, never readable by scripts
        response.set_cookie(
            DEVICE_COOKIE, token, max_age=max_age, path=blp.url_prefix, secure=True, httponly=True, samesite="Strict"
        )
        return response


@blp.route("")
class Tokens(MethodView):
    @blp.arguments(TokenCreateSchema)
    @blp.response(201, TokenSchema)
    @blp.errors(401, 422, 429)
    def post(self, body: dict):
        """Exchange a username and password for a bearer token that expires, and a device token.

        Failed logins are limited. A device token from an earlier login to the same account (``device_token`` in
        the body, or the cookie this call sets) makes the device trusted: only its own failures limit it, never
        other devices' failed guesses at the account or from its address."""
        svc = services()
        settings = svc.settings
        account = accounts.find_login_account(db=svc.db, username=body["username"])
        device = _trusted_device(settings, account, [body.get("device_token"), request.cookies.get(DEVICE_COOKIE)])
        buckets = _buckets(settings, body["username"], device)
        for spec, name in buckets:
            refuse_if_used_up(spec, name)
        try:
            token, expires_at = accounts.issue_token_for(
                db=svc.db,
                secret_key=settings.secret_key,
                ttl_seconds=settings.token_ttl_seconds,
                account=account,
                password=body["password"],
            )
        except ProblemError as exc:
            if exc.status == 401:
                for spec, name in buckets:
                    count_failure(spec, name)
            raise
        assert account is not None  # a token was issued: the account exists
        device_token = issue_device_token(
            secret_key=settings.secret_key, user_id=account.user_id, ttl_seconds=settings.device_token_ttl_seconds
        )
        _set_device_cookie(device_token, settings.device_token_ttl_seconds)
        return {"token": token, "expires_at": expires_at, "device_token": device_token}


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
