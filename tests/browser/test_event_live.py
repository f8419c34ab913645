"""A player's event page follows the event's live log: it reads the event once, then again only when the log says
something happened (a pairing, a result), instead of five reads every few seconds from every phone in the hall."""

from __future__ import annotations

import re
import time

from playwright.sync_api import expect

from tests.browser.conftest import sign_in


def _post(api, token: str, path: str, body: dict | None = None) -> dict:
    resp = api.post(path, json=body, headers={"Authorization": f"Bearer {token}"})
    assert resp.status_code in (200, 201), resp.text
    return resp.json()


def test_the_event_page_shows_a_pairing_and_a_result_as_they_happen_and_reads_nothing_meanwhile(phones, api, make_user):
    organiser, ann = make_user("org"), make_user("ann")
    event = {
        "ruleset": "arcane",
        "name": "Live Thursday",
        "format": "swiss",
        "match": {"best_of": 3},
        "rounds": 2,
        "seed": 3,
    }
    tid = _post(api, organiser.token, "/v1/tournaments", event)["id"]
    player = _post(api, ann.token, f"/v1/tournaments/{tid}/players", {"user_id": ann.id})
    _post(api, ann.token, f"/v1/tournaments/{tid}/players/{player['id']}/check-in")
    for name in ("Gus", "Hana", "Ivo"):
        _post(api, organiser.token, f"/v1/tournaments/{tid}/players", {"name": name})

    phone = phones()
    page = phone.page
    sign_in(page, ann)
    reads: list[float] = []
    streams: list[str] = []
    page.on("request", lambda r: reads.append(time.monotonic()) if r.url.endswith(f"/{tid}/standings") else None)
    page.on("request", lambda r: streams.append(r.url) if r.resource_type == "eventsource" else None)
    page.goto(f"/app/events/{tid}")
    page.get_by_text("Checked in.").wait_for()
    deadline = time.monotonic() + 5
    while not streams and time.monotonic() < deadline:
        page.wait_for_timeout(50)
    assert streams and re.search(rf"/v1/tournaments/{tid}/events\?after=\d+$", streams[0]), streams

    page.wait_for_timeout(7_000)  # two polls' worth of the old page: nothing happened, nothing is read
    assert len(reads) == 1, reads

    paired = _post(api, organiser.token, f"/v1/tournaments/{tid}/rounds")
    told = time.monotonic()
    pairing = page.get_by_role("group", name="Your pairing")
    expect(pairing).to_contain_text("Round 1:", timeout=2_500)  # no reload: the log said so
    shown = time.monotonic() - told
    mine = next(m for m in paired["matches"] if any(p["id"] == player["id"] for p in m["players"]))
    _post(api, organiser.token, f"/v1/tournaments/{tid}/matches/{mine['id']}/result", {"wins": {player["id"]: 2}})
    expect(pairing).to_contain_text(re.compile("Final"), timeout=2_500)
    page.wait_for_timeout(1_000)
    assert len(reads) <= 5, reads  # a read or two per change, not one every few seconds
    assert shown < 2.5
    assert len(streams) == 1, streams  # one stream the whole time
