"""The game endpoints as a client uses them: create, read (ETag), act, rule violations, undo, history."""

from __future__ import annotations

from tests.games.helpers import act, create_game
from tests.service.test_errors import assert_problem


def test_create_game_returns_201_location_etag_and_the_contract_shape(client):
    token = client.new_user_token()
    resp = client.post("/v1/games", token=token, json={"ruleset": "arcane", "players": [{"name": "A"}, {"name": "B"}]})
    assert resp.status_code == 201, resp.get_json()
    game = resp.get_json()
    assert resp.headers["Location"] == f"/v1/games/{game['id']}"
    assert resp.headers["ETag"] == '"1"'
    assert game["version"] == 1 and game["status"] == "active" and game["winner"] is None
    assert [s["seat"] for s in game["seats"]] == ["p1", "p2"]
    assert all(s["life"] == 25 for s in game["seats"])
    assert set(game["turn"]) >= {"number", "active_seat", "step"}
    assert len(game["join_code"]) == 6
    assert game["viewer"] == {"role": "owner", "seat": None, "controls": ["p1", "p2"]}


def test_get_game_etag_and_304(client):
    token = client.new_user_token()
    game = create_game(client, token)
    resp = client.get(f"/v1/games/{game['id']}", token=token)
    assert resp.status_code == 200 and resp.headers["ETag"] == '"1"'
    again = client.get(f"/v1/games/{game['id']}", token=token, headers={"If-None-Match": '"1"'})
    assert again.status_code == 304 and again.data == b""


def test_athernum_vt_pool_is_on_the_game(client):
    token = client.new_user_token()
    game = create_game(client, token, "athernum")
    assert "vt_pool" in game and all("victory_tokens" in s and "command_tokens" in s for s in game["seats"])


def test_action_applies_and_appends_one_event(client):
    token = client.new_user_token()
    game = create_game(client, token)
    body = act(
        client, token, game["id"], type="adjust", seat="p1", target="p2", counter="life", delta=-3, reason="Fireball"
    )
    assert body["version"] == 2
    assert [e["number"] for e in body["events"]] == [2]
    assert body["events"][0]["effects"][0]["type"] == "adjusted"
    assert body["game"]["seats"][1]["life"] == 22


def test_illegal_action_is_409_naming_the_rule_and_changes_nothing(client):
    token = client.new_user_token()
    game = create_game(client, token)
    resp = client.post(f"/v1/games/{game['id']}/actions", token=token, json={"type": "essence", "seat": "p2"})
    assert_problem(resp, 409, "rule-violation")
    rule = resp.get_json()["rule"]
    assert rule["rulebook"] and rule["quote"] and rule["id"]
    assert client.get(f"/v1/games/{game['id']}", token=token).get_json()["version"] == 1


def test_malformed_action_is_422_with_field_errors(client):
    token = client.new_user_token()
    game = create_game(client, token)
    bad = {"type": "adjust", "seat": "p1", "target": "p9", "counter": "life", "delta": "x"}
    resp = client.post(f"/v1/games/{game['id']}/actions", token=token, json=bad)
    assert_problem(resp, 422, "validation-error")
    errors = resp.get_json()["errors"]["json"]
    assert "delta" in errors and "target" in errors and "reason" in errors


def test_stale_if_match_is_412(client):
    token = client.new_user_token()
    game = create_game(client, token)
    adjust = {"type": "adjust", "seat": "p1", "target": "p1", "counter": "life", "delta": 1, "reason": "r"}
    ok = client.post(f"/v1/games/{game['id']}/actions", token=token, json=adjust, headers={"If-Match": '"1"'})
    assert ok.status_code == 200 and ok.headers["ETag"] == '"2"'
    stale = client.post(f"/v1/games/{game['id']}/actions", token=token, json=adjust, headers={"If-Match": '"1"'})
    assert_problem(stale, 412, "precondition-failed")
    assert client.get(f"/v1/games/{game['id']}", token=token).get_json()["version"] == 2


def test_undo_marks_the_action_undone_and_restores_the_state(client):
    token = client.new_user_token()
    game = create_game(client, token)
    act(client, token, game["id"], type="adjust", seat="p1", target="p2", counter="life", delta=-5, reason="hit")
    resp = client.post(f"/v1/games/{game['id']}/undo", token=token)
    assert resp.status_code == 200, resp.get_json()
    body = resp.get_json()
    assert body["version"] == 3 and body["events"][0]["type"] == "undo" and body["events"][0]["undoes"] == 2
    assert body["game"]["seats"][1]["life"] == 25
    history = client.get(f"/v1/games/{game['id']}/events", token=token).get_json()
    assert [e["type"] for e in history["items"]] == ["game_created", "action", "undo"]
    nothing = client.post(f"/v1/games/{game['id']}/undo", token=token)
    assert_problem(nothing, 409, "nothing-to-undo")


def test_events_after_n_pages_in_order(client):
    token = client.new_user_token()
    game = create_game(client, token)
    for _ in range(5):
        act(client, token, game["id"], type="adjust", seat="p1", target="p1", counter="life", delta=1, reason="r")
    page = client.get(f"/v1/games/{game['id']}/events?after=2&limit=2", token=token).get_json()
    assert [e["number"] for e in page["items"]] == [3, 4] and page["next_after"] == 4 and page["version"] == 6
    rest = client.get(f"/v1/games/{game['id']}/events?after=4", token=token).get_json()
    assert [e["number"] for e in rest["items"]] == [5, 6] and rest["next_after"] is None


def test_other_users_cannot_see_or_touch_a_game(client):
    owner, other = client.new_user_token(), client.new_user_token()
    game = create_game(client, owner)
    assert_problem(client.get(f"/v1/games/{game['id']}", token=other), 404, "not-found")
    resp = client.post(f"/v1/games/{game['id']}/actions", token=other, json={"type": "concede", "seat": "p1"})
    assert_problem(resp, 404, "not-found")


def test_list_games_is_the_callers_newest_first_with_cursor(client):
    token = client.new_user_token()
    ids = [create_game(client, token)["id"] for _ in range(3)]
    create_game(client, client.new_user_token())  # someone else's
    first = client.get("/v1/games?limit=2", token=token).get_json()
    assert [g["id"] for g in first["items"]] == ids[::-1][:2] and first["next_cursor"]
    second = client.get(f"/v1/games?limit=2&cursor={first['next_cursor']}", token=token).get_json()
    assert [g["id"] for g in second["items"]] == [ids[0]] and second["next_cursor"] is None
    for made_up in ("garbage!", "WyJub3QgYSB0aW1lIiwiZyJd", "WzEsMiwzXQ"):  # not base64; a bad time; three values
        bad = assert_problem(client.get(f"/v1/games?cursor={made_up}", token=token), 422, "validation-error")
        assert bad["errors"] == {"query": {"cursor": ["Not a cursor this API issued."]}}


def test_unknown_player_field_is_422(client):
    token = client.new_user_token()
    resp = client.post(
        "/v1/games", token=token, json={"ruleset": "arcane", "players": [{"name": "A", "leader": {}}, {"name": "B"}]}
    )
    assert_problem(resp, 422, "validation-error")


def test_setup_the_ruleset_refuses_is_422(client):
    token = client.new_user_token()
    resp = client.post("/v1/games", token=token, json={"ruleset": "oversoul", "players": [{"name": "A"}]})
    assert_problem(resp, 422, "validation-error")


def test_an_administrator_sees_any_game_but_a_game_id_that_names_none_is_404_to_them_too(app, client):
    from tests.cards.conftest import admin_token

    owner = client.new_user_token()
    game = create_game(client, owner)
    admin = admin_token(app, client)
    assert client.get(f"/v1/games/{game['id']}", token=admin).get_json()["viewer"]["role"] == "admin"
    for path in ("/v1/games/gam_nosuchgame", "/v1/games/gam_nosuchgame/events"):
        assert_problem(client.get(path, token=admin), 404, "not-found")
    # a write to a game that does not exist is a 404 as well, not a 409 as if the game were archived
    resp = client.post("/v1/games/gam_nosuchgame/actions", token=admin, json={"type": "concede", "seat": "p1"})
    assert_problem(resp, 404, "not-found")
    assert_problem(client.post("/v1/games/gam_nosuchgame/undo", token=admin), 404, "not-found")
