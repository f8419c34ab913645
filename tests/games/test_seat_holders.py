"""Who holds a seat at a table of phones: a join link makes a spectator until a free seat is picked (a guest names
themself to take one); the creator's phone controls only the seats nobody joined, says so in the game's ``viewer``,
and is told why it may not act for a joined seat; the join is in the log, so every phone's stream hears it."""

from __future__ import annotations

from typing import Any

from tests.games.helpers import act, create_game
from tests.service.test_errors import assert_problem
from tests.support.client import ApiClient


def _life(seat: str, delta: int) -> dict[str, Any]:
    return {"type": "adjust", "seat": seat, "target": seat, "counter": "life", "delta": delta, "reason": "r"}


def _three_seats(client: ApiClient, owner: str) -> dict[str, Any]:
    players = [{"name": "Ann"}, {"name": "Ben"}, {"name": "Cat"}]
    return create_game(client, owner, players=players)


def _viewer(client: ApiClient, token: str, game_id: str) -> dict[str, Any]:
    resp = client.get(f"/v1/games/{game_id}", token=token)
    assert resp.status_code == 200, resp.get_json()
    return resp.get_json()["viewer"]


def test_the_table_phone_controls_only_the_seats_nobody_joined_until_one_is_handed_back(client):
    owner = client.new_user_token()
    game = _three_seats(client, owner)
    assert _viewer(client, owner, game["id"])["controls"] == ["p1", "p2", "p3"]
    ben = client.post(
        f"/v1/games/{game['id']}/join", json={"join_code": game["join_code"], "seat": "p2", "name": "Ben"}
    ).get_json()["seat_token"]

    assert _viewer(client, owner, game["id"])["controls"] == ["p1", "p3"]
    refused = assert_problem(
        client.post(f"/v1/games/{game['id']}/actions", token=owner, json=_life("p2", -1)), 403, "seat-held"
    )
    assert "own phone" in refused["detail"] and refused["seat"] == "p2" and refused["controls"] == ["p1", "p3"]
    assert_problem(client.get(f"/v1/games/{game['id']}/legal-actions?seat=p2", token=owner), 403, "seat-held")
    act(client, owner, game["id"], **_life("p3", -1))  # nobody joined Cat's seat: still the table's
    act(client, ben, game["id"], **_life("p2", -1))
    assert _viewer(client, ben, game["id"])["controls"] == ["p2"]

    handed = client.post(f"/v1/games/{game['id']}/seats/p2/release", token=ben)
    assert handed.status_code == 200, handed.get_json()
    assert _viewer(client, owner, game["id"])["controls"] == ["p1", "p2", "p3"]
    act(client, owner, game["id"], **_life("p2", -1))


def test_a_join_is_in_the_log_and_moves_the_version_so_every_phone_hears_of_it(client):
    owner = client.new_user_token()
    game = _three_seats(client, owner)
    before = client.get(f"/v1/games/{game['id']}", token=owner)
    joined = client.post(
        f"/v1/games/{game['id']}/join", json={"join_code": game["join_code"], "seat": "p2", "name": "Ben"}
    )
    assert joined.status_code == 200, joined.get_json()
    after = client.get(f"/v1/games/{game['id']}", token=owner, headers={"If-None-Match": before.headers["ETag"]})
    assert after.status_code == 200  # not a 304: the table phone's cached copy would still offer Ben's seat
    assert after.get_json()["viewer"]["controls"] == ["p1", "p3"]
    entries = client.get(f"/v1/games/{game['id']}/events", token=owner).get_json()["items"]
    assert [(e["type"], e.get("seat"), e["by"]) for e in entries[1:]] == [("seat_joined", "p2", "Ben")]
    watcher = client.post(f"/v1/games/{game['id']}/join", json={"join_code": game["join_code"]})
    assert watcher.status_code == 200, watcher.get_json()
    assert len(client.get(f"/v1/games/{game['id']}/events", token=owner).get_json()["items"]) == 2  # not a seat


def test_a_guest_names_themself_to_take_a_seat_but_may_watch_without_a_name(client):
    owner = client.new_user_token()
    game = _three_seats(client, owner)
    url = f"/v1/games/{game['id']}/join"
    for nameless in ({}, {"name": None}, {"name": "   "}):
        refused = client.post(url, json={"join_code": game["join_code"], "seat": "p2", **nameless})
        assert assert_problem(refused, 422, "validation-error")["errors"]["json"]["name"]
    seats = client.post("/v1/games/lookup", json={"join_code": game["join_code"]}).get_json()["seats"]
    assert [s["taken"] for s in seats] == [False, False, False]  # a refused join took nothing
    watching = client.post(url, json={"join_code": game["join_code"]})
    assert watching.status_code == 200 and watching.get_json()["controls"] == []
    friend = client.new_user_token()  # a signed-in player is named by their account
    assert client.post(url, token=friend, json={"join_code": game["join_code"], "seat": "p3"}).status_code == 200
    seats = client.post("/v1/games/lookup", json={"join_code": game["join_code"]}).get_json()["seats"]
    assert [s["taken"] for s in seats] == [False, False, True]
