"""Achroma tracker — a Gain, Drain or Steal from DISPOSE used as a Reaction in another player's turn, and the
optional opening-hand decision (keep or the one mulligan), closed by the first turn action."""

from __future__ import annotations

import pytest

from rules.achroma import RULESET

from .helpers import act, act_events, new_game, open_drains, refused, set_shards, shards


def test_dispose_reaction_drain_in_another_players_turn_is_recorded_as_a_reaction() -> None:
    """Achroma — DISPOSE: "During an opponent's turn, each time they declare they are Deploying a card, using an
    ability ... or declaring an attack, you may use DISPOSE once as Reaction." """
    state = open_drains(3)  # p1's turn, everyone has had a first turn
    state = act(state, "set_prevent", "p3", amount=1)
    state, events = act_events(state, "drain", "p2", target="p3", amount=3, reaction=True)
    drained = events[0]
    assert drained["type"] == "drained" and drained["reaction"] is True and drained["during_turn_of"] == "p1"
    assert drained["rule"] == "achroma.dispose_reaction" and drained["prevented"] == 1 and drained["lost"] == 2
    assert shards(state, "p3") == 8 and state["turn"]["active_seat"] == "p1"  # the turn goes on


@pytest.mark.parametrize("verb", ["gain", "steal"])
def test_gain_and_steal_as_reactions(verb: str) -> None:
    state = open_drains(3)
    fields = {"amount": 2} if verb == "gain" else {"target": "p1", "amount": 2}
    state, events = act_events(state, verb, "p3", reaction=True, **fields)
    assert events[0]["reaction"] is True and shards(state, "p3") == 12
    assert "gain" in RULESET.legal_types(state, "p3") and "steal" in RULESET.legal_types(state, "p3")


def test_out_of_turn_effects_without_the_reaction_flag_are_still_refused() -> None:
    """Achroma — outside your own turn a Gain, Drain or Steal can only come from a Reaction."""
    state = open_drains(3)
    refused(state, "gain", "p2", "achroma.active_player", amount=1)
    refused(state, "drain", "p2", "achroma.active_player", target="p3", amount=1)


def test_a_reaction_is_made_in_another_players_turn_only() -> None:
    state = open_drains(3)
    err = refused(state, "gain", "p1", "achroma.dispose_reaction", amount=1, reaction=True)
    assert "own turn" in err.detail


def test_a_reaction_drain_waits_for_everyone_s_first_turn_too() -> None:
    """Achroma — "You can't Drain or Steal from another player's Shard Bank until everyone else in the game has had
    their first turn": a Reaction is no exception."""
    state = new_game(3)  # p1's first turn: p2 and p3 have not had one
    refused(state, "drain", "p2", "achroma.no_drain_before_first_turns", target="p1", amount=1, reaction=True)
    state, events = act_events(state, "gain", "p2", amount=1, reaction=True)  # a Gain has no such limit
    assert events[0]["reaction"] is True


def test_a_reaction_steal_can_win_the_game_in_another_players_turn() -> None:
    """Achroma — RULINGS 6: "A bank that reaches 30 wins at once, whoever's turn it is." """
    state = set_shards(open_drains(2), "p2", 28)
    state = act(state, "steal", "p2", target="p1", amount=2, reaction=True)
    assert state["status"] == "finished" and state["winner"] == "p2" and state["finish_reason"] == "reached_30_shards"


def test_reactions_are_offered_as_templates_with_the_flag_fixed() -> None:
    state = open_drains(3)
    items = {i["type"]: i for i in RULESET.legal_actions(state, "p2")}
    assert items["drain"]["reaction"] is True and "reaction" not in items["drain"]["$free"]["properties"]
    assert items["drain"]["$free"]["properties"]["target"]["enum"] == ["p1", "p3"]
    assert "reaction" not in RULESET.legal_actions(state, "p1")[0]


# ---- the opening hand ---------------------------------------------------------------------------------------------


def test_the_mulligan_is_recorded_once_and_the_second_hand_is_final() -> None:
    """Achroma — Your Hand: "If you do not like your first hand of 5 cards you may shuffle them back into your
    Palette and draw 5 new cards. Your second draw of 5 cards is final and must be used as your opening hand." """
    state = new_game(3, kept=False)
    assert {"mulligan", "keep"} <= set(RULESET.legal_types(state, "p2"))
    state, events = act_events(state, "mulligan", "p2")
    assert events == [{"type": "mulligan_taken", "seat": "p2", "cards": 5, "rule": "achroma.mulligan"}]
    err = refused(state, "mulligan", "p2", "achroma.mulligan")
    assert "final" in err.detail
    refused(state, "keep", "p2", "achroma.mulligan")
    assert "mulligan" not in RULESET.legal_types(state, "p2")
    state = act(state, "keep", "p3")
    assert [s["opening_hand"] for s in state["seats"]] == [None, "mulligan", "kept"]


def test_the_first_turn_action_means_undecided_players_kept() -> None:
    """Achroma — recordable, never required: nobody has to report keeping a hand before the game goes on."""
    state = new_game(3, kept=False)
    state = act(state, "mulligan", "p3")
    state = act(state, "adjust", "p2", target="p2", counter="shards", delta=1, reason="misclick")  # not a turn action
    assert state["opening"] is True
    state, events = act_events(state, "draw", "p1")
    assert events[:2] == [
        {"type": "hand_kept", "seat": "p1", "implied": True, "rule": "achroma.mulligan"},
        {"type": "hand_kept", "seat": "p2", "implied": True, "rule": "achroma.mulligan"},
    ]
    assert events[2]["type"] == "drew" and state["opening"] is False
    assert [s["opening_hand"] for s in state["seats"]] == ["kept", "kept", "mulligan"]
    err = refused(state, "mulligan", "p2", "achroma.mulligan")
    assert "settled" in err.detail
    assert "keep" not in RULESET.legal_types(state, "p2")


def test_a_refused_first_action_leaves_the_opening_open() -> None:
    state = new_game(3, kept=False)
    refused(state, "pass_turn", "p1", "achroma.step_order")
    assert state["opening"] is True
