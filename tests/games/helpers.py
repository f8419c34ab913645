"""Playing games through the API, as a phone app does."""

from __future__ import annotations

from typing import Any

from tests.support.client import ApiClient

PLAYERS: dict[str, list[dict[str, Any]]] = {
    "achroma": [{"name": "Ada"}, {"name": "Bo"}],
    "arcane": [{"name": "Ada"}, {"name": "Bo"}],
    "athernum": [
        {"name": "Ada", "starting_card": {"name": "Kaelen", "cost": 3, "vt_field": 4, "objective": False}},
        {"name": "Bo", "starting_card": {"name": "Mirra", "cost": 5, "vt_field": 5, "objective": True}},
    ],
    "oversoul": [
        {"name": "Ada", "leader": {"name": "Nova", "hp": 20}},
        {"name": "Bo", "leader": {"name": "Sol", "hp": 24}},
    ],
}


def create_game(client: ApiClient, token: str, ruleset: str = "arcane", **extra: Any) -> dict[str, Any]:
    body = {"ruleset": ruleset, "players": PLAYERS[ruleset], "seed": 7, **extra}
    resp = client.post("/v1/games", token=token, json=body)
    assert resp.status_code == 201, resp.get_json()
    return resp.get_json()


def act(client: ApiClient, token: str, game_id: str, expect: int = 200, **action: Any) -> dict[str, Any]:
    resp = client.post(f"/v1/games/{game_id}/actions", token=token, json=action)
    assert resp.status_code == expect, resp.get_json()
    return resp.get_json()
