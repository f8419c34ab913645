"""The one place a Flask app is built."""

from __future__ import annotations

import inspect
from collections.abc import Callable
from typing import Any

from flask import Flask
from flask.sessions import NullSession, SessionInterface

from service.accounts.routes import api_keys, me, tokens, users
from service.cards.routes import CARD_BLUEPRINTS
from service.games.routes import (
    actions,
    events,
    games,
    invitations,
    rulesets,
    seats,
    simulations,
    stream_tickets,
    verify,
)
from service.platform import durability
from service.platform.api import Api
from service.platform.celery_app import make_celery
from service.platform.compression import init_compression
from service.platform.context import Services, close_db_session
from service.platform.db import Database, set_strict
from service.platform.errors import register_error_handlers
from service.platform.jsonio import install as install_json
from service.platform.observability import configure_logging, init_observability, metrics_blueprint
from service.platform.pipeline import install as install_pipeline
from service.platform.pipeline import under_gevent
from service.platform.ratelimit import exempt, init_rate_limits
from service.platform.redis_cluster import make_live_redis
from service.platform.routes import health, tasks
from service.platform.settings import Settings, load_settings
from service.platform.urls import RememberingMap
from service.platform.urls import document as document_urls
from service.platform.urls import install as install_urls
from service.tournaments.routes import TOURNAMENT_BLUEPRINTS
from service.web import init_web
from service.webhooks.routes import endpoints as webhook_endpoints

API_VERSION = "1.0.0"
# Every resource's Blueprint, in the order the OpenAPI document lists them. Only the app factory imports routes.
BLUEPRINTS = (
    health.blp,
    users.blp,
    tokens.blp,
    me.blp,
    api_keys.blp,
    tasks.blp,
    rulesets.blp,
    games.blp,
    actions.blp,
    seats.blp,
    events.blp,
    stream_tickets.blp,
    verify.blp,
    invitations.blp,
    *CARD_BLUEPRINTS,
    webhook_endpoints.blp,
    simulations.blp,
    *TOURNAMENT_BLUEPRINTS,
)
# what a browser client may read from a cross-origin response (request headers are all allowed)
BROWSER_READABLE_HEADERS = [
    "ETag",
    "Location",
    "X-Request-ID",
    "Retry-After",
    "Idempotent-Replayed",
    "RateLimit-Limit",
    "RateLimit-Remaining",
    "RateLimit-Reset",
    "RateLimit-Policy",
]


class NoSessions(SessionInterface):
    """The API has no cookie session (callers send a bearer credential): Flask's default reads the cookie and builds
    a session object for every request, then asks whether to save it. One shared null session, which refuses to be
    written, stands for all of them."""

    _null = NullSession()

    def open_session(self, app: Flask, request: Any) -> NullSession:
        return self._null

    def save_session(self, app: Flask, session: Any, response: Any) -> None:
        return None


class ServiceFlask(Flask):
    """Flask, minus costs paid on every request: whether a view or hook is a coroutine is asked once per function
    (Flask and flask-smorest ask ``inspect`` about ten times a request), the router remembers the routes of the
    URLs it matched last (``service.platform.urls.RememberingMap``), and there is no cookie session (``NoSessions``)."""

    url_map_class = RememberingMap
    session_interface = NoSessions()

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self._is_async: dict[Callable[..., Any], bool] = {}

    def ensure_sync(self, func: Callable[..., Any]) -> Callable[..., Any]:
        # Keyed by the function, not by a bound method: a MethodView's methods are bound to a new view on every
        # request, and keying by them kept every one (a leak of two entries a request).
        function = getattr(func, "__func__", func)
        try:
            is_async = self._is_async[function]
        except KeyError:
            is_async = self._is_async[function] = inspect.iscoroutinefunction(func)
        except TypeError:  # an unhashable callable: asked every time
            is_async = inspect.iscoroutinefunction(func)
        return self.async_to_sync(func) if is_async else func


def create_app(settings: Settings | None = None) -> Flask:
    settings = settings or load_settings()
    configure_logging(settings.log_level, settings.log_json)
    app = ServiceFlask("service")
    install_json(app)
    install_urls(app)  # path segments that cannot name anything never reach a view
    app.config.update(
        API_TITLE="TCG Companion API",
        API_VERSION=API_VERSION,
        OPENAPI_VERSION="3.0.3",
        OPENAPI_URL_PREFIX="/",
        OPENAPI_JSON_PATH="v1/openapi.json",
        MAX_CONTENT_LENGTH=settings.max_content_length,
        JSON_SORT_KEYS=False,
    )
    set_strict(settings.strict_unit_of_work)
    redis_client = make_live_redis(settings, pipelined=settings.redis_pipelined and under_gevent())
    db = Database(settings.database_url, **settings.db_options)
    app.extensions["companion"] = Services(settings=settings, db=db, redis=redis_client)
    app.extensions["celery"] = make_celery(settings)
    app.teardown_appcontext(close_db_session)

    register_error_handlers(app)
    durability.register(app)
    request_log = init_observability(app)
    limits = init_rate_limits(app, settings, redis_client)
    init_compression(app)  # before the pipeline, whose after step compresses
    install_pipeline(app, log=request_log, services=app.extensions["companion"], limits=limits)
    app.register_blueprint(metrics_blueprint(redis_client, settings.metrics_token))
    exempt(app, "metrics")  # Prometheus' scrapes are in no caller's budget, and its token is not a credential
    if settings.cors_origins:
        from flask_cors import CORS

        CORS(app, origins=list(settings.cors_origins), expose_headers=BROWSER_READABLE_HEADERS, max_age=600)

    api = Api(app, spec_kwargs={"info": {"description": _DESCRIPTION}})
    api.spec.components.security_scheme(
        "bearerAuth", {"type": "http", "scheme": "bearer", "description": "A session token or an API key."}
    )
    api.spec.components.security_scheme(
        "streamTicket",
        {
            "type": "apiKey",
            "in": "query",
            "name": "ticket",
            "description": "A one-use ticket from `POST /v1/games/{id}/stream-tickets`, for clients (browsers' "
            "EventSource) that cannot send an Authorization header; opens that game's events once.",
        },
    )
    document_urls(api)
    for blp in BLUEPRINTS:
        api.register_blueprint(blp)
    init_web(app)  # the web companion at /app/ and the interactive docs at /docs (service/web/)
    return app


def dispose_app(app: Flask) -> None:
    """Stop what an app started (its listeners and flushers) and close its database pool."""
    app.extensions["rate_limits"].close()
    app.extensions["request_metrics"].stop()
    if "live_store" in app.extensions:
        app.extensions["live_store"].watch.stop()
    app.extensions["companion"].close()


_DESCRIPTION = """\
Companion backend for Achroma, Chronicles of Arcane, Athernum and Oversoul.

Errors are RFC 9457 problem details (`application/problem+json`). Authenticate with
`Authorization: Bearer <session token or API key>`. Writes accept `Idempotency-Key`.
"""
