"""A round's document is served again as built while the event's live log has not moved, within the second
(``service.tournaments.round_documents``): every phone reads it at each pairing."""

from __future__ import annotations

import concurrent.futures
import threading

from tests.support.client import ApiClient
from tests.tournaments.helpers import add_guests, create, pair, result


def _round(client, tid: str) -> bytes:
    resp = client.get(f"/v1/tournaments/{tid}/rounds/1")
    assert resp.status_code == 200
    return resp.get_data()


def test_a_round_read_again_is_the_document_as_built(client, app, monkeypatch):
    import service.tournaments.round_documents as round_documents

    organiser = client.new_user_token()
    tid = create(client, organiser)["id"]
    add_guests(client, organiser, tid, ["A", "B", "C", "D"])
    pair(client, organiser, tid)
    monkeypatch.setattr(round_documents.time, "time", lambda: 1_900_000_000.5)  # one second throughout
    built = []
    real = round_documents.get_round
    monkeypatch.setattr(round_documents, "get_round", lambda **kw: built.append(1) or real(**kw))
    first = _round(client, tid)
    assert _round(client, tid) == first and _round(client, tid) == first
    assert len(built) == 1


def test_a_result_shows_in_the_next_read_of_the_round(client, monkeypatch):
    import service.tournaments.round_documents as round_documents

    organiser = client.new_user_token()
    tid = create(client, organiser)["id"]
    add_guests(client, organiser, tid, ["A", "B", "C", "D"])
    match = pair(client, organiser, tid)["matches"][0]
    monkeypatch.setattr(round_documents.time, "time", lambda: 1_900_000_000.5)  # the same second: only the log moves
    before = client.get(f"/v1/tournaments/{tid}/rounds/1").get_json()
    assert next(m for m in before["matches"] if m["id"] == match["id"])["result"] is None
    ids = [p["id"] for p in match["players"]]
    result(client, organiser, tid, match["id"], wins={ids[0]: 2, ids[1]: 0})
    after = client.get(f"/v1/tournaments/{tid}/rounds/1").get_json()
    assert next(m for m in after["matches"] if m["id"] == match["id"])["result"] is not None


def test_a_linked_game_shows_in_the_round_from_the_next_second(client, monkeypatch):
    import service.tournaments.round_documents as round_documents

    organiser = client.new_user_token()
    tid = create(client, organiser)["id"]
    add_guests(client, organiser, tid, ["A", "B", "C", "D"])
    match = pair(client, organiser, tid)["matches"][0]
    now = [1_900_000_000.5]
    monkeypatch.setattr(round_documents.time, "time", lambda: now[0])
    client.get(f"/v1/tournaments/{tid}/rounds/1")
    players = [{"name": p["name"]} for p in match["players"]]
    game = client.post("/v1/games", token=organiser, json={"ruleset": "arcane", "players": players}).get_json()
    linked = client.post(
        f"/v1/tournaments/{tid}/matches/{match['id']}/games", token=organiser, json={"game_id": game["id"]}
    )
    assert linked.status_code == 200, linked.get_json()
    assert [g["game_id"] for g in linked.get_json()["games"]] == [game["id"]]  # the link's answer shows it at once
    now[0] += 1
    after = client.get(f"/v1/tournaments/{tid}/rounds/1").get_json()
    assert [g["game_id"] for g in next(m for m in after["matches"] if m["id"] == match["id"])["games"]] == [game["id"]]


def test_phones_reading_at_the_turn_of_the_second_wait_for_one_build(client, app, monkeypatch):
    """Every phone of the event finds the document out of date at the same moment: one request builds it, the others
    wait for that build and take it (each would otherwise repeat its round trips), holding no pooled connection."""
    import service.tournaments.round_documents as round_documents

    organiser = client.new_user_token()
    tid = create(client, organiser)["id"]
    add_guests(client, organiser, tid, ["A", "B", "C", "D"])
    pair(client, organiser, tid)
    monkeypatch.setattr(round_documents.time, "time", lambda: 1_900_000_000.5)
    built = []
    real = round_documents.get_round

    connections = app.extensions["companion"].db.engine.pool
    held = []

    def slow_build(**kw):
        built.append(1)
        threading.Event().wait(0.3)  # the others arrive meanwhile
        held.append(connections.checkedout())
        return real(**kw)

    monkeypatch.setattr(round_documents, "get_round", slow_build)
    with concurrent.futures.ThreadPoolExecutor(8) as pool:
        bodies = list(pool.map(lambda _: _round(client, tid), range(8)))
    assert len(built) == 1
    assert len(set(bodies)) == 1
    assert held == [1]  # the builder's own


def test_a_result_reported_through_one_process_shows_at_once_in_another(client, app, app_from, settings, monkeypatch):
    """The event's count is cached in each process (no round trip per phone): a result's commit drops it in every
    process before the report is answered, so a phone whose next read lands on another process sees the result."""
    import service.tournaments.round_documents as round_documents

    other = ApiClient(app_from(settings).test_client())  # a second API process: its own cache and listener
    organiser = client.new_user_token()
    tid = create(client, organiser)["id"]
    add_guests(client, organiser, tid, ["A", "B", "C", "D"])
    match = pair(client, organiser, tid)["matches"][0]
    monkeypatch.setattr(round_documents.time, "time", lambda: 1_900_000_000.5)  # one second throughout
    built = []
    real = round_documents.get_round
    monkeypatch.setattr(round_documents, "get_round", lambda **kw: built.append(1) or real(**kw))
    first = other.get(f"/v1/tournaments/{tid}/rounds/1").get_json()
    assert other.get(f"/v1/tournaments/{tid}/rounds/1").get_json() == first and len(built) == 1  # kept
    ids = [p["id"] for p in match["players"]]
    result(client, organiser, tid, match["id"], wins={ids[0]: 2, ids[1]: 0})  # through the first process
    after = other.get(f"/v1/tournaments/{tid}/rounds/1").get_json()
    assert next(m for m in after["matches"] if m["id"] == match["id"])["result"] is not None
