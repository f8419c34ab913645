"""Brackets through the API: single-elimination events of any size (byes to the top seeds), top cuts of 2 to 32
after Swiss, pod top cuts, and GET …/bracket."""

from __future__ import annotations

import pytest

from tests.service.test_errors import assert_problem
from tests.tournaments.helpers import add_guests, create, pair, play_round, result, standings


def _bracket(client, tid: str) -> dict:
    resp = client.get(f"/v1/tournaments/{tid}/bracket")
    assert resp.status_code == 200, resp.get_json()
    return resp.get_json()


def test_a_single_elimination_event_of_six_gives_byes_to_the_top_two_seeds(client):
    organiser = client.new_user_token()
    event = create(client, organiser, format="single_elimination", match={"best_of": 1})
    tid = event["id"]
    add_guests(client, organiser, tid, [f"P{i}" for i in range(6)])
    assert _bracket(client, tid)["rounds"] == []
    first = pair(client, organiser, tid)
    assert first["stage"] == "bracket" and client.get(f"/v1/tournaments/{tid}").get_json()["rounds"] == 3
    bracket = _bracket(client, tid)
    seeds = bracket["seeds"]
    assert bracket["size"] == 6 and bracket["rounds_total"] == 3 and bracket["champion"] is None
    (quarter,) = bracket["rounds"]
    assert quarter["name"] == "quarter-final" and [m["slot"] for m in quarter["matches"]] == [0, 1, 2, 3]
    assert [m["players"] for m in quarter["matches"]] == [
        [seeds[0]],
        [seeds[3], seeds[4]],
        [seeds[1]],
        [seeds[2], seeds[5]],
    ]
    assert [m["bye"] for m in quarter["matches"]] == [True, False, True, False]
    assert quarter["matches"][0]["winner"] == seeds[0] and quarter["matches"][0]["seeds"] == [1]
    assert {"id", "players", "winner"} <= set(quarter["matches"][1])
    result(client, organiser, tid, quarter["matches"][1]["id"], wins={seeds[4]: 1})  # seed 5 beats seed 4
    result(client, organiser, tid, quarter["matches"][3]["id"], wins={seeds[2]: 1})
    semis = pair(client, organiser, tid)
    assert [[p["id"] for p in m["players"]] for m in semis["matches"]] == [[seeds[0], seeds[4]], [seeds[1], seeds[2]]]
    play_round(client, organiser, tid, semis, wins=1)  # the better seeds win
    final = pair(client, organiser, tid)
    assert final["summary"]["final"] is True
    result(client, organiser, tid, final["matches"][0]["id"], wins={seeds[1]: 1})
    bracket = _bracket(client, tid)
    assert bracket["champion"] == seeds[1] and [r["name"] for r in bracket["rounds"]] == [
        "quarter-final",
        "semi-final",
        "final",
    ]
    assert bracket["rounds"][-1]["matches"][0]["winner"] == seeds[1]
    assert client.get(f"/v1/tournaments/{tid}").get_json()["status"] == "finished"
    table = standings(client, tid)
    assert [r["player_id"] for r in table[:2]] == [seeds[1], seeds[0]]
    assert table[0]["top_cut"]["champion"] and table[1]["top_cut"]["out_in_round"] == 3
    late = client.post(f"/v1/tournaments/{tid}/players", token=organiser, json={"name": "Late"})
    assert_problem(late, 409, "entries-closed")


def test_a_bracket_of_two_is_its_final(client):
    organiser = client.new_user_token()
    tid = create(client, organiser, format="single_elimination")["id"]
    a, b = (p["id"] for p in add_guests(client, organiser, tid, ["A", "B"]))
    final = pair(client, organiser, tid)
    assert final["summary"]["final"] and len(final["matches"]) == 1
    result(client, organiser, tid, final["matches"][0]["id"], wins={a: 2, b: 1})
    assert _bracket(client, tid)["champion"] == a


@pytest.mark.parametrize("cut", [16, 32])
def test_swiss_top_cuts_of_sixteen_and_thirty_two(client, cut):
    organiser = client.new_user_token()
    tid = create(client, organiser, rounds=1, top_cut=cut, match={"best_of": 1})["id"]
    add_guests(client, organiser, tid, [f"P{i}" for i in range(cut + 2)])
    play_round(client, organiser, tid, pair(client, organiser, tid), wins=1)
    order = [r["player_id"] for r in standings(client, tid)]
    first = pair(client, organiser, tid)
    assert first["stage"] == "top_cut" and first["summary"]["seeds"] == order[:cut]
    assert len(first["matches"]) == cut // 2 and {p["id"] for m in first["matches"] for p in m["players"]} == set(
        order[:cut]
    )
    assert [p["id"] for p in first["matches"][0]["players"]] == [order[0], order[cut - 1]]
    rounds = 1
    rnd = first
    while not rnd["summary"]["final"]:
        play_round(client, organiser, tid, rnd, wins=1)
        rnd = pair(client, organiser, tid)
        rounds += 1
    assert rounds == cut.bit_length() - 1
    play_round(client, organiser, tid, rnd, wins=1)
    assert _bracket(client, tid)["champion"] == rnd["matches"][0]["players"][0]["id"]


def test_a_player_who_drops_in_the_top_cut_forfeits_the_next_match(client):
    organiser = client.new_user_token()
    tid = create(client, organiser, rounds=1, top_cut=4, match={"best_of": 1})["id"]
    add_guests(client, organiser, tid, [f"P{i}" for i in range(4)])
    play_round(client, organiser, tid, pair(client, organiser, tid), wins=1)
    semis = pair(client, organiser, tid)
    play_round(client, organiser, tid, semis, wins=1)
    winner = semis["matches"][0]["players"][0]["id"]
    assert client.delete(f"/v1/tournaments/{tid}/players/{winner}", token=organiser).status_code == 204
    final = pair(client, organiser, tid)
    (match,) = final["matches"]
    assert match["status"] == "final" and match["result"]["absent"] == [winner]
    assert client.get(f"/v1/tournaments/{tid}").get_json()["status"] == "finished"
    assert _bracket(client, tid)["champion"] == semis["matches"][1]["players"][0]["id"]


def test_a_pod_top_cut_semi_final_pods_whose_winners_meet_at_the_final_table(client):
    organiser = client.new_user_token()
    tid = create(client, organiser, ruleset="achroma", format="pods", rounds=1, top_cut=8)["id"]
    add_guests(client, organiser, tid, [f"P{i}" for i in range(9)])
    play_round(client, organiser, tid, pair(client, organiser, tid))
    order = [r["player_id"] for r in standings(client, tid)]
    semis = pair(client, organiser, tid)
    assert semis["stage"] == "top_cut" and semis["summary"]["seeds"] == order[:8]
    pods = [[p["id"] for p in m["players"]] for m in semis["matches"]]
    assert pods == [[order[0], order[3], order[4], order[7]], [order[1], order[2], order[5], order[6]]]
    tie = client.post(
        f"/v1/tournaments/{tid}/matches/{semis['matches'][0]['id']}/result",
        token=organiser,
        json={"placements": [pods[0][:2], *pods[0][2:]]},
    )
    assert "placements" in assert_problem(tie, 422, "validation-error")["errors"]["json"]  # one winner
    result(client, organiser, tid, semis["matches"][0]["id"], placements=[pods[0][3], pods[0][0], *pods[0][1:3]])
    result(client, organiser, tid, semis["matches"][1]["id"], placements=pods[1])
    final = pair(client, organiser, tid)
    assert final["summary"]["final"] and [p["id"] for p in final["matches"][0]["players"]] == [order[1], order[7]]
    result(client, organiser, tid, final["matches"][0]["id"], placements=[order[7], order[1]])
    bracket = _bracket(client, tid)
    assert bracket["champion"] == order[7] and bracket["rounds_total"] == 2
    assert [len(r["matches"]) for r in bracket["rounds"]] == [2, 1]
    top = standings(client, tid)
    assert [r["player_id"] for r in top[:2]] == [order[7], order[1]]
    assert top[2]["player_id"] == order[0]  # second at their semi-final pod, best seed among those out there
    assert client.get(f"/v1/tournaments/{tid}").get_json()["status"] == "finished"


def test_the_bracket_of_an_event_without_one_is_empty(client):
    organiser = client.new_user_token()
    tid = create(client, organiser)["id"]
    assert _bracket(client, tid) == {
        "format": "swiss",
        "size": 0,
        "seeds": [],
        "rounds_total": 0,
        "champion": None,
        "rounds": [],
    }
    assert_problem(client.get("/v1/tournaments/trn_nope/bracket"), 404, "not-found")
