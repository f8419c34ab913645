"""The public live page of an event in a real Chromium, on the stack as `make run` starts it (gunicorn with gevent):
pairings, a clock counting down from the server's `ends_at`, standings, all following the live stream — under its
strict Content-Security-Policy (any script or CSP error fails the test)."""

from __future__ import annotations

import re

from playwright.sync_api import expect

from tests.browser.conftest import screenshot

PROJECTOR = {"width": 1280, "height": 720}


def _post(api, token: str, path: str, body: dict | None = None) -> dict:
    resp = api.post(path, json=body, headers={"Authorization": f"Bearer {token}"})
    assert resp.status_code in (200, 201), resp.text
    return resp.json()


def test_the_live_page_follows_the_event_on_a_projector(phones, api, make_user):
    organiser = make_user("organiser")
    event = _post(
        api,
        organiser.token,
        "/v1/tournaments",
        {
            "ruleset": "arcane",
            "name": "Friday Night Arcane",
            "format": "swiss",
            "match": {"best_of": 3},
            "rounds": 3,
            "seed": 4,
        },
    )
    tid = event["id"]
    for name in ("Alice Ames", "Bruno Bell", "Chloe Cruz", "Dev Dale", "Esme Eng", "Femi Falk"):
        _post(api, organiser.token, f"/v1/tournaments/{tid}/players", {"name": name})
    round_one = _post(api, organiser.token, f"/v1/tournaments/{tid}/rounds")
    _post(api, organiser.token, f"/v1/tournaments/{tid}/rounds/1/clock", {"action": "start", "minutes": 45})

    projector = phones(viewport=PROJECTOR)
    page = projector.page
    response = page.goto(f"/tournaments/{tid}/live")
    assert "script-src 'self'" in response.headers["content-security-policy"]
    expect(page.get_by_role("heading", name="Friday Night Arcane")).to_be_visible()
    expect(page.get_by_role("status")).to_have_text("Live")
    pairings = page.get_by_role("table", name="Pairings")
    first = round_one["matches"][0]
    names = [p["name"] for p in first["players"]]
    expect(pairings).to_contain_text(f"{names[0]} vs {names[1]}")
    clock = page.get_by_role("timer", name="Round clock")
    expect(clock).to_contain_text(re.compile(r"4[45]:\d\d"))
    expect(clock).to_contain_text(re.compile("running", re.IGNORECASE))
    before = clock.inner_text()
    expect(clock).not_to_have_text(before, timeout=5_000)  # it counts down by itself, from the server's ends_at

    ids = [p["id"] for p in first["players"]]
    _post(api, organiser.token, f"/v1/tournaments/{tid}/matches/{first['id']}/result", {"wins": {ids[0]: 2}})
    expect(pairings).to_contain_text("2–0")
    standings = page.get_by_role("table", name="Standings")
    expect(standings.get_by_role("row").nth(1)).to_contain_text(names[0])
    _post(
        api,
        organiser.token,
        f"/v1/tournaments/{tid}/penalties",
        {"player_id": ids[1], "infraction": "slow_play", "penalty": "warning"},
    )
    _post(api, organiser.token, f"/v1/tournaments/{tid}/rounds/1/clock", {"action": "pause"})
    expect(clock).to_contain_text(re.compile("paused", re.IGNORECASE))
    paused = clock.inner_text()
    page.wait_for_timeout(1_500)
    assert clock.inner_text() == paused  # a paused clock stands still
    expect(page.locator("body")).not_to_contain_text("slow_play")  # penalties are never on the public page
    screenshot(page, "tournament-live-page", docs=True)


def test_the_live_page_pages_through_pairings_and_shows_the_bracket(phones, api, make_user):
    """Pairings that do not fit the screen turn pages by themselves; once there is a bracket, it takes the place of
    the standings, and follows the results."""
    organiser = make_user("organiser")
    event = _post(
        api,
        organiser.token,
        "/v1/tournaments",
        {"ruleset": "arcane", "name": "Saturday Cut", "format": "single_elimination", "match": {"best_of": 1}},
    )
    tid = event["id"]
    for n in range(10):
        _post(api, organiser.token, f"/v1/tournaments/{tid}/players", {"name": f"Player {n:02}"})
    first = _post(api, organiser.token, f"/v1/tournaments/{tid}/rounds")
    assert len(first["matches"]) > 4  # more tables than a short screen shows at once

    page = phones(viewport={"width": 1280, "height": 400}).page
    page.goto(f"/tournaments/{tid}/live")
    expect(page.get_by_role("status")).to_have_text("Live")
    expect(page.get_by_text("Page 1 of 2")).to_be_visible()
    expect(page.get_by_text("Page 2 of 2")).to_be_visible(timeout=20_000)
    bracket = page.get_by_role("group", name="Bracket")
    expect(bracket.get_by_role("heading", name="round of 16")).to_be_visible()
    expect(bracket).to_contain_text("bye")  # the top seeds' byes
    expect(page.get_by_role("heading", name="Bracket")).to_be_visible()
    expect(page.get_by_role("table", name="Standings")).to_be_hidden()
    played = next(m for m in first["matches"] if m["kind"] != "bye")
    loser, winner = played["players"]
    _post(api, organiser.token, f"/v1/tournaments/{tid}/matches/{played['id']}/result", {"wins": {winner["id"]: 1}})
    # its table may be on the other page of pairings: one turn at most
    expect(page.get_by_role("table", name="Pairings")).to_contain_text("0–1", timeout=20_000)
    assert loser["name"] in bracket.inner_text() and winner["name"] in bracket.inner_text()
