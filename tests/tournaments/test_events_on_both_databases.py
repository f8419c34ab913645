"""An event run on SQLite and on PostgreSQL: the live log numbered in commit order under concurrent writers,
the clock, a penalty, a stale round re-paired and a bracket, the same on both databases."""

from __future__ import annotations

import threading

import httpx
import pytest

from tests.support.client import ApiClient
from tests.support.servers import LiveServer
from tests.tournaments.helpers import add_guests, clock, create, live_events, pair, penalise, play_round, result


def test_an_event_with_clock_penalty_and_stale_round_on_both_databases(db_app):
    client = ApiClient(db_app.test_client())
    organiser = client.new_user_token()
    tid = create(client, organiser, rounds=2, top_cut=2, enforcement="competitive")["id"]
    add_guests(client, organiser, tid, [f"P{i}" for i in range(6)])
    round_one = pair(client, organiser, tid)
    clock(client, organiser, tid, 1, action="start", minutes=30)
    first = round_one["matches"][0]
    a, b = (p["id"] for p in first["players"])
    penalise(client, organiser, tid, a, "deck_problem", "game_loss")
    assert result(client, organiser, tid, first["id"], wins={a: 1, b: 0})["result"]["wins"] == {a: 1, b: 1}
    play_round(client, organiser, tid, {"matches": round_one["matches"][1:]})
    round_two = pair(client, organiser, tid)
    result(client, organiser, tid, first["id"], wins={a: 1, b: 1})  # a correction: b now wins 2-1
    resp = client.post(
        f"/v1/tournaments/{tid}/rounds/2/stale", token=organiser, json={"decision": "repair", "reason": "Slip misread"}
    )
    assert resp.status_code == 200 and resp.get_json()["pairings_made"] == 2 and round_two["stale"] is False
    play_round(client, organiser, tid, resp.get_json())
    final = pair(client, organiser, tid)
    assert final["stage"] == "top_cut" and final["summary"]["final"]
    play_round(client, organiser, tid, final)
    assert client.get(f"/v1/tournaments/{tid}/bracket").get_json()["champion"]
    numbers = [e["number"] for e in live_events(client, tid, token=organiser)]
    assert numbers == list(range(1, len(numbers) + 1))


def test_concurrent_writers_number_the_log_without_gaps_or_repeats(db_app):
    client = ApiClient(db_app.test_client())
    organiser = client.new_user_token()
    tid = create(client, organiser)["id"]
    add_guests(client, organiser, tid, [f"P{i}" for i in range(16)])
    round_one = pair(client, organiser, tid)
    before = len(live_events(client, tid))
    statuses: list[int] = []
    with LiveServer(db_app) as server:

        def extend(match_id: str) -> None:
            for _ in range(3):
                resp = httpx.post(
                    f"{server.url}/v1/tournaments/{tid}/matches/{match_id}/extensions",
                    headers={"Authorization": f"Bearer {organiser}"},
                    json={"minutes": 1, "reason": "ruling"},
                    timeout=30,
                )
                statuses.append(resp.status_code)

        threads = [threading.Thread(target=extend, args=(m["id"],)) for m in round_one["matches"]]
        for t in threads:
            t.start()
        for t in threads:
            t.join(60)
    assert statuses == [201] * 24
    entries = live_events(client, tid)
    assert [e["number"] for e in entries] == list(range(1, before + 25))
    per_match = {}
    for e in entries[before:]:
        per_match.setdefault(e["data"]["match_id"], []).append(e["data"]["extension_minutes"])
    assert all(totals == [1, 2, 3] for totals in per_match.values())  # each match's extensions in commit order


@pytest.mark.parametrize("database_url", [pytest.param("postgres", marks=pytest.mark.postgres)], indirect=True)
def test_the_last_two_results_written_side_by_side_complete_the_round(db_app):
    """Swiss — a round completes once every table has its final result (write skew under READ COMMITTED). The last
    two tables' results are written in two units of work that are both ready to commit before either does: each
    unit's own reads saw the other table still open. The check made as each commits, while the event's row is held,
    sees the other's result, and the round completes. (Checked before the commit, neither saw the other's result
    and the round stayed open for ever; locked before the commit, the second unit waited for the first's, which
    waited here for the second: both must reach the barrier with no lock on the event.) PostgreSQL only: SQLite
    writes one unit at a time."""
    from service.accounts.identity import Principal
    from service.tournaments import results

    client = ApiClient(db_app.test_client())
    organiser = client.new_user_token()
    tid = create(client, organiser, rounds=2)["id"]
    add_guests(client, organiser, tid, ["A", "B", "C", "D"])
    matches = pair(client, organiser, tid)["matches"]
    db = db_app.extensions["companion"].db
    me = client.get("/v1/me", token=organiser).get_json()
    principal = Principal(me["id"], me["username"], False, frozenset({"tournaments:write"}), "token", "tok-organiser")
    both_written = threading.Barrier(2, timeout=20)
    errors: list[BaseException] = []

    def report(match: dict) -> None:
        first, second = (p["id"] for p in match["players"])
        try:
            with db.session() as session:  # commits as the block ends
                results.report(
                    session=session,
                    principal=principal,
                    tournament_id=tid,
                    match_id=match["id"],
                    body={"wins": {first: 2, second: 0}},
                )
                both_written.wait()
        except BaseException as exc:
            errors.append(exc)

    threads = [threading.Thread(target=report, args=(m,)) for m in matches]
    for t in threads:
        t.start()
    for t in threads:
        t.join(60)
    assert errors == []
    round_one = client.get(f"/v1/tournaments/{tid}/rounds/1", token=organiser).get_json()
    assert [m["status"] for m in round_one["matches"]] == ["final", "final"]
    assert round_one["status"] == "complete"
    assert [e["type"] for e in live_events(client, tid)].count("round.completed") == 1


def test_phones_starting_one_match_game_at_once_link_exactly_one(db_app):
    """Linking — eight requests start the same best-of-one match's game at once: one game is linked, every other
    request gets 409 and its game is removed (on PostgreSQL the link's UPDATE, made only if the match is as read,
    waits for the first and then finds the match changed)."""
    from sqlalchemy import func, select

    from service.games.models import Game

    client = ApiClient(db_app.test_client())
    organiser = client.new_user_token()
    tid = create(client, organiser, match={"best_of": 1})["id"]
    add_guests(client, organiser, tid, ["A", "B"])
    match = pair(client, organiser, tid)["matches"][0]
    db = db_app.extensions["companion"].db
    with db.read() as session:
        games_before = session.scalar(select(func.count()).select_from(Game))
    answers: list[tuple[int, str]] = []
    with LiveServer(db_app) as server:

        def start() -> None:
            resp = httpx.post(
                f"{server.url}/v1/tournaments/{tid}/matches/{match['id']}/games",
                json={},
                headers={"Authorization": f"Bearer {organiser}"},
                timeout=30,
            )
            answers.append((resp.status_code, resp.json().get("code", "")))

        threads = [threading.Thread(target=start) for _ in range(8)]
        for t in threads:
            t.start()
        for t in threads:
            t.join(60)
    assert sorted(answers) == [(201, "")] + [(409, "too-many-games")] * 7
    linked = client.get(f"/v1/tournaments/{tid}/rounds/1", token=organiser).get_json()["matches"][0]["games"]
    with db.read() as session:
        assert session.scalar(select(func.count()).select_from(Game)) == games_before + len(linked) == games_before + 1
