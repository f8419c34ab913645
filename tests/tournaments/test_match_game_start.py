"""Starting a match's game from the match (`POST …/matches/{id}/games` without `game_id`): created on the event's
rules and linked in one unit of work, each player with an account seated on their own; a refusal creates nothing."""

from __future__ import annotations

from typing import Any

from sqlalchemy import func, select

from service.games.models import Game
from service.games.store import game_key
from tests.games.helpers import act
from tests.support.client import ApiClient
from tests.support.statements import statements_run
from tests.tournaments.helpers import add_guests, audit_actions, create, event_of_two, pair


def _start(client: ApiClient, token: str, tid: str, match_id: str, expect: int = 201, **kw: Any) -> dict[str, Any]:
    resp = client.post(f"/v1/tournaments/{tid}/matches/{match_id}/games", token=token, **({"json": {}} | kw))
    assert resp.status_code == expect, resp.get_json()
    return resp.get_json() | ({"location": resp.headers["Location"]} if expect == 201 else {})


def _games_in(app) -> tuple[int, int]:
    """(games in SQL, games in Redis)."""
    svc = app.extensions["companion"]
    with svc.db.read() as session:
        rows = session.scalar(select(func.count()).select_from(Game))
    return rows, len(list(svc.redis.scan_iter(game_key("*"))))


def test_starting_the_match_game_creates_it_linked_with_each_account_in_its_seat(client):
    """A player starts the game from the pairing: one request, and the other player's phone plays its seat at once
    (no join code passed across the table)."""
    _, tid, tokens, match = event_of_two(client, match={"best_of": 1})
    (first, first_token), (second, second_token) = ((p["id"], tokens[p["id"]]) for p in match["players"])
    started = _start(client, first_token, tid, match["id"])
    [linked] = started["games"]
    assert linked["seats"] == {first: "p1", second: "p2"}
    assert started["location"].endswith(f"/v1/games/{linked['game_id']}")
    gid = linked["game_id"]
    game = client.get(f"/v1/games/{gid}", token=second_token).get_json()
    assert (game["ruleset"], game["mode"]) == ("arcane", "tracker")
    assert [s["name"] for s in game["seats"]] == [p["name"] for p in match["players"]]
    assert game["viewer"]["role"] == "player" and game["viewer"]["controls"] == ["p2"]
    act(client, second_token, gid, type="keep", seat="p2")
    act(client, second_token, gid, type="keep", seat="p1", expect=403)  # not theirs
    owner = client.get(f"/v1/games/{gid}", token=first_token).get_json()["viewer"]
    assert owner["role"] == "owner" and owner["controls"] == ["p1"]  # p2 is held: the creator has the rest


def test_staff_start_a_game_of_guests_who_join_it_with_its_code(client):
    organiser = client.new_user_token()
    tid = create(client, organiser, rounds=1, match={"best_of": 3})["id"]
    add_guests(client, organiser, tid, ["Ada", "Bo"])
    match = pair(client, organiser, tid)["matches"][0]
    (first, first_name), (second, second_name) = ((p["id"], p["name"]) for p in match["players"])
    started = _start(client, organiser, tid, match["id"], json={"seats": {first: "p2", second: "p1"}})
    gid = started["games"][0]["game_id"]
    game = client.get(f"/v1/games/{gid}", token=organiser).get_json()
    assert [s["name"] for s in game["seats"]] == [second_name, first_name]  # seated as mapped
    body = {"join_code": game["join_code"], "seat": "p1", "name": second_name}
    joined = client.post(f"/v1/games/{gid}/join", json=body)
    assert joined.status_code == 200 and joined.get_json()["controls"] == ["p1"]
    second = _start(client, organiser, tid, match["id"])  # best of three: the next game of the match
    assert [g["game_id"] for g in second["games"]] == [gid, second["games"][1]["game_id"]]


def test_a_refused_start_creates_no_game(client, app):
    """Another phone's game already linked (best of one), a stranger, a bye: 409/403, and no game in SQL or Redis."""
    _, tid, tokens, match = event_of_two(client, match={"best_of": 1})
    player = tokens[match["players"][0]["id"]]
    stranger = client.new_user_token()
    _start(client, player, tid, match["id"])
    before = _games_in(app)
    assert _start(client, tokens[match["players"][1]["id"]], tid, match["id"], expect=409)["code"] == "too-many-games"
    assert _start(client, stranger, tid, match["id"], expect=403)["code"] == "not-your-match"
    assert _start(client, player, tid, "tmt_nope", expect=404)["status"] == 404
    assert _start(client, player, tid, match["id"], expect=422, json={"seats": {"x": "p1"}})["status"] == 422
    assert _games_in(app) == before


def test_a_game_linked_meanwhile_wins_and_the_started_game_is_removed(client, app, monkeypatch):
    """Linking — Both phones of a best-of-one table start its game at the same moment: the match's lock decides,
    and the game of the one that lost is removed from Redis (nothing in SQL refers to it)."""
    import service.tournaments.linked_games as linked_games

    _, tid, tokens, match = event_of_two(client, match={"best_of": 1})
    first, second = (tokens[p["id"]] for p in match["players"])
    real = linked_games.create_game
    won: list[dict[str, Any]] = []

    def other_phone_first(**kw: Any):
        if not won:  # the other phone's start runs between this one's checks and its unit of work
            monkeypatch.setattr(linked_games, "create_game", real)
            won.append(_start(client, second, tid, match["id"]))
        return real(**kw)

    monkeypatch.setattr(linked_games, "create_game", other_phone_first)
    before = _games_in(app)
    assert _start(client, first, tid, match["id"], expect=409)["code"] == "too-many-games"
    assert _games_in(app) == (before[0] + 1, before[1] + 1)  # the other phone's game only
    linked = client.get(f"/v1/tournaments/{tid}/rounds/1", token=first).get_json()["matches"][0]["games"]
    assert [g["game_id"] for g in linked] == [won[0]["games"][0]["game_id"]]


def test_a_retried_start_with_its_idempotency_key_makes_one_game(client, app):
    _, tid, tokens, match = event_of_two(client, match={"best_of": 3})
    token = tokens[match["players"][0]["id"]]
    headers = {"Idempotency-Key": "start-table-1"}
    first = client.post(f"/v1/tournaments/{tid}/matches/{match['id']}/games", token=token, json={}, headers=headers)
    before = _games_in(app)
    again = client.post(f"/v1/tournaments/{tid}/matches/{match['id']}/games", token=token, json={}, headers=headers)
    assert (first.status_code, again.status_code) == (201, 201)
    assert again.headers["Idempotent-Replayed"] == "true" and again.headers["Location"] == first.headers["Location"]
    assert again.get_json()["games"] == first.get_json()["games"] and len(first.get_json()["games"]) == 1
    assert _games_in(app) == before


def test_an_oversoul_match_game_takes_each_leader_by_player_id(client):
    """Oversoul — setup: every player brings a Leader (name and printed HP); the event knows the names, the phone
    gives the leaders, by player id, and a missing one is named by the player it belongs to."""
    _, tid, tokens, match = event_of_two(client, ruleset="oversoul", match={"best_of": 1})
    first, second = (p["id"] for p in match["players"])
    missing = _start(client, tokens[first], tid, match["id"], expect=422, json={"players": {first: {}}})
    assert set(missing["errors"]["json"]) == {f"players.{first}.leader", f"players.{second}.leader"}, missing
    leaders = {first: {"leader": {"name": "Nyx", "hp": 30}}, second: {"leader": {"name": "Sol", "hp": 25}}}
    wrong = [
        {"players": {**leaders, "pl_nobody": {}}},  # not a player of the match
        {"players": {first: {**leaders[first], "deck": "x"}, second: leaders[second]}},  # not an Oversoul field
        {"game_id": "gam_x", "players": leaders},  # setting up, yet linking a game
        {"players": leaders, "first_player": "p3"},  # no such seat
    ]
    for body in wrong:
        assert _start(client, tokens[first], tid, match["id"], expect=422, json=body)["status"] == 422, body
    started = _start(client, tokens[first], tid, match["id"], json={"players": leaders, "first_player": "p2"})
    game = client.get(f"/v1/games/{started['games'][0]['game_id']}", token=tokens[second]).get_json()
    assert [(s["leader"], s["max_hp"]) for s in game["seats"]] == [("Nyx", 30), ("Sol", 25)]
    assert game["turn"]["active_seat"] == "p2"


def test_a_bye_has_no_game_to_start(client):
    organiser = client.new_user_token()
    tid = create(client, organiser, rounds=1, match={"best_of": 1})["id"]
    add_guests(client, organiser, tid, ["Ada", "Bo", "Cy"])
    bye = next(m for m in pair(client, organiser, tid)["matches"] if m["kind"] == "bye")
    assert _start(client, organiser, tid, bye["id"], expect=409)["code"] == "result-final"


def test_the_start_links_its_game_with_one_update_of_the_match_as_it_was_read(client, app):
    """Linking — at a round's start every table starts its game at once: the unit of work links the game with one
    UPDATE, made only if the match still has the links and status it was read with (no locking read first). A match
    changed meanwhile is read again under its lock (``test_a_game_linked_meanwhile_wins…``)."""
    organiser, tid, tokens, match = event_of_two(client, match={"best_of": 3})
    first = tokens[match["players"][0]["id"]]
    with statements_run(app.extensions["companion"].db.engine) as statements:
        one = _start(client, first, tid, match["id"])
        two = _start(client, first, tid, match["id"])  # best of three: a second game, linked after the first
    on_the_match = [s.split()[0] for s in statements if "TOURNAMENT_MATCHES" in s.upper()]
    assert on_the_match == ["SELECT", "UPDATE"] * 2  # the read before the unit of work, the link in it
    assert len(one["games"]) == 1 and len(two["games"]) == 2 and two["updated_at"] > one["updated_at"]
    linked = client.get(f"/v1/tournaments/{tid}/rounds/1", token=first).get_json()["matches"][0]["games"]
    assert [g["game_id"] for g in linked] == [g["game_id"] for g in two["games"]]
    assert [a["action"] for a in audit_actions(client, organiser, tid)].count("match.game_linked") == 2
