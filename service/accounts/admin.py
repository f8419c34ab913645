"""Admin-only operations: the caller must be an administrator, acting with a credential that holds ``admin``.

A non-admin user's session token is refused as ``forbidden`` (no credential of theirs can hold the scope); an
API key without the ``admin`` scope is refused as ``insufficient-scope`` naming it, like any other scope.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import wraps
from typing import Any

from service.accounts.auth import current_principal
from service.platform.api import Blueprint
from service.platform.errors import Forbidden, InsufficientScope

ADMIN = "admin"


def admin_only(blp: Blueprint) -> Callable[[Callable[..., Any]], Callable[..., Any]]:
    def decorator(fn: Callable[..., Any]) -> Callable[..., Any]:
        @wraps(fn)
        def wrapper(*args: Any, **kwargs: Any) -> Any:
            principal = current_principal()
            if ADMIN in principal.scopes:  # never held by a non-admin's credential (see accounts.authenticate)
                return fn(*args, **kwargs)
            if principal.kind == "api_key":
                raise InsufficientScope(ADMIN)
            raise Forbidden("Only administrators may do this.")

        wrapped = blp.auth()(wrapper)
        wrapped = blp.alt_response(403, response="FORBIDDEN")(wrapped)
        doc = (fn.__doc__ or "").strip() + f"\n\nRequires an administrator and scope `{ADMIN}`."
        return blp.doc(description=doc, **{"x-required-scope": ADMIN})(wrapped)

    return decorator
