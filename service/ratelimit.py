"""Rate limits (flask-limiter on the Redis server) with IETF ``RateLimit-*`` headers on every response.

One ``Limiter`` serves every app in the process; what differs per app (the limits, the bucket
prefix, on or off) is read from the app's config at request time, so apps built side by side
(tests, benchmarks) never share buckets or limits.
"""

from __future__ import annotations

import hashlib
import time

from flask import Flask, Response, current_app, request
from flask_limiter import Limiter, RateLimitExceeded, RequestLimit

from service.errors import problem_response
from service.settings import Settings


def _bucket(kind: str, value: str) -> str:
    return f"{current_app.config['RATE_LIMIT_PREFIX']}:{kind}:{value}"


def rate_limit_key() -> str:
    """One bucket per credential when one is sent (hashed, never logged), else per client address."""
    auth = request.headers.get("Authorization")
    if auth:
        return _bucket("cred", hashlib.sha256(auth.encode()).hexdigest()[:32])
    return address_key()


def address_key() -> str:
    return _bucket("addr", request.remote_addr or "unknown")


def _default_limit() -> str:
    return current_app.config["DEFAULT_RATE_LIMIT"]


def limits_off() -> bool:
    return not current_app.config["RATE_LIMITS_ON"]


limiter = Limiter(
    key_func=rate_limit_key,
    default_limits=[_default_limit],
    default_limits_exempt_when=limits_off,
    headers_enabled=False,  # we write the IETF draft headers ourselves (see below)
    swallow_errors=True,  # a Redis outage must not turn every request into a 500
    # an O(1) approximation of a moving window: one small script per request instead of a log per key
    strategy="sliding-window-counter",
)


def _too_many(exc: RateLimitExceeded) -> Response:
    current: RequestLimit | None = limiter.current_limit
    retry = max(1, int(current.reset_at - time.time())) if current else 60
    return problem_response(
        429,
        "rate-limited",
        f"Rate limit of {exc.limit.limit} exceeded; retry in {retry} s.",
        headers={"Retry-After": str(retry), "RateLimit-Remaining": "0"},
        limit=str(exc.limit.limit),
    )


def init_rate_limits(app: Flask, settings: Settings) -> None:
    app.config.update(
        RATELIMIT_STORAGE_URI=settings.redis_url,
        DEFAULT_RATE_LIMIT=settings.rate_limit_default,
        LOGIN_RATE_LIMIT=settings.rate_limit_login,
        RATE_LIMITS_ON=settings.rate_limits_enabled,
        RATE_LIMIT_PREFIX=settings.rate_limit_prefix,
    )
    limiter.init_app(app)
    app.register_error_handler(RateLimitExceeded, _too_many)

    @app.after_request
    def _headers(response: Response) -> Response:
        try:
            current = limiter.current_limit
            if current is not None and response.status_code != 429:
                reset = max(0, int(current.reset_at - time.time()))
                response.headers["RateLimit-Limit"] = str(current.limit.amount)
                response.headers["RateLimit-Remaining"] = str(max(0, current.remaining))
                response.headers["RateLimit-Reset"] = str(reset)
                response.headers["RateLimit-Policy"] = f"{current.limit.amount};w={current.limit.get_expiry()}"
        except Exception:  # storage unreachable: no headers rather than a failed response
            pass
        return response
