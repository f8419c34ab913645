"""Request ids, structured JSON logs and Prometheus metrics."""

from __future__ import annotations

import hmac
import itertools
import logging
import os
import re
import secrets
import sys
import time
from collections.abc import Callable
from typing import Any

import structlog
from flask import Blueprint, Flask, Response, g, has_request_context, request
from prometheus_client import (
    CONTENT_TYPE_LATEST,
    CollectorRegistry,
    Counter,
    Histogram,
    generate_latest,
    multiprocess,
)
from prometheus_client.core import CounterMetricFamily
from prometheus_client.registry import Collector

from service.errors import problem_response

REQUESTS = Counter("http_requests_total", "HTTP requests", ["method", "endpoint", "status"])
LATENCY = Histogram(
    "http_request_duration_seconds",
    "HTTP request latency",
    ["method", "endpoint"],
    buckets=(0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10),
)
CELERY_COUNTS_KEY = "metrics:celery_tasks"  # hash "task_name|state" -> count, written by workers
_REQUEST_ID = re.compile(r"^[A-Za-z0-9._:-]{1,128}$")


def _request_id(_logger: object, _name: str, event: dict) -> dict:
    """Adds the request id to every log line written during a request (read when a line is written, so a
    request that logs nothing pays nothing)."""
    if has_request_context() and "request_id" in g:
        event.setdefault("request_id", g.request_id)
    return event


def configure_logging(level: str = "INFO", json_logs: bool = True) -> None:
    renderer = structlog.processors.JSONRenderer() if json_logs else structlog.dev.ConsoleRenderer()
    structlog.configure(
        processors=[
            structlog.contextvars.merge_contextvars,
            _request_id,
            structlog.processors.add_log_level,
            structlog.processors.TimeStamper(fmt="iso", utc=True),
            structlog.processors.format_exc_info,
            renderer,
        ],
        wrapper_class=structlog.make_filtering_bound_logger(logging.getLevelNamesMapping().get(level, 20)),
        logger_factory=structlog.PrintLoggerFactory(sys.stderr),
        cache_logger_on_first_use=True,
    )


class CeleryTaskCollector(Collector):
    """Celery task counts as the workers recorded them in Redis, so every API process reports the same."""

    def __init__(self, redis_client) -> None:  # type: ignore[no-untyped-def]
        self.redis = redis_client

    def collect(self):  # type: ignore[no-untyped-def]
        family = CounterMetricFamily("celery_tasks", "Celery tasks by name and final state", labels=["task", "state"])
        try:
            counts = self.redis.hgetall(CELERY_COUNTS_KEY)
        except Exception:  # metrics must not fail because Redis is down; /v1/ready says that
            counts = {}
        for key, value in sorted(counts.items()):
            task, _, state = key.partition("|")
            family.add_metric([task, state], float(value))
        yield family


def _request_ids() -> Callable[[], str]:
    """Unique request ids without a random draw per request: 32 hex digits, 16 random per process, then a counter."""
    prefix, counter = secrets.token_hex(8), itertools.count(1)
    return lambda: f"{prefix}{next(counter):016x}"


def init_observability(app: Flask, redis_client) -> None:  # type: ignore[no-untyped-def]
    log = structlog.get_logger("service.request")

    # labelled children looked up once: ``labels()`` validates and locks on every call
    counters: dict[tuple[str, str, int], Any] = {}
    timers: dict[tuple[str, str], Any] = {}

    new_request_id = _request_ids()

    @app.before_request
    def _start() -> None:
        incoming = request.headers.get("X-Request-ID")
        g.request_id = incoming if incoming and _REQUEST_ID.match(incoming) else new_request_id()
        g.started = time.perf_counter()

    @app.after_request
    def _finish(response: Response) -> Response:
        response.headers["X-Request-ID"] = g.get("request_id") or new_request_id()
        endpoint = request.url_rule.rule if request.url_rule else "unmatched"
        if endpoint != "/metrics":
            elapsed = time.perf_counter() - g.get("started", time.perf_counter())
            method, status = request.method, response.status_code
            counter = counters.get((method, endpoint, status))
            if counter is None:
                counter = counters[method, endpoint, status] = REQUESTS.labels(method, endpoint, str(status))
            counter.inc()
            timer = timers.get((method, endpoint))
            if timer is None:
                timer = timers[method, endpoint] = LATENCY.labels(method, endpoint)
            timer.observe(elapsed)
            if status >= 500 or app.config.get("LOG_REQUESTS"):
                log.info(
                    "request",
                    method=request.method,
                    path=request.path,
                    status=response.status_code,
                    ms=round(elapsed * 1000, 2),
                )
        return response


def metrics_blueprint(redis_client, token: str) -> Blueprint:  # type: ignore[no-untyped-def]
    """``GET /metrics`` for Prometheus, behind its own bearer token (``METRICS_TOKEN``): request counts by
    endpoint and latencies tell an outsider which features are used and when, so they are not public. Without a
    token configured the endpoint does not exist (404)."""
    blp = Blueprint("metrics", __name__)
    celery_collector = CeleryTaskCollector(redis_client)
    expected = f"Bearer {token}".encode()

    @blp.get("/metrics")
    def metrics() -> Response:
        if not token:
            return problem_response(404, "not-found", "No resource at this URL.")
        sent = request.headers.get("Authorization", "").encode("latin-1", "replace")
        if not hmac.compare_digest(sent, expected):
            response = problem_response(401, "unauthorized", "Send 'Authorization: Bearer <METRICS_TOKEN>'.")
            response.headers["WWW-Authenticate"] = 'Bearer realm="metrics"'
            return response
        registry = CollectorRegistry()
        if os.environ.get("PROMETHEUS_MULTIPROC_DIR"):
            multiprocess.MultiProcessCollector(registry)  # every gunicorn worker's numbers
        else:
            from prometheus_client import REGISTRY

            registry = REGISTRY
        body = generate_latest(registry) + generate_latest(_single(celery_collector))
        return Response(body, mimetype=CONTENT_TYPE_LATEST)

    return blp


def _single(collector: Collector) -> CollectorRegistry:
    registry = CollectorRegistry()
    registry.register(collector)
    return registry
