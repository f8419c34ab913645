"""Bearer authentication (session tokens, API keys, seat tokens, stream tickets) and scope checks for views.

Every request is identified once, before its view runs (``identify``): the credential is looked up in this
process's credential cache (no round trip on a hit) or, on a miss, in the database (one indexed read of its keyed
hash). Only a valid credential has a rate-limit bucket of its own; a request with an unknown, revoked or expired
one counts against the client's address like an anonymous one, so made-up credentials buy nothing. A valid
credential is never charged to its address, even on a miss: an attacker who uses up an address's budget (a shop's
Wi-Fi at an event) must not lock out the signed-in players behind the same address. The view decides whether a
credential is required (``require``) or optional; a credential that was sent and is not valid is refused with 401
wherever a credential is read.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import wraps
from typing import Any, Literal, ParamSpec, TypeVar, overload

from flask import Request, g, request

from service.accounts import identity as accounts
from service.accounts.identity import Credential, Principal
from service.games import stream_tickets
from service.platform.context import Services, services
from service.platform.errors import Forbidden, InsufficientScope, Unauthorized
from service.platform.ratelimit import Limits, check_default, is_exempt

P = ParamSpec("P")
R = TypeVar("R")
CREDENTIAL_CACHE = "credential"


def bearer_credential() -> str | None:
    header = request.headers.get("Authorization", "")
    scheme, _, value = header.partition(" ")
    if scheme.lower() != "bearer" or not value.strip():
        return None
    return value.strip()


def _load(digest: str, kind: str) -> tuple[Credential, tuple[str, ...]]:
    with services().db.read() as session:
        credential = accounts.lookup_credential(session=session, digest=digest, credential_kind=kind)
    return credential, credential.tags


def credential_ref(raw: str) -> tuple[str, str]:
    """How a bearer value is looked up: its keyed hash and its kind (tok/key/seat)."""
    digest = accounts.credential_digest(secret_key=services().settings.secret_key, credential=raw)
    return digest, accounts.credential_kind(raw)


def stored_credential(digest: str, kind: str) -> Credential:
    """The stored credential with this keyed hash, from this process's cache or the database."""
    found = services().cache.get_or_load(CREDENTIAL_CACHE, digest, lambda: _load(digest, kind))
    assert found is not None
    return found


def credential_for(raw: str) -> Credential:
    """The stored credential behind a bearer value, from this process's cache or the database."""
    return stored_credential(*credential_ref(raw))


def identify(req: Request, g_: Any, svc: Services, limits: Limits) -> None:
    """Before every view (``service.platform.pipeline``): who is calling (without refusing yet), then the caller's rate
    limit."""
    if is_exempt(req, limits):
        return
    header = req.environ.get("HTTP_AUTHORIZATION")
    if header:
        scheme, _, value = header.partition(" ")
        raw = value.strip() if scheme.lower() == "bearer" else ""
        if not raw:
            g_.auth_error = Unauthorized("Use 'Authorization: Bearer <token or API key>'.")
        else:
            try:
                digest = accounts.credential_digest(secret_key=svc.settings.secret_key, credential=raw)
                g_.credential_ref = ref = (digest, accounts.credential_kind(raw))
                credential = svc.cache.get_or_load(CREDENTIAL_CACHE, digest, lambda: _load(*ref))
                assert credential is not None
                g_.principal = credential.check()
                g_.credential = credential
            except Unauthorized as exc:
                g_.auth_error = exc
    check_default(req, g_, limits)


@overload
def current_principal(*, required: Literal[True] = True) -> Principal: ...


@overload
def current_principal(*, required: bool) -> Principal | None: ...


def current_principal(*, required: bool = True) -> Principal | None:
    """The caller; ``Unauthorized`` when a credential was sent and is not valid, or is required and absent."""
    principal = g.get("principal")
    if principal is not None:
        return principal
    error = g.get("auth_error")
    if error is not None:
        raise error
    if required:
        raise Unauthorized()
    return None


def current_credential() -> Credential | None:
    return g.get("credential")


def revoke_cached(credential_id: str) -> None:
    """Drop a revoked credential from every process's cache; returns once they all have."""
    services().cache.drop(f"credential:{credential_id}")


def _redeem_ticket(game_id: str) -> None:
    """A stream ticket stands for the credential it was issued to, only while that credential stands: a ticket of
    a token revoked (or expired) since is refused (SECURITY.md, finding 3)."""
    ticket = request.args.get("ticket")
    if ticket and "principal" not in g and not request.headers.get("Authorization"):
        svc = services()
        holder = stream_tickets.redeem(
            redis=svc.redis, secret_key=svc.settings.secret_key, ticket=ticket, game_id=game_id
        )
        try:
            credential = stored_credential(holder.digest, holder.kind)
            principal = credential.check()
        except Unauthorized as exc:
            raise Unauthorized(f"This stream ticket's credential is no longer valid: {exc.detail}") from None
        if principal.credential_id != holder.credential_id:
            raise Unauthorized("Unknown, used or expired stream ticket; ask for a new one.")
        g.principal = stream_tickets.read_only(principal)
        g.credential, g.credential_ref = credential, (holder.digest, holder.kind)


def require(
    scope: str | None = None, *, seat_tokens: bool = False, stream_ticket: bool = False
) -> Callable[[Callable[P, R]], Callable[P, R]]:
    """Refuse the request unless it carries a valid credential (holding ``scope`` if given).

    A game's seat token reaches only the game endpoints that say ``seat_tokens=True``; a stream ticket (``?ticket=``,
    for browsers' EventSource) only those that say ``stream_ticket=True``, and only without an Authorization header."""

    def decorator(fn: Callable[P, R]) -> Callable[P, R]:
        @wraps(fn)
        def wrapper(*args: P.args, **kwargs: P.kwargs) -> R:
            if stream_ticket:
                _redeem_ticket(str(kwargs.get("game_id")))
            principal = current_principal()
            if not principal.is_user and not seat_tokens:
                raise Forbidden("A seat token only works on its own game's endpoints; sign in for this one.")
            if scope is not None and scope not in principal.scopes:
                raise InsufficientScope(scope)
            return fn(*args, **kwargs)

        return wrapper

    return decorator
