"""Penalties through the API: infractions per enforcement level, what each penalty does to a match, who sees them."""

from __future__ import annotations

from tests.service.test_errors import assert_problem
from tests.tournaments.helpers import (
    add_guests,
    audit_actions,
    create,
    delivered,
    pair,
    penalise,
    play_round,
    result,
    standings,
    user_id,
    webhook,
)


def _event_with_accounts(client, count: int = 4, **overrides):
    """An event whose players have accounts (so they can read their own penalties), paired for round 1."""
    organiser = client.new_user_token()
    tid = create(client, organiser, **overrides)["id"]
    tokens, ids = [], []
    for _ in range(count):
        token = client.new_user_token()
        resp = client.post(f"/v1/tournaments/{tid}/players", token=organiser, json={"user_id": user_id(client, token)})
        tokens.append(token)
        ids.append(resp.get_json()["id"])
    return organiser, tid, dict(zip(ids, tokens, strict=True)), pair(client, organiser, tid)


def _opponent(match: dict, player: str) -> str:
    return next(p["id"] for p in match["players"] if p["id"] != player)


def test_infractions_are_served_per_enforcement_level(client):
    organiser = client.new_user_token()
    casual = create(client, organiser)["id"]
    pro = create(client, organiser, enforcement="professional")["id"]
    casual_list = client.get(f"/v1/tournaments/{casual}/infractions").get_json()
    pro_list = client.get(f"/v1/tournaments/{pro}/infractions").get_json()
    assert casual_list["enforcement"] == "casual" and pro_list["enforcement"] == "professional"
    codes = {i["code"]: i for i in pro_list["items"]}
    assert {"tardiness", "deck_problem", "cheating", "communication_policy_violation"} <= set(codes)
    assert codes["hidden_card_error"]["default_penalty"] == "game_loss"
    assert "communication_policy_violation" not in {i["code"] for i in casual_list["items"]}
    assert set(codes["cheating"]) == {"code", "name", "category", "description", "default_penalty", "escalates_after"}
    assert_problem(client.get("/v1/tournaments/trn_nope/infractions"), 404, "not-found")


def test_a_game_loss_changes_the_current_match_and_the_player_sees_it(client):
    organiser, tid, tokens, round_one = _event_with_accounts(client, enforcement="competitive")
    match = round_one["matches"][0]
    late = match["players"][0]["id"]
    other = _opponent(match, late)
    issued = penalise(client, organiser, tid, late, "tardiness", "game_loss", notes="Seated 12 minutes late")
    assert {"id", "round", "issued_by", "issued_at"} <= set(issued)
    assert issued["round"] == 1 and issued["issued_by"] == user_id(client, organiser)
    assert issued["match_id"] == match["id"] and issued["suggested_penalty"] == "game_loss"
    # the players report the games they played: 1-1; the game loss makes it 1-2
    decided = result(client, organiser, tid, match["id"], wins={late: 1, other: 1})
    assert decided["status"] == "final" and decided["result"]["wins"] == {late: 1, other: 2}
    assert decided["result"]["reported"]["wins"] == {late: 1, other: 1}
    assert decided["result"]["penalty_ids"] == [issued["id"]]
    too_many = client.post(
        f"/v1/tournaments/{tid}/matches/{match['id']}/result", token=organiser, json={"wins": {late: 2, other: 1}}
    )
    assert "wins" in assert_problem(too_many, 422, "validation-error")["errors"]["json"]  # 2-1 + a game: 2-2
    mine = client.get(f"/v1/tournaments/{tid}/penalties", token=tokens[late]).get_json()["items"]
    assert [p["id"] for p in mine] == [issued["id"]]
    assert client.get(f"/v1/tournaments/{tid}/penalties", token=tokens[other]).get_json()["items"] == []
    assert len(client.get(f"/v1/tournaments/{tid}/penalties", token=organiser).get_json()["items"]) == 1
    assert_problem(
        client.get(f"/v1/tournaments/{tid}/penalties", token=client.new_user_token()), 403, "not-in-tournament"
    )
    assert_problem(client.get(f"/v1/tournaments/{tid}/penalties"), 401, "unauthorized")
    audit = next(a for a in audit_actions(client, organiser, tid) if a["action"] == "penalty.issued")
    assert audit["data"]["player_id"] == late and audit["data"]["penalty"] == "game_loss"


def test_a_match_loss_after_the_match_corrects_its_result(client):
    organiser, tid, _tokens, round_one = _event_with_accounts(client, enforcement="competitive")
    match = round_one["matches"][0]
    winner = match["players"][0]["id"]
    other = _opponent(match, winner)
    result(client, organiser, tid, match["id"], wins={winner: 2})
    penalise(client, organiser, tid, winner, "outside_assistance", "match_loss")
    doc = client.get(f"/v1/tournaments/{tid}/rounds/1").get_json()
    corrected = next(m for m in doc["matches"] if m["id"] == match["id"])
    assert corrected["result"]["outcome"] == "match_loss" and corrected["result"]["wins"] == {other: 2, winner: 0}
    corrections = [a for a in audit_actions(client, organiser, tid) if a["action"] == "result.corrected"]
    assert corrections[-1]["data"]["reason"] == "match_loss (outside_assistance)"


def test_a_game_loss_between_matches_goes_to_the_next_match(client):
    organiser, tid, _tokens, round_one = _event_with_accounts(client, rounds=2)
    match = round_one["matches"][0]
    player = match["players"][0]["id"]
    result(client, organiser, tid, match["id"], wins={player: 2})
    waiting = penalise(client, organiser, tid, player, "decklist_problem", "game_loss")
    assert waiting["match_id"] is None  # the match is over: it waits for the next
    play_round(client, organiser, tid, {"matches": round_one["matches"][1:]})
    round_two = pair(client, organiser, tid)
    nxt = next(m for m in round_two["matches"] if player in [p["id"] for p in m["players"]])
    listed = client.get(f"/v1/tournaments/{tid}/penalties", token=organiser).get_json()["items"]
    assert listed[0]["match_id"] == nxt["id"]
    other = _opponent(nxt, player)
    decided = result(client, organiser, tid, nxt["id"], wins={player: 1})
    assert decided["result"]["wins"] == {player: 1, other: 1} and decided["status"] == "final"


def test_a_disqualification_loses_the_match_in_progress_and_drops_the_player(client):
    organiser, tid, tokens, round_one = _event_with_accounts(client, count=5, rounds=3)
    judge = client.new_user_token()
    client.post(f"/v1/tournaments/{tid}/staff", token=organiser, json={"user_id": user_id(client, judge)})
    # every one of them has an endpoint for penalties: the penalty reaches the player's and the staff's only
    people = (organiser, judge, *tokens.values())
    hooks = {token: webhook(client, token, ["tournament.penalty_issued"]) for token in people}
    match = next(m for m in round_one["matches"] if m["kind"] == "match")
    cheat = match["players"][0]["id"]
    other = _opponent(match, cheat)
    penalise(client, judge, tid, cheat, "cheating", "disqualification", notes="Marked cards, admitted")
    doc = client.get(f"/v1/tournaments/{tid}/rounds/1").get_json()
    lost = next(m for m in doc["matches"] if m["id"] == match["id"])
    assert lost["status"] == "final" and lost["result"]["wins"] == {other: 2, cheat: 0}
    player = next(p for p in client.get(f"/v1/tournaments/{tid}/players").get_json()["items"] if p["id"] == cheat)
    assert player["disqualified"] and player["dropped"] and player["dropped_after_round"] == 1
    play_round(client, organiser, tid, {"matches": [m for m in round_one["matches"] if m["id"] != match["id"]]})
    round_two = pair(client, organiser, tid)
    assert cheat not in {p["id"] for m in round_two["matches"] for p in m["players"]}
    assert next(r for r in standings(client, tid) if r["player_id"] == cheat)["disqualified"] is True
    assert_problem(
        client.post(
            f"/v1/tournaments/{tid}/penalties",
            token=organiser,
            json={"player_id": cheat, "infraction": "cheating", "penalty": "warning"},
        ),
        409,
        "already-disqualified",
    )
    told = {token for token, hook in hooks.items() if delivered(client, token, hook)}
    assert told == {organiser, judge, tokens[cheat]}
    [(_, data)] = delivered(client, tokens[cheat], hooks[tokens[cheat]])
    assert data["tournament_id"] == tid and data["player_id"] == cheat


def test_in_a_pod_a_game_loss_puts_the_player_last(client):
    organiser = client.new_user_token()
    tid = create(client, organiser, ruleset="achroma", format="pods", rounds=1)["id"]
    add_guests(client, organiser, tid, ["A", "B", "C", "D"])
    pod = pair(client, organiser, tid)["matches"][0]
    ids = [p["id"] for p in pod["players"]]
    penalise(client, organiser, tid, ids[0], "game_rule_violation", "game_loss")
    decided = result(client, organiser, tid, pod["id"], placements=ids)
    assert decided["result"]["placements"] == [[ids[1]], [ids[2]], [ids[3]], [ids[0]]]


def test_penalty_input_and_roles(client):
    organiser, tid, tokens, round_one = _event_with_accounts(client)
    player = next(iter(tokens))
    url = f"/v1/tournaments/{tid}/penalties"
    bad = client.post(
        url, token=organiser, json={"player_id": player, "infraction": "jaywalking", "penalty": "warning"}
    )
    assert "infraction" in assert_problem(bad, 422, "validation-error")["errors"]["json"]
    casual_only = client.post(
        url,
        token=organiser,
        json={"player_id": player, "penalty": "warning", "infraction": "communication_policy_violation"},
    )
    assert_problem(casual_only, 422, "validation-error")  # not an infraction at casual enforcement
    for body, field in [
        ({"player_id": player, "infraction": "tardiness", "penalty": "banishment"}, "penalty"),
        ({"infraction": "tardiness", "penalty": "warning"}, "player_id"),
        ({"player_id": player, "infraction": "tardiness", "penalty": "warning", "extra": 1}, "extra"),
    ]:
        assert (
            field
            in assert_problem(client.post(url, token=organiser, json=body), 422, "validation-error")["errors"]["json"]
        )
    body = {"player_id": player, "infraction": "tardiness", "penalty": "warning"}
    assert_problem(client.post(url, token=tokens[player], json=body), 403, "not-tournament-staff")
    assert_problem(client.post(url, token=organiser, json={**body, "player_id": "tpl_nope"}), 404, "not-found")
    assert_problem(client.post("/v1/tournaments/trn_nope/penalties", token=organiser, json=body), 404, "not-found")
    assert client.get(f"/v1/tournaments/{tid}/penalties", token=organiser).get_json()["items"] == []  # none stuck
    assert round_one["matches"][0]["status"] == "pending"
