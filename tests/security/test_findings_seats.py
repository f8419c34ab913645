"""A seat belongs to whoever holds it (SECURITY.md): the outside probe found the creator of a game still reading and
acting for a seat a guest had joined. Each test is named after what it holds and fails on the code without the fix:
the creator controls only the seats nobody holds, a holder hands a seat back on the record, and a judge acts for a
held seat only through a logged ruling."""

from __future__ import annotations

from typing import Any

from tests.games.helpers import act, create_game
from tests.service.test_errors import assert_problem
from tests.support.client import ApiClient
from tests.tournaments.helpers import event_of_two, user_id

ENGINE = {
    "ruleset": "achroma",
    "mode": "engine",
    "seed": 11,
    "players": [{"name": "Me", "deck": "draco-skyfire"}, {"name": "You", "deck": "salum-arcana"}],
    "options": {"max_turns": 6},
}


def _life(seat: str, delta: int, target: str | None = None) -> dict[str, Any]:
    return {"type": "adjust", "seat": seat, "target": target or seat, "counter": "life", "delta": delta, "reason": "r"}


def _join(client: ApiClient, game: dict, seat: str, token: str | None = None, name: str | None = "Guest") -> dict:
    body = {"join_code": game["join_code"], "seat": seat, **({"name": name} if token is None else {})}
    resp = client.post(f"/v1/games/{game['id']}/join", token=token, json=body)
    assert resp.status_code == 200, resp.get_json()
    return resp.get_json()


def _engine_game(client: ApiClient, owner: str) -> tuple[dict, str]:
    """An engine game of two people, with a guest holding p2; and the guest's seat token."""
    resp = client.post("/v1/games", token=owner, json=ENGINE)
    assert resp.status_code == 201, resp.get_json()
    game = resp.get_json()
    return game, _join(client, game, "p2")["seat_token"]


def _life_of(client: ApiClient, token: str, game_id: str, seat: str) -> int:
    seats = client.get(f"/v1/games/{game_id}", token=token).get_json()["seats"]
    return next(s["life"] for s in seats if s["seat"] == seat)


def test_a_joined_seat_is_not_the_creators_to_read(client):
    owner = client.new_user_token()
    game, guest = _engine_game(client, owner)
    denied = assert_problem(client.get(f"/v1/games/{game['id']}?seat=p2", token=owner), 403, "seat-held")
    assert "p2" in denied["detail"] and denied["controls"] == ["p1"]
    mine = client.get(f"/v1/games/{game['id']}", token=owner).get_json()
    assert mine["viewer"]["seat"] == "p1" and mine["viewer"]["controls"] == ["p1"]  # the seat nobody joined
    assert client.get(f"/v1/games/{game['id']}?seat=p2", token=guest).status_code == 200


def test_a_joined_seat_is_not_the_creators_to_act_for(client):
    owner = client.new_user_token()
    game, guest = _engine_game(client, owner)
    legal = client.get(f"/v1/games/{game['id']}/legal-actions?seat=p2", token=guest).get_json()["items"]
    mulligan = next(a for a in legal if a["type"] == "mulligan")
    assert_problem(client.post(f"/v1/games/{game['id']}/actions", token=owner, json=mulligan), 403, "seat-held")
    assert_problem(client.get(f"/v1/games/{game['id']}/legal-actions?seat=p2", token=owner), 403, "seat-held")
    act(client, guest, game["id"], **mulligan)  # the holder still may


def test_in_a_tracked_game_the_creator_cannot_change_a_joined_guests_life(client):
    owner = client.new_user_token()
    game = create_game(client, owner)
    guest = _join(client, game, "p2")["seat_token"]
    before = _life_of(client, owner, game["id"], "p2")
    refused = client.post(f"/v1/games/{game['id']}/actions", token=owner, json=_life("p2", -before))
    assert_problem(refused, 403, "seat-held")
    assert _life_of(client, guest, game["id"], "p2") == before


def test_the_creator_still_controls_the_seats_nobody_joined(client):
    owner = client.new_user_token()
    game = create_game(client, owner)
    act(client, owner, game["id"], **_life("p2", -1))  # nobody holds p2 yet: one phone for the whole table
    _join(client, game, "p2")
    act(client, owner, game["id"], **_life("p1", -1))
    listed = client.get("/v1/games", token=owner).get_json()["items"]
    assert [g["controls"] for g in listed if g["id"] == game["id"]] == [["p1"]]


def test_the_creator_may_hold_a_seat_and_then_a_guest_cannot_take_it(client):
    owner = client.new_user_token()
    game = create_game(client, owner)
    assert _join(client, game, "p1", token=owner)["controls"] == ["p1", "p2"]  # p2 is still the table's
    taken = client.post(f"/v1/games/{game['id']}/join", json={"join_code": game["join_code"], "seat": "p1"})
    assert_problem(taken, 409, "seat-taken")
    seats = client.post("/v1/games/lookup", json={"join_code": game["join_code"]}).get_json()["seats"]
    assert [s["taken"] for s in seats] == [True, False]


def test_handing_a_seat_back_gives_it_to_the_table_and_is_in_the_log(client):
    owner, friend = client.new_user_token(), client.new_user_token()
    game = create_game(client, owner)
    guest = _join(client, game, "p2", name="Kim")["seat_token"]
    release = f"/v1/games/{game['id']}/seats/p2/release"
    assert_problem(client.post(release, token=owner), 403, "seat-not-yours")  # the creator cannot take it back
    handed = client.post(release, token=guest)
    assert handed.status_code == 200, handed.get_json()
    entry = handed.get_json()["events"][0]
    assert entry["type"] == "seat_released" and entry["seat"] == "p2" and entry["by"] == "Kim"
    assert handed.get_json()["game"]["viewer"]["controls"] == []
    act(client, owner, game["id"], **_life("p2", -1))  # the table's again
    # the guest holds no seat now: their token reads the game, and writes nothing
    assert_problem(
        client.post(f"/v1/games/{game['id']}/actions", token=guest, json=_life("p2", 1)), 403, "insufficient-scope"
    )
    assert_problem(client.post(release, token=owner), 409, "seat-not-held")
    history = client.get(f"/v1/games/{game['id']}/events", token=guest).get_json()["items"]
    assert [e["type"] for e in history] == ["game_created", "seat_joined", "seat_released", "action"]
    assert client.get(f"/v1/games/{game['id']}/verify", token=owner).get_json()["intact"] is True
    _join(client, game, "p2", token=friend)  # free to join again
    assert_problem(client.post(f"/v1/games/{game['id']}/actions", token=owner, json=_life("p2", 1)), 403, "seat-held")
    assert_problem(client.post(f"/v1/games/{game['id']}/seats/p9/release", token=friend), 404, "not-found")
    stranger = client.post(f"/v1/games/{game['id']}/seats/p2/release", token=client.new_user_token())
    assert_problem(stranger, 404, "not-found")


def test_joining_and_handing_back_reach_every_process_at_once(make_app):
    """Access is cached in each process: a join or a hand-back through one must hold in the other from then on."""
    one, other = ApiClient(make_app().test_client()), ApiClient(make_app().test_client())
    owner = one.new_user_token()
    game = create_game(one, owner)
    act(other, owner, game["id"], **_life("p2", -1))  # the other process now has the creator's access cached
    guest = _join(one, game, "p2")["seat_token"]
    refused = other.post(f"/v1/games/{game['id']}/actions", token=owner, json=_life("p2", -1))
    assert_problem(refused, 403, "seat-held")
    act(other, guest, game["id"], **_life("p2", 1))  # and the guest's, holding p2
    assert one.post(f"/v1/games/{game['id']}/seats/p2/release", token=guest).status_code == 200
    act(other, owner, game["id"], **_life("p2", -1))
    refused = other.post(f"/v1/games/{game['id']}/actions", token=guest, json=_life("p2", 1))
    assert refused.status_code == 403, refused.get_json()


def test_undo_concede_and_legal_actions_of_a_held_seat_are_its_holders(client):
    owner = client.new_user_token()
    game = create_game(client, owner)
    guest = _join(client, game, "p2")["seat_token"]
    act(client, guest, game["id"], **_life("p2", -2))
    assert_problem(client.post(f"/v1/games/{game['id']}/undo", token=owner), 403, "seat-held")
    concede = {"type": "concede", "seat": "p2"}
    assert_problem(client.post(f"/v1/games/{game['id']}/actions", token=owner, json=concede), 403, "seat-held")
    assert_problem(client.get(f"/v1/games/{game['id']}/legal-actions?seat=p2", token=owner), 403, "seat-held")
    assert client.post(f"/v1/games/{game['id']}/undo", token=guest).status_code == 200


# ---- a judge's ruling -------------------------------------------------------------------------------


def _match_game(client: ApiClient) -> dict[str, Any]:
    """An event whose match between two account holders has its game started by the organiser (who owns it), and a
    judge."""
    organiser, tid, tokens, match = event_of_two(client, match={"best_of": 1})
    judge = client.new_user_token()
    staffed = client.post(f"/v1/tournaments/{tid}/staff", token=organiser, json={"user_id": user_id(client, judge)})
    assert staffed.status_code == 200, staffed.get_json()
    url = f"/v1/tournaments/{tid}/matches/{match['id']}"
    started = client.post(f"{url}/games", token=organiser, json={})
    assert started.status_code == 201, started.get_json()
    game_id = started.get_json()["games"][0]["game_id"]
    ada = tokens[match["players"][0]["id"]]
    return {"tid": tid, "url": url, "game_id": game_id, "organiser": organiser, "judge": judge, "ada": ada}


def test_a_judge_acts_for_a_held_seat_only_through_a_logged_ruling(client):
    m = _match_game(client)
    game_id, url = m["game_id"], m["url"]
    refused = client.post(f"/v1/games/{game_id}/actions", token=m["organiser"], json=_life("p2", -1))
    assert_problem(refused, 403, "seat-held")  # the players hold both seats: not even the organiser acts for them
    ruling = {"game_id": game_id, "reason": "Missed trigger: 1 damage", "action": _life("p2", -1)}
    ruled = client.post(f"{url}/rulings", token=m["judge"], json=ruling)
    assert ruled.status_code == 200, ruled.get_json()
    entry = ruled.get_json()["events"][0]
    assert entry["action"]["seat"] == "p2" and entry["ruling"]["reason"] == "Missed trigger: 1 damage"
    assert entry["ruling"]["match_id"] in url and ruled.get_json()["game"]["viewer"]["seat"] is None
    history = client.get(f"/v1/games/{game_id}/events", token=m["organiser"]).get_json()["items"]
    assert history[-1]["ruling"]["by"] and history[-1]["number"] == entry["number"]
    audit = client.get(f"/v1/tournaments/{m['tid']}/audit", token=m["organiser"]).get_json()["items"]
    logged = [a for a in audit if a["action"] == "match.ruling"]
    assert [(a["data"]["game_id"], a["data"]["seat"], a["data"]["entry"]) for a in logged] == [
        (game_id, "p2", entry["number"])
    ]


def test_a_ruling_is_for_the_events_staff_who_do_not_play_the_match(client):
    m = _match_game(client)
    ruling = {"game_id": m["game_id"], "reason": "x", "action": _life("p1", -1)}
    outsider = client.post(f"{m['url']}/rulings", token=client.new_user_token(), json=ruling)
    assert_problem(outsider, 403, "not-tournament-staff")
    unlinked = create_game(client, m["judge"])
    other = client.post(f"{m['url']}/rulings", token=m["judge"], json={**ruling, "game_id": unlinked["id"]})
    assert_problem(other, 404, "not-found")
    mine = client.post(f"{m['url']}/rulings", token=m["ada"], json=ruling)  # a player, not staff
    assert_problem(mine, 403, "not-tournament-staff")


def test_a_judge_who_plays_the_match_cannot_rule_on_it(client):
    m = _match_game(client)
    staffed = client.post(
        f"/v1/tournaments/{m['tid']}/staff", token=m["organiser"], json={"user_id": user_id(client, m["ada"])}
    )
    assert staffed.status_code == 200, staffed.get_json()
    ruling = {"game_id": m["game_id"], "reason": "x", "action": _life("p2", -5)}
    assert_problem(client.post(f"{m['url']}/rulings", token=m["ada"], json=ruling), 403, "party-to-the-match")


def test_a_player_cannot_undo_a_judges_ruling_for_their_seat(client):
    m = _match_game(client)
    ruling = {"game_id": m["game_id"], "reason": "Missed trigger", "action": _life("p1", -1)}
    assert client.post(f"{m['url']}/rulings", token=m["judge"], json=ruling).status_code == 200
    assert_problem(client.post(f"/v1/games/{m['game_id']}/undo", token=m["ada"]), 403, "judges-ruling")
