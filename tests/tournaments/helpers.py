"""Running a tournament through the API, as an organiser's app or a player's phone does."""

from __future__ import annotations

from typing import Any

from tests.support.client import ApiClient
from tests.support.webhooks import PUBLIC_URL, deliveries, register_webhook


def create(client: ApiClient, token: str, **overrides: Any) -> dict[str, Any]:
    body = {"ruleset": "arcane", "name": "Friday Night", "format": "swiss", "match": {"best_of": 3}, "seed": 11}
    body.update(overrides)
    resp = client.post("/v1/tournaments", token=token, json=body)
    assert resp.status_code == 201, resp.get_json()
    return resp.get_json()


def add_guests(client: ApiClient, token: str, tid: str, names: list[str]) -> list[dict[str, Any]]:
    players = []
    for name in names:
        resp = client.post(f"/v1/tournaments/{tid}/players", token=token, json={"name": name})
        assert resp.status_code == 201, resp.get_json()
        players.append(resp.get_json())
    return players


def user_id(client: ApiClient, token: str) -> str:
    return client.get("/v1/me", token=token).get_json()["id"]


def pair(client: ApiClient, token: str, tid: str, expect: int = 201) -> dict[str, Any]:
    resp = client.post(f"/v1/tournaments/{tid}/rounds", token=token)
    assert resp.status_code == expect, resp.get_json()
    return resp.get_json()


def event_of_two(
    client: ApiClient, *, rounds: int = 1, **overrides: Any
) -> tuple[str, str, dict[str, str], dict[str, Any]]:
    """An event of two players with accounts, entered and checked in from their own phones, paired: (organiser, event
    id, token by player id, the match)."""
    organiser = client.new_user_token()
    tid = create(client, organiser, rounds=rounds, **overrides)["id"]
    tokens = {}
    for _ in range(2):
        token = client.new_user_token()
        entry = client.post(f"/v1/tournaments/{tid}/players", token=token, json={"user_id": user_id(client, token)})
        assert entry.status_code == 201, entry.get_json()
        pid = entry.get_json()["id"]
        assert client.post(f"/v1/tournaments/{tid}/players/{pid}/check-in", token=token).status_code == 200
        tokens[pid] = token
    match = pair(client, organiser, tid)["matches"][0]
    return organiser, tid, tokens, match


def result(client: ApiClient, token: str, tid: str, match_id: str, expect: int = 200, **body: Any) -> dict[str, Any]:
    resp = client.post(f"/v1/tournaments/{tid}/matches/{match_id}/result", token=token, json=body)
    assert resp.status_code == expect, resp.get_json()
    return resp.get_json()


def play_round(client: ApiClient, token: str, tid: str, round_doc: dict[str, Any], wins: int = 2) -> None:
    """Staff enter a 2-0 win (``wins``-0) for the first-listed player of every match (a pod: seat order)."""
    for m in round_doc["matches"]:
        if m["kind"] == "bye":
            continue
        ids = [p["id"] for p in m["players"]]
        if m["kind"] == "pod":
            result(client, token, tid, m["id"], placements=ids)
        else:
            result(client, token, tid, m["id"], wins={ids[0]: wins, ids[1]: 0})


def standings(client: ApiClient, tid: str) -> list[dict[str, Any]]:
    resp = client.get(f"/v1/tournaments/{tid}/standings")
    assert resp.status_code == 200, resp.get_json()
    return resp.get_json()["items"]


def clock(client: ApiClient, token: str, tid: str, number: int, expect: int = 200, **body: Any) -> dict[str, Any]:
    resp = client.post(f"/v1/tournaments/{tid}/rounds/{number}/clock", token=token, json=body)
    assert resp.status_code == expect, resp.get_json()
    return resp.get_json()


def penalise(
    client: ApiClient,
    token: str,
    tid: str,
    player_id: str,
    infraction: str,
    penalty: str,
    expect: int = 201,
    notes: str = "",
) -> dict[str, Any]:
    body = {"player_id": player_id, "infraction": infraction, "penalty": penalty, "notes": notes}
    resp = client.post(f"/v1/tournaments/{tid}/penalties", token=token, json=body)
    assert resp.status_code == expect, resp.get_json()
    return resp.get_json()


def audit_actions(client: ApiClient, token: str, tid: str) -> list[dict[str, Any]]:
    resp = client.get(f"/v1/tournaments/{tid}/audit?limit=200", token=token)
    assert resp.status_code == 200, resp.get_json()
    return resp.get_json()["items"]


def live_events(client: ApiClient, tid: str, token: str | None = None) -> list[dict[str, Any]]:
    resp = client.get(f"/v1/tournaments/{tid}/events?limit=1000", token=token, headers={"Accept": "*/*"})
    assert resp.status_code == 200 and resp.mimetype == "application/json", resp.data[:200]
    return resp.get_json()["items"]


def webhook(client: ApiClient, token: str, types: list[str]) -> str:
    """An active webhook endpoint of the token's user for these event types (never called: the deliveries are
    read back through the API)."""
    return register_webhook(client, token, PUBLIC_URL, types)["id"]


def delivered(client: ApiClient, token: str, endpoint_id: str) -> list[tuple[str, dict]]:
    """The endpoint's deliveries as (event type, the payload's data), sorted by type."""
    items = deliveries(client, token, endpoint_id)
    return sorted(((d["event_type"], d["payload"]["data"]) for d in items), key=lambda pair: pair[0])
