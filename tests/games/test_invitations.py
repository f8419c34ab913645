"""Inviting phones: a game found by its join code (with its seats), and the join link as a QR code."""

from __future__ import annotations

import xml.etree.ElementTree as ET

from tests.games.helpers import create_game
from tests.service.test_errors import assert_problem


def test_a_join_code_finds_its_live_game_and_says_which_seats_are_free(client):
    owner, friend = client.new_user_token(), client.new_user_token()
    game = create_game(client, owner)
    code = game["join_code"]
    found = client.post("/v1/games/lookup", json={"join_code": f" {code[:3].lower()}-{code[3:]} "})  # as typed
    assert found.status_code == 200, found.get_json()
    assert found.get_json() == {
        "game_id": game["id"],
        "ruleset": "arcane",
        "mode": "tracker",
        "seats": [
            {"seat": "p1", "name": "Ada", "taken": False, "ai": False},
            {"seat": "p2", "name": "Bo", "taken": False, "ai": False},
        ],
    }
    client.post(f"/v1/games/{game['id']}/join", token=friend, json={"join_code": code, "seat": "p2"})
    seats = client.post("/v1/games/lookup", json={"join_code": code}).get_json()["seats"]
    assert [s["taken"] for s in seats] == [False, True]


def test_a_wrong_join_code_or_another_game_id_finds_nothing(client):
    game = create_game(client, client.new_user_token())
    assert_problem(client.post("/v1/games/lookup", json={"join_code": "ZZZZZZ"}), 404, "unknown-join-code")
    other = {"join_code": game["join_code"], "game_id": "gam_someoneelse"}
    assert_problem(client.post("/v1/games/lookup", json=other), 404, "unknown-join-code")
    assert_problem(client.post("/v1/games/lookup", json={"join_code": "x"}), 422, "validation-error")


def test_an_ai_seat_is_offered_to_no_one(client):
    token = client.new_user_token()
    body = {
        "ruleset": "achroma",
        "mode": "engine",
        "players": [
            {"name": "Me", "deck": "draco-skyfire"},
            {"name": "Bot", "deck": "salum-arcana", "ai": {"level": "random"}},
        ],
    }
    game = client.post("/v1/games", token=token, json=body).get_json()
    seats = client.post("/v1/games/lookup", json={"join_code": game["join_code"]}).get_json()["seats"]
    assert [(s["seat"], s["ai"]) for s in seats] == [("p1", False), ("p2", True)]


def test_the_join_qr_code_is_an_svg_for_the_owner_and_players_only(client):
    owner, watcher, outsider = client.new_user_token(), client.new_user_token(), client.new_user_token()
    game = create_game(client, owner)
    resp = client.get(f"/v1/games/{game['id']}/join-qr", token=owner)
    assert resp.status_code == 200 and resp.mimetype == "image/svg+xml"
    svg = ET.fromstring(resp.get_data())
    assert svg.tag.endswith("svg") and "Scan to join" in resp.get_data(as_text=True)
    client.post(f"/v1/games/{game['id']}/join", token=watcher, json={"join_code": game["join_code"]})
    assert_problem(client.get(f"/v1/games/{game['id']}/join-qr", token=watcher), 403, "join-code-hidden")
    assert_problem(client.get(f"/v1/games/{game['id']}/join-qr", token=outsider), 404, "not-found")


def test_the_join_link_carries_the_code_in_the_fragment_only():
    from service.games.invitations import join_url

    url = join_url(base_url="https://companion.example/", game_id="gam_1", join_code="ABC234")
    assert url == "https://companion.example/app/join/gam_1#code=ABC234"
