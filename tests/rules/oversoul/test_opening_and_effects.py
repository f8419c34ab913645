"""Oversoul — the start-of-Game hand replacement, recordable but never required, and game-ending effects recorded
with their card and the right winner and reason (a Leader leaving the board, a pronounced darshan)."""

from __future__ import annotations

import pytest

from rules.base import ActionInvalid
from rules.oversoul import RULESET

from .helpers import act, new_game, refused, s, types


def test_each_player_may_replace_cards_of_the_opening_hand_once() -> None:
    """Oversoul — 2 Game flow: "both players have the choice to replace any number of cards of their choice in their
    hand by Returning them to the bottom of the Deck and then Drawing the same amount (this can only be done once at
    the start of each Game)." """
    state = new_game(first="p1", kept=False)
    before = (s(state, "p2")["hand"], s(state, "p2")["deck"])
    state, events = act(state, "replace_hand", "p2", count=3)
    assert events == [
        {
            "type": "hand_replaced",
            "seat": "p2",
            "count": 3,
            "hand": 5,
            "deck": before[1],
            "rule": "oversoul.opening_replace",
        }
    ]
    assert (s(state, "p2")["hand"], s(state, "p2")["deck"]) == before and s(state, "p2")["opening_hand"] == "replaced"
    err = refused(state, "replace_hand", "p2", "oversoul.opening_replace", count=1)
    assert "once" in err.detail
    refused(state, "replace_hand", "p1", "oversoul.opening_replace", count=5)  # p1 went first: 4 cards drawn
    state, _ = act(state, "keep", "p1")
    assert [x["opening_hand"] for x in state["seats"]] == ["kept", "replaced"]


def test_the_first_turn_action_means_undecided_players_kept() -> None:
    state = new_game(first="p1", kept=False)
    state, _ = act(state, "adjust", "p2", target="p2", counter="hp", delta=-1, reason="misclick")  # not a turn action
    assert state["opening"] is True and "replace_hand" in RULESET.legal_types(state, "p2")
    state, events = act(state, "next_phase", "p1")
    assert types(events)[:2] == ["hand_kept", "hand_kept"] and all(e["implied"] for e in events[:2])
    assert state["opening"] is False and "replace_hand" not in RULESET.legal_types(state, "p2")
    err = refused(state, "replace_hand", "p2", "oversoul.opening_replace", count=1)
    assert "begun" in err.detail


def test_a_leader_leaving_the_board_loses_with_its_own_reason_and_card() -> None:
    """Oversoul — 5.4 Leader: "When it reaches 0 (or if the Leader otherwise leaves the board and doesn't Return
    within the same chain of Abilities that removed it), that player loses the Game." """
    state, events = act(
        new_game(first="p1"), "game_ending_effect", "p1", effect="leader_left_board", target="p2", card="Rift Exile"
    )
    assert events[0] == {
        "type": "game_ending_effect",
        "seat": "p1",
        "target": "p2",
        "effect": "leader_left_board",
        "outcome": "lose",
        "card": "Rift Exile",
        "rule": "oversoul.leader_defeated",
    }
    assert state["winner"] == "p1" and state["finish_reason"] == "leader_left_board"
    assert s(state, "p2")["out_reason"] == "leader_left_board" and s(state, "p2")["hp"] > 0
    outcome = RULESET.outcome(state)
    assert outcome is not None and outcome.reason == "leader_left_board"


def test_a_leaving_leader_needs_the_card_that_removed_it() -> None:
    with pytest.raises(ActionInvalid) as info:
        RULESET.apply(
            new_game(), {"type": "game_ending_effect", "seat": "p1", "effect": "leader_left_board", "target": "p2"}
        )
    assert "card" in info.value.errors


@pytest.mark.parametrize("darshan", ["shakti_darshan", "shiva_darshan"])
def test_a_darshan_recorded_as_an_effect_wins_for_its_target(darshan: str) -> None:
    """Oversoul — 2 Game flow: a pronounced darshan wins instantly, whoever records it."""
    state, events = act(new_game(first="p1"), "game_ending_effect", "p1", effect=darshan, target="p2")
    assert state["winner"] == "p2" and state["finish_reason"] == darshan and s(state, "p1")["out"]
    assert types(events) == ["game_ending_effect", "player_lost", "game_finished"]
