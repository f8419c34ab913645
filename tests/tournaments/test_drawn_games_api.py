"""Drawn games through the API: every path that takes a result (players' reports, the slip, staff entries and
corrections, results from linked games) accepts what a match can really end with, refuses what it cannot with a
422 naming the field, and the standings score drawn games.

MTR 2.1: "A Magic match consists of a series of games that are played until one side has won a set number of
games, usually two. Drawn games do not count toward this goal." Game points (MTR Appendix C): 3 per game won,
1 per drawn game.
"""

from __future__ import annotations

import time
from types import SimpleNamespace

import pytest

from service.platform.errors import Conflict
from service.tournaments import linked_games, slip_codes
from service.tournaments.linked_results import LinkedGame, result_from_games
from service.tournaments.results import normalise
from tests.games.helpers import act
from tests.service.test_errors import assert_problem
from tests.tournaments.helpers import add_guests, create, event_of_two, pair, result, standings


def test_both_players_report_2_1_1_and_the_standings_score_its_drawn_game(client):
    """MTR 2.1 — "Drawn games do not count toward this goal.": 2-1 with a drawn game ends a best-of-3."""
    _organiser, tid, tokens, match = event_of_two(client)
    a, b = tokens
    wins = {a: 2, b: 1}
    first = result(client, tokens[a], tid, match["id"], wins=wins, draws=1)
    assert first["status"] == "reported"
    final = result(client, tokens[b], tid, match["id"], wins=wins, draws=1)
    assert final["status"] == "final" and final["result"]["wins"] == wins and final["result"]["draws"] == 1
    rows = {r["player_id"]: r for r in standings(client, tid)}
    assert rows[a]["points"] == 3 and rows[b]["points"] == 0
    assert rows[a]["tiebreakers"]["gw"] == round(7 / 12, 4)  # 3 + 3 + 1 game points of 12
    assert rows[b]["tiebreakers"]["gw"] == round(4 / 12, 4)  # 3 + 1
    assert rows[a]["tiebreakers"]["ogw"] == round(4 / 12, 4)


def test_staff_enter_and_correct_results_with_drawn_games(client):
    """MTR 2.1 — drawn games come on top of the games a best-of-3 needs: 1-1-2 and 2-0-2 are results."""
    organiser = client.new_user_token()
    tid = create(client, organiser, rounds=2)["id"]
    add_guests(client, organiser, tid, ["A", "B", "C", "D"])
    first, second = pair(client, organiser, tid)["matches"]
    a, b = (p["id"] for p in first["players"])
    c, d = (p["id"] for p in second["players"])
    drawn = result(client, organiser, tid, first["id"], wins={a: 1, b: 1}, draws=2)
    assert drawn["result"]["draws"] == 2
    result(client, organiser, tid, second["id"], wins={c: 2, d: 0}, draws=2)
    corrected = result(client, organiser, tid, first["id"], wins={a: 2, b: 1}, draws=1)
    assert corrected["result"]["wins"] == {a: 2, b: 1} and corrected["result"]["draws"] == 1
    points = {r["player_id"]: r["points"] for r in standings(client, tid)}
    assert points == {a: 3, b: 0, c: 3, d: 0}


def test_results_no_best_of_3_can_end_with_are_422_naming_the_field(client):
    """MTR 2.1 — the match ends when one player has won two games: 3-0 and 2-2 are impossible; and more drawn
    games than the format has games do not fit in a round."""
    _organiser, tid, tokens, match = event_of_two(client)
    a, b = tokens
    url = f"/v1/tournaments/{tid}/matches/{match['id']}/result"
    for body, field in [
        ({"wins": {a: 3, b: 0}}, "wins"),
        ({"wins": {a: 2, b: 2}, "draws": 1}, "wins"),
        ({"wins": {a: 2, b: 1}, "draws": 4}, "draws"),
    ]:
        problem = assert_problem(client.post(url, token=tokens[a], json=body), 422, "validation-error")
        assert list(problem["errors"]["json"]) == [field], problem


def test_a_guest_reports_2_1_1_from_the_slip(client):
    """MTR 2.1 — the slip takes a result with a drawn game like any other report."""
    organiser = client.new_user_token()
    tid = create(client, organiser)["id"]
    add_guests(client, organiser, tid, ["Ann", "Bo"])
    match = pair(client, organiser, tid)["matches"][0]
    a, b = (p["id"] for p in match["players"])
    secret = client.http.application.extensions["companion"].settings.secret_key
    code = slip_codes.slip_code(secret, tid, match["id"])
    url = f"/v1/tournaments/{tid}/matches/{match['id']}/slip-result"
    body = {"code": code, "wins": {a: 2, b: 1}, "draws": 1}
    assert client.post(url, json={**body, "player_id": a}).status_code == 200
    final = client.post(url, json={**body, "player_id": b})
    assert final.status_code == 200, final.get_json()
    assert final.get_json()["status"] == "final" and final.get_json()["result"]["draws"] == 1
    wrong = client.post(url, json={**body, "player_id": a, "wins": {a: 3}})
    assert wrong.status_code in (409, 422)  # final already: the staff's to correct


def test_a_best_of_3_match_without_a_drawn_game_takes_three_linked_games_not_four(client):
    """MTR 2.1 — only a drawn game lets a match go past its best-of: three undrawn games, and a fourth is a 409."""
    organiser, tid, _tokens, match = event_of_two(client)
    url = f"/v1/tournaments/{tid}/matches/{match['id']}/games"
    new_game = {"ruleset": "arcane", "players": [{"name": "Ada"}, {"name": "Bo"}], "seed": 3}
    answers = []
    for _ in range(4):
        game = client.post("/v1/games", token=organiser, json=new_game)
        assert game.status_code == 201, game.get_json()
        answers.append(client.post(url, token=organiser, json={"game_id": game.get_json()["id"]}))
    assert [a.status_code for a in answers] == [200, 200, 200, 409]
    assert_problem(answers[-1], 409, "too-many-games")


def _end_drawn(client, game_id: str) -> None:
    """Finish a live game without a winner, as an engine's turn limit does (no tracker action ends a game drawn), by
    the store's own check-and-set write in the test's Redis."""
    store = client.http.application.extensions["live_store"]
    live = store.load(game_id)
    state = {**live.state, "status": "finished", "winner": None, "finish_reason": "turn_limit"}
    entry = {"number": live.version + 1, "type": "game_finished", "by": "the engine", "effects": []}
    store.append(
        game_id=game_id, expected_version=live.version, state=state, entries=[entry], now=time.time(), ttl=3600
    )


def test_each_linked_game_that_ended_drawn_lets_the_match_take_one_more(client):
    """MTR 2.1 — "Drawn games do not count toward this goal.": a best-of-3 with a drawn game among its three linked
    games takes a fourth; the fourth, undrawn, leaves no room for a fifth."""
    organiser, tid, _tokens, match = event_of_two(client)
    url = f"/v1/tournaments/{tid}/matches/{match['id']}/games"
    new_game = {"ruleset": "arcane", "players": [{"name": "Ada"}, {"name": "Bo"}], "seed": 3}
    games = []
    for _ in range(5):
        game = client.post("/v1/games", token=organiser, json=new_game)
        assert game.status_code == 201, game.get_json()
        games.append(game.get_json()["id"])
    for gid in games[:3]:
        assert client.post(url, token=organiser, json={"game_id": gid}).status_code == 200
    act(client, organiser, games[0], type="concede", seat="p2")
    _end_drawn(client, games[1])
    act(client, organiser, games[2], type="concede", seat="p1")
    fourth = client.post(url, token=organiser, json={"game_id": games[3]})
    assert fourth.status_code == 200, fourth.get_json()
    fifth = client.post(url, token=organiser, json={"game_id": games[4]})
    assert_problem(fifth, 409, "too-many-games")


def test_three_drawn_games_let_a_best_of_3_take_six_never_seven():
    """MTR 2.1 — the most games a best-of-3 can take: two wins each way short of the goal (2-1) and three drawn."""
    tournament = SimpleNamespace(best_of=3)
    six = SimpleNamespace(kind="match", status="pending", games=[{"game_id": f"d{i}"} for i in range(6)])
    with pytest.raises(Conflict):
        linked_games._links_so_far(tournament, six, drawn=frozenset(f"d{i}" for i in range(6)))
    five = SimpleNamespace(kind="match", status="pending", games=[{"game_id": f"d{i}"} for i in range(5)])
    assert len(linked_games._links_so_far(tournament, five, drawn=frozenset(f"d{i}" for i in range(3)))) == 5


def _finished(winner: str | None) -> LinkedGame:
    return LinkedGame(state={"status": "finished", "winner": winner}, meta={}, chain_head=None)


def test_linked_games_won_2_1_with_a_drawn_game_give_a_2_1_1_result():
    """MTR 2.1 — a tracked game without one winner is a drawn game; it does not count toward the two wins."""
    tournament = SimpleNamespace(best_of=3)
    seats = {"a": "p1", "b": "p2"}
    links = [{"game_id": f"g{i}", "seats": seats} for i in range(4)]
    match = SimpleNamespace(players=["a", "b"], kind="match", games=links)
    states = {"g0": _finished("p1"), "g1": _finished(None), "g2": _finished("p2"), "g3": _finished("p1")}
    found = result_from_games(tournament=tournament, match=match, game_states=states)
    assert found["wins"] == {"a": 2, "b": 1} and found["draws"] == 1
    found.pop("links"), found.pop("chain_head")
    assert normalise(tournament, match, found) == {"outcome": "played", "wins": {"a": 2, "b": 1}, "draws": 1}
