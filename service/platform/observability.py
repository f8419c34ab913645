"""Request ids, structured JSON logs and Prometheus metrics."""

from __future__ import annotations

import bisect
import hmac
import itertools
import logging
import math
import os
import re
import secrets
import sys
import threading
import time
from collections.abc import Callable, Iterator
from typing import Any

import redis
import structlog
from flask import Blueprint, Flask, Request, Response, current_app, g, has_request_context, request
from prometheus_client import (
    CONTENT_TYPE_LATEST,
    CollectorRegistry,
    Counter,
    Histogram,
    generate_latest,
    multiprocess,
)
from prometheus_client.core import CounterMetricFamily
from prometheus_client.metrics_core import Metric
from prometheus_client.registry import Collector
from structlog.typing import EventDict

from service.platform.errors import problem_response
from service.platform.redis_client import as_str

REQUESTS = Counter("http_requests_total", "HTTP requests", ["method", "endpoint", "status"])
LATENCY_BUCKETS = (0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10)
LATENCY = Histogram(
    "http_request_duration_seconds", "HTTP request latency", ["method", "endpoint"], buckets=LATENCY_BUCKETS
)
CELERY_COUNTS_KEY = "metrics:celery_tasks"  # hash "task_name|state" -> count, written by workers
_REQUEST_ID = re.compile(r"^[A-Za-z0-9._:-]{1,128}$")


def _request_id(_logger: object, _name: str, event: EventDict) -> EventDict:
    """Adds the request id to every log line written during a request (read when a line is written, so a
    request that logs nothing pays nothing)."""
    if has_request_context() and "request_id" in g:
        event.setdefault("request_id", g.request_id)
    return event


class _CurrentStderr:
    """``sys.stderr`` as it is when a line is written, not as it was when logging was set up: a test runner swaps
    it for every test, and a background thread's line (a listener reconnecting) must not go to a stream closed
    since, which killed the thread."""

    def write(self, text: str) -> int:
        return sys.stderr.write(text)

    def flush(self) -> None:
        sys.stderr.flush()


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
        # structlog's type asks for a TextIO; it only writes and flushes
        logger_factory=structlog.PrintLoggerFactory(_CurrentStderr()),  # type: ignore[arg-type]
        cache_logger_on_first_use=True,
    )


class CeleryTaskCollector(Collector):
    """Celery task counts as the workers recorded them in Redis, so every API process reports the same."""

    def __init__(self, redis_client: redis.Redis) -> None:
        self.redis = redis_client

    def collect(self) -> Iterator[Metric]:
        family = CounterMetricFamily("celery_tasks", "Celery tasks by name and final state", labels=["task", "state"])
        try:
            counts = self.redis.hgetall(CELERY_COUNTS_KEY)
        except Exception:  # metrics must not fail because Redis is down; /v1/ready says that
            counts = {}
        for key, value in sorted(counts.items()):
            task, _, state = as_str(key).partition("|")
            family.add_metric([task, state], float(value))
        yield family


def _request_ids() -> Callable[[], str]:
    """Unique request ids without a random draw per request: 32 hex digits, 16 random per process, then a counter."""
    prefix, counter = secrets.token_hex(8), itertools.count(1)
    return lambda: f"{prefix}{next(counter):016x}"


class RequestMetrics:
    """Request counts and latencies of this process, counted in plain dictionaries on the request and added to
    Prometheus' values by a flusher once a second and before every scrape.

    Under gunicorn the values live in shared files (``PROMETHEUS_MULTIPROC_DIR``), and writing one takes a lock, a
    pid check and a file write: on every request, three of them cost a tenth of a no-op request. A scrape sees what
    was counted up to a second before it, and all of it from the process that serves it."""

    _BOUNDS = (*LATENCY_BUCKETS, math.inf)

    def __init__(self, *, flush_seconds: float = 1.0) -> None:
        self._counts: dict[tuple[str, str, int], int] = {}
        self._latencies: dict[tuple[str, str], list[float]] = {}  # a count per bucket, then the sum
        self._lock = threading.Lock()
        self._flush_seconds = flush_seconds
        self._flusher: threading.Thread | None = None
        self._stopped = False

    def record(self, method: str, endpoint: str, status: int, seconds: float) -> None:
        with self._lock:
            key = (method, endpoint, status)
            self._counts[key] = self._counts.get(key, 0) + 1
            latency = self._latencies.get((method, endpoint))
            if latency is None:
                latency = self._latencies[method, endpoint] = [0] * len(self._BOUNDS) + [0.0]
            latency[bisect.bisect_left(self._BOUNDS, seconds)] += 1  # Prometheus' buckets hold values <= their bound
            latency[-1] += seconds
            if self._flusher is None:
                self._flusher = threading.Thread(target=self._run, name="request-metrics", daemon=True)
                self._flusher.start()

    def flush(self) -> None:
        with self._lock:
            counts, self._counts = self._counts, {}
            latencies, self._latencies = self._latencies, {}
        for (method, endpoint, status), n in counts.items():
            REQUESTS.labels(method, endpoint, str(status)).inc(n)
        for (method, endpoint), latency in latencies.items():
            histogram = LATENCY.labels(method, endpoint)
            for bucket, observed in zip(histogram._buckets, latency, strict=False):  # observe() adds one at a time
                if observed:
                    bucket.inc(observed)
            histogram._sum.inc(latency[-1])

    def stop(self) -> None:
        """Flush what is counted now, and never again: a flusher that outlived its app would add the app's last
        requests to the process's values later, under whatever runs then."""
        self._stopped = True
        self.flush()

    def _run(self) -> None:
        """Flush every ``flush_seconds`` while requests come; an idle flusher ends and the next request starts one."""
        while True:
            time.sleep(self._flush_seconds)
            if self._stopped:
                return
            with self._lock:
                idle = not self._counts
                if idle:
                    self._flusher = None
            if idle:
                return
            self.flush()


class RequestLog:
    """What every request passes through for observability: its id (``X-Request-ID``), its metrics, and a log
    line when it failed (or when ``LOG_REQUESTS`` is set). Called by ``service.platform.pipeline`` with the request and
    ``g`` in hand."""

    def __init__(self, app: Flask, metrics: RequestMetrics) -> None:
        self._app = app
        self._metrics = metrics
        self._new_id = _request_ids()
        self._log = structlog.get_logger("service.request")

    def begin(self, req: Request, g_: Any) -> None:
        incoming = req.environ.get("HTTP_X_REQUEST_ID")
        g_.request_id = incoming if incoming and _REQUEST_ID.match(incoming) else self._new_id()
        g_.started = time.perf_counter()

    def end(self, req: Request, g_: Any, response: Response, headers: list[tuple[str, str]]) -> None:
        """Counts the request, and adds its id to ``headers`` (the response's, to be extended in one go)."""
        request_id = getattr(g_, "request_id", None) or self._new_id()
        headers.append(("X-Request-ID", request_id))
        rule = req.url_rule
        endpoint = rule.rule if rule is not None else "unmatched"
        if endpoint == "/metrics":
            return
        now = time.perf_counter()
        elapsed = now - getattr(g_, "started", now)
        status = response.status_code
        self._metrics.record(req.method, endpoint, status, elapsed)
        if status >= 500 or self._app.config.get("LOG_REQUESTS"):
            self._log.info("request", method=req.method, path=req.path, status=status, ms=round(elapsed * 1000, 2))


def init_observability(app: Flask) -> RequestLog:
    metrics = RequestMetrics()
    app.extensions["request_metrics"] = metrics
    return RequestLog(app, metrics)


def metrics_blueprint(redis_client: redis.Redis, token: str) -> Blueprint:
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
        current_app.extensions["request_metrics"].flush()  # this process's last second too
        for flush in current_app.extensions.get("metrics_flushers", ()):  # what other parts count in plain integers
            flush()
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
