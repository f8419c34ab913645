"""The app shell: painted within a second on loopback, installable, and it starts again offline from
its service worker; its pages run under a strict Content-Security-Policy."""

from __future__ import annotations

from tests.browser.conftest import record_figures, screenshot

FIRST_PAINT_BUDGET_MS = 1000


def test_first_paint_is_under_a_second_and_the_shell_starts_offline_from_the_service_worker(phones):
    phone = phones()
    page = phone.page
    response = page.goto("/app/")
    csp = response.headers["content-security-policy"]
    assert "script-src 'self'" in csp and "unsafe-inline" not in csp and "unsafe-eval" not in csp
    page.get_by_role("button", name="New game").wait_for()
    paint = page.evaluate(
        "performance.getEntriesByType('paint').find((e) => e.name === 'first-contentful-paint')?.startTime ?? null"
    )
    # a second visit is what a phone sees most: the shell then comes from the HTTP cache or the service worker
    page.evaluate("navigator.serviceWorker.ready.then(() => true)")
    page.reload()
    page.get_by_role("button", name="New game").wait_for()
    repeat = page.evaluate(
        "performance.getEntriesByType('paint').find((e) => e.name === 'first-contentful-paint')?.startTime ?? null"
    )
    record_figures("first-paint", {"first_visit_ms": round(paint), "repeat_visit_ms": round(repeat)})
    assert paint is not None and paint < FIRST_PAINT_BUDGET_MS, paint

    # offline: the service worker serves the shell for any app route
    assert page.evaluate("navigator.serviceWorker.controller !== null")
    phone.context.set_offline(True)
    page.goto("/app/cards")
    page.get_by_role("navigation", name="Main").wait_for()
    assert page.get_by_role("link", name="Games").is_visible()
    screenshot(page, "offline-start")
    phone.context.set_offline(False)


def test_the_manifest_makes_the_app_installable(api):
    manifest = api.get("/app/manifest.webmanifest")
    assert manifest.headers["content-type"].startswith("application/manifest+json")
    body = manifest.json()
    assert body["start_url"] == "/app/" and body["display"] == "standalone"
    sizes = {icon["sizes"] for icon in body["icons"]}
    assert {"192x192", "512x512"} <= sizes and any(i.get("purpose") == "maskable" for i in body["icons"])
    for icon in body["icons"]:
        fetched = api.get(icon["src"])
        assert fetched.status_code == 200 and fetched.headers["content-type"] == icon["type"]
