"""Multi-device play: joining with the code, seat control, guests with seat tokens, spectators."""

from __future__ import annotations

from tests.games.helpers import act, create_game
from tests.service.test_errors import assert_problem

CONCEDE = {"type": "concede"}


def _adjust(seat: str) -> dict:
    return {"type": "adjust", "seat": seat, "target": seat, "counter": "life", "delta": 1, "reason": "r"}


def test_a_player_joins_a_seat_with_their_account_and_controls_only_it(client):
    owner, friend = client.new_user_token(), client.new_user_token()
    game = create_game(client, owner)
    resp = client.post(
        f"/v1/games/{game['id']}/join", token=friend, json={"join_code": game["join_code"], "seat": "p2"}
    )
    assert resp.status_code == 200, resp.get_json()
    joined = resp.get_json()
    assert joined["role"] == "player" and joined["controls"] == ["p2"] and joined["seat_token"] is None
    assert joined["game"]["viewer"]["seat"] == "p2"
    act(client, friend, game["id"], **_adjust("p2"))
    denied = client.post(f"/v1/games/{game['id']}/actions", token=friend, json=_adjust("p1"))
    assert_problem(denied, 403, "forbidden")
    assert denied.get_json()["controls"] == ["p2"]
    # a joined seat is its holder's: the creator controls only the seats nobody holds
    assert_problem(client.post(f"/v1/games/{game['id']}/actions", token=owner, json=_adjust("p2")), 403, "seat-held")
    act(client, owner, game["id"], **_adjust("p1"))
    listed = client.get("/v1/games", token=friend).get_json()["items"]
    assert [(g["id"], g["role"], g["controls"]) for g in listed] == [(game["id"], "player", ["p2"])]


def test_a_guest_gets_a_seat_token_that_works_for_that_game_only(client):
    owner = client.new_user_token()
    game = create_game(client, owner)
    other = create_game(client, owner)
    resp = client.post(
        f"/v1/games/{game['id']}/join", json={"join_code": game["join_code"].lower(), "seat": "p1", "name": "Kim"}
    )
    assert resp.status_code == 200, resp.get_json()
    seat_token = resp.get_json()["seat_token"]
    assert seat_token.startswith("seat_")
    act(client, seat_token, game["id"], **_adjust("p1"))
    history = client.get(f"/v1/games/{game['id']}/events?after=1", token=seat_token).get_json()["items"]
    assert history[0]["by"] == "Kim"
    assert_problem(
        client.post(f"/v1/games/{game['id']}/actions", token=seat_token, json=_adjust("p2")), 403, "forbidden"
    )
    assert_problem(client.get(f"/v1/games/{other['id']}", token=seat_token), 404, "not-found")
    assert_problem(client.get("/v1/me", token=seat_token), 403, "forbidden")


def test_a_spectator_with_the_code_reads_but_cannot_act(client):
    owner, watcher = client.new_user_token(), client.new_user_token()
    game = create_game(client, owner)
    resp = client.post(f"/v1/games/{game['id']}/join", token=watcher, json={"join_code": game["join_code"]})
    assert resp.status_code == 200 and resp.get_json()["role"] == "spectator"
    view = client.get(f"/v1/games/{game['id']}", token=watcher).get_json()
    assert view["join_code"] is None and view["viewer"]["controls"] == []
    assert client.get(f"/v1/games/{game['id']}/events", token=watcher).status_code == 200
    assert_problem(client.post(f"/v1/games/{game['id']}/actions", token=watcher, json=_adjust("p1")), 403, "forbidden")


def test_wrong_join_code_is_403_and_a_taken_seat_is_409(client):
    owner, a, b = client.new_user_token(), client.new_user_token(), client.new_user_token()
    game = create_game(client, owner)
    wrong = client.post(f"/v1/games/{game['id']}/join", token=a, json={"join_code": "ZZZZZZ", "seat": "p1"})
    assert_problem(wrong, 403, "wrong-join-code")
    assert (
        client.post(
            f"/v1/games/{game['id']}/join", token=a, json={"join_code": game["join_code"], "seat": "p1"}
        ).status_code
        == 200
    )
    taken = client.post(f"/v1/games/{game['id']}/join", token=b, json={"join_code": game["join_code"], "seat": "p1"})
    assert_problem(taken, 409, "seat-taken")
    assert_problem(client.post("/v1/games/gam_nope/join", token=a, json={"join_code": "ABCDEF"}), 404, "not-found")


def test_view_of_a_seat_you_do_not_control_is_403(client):
    owner, friend = client.new_user_token(), client.new_user_token()
    game = create_game(client, owner)
    client.post(f"/v1/games/{game['id']}/join", token=friend, json={"join_code": game["join_code"], "seat": "p2"})
    assert client.get(f"/v1/games/{game['id']}?seat=p2", token=friend).status_code == 200
    assert_problem(client.get(f"/v1/games/{game['id']}?seat=p1", token=friend), 403, "forbidden")
