"""An event run on SQLite and on PostgreSQL: the live log numbered in commit order under concurrent writers,
the clock, a penalty, a stale round re-paired and a bracket, the same on both databases."""

from __future__ import annotations

import threading
import uuid
from pathlib import Path

import httpx
import pytest

from service.app import dispose_app
from tests.conftest import make_settings
from tests.support.client import ApiClient
from tests.support.servers import LiveServer
from tests.tournaments.helpers import add_guests, clock, create, live_events, pair, penalise, play_round, result


@pytest.fixture
def db_app(tmp_path: Path, redis_server, database_url: str):  # type: ignore[no-untyped-def]
    from service.app import create_app

    app = create_app(make_settings(tmp_path / uuid.uuid4().hex[:6], redis_server.url, database_url))
    yield app
    dispose_app(app)


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
