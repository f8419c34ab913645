"""Results: both players report and confirm, staff enter and correct, special outcomes, re-pairing, audit."""

from __future__ import annotations

from tests.service.test_errors import assert_problem
from tests.tournaments.helpers import add_guests, create, pair, play_round, result, standings, user_id


def _two_users(client):
    """An organiser and a one-round event between two players with accounts."""
    organiser, ann, ben = (client.new_user_token() for _ in range(3))
    tid = create(client, organiser, rounds=1)["id"]
    ids = {}
    for tok in (ann, ben):
        resp = client.post(f"/v1/tournaments/{tid}/players", token=organiser, json={"user_id": user_id(client, tok)})
        ids[tok] = resp.get_json()["id"]
    match = pair(client, organiser, tid)["matches"][0]
    return organiser, ann, ben, tid, ids, match


def test_both_players_report_the_same_result_and_it_is_final(client):
    _organiser, ann, ben, tid, ids, match = _two_users(client)
    wins = {ids[ann]: 2, ids[ben]: 1}
    first = result(client, ann, tid, match["id"], wins=wins)
    assert first["status"] == "reported" and first["reported_by"] == [ids[ann]] and first["result"] is None
    second = result(client, ben, tid, match["id"], wins=wins)
    assert second["status"] == "final" and second["result"]["source"] == "players"
    assert second["result"]["wins"] == wins and second["result"]["draws"] == 0
    assert client.get(f"/v1/tournaments/{tid}").get_json()["status"] == "finished"  # its only round is complete
    assert_problem(
        client.post(f"/v1/tournaments/{tid}/matches/{match['id']}/result", token=ann, json={"wins": wins}),
        409,
        "tournament-finished",
    )


def test_disagreeing_reports_are_disputed_until_staff_decide(client):
    organiser, ann, ben, tid, ids, match = _two_users(client)
    result(client, ann, tid, match["id"], wins={ids[ann]: 2})
    disputed = result(client, ben, tid, match["id"], wins={ids[ben]: 2})
    assert disputed["status"] == "disputed"
    decided = result(client, organiser, tid, match["id"], wins={ids[ann]: 2, ids[ben]: 0})
    assert decided["status"] == "final" and decided["result"]["source"] == "staff"


def test_only_the_matchs_players_or_staff_report(client):
    _organiser, ann, ben, tid, ids, match = _two_users(client)
    stranger = client.new_user_token()
    resp = client.post(
        f"/v1/tournaments/{tid}/matches/{match['id']}/result", token=stranger, json={"wins": {ids[ann]: 2}}
    )
    assert_problem(resp, 403, "not-your-match")
    scoped = client.api_key(ann, ["games:read"])
    resp = client.post(
        f"/v1/tournaments/{tid}/matches/{match['id']}/result", token=scoped, json={"wins": {ids[ann]: 2}}
    )
    assert_problem(resp, 403, "insufficient-scope")
    for body, code in [
        ({"outcome": "double_loss"}, "staff-only"),
        ({"outcome": "no_show", "absent": [ids[ben]]}, "staff-only"),
    ]:
        resp = client.post(f"/v1/tournaments/{tid}/matches/{match['id']}/result", token=ann, json=body)
        assert_problem(resp, 403, code)


def test_impossible_results_are_422(client):
    organiser, ann, ben, tid, ids, match = _two_users(client)
    url = f"/v1/tournaments/{tid}/matches/{match['id']}/result"
    for body in [
        {"wins": {ids[ann]: 3}},
        {"wins": {ids[ann]: 2, ids[ben]: 2}},
        {"wins": {"tpl_other": 2}},
        {"wins": {ids[ann]: 0, ids[ben]: 0}},
        {"placements": [ids[ann], ids[ben]]},
        {},
    ]:
        assert_problem(client.post(url, token=organiser, json=body), 422, "validation-error")


def test_staff_correction_is_audited_with_before_and_after(client):
    organiser = client.new_user_token()
    tid = create(client, organiser, rounds=2)["id"]
    a, b = (p["id"] for p in add_guests(client, organiser, tid, ["A", "B"]))
    match = pair(client, organiser, tid)["matches"][0]
    result(client, organiser, tid, match["id"], wins={a: 2, b: 0})
    corrected = result(client, organiser, tid, match["id"], wins={a: 0, b: 2})
    assert corrected["result"]["wins"] == {a: 0, b: 2}
    audit = client.get(f"/v1/tournaments/{tid}/audit", token=organiser).get_json()["items"]
    entry = next(e for e in audit if e["action"] == "result.corrected")
    assert entry["data"]["before"]["wins"] == {a: 2, b: 0} and entry["data"]["after"]["wins"] == {a: 0, b: 2}
    assert entry["actor_id"] == user_id(client, organiser)
    assert {r["player_id"]: r["points"] for r in standings(client, tid)} == {b: 3, a: 0}
    actions = [e["action"] for e in audit]
    assert actions.index("tournament.started") < actions.index("round.paired") < actions.index("result.final")
    assert actions.index("result.final") < actions.index("round.completed") < actions.index("result.corrected")


def test_audit_log_is_for_staff_only_and_paginated(client):
    organiser, stranger = client.new_user_token(), client.new_user_token()
    tid = create(client, organiser)["id"]
    add_guests(client, organiser, tid, ["A", "B", "C"])
    assert_problem(client.get(f"/v1/tournaments/{tid}/audit", token=stranger), 403, "not-tournament-staff")
    assert_problem(client.get(f"/v1/tournaments/{tid}/audit"), 401, "unauthorized")
    page = client.get(f"/v1/tournaments/{tid}/audit?limit=2", token=organiser).get_json()
    rest = client.get(f"/v1/tournaments/{tid}/audit?limit=10&cursor={page['next_cursor']}", token=organiser).get_json()
    assert [e["action"] for e in page["items"] + rest["items"]] == ["tournament.created"] + ["player.registered"] * 3


def test_intentional_draw_no_show_and_double_loss(client):
    organiser = client.new_user_token()
    tid = create(client, organiser, rounds=2)["id"]
    add_guests(client, organiser, tid, ["A", "B", "C", "D", "E", "F"])
    matches = pair(client, organiser, tid)["matches"]
    (a, b), (c, d), (e, f) = ([p["id"] for p in m["players"]] for m in matches)
    result(client, organiser, tid, matches[0]["id"], outcome="intentional_draw")
    shown = result(client, organiser, tid, matches[1]["id"], outcome="no_show", absent=[d])
    assert shown["result"]["wins"] == {c: 2} and shown["result"]["outcome"] == "no_show"
    result(client, organiser, tid, matches[2]["id"], outcome="double_loss")
    points = {r["player_id"]: r["points"] for r in standings(client, tid)}
    assert points == {a: 1, b: 1, c: 3, d: 0, e: 0, f: 0}


def test_next_round_waits_for_every_result(client):
    organiser = client.new_user_token()
    tid = create(client, organiser)["id"]
    add_guests(client, organiser, tid, ["A", "B", "C", "D"])
    pair(client, organiser, tid)
    assert_problem(client.post(f"/v1/tournaments/{tid}/rounds", token=organiser), 409, "round-in-progress")


def test_repairing_the_current_round_takes_in_a_late_entry_until_results_are_in(client):
    organiser = client.new_user_token()
    tid = create(client, organiser, rounds=3)["id"]
    add_guests(client, organiser, tid, ["A", "B", "C", "D"])
    first = pair(client, organiser, tid)
    late = add_guests(client, organiser, tid, ["Late"])[0]
    again = client.post(f"/v1/tournaments/{tid}/rounds/1/repair", token=organiser)
    assert again.status_code == 200, again.get_json()
    body = again.get_json()
    assert body["pairings_made"] == 2 and late["id"] in {p["id"] for m in body["matches"] for p in m["players"]}
    assert {m["id"] for m in body["matches"]}.isdisjoint({m["id"] for m in first["matches"]})
    play_round(client, organiser, tid, body)
    assert_problem(client.post(f"/v1/tournaments/{tid}/rounds/1/repair", token=organiser), 409, "results-entered")
    assert_problem(
        client.post(f"/v1/tournaments/{tid}/rounds/1/repair", token=client.new_user_token()),
        403,
        "not-tournament-staff",
    )


def test_same_seed_entries_and_results_pair_the_same_rounds_in_two_events(client):
    """Every pairing is reproducible from the event's seed: a re-run of the same event pairs the same."""
    organiser = client.new_user_token()
    names = [f"P{i}" for i in range(9)]
    rounds = []
    for _ in range(2):
        tid = create(client, organiser, seed=99)["id"]
        add_guests(client, organiser, tid, names)
        first = pair(client, organiser, tid)
        play_round(client, organiser, tid, first)
        second = pair(client, organiser, tid)
        repaired = client.post(f"/v1/tournaments/{tid}/rounds/2/repair", token=organiser).get_json()
        assert [m["players"] for m in repaired["matches"]] == [m["players"] for m in second["matches"]]
        rounds.append([[[p["name"] for p in m["players"]] for m in doc["matches"]] for doc in (first, second)])
    assert rounds[0] == rounds[1]
