"""Seats the way a table works: a phone that opens the table's join link watches until its person picks a free seat
and names themself; Watch follows the game read-only and live; once a player joins on their own phone, the table's
phone acts only for the seats nobody joined. At 390×844 and at 320 px in dark mode."""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import expect

from tests.browser.conftest import screenshot, sign_in
from tests.browser.test_table import life_change, open_sheet, start_game

SCREENS = {
    "phone": {"viewport": {"width": 390, "height": 844}},
    "narrow-dark": {"viewport": {"width": 320, "height": 700}, "color_scheme": "dark"},
}


def _open_link(page, game_id: str, code: str) -> None:
    """Open the table's QR link, as a camera app would."""
    page.goto(f"/app/join/{game_id}#code={code}")
    expect(page.get_by_text(re.compile("^Found: "))).to_be_visible()


def _no_sideways_scroll(page) -> None:
    assert page.evaluate("document.documentElement.scrollWidth <= document.documentElement.clientWidth")


@pytest.mark.parametrize("screen", list(SCREENS))
def test_a_link_makes_a_spectator_until_a_free_seat_and_a_name_and_the_table_phone_keeps_to_the_rest(
    phones, make_user, screen
):
    options = SCREENS[screen]
    host, ben, third = phones(**options), phones(**options), phones(**options)
    sign_in(host.page, make_user("ann"))
    code = start_game(host.page, "arcane", ["Ann", "Ben", "Cat"], first="Ann")
    game_id = host.page.url.rstrip("/").rsplit("/", 1)[-1]
    acting_as = host.page.get_by_label("Acting as").locator("option")
    expect(acting_as).to_have_text(["Ann", "Ben", "Cat"])  # nobody joined: the table's phone runs every seat

    # Ben opens the link: no seat is offered by default, and a seat needs his name
    _open_link(ben.page, game_id, code)
    seat = ben.page.get_by_label("Seat")
    expect(seat).to_have_value("")
    ben.page.get_by_role("button", name="Join", exact=True).click()
    expect(ben.page.get_by_text("Pick a free seat to play, or tap Watch")).to_be_visible()
    seat.select_option(label="Ben")
    ben.page.get_by_role("button", name="Join", exact=True).click()
    name = ben.page.get_by_label("Your name")
    expect(name).to_have_accessible_description(re.compile("Give your name to take a seat"))
    expect(name).to_have_attribute("aria-invalid", "true")
    expect(name).to_be_focused()
    screenshot(ben.page, f"join-name-needed-{screen}")
    _no_sideways_scroll(ben.page)
    name.fill("Ben")
    ben.page.get_by_role("button", name="Join", exact=True).click()
    ben.page.get_by_role("region", name="Ben").wait_for()
    expect(ben.page.get_by_label("Acting as")).to_have_count(0)  # one seat: Ben's own, nothing to choose

    # the table's phone hears the join live: it acts for Ann and Cat only from then on
    expect(acting_as).to_have_text(["Ann", "Cat"])
    expect(host.page.get_by_text("Ben plays on their own phone")).to_be_visible()

    # a third phone opening the link watches by default, sees Ben's seat taken, and Watch is read-only and live
    _open_link(third.page, game_id, code)
    expect(third.page.get_by_label("Seat")).to_have_value("")
    expect(third.page.get_by_role("option", name="Ben (taken)")).to_be_disabled()
    _no_sideways_scroll(third.page)
    third.page.get_by_role("button", name="Watch").click()
    expect(third.page.get_by_text("You are watching.")).to_be_visible()
    expect(third.page.get_by_role("region", name="Cat").get_by_label("Cat life")).to_have_text("30")

    # the table keeps Ann's and Cat's opening hands, one after the other; Ben keeps his own on his phone
    history = host.page.get_by_role("region", name="History").get_by_role("listitem")
    for kept, seat_name in enumerate(["Ann", "Cat"], start=3):
        host.page.get_by_label("Acting as").select_option(label=seat_name)
        host.page.get_by_role("button", name="Keep").click()
        expect(history).to_have_count(kept)
    ben.page.get_by_role("button", name="Keep").click()
    open_sheet(host.page)
    host.page.get_by_role("form", name="Life").wait_for()
    expect(acting_as).to_have_text(["Ann", "Cat"])
    life_change(host.page, "Cat", -3)
    expect(third.page.get_by_label("Cat life")).to_have_text("27")  # live on the watching phone
    for control in ("Keep", "Undo", "Life", "More actions"):  # read-only: nothing to act with
        expect(third.page.get_by_role("button", name=control, exact=True)).to_have_count(0)
    counters = third.page.get_by_role("button", name=re.compile(r" life [+-]1$"))
    expect(counters).to_have_count(6)  # each seat's life, up and down: shown, and not a control here
    for i in range(6):
        expect(counters.nth(i)).to_be_disabled()
    screenshot(third.page, f"join-watching-{screen}")
    _no_sideways_scroll(third.page)
