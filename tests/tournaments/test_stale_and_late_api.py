"""Corrections that stay honest (stale rounds re-paired or kept, with reasons), late entries with a result for
each missed round, and drops that never break pairing."""

from __future__ import annotations

from tests.service.test_errors import assert_problem
from tests.tournaments.helpers import (
    add_guests,
    audit_actions,
    create,
    live_events,
    pair,
    play_round,
    result,
    standings,
)


def _two_rounds_in(client, players: int = 8):
    organiser = client.new_user_token()
    tid = create(client, organiser, rounds=3)["id"]
    add_guests(client, organiser, tid, [f"P{i}" for i in range(players)])
    round_one = pair(client, organiser, tid)
    play_round(client, organiser, tid, round_one)
    return organiser, tid, round_one, pair(client, organiser, tid)


def test_a_correction_after_the_next_round_was_paired_makes_it_stale_until_staff_decide(client):
    organiser, tid, round_one, round_two = _two_rounds_in(client)
    assert round_two["stale"] is False
    fixed = round_one["matches"][0]
    a, b = (p["id"] for p in fixed["players"])
    result(client, organiser, tid, fixed["id"], wins={b: 2, a: 1})  # the slip was read the wrong way round
    stale = client.get(f"/v1/tournaments/{tid}/rounds/2").get_json()
    assert stale["stale"] is True and "round 1 was corrected" in stale["stale_reason"] and stale["stale_since"]
    assert "round.stale" in [e["type"] for e in live_events(client, tid)]
    play_round(client, organiser, tid, round_two)
    assert_problem(client.post(f"/v1/tournaments/{tid}/rounds", token=organiser), 409, "round-stale")
    kept = client.post(
        f"/v1/tournaments/{tid}/rounds/2/stale",
        token=organiser,
        json={"decision": "keep", "reason": "Round 2 had finished"},
    )
    assert kept.status_code == 200 and kept.get_json()["stale"] is False
    entry = next(a for a in audit_actions(client, organiser, tid) if a["action"] == "round.stale_kept")
    assert entry["data"]["reason"] == "Round 2 had finished" and entry["data"]["round"] == 2
    assert pair(client, organiser, tid)["number"] == 3
    again = client.post(
        f"/v1/tournaments/{tid}/rounds/2/stale", token=organiser, json={"decision": "keep", "reason": "x"}
    )
    assert_problem(again, 409, "not-stale")


def test_re_pairing_a_stale_round_replaces_only_tables_that_have_not_started(client):
    organiser, tid, round_one, round_two = _two_rounds_in(client)
    started = round_two["matches"][0]
    ids = [p["id"] for p in started["players"]]
    result(client, organiser, tid, started["id"], wins={ids[0]: 2})  # table 1 has finished already
    extended = round_two["matches"][1]
    client.post(
        f"/v1/tournaments/{tid}/matches/{extended['id']}/extensions",
        token=organiser,
        json={"minutes": 2, "reason": "ruling"},
    )
    fixed = round_one["matches"][-1]
    a, b = (p["id"] for p in fixed["players"])
    result(client, organiser, tid, fixed["id"], wins={b: 2, a: 0})
    resp = client.post(
        f"/v1/tournaments/{tid}/rounds/2/stale",
        token=organiser,
        json={"decision": "repair", "reason": "Table 4 of round 1 was entered backwards"},
    )
    assert resp.status_code == 200, resp.get_json()
    redone = resp.get_json()
    assert redone["stale"] is False and redone["pairings_made"] == 2
    by_id = {m["id"]: m for m in redone["matches"]}
    assert started["id"] in by_id and extended["id"] in by_id  # started tables stand as they were
    assert by_id[extended["id"]]["table"] == extended["table"]
    replaced = {m["id"] for m in round_two["matches"][2:]}
    assert not replaced & set(by_id)
    new = [m for m in redone["matches"] if m["id"] not in (started["id"], extended["id"])]
    assert sorted(m["table"] for m in new) == sorted(m["table"] for m in round_two["matches"][2:])
    seated = [p["id"] for m in redone["matches"] for p in m["players"]]
    assert len(seated) == len(set(seated)) == 8
    entry = next(a for a in audit_actions(client, organiser, tid) if a["action"] == "round.stale_repaired")
    assert entry["data"]["reason"] == "Table 4 of round 1 was entered backwards"
    assert set(entry["data"]["replaced"]) == replaced and b in {p for m in new for p in [x["id"] for x in m["players"]]}


def test_nothing_to_re_pair_when_every_table_has_started(client):
    organiser, tid, round_one, round_two = _two_rounds_in(client, players=4)
    play_round(client, organiser, tid, round_two)
    fixed = round_one["matches"][0]
    _a, b = (p["id"] for p in fixed["players"])
    result(client, organiser, tid, fixed["id"], wins={b: 2})
    assert client.get(f"/v1/tournaments/{tid}/rounds/2").get_json()["stale"] is False  # round 2 was over
    organiser, tid, round_one, round_two = _two_rounds_in(client, players=4)
    first, second = round_two["matches"]
    result(client, organiser, tid, first["id"], wins={first["players"][0]["id"]: 2})
    client.post(
        f"/v1/tournaments/{tid}/matches/{second['id']}/extensions",
        token=organiser,
        json={"minutes": 5, "reason": "Deck check"},
    )
    fixed = round_one["matches"][0]
    _a, b = (p["id"] for p in fixed["players"])
    result(client, organiser, tid, fixed["id"], wins={b: 2})
    url = f"/v1/tournaments/{tid}/rounds/2/stale"
    assert_problem(
        client.post(url, token=organiser, json={"decision": "repair", "reason": "x"}), 409, "nothing-to-repair"
    )
    assert client.post(url, token=organiser, json={"decision": "keep", "reason": "All seated"}).status_code == 200


def test_stale_decision_input_and_roles(client):
    organiser, tid, _round_one, _round_two = _two_rounds_in(client, players=4)
    url = f"/v1/tournaments/{tid}/rounds/2/stale"
    for body, field in [({"decision": "redo", "reason": "x"}, "decision"), ({"decision": "keep"}, "reason")]:
        assert (
            field
            in assert_problem(client.post(url, token=organiser, json=body), 422, "validation-error")["errors"]["json"]
        )
    assert_problem(
        client.post(url, token=client.new_user_token(), json={"decision": "keep", "reason": "x"}),
        403,
        "not-tournament-staff",
    )
    assert_problem(client.post(url, token=organiser, json={"decision": "keep", "reason": "x"}), 409, "not-stale")
    assert_problem(
        client.post(
            f"/v1/tournaments/{tid}/rounds/nine/stale", token=organiser, json={"decision": "keep", "reason": "x"}
        ),
        404,
        "not-found",
    )


def test_late_entries_get_the_events_result_or_their_own_for_each_missed_round(client):
    organiser = client.new_user_token()
    tid = create(client, organiser, rounds=4, late_entry_result="draw")["id"]
    add_guests(client, organiser, tid, ["A", "B", "C", "D"])
    play_round(client, organiser, tid, pair(client, organiser, tid))
    play_round(client, organiser, tid, pair(client, organiser, tid))
    drawn = add_guests(client, organiser, tid, ["Drawn"])[0]
    invited = client.post(
        f"/v1/tournaments/{tid}/players", token=organiser, json={"name": "Invited", "missed_round_result": "bye"}
    ).get_json()
    assert drawn["missed_rounds"] == [1, 2] and drawn["missed_round_result"] == "draw"
    assert invited["missed_round_result"] == "bye"
    rows = {r["player_id"]: r for r in standings(client, tid)}
    assert rows[drawn["id"]]["points"] == 2 and rows[drawn["id"]]["record"]["draws"] == 2
    assert rows[invited["id"]]["points"] == 6 and rows[invited["id"]]["record"]["byes"] == 2
    player = client.new_user_token()
    own = client.post(
        f"/v1/tournaments/{tid}/players",
        token=player,
        json={"user_id": client.get("/v1/me", token=player).get_json()["id"], "missed_round_result": "bye"},
    )
    assert_problem(own, 403, "staff-only")  # a player does not choose their own missed-round result
    entered = [e for e in live_events(client, tid) if e["type"] == "player.entered"]
    assert [e["data"]["name"] for e in entered] == ["Drawn", "Invited"]
    round_three = pair(client, organiser, tid)
    seated = {p["id"] for m in round_three["matches"] for p in m["players"]}
    assert {drawn["id"], invited["id"]} <= seated


def test_a_drop_after_a_result_never_breaks_pairing(client):
    organiser = client.new_user_token()
    tid = create(client, organiser, rounds=3)["id"]
    players = add_guests(client, organiser, tid, [f"P{i}" for i in range(6)])
    round_one = pair(client, organiser, tid)
    match = round_one["matches"][0]
    winner, loser = (p["id"] for p in match["players"])
    result(client, organiser, tid, match["id"], wins={winner: 2})
    for pid in (winner, loser):  # both drop right after their result, before the round is over
        assert client.delete(f"/v1/tournaments/{tid}/players/{pid}", token=organiser).status_code == 204
    play_round(client, organiser, tid, {"matches": round_one["matches"][1:]})
    round_two = pair(client, organiser, tid)
    seated = [p["id"] for m in round_two["matches"] for p in m["players"]]
    assert sorted(seated) == sorted(p["id"] for p in players if p["id"] not in (winner, loser))
    another = round_two["matches"][0]["players"][0]["id"]
    result(client, organiser, tid, round_two["matches"][0]["id"], wins={another: 2})
    assert client.delete(f"/v1/tournaments/{tid}/players/{another}", token=organiser).status_code == 204
    play_round(client, organiser, tid, {"matches": round_two["matches"][1:]})
    round_three = pair(client, organiser, tid)  # three players left: two play, one has the bye
    assert sorted(len(m["players"]) for m in round_three["matches"]) == [1, 2]
    rows = {r["player_id"]: r for r in standings(client, tid)}
    assert rows[winner]["dropped"] and rows[winner]["points"] == 3
