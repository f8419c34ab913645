"""Whose word makes a result final: games linked only when the match's players hold their seats, judges out of their
own matches, and penalties' detail kept to the judges (the abuse side: tests/security/test_findings_results.py)."""

from __future__ import annotations

from tests.games.helpers import act
from tests.service.test_errors import assert_problem
from tests.tournaments.helpers import delivered, event_of_two, penalise, result, user_id, webhook


def test_a_game_is_linked_once_both_players_hold_their_seats(client):
    _, tid, tokens, match = event_of_two(client, match={"best_of": 1})
    first, second = (p["id"] for p in match["players"])
    url = f"/v1/tournaments/{tid}/matches/{match['id']}/games"
    body = {"ruleset": "arcane", "players": [{"name": "A"}, {"name": "B"}], "seed": 7}
    game = client.post("/v1/games", token=tokens[second], json=body).get_json()
    # seated the other way round: the creator sits in p2, the opponent must hold p1
    seats = {first: "p1", second: "p2"}
    refused = client.post(url, token=tokens[first], json={"game_id": game["id"], "seats": seats})
    assert_problem(refused, 404, "not-found")  # not a game the first player can read yet
    join = {"join_code": game["join_code"], "seat": "p1"}
    assert client.post(f"/v1/games/{game['id']}/join", token=tokens[first], json=join).status_code == 200
    wrong_way = client.post(
        url, token=tokens[first], json={"game_id": game["id"], "seats": {first: "p2", second: "p1"}}
    )
    assert assert_problem(wrong_way, 409, "seats-not-held")["seats"] == ["p1", "p2"]
    linked = client.post(url, token=tokens[first], json={"game_id": game["id"], "seats": seats})
    assert linked.status_code == 200, linked.get_json()
    act(client, tokens[first], game["id"], type="concede", seat="p1")
    decided = result(client, tokens[second], tid, match["id"], from_game=True)
    assert decided["status"] == "final" and decided["result"]["wins"] == {first: 0, second: 1}


def test_a_judge_who_plays_may_not_penalise_in_their_match_but_another_judge_may(client):
    organiser, tid, tokens, match = event_of_two(client, enforcement="competitive")
    first, second = (p["id"] for p in match["players"])
    added = client.post(
        f"/v1/tournaments/{tid}/staff", token=organiser, json={"user_id": user_id(client, tokens[first])}
    )
    assert added.status_code == 200, added.get_json()
    body = {"player_id": second, "infraction": "tardiness", "penalty": "warning", "notes": ""}
    refused = client.post(f"/v1/tournaments/{tid}/penalties", token=tokens[first], json=body)
    assert "another judge" in assert_problem(refused, 403, "conflict-of-interest")["detail"]
    entered = result(client, tokens[first], tid, match["id"], wins={first: 2})
    assert entered["status"] == "reported"  # their word as a player, not a judge's entry
    penalise(client, organiser, tid, second, "tardiness", "warning")


def test_a_penalty_detail_reaches_neither_the_opponent_nor_a_webhook_of_theirs(client):
    organiser, tid, tokens, match = event_of_two(client, enforcement="competitive")
    late, other = (p["id"] for p in match["players"])
    hook = webhook(client, tokens[other], ["tournament.result_reported"])
    issued = penalise(client, organiser, tid, late, "tardiness", "game_loss")
    result(client, tokens[late], tid, match["id"], wins={late: 1, other: 1})
    seen = result(client, tokens[other], tid, match["id"], wins={late: 1, other: 1})
    assert seen["status"] == "final" and seen["result"]["wins"] == {late: 1, other: 2}
    assert "penalty_ids" not in seen["result"] and "reported" not in seen["result"]
    [(_, data)] = delivered(client, tokens[other], hook)
    assert data["result"]["wins"] == {late: 1, other: 2} and issued["id"] not in str(data)
    assert "awarded" not in data["result"]
