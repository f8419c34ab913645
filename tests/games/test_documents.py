"""The game endpoints serialise their documents once, without marshmallow: what they send must be exactly what
the documented schemas (``GameSchema``, ``ActionResultSchema``) would make of it."""

from __future__ import annotations

import pytest

from schemas.games import ActionResultSchema, GameSchema
from tests.games.helpers import PLAYERS, act, create_game


@pytest.mark.parametrize("ruleset", sorted(PLAYERS))
def test_a_game_document_is_its_schema_dump(client, ruleset):
    token = client.new_user_token()
    created = create_game(client, token, ruleset)
    assert GameSchema().dump(created) == created
    read = client.get(f"/v1/games/{created['id']}", token=token).get_json()
    assert GameSchema().dump(read) == read


def test_an_action_result_is_its_schema_dump(client):
    token = client.new_user_token()
    game = create_game(client, token, "oversoul")
    result = act(client, token, game["id"], type="damage", seat="p1", target="p2", amount=3)
    assert ActionResultSchema().dump(result) == result
    undone = client.post(f"/v1/games/{game['id']}/undo", token=token).get_json()
    assert ActionResultSchema().dump(undone) == undone


def test_an_engine_game_document_is_its_schema_dump(client):
    token = client.new_user_token()
    body = {
        "ruleset": "achroma",
        "mode": "engine",
        "seed": 3,
        "players": [{"name": "Ada", "deck": "draco-skyfire"}, {"name": "Bo", "deck": "salum-arcana"}],
    }
    created = client.post("/v1/games", token=token, json=body).get_json()
    assert GameSchema().dump(created) == created
    seat_view = client.get(f"/v1/games/{created['id']}?seat=p1", token=token).get_json()
    assert GameSchema().dump(seat_view) == seat_view
