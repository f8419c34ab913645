"""Domain errors and their RFC 9457 problem+json rendering: the one place errors become HTTP.

Every error response — raised domain errors, werkzeug's 404/405/413/415, webargs' 422, and
anything unexpected — leaves as ``application/problem+json`` with a stable ``type`` and ``code``.
"""

from __future__ import annotations

import http
import json
from typing import Any
from urllib.parse import quote

import redis
import structlog
from flask import Flask, Response, g, request
from sqlalchemy.exc import OperationalError
from werkzeug.exceptions import HTTPException

from service.platform.db import DatabaseBusy, is_busy_error

PROBLEM_MEDIA_TYPE = "application/problem+json"
log = structlog.get_logger("service.platform.errors")


def problem_type(code: str) -> str:
    return f"/problems/{code}"


class ProblemError(Exception):
    """Base of every error a service function may raise on purpose."""

    status = 500
    code = "internal-error"
    title = "Internal Server Error"

    def __init__(
        self, detail: str, *, headers: dict[str, str] | None = None, code: str | None = None, **extra: Any
    ) -> None:
        super().__init__(detail)
        if code is not None:  # a more specific stable code for this case (e.g. "game-archived")
            self.code = code
        self.detail = detail
        self.headers = headers or {}
        self.extra = extra


class BadRequest(ProblemError):
    status, code, title = 400, "bad-request", "Bad Request"


class Unauthorized(ProblemError):
    status, code, title = 401, "unauthorized", "Unauthorized"

    def __init__(self, detail: str = "A valid bearer token or API key is required.", **kw: Any) -> None:
        kw.setdefault("headers", {"WWW-Authenticate": 'Bearer realm="tcg-companion"'})
        super().__init__(detail, **kw)


class Forbidden(ProblemError):
    status, code, title = 403, "forbidden", "Forbidden"


class InsufficientScope(Forbidden):
    code, title = "insufficient-scope", "Insufficient Scope"

    def __init__(self, scope: str) -> None:
        super().__init__(f"This request needs the '{scope}' scope.", missing_scope=scope)


class NotFound(ProblemError):
    status, code, title = 404, "not-found", "Not Found"


class Conflict(ProblemError):
    status, code, title = 409, "conflict", "Conflict"


class RuleConflict(Conflict):
    """An action the game's rules forbid; names the rule."""

    code, title = "rule-violation", "Rule Violation"


class PreconditionFailed(ProblemError):
    status, code, title = 412, "precondition-failed", "Precondition Failed"


class Unprocessable(ProblemError):
    """A body that is well-formed JSON but not acceptable: field errors in ``errors``."""

    status, code, title = 422, "validation-error", "Unprocessable Content"

    def __init__(self, detail: str = "The request has invalid fields.", *, errors: Any = None, **kw: Any) -> None:
        super().__init__(detail, errors=errors or {}, **kw)


class TooManyRequests(ProblemError):
    status, code, title = 429, "rate-limited", "Too Many Requests"


class ServiceUnavailable(ProblemError):
    status, code, title = 503, "unavailable", "Service Unavailable"


# Stable codes for the HTTP errors werkzeug and webargs raise themselves
_HTTP_CODES = {
    400: "bad-request",
    401: "unauthorized",
    403: "forbidden",
    404: "not-found",
    405: "method-not-allowed",
    406: "not-acceptable",
    409: "conflict",
    412: "precondition-failed",
    413: "payload-too-large",
    415: "unsupported-media-type",
    422: "validation-error",
    428: "precondition-required",
    429: "rate-limited",
    500: "internal-error",
    503: "unavailable",
}


def problem_response(
    status: int,
    code: str,
    detail: str,
    *,
    title: str | None = None,
    headers: dict[str, str] | None = None,
    **extra: Any,
) -> Response:
    body: dict[str, Any] = {
        "type": problem_type(code),
        "title": title or http.HTTPStatus(status).phrase,
        "status": status,
        "detail": detail,
        "code": code,
        # a URI reference, as RFC 9457 says: percent-encoded, so a path's control characters are not echoed raw
        "instance": quote(request.path, safe="/:@!$&'()*+,;=-._~") if request else None,
        "request_id": getattr(g, "request_id", None),
    }
    body.update({k: v for k, v in extra.items() if v is not None})
    resp = Response(json.dumps(body, default=str), status=status, mimetype=PROBLEM_MEDIA_TYPE)
    for k, v in (headers or {}).items():
        resp.headers[k] = v
    return resp


def _from_http_exception(exc: HTTPException) -> Response:
    status = exc.code or 500
    code = _HTTP_CODES.get(status, "http-error")
    data = getattr(exc, "data", None) or {}
    headers = dict(data.get("headers") or {})
    valid_methods = getattr(exc, "valid_methods", None)
    if status == 405 and valid_methods:
        headers["Allow"] = ", ".join(valid_methods)
    # webargs nests field errors by location ("json", "query"...): kept, it tells the client where
    errors = data.get("errors") or data.get("messages")
    detail = data.get("message") or _DETAILS.get(status) or exc.description or http.HTTPStatus(status).phrase
    return problem_response(status, code, detail, headers=headers, errors=errors)


_DETAILS = {
    400: "The request could not be understood; is the body valid JSON?",
    404: "No resource at this URL.",
    405: "This method is not allowed on this URL.",
    413: "The request body is too large.",
    415: "Send the body as application/json.",
    422: "The request has invalid fields.",
}


def register_error_handlers(app: Flask) -> None:
    @app.errorhandler(ProblemError)
    def _problem(exc: ProblemError) -> Response:
        return problem_response(exc.status, exc.code, exc.detail, title=exc.title, headers=exc.headers, **exc.extra)

    @app.errorhandler(HTTPException)
    def _http(exc: HTTPException) -> Response:
        if exc.code == 500:
            return _internal(exc)
        return _from_http_exception(exc)

    @app.errorhandler(redis.exceptions.ConnectionError)
    @app.errorhandler(redis.exceptions.TimeoutError)
    @app.errorhandler(redis.exceptions.ClusterError)  # a cluster's slot without a primary, while a replica takes over
    @app.errorhandler(redis.exceptions.TryAgainError)  # a slot moving between nodes: a multi-key command waits
    def _redis_down(exc: Exception) -> Response:
        log.warning("redis_unavailable", error=str(exc))
        return problem_response(
            503, "unavailable", "Live game storage is briefly unavailable; retry.", headers={"Retry-After": "1"}
        )

    @app.errorhandler(DatabaseBusy)
    @app.errorhandler(OperationalError)
    def _database_busy(exc: Exception) -> Response:
        if isinstance(exc, OperationalError) and exc.connection_invalidated:
            # the server closed a connection that was in steady use (a restart, a failover): SQLAlchemy has
            # replaced the pool's connections, so a retry goes through
            log.warning("database_connection_lost", error=str(exc)[:300])
            return problem_response(
                503, "unavailable", "The connection to the database was lost; retry.", headers={"Retry-After": "1"}
            )
        if not is_busy_error(exc):
            return _internal(exc)
        log.warning("database_busy", error=str(exc))
        return problem_response(503, "unavailable", "The database is busy; retry.", headers={"Retry-After": "1"})

    @app.errorhandler(Exception)
    def _internal(exc: Exception) -> Response:
        # never leak a stack trace to the client; the log has it, keyed by the request id
        log.exception("unhandled_exception", exc_type=type(exc).__name__)
        return problem_response(
            500, "internal-error", "Something went wrong on our side. Quote the request id if you report it."
        )
