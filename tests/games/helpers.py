"""Playing games through the API, as a phone app does."""

from __future__ import annotations

import time
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
    """Create a game as a client does: a creation no replica confirmed in time (a loaded Redis Cluster) is refused
    with nothing kept and ``Retry-After``, and sent again."""
    body = {"ruleset": ruleset, "players": PLAYERS[ruleset], "seed": 7, **extra}
    for _ in range(5):
        resp = client.post("/v1/games", token=token, json=body)
        if resp.status_code != 503 or resp.get_json().get("code") != "write-not-replicated":
            break
        time.sleep(0.2)
    assert resp.status_code == 201, resp.get_json()
    return resp.get_json()


def act(client: ApiClient, token: str, game_id: str, expect: int = 200, **action: Any) -> dict[str, Any]:
    resp = client.post(f"/v1/games/{game_id}/actions", token=token, json=action)
    assert resp.status_code == expect, resp.get_json()
    return resp.get_json()
