"""The table screen on a phone at a real table: turn controls and totals on one screen, forms in a sheet that keeps
its target, a refusal shown beside the control that sent it, scores and the live status in sight while scrolling,
the screen kept on while the game is live, a theme chosen in the app, and no layout shift while the table loads."""

from __future__ import annotations

import re
import time

import pytest

from tests.browser.conftest import screenshot, sign_in
from tests.browser.test_table import open_sheet, start_game

TALL_PHONE = {"width": 390, "height": 844}
NARROW_PHONE = {"width": 320, "height": 640}
DARK_BACKGROUND = "rgb(13, 20, 32)"
LIGHT_BACKGROUND = "rgb(245, 246, 250)"
CLS_BUDGET = 0.1

# A stand-in for the Screen Wake Lock API (a headless browser grants no real lock) and for the tab's visibility: it
# counts the locks asked for and released, so the test sees what the page did with the API.
FAKE_WAKE_LOCK = """
(() => {
  const log = { requests: 0, releases: 0, held: 0 };
  window.__wakeLog = log;
  let hidden = false;
  const visibility = () => (hidden ? "hidden" : "visible");
  Object.defineProperty(Document.prototype, "visibilityState", { configurable: true, get: visibility });
  Object.defineProperty(Document.prototype, "hidden", { configurable: true, get: () => hidden });
  window.__setHidden = (value) => { hidden = value; document.dispatchEvent(new Event("visibilitychange")); };
  const wakeLock = {
    request: async (type) => {
      log.requests += 1;
      log.held += 1;
      const sentinel = new EventTarget();
      let released = false;
      sentinel.type = type;
      sentinel.release = async () => {
        if (released) return;
        released = true;
        log.releases += 1;
        log.held -= 1;
        sentinel.dispatchEvent(new Event("release"));
      };
      return sentinel;
    },
  };
  Object.defineProperty(Navigator.prototype, "wakeLock", { configurable: true, get: () => wakeLock });
})();
"""

# Every layout shift since the page started (buffered), as a PerformanceObserver reports them, without those that
# follow a person's input: the cumulative layout shift of the page's load.
LAYOUT_SHIFT = """
() => new Promise((resolve) => {
  let total = 0;
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (!entry.hadRecentInput) total += entry.value;
  });
  observer.observe({ type: "layout-shift", buffered: true });
  setTimeout(() => { observer.disconnect(); resolve(total); }, 500);
})
"""


def in_viewport(page, locator) -> bool:
    box = locator.bounding_box()
    size = page.viewport_size
    return box is not None and box["y"] >= 0 and box["y"] + box["height"] <= size["height"] and box["x"] >= 0


# what sticks out of the page's content box to the right (beyond the width of the screen, or into the page's margin)
STICKING_OUT = """
() => {
  const main = document.querySelector("main");
  const limit = main.getBoundingClientRect().right - parseFloat(getComputedStyle(main).paddingRight) + 5;
  const out = [...main.querySelectorAll("*")].filter((e) => e.getBoundingClientRect().right > limit);
  return [document.documentElement.scrollWidth - window.innerWidth, out.map((e) => e.outerHTML.slice(0, 80))];
}
"""


def overflows_horizontally(page) -> list:
    beyond, sticking_out = page.evaluate(STICKING_OUT)
    return ([f"{beyond} px beyond the screen"] if beyond > 0 else []) + sticking_out


def test_turn_controls_and_totals_on_one_screen_and_a_form_keeps_its_target(phones, make_user):
    page = phones(viewport=TALL_PHONE).page
    sign_in(page, make_user("ann"))
    start_game(page, "arcane", ["Ann", "Bob"], first="Ann")
    bar = page.get_by_role("region", name="Actions")
    bar.get_by_role("button", name="Keep").click()
    pass_turn = bar.get_by_role("button", name="Pass turn")
    pass_turn.wait_for()
    assert page.evaluate("window.scrollY") == 0
    for label in ("Ann life", "Bob life"):
        assert in_viewport(page, page.get_by_label(label)), label
    assert in_viewport(page, pass_turn)
    screenshot(page, "table-screen-turn-bar", docs=True)

    # the Life form, in the sheet, keeps the target it was last sent to
    open_sheet(page)
    form = page.get_by_role("form", name="Life")
    form.get_by_label("Target").select_option(label="Bob")
    form.get_by_label("Delta").fill("-3")
    form.get_by_role("button", name="Life").click()
    page.get_by_label("Bob life").filter(has_text=re.compile("^22$")).wait_for()
    assert form.get_by_label("Target").evaluate("(select) => select.selectedOptions[0].textContent") == "Bob"
    assert form.get_by_label("Delta").input_value() == ""
    form.get_by_label("Delta").fill("-2")
    form.get_by_role("button", name="Life").click()
    page.get_by_label("Bob life").filter(has_text=re.compile("^20$")).wait_for()
    assert in_viewport(page, form.get_by_role("button", name="Life"))
    # no rules text in the page's flow: an action's description is behind a disclosure
    assert not form.get_by_text(re.compile("Rule:")).first.is_visible()


def test_a_refused_action_explains_itself_beside_its_form_in_view(phones, make_user):
    page = phones(viewport=TALL_PHONE).page
    sign_in(page, make_user("ann"))
    start_game(page, "achroma", ["Ann", "Bob"], first="Ann")
    assert page.get_by_role("button", name="Undo").count() == 0  # nothing of this phone's to undo yet
    open_sheet(page)
    form = page.get_by_role("form", name="Trade")
    form.get_by_label("Value").fill("4")
    form.get_by_role("button", name="Trade").click()
    alert = form.get_by_role("alert")
    alert.wait_for()
    assert "Main step" in alert.text_content()
    assert page.get_by_role("alert").count() == 1  # nowhere else, not at the top of the page
    assert in_viewport(page, alert) and in_viewport(page, form.get_by_role("button", name="Trade"))
    # and not scrolled out of the sheet's own view
    sheet = page.get_by_role("dialog", name="More actions").bounding_box()
    shown = alert.bounding_box()
    assert sheet["y"] <= shown["y"] and shown["y"] + shown["height"] <= sheet["y"] + sheet["height"] + 1
    assert not re.search(r"\bp[1-9]\b", alert.text_content())  # players by name, never by seat id
    screenshot(page, "table-screen-refused-trade")


def test_scores_and_live_status_stay_in_sight_while_scrolling_and_leave_when_the_game_ends(phones, make_user):
    phone = phones(viewport=TALL_PHONE)
    page = phone.page
    phone.context.add_init_script(FAKE_WAKE_LOCK)
    sign_in(page, make_user("ann"))
    start_game(page, "arcane", ["Ann", "Bob", "Cy"], first="Ann")
    page.get_by_text("Live", exact=True).wait_for()
    scores = page.get_by_role("list", name="Scores")
    assert scores.get_by_text("Ann").count() == 1 and scores.get_by_text("30").count() == 3

    page.get_by_role("region", name="History").scroll_into_view_if_needed()
    page.evaluate("window.scrollTo(0, document.documentElement.scrollHeight)")
    time.sleep(0.2)
    assert page.evaluate("window.scrollY") > 0
    assert in_viewport(page, scores) and in_viewport(page, page.get_by_text("Live", exact=True))
    assert in_viewport(page, page.get_by_role("button", name="More actions"))

    # the screen is kept on while the game is live: asked for again when the tab shows after hiding
    deadline = time.monotonic() + 10
    while page.evaluate("window.__wakeLog.held") != 1:
        assert time.monotonic() < deadline, page.evaluate("window.__wakeLog")
        time.sleep(0.1)
    page.evaluate("window.__setHidden(true)")
    assert page.evaluate("window.__wakeLog.held") == 0
    page.evaluate("window.__setHidden(false)")
    deadline = time.monotonic() + 10
    while page.evaluate("window.__wakeLog.held") != 1:
        assert time.monotonic() < deadline, page.evaluate("window.__wakeLog")
        time.sleep(0.1)
    assert page.evaluate("window.__wakeLog.requests") == 2

    # every seat concedes but one: the game ends, and with it the live status, the acting seat and "… to play"
    bar = page.get_by_role("region", name="Actions")
    for seat in ("Bob", "Cy"):
        bar.get_by_label("Acting as").select_option(label=seat)
        open_sheet(page)
        page.get_by_role("dialog", name="More actions").get_by_role("button", name="Concede").click()
        page.get_by_role("button", name="Yes, concede").click()
        page.get_by_role("region", name=seat).get_by_text("Out", exact=True).wait_for()
    page.get_by_text(re.compile("Ann won")).wait_for()
    assert page.get_by_text("Live", exact=True).count() == 0
    assert page.get_by_label("Acting as").count() == 0
    assert page.get_by_text(re.compile("to play")).count() == 0
    assert page.evaluate("window.__wakeLog.held") == 0


# the theme on <html> when the page is parsed, before its modules run (they run after "interactive")
THEME_AT_PARSE = """
document.addEventListener("readystatechange", () => {
  if (document.readyState === "interactive") window.__themeAtParse = document.documentElement.dataset.theme || "system";
});
"""


def test_the_theme_chosen_applies_at_once_and_after_a_reload(phones, make_user):
    phone = phones(viewport=TALL_PHONE, color_scheme="light")
    phone.context.add_init_script(THEME_AT_PARSE)
    page = phone.page
    sign_in(page, make_user("ann"))
    start_game(page, "arcane", ["Ann", "Bob"])
    background = "getComputedStyle(document.body).backgroundColor"
    assert page.evaluate(background) == LIGHT_BACKGROUND
    page.get_by_label("Theme").select_option(label="Dark")
    assert page.evaluate(background) == DARK_BACKGROUND
    page.reload()
    page.get_by_label("Ann life").wait_for()
    assert page.evaluate(background) == DARK_BACKGROUND
    assert page.evaluate("window.__themeAtParse") == "dark"  # set by the page's head, before the app's modules
    assert page.get_by_label("Theme").input_value() == "dark"
    page.get_by_label("Theme").select_option(label="System")
    assert page.evaluate(background) == LIGHT_BACKGROUND
    page.reload()
    page.get_by_label("Ann life").wait_for()
    assert page.evaluate(background) == LIGHT_BACKGROUND


def test_the_table_does_not_shift_while_it_loads(phones, make_user):
    page = phones(viewport=TALL_PHONE).page
    sign_in(page, make_user("ann"))
    start_game(page, "achroma", ["Ann", "Bob"], first="Ann")
    page.reload()
    page.get_by_label("Ann shards").wait_for()
    page.get_by_role("region", name="Actions").get_by_role("button", name="Next step").wait_for()
    page.get_by_role("img", name=re.compile("^QR code")).wait_for()
    shift = page.evaluate(LAYOUT_SHIFT)
    print(f"\ntable load layout shift: {shift:.4f}")
    assert shift < CLS_BUDGET, shift


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_nothing_overflows_at_320_px_light_or_dark(scheme, phones, make_user):
    page = phones(viewport=NARROW_PHONE, color_scheme=scheme).page
    sign_in(page, make_user("ann"))
    start_game(page, "achroma", ["Annabelle-Longname", "Bob"], first="Annabelle-Longname")
    page.get_by_role("region", name="Actions").get_by_role("button", name="Next step").wait_for()
    expected = DARK_BACKGROUND if scheme == "dark" else LIGHT_BACKGROUND
    assert page.evaluate("getComputedStyle(document.body).backgroundColor") == expected
    assert overflows_horizontally(page) == []
    open_sheet(page)
    page.get_by_role("form", name="Trade").wait_for()
    assert overflows_horizontally(page) == []
    screenshot(page, f"table-screen-narrow-{scheme}")
