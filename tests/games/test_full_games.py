"""A whole game of each ruleset to a winner over HTTP, then archived by a real worker and still readable."""

from __future__ import annotations

import time
from typing import Any

import pytest
from sqlalchemy import select

from service.games.models import Game
from service.games.store import events_key, game_key
from tests.games.helpers import create_game


def _opponent(seat: str) -> str:
    return "p2" if seat == "p1" else "p1"


# What a player at the table reports, most decisive first; the rules refuse what is not allowed now
# (409, nothing changes) and the next candidate is tried — so the game follows its real turn structure.
def candidates(ruleset: str, active: str) -> list[dict[str, Any]]:
    opp = _opponent(active)
    if ruleset == "achroma":
        return [
            {"type": "drain", "target": opp, "amount": 4},
            {"type": "trade", "value": 6},
            {"type": "gain", "amount": 3},
            {"type": "next_step"},
            {"type": "pass_turn"},
        ]
    if ruleset == "arcane":
        return [
            {"type": "keep", "seat": "p1"},
            {"type": "keep", "seat": "p2"},
            {"type": "life", "target": opp, "delta": -7},
            {"type": "draw"},
            {"type": "next_phase"},
            {"type": "pass_turn"},
        ]
    if ruleset == "athernum":
        return [{"type": "command", "use": "victory_token"}, {"type": "next_phase"}]
    return [{"type": "damage", "target": opp, "amount": 6}, {"type": "next_phase"}]


def play_to_the_end(client, token: str, game_id: str, ruleset: str, max_moves: int = 400) -> dict[str, Any]:
    game = client.get(f"/v1/games/{game_id}", token=token).get_json()
    for _ in range(max_moves):
        if game["status"] == "finished":
            return game
        active = game["turn"]["active_seat"]
        for candidate in candidates(ruleset, active):
            resp = client.post(f"/v1/games/{game_id}/actions", token=token, json={"seat": active, **candidate})
            if resp.status_code == 200:
                game = resp.get_json()["game"]
                break
            assert resp.status_code == 409, resp.get_json()
        else:
            pytest.fail(f"no candidate action was legal: {game}")
    pytest.fail("the game did not end")


@pytest.mark.parametrize("ruleset", ["achroma", "arcane", "athernum", "oversoul"])
def test_full_game_to_a_winner_then_archived_and_still_readable(ruleset, stack_client, stack_app):
    client = stack_client
    token = client.new_user_token()
    game = create_game(client, token, ruleset, first_player="p1")
    final = play_to_the_end(client, token, game["id"], ruleset)
    assert final["status"] == "finished" and final["winner"] in ("p1", "p2")

    svc = stack_app.extensions["companion"]
    deadline = time.monotonic() + 30
    while True:  # the archive task runs on the real worker
        with svc.db.session() as session:
            row = session.scalars(select(Game).where(Game.id == game["id"])).one()
            if row.status == "finished" or time.monotonic() > deadline:
                break
        time.sleep(0.2)
    assert row.status == "finished" and row.winner == final["winner"] and row.version == final["version"]

    live_events = client.get(f"/v1/games/{game['id']}/events?limit=1000", token=token).get_json()["items"]
    assert svc.redis.ttl(game_key(game["id"])) <= 3600  # kept a while for a late undo, then gone
    svc.redis.delete(game_key(game["id"]), events_key(game["id"]))  # as when the retention ends
    archived = client.get(f"/v1/games/{game['id']}", token=token)
    assert archived.status_code == 200 and archived.headers["ETag"] == f'"{final["version"]}"'
    body = archived.get_json()
    assert body["archived"] is True and body["winner"] == final["winner"] and body["seats"] == final["seats"]
    assert client.get(f"/v1/games/{game['id']}/events?limit=1000", token=token).get_json()["items"] == live_events
    listed = client.get("/v1/games?lifecycle=finished", token=token).get_json()["items"]
    assert [g["id"] for g in listed] == [game["id"]]
    late = client.post(f"/v1/games/{game['id']}/undo", token=token)
    assert late.status_code == 409 and late.get_json()["code"] == "game-archived"
