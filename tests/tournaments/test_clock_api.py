"""The round clock and time extensions through the API: the server's clock is the only clock."""

from __future__ import annotations

from datetime import datetime, timedelta

from sqlalchemy import update

from service.tournaments.models import TournamentRound
from tests.service.test_errors import assert_problem
from tests.tournaments.helpers import (
    add_guests,
    audit_actions,
    clock,
    create,
    delivered,
    pair,
    result,
    webhook,
)


def _event(client, **overrides):
    organiser = client.new_user_token()
    tid = create(client, organiser, **overrides)["id"]
    add_guests(client, organiser, tid, ["A", "B", "C", "D"])
    return organiser, tid, pair(client, organiser, tid)


def _shift_start(app, tid: str, minutes: float) -> None:
    """Move the round's start back in time, as if the clock had been running for ``minutes``."""
    with app.extensions["companion"].db.session() as session:
        rnd = session.get(TournamentRound, (tid, 1))
        session.execute(
            update(TournamentRound)
            .where(TournamentRound.tournament_id == tid, TournamentRound.number == 1)
            .values(clock_started_at=rnd.clock_started_at - timedelta(minutes=minutes))
        )


def test_round_clock_contract_start_pause_resume_end(client, app):
    organiser, tid, round_one = _event(client, round_minutes=45)
    assert round_one["clock"]["state"] == "not_started" and round_one["clock"]["remaining_seconds"] == 45 * 60
    read = client.get(f"/v1/tournaments/{tid}/rounds/1/clock").get_json()  # public
    assert set(read) == {"round", "state", "minutes", "started_at", "ends_at", "remaining_seconds", "now"}
    started = clock(client, organiser, tid, 1, action="start", minutes=50)
    assert started["state"] == "running" and started["minutes"] == 50 and started["remaining_seconds"] == 3000
    ends = datetime.fromisoformat(started["ends_at"]) - datetime.fromisoformat(started["started_at"])
    assert ends == timedelta(minutes=50)
    _shift_start(app, tid, 20)  # twenty minutes later
    running = client.get(f"/v1/tournaments/{tid}/rounds/1/clock").get_json()
    assert running["state"] == "running" and 29 * 60 <= running["remaining_seconds"] <= 30 * 60
    paused = clock(client, organiser, tid, 1, action="pause")
    assert paused["state"] == "paused" and paused["ends_at"] is None
    assert abs(paused["remaining_seconds"] - running["remaining_seconds"]) <= 2
    resumed = clock(client, organiser, tid, 1, action="resume")
    assert resumed["state"] == "running" and abs(resumed["remaining_seconds"] - paused["remaining_seconds"]) <= 2
    ended = clock(client, organiser, tid, 1, action="end")
    assert ended["state"] == "ended" and ended["remaining_seconds"] == 0
    assert client.get(f"/v1/tournaments/{tid}/rounds/1").get_json()["clock"]["state"] == "ended"
    actions = [a["action"] for a in audit_actions(client, organiser, tid) if a["action"].startswith("clock.")]
    assert actions == ["clock.start", "clock.pause", "clock.resume", "clock.end"]


def test_time_runs_out_by_itself_and_refused_actions_are_409(client, app):
    organiser, tid, _ = _event(client)
    assert_problem(
        client.post(f"/v1/tournaments/{tid}/rounds/1/clock", token=organiser, json={"action": "pause"}),
        409,
        "clock-not-started",
    )
    clock(client, organiser, tid, 1, action="start", minutes=10)
    assert_problem(
        client.post(f"/v1/tournaments/{tid}/rounds/1/clock", token=organiser, json={"action": "start"}),
        409,
        "clock-started",
    )
    _shift_start(app, tid, 11)
    assert client.get(f"/v1/tournaments/{tid}/rounds/1/clock").get_json()["state"] == "ended"
    assert_problem(
        client.post(f"/v1/tournaments/{tid}/rounds/1/clock", token=organiser, json={"action": "pause"}),
        409,
        "clock-ended",
    )


def test_extending_the_round_moves_its_end_for_every_table(client):
    organiser, tid, _ = _event(client)
    started = clock(client, organiser, tid, 1, action="start", minutes=50)
    url = f"/v1/tournaments/{tid}/rounds/1/clock"
    extended = client.post(url, token=organiser, json={"action": "extend", "minutes": 5})
    assert extended.status_code == 200, extended.get_json()
    doc = extended.get_json()
    assert doc["minutes"] == 55 and doc["remaining_seconds"] > started["remaining_seconds"] + 4 * 60
    actions = [a["action"] for a in audit_actions(client, organiser, tid) if a["action"].startswith("clock.")]
    assert actions == ["clock.start", "clock.extend"]
    client.post(url, token=organiser, json={"action": "end"})
    assert_problem(client.post(url, token=organiser, json={"action": "extend", "minutes": 5}), 409, "clock-ended")


def test_clock_input_and_roles(client):
    organiser, tid, _ = _event(client)
    url = f"/v1/tournaments/{tid}/rounds/1/clock"
    for body, field in [
        ({"action": "stop"}, "action"),
        ({"action": "pause", "minutes": 5}, "minutes"),  # minutes only on a start or an extension
        ({"action": "extend"}, "minutes"),  # an extension says by how much
        ({"action": "start", "minutes": 0}, "minutes"),
        ({}, "action"),
    ]:
        resp = client.post(url, token=organiser, json=body)
        assert field in assert_problem(resp, 422, "validation-error")["errors"]["json"], body
    assert_problem(client.post(url, json={"action": "start"}), 401, "unauthorized")
    stranger = client.new_user_token()
    assert_problem(client.post(url, token=stranger, json={"action": "start"}), 403, "not-tournament-staff")
    assert_problem(client.get(f"/v1/tournaments/{tid}/rounds/7/clock"), 404, "not-found")
    assert_problem(client.get(f"/v1/tournaments/{tid}/rounds/x/clock"), 404, "not-found")
    assert_problem(
        client.post(f"/v1/tournaments/{tid}/rounds/7/clock", token=organiser, json={"action": "start"}),
        404,
        "not-found",
    )


def test_starting_the_clock_sends_round_started(client):
    organiser, tid, _ = _event(client)
    hook = webhook(client, organiser, ["tournament.round_started"])
    started = clock(client, organiser, tid, 1, action="start")
    [(kind, data)] = delivered(client, organiser, hook)
    assert kind == "tournament.round_started" and data["tournament_id"] == tid and data["round"] == 1
    assert datetime.fromisoformat(data["ends_at"]) == datetime.fromisoformat(started["ends_at"])


def test_an_extension_gives_one_table_its_own_end(client):
    organiser, tid, round_one = _event(client)
    match, other = round_one["matches"][:2]
    url = f"/v1/tournaments/{tid}/matches/{match['id']}/extensions"
    pending = client.post(url, token=organiser, json={"minutes": 3, "reason": "Judge call at the table"})
    assert pending.status_code == 201 and pending.get_json()["extension_minutes"] == 3
    assert pending.get_json()["ends_at"] is None  # the round clock has not started
    started = clock(client, organiser, tid, 1, action="start", minutes=50)
    more = client.post(url, token=organiser, json={"minutes": 2, "reason": "Deck check"}).get_json()
    assert more["extension_minutes"] == 5 and [e["minutes"] for e in more["extensions"]] == [3, 2]
    assert datetime.fromisoformat(more["ends_at"]) - datetime.fromisoformat(started["ends_at"]) == timedelta(minutes=5)
    assert more["remaining_seconds"] >= 54 * 60
    doc = client.get(f"/v1/tournaments/{tid}/rounds/1").get_json()
    by_id = {m["id"]: m for m in doc["matches"]}
    assert by_id[other["id"]]["extension_minutes"] == 0 and by_id[other["id"]]["ends_at"] == started["ends_at"]
    ended = clock(client, organiser, tid, 1, action="end")  # time called: the extended table plays on
    after = client.get(f"/v1/tournaments/{tid}/rounds/1").get_json()
    extended = next(m for m in after["matches"] if m["id"] == match["id"])
    assert ended["remaining_seconds"] == 0 and 4 * 60 < extended["remaining_seconds"] <= 5 * 60
    for body, field in [({"minutes": 0, "reason": "x"}, "minutes"), ({"minutes": 3}, "reason")]:
        assert (
            field
            in assert_problem(client.post(url, token=organiser, json=body), 422, "validation-error")["errors"]["json"]
        )
    player = client.new_user_token()
    assert_problem(client.post(url, token=player, json={"minutes": 1, "reason": "x"}), 403, "not-tournament-staff")
    ids = [p["id"] for p in match["players"]]
    result(client, organiser, tid, match["id"], wins={ids[0]: 2})
    assert_problem(client.post(url, token=organiser, json={"minutes": 1, "reason": "x"}), 409, "result-final")
    bye = next((m for m in round_one["matches"] if m["kind"] == "bye"), None)
    assert bye is None  # four players: no bye
    assert_problem(
        client.post(
            f"/v1/tournaments/{tid}/matches/tmt_nope/extensions", token=organiser, json={"minutes": 1, "reason": "x"}
        ),
        404,
        "not-found",
    )


def test_a_retried_extension_or_penalty_with_its_idempotency_key_applies_once(client):
    organiser, tid, round_one = _event(client)
    match = round_one["matches"][0]
    url = f"/v1/tournaments/{tid}/matches/{match['id']}/extensions"
    headers = {"Idempotency-Key": "ext-1"}
    first = client.post(url, token=organiser, json={"minutes": 3, "reason": "ruling"}, headers=headers)
    again = client.post(url, token=organiser, json={"minutes": 3, "reason": "ruling"}, headers=headers)
    assert first.status_code == again.status_code == 201 and again.data == first.data
    assert again.headers["Idempotent-Replayed"] == "true"
    body = {"player_id": match["players"][0]["id"], "infraction": "slow_play", "penalty": "warning"}
    for _ in range(2):
        resp = client.post(
            f"/v1/tournaments/{tid}/penalties", token=organiser, json=body, headers={"Idempotency-Key": "p"}
        )
        assert resp.status_code == 201
    assert len(client.get(f"/v1/tournaments/{tid}/penalties", token=organiser).get_json()["items"]) == 1
    doc = client.get(f"/v1/tournaments/{tid}/rounds/1").get_json()
    assert next(m for m in doc["matches"] if m["id"] == match["id"])["extension_minutes"] == 3
