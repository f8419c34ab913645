"""Whole events through the API: Swiss with a top 4, an Achroma pod night, a match decided by a tracked game,
exports for the wall, webhook events, and ratings."""

from __future__ import annotations

import csv
import io

from tests.games.helpers import act, create_game
from tests.service.test_errors import assert_problem
from tests.tournaments.helpers import (
    add_guests,
    create,
    delivered,
    pair,
    play_round,
    result,
    standings,
    user_id,
    webhook,
)


def test_swiss_then_top_four_seeded_by_standing_until_a_champion(client):
    organiser = client.new_user_token()
    tid = create(client, organiser, rounds=3, top_cut=4)["id"]
    add_guests(client, organiser, tid, [f"P{i}" for i in range(8)])
    for _ in range(3):
        play_round(client, organiser, tid, pair(client, organiser, tid))
    swiss = [r["player_id"] for r in standings(client, tid)]
    semis = pair(client, organiser, tid)
    assert semis["stage"] == "top_cut" and semis["summary"]["seeds"] == swiss[:4]
    assert [[p["id"] for p in m["players"]] for m in semis["matches"]] == [[swiss[0], swiss[3]], [swiss[1], swiss[2]]]
    drawn = client.post(
        f"/v1/tournaments/{tid}/matches/{semis['matches'][0]['id']}/result",
        token=organiser,
        json={"wins": {swiss[0]: 1, swiss[3]: 1}},
    )
    assert_problem(drawn, 422, "validation-error")  # the cut needs a winner
    result(client, organiser, tid, semis["matches"][0]["id"], wins={swiss[3]: 2, swiss[0]: 1})  # an upset
    result(client, organiser, tid, semis["matches"][1]["id"], wins={swiss[1]: 2})
    final = pair(client, organiser, tid)
    assert [p["id"] for p in final["matches"][0]["players"]] == [swiss[1], swiss[3]]
    result(client, organiser, tid, final["matches"][0]["id"], wins={swiss[3]: 2})
    t = client.get(f"/v1/tournaments/{tid}").get_json()
    assert t["status"] == "finished"
    table = standings(client, tid)
    assert [r["player_id"] for r in table[:4]] == [swiss[3], swiss[1], swiss[0], swiss[2]]
    assert table[0]["top_cut"] == {"seed": 4, "out_in_round": None, "champion": True}
    assert [r["player_id"] for r in table[4:]] == swiss[4:]
    assert_problem(client.post(f"/v1/tournaments/{tid}/rounds", token=organiser), 409, "tournament-finished")


def test_achroma_pod_night_with_placements_and_explanations(client):
    organiser = client.new_user_token()
    tid = create(client, organiser, ruleset="achroma", format="pods", rounds=2)["id"]
    add_guests(client, organiser, tid, [f"P{i}" for i in range(9)])
    first = pair(client, organiser, tid)
    assert sorted(len(m["players"]) for m in first["matches"]) == [4, 5] and first["stage"] == "pods"
    pod = first["matches"][0]
    ids = [p["id"] for p in pod["players"]]
    assert pod["explanation"]["size"] == len(ids) and "score_range" in pod["explanation"]
    bad = client.post(
        f"/v1/tournaments/{tid}/matches/{pod['id']}/result", token=organiser, json={"placements": ids[:-1]}
    )
    assert_problem(bad, 422, "validation-error")
    tied = result(client, organiser, tid, pod["id"], placements=[ids[0], ids[1:3], *ids[3:]])
    assert tied["result"]["placements"][1] == ids[1:3]
    other = first["matches"][1]
    result(client, organiser, tid, other["id"], placements=[p["id"] for p in other["players"]])
    points = {r["player_id"]: r["points"] for r in standings(client, tid)}
    assert points[ids[0]] == 3 and points[ids[1]] == points[ids[2]] == 1.5 and points[ids[3]] == 0
    second = pair(client, organiser, tid)
    play_round(client, organiser, tid, second)
    assert client.get(f"/v1/tournaments/{tid}").get_json()["status"] == "finished"


def test_a_match_result_taken_from_its_tracked_game(client):
    organiser = client.new_user_token()
    tid = create(client, organiser, match={"best_of": 1}, rounds=1)["id"]
    a, b = (p["id"] for p in add_guests(client, organiser, tid, ["Ada", "Bo"]))
    match = pair(client, organiser, tid)["matches"][0]
    first, second = (p["id"] for p in match["players"])
    game = create_game(client, organiser, "arcane")
    url = f"/v1/tournaments/{tid}/matches/{match['id']}"
    assert_problem(
        client.post(f"{url}/games", token=client.new_user_token(), json={"game_id": game["id"]}), 403, "not-your-match"
    )
    linked = client.post(f"{url}/games", token=organiser, json={"game_id": game["id"]})
    assert linked.status_code == 200 and linked.get_json()["games"][0]["seats"] == {first: "p1", second: "p2"}
    assert_problem(client.post(f"{url}/result", token=organiser, json={"from_game": True}), 409, "game-not-finished")
    act(client, organiser, game["id"], type="concede", seat="p2")
    decided = client.post(f"{url}/result", token=organiser, json={"from_game": True})
    assert decided.status_code == 200, decided.get_json()
    assert decided.get_json()["result"] == {
        "outcome": "played",
        "wins": {first: 1, second: 0},
        "draws": 0,
        "source": "game",
    }
    assert {a, b} == {first, second}


def test_exports_csv_and_printable_html(client):
    organiser = client.new_user_token()
    tid = create(client, organiser, name="Night & Day")["id"]
    add_guests(client, organiser, tid, ["<Ann>", "Bo", "Cy"])
    round_one = pair(client, organiser, tid)
    play_round(client, organiser, tid, round_one)
    resp = client.get(f"/v1/tournaments/{tid}/standings/export?format=csv")
    assert resp.status_code == 200 and resp.mimetype == "text/csv"
    rows = list(csv.DictReader(io.StringIO(resp.data.decode())))
    assert [r["player_id"] for r in rows] == [r["player_id"] for r in standings(client, tid)]
    assert set(rows[0]) >= {"rank", "name", "points", "omw", "gw", "ogw"}
    page = client.get(f"/v1/tournaments/{tid}/standings/export?format=html")
    assert page.mimetype == "text/html" and b"&lt;Ann&gt;" in page.data and b"<Ann>" not in page.data
    assert b"Night &amp; Day" in page.data and b"@media print" in page.data
    pairings = client.get(f"/v1/tournaments/{tid}/rounds/1/pairings?format=csv").data.decode().splitlines()
    assert pairings[0] == "table,player_1,player_2,status,result" and any(",BYE," in line for line in pairings)
    assert client.get(f"/v1/tournaments/{tid}/rounds/1/pairings?format=html").mimetype == "text/html"
    assert_problem(client.get(f"/v1/tournaments/{tid}/rounds/9/pairings"), 404, "not-found")
    assert_problem(client.get(f"/v1/tournaments/{tid}/standings/export?format=pdf"), 422, "validation-error")


TOURNAMENT_TYPES = ["tournament.round_paired", "tournament.result_reported", "tournament.finished"]


def test_webhook_events_go_to_the_organiser_and_players_with_accounts(client):
    """Each event reaches the endpoints of the organiser and of the players with an account, by their own
    subscriptions (a result under ``match.result_reported`` and its ``tournament.*`` name, read once for both); the
    endpoint of someone who is not in the event gets nothing, and a guest has none."""
    organiser, player, outsider = (client.new_user_token() for _ in range(3))
    hooks = {
        organiser: webhook(client, organiser, TOURNAMENT_TYPES),
        player: webhook(client, player, ["match.result_reported", "tournament.finished"]),
        outsider: webhook(client, outsider, [*TOURNAMENT_TYPES, "match.result_reported"]),
    }
    tid = create(client, organiser, rounds=1)["id"]
    mine = client.post(f"/v1/tournaments/{tid}/players", token=organiser, json={"user_id": user_id(client, player)})
    guest = add_guests(client, organiser, tid, ["Guest"])[0]
    match = pair(client, organiser, tid)["matches"][0]
    result(client, organiser, tid, match["id"], wins={mine.get_json()["id"]: 2, guest["id"]: 1})
    seen = {token: delivered(client, token, hook) for token, hook in hooks.items()}
    assert [t for t, _ in seen[organiser]] == sorted(TOURNAMENT_TYPES)
    assert [t for t, _ in seen[player]] == ["match.result_reported", "tournament.finished"]
    assert seen[outsider] == []
    data = dict(seen[organiser])
    assert all(d["tournament_id"] == tid for _, d in seen[organiser] + seen[player])
    assert data["tournament.round_paired"]["round"] == 1
    assert data["tournament.round_paired"]["matches"][0]["id"] == match["id"]
    assert data["tournament.result_reported"]["match_id"] == match["id"]
    assert data["tournament.result_reported"]["correction"] is False
    assert dict(seen[player])["match.result_reported"] == data["tournament.result_reported"]


def test_ratings_follow_finished_matches_between_accounts(client):
    organiser, ann, ben = (client.new_user_token() for _ in range(3))
    tid = create(client, organiser, rounds=1, ruleset="oversoul")["id"]
    ids = {
        tok: client.post(
            f"/v1/tournaments/{tid}/players", token=organiser, json={"user_id": user_id(client, tok)}
        ).get_json()["id"]
        for tok in (ann, ben)
    }
    match = pair(client, organiser, tid)["matches"][0]
    result(client, organiser, tid, match["id"], wins={ids[ann]: 2, ids[ben]: 0})
    mine = client.get(f"/v1/ratings/{user_id(client, ann)}").get_json()
    theirs = client.get(f"/v1/ratings/{user_id(client, ben)}").get_json()
    assert mine["ratings"][0]["ruleset"] == "oversoul" and mine["ratings"][0]["tables"] == 1
    assert mine["ratings"][0]["mu"] > 25 > theirs["ratings"][0]["mu"]
    assert mine["history"][0]["source"] == "match" and mine["history"][0]["source_id"] == match["id"]
    board = client.get("/v1/ratings?ruleset=oversoul").get_json()["items"]
    assert [r["user_id"] for r in board][:2] == [user_id(client, ann), user_id(client, ben)]
    assert_problem(client.get("/v1/ratings/usr_nope"), 404, "not-found")
