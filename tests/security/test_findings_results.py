"""The outside probe's findings about match results (SECURITY.md, "A result is final only on both players' word"):
a player who held the opponent's seat of the match's game, or of a private game linked to the match, made the match
final without a word from the opponent. And the same class of hole elsewhere: reporting for a match one is not in, a
judge deciding their own match, penalties seen by everyone."""

from __future__ import annotations

from typing import Any

from sqlalchemy import select

from service.games.models import GameMember
from tests.service.test_errors import assert_problem
from tests.support.client import ApiClient
from tests.tournaments.helpers import add_guests, create, event_of_two, live_events, pair, penalise, result, user_id


def _start(client: ApiClient, token: str, tid: str, match_id: str) -> str:
    resp = client.post(f"/v1/tournaments/{tid}/matches/{match_id}/games", token=token, json={})
    assert resp.status_code == 201, resp.get_json()
    return resp.get_json()["games"][-1]["game_id"]


def _concede(client: ApiClient, token: str, game_id: str, seat: str) -> bool:
    """True when the caller's concession for ``seat`` was taken (a seat they do not control: refused, 403)."""
    resp = client.post(f"/v1/games/{game_id}/actions", token=token, json={"type": "concede", "seat": seat})
    assert resp.status_code in (200, 403), resp.get_json()
    return resp.status_code == 200


def _players(match: dict[str, Any], tokens: dict[str, str]) -> tuple[str, str, str, str]:
    (first, second) = (p["id"] for p in match["players"])
    return first, tokens[first], second, tokens[second]


def test_a_match_game_creator_conceding_the_opponents_seat_does_not_finish_the_match(client):
    """The probe: the player who started the match's game conceded the opponent's seat in two games and took the
    result `from_game`: final 2-0 without the opponent. Now it waits for the opponent's word."""
    _, tid, tokens, match = event_of_two(client, match={"best_of": 3})
    first, first_token, second, second_token = _players(match, tokens)
    url = f"/v1/tournaments/{tid}/matches/{match['id']}"
    for _ in range(2):
        game_id = _start(client, first_token, tid, match["id"])
        if not _concede(client, first_token, game_id, "p2"):
            return  # the opponent's seat is not the creator's to play at all
    pending = result(client, first_token, tid, match["id"], from_game=True)
    assert pending["status"] == "reported" and pending["result"] is None
    assert pending["reported_by"] == [first]
    assert client.get(f"/v1/tournaments/{tid}/rounds/1").get_json()["matches"][0]["status"] == "reported"
    # the opponent's word makes it final; their own word otherwise disputes it
    disputed = client.post(f"{url}/result", token=second_token, json={"wins": {second: 2}})
    assert disputed.status_code == 200 and disputed.get_json()["status"] == "disputed"
    confirmed = result(client, second_token, tid, match["id"], wins={first: 2, second: 0})
    assert confirmed["status"] == "final" and confirmed["result"]["source"] == "players"


def test_a_private_game_played_alone_cannot_decide_a_match(client):
    """The probe: a private game created by one player, both seats played by them, then linked to the match. Linking
    is refused while the opponent does not hold their seat; held, moves made for it by another still need the
    opponent's word."""
    _, tid, tokens, match = event_of_two(client, match={"best_of": 1})
    first, first_token, second, second_token = _players(match, tokens)
    url = f"/v1/tournaments/{tid}/matches/{match['id']}"
    body = {"ruleset": "arcane", "players": [{"name": "Me"}, {"name": "Them"}], "seed": 7}
    game = client.post("/v1/games", token=first_token, json=body).get_json()
    refused = assert_problem(
        client.post(f"{url}/games", token=first_token, json={"game_id": game["id"]}), 409, "seats-not-held"
    )
    assert refused["seats"] == ["p2"]
    joined = client.post(
        f"/v1/games/{game['id']}/join", token=second_token, json={"join_code": game["join_code"], "seat": "p2"}
    )
    assert joined.status_code == 200, joined.get_json()
    linked = client.post(f"{url}/games", token=first_token, json={"game_id": game["id"]})
    assert linked.status_code == 200, linked.get_json()
    if not _concede(client, first_token, game["id"], "p2"):
        return
    pending = result(client, first_token, tid, match["id"], from_game=True)
    assert pending["status"] == "reported" and pending["result"] is None
    confirmed = result(client, second_token, tid, match["id"], from_game=True)  # the opponent agrees with the game
    assert confirmed["status"] == "final" and confirmed["result"]["wins"] == {first: 1, second: 0}


def test_a_match_game_seats_are_held_by_their_players_from_creation(client, app):
    _, tid, tokens, match = event_of_two(client, match={"best_of": 1})
    _, first_token, _, second_token = _players(match, tokens)
    game_id = _start(client, first_token, tid, match["id"])
    with app.extensions["companion"].db.read() as session:
        rows = {
            m.user_id: (m.role, m.seats)
            for m in session.scalars(select(GameMember).where(GameMember.game_id == game_id))
        }
    assert rows == {
        user_id(client, first_token): ("owner", ["p1"]),  # the creator holds their own seat only
        user_id(client, second_token): ("player", ["p2"]),
    }
    viewer = client.get(f"/v1/games/{game_id}", token=second_token).get_json()["viewer"]
    assert viewer["controls"] == ["p2"]


def test_a_game_each_player_played_for_themselves_decides_the_match_at_once(client):
    _, tid, tokens, match = event_of_two(client, match={"best_of": 1})
    first, first_token, second, second_token = _players(match, tokens)
    game_id = _start(client, first_token, tid, match["id"])
    assert _concede(client, second_token, game_id, "p2")  # the loser concedes their own seat
    decided = result(client, first_token, tid, match["id"], from_game=True)
    assert decided["status"] == "final" and decided["result"]["source"] == "game"
    assert decided["result"]["wins"] == {first: 1, second: 0}


def test_a_player_reports_no_result_of_a_match_they_are_not_in(client):
    _, tid, _, match = event_of_two(client)
    stranger = client.new_user_token()
    for body in ({"wins": {match["players"][0]["id"]: 2}}, {"from_game": True}):
        resp = client.post(f"/v1/tournaments/{tid}/matches/{match['id']}/result", token=stranger, json=body)
        assert_problem(resp, 403, "not-your-match")


def _organiser_who_plays(client: ApiClient) -> tuple[str, str, str, str, str, dict[str, Any]]:
    """An event whose organiser entered it and plays round 1: (organiser, event, their player id, the opponent's
    token, the opponent's id, the match)."""
    organiser = client.new_user_token()
    tid = create(client, organiser, rounds=2, enforcement="competitive")["id"]
    opponent = client.new_user_token()
    ids = {}
    for token in (organiser, opponent):
        entry = client.post(f"/v1/tournaments/{tid}/players", token=token, json={"user_id": user_id(client, token)})
        assert entry.status_code == 201, entry.get_json()
        ids[token] = entry.get_json()["id"]
        checked_in = client.post(f"/v1/tournaments/{tid}/players/{ids[token]}/check-in", token=token)
        assert checked_in.status_code == 200, checked_in.get_json()
    match = pair(client, organiser, tid)["matches"][0]
    return organiser, tid, ids[organiser], opponent, ids[opponent], match


def test_an_organiser_who_plays_is_a_player_in_their_own_match(client):
    organiser, tid, mine, opponent, theirs, match = _organiser_who_plays(client)
    url = f"/v1/tournaments/{tid}/matches/{match['id']}"
    reported = result(client, organiser, tid, match["id"], wins={mine: 2})
    assert reported["status"] == "reported"  # their word, not a judge's: the opponent confirms
    for body in ({"outcome": "no_show", "absent": [theirs]}, {"outcome": "double_loss"}):
        assert_problem(client.post(f"{url}/result", token=organiser, json=body), 403, "conflict-of-interest")
    extend = client.post(f"{url}/extensions", token=organiser, json={"minutes": 10, "reason": "ruling"})
    assert_problem(extend, 403, "conflict-of-interest")
    for player in (theirs, mine):
        penalty = {"player_id": player, "infraction": "tardiness", "penalty": "game_loss", "notes": ""}
        resp = client.post(f"/v1/tournaments/{tid}/penalties", token=organiser, json=penalty)
        assert_problem(resp, 403, "conflict-of-interest")
    final = result(client, opponent, tid, match["id"], wins={mine: 2})
    assert final["status"] == "final"
    correction = client.post(f"{url}/result", token=organiser, json={"wins": {mine: 2}, "draws": 1})
    assert_problem(correction, 403, "conflict-of-interest")
    # another judge rules in it
    judge = client.new_user_token()
    added = client.post(f"/v1/tournaments/{tid}/staff", token=organiser, json={"user_id": user_id(client, judge)})
    assert added.status_code == 200, added.get_json()
    corrected = result(client, judge, tid, match["id"], wins={theirs: 2})
    assert corrected["status"] == "final" and corrected["result"]["wins"] == {mine: 0, theirs: 2}
    penalise(client, judge, tid, mine, "tardiness", "warning")


def test_a_private_penalty_stays_out_of_public_rounds_and_streams(client):
    organiser, tid, tokens, match = event_of_two(client, enforcement="competitive")
    late, _, other, _ = _players(match, tokens)
    issued = penalise(client, organiser, tid, late, "tardiness", "game_loss")
    decided = result(client, organiser, tid, match["id"], wins={late: 1, other: 1})
    assert decided["result"]["penalty_ids"] == [issued["id"]]  # the judge sees why
    public = client.get(f"/v1/tournaments/{tid}/rounds/1").get_json()["matches"][0]["result"]
    assert public["wins"] == {late: 1, other: 2}
    hidden = {"penalty_ids", "reported", "awarded", "penalty", "penalised"}
    assert not hidden & set(public)
    for token in (None, tokens[other]):
        entries = live_events(client, tid, token)
        assert not any(e["type"] == "penalty.issued" for e in entries)
        results = [e["data"]["result"] for e in entries if e["type"] == "result.reported" and e["data"].get("final")]
        assert results and not any(hidden & set(r) for r in results)
    reader = client.get(f"/v1/tournaments/{tid}/bracket")
    assert issued["id"] not in reader.get_data(as_text=True)


def test_a_judge_entering_late_does_not_choose_their_own_missed_rounds(client):
    """Staff set what a late entry's missed rounds count as: a judge entering themselves would award themselves
    byes (wins) for rounds they never played."""
    organiser = client.new_user_token()
    tid = create(client, organiser, rounds=3)["id"]
    add_guests(client, organiser, tid, ["Ada", "Bo"])
    pair(client, organiser, tid)
    me = {"user_id": user_id(client, organiser)}
    byes = client.post(f"/v1/tournaments/{tid}/players", token=organiser, json={**me, "missed_round_result": "bye"})
    assert_problem(byes, 403, "conflict-of-interest")
    entered = client.post(f"/v1/tournaments/{tid}/players", token=organiser, json=me)
    assert entered.status_code == 201 and entered.get_json()["entered_round"] == 2
