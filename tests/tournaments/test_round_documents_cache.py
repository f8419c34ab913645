"""A round's document is served again as built while the event's live log has not moved, within the second
(``service.tournaments.round_documents``): every phone reads it at each pairing. Every change to a round moves the
log, so no reader is ever served a round older than the change."""

from __future__ import annotations

from tests.tournaments.helpers import add_guests, create, live_events, pair, result


def _round(client, tid: str) -> bytes:  # type: ignore[no-untyped-def]
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


def test_a_linked_game_is_on_the_live_log_and_in_the_next_read_of_the_round(client, monkeypatch):
    import service.tournaments.round_documents as round_documents

    organiser = client.new_user_token()
    tid = create(client, organiser)["id"]
    add_guests(client, organiser, tid, ["A", "B", "C", "D"])
    match = pair(client, organiser, tid)["matches"][0]
    monkeypatch.setattr(round_documents.time, "time", lambda: 1_900_000_000.5)
    client.get(f"/v1/tournaments/{tid}/rounds/1")
    players = [{"name": p["name"]} for p in match["players"]]
    game = client.post("/v1/games", token=organiser, json={"ruleset": "arcane", "players": players}).get_json()
    linked = client.post(f"/v1/tournaments/{tid}/matches/{match['id']}/games", token=organiser,
                         json={"game_id": game["id"]})  # fmt: skip
    assert linked.status_code == 200, linked.get_json()
    after = client.get(f"/v1/tournaments/{tid}/rounds/1").get_json()
    assert [g["game_id"] for g in next(m for m in after["matches"] if m["id"] == match["id"])["games"]] == [game["id"]]
    event = live_events(client, tid)[-1]
    assert event["type"] == "match.game_linked"
    assert event["data"] == {"match_id": match["id"], "round": 1, "table": match["table"], "game_id": game["id"]}
