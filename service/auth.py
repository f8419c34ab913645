"""Bearer authentication (session tokens and API keys) and scope checks for views."""

from __future__ import annotations

from collections.abc import Callable
from functools import wraps
from typing import Any, TypeVar

from flask import g, request

from service import accounts
from service.accounts import Principal
from service.context import db_session, services
from service.errors import Forbidden, InsufficientScope, Unauthorized
from service.games import stream_tickets

F = TypeVar("F", bound=Callable[..., Any])


def bearer_credential() -> str | None:
    header = request.headers.get("Authorization", "")
    scheme, _, value = header.partition(" ")
    if scheme.lower() != "bearer" or not value.strip():
        return None
    return value.strip()


def current_principal(*, required: bool = True) -> Principal | None:
    """The caller, resolved once per request; ``Unauthorized`` when required and absent or invalid."""
    if "principal" not in g:
        credential = bearer_credential()
        if credential is None:
            if request.headers.get("Authorization"):
                raise Unauthorized("Use 'Authorization: Bearer <token or API key>'.")
            if required:
                raise Unauthorized()
            return None
        g.principal = accounts.authenticate(
            session=db_session(), secret_key=services().settings.secret_key, credential=credential
        )
    return g.principal


def require(scope: str | None = None, *, seat_tokens: bool = False, stream_ticket: bool = False) -> Callable[[F], F]:
    """Refuse the request unless it carries a valid credential (holding ``scope`` if given).

    A game's seat token reaches only the game endpoints that say ``seat_tokens=True``; a stream ticket (``?ticket=``,
    for browsers' EventSource) only those that say ``stream_ticket=True``, and only without an Authorization header."""

    def decorator(fn: F) -> F:
        @wraps(fn)
        def wrapper(*args: Any, **kwargs: Any) -> Any:
            if stream_ticket and "principal" not in g and not request.headers.get("Authorization"):
                ticket = request.args.get("ticket")
                if ticket:
                    g.principal = stream_tickets.redeem(
                        redis=services().redis,
                        secret_key=services().settings.secret_key,
                        ticket=ticket,
                        game_id=str(kwargs.get("game_id")),
                    )
            principal = current_principal()
            assert principal is not None
            if not principal.is_user and not seat_tokens:
                raise Forbidden("A seat token only works on its own game's endpoints; sign in for this one.")
            if scope is not None and scope not in principal.scopes:
                raise InsufficientScope(scope)
            return fn(*args, **kwargs)

        wrapper._required_scope = scope  # type: ignore[attr-defined]
        return wrapper  # type: ignore[return-value]

    return decorator
