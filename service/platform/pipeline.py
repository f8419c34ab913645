"""What every request passes through before and after its view, in one hook each way.

Flask calls every registered hook through ``ensure_sync``, and a step that reads ``request`` and ``g`` goes through
context-local proxies each time: on a no-op endpoint, hooks of their own cost a third of the server's time. Here the
request and ``g`` are looked up once and handed to the steps, each still owned by its module:

- before: the request's id and clock (``observability``) → a URL that is not UTF-8 (``urls``) → a body that is not
  JSON (415) → who is calling and their rate limit (``auth``, ``ratelimit``);
- after: a JSON body compressed (``compression``) → the ``RateLimit-*`` headers (``ratelimit``) → ``X-Request-ID``
  and the metrics (``observability``);
- around it all, in a gevent worker: turns (``FairTurns``), so that one connection cannot keep the worker to itself.

The headers the after hook makes are added to the response at the WSGI level, as the plain pairs they are: they are
values the service made itself (a request id that passed its pattern, numbers), and werkzeug's ``Headers`` would
check each one and copy them all again.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterable
from typing import Any

from flask import Flask, Response, g, request
from werkzeug.middleware.proxy_fix import ProxyFix

from service.accounts.auth import identify
from service.platform.compression import compressed
from service.platform.context import Services
from service.platform.errors import problem_response
from service.platform.observability import RequestLog
from service.platform.ratelimit import Limits, add_headers
from service.platform.urls import refuse_invalid_utf8

_BODY_METHODS = frozenset({"POST", "PUT", "PATCH"})
EXTRA_HEADERS = "companion.headers"  # the environ key of the headers the after hook adds

WsgiApp = Callable[[dict[str, Any], Callable[..., Any]], Iterable[bytes]]


class ExtraHeaders:
    """WSGI middleware: the response's headers, plus those left in ``environ[EXTRA_HEADERS]``."""

    def __init__(self, wsgi_app: WsgiApp) -> None:
        self.wsgi_app = wsgi_app

    def __call__(self, environ: dict[str, Any], start_response: Callable[..., Any]) -> Iterable[bytes]:
        extra: list[tuple[str, str]] = []
        environ[EXTRA_HEADERS] = extra

        def start(status: str, headers: list[tuple[str, str]], exc_info: Any = None) -> Any:
            return start_response(status, headers + extra, exc_info)

        return self.wsgi_app(environ, start)


class FairTurns:
    """WSGI middleware for gevent workers: a request waits for its turn when this worker has served requests for
    ``turn_seconds`` without its event loop looking for I/O.

    A greenlet serving a keep-alive connection yields only when it must wait: when its next request has arrived
    already and Redis has answered before it asks for the answer (the other core runs Redis), it serves request after
    request and the worker's other connections wait. Traced under wrk (64 tables, 16 connections), greenlets ran
    20-290 ms without yielding, and those runs set the p99 of every endpoint (300-1000 ms). With turns that end in a
    loop poll, every endpoint's p99 is 16-30 ms under wrk (with ``gevent.sleep(0)``, which skips the poll: 86-124 ms).
    The turns are the worker's, not a connection's: whichever greenlet runs after a yield has the next turn.

    The poll costs the cheapest requests a few percent of throughput (health: 0.76x bare on average over single
    8-s rounds, against 0.79x with ``sleep(0)``). Longer turns (``FAIR_TURN_MS``) give longer tails: with 4 ms turns
    the p99s were 29-42 ms, with no measurable gain in throughput."""

    def __init__(self, wsgi_app: WsgiApp, *, turn_seconds: float) -> None:
        from gevent import get_hub

        self.wsgi_app, self._turn, self._get_hub = wsgi_app, turn_seconds, get_hub
        self._iteration = -1
        self._since = 0.0
        self._queue: AfterTheOthers | None = None

    def __call__(self, environ: dict[str, Any], start_response: Callable[..., Any]) -> Iterable[bytes]:
        hub = self._get_hub()  # the worker's, looked up here: a hub made before gunicorn forks is not the worker's
        iteration, now = hub.loop.iteration, time.monotonic()
        if iteration != self._iteration:  # the loop went round since the last request began: others had their turn
            self._iteration, self._since = iteration, now
        elif now - self._since >= self._turn:
            self._since = now  # the turn of whoever runs next starts now
            if self._queue is None:
                self._queue = AfterTheOthers(hub)
            self._queue.wait()
        return self.wsgi_app(environ, start_response)


class AfterTheOthers:
    """Where a greenlet waits until the event loop has looked for I/O and run every greenlet it found ready; the
    greenlets waiting resume in the order they came.

    Not ``gevent.sleep(0)``: that only queues a callback, which may run before the loop polls at all (gevent says so),
    and under wrk it did — the action's p99 stayed at 91-124 ms. An expired timer runs after the loop's next poll; at
    a priority below the default it runs after the watchers that poll made ready (libev invokes pending watchers
    highest priority first). One timer for all: libev runs pending watchers of one priority last-queued first, so a
    timer each would let the greenlet that yielded last go first."""

    def __init__(self, hub: Any) -> None:
        from gevent.hub import Waiter

        self._hub, self._waiter = hub, Waiter
        self._timer = hub.loop.timer(1e-6, priority=-1)
        self._waiting: list[Any] = []

    def wait(self) -> None:
        waiter = self._waiter(self._hub)
        self._waiting.append(waiter)
        if not self._timer.active:
            self._timer.start(self._release)
        waiter.get()

    def _release(self) -> None:
        waiting, self._waiting = self._waiting, []
        for waiter in waiting:  # callbacks run in the order queued, before the loop polls again
            self._hub.loop.run_callback(waiter.switch, None)


def under_gevent() -> bool:
    """Whether this process is a gevent worker (its sockets patched)."""
    try:
        from gevent import monkey
    except ImportError:  # pragma: no cover - gevent is a dependency
        return False
    return bool(monkey.is_module_patched("socket"))


def install(app: Flask, *, log: RequestLog, services: Services, limits: Limits) -> None:
    # middleware wraps the app's ``wsgi_app`` in place (Flask's way), a method to mypy
    app.wsgi_app = ExtraHeaders(app.wsgi_app)  # type: ignore[method-assign]
    hops = services.settings.trusted_proxy_hops
    if hops > 0:
        # behind HAProxy every connection comes from the proxy: the caller's address is the one the proxy appended to
        # X-Forwarded-For (the last ``hops`` entries; anything before them the caller wrote and is not believed)
        app.wsgi_app = ProxyFix(app.wsgi_app, x_for=hops, x_proto=0, x_host=0)  # type: ignore[method-assign]
    turn_ms = services.settings.fair_turn_ms
    if turn_ms > 0 and under_gevent():
        app.wsgi_app = FairTurns(app.wsgi_app, turn_seconds=turn_ms / 1000)  # type: ignore[method-assign]

    # flask types ``request`` and ``g`` as what they stand for, not as the proxies they are
    @app.before_request
    def before() -> Response | None:
        req, g_ = request._get_current_object(), g._get_current_object()  # type: ignore[attr-defined]
        log.begin(req, g_)
        refused = refuse_invalid_utf8(req.environ)
        if refused is not None:
            return refused
        if req.method in _BODY_METHODS and req.content_length and not req.is_json:
            return problem_response(415, "unsupported-media-type", "Send the body as application/json.")
        identify(req, g_, services, limits)
        return None

    compress = app.extensions.get("compression")

    @app.after_request
    def after(response: Response) -> Response:
        req, g_ = request._get_current_object(), g._get_current_object()  # type: ignore[attr-defined]
        response = compressed(compress, response)  # first: the log counts the bytes that go out
        headers = req.environ.get(EXTRA_HEADERS)
        if headers is None:  # called around the middleware (never by a server)
            headers = []
            add_headers(g_, response, headers)
            log.end(req, g_, response, headers)
            response.headers.extend(headers)
        else:
            add_headers(g_, response, headers)
            log.end(req, g_, response, headers)
        return response
