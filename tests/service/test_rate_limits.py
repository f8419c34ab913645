"""Rate limits on the real Redis server: IETF RateLimit-* headers, 429 problem+json, stricter failed logins."""

from __future__ import annotations

import pytest

from tests.conftest import make_settings
from tests.service.test_errors import assert_problem
from tests.support.client import ApiClient


@pytest.fixture
def limited(app_from, tmp_path, redis_server, sqlite_url):
    settings = make_settings(
        tmp_path, redis_server.url, sqlite_url, RATE_LIMIT_DEFAULT="5 per minute", RATE_LIMIT_LOGIN="3 per minute"
    )
    return ApiClient(app_from(settings).test_client())


def test_responses_carry_ratelimit_headers(client):
    resp = client.get("/v1/health")
    assert int(resp.headers["RateLimit-Limit"]) >= 1
    assert int(resp.headers["RateLimit-Remaining"]) >= 0
    assert 0 <= int(resp.headers["RateLimit-Reset"]) <= 60


def test_over_the_limit_is_429_problem_with_retry_after(limited):
    for _ in range(5):
        assert limited.get("/v1/health").status_code == 200
    resp = limited.get("/v1/health")
    assert_problem(resp, 429, "rate-limited")
    assert 1 <= int(resp.headers["Retry-After"]) <= 60
    assert resp.headers["RateLimit-Remaining"] == "0"


def test_failed_logins_hit_a_stricter_limit_that_blocks_even_the_right_password(limited):
    user = limited.signup("victim")
    for _ in range(3):
        resp = limited.post("/v1/tokens", json={"username": "victim", "password": "wrong-password"})
        assert resp.status_code == 401
    right = limited.post("/v1/tokens", json={"username": "victim", "password": user["password"]})
    assert_problem(right, 429, "rate-limited")


def test_successful_logins_do_not_count_as_failures(app_from, tmp_path, redis_server, sqlite_url):
    settings = make_settings(tmp_path, redis_server.url, sqlite_url, RATE_LIMIT_LOGIN="2 per minute")
    client = ApiClient(app_from(settings).test_client())
    user = client.signup()
    for _ in range(4):
        assert (
            client.post("/v1/tokens", json={"username": user["username"], "password": user["password"]}).status_code
            == 201
        )
