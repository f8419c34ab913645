"""``Idempotency-Key`` for writes: a retry gets the first response byte for byte and applies nothing twice.

The record is claimed in its own transaction before the write runs, so a concurrent retry sees it
in flight (409); a different body under the same key is refused (422); a server error releases the
key so the client may retry.
"""

from __future__ import annotations

import hashlib
import re
from collections.abc import Callable
from datetime import timedelta
from functools import wraps
from typing import Any

from flask import Response, current_app, make_response, request
from sqlalchemy import delete, select
from sqlalchemy.exc import IntegrityError
from werkzeug.exceptions import HTTPException

from service.auth import current_principal
from service.context import end_db_session, services
from service.errors import Conflict, ProblemError, Unprocessable
from service.models import IdempotencyRecord
from service.models.base import utcnow

HEADER = "Idempotency-Key"
_PRINTABLE_ASCII = re.compile(r"[\x20-\x7e]+")  # a structured-field string (the IETF draft's key)
_REPLAYED_HEADERS = ("Content-Type", "Location", "ETag")


def _request_hash() -> str:
    digest = hashlib.sha256()
    digest.update(request.method.encode())
    digest.update(b"\0" + request.path.encode() + b"\0")
    digest.update(request.get_data(cache=True))
    return digest.hexdigest()


def _claim(principal: str, key: str, request_hash: str) -> IdempotencyRecord | None:
    """Claim the key; return the existing record if someone already holds it."""
    db = services().db
    ttl = timedelta(seconds=services().settings.idempotency_ttl_seconds)
    for _ in range(2):
        try:
            with db.session() as session:
                session.add(
                    IdempotencyRecord(
                        principal=principal, key=key, request_hash=request_hash, expires_at=utcnow() + ttl
                    )
                )
            return None
        except IntegrityError:
            with db.session() as session:
                existing = session.scalars(
                    select(IdempotencyRecord).where(
                        IdempotencyRecord.principal == principal, IdempotencyRecord.key == key
                    )
                ).first()
                if existing is None:
                    continue  # released between our insert and our read: claim again
                if existing.expires_at <= utcnow():
                    session.delete(existing)
                    continue
                return existing
    raise Conflict("This Idempotency-Key is busy; retry shortly.")


def _release(principal: str, key: str) -> None:
    with services().db.session() as session:
        session.execute(
            delete(IdempotencyRecord).where(IdempotencyRecord.principal == principal, IdempotencyRecord.key == key)
        )


def _store(principal: str, key: str, response: Response) -> None:
    with services().db.session() as session:
        record = session.scalars(
            select(IdempotencyRecord).where(IdempotencyRecord.principal == principal, IdempotencyRecord.key == key)
        ).one()
        record.status = "done"
        record.response_status = response.status_code
        record.response_headers = {h: response.headers[h] for h in _REPLAYED_HEADERS if h in response.headers}
        record.response_body = response.get_data(as_text=True)


def idempotent(view: Callable[..., Any]) -> Callable[..., Any]:
    """Make a write view honour ``Idempotency-Key`` (scoped per authenticated caller)."""

    @wraps(view)
    def wrapper(*args: Any, **kwargs: Any) -> Any:
        key = request.headers.get(HEADER)
        if key is None:
            return view(*args, **kwargs)
        if not 1 <= len(key) <= 255 or not _PRINTABLE_ASCII.fullmatch(key):
            raise Unprocessable(errors={"headers": {HEADER: ["Must be 1 to 255 printable ASCII characters."]}})
        principal = current_principal()
        assert principal is not None
        request_hash = _request_hash()
        existing = _claim(principal.user_id, key, request_hash)
        if existing is not None:
            if existing.request_hash != request_hash:
                raise Unprocessable(
                    "This Idempotency-Key was used with a different request.",
                    errors={"headers": {HEADER: ["Already used with a different request body or URL."]}},
                )
            if existing.status != "done":
                raise Conflict("A request with this Idempotency-Key is still being processed.")
            replay = Response(existing.response_body, status=existing.response_status)
            for name, value in (existing.response_headers or {}).items():
                replay.headers[name] = value
            replay.headers["Idempotent-Replayed"] = "true"
            return replay
        try:
            response = make_response(view(*args, **kwargs))
        except (ProblemError, HTTPException) as exc:
            response = current_app.handle_user_exception(exc)
        except BaseException:
            end_db_session()
            _release(principal.user_id, key)
            raise
        end_db_session()  # what the view did not commit is rolled back before the record is written
        if response.status_code >= 500:
            _release(principal.user_id, key)
        else:
            _store(principal.user_id, key, response)
        return response

    return wrapper
