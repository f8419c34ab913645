"""A pairing's tracked games in the web companion: a player's phone starts each game of an Oversoul best-of-three
with both players' leaders (the ruleset asks each player for one), starts the next game once the first has ended
without deciding the match, and reports the result the games decided."""

from __future__ import annotations

import re

from playwright.sync_api import expect

from tests.browser.conftest import screenshot, sign_in

LEADERS = [("Nyx", 30), ("Sol", 25)]


def _post(api, token: str, path: str, body: dict | None = None) -> dict:
    resp = api.post(path, json=body, headers={"Authorization": f"Bearer {token}"})
    assert resp.status_code in (200, 201), resp.text
    return resp.json()


def _start_with_leaders(pairing, match: dict, label: str) -> None:
    pairing.get_by_role("button", name=f"{label}…", exact=True).click()
    setup = pairing.get_by_role("form", name=f"{label}: set-up")
    for player, (leader, hp) in zip(match["players"], LEADERS, strict=True):
        setup.get_by_label(f"{player['name']} leader name", exact=True).fill(leader)
        setup.get_by_label(f"{player['name']} leader hp", exact=True).fill(str(hp))
    setup.get_by_role("button", name=label, exact=True).click()


def test_a_player_starts_each_game_of_an_oversoul_match_and_reports_what_the_games_decided(phones, api, make_user):
    organiser, ann, bob = make_user("org"), make_user("ann"), make_user("bob")
    tid = _post(
        api,
        organiser.token,
        "/v1/tournaments",
        {
            "ruleset": "oversoul",
            "name": "Oversoul Cup",
            "format": "swiss",
            "match": {"best_of": 3},
            "rounds": 1,
        },
    )["id"]
    tokens = {}
    for user in (ann, bob):
        entry = _post(api, user.token, f"/v1/tournaments/{tid}/players", {"user_id": user.id})
        _post(api, user.token, f"/v1/tournaments/{tid}/players/{entry['id']}/check-in")
        tokens[entry["id"]] = user.token
    match = _post(api, organiser.token, f"/v1/tournaments/{tid}/rounds")["matches"][0]
    first, second = (tokens[p["id"]] for p in match["players"])

    page = phones().page
    sign_in(page, ann)
    page.goto(f"/app/events/{tid}")
    pairing = page.get_by_role("group", name="Your pairing")
    _start_with_leaders(pairing, match, "Start the game")
    page.wait_for_url(re.compile(r"/app/games/gam_"))
    game_one = page.url.rsplit("/", 1)[-1]
    seats = api.get(f"/v1/games/{game_one}", headers={"Authorization": f"Bearer {first}"}).json()["seats"]
    assert [(s["name"], s["leader"], s["hp"]) for s in seats] == [
        (p["name"], leader, hp) for p, (leader, hp) in zip(match["players"], LEADERS, strict=True)
    ]

    # game 1 ends (the second player concedes) without deciding a best-of-three: the pairing offers game 2
    _post(api, second, f"/v1/games/{game_one}/actions", {"type": "concede", "seat": "p2"})
    page.goto(f"/app/events/{tid}")
    expect(pairing.get_by_role("link", name="Open the game")).to_be_visible()
    expect(pairing.get_by_role("button", name="Start game 2…")).to_be_visible()  # once the page read game 1's end
    expect(pairing.get_by_role("button", name=re.compile("^Report the (game's )?result"))).to_have_count(0)
    _start_with_leaders(pairing, match, "Start game 2")
    page.wait_for_url(re.compile(r"/app/games/gam_"))
    game_two = page.url.rsplit("/", 1)[-1]
    assert game_two != game_one

    # game 2 ends the same way: 2-0 decides the match, and the phone reports it from the games
    page.goto(f"/app/events/{tid}")
    expect(pairing.get_by_role("link", name="Open game 2")).to_be_visible()
    _post(api, second, f"/v1/games/{game_two}/actions", {"type": "concede", "seat": "p2"})
    report = pairing.get_by_role("button", name="Report the result of the games")
    expect(report).to_be_visible(timeout=10_000)  # the page reads the games until they have ended
    expect(pairing.get_by_role("button", name=re.compile("^Start game"))).to_have_count(0)
    screenshot(page, "event-match-games")
    report.click()
    names = [p["name"] for p in match["players"]]
    expect(pairing.get_by_text(f"Final: {names[0]} 2 – {names[1]} 0.")).to_be_visible()
    decided = api.get(f"/v1/tournaments/{tid}/rounds/1").json()["matches"][0]
    assert decided["status"] == "final" and decided["result"]["source"] == "game"
    assert [g["game_id"] for g in decided["games"]] == [game_one, game_two]
