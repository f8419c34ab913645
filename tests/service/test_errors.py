"""Every error is RFC 9457 problem+json with a stable type, and no input produces a stack trace."""

from __future__ import annotations

import pytest

PROBLEM = "application/problem+json"


def assert_problem(resp, status: int, code: str) -> dict:
    assert resp.status_code == status, resp.get_data(as_text=True)
    assert resp.content_type == PROBLEM
    body = resp.get_json()
    assert body["type"] == f"/problems/{code}"
    assert body["status"] == status and body["code"] == code
    assert body["title"] and body["detail"]
    assert body["request_id"] == resp.headers["X-Request-ID"]
    return body


def test_unknown_url_is_404_problem(client):
    assert_problem(client.get("/v1/no-such-thing"), 404, "not-found")


def test_wrong_method_is_405_problem_with_allow(client):
    resp = client.delete("/v1/health")
    assert_problem(resp, 405, "method-not-allowed")
    assert "GET" in resp.headers["Allow"]


def test_body_too_large_is_413_problem(client):
    big = "x" * (2 * 1024 * 1024)
    resp = client.post("/v1/users", data='{"username": "' + big + '"}', content_type="application/json")
    assert_problem(resp, 413, "payload-too-large")


def test_non_json_body_is_415_problem(client):
    assert_problem(
        client.post("/v1/users", data="username=a", content_type="text/plain"), 415, "unsupported-media-type"
    )


def test_malformed_json_is_400_problem(client):
    body = assert_problem(client.post("/v1/users", data="{nope", content_type="application/json"), 400, "bad-request")
    assert "JSON" in body["detail"]


def test_invalid_fields_are_422_with_each_field(client):
    resp = client.post("/v1/users", json={"username": "x", "email": "not-an-email", "extra": 1})
    body = assert_problem(resp, 422, "validation-error")
    fields = body["errors"]["json"]
    assert set(fields) == {"username", "email", "password", "extra"}


def test_unexpected_exception_is_500_problem_without_trace(app, client):
    @app.get("/v1/_boom")
    def boom():
        raise RuntimeError("secret internals")

    body = assert_problem(client.get("/v1/_boom"), 500, "internal-error")
    assert "secret" not in str(body) and "Traceback" not in str(body)


def test_request_id_is_echoed_when_sent(client):
    resp = client.get("/v1/health", headers={"X-Request-ID": "phone-123"})
    assert resp.headers["X-Request-ID"] == "phone-123"


@pytest.mark.parametrize("bad", ["", "has space", "x" * 200, "<script>"])
def test_request_id_is_replaced_when_unsafe(client, bad):
    resp = client.get("/v1/health", headers={"X-Request-ID": bad})
    assert resp.headers["X-Request-ID"] != bad and len(resp.headers["X-Request-ID"]) == 32


def test_every_response_has_a_request_id(client):
    assert client.get("/v1/health").headers["X-Request-ID"]
    assert client.get("/v1/nope").headers["X-Request-ID"]
