"""Tournament events through the API: create, read, list, staff, and who may do what."""

from __future__ import annotations

from tests.service.test_errors import assert_problem
from tests.tournaments.helpers import add_guests, create, pair, user_id


def test_create_tournament_is_201_with_location_and_the_contract_shape(client):
    token = client.new_user_token()
    body = {
        "ruleset": "athernum",
        "name": "Regional",
        "format": "swiss",
        "match": {"best_of": 3, "points": {"win": 3, "draw": 1, "loss": 0}},
        "top_cut": 8,
        "deck_format": "casual",
        "seed": 42,
    }
    resp = client.post("/v1/tournaments", token=token, json=body)
    assert resp.status_code == 201, resp.get_json()
    t = resp.get_json()
    assert resp.headers["Location"] == f"/v1/tournaments/{t['id']}"
    assert t["status"] == "registration" and t["current_round"] == 0 and t["top_cut"] == 8 and t["seed"] == 42
    assert t["match"]["best_of"] == 3 and t["match"]["points"]["win"] == 3
    assert t["organiser_id"] == user_id(client, token) and t["rounds_fixed"] is False


def test_tournament_reads_are_public(client):
    token = client.new_user_token()
    t = create(client, token, name="Public Night")
    assert client.get(f"/v1/tournaments/{t['id']}").get_json()["name"] == "Public Night"
    listed = client.get("/v1/tournaments?ruleset=arcane&status=registration").get_json()
    assert t["id"] in [x["id"] for x in listed["items"]]
    assert_problem(client.get("/v1/tournaments/trn_nope"), 404, "not-found")


def test_tournament_list_is_cursor_paginated_newest_first(client):
    token = client.new_user_token()
    ids = [create(client, token, name=f"E{i}")["id"] for i in range(3)]
    page = client.get("/v1/tournaments?limit=2").get_json()
    assert [x["id"] for x in page["items"]] == ids[::-1][:2] and page["next_cursor"]
    rest = client.get(f"/v1/tournaments?limit=2&cursor={page['next_cursor']}").get_json()
    assert [x["id"] for x in rest["items"]] == [ids[0]] and rest["next_cursor"] is None
    bad = assert_problem(client.get("/v1/tournaments?cursor=%%%"), 422, "validation-error")
    assert bad["errors"] == {"query": {"cursor": ["Not a cursor this API issued."]}}


def test_create_needs_the_tournaments_write_scope(client):
    token = client.new_user_token()
    body = {"ruleset": "arcane", "name": "X", "format": "swiss", "match": {"best_of": 1}}
    assert_problem(client.post("/v1/tournaments", json=body), 401, "unauthorized")
    no_scope = client.api_key(token, ["games:read"])
    assert_problem(client.post("/v1/tournaments", token=no_scope, json=body), 403, "insufficient-scope")
    scoped = client.api_key(token, ["tournaments:write"])
    assert client.post("/v1/tournaments", token=scoped, json=body).status_code == 201


def test_invalid_events_are_422(client):
    token = client.new_user_token()
    base = {"ruleset": "arcane", "name": "X", "format": "swiss", "match": {"best_of": 3}}
    for bad, field in [
        ({"ruleset": "oversoul", "format": "pods"}, "format"),  # a two-player game has no pods
        ({"ruleset": "achroma", "format": "pods", "pod_size": 7}, "pod_size"),  # Achroma seats 2–6
        ({"ruleset": "achroma", "format": "pods", "top_cut": 6}, "top_cut"),  # pods of 4: 4, 8, 12, 16
        ({"ruleset": "arcane", "format": "pods", "top_cut": 8}, "top_cut"),  # a final table of 2: Arcane seats 3+
        ({"format": "single_elimination", "top_cut": 8}, "top_cut"),
        ({"format": "single_elimination", "rounds": 3}, "rounds"),
        ({"enforcement": "strict"}, "enforcement"),
        ({"round_minutes": 0}, "round_minutes"),
        ({"late_entry_result": "win"}, "late_entry_result"),
        ({"pod_size": 4}, "pod_size"),
        ({"top_cut": 5}, "top_cut"),
        ({"match": {"best_of": 2}}, "match"),
    ]:
        resp = client.post("/v1/tournaments", token=token, json={**base, **bad})
        assert_problem(resp, 422, "validation-error")
        assert field in resp.get_json()["errors"]["json"], (bad, resp.get_json())


def test_only_the_organiser_adds_staff_and_staff_may_run_rounds(client):
    organiser, judge, stranger = (client.new_user_token() for _ in range(3))
    t = create(client, organiser)
    tid = t["id"]
    add_guests(client, organiser, tid, ["A", "B"])
    assert_problem(client.post(f"/v1/tournaments/{tid}/rounds", token=judge), 403, "not-tournament-staff")
    resp = client.post(f"/v1/tournaments/{tid}/staff", token=stranger, json={"user_id": user_id(client, judge)})
    assert_problem(resp, 403, "not-tournament-organiser")
    resp = client.post(
        f"/v1/tournaments/{tid}/staff", token=organiser, json={"user_id": user_id(client, judge), "role": "scorekeeper"}
    )
    assert resp.status_code == 200 and resp.get_json()["items"][0]["role"] == "scorekeeper"
    assert client.get(f"/v1/tournaments/{tid}/staff").get_json()["items"][0]["user_id"] == user_id(client, judge)
    assert pair(client, judge, tid)["number"] == 1
    assert client.delete(f"/v1/tournaments/{tid}/staff/{user_id(client, judge)}", token=organiser).status_code == 204
    assert_problem(client.post(f"/v1/tournaments/{tid}/finish", token=judge), 403, "not-tournament-organiser")


def test_organiser_may_finish_early_once(client):
    token = client.new_user_token()
    t = create(client, token)
    done = client.post(f"/v1/tournaments/{t['id']}/finish", token=token)
    assert done.status_code == 200 and done.get_json()["status"] == "finished" and done.get_json()["finished_at"]
    assert_problem(client.post(f"/v1/tournaments/{t['id']}/finish", token=token), 409, "tournament-finished")
