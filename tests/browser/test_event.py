"""An organiser runs an 8-player, 3-round Swiss event in the console while players report from phones."""

from __future__ import annotations

import re

from tests.browser.conftest import screenshot, sign_in

GUESTS = ["Gus", "Hana", "Ivo", "Jun", "Kim"]


def open_event(page, event_id: str) -> None:
    page.goto(f"/app/events/{event_id}")
    page.get_by_role("heading", name="Standings", exact=False).first.wait_for()


def result_forms(console, button: str):
    """The console's result forms (named "Table N result") whose button says ``button``."""
    forms = console.get_by_role("form", name=re.compile(r"^Table \d+ result$"))
    return forms.filter(has=console.page.get_by_role("button", name=button))


def test_an_organiser_runs_a_three_round_swiss_event_while_players_report_from_their_phones(phones, make_user):
    organiser = phones()
    sign_in(organiser.page, make_user("org"))
    page = organiser.page
    page.goto("/app/events")
    page.get_by_text("New event").click()
    page.get_by_label("Event name").fill("Friday Night Arcane")
    page.get_by_label("Event game").select_option("arcane")
    page.get_by_label("Best of").select_option("3")
    page.get_by_label("Rounds").fill("3")
    page.get_by_role("button", name="Create event").click()
    console = page.get_by_role("region", name="Organiser console")
    console.wait_for()
    event_id = page.url.rsplit("/", 1)[-1]

    # three players register and check in from their own phones
    players = []
    for prefix in ("ann", "bob", "cyd"):
        user = make_user(prefix)
        phone = phones()
        sign_in(phone.page, user)
        open_event(phone.page, event_id)
        phone.page.get_by_role("button", name="Register for this event").click()
        phone.page.get_by_role("button", name="Check in").click()
        phone.page.get_by_text("Checked in.").wait_for()
        players.append((user, phone))
    screenshot(players[0][1].page, "event-player-checked-in")

    # five guests entered by the organiser (checked in at once)
    for name in GUESTS:
        console.get_by_label("Player name").fill(name)
        console.get_by_role("button", name="Add player").click()
        console.get_by_text(re.compile(f"^{name} \\(guest\\)")).wait_for()
    assert console.get_by_role("heading", name="Players (8)").count() == 1

    for number in (1, 2, 3):
        console.get_by_role("button", name=f"Pair round {number}").click()
        page.get_by_role("heading", name=f"Round {number} pairings").wait_for()
        # each phone player reports a 2–1 win for the first-seated player of their match
        for _user, phone in players:
            phone.page.reload()
            pairing = phone.page.get_by_role("group", name="Your pairing")
            pairing.get_by_text(f"Round {number}:").wait_for()
            if number == 1 and phone is players[0][1]:
                # the table's game, started from the pairing: created on the event's rules and linked to the match
                pairing.get_by_role("button", name="Start the game").click()
                phone.page.wait_for_url(re.compile(r"/app/games/gam_"))
                phone.page.get_by_label(re.compile(" life$")).first.wait_for()
                open_event(phone.page, event_id)
                pairing = phone.page.get_by_role("group", name="Your pairing")
                pairing.get_by_role("link", name="Open the game").wait_for()  # the round shows it from the next second
            form = pairing.get_by_role("form")
            if form.count() == 0:
                continue  # already confirmed by the other phone player, or a bye
            assert form.get_by_role("spinbutton").count() == 3  # each player's wins, and draws
            form.get_by_label(re.compile(" wins$")).nth(0).fill("2")
            form.get_by_label(re.compile(" wins$")).nth(1).fill("1")
            form.get_by_role("button", name="Report result").click()
            pairing.get_by_text(re.compile("waiting for your opponent|Final:")).wait_for()
        if number == 1:
            screenshot(players[0][1].page, "event-player-pairing", docs=True)
        # the organiser enters what is still missing (guests' matches, and confirms lone reports)
        page.reload()
        console.wait_for()
        missing = result_forms(console, "Enter result")
        while missing.count():
            count = missing.count()
            form = missing.first
            form.get_by_label(re.compile(" wins$")).nth(0).fill("2")
            form.get_by_label(re.compile(" wins$")).nth(1).fill("0")
            form.get_by_role("button", name="Enter result").click()
            missing.nth(count - 1).wait_for(state="detached")  # the console reads the round again
        if number == 2:
            # a correction: the organiser changes a final result
            fix = result_forms(console, "Correct result").first
            fix.get_by_label(re.compile(" wins$")).nth(0).fill("0")
            fix.get_by_label(re.compile(" wins$")).nth(1).fill("2")
            fix.get_by_role("button", name="Correct result").click()
            page.get_by_role("cell", name=re.compile("0 – .* 2")).first.wait_for()
        screenshot(page, f"event-console-round-{number}", docs=number == 3)

    page.reload()
    standings = page.get_by_role("region", name=re.compile("^Standings"))
    standings.get_by_role("heading", name="Standings (final)").wait_for()
    rows = standings.get_by_role("row")
    assert rows.count() == 9  # a header and eight players
    assert "Finished" in page.get_by_text(re.compile("· Finished")).first.text_content()
    for _user, phone in players:
        phone.page.reload()
        phone.page.get_by_role("heading", name="Standings (final)").wait_for()
