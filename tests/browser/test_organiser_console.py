"""The organiser console on an event page (the round clock, extra time, penalties, search, drops, the slips and live
page links), what a player who is not staff sees, a guest reporting from the slip's QR code with its code, and the
projector page showing every player of a 40-player event at 1920×1080. On phones at 390×844 and 320 px, light and
dark."""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import expect

from tests.browser.conftest import screenshot, sign_in

PHONE = {"width": 390, "height": 844}
NARROW = {"width": 320, "height": 700}
PROJECTOR = {"width": 1920, "height": 1080}
LOOKS = [
    pytest.param(PHONE, "light", id="390x844-light"),
    pytest.param(NARROW, "dark", id="320-dark"),
]


def _post(api, token: str, path: str, body: dict | None = None) -> dict:
    resp = api.post(path, json=body, headers={"Authorization": f"Bearer {token}"})
    assert resp.status_code in (200, 201), resp.text
    return resp.json()


def _event(api, token: str, name: str, guests: list[str], **extra) -> str:
    body = {"ruleset": "arcane", "name": name, "format": "swiss", "match": {"best_of": 3}, "rounds": 3, **extra}
    tid = _post(api, token, "/v1/tournaments", body)["id"]
    for guest in guests:
        _post(api, token, f"/v1/tournaments/{tid}/players", {"name": guest})
    return tid


def _fits_the_width(page) -> None:
    assert page.evaluate("document.documentElement.scrollWidth <= window.innerWidth"), "the page scrolls sideways"


@pytest.mark.parametrize(("viewport", "scheme"), LOOKS)
def test_staff_run_the_clock_penalties_drops_and_open_the_slips(phones, api, make_user, viewport, scheme):
    organiser = make_user("org")
    tid = _event(api, organiser.token, "Console Night", ["Ann Ames", "Bo Bell", "Cy Cruz", "Di Dale"])
    _post(api, organiser.token, f"/v1/tournaments/{tid}/rounds")
    phone = phones(viewport=viewport, color_scheme=scheme)
    page = phone.page
    sign_in(page, organiser)
    page.goto(f"/app/events/{tid}")
    console = page.get_by_role("region", name="Organiser console")
    clock = console.get_by_role("timer", name="Round clock")
    expect(clock).to_have_text("50:00")
    expect(console.get_by_text("Not started")).to_be_visible()

    console.get_by_role("button", name="Start clock").click()
    expect(console.get_by_text("Running")).to_be_visible()
    expect(clock).not_to_have_text("50:00", timeout=5_000)  # it counts down from the server's ends_at
    expect(clock).to_have_text(re.compile(r"^49:\d\d$"))

    # the whole round: a delay that held up every table
    console.get_by_label("Extend by").select_option(label="5 min")
    console.get_by_role("button", name="Extend", exact=True).click()
    expect(console.get_by_text("55 min round")).to_be_visible()
    expect(clock).to_have_text(re.compile(r"^5[34]:\d\d$"))
    # one table: a ruling, a deck check
    console.get_by_label("Minutes").fill("5")
    console.get_by_label("Reason").fill("Deck check")
    console.get_by_role("button", name="Extend table", exact=True).click()
    expect(console.get_by_role("list", name="Extended tables")).to_contain_text("+5 min")
    console.get_by_role("heading", name="Organiser console").evaluate("title => title.scrollIntoView()")
    screenshot(page, f"event-organiser-clock-{scheme}", docs=viewport == PHONE)

    console.get_by_role("button", name="Pause clock").click()
    expect(console.get_by_text("Paused")).to_be_visible()
    paused = clock.inner_text()
    page.wait_for_timeout(1_500)
    assert clock.inner_text() == paused  # a paused clock stands still
    # another judge calls time meanwhile: resuming is refused, in words, beside the clock
    _post(api, organiser.token, f"/v1/tournaments/{tid}/rounds/1/clock", {"action": "end"})
    console.get_by_role("button", name="Resume clock").click()
    expect(console.get_by_role("alert")).to_have_text("Time has been called for this round.")
    expect(console.get_by_text("Time called")).to_be_visible(timeout=20_000)  # the console reads the event again

    penalties = console.get_by_role("form", name="Issue a penalty")
    penalties.get_by_label("Player").select_option(label="Bo Bell")
    penalties.get_by_label("Penalty").select_option("warning")
    penalties.get_by_label("Note").fill("Slow shuffling")
    penalties.get_by_role("button", name="Issue penalty").click()
    issued = console.get_by_role("list", name="Penalties issued")
    expect(issued).to_contain_text("Bo Bell")
    expect(issued).to_contain_text("Warning")
    expect(issued).to_contain_text("Slow shuffling")

    console.get_by_label("Search players").fill("cy")
    players = console.get_by_role("list", name="Players")
    expect(players.get_by_role("listitem")).to_have_count(1)
    expect(players).to_contain_text("Cy Cruz")
    expect(console.get_by_text("1 of 4 players")).to_be_visible()
    players.get_by_role("button", name="Drop player").click()
    players.get_by_role("button", name="Yes, drop Cy Cruz").click()
    expect(players).to_contain_text("Cy Cruz (guest) · dropped")
    entries = api.get(f"/v1/tournaments/{tid}/players").json()["items"]
    assert [p["dropped"] for p in entries if p["name"] == "Cy Cruz"] == [True]
    console.get_by_label("Search players").fill("")
    expect(players.get_by_role("listitem")).to_have_count(4)
    _fits_the_width(page)
    screenshot(page, f"event-organiser-console-{scheme}")

    slips = console.get_by_role("link", name="Result slips")
    assert re.search(rf"/v1/tournaments/{tid}/rounds/1/slips\?key=", slips.get_attribute("href") or "")
    with page.context.expect_page() as opened:
        slips.click()
    printed = opened.value
    expect(printed.get_by_role("heading", name="Table 1 · Round 1")).to_be_visible()
    expect(printed.get_by_text(re.compile(r"^Code [A-HJ-NP-Z2-9]{6}$")).first).to_be_visible()
    printed.close()
    live = console.get_by_role("link", name="Live page")
    with page.context.expect_page() as opened:
        live.click()
    projector = opened.value
    assert projector.url.endswith(f"/tournaments/{tid}/live")
    expect(projector.get_by_role("heading", name="Console Night")).to_be_visible()
    projector.close()


def test_a_player_who_is_not_staff_sees_no_console(phones, api, make_user):
    organiser, player = make_user("org"), make_user("ply")
    tid = _event(api, organiser.token, "Not Yours", ["Gus", "Hana", "Ivo"])
    _post(api, player.token, f"/v1/tournaments/{tid}/players", {"user_id": player.id})
    _post(api, organiser.token, f"/v1/tournaments/{tid}/rounds")
    page = phones(viewport=NARROW, color_scheme="dark").page
    sign_in(page, player)
    page.goto(f"/app/events/{tid}")
    page.get_by_role("heading", name="Round 1 pairings").wait_for()
    expect(page.get_by_role("region", name="Organiser console")).to_have_count(0)
    for name in ("Start clock", "Issue penalty", "Drop player"):
        expect(page.get_by_role("button", name=name)).to_have_count(0)
    expect(page.get_by_role("link", name="Result slips")).to_have_count(0)
    expect(page.get_by_label("Search players")).to_have_count(0)


def _slip_of(api, token: str, tid: str) -> tuple[str, str]:
    """The first slip's report address (under the app) and its printed code, as staff print them."""
    link = _post(api, token, f"/v1/tournaments/{tid}/rounds/1/slips-link")["url"]
    page = api.get(link).text
    code = re.search(r"Code ([A-HJ-NP-Z2-9]{6})", page)
    address = re.search(r"(/app/events/[^\s<'\"#]+/report)", page)
    assert code and address, page[:500]
    return address[1], code[1]


@pytest.mark.parametrize(("viewport", "scheme"), LOOKS)
def test_a_guest_reports_from_the_slip_with_its_code(phones, api, make_user, viewport, scheme):
    organiser, member = make_user("org"), make_user("mem")
    tid = _event(api, organiser.token, "Slip Night", ["Gia Gale"])
    _post(api, organiser.token, f"/v1/tournaments/{tid}/players", {"user_id": member.id})
    match = _post(api, organiser.token, f"/v1/tournaments/{tid}/rounds")["matches"][0]
    ids = {p["name"]: p["id"] for p in match["players"]}
    mine = next(pid for name, pid in ids.items() if name != "Gia Gale")
    member_name = next(name for name in ids if name != "Gia Gale")
    _post(
        api,
        member.token,
        f"/v1/tournaments/{tid}/matches/{match['id']}/result",
        {"wins": {mine: 2, ids["Gia Gale"]: 1}},
    )
    address, code = _slip_of(api, organiser.token, tid)

    page = phones(viewport=viewport, color_scheme=scheme).page  # the guest's phone: no account, not signed in
    page.goto(f"/app/events/{tid}?match={match['id']}")  # what slips printed before pointed at
    expect(page.get_by_role("heading", name="Table 1")).to_be_visible()
    page.goto(address)
    expect(page.get_by_role("heading", name="Report result")).to_be_visible()
    expect(page.get_by_role("list", name="Players")).to_contain_text("Gia Gale (guest)")
    expect(page.get_by_text("Reporting as Gia Gale.")).to_be_visible()
    page.get_by_label(f"{member_name} wins").fill("2")
    page.get_by_label("Gia Gale wins").fill("1")
    wrong = "ZZZZZZ" if code != "ZZZZZZ" else "YYYYYY"
    page.get_by_label("Slip code").fill(wrong)
    page.get_by_role("button", name="Report result").click()
    refusal = page.get_by_role("alert")
    expect(refusal).to_contain_text("That code is not this table's")
    expect(page.get_by_label("Slip code")).to_have_accessible_description(re.compile("not this table's"))
    _fits_the_width(page)
    screenshot(page, f"slip-report-refused-{scheme}", docs=viewport == PHONE)

    # the QR code carries the code in its fragment: the field is filled, and the address bar forgets it
    page.goto(f"{address}#code={code}")
    expect(page.get_by_label("Slip code")).to_have_value(code)
    assert "#" not in page.url and code not in page.url
    page.get_by_label(f"{member_name} wins").fill("2")
    page.get_by_label("Gia Gale wins").fill("1")
    page.get_by_role("button", name="Report result").click()
    expect(page.get_by_text(re.compile(r"^Final: "))).to_be_visible()
    page.get_by_role("link", name="Back to the event").click()
    pairings = page.get_by_role("region", name="Round 1 pairings")
    expect(pairings).to_contain_text(re.compile(r"(Gia Gale 1|2 – Gia Gale 1).* \(final\)"))


def test_the_projector_page_shows_every_player_of_forty(phones, api, make_user):
    organiser = make_user("org")
    names = [f"Player {n:02} Longname" for n in range(1, 41)]
    tid = _event(api, organiser.token, "Forty Strong", names)
    round_one = _post(api, organiser.token, f"/v1/tournaments/{tid}/rounds")
    for m in round_one["matches"]:
        first, second = (p["id"] for p in m["players"])
        _post(api, organiser.token, f"/v1/tournaments/{tid}/matches/{m['id']}/result", {"wins": {first: 2, second: 1}})
    standings = api.get(f"/v1/tournaments/{tid}/standings").json()["items"]
    assert len(standings) == 40

    page = phones(viewport=PROJECTOR).page
    page.goto(f"/tournaments/{tid}/live")
    table = page.get_by_role("table", name="Standings")
    expect(table.get_by_role("row").nth(1)).to_contain_text(standings[0]["name"])
    size = table.get_by_role("cell").first.evaluate("cell => parseFloat(getComputedStyle(cell).fontSize)")
    assert size >= 24, size
    # pages turn on a timer: the 40th player shows within a few turns, in a row wholly on the screen
    last = table.get_by_role("row").filter(has_text=standings[-1]["name"])
    expect(last).to_be_visible(timeout=60_000)
    box = last.bounding_box()
    assert box and box["y"] + box["height"] <= PROJECTOR["height"], box
    expect(page.get_by_text(re.compile(r"–40 of 40$"))).to_be_visible()
    screenshot(page, "tournament-live-page-standings", docs=True)
