"""Liveness, readiness (Redis, database, a Celery worker) and Prometheus metrics."""

from __future__ import annotations

from tests.conftest import METRICS_TOKEN, make_settings
from tests.service.test_errors import assert_problem
from tests.support.client import ApiClient
from tests.support.servers import free_port


def test_health_is_ok(client):
    assert client.get("/v1/health").get_json() == {"status": "ok"}


def test_ready_when_redis_database_and_a_worker_answer(stack_client):
    body = stack_client.get("/v1/ready").get_json()
    assert body["status"] == "ready"
    assert body["checks"]["redis"] == "ok" and body["checks"]["database"] == "ok"
    assert body["checks"]["workers"].startswith("ok")


def test_not_ready_without_a_worker_says_so(app_from, tmp_path, redis_server, sqlite_url):
    # database 7 of the same server: a broker no worker listens on
    settings = make_settings(tmp_path, redis_server.url.replace("/0", "/7"), sqlite_url)
    resp = ApiClient(app_from(settings).test_client()).get("/v1/ready")
    body = assert_problem(resp, 503, "unavailable")
    assert body["checks"]["workers"] == "no worker answered" and "workers" in body["detail"]


def test_not_ready_without_redis_names_redis(app_from, tmp_path, sqlite_url):
    settings = make_settings(tmp_path, f"redis://127.0.0.1:{free_port()}/0", sqlite_url)
    body = assert_problem(ApiClient(app_from(settings).test_client()).get("/v1/ready"), 503, "unavailable")
    assert body["checks"]["redis"].startswith("unreachable") and body["checks"]["database"] == "ok"


def test_metrics_count_requests_by_endpoint_and_status(client):
    client.get("/v1/health")
    client.get("/v1/me")
    text = client.get("/metrics", token=METRICS_TOKEN).get_data(as_text=True)
    assert 'http_requests_total{endpoint="/v1/health",method="GET",status="200"}' in text
    assert 'http_requests_total{endpoint="/v1/me",method="GET",status="401"}' in text
    assert "http_request_duration_seconds_bucket" in text
