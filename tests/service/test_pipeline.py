"""The request pipeline (``service.platform.pipeline``, ``service.platform.urls``,
``service.platform.observability``): what every request
passes through, made cheap without changing what it does."""

from __future__ import annotations

import itertools
import time
import uuid

import pytest
from prometheus_client import REGISTRY

from service.platform.observability import RequestMetrics
from tests.conftest import METRICS_TOKEN


def test_coroutine_checks_stay_one_per_function(app, client):
    """Flask asks whether each view and hook is a coroutine; the answers are kept per function. They were kept
    per bound method, and a MethodView is bound to a new view on every request: two entries a request, forever."""
    client.get("/v1/health")
    kept = len(app._is_async)
    for _ in range(50):
        client.get("/v1/health")
        client.get("/v1/me")
    assert len(app._is_async) <= kept + 5  # /v1/me's own view and wrappers, once


def test_a_remembered_route_still_refuses_other_methods_and_unknown_paths(client):
    token = client.new_user_token()
    assert client.get("/v1/me", token=token).status_code == 200
    assert client.get("/v1/me", token=token).status_code == 200  # served from the router's memory
    assert client.delete("/v1/me/nothing", token=token).status_code == 404
    refused = client.request("PATCH", "/v1/health")
    assert refused.status_code == 405
    assert client.get("/v1/health").status_code == 200


def test_a_remembered_route_gives_each_request_its_own_arguments(client):
    """Views may change their keyword arguments; the router's memory keeps its own copy."""
    token = client.new_user_token()
    for game_id in ("g-missing-1", "g-missing-2", "g-missing-1"):
        resp = client.get(f"/v1/games/{game_id}", token=token)
        assert resp.status_code == 404


def test_the_routers_memory_is_bounded(app, client, monkeypatch):
    from service.platform import urls

    monkeypatch.setattr(urls, "MATCHES_KEPT", 8)
    token = client.new_user_token()
    for n in range(30):
        client.get(f"/v1/games/g{n}", token=token)
    assert len(app.url_map._matcher._matched) <= 8


def test_each_extra_header_is_sent_once(client):
    token = client.new_user_token()
    resp = client.get("/v1/me", token=token)
    for name in ("X-Request-ID", "RateLimit-Limit", "RateLimit-Remaining", "RateLimit-Reset", "RateLimit-Policy"):
        assert len(resp.headers.getlist(name)) == 1, name


def _count(endpoint: str, status: str) -> float:
    value = REGISTRY.get_sample_value("http_requests_total", {"method": "GET", "endpoint": endpoint, "status": status})
    return value or 0.0


def _latency_count(endpoint: str) -> float:
    value = REGISTRY.get_sample_value("http_request_duration_seconds_count", {"method": "GET", "endpoint": endpoint})
    return value or 0.0


def test_metrics_are_counted_in_process_and_all_reach_a_scrape(app, client):
    """Requests are counted in the process and flushed to Prometheus' values once a second; a scrape flushes
    first, so it sees every request made before it."""
    before, latency_before = _count("/v1/health", "200"), _latency_count("/v1/health")
    for _ in range(7):
        client.get("/v1/health")
    text = client.get("/metrics", token=METRICS_TOKEN).get_data(as_text=True)
    assert _count("/v1/health", "200") == before + 7
    assert _latency_count("/v1/health") == latency_before + 7
    assert 'http_request_duration_seconds_bucket{endpoint="/v1/health",le="+Inf",method="GET"}' in text


def test_a_stopped_apps_counts_are_flushed_at_once_and_never_later():
    """A disposed app flushes as it stops; its flusher, asleep then, adds nothing later (under the next test)."""
    metrics = RequestMetrics(flush_seconds=0.2)
    endpoint = f"/test/stopped/{uuid.uuid4().hex}"
    metrics.record("GET", endpoint, 200, 0.001)  # starts the flusher, which sleeps
    metrics.stop()
    assert _count(endpoint, "200") == 1
    metrics.record("GET", endpoint, 200, 0.001)  # a straggler after the stop
    time.sleep(0.5)
    assert _count(endpoint, "200") == 1


def test_latencies_land_in_prometheus_buckets(app):
    """A value on a bucket's bound counts in that bucket (Prometheus' ``le``), as ``Histogram.observe`` does."""
    metrics = app.extensions["request_metrics"]
    endpoint = f"/test/latency-buckets/{uuid.uuid4().hex}"  # Prometheus' registry is the test process's
    for seconds in (0.0005, 0.001, 0.0011, 20.0):
        metrics.record("GET", endpoint, 200, seconds)
    metrics.flush()

    def bucket(le: str) -> float:
        value = REGISTRY.get_sample_value(
            "http_request_duration_seconds_bucket", {"method": "GET", "endpoint": endpoint, "le": le}
        )
        return value or 0.0

    assert bucket("0.001") == 2
    assert bucket("0.0025") == 3
    assert bucket("10.0") == 3
    assert bucket("+Inf") == 4
    total = REGISTRY.get_sample_value("http_request_duration_seconds_sum", {"method": "GET", "endpoint": endpoint})
    assert total == pytest.approx(20.0026)


def _serve_two_connections(wrap) -> list[str]:
    """Two greenlets, as a gevent worker's two keep-alive connections, each serving 60 requests that never wait on
    I/O (their next request is always there already); the order the requests were served in."""
    import gevent

    served: list[str] = []

    def request(environ, start_response):
        until = time.perf_counter() + 0.0003  # a request's CPU
        while time.perf_counter() < until:
            pass
        served.append(environ["connection"])
        return [b"{}"]

    app = wrap(request)

    def connection(name: str) -> None:
        for _ in range(60):
            app({"connection": name}, lambda *_: None)

    gevent.joinall([gevent.spawn(connection, "a"), gevent.spawn(connection, "b")])
    return served


def _longest_run(served: list[str]) -> int:
    """The most requests one connection served in a row while another still had requests waiting (once the other
    has served its last, the one left may run on)."""
    last = {name: i for i, name in enumerate(served)}  # each connection's last request
    served = served[: min(last.values()) + 1]
    longest = run = 1
    for before, now in itertools.pairwise(served):
        run = run + 1 if now == before else 1
        longest = max(longest, run)
    return longest


def test_a_connection_that_never_waits_lets_the_others_in_after_its_turn():
    """gevent: a greenlet whose requests never wait on I/O would serve all of them while the worker's other
    connections wait (traced under wrk: runs of 20-290 ms, which set every endpoint's p99). With ``FairTurns`` it lets
    them in once it has served for a turn (2 ms here: about 7 requests of 0.3 ms)."""
    from service.platform.pipeline import FairTurns

    unfair = _serve_two_connections(lambda app: app)
    assert _longest_run(unfair) == 60  # the first connection served all its requests before the second got one

    fair = _serve_two_connections(lambda app: FairTurns(app, turn_seconds=0.002))
    assert sorted(fair) == sorted(unfair)
    assert _longest_run(fair) <= 12


def test_a_connection_whose_request_arrives_gets_in_at_the_next_turn():
    """gevent: the connection let in must include one whose request has just arrived on its socket — which the event
    loop finds only when it polls. ``gevent.sleep(0)`` yields to queued callbacks, and may run again before the loop
    polls (under wrk the action's p99 stayed at 91-124 ms): here the arrived request waited for all 60 of the busy
    connection's. A turn waits until the loop has polled and run what it found ready."""
    import gevent
    from gevent import socket  # the tests run unpatched

    from service.platform.pipeline import FairTurns

    served: list[str] = []

    def request(environ, start_response):
        until = time.perf_counter() + 0.0003
        while time.perf_counter() < until:
            pass
        served.append("busy")
        return [b"{}"]

    app = FairTurns(request, turn_seconds=0.002)
    client, server = socket.socketpair()
    with client, server:
        waiting = gevent.spawn(lambda: (server.recv(1), served.append("arrived")))
        gevent.sleep(0.01)  # the waiting connection's read is armed in the loop
        client.send(b"x")  # its request arrives while the busy connection serves
        for _ in range(60):
            app({}, lambda *_: None)
        waiting.join(timeout=5)
    assert "arrived" in served
    assert served.index("arrived") <= 8  # one turn: 2 ms of 0.3-ms requests, then the loop's poll


def test_a_gevent_worker_takes_turns_as_configured(make_app, monkeypatch):
    """``FAIR_TURN_MS`` sets a gevent worker's turn; 0 turns them off; outside gevent (these tests) there are none."""
    from service.platform import pipeline
    from service.platform.pipeline import ExtraHeaders, FairTurns

    assert isinstance(make_app().wsgi_app, ExtraHeaders)  # not under gevent's patching here
    monkeypatch.setattr(pipeline, "under_gevent", lambda: True)
    default = make_app().wsgi_app
    assert isinstance(default, FairTurns) and default._turn == 0.002
    assert make_app(FAIR_TURN_MS="0.5").wsgi_app._turn == 0.0005
    assert isinstance(make_app(FAIR_TURN_MS="0").wsgi_app, ExtraHeaders)
