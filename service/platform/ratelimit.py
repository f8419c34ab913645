"""Rate limits with IETF ``RateLimit-*`` headers, on the ``limits`` library's sliding-window-counter strategy.

The default limit applies to every request, so it must cost no network round trip: ``BatchedRedisCounters``
counts in this process and adds its counts to Redis in the background, learning every process's totals
as it does (see its docstring for the bound on overshoot). The few limits that guard secrets — failed
logins, sign-ups, code guesses — are exact: they count in Redis on the request (``exact_limit``).

Whose bucket: a valid credential has its own; everything else — no credential, or one that is unknown,
revoked or expired — counts against the client's address, so made-up credentials cannot buy fresh buckets.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass, field
from functools import cached_property, wraps
from typing import Any

import redis
import structlog
from flask import Flask, Request, Response, current_app, request
from limits import RateLimitItem, parse_many
from limits.storage import RedisClusterStorage, RedisStorage, Storage
from limits.strategies import SlidingWindowCounterRateLimiter

from service.platform.context import end_db_session
from service.platform.db import assert_no_write_transaction
from service.platform.errors import ProblemError, TooManyRequests
from service.platform.ratelimit_counters import BatchedRedisCounters
from service.platform.settings import Settings

log = structlog.get_logger("service.platform.ratelimit")


@dataclass(frozen=True)
class DefaultLimit:
    """One limit of the default policy, with what each request needs of it worked out once."""

    item: RateLimitItem

    @cached_property
    def key(self) -> str:
        return self.item.key_for()

    @cached_property
    def amount(self) -> int:
        return self.item.amount

    @cached_property
    def expiry(self) -> int:
        return self.item.get_expiry()

    @cached_property
    def amount_text(self) -> str:
        return str(self.item.amount)

    @cached_property
    def policy(self) -> str:
        return f"{self.item.amount};w={self.item.get_expiry()}"


@dataclass
class Limits:
    """One app's limits: the default (counted in-process, batched to Redis) and the exact ones (counted in Redis)."""

    prefix: str
    enabled: bool
    default: list[DefaultLimit]
    exact: SlidingWindowCounterRateLimiter
    counters: BatchedRedisCounters
    exempt_blueprints: set[str] = field(default_factory=set)  # static pages and files: in no caller's budget

    def close(self) -> None:
        self.counters.stop()


def _limits() -> Limits:
    return current_app.extensions["rate_limits"]


def address_bucket() -> str:
    return f"addr:{request.remote_addr or 'unknown'}"


def exempt(app: Flask, blueprint_name: str) -> None:
    """Requests to this blueprint count against no limit (and are not identified)."""
    app.extensions["rate_limits"].exempt_blueprints.add(blueprint_name)


def is_exempt(req: Request, limits: Limits) -> bool:
    return req.blueprint in limits.exempt_blueprints


def check_default(req: Request, g_: Any, limits: Limits) -> None:
    """Count this request against the caller's default limit (the valid credential's bucket, else the address's);
    ``TooManyRequests`` beyond it."""
    principal = getattr(g_, "principal", None)
    name = f"cred:{principal.credential_id}" if principal is not None else f"addr:{req.remote_addr or 'unknown'}"
    g_.rate_limit = count_against(name, limits=limits)


def count_against(name: str, *, cost: int = 1, limits: Limits | None = None) -> tuple[DefaultLimit, int, int] | None:
    """Count ``cost`` against bucket ``name``'s default limits; ``TooManyRequests`` beyond one. The first limit
    with what remains of it and the seconds until its window ends (for the headers)."""
    limits = limits or _limits()
    if not limits.enabled:
        return None
    shown = None
    for limit in limits.default:
        allowed, remaining, reset = limits.counters.take(
            f"{limits.prefix}/{name}/{limit.key}", limit.amount, limit.expiry, cost
        )
        if not allowed:
            raise TooManyRequests(
                f"Rate limit of {limit.item} exceeded; retry in {max(1, reset)} s.",
                headers={"Retry-After": str(max(1, reset)), "RateLimit-Remaining": "0"},
                limit=str(limit.item),
            )
        shown = shown or (limit, remaining, reset)
    return shown


def exact_limit(spec: str, *identifiers: str, cost: int = 1) -> None:
    """Count against an exact limit (checked in Redis now); ``TooManyRequests`` beyond it."""
    limits = _limits()
    if not limits.enabled:
        return
    assert_no_write_transaction("an exact rate limit")
    for item in parse_many(spec):
        try:
            allowed = limits.exact.hit(item, limits.prefix, *identifiers, cost=cost)
        except redis.RedisError as exc:  # an outage must not lock everyone out; the login itself still works
            log.warning("rate_limit_unavailable", error=str(exc))
            return
        if not allowed:
            _refuse(limits.exact, item, limits.prefix, *identifiers)


def exact_limit_reached(spec: str, *identifiers: str) -> bool:
    """Whether an exact limit is used up (without counting)."""
    limits = _limits()
    if not limits.enabled:
        return False
    try:
        return any(not limits.exact.test(item, limits.prefix, *identifiers) for item in parse_many(spec))
    except redis.RedisError:
        return False


def limit_failures(
    spec: Callable[[], str], *buckets: Callable[[], str | None], failed: tuple[int, ...], codes: tuple[str, ...] = ()
) -> Callable[[Callable[..., Any]], Callable[..., Any]]:
    """Refuse a view (429) while any of ``buckets`` has used up ``spec()`` in failures; a failure (a problem
    with a status in ``failed`` and, given ``codes``, one of them) counts against every bucket. Successes cost
    nothing."""

    def decorator(view: Callable[..., Any]) -> Callable[..., Any]:
        @wraps(view)
        def wrapper(*args: Any, **kwargs: Any) -> Any:
            names = [n for n in (b() for b in buckets) if n]
            for name in names:
                refuse_if_used_up(spec(), name)
            try:
                return view(*args, **kwargs)
            except ProblemError as exc:
                if exc.status in failed and (not codes or exc.code in codes):
                    end_db_session()  # rolled back before the count goes to Redis
                    for name in names:
                        count_failure(spec(), name)
                raise

        return wrapper

    return decorator


def refuse_if_used_up(spec: str, name: str) -> None:
    """``TooManyRequests`` (naming the limit and when to retry) if bucket ``name`` has used up ``spec``."""
    if exact_limit_reached(spec, name):
        exact_limit(spec, name)


def count_failure(spec: str, name: str) -> None:
    """Count one failure against bucket ``name`` (no refusal now: the next attempt is refused)."""
    limits = _limits()
    if not limits.enabled:
        return
    try:
        for item in parse_many(spec):
            limits.exact.hit(item, limits.prefix, name)
    except redis.RedisError as exc:
        log.warning("rate_limit_unavailable", error=str(exc))


def _refuse(strategy: SlidingWindowCounterRateLimiter, item: RateLimitItem, *identifiers: str) -> None:
    reset = strategy.get_window_stats(item, *identifiers).reset_time
    retry = max(1, int(reset - time.time()))
    raise TooManyRequests(
        f"Rate limit of {item} exceeded; retry in {retry} s.",
        headers={"Retry-After": str(retry), "RateLimit-Remaining": "0"},
        limit=str(item),
    )


def add_headers(g_: Any, response: Response, headers: list[tuple[str, str]]) -> None:
    """The ``RateLimit-*`` headers of the limit the request counted against, added to ``headers``."""
    counted = getattr(g_, "rate_limit", None)
    if counted is not None and response.status_code != 429:
        limit, remaining, reset = counted
        headers += (
            ("RateLimit-Limit", limit.amount_text),
            ("RateLimit-Remaining", str(remaining)),
            ("RateLimit-Reset", str(reset)),
            ("RateLimit-Policy", limit.policy),
        )


def exact_storage(settings: Settings) -> Storage:
    """Where the exact limits count: the live state's Redis, or its cluster (the limits library keeps a window and
    the one before it under one hash tag, so its script stays in one slot)."""
    if settings.redis_cluster:
        return RedisClusterStorage(settings.redis_url, socket_timeout=settings.redis_timeout_seconds)
    return RedisStorage(settings.redis_url)


def init_rate_limits(app: Flask, settings: Settings, client: redis.Redis) -> Limits:
    counters = BatchedRedisCounters(client, key_prefix="rl:")
    limits = Limits(
        prefix=settings.rate_limit_prefix,
        enabled=settings.rate_limits_enabled,
        default=[DefaultLimit(item) for item in parse_many(settings.rate_limit_default)],
        exact=SlidingWindowCounterRateLimiter(exact_storage(settings)),
        counters=counters,
    )
    app.extensions["rate_limits"] = limits
    return limits
