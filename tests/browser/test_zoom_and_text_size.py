"""The reader's text size and zoom: the app's text follows the browser's default font size (no fixed px size at the
root), and at 200 % zoom no page scrolls sideways. Zoom is emulated as browsers do it: the CSS viewport halves and
the device pixels per CSS pixel double (a 390 px phone at 200 % is 195 CSS px at scale 4; a 1280 px desktop, 640)."""

from __future__ import annotations

import json

import pytest
from playwright.sync_api import expect

from tests.browser.conftest import CHROMIUM, CHROMIUM_ARGS, screenshot, sign_in

ZOOMED = {
    "phone-200": {"viewport": {"width": 195, "height": 422}, "device_scale_factor": 4, "is_mobile": True},
    "desktop-200": {"viewport": {"width": 640, "height": 400}, "device_scale_factor": 2},
}

OVERFLOWING = """() => {
  const width = document.documentElement.clientWidth;
  return [...document.querySelectorAll('body *')]
    .filter((el) => el.getBoundingClientRect().right > width + 0.5 && el.getClientRects().length)
    .slice(0, 8)
    .map((el) => `${el.tagName.toLowerCase()}.${el.className} ${Math.round(el.getBoundingClientRect().right)}px`);
}"""


def _root_font_size(page) -> float:
    return page.evaluate("parseFloat(getComputedStyle(document.documentElement).fontSize)")


def test_the_apps_text_follows_the_browsers_default_font_size(browser, stack, tmp_path):
    """Chromium's own preference (Settings › Appearance › Font size), set in a profile as the browser keeps it."""
    profile = tmp_path / "profile"
    (profile / "Default").mkdir(parents=True)
    (profile / "Default" / "Preferences").write_text(json.dumps({"webkit": {"webprefs": {"default_font_size": 24}}}))
    context = browser.browser_type.launch_persistent_context(
        str(profile),
        executable_path=CHROMIUM,
        args=CHROMIUM_ARGS,
        base_url=stack.base,
        viewport={"width": 390, "height": 844},
    )
    try:
        page = context.pages[0] if context.pages else context.new_page()
        page.goto("/app/")
        page.get_by_role("button", name="New game").wait_for()
        assert _root_font_size(page) == 24
        heading = page.get_by_role("heading", name="Welcome")
        assert heading.evaluate("(el) => parseFloat(getComputedStyle(el).fontSize)") == pytest.approx(1.15 * 24)
    finally:
        context.close()


def test_no_fixed_pixel_font_size_at_the_root_of_any_stylesheet(phones):
    phone = phones()
    phone.page.goto("/app/")
    phone.page.get_by_role("button", name="New game").wait_for()
    assert _root_font_size(phone.page) == 16  # the default default: 100 % of it
    fixed = phone.page.evaluate(
        """() => [...document.styleSheets].flatMap((sheet) => [...sheet.cssRules])
          .filter((rule) => rule.selectorText && /^(:root|html|body)$/.test(rule.selectorText.trim()))
          .map((rule) => rule.style.fontSize).filter((size) => size.endsWith('px'))"""
    )
    assert fixed == []


@pytest.mark.parametrize("zoom", list(ZOOMED))
def test_no_page_scrolls_sideways_at_200_percent_zoom(phones, make_user, api, zoom):
    user = make_user("zoom")
    auth = {"Authorization": f"Bearer {user.token}"}
    game = api.post(
        "/v1/games", headers=auth, json={"ruleset": "arcane", "players": [{"name": "Ann"}, {"name": "Ben"}]}
    )
    assert game.status_code == 201, game.text
    event = api.post(
        "/v1/tournaments",
        headers=auth,
        json={"ruleset": "arcane", "name": "Friday Night Zoom", "format": "swiss", "match": {"best_of": 3}},
    )
    assert event.status_code == 201, event.text
    event_id = event.json()["id"]
    for name in ("Anna Longname-Example", "Ben", "Cat", "Dan"):
        added = api.post(f"/v1/tournaments/{event_id}/players", headers=auth, json={"name": name})
        assert added.status_code == 201, added.text
    assert api.post(f"/v1/tournaments/{event_id}/rounds", headers=auth).status_code == 201

    page = phones(**ZOOMED[zoom]).page
    pages = [
        ("landing", "/app/", lambda: page.get_by_role("button", name="New game").wait_for()),
        ("sign-in", "/app/signin", lambda: page.get_by_role("heading", name="Sign in or create an account").wait_for()),
    ]
    for name, path, ready in pages:
        page.goto(path)
        ready()
        _assert_fits(page, f"{name}-{zoom}")
    # one way in, for both: the form's own button still says Sign in
    expect(page.get_by_role("link", name="Sign in or create an account")).to_be_visible()
    expect(page.get_by_role("button", name="Sign in", exact=True)).to_be_visible()
    sign_in(page, user)
    signed_in = [
        ("new-game", "/app/new", lambda: page.get_by_role("button", name="Start game").wait_for()),
        ("table", f"/app/games/{game.json()['id']}", lambda: page.get_by_role("region", name="Ann").wait_for()),
        (
            "event",
            f"/app/events/{event_id}",
            lambda: expect(page.get_by_text("Friday Night Zoom").first).to_be_visible(),
        ),
    ]
    for name, path, ready in signed_in:
        page.goto(path)
        ready()
        _assert_fits(page, f"{name}-{zoom}")


def _assert_fits(page, name: str) -> None:
    page.evaluate("document.fonts.ready.then(() => true)")
    fits = page.evaluate("document.documentElement.scrollWidth <= document.documentElement.clientWidth")
    if not fits:
        screenshot(page, f"zoom-overflow-{name}")
    assert fits, (name, page.evaluate(OVERFLOWING))
