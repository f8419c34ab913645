"""HTTP details the game blueprints share: the live store of this app, version headers, follow-ups."""

from __future__ import annotations

from flask import Response, current_app, request

from service.accounts.identity import Principal
from service.games.access import Access, cached_access_for
from service.games.ai_queue import AiQueue
from service.games.followups import follow_up
from service.games.play import NO_VERSION, Written
from service.games.store import LiveStore
from service.platform.compression import etag_value
from service.platform.context import app_object, services
from service.platform.numbers import parse_natural
from service.platform.subscription_node import copies_kept_current


def _watched_store() -> LiveStore:
    svc = services()
    live_store = LiveStore(
        svc.redis,
        watch_pattern=svc.settings.live_copies_pattern,
        wait_replicas=svc.settings.redis_wait_replicas,
        wait_timeout_ms=svc.settings.redis_wait_timeout_ms,
    )
    if copies_kept_current(svc.redis):
        live_store.watch.start()
    current_app.extensions.setdefault("metrics_flushers", []).append(live_store.watch.flush_metrics)
    return live_store


def store() -> LiveStore:
    """This app's live store, whose copies of games its watch keeps current (``service.games.watch``)."""
    return app_object("live_store", _watched_store)


def etag(version: int) -> str:
    return f'"{version}"'


def _versions(header: str) -> list[str]:
    return [etag_value(v) for v in header.split(",") if v.strip()]


def if_match() -> int | None:
    """The version a conditional write requires (``If-Match: "12"``), or None."""
    header = request.environ.get("HTTP_IF_MATCH")
    if header is None or header.strip() == "*":
        return None
    values = _versions(header)
    version = parse_natural(values[0], maximum=2**53) if len(values) == 1 else None
    # a header naming no version matches none: 412, but only once the game is known to exist and be the caller's
    # (RFC 9110 §13.2.1: preconditions are judged after the checks that would refuse the request without them)
    return NO_VERSION if version is None else version


def not_modified(version: int) -> bool:
    header = request.headers.get("If-None-Match")
    return header is not None and (header.strip() == "*" or str(version) in _versions(header))


def with_version(response: Response, version: int) -> Response:
    headers = response.headers
    headers["ETag"] = etag(version)
    # not ``"Vary" in headers``: werkzeug answers that by raising (and catching) an HTTP exception when it is absent
    if headers.getlist("Vary"):
        response.vary.add("Authorization")
    else:  # the usual case, without parsing a header that is not there
        headers["Vary"] = "Authorization"
    return response


def ai_queue() -> AiQueue:
    """This app's AI queue (its scripts hashed once, not on every move)."""
    return app_object("ai_queue", lambda: AiQueue(services().redis))


def after_write(written: Written, principal: Principal) -> None:
    """Follow-up work once a write is committed (see ``service.games.followups``)."""
    svc = services()
    follow_up(db=svc.db, cache=svc.cache, ai=ai_queue(), written=written)


def access(game_id: str, principal: Principal) -> Access:
    """The caller's access to a game, from this process's membership cache."""
    svc = services()
    return cached_access_for(db=svc.db, cache=svc.cache, game_id=game_id, principal=principal)
