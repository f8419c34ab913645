"""The interactive API docs work with no internet: every asset comes from this service."""

from __future__ import annotations

from urllib.parse import urlsplit

from tests.browser.conftest import screenshot

LOOPBACK = {"127.0.0.1", "localhost", "[::1]", "::1"}


def test_docs_render_and_expand_an_operation_with_every_non_loopback_request_blocked(phones, stack):
    page = phones(viewport={"width": 1280, "height": 900}).page
    outside: list[str] = []

    def guard(route) -> None:
        host = urlsplit(route.request.url).hostname or ""
        if route.request.url.startswith(("data:", "blob:")) or host in LOOPBACK:
            route.continue_()
        else:
            outside.append(route.request.url)
            route.abort()

    page.context.route("**/*", guard)
    response = page.goto("/docs")
    csp = response.headers["content-security-policy"]
    assert "script-src 'self'" in csp and "unsafe-inline" not in csp and "http" not in csp

    operations = page.get_by_role("button", name="POST /v1/games/{game_id}/actions")
    operations.first.wait_for()
    assert page.get_by_role("heading", name="TCG Companion API").first.is_visible()
    operations.first.scroll_into_view_if_needed()
    operations.first.click()
    page.get_by_role("heading", name="Parameters").first.wait_for()
    page.get_by_role("heading", name="Responses").first.wait_for()
    screenshot(page, "docs", docs=True)
    assert outside == [], f"the docs asked for outside resources: {outside}"


def test_docs_assets_are_long_cached_under_a_digest_and_gzipped(api):
    page = api.get("/docs")
    assert page.headers["cache-control"] == "no-cache"
    bundle = next(part.split('"')[1] for part in page.text.split("<script src=")[1:2])
    assert "/docs/s/" in bundle
    asset = api.get(bundle, headers={"Accept-Encoding": "gzip"})
    assert asset.status_code == 200 and "immutable" in asset.headers["cache-control"]
    assert asset.headers["content-encoding"] == "gzip"
    assert api.get(bundle.replace("/docs/s/", "/docs/s/0000")).status_code == 404
    assert api.get("/docs/s/nope/swagger-ui-bundle.js").headers["content-type"] == "application/problem+json"
