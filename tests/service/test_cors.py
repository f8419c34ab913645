"""CORS for browser clients: only configured origins, with the headers a web app needs to read."""

from __future__ import annotations


def test_a_configured_origin_may_call_and_read_the_headers_it_needs(make_app):
    app = make_app(CORS_ORIGINS="https://app.example.com,https://overlay.example.org")
    client = app.test_client()
    preflight = client.options(
        "/v1/games",
        headers={
            "Origin": "https://app.example.com",
            "Access-Control-Request-Method": "POST",
            "Access-Control-Request-Headers": "Authorization, Content-Type, Idempotency-Key, If-Match",
        },
    )
    assert preflight.headers["Access-Control-Allow-Origin"] == "https://app.example.com"
    allowed = preflight.headers["Access-Control-Allow-Headers"].lower()
    assert all(h in allowed for h in ("authorization", "idempotency-key", "if-match"))
    resp = client.get("/v1/health", headers={"Origin": "https://overlay.example.org"})
    assert resp.headers["Access-Control-Allow-Origin"] == "https://overlay.example.org"
    exposed = resp.headers["Access-Control-Expose-Headers"]
    assert all(h in exposed for h in ("ETag", "RateLimit-Remaining", "Retry-After", "X-Request-ID"))


def test_other_origins_get_no_cors_grant(make_app):
    client = make_app(CORS_ORIGINS="https://app.example.com").test_client()
    resp = client.get("/v1/health", headers={"Origin": "https://evil.example.net"})
    assert "Access-Control-Allow-Origin" not in resp.headers


def test_without_configured_origins_there_is_no_cors(make_app):
    resp = make_app().test_client().get("/v1/health", headers={"Origin": "https://app.example.com"})
    assert "Access-Control-Allow-Origin" not in resp.headers
