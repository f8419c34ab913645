"""Tracker games through the API under the one contract: legal actions as templates a form is built from, and
the actions for opening decisions and game-ending effects as a phone app would send them."""

from __future__ import annotations

from tests.games.helpers import act, create_game
from tests.service.test_errors import assert_problem


def test_tracker_legal_actions_are_templates_whose_free_fields_a_form_fills_in(client):
    """A template is a body plus `$free`, the JSON Schema of the fields to fill in; filled in and posted without
    `$free`, it is accepted; posted as it is, it is a 422 (not a body)."""
    token = client.new_user_token()
    game = create_game(client, token, "athernum")
    legal = client.get(f"/v1/games/{game['id']}/legal-actions?seat=p1", token=token).get_json()
    assert legal["exhaustive"] is False
    items = {i["type"]: i for i in legal["items"]}
    assert items["next_phase"] == {"type": "next_phase", "seat": "p1"}  # no field: a complete body
    place = items["vt_place"]
    assert place["$free"]["type"] == "object" and place["$free"]["required"] == ["card", "amount"]
    assert place["$free"]["properties"]["card"]["enum"] == ["Kaelen"]  # only the seat's own cards
    assert_problem(client.post(f"/v1/games/{game['id']}/actions", token=token, json=place), 422, "validation-error")
    body = {k: v for k, v in place.items() if k != "$free"} | {"card": "Kaelen", "amount": 1}
    assert act(client, token, game["id"], **body)["game"]["seats"][0]["victory_tokens"] == 1


def test_undo_is_offered_by_capability(client):
    token = client.new_user_token()
    game = create_game(client, token, "achroma")
    act(client, token, game["id"], type="keep", seat="p2")
    undone = client.post(f"/v1/games/{game['id']}/undo", token=token)
    assert undone.status_code == 200, undone.get_json()


def test_a_game_ending_effect_ends_an_oversoul_game_with_its_reason(client):
    token = client.new_user_token()
    game = create_game(client, token, "oversoul")
    result = act(
        client,
        token,
        game["id"],
        type="game_ending_effect",
        seat="p1",
        effect="leader_left_board",
        target="p2",
        card="Rift Exile",
    )
    assert result["game"]["status"] == "finished" and result["game"]["winner"] == "p1"
    assert result["game"]["finish_reason"] == "leader_left_board"
    recorded = next(e for e in result["events"][0]["effects"] if e["type"] == "game_ending_effect")
    assert recorded["card"] == "Rift Exile" and recorded["effect"] == "leader_left_board"


def test_an_arcane_table_may_skip_reporting_keep(client):
    """Chronicles of Arcane — "Players may optionally Mulligan": the first player's first move starts the game."""
    token = client.new_user_token()
    game = create_game(client, token, "arcane", first_player="p1")
    result = act(client, token, game["id"], type="next_phase", seat="p1")
    kinds = [e["type"] for e in result["events"][0]["effects"]]
    assert kinds[:3] == ["hand_kept", "hand_kept", "game_started"] and result["game"]["turn"]["step"] == "action"
