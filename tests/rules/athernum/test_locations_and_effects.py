"""Athernum — a starting Location leaves the main-character slot empty; Locations on the Location slot, one played
a turn; and game-ending card effects recorded with their card, winner and reason."""

from __future__ import annotations

import pytest

from rules.athernum import RULESET
from rules.base import ActionInvalid, RuleViolation, SetupInvalid

from .support import act, end_turn, player, seat_of, step_to


def location_start(name: str = "Old Foundry", vt_field: int = 3, **extra) -> dict:
    return {"name": "Cy", "starting_card": {"name": name, "card_type": "location", "vt_field": vt_field, **extra}}


def game(*players: dict, first: str | None = None):
    state, events = RULESET.setup(players=list(players), seed=3, first_player=first)
    return state, events


def refused(state, type_: str, seat: str, rule_id: str, **fields) -> RuleViolation:
    with pytest.raises(RuleViolation) as info:
        RULESET.apply(state, {"type": type_, "seat": seat, **fields})
    assert info.value.rule.id == rule_id, info.value
    return info.value


def test_a_starting_location_leaves_the_main_character_slot_empty() -> None:
    """Athernum — The Play Area: "If you started with a location that has a Victory Token Field instead, this slot
    remains empty"; Choosing the Starting Card: "directly in the Location slot if it's a location"."""
    state, _ = game(player("Ada", "Kaelen", 3, 4), location_start())
    cy = seat_of(state, "p2")
    assert cy["location"] == "Old Foundry" and not any(c["main"] for c in cy["cards"])
    assert cy["cards"] == [
        {"card": "Old Foundry", "card_type": "location", "vt_field": 3, "objective": False, "tokens": 0, "main": False}
    ]
    view = RULESET.view_for(state, None)["seats"][1]
    assert view["main_character"] is None and view["location"] == "Old Foundry"
    assert state["vt_pool"] == 7  # "this pool consists of the starting cards of all players"
    # Card Structure: locations have no cost, so no initiative to lose: the location starts
    assert cy["initiative"] == 0 and state["first_player"] == "p2"


def test_a_starting_character_needs_its_cost_a_location_does_not() -> None:
    with pytest.raises(SetupInvalid) as info:
        game({"name": "A", "starting_card": {"name": "X", "vt_field": 3}}, location_start())
    assert "players.0.starting_card" in info.value.errors
    with pytest.raises(SetupInvalid) as info:
        game(player("A", "X", 1, 3), {"name": "C", "starting_card": {"name": "Y", "card_type": "spell", "vt_field": 3}})
    assert "card_type" in str(info.value.errors)


def test_no_victory_token_command_without_a_main_character() -> None:
    """Athernum — Day: "Place one Victory Token from the pool onto your main character by spending two Command
    Tokens": with an empty main-character slot there is nothing to place it on."""
    state, _ = game(player("Ada", "Kaelen", 3, 4), location_start(), first="p2")
    state = step_to(state, "day")
    err = refused(state, "command", "p2", "athernum.main_character_slot", use="victory_token")
    assert "remains empty" in err.detail
    state, events = act(state, "command", "p2", use="resource")  # the resource command stays open (reading)
    assert events[-1]["type"] == "resource_generated"
    refused(
        state,
        "adjust",
        "p2",
        "athernum.main_character_slot",
        target="p2",
        counter="victory_tokens",
        delta=1,
        reason="fix",
    )


def test_a_starting_location_is_no_main_character_and_can_leave_play() -> None:
    """Athernum — the main character "cannot be discarded"; a location can, and its tokens go back to the pool."""
    state, _ = game(player("Ada", "Kaelen", 3, 4), location_start(), first="p2")
    state, _ = act(state, "vt_place", "p2", card="Old Foundry", amount=2)
    state, events = act(state, "location_leave", "p2")
    assert events == [
        {
            "type": "location_discarded",
            "seat": "p2",
            "card": "Old Foundry",
            "why": "effect",
            "tokens_returned": 2,
            "vt_pool": 7,
        }
    ]
    assert seat_of(state, "p2")["location"] is None and seat_of(state, "p2")["cards"] == []
    refused(state, "location_leave", "p2", "athernum.location_unique")
    assert RULESET.invariant_violations(state) == []


def test_play_a_location_in_your_day_once_a_turn_replacing_the_one_you_control() -> None:
    """Athernum — Day: "Playing a location from your hand, replacing an existing location (this can be done once
    per turn)"; Locations: "you must first discard all other locations on your side of the field"."""
    state, _ = game(location_start(), player("Bo", "Mirra", 5, 5), first="p1")
    refused(state, "play_location", "p1", "athernum.day_actions", card="Harbour")  # Morning
    state = step_to(state, "day")
    refused(state, "play_location", "p2", "athernum.day_actions", card="Harbour")  # not p2's turn
    state, _ = act(state, "vt_place", "p1", card="Old Foundry", amount=1)
    state, events = act(state, "play_location", "p1", card="Sunken Harbour", vt_field=2)
    assert [e["type"] for e in events] == ["location_discarded", "location_entered"]
    assert events[0]["tokens_returned"] == 1 and events[1]["vt_field"] == 2
    assert seat_of(state, "p1")["location"] == "Sunken Harbour" and state["vt_pool"] == 3 + 5 + 2
    err = refused(state, "play_location", "p1", "athernum.play_location", card="Sky Garden")
    assert "already played a location this turn" in err.detail
    assert "play_location" not in RULESET.legal_types(state, "p1")
    # an effect may still bring one in (not the once-a-turn play), and it too replaces the one in play
    state, events = act(state, "vt_card_enter", "p1", card="Sky Garden", vt_field=1, card_type="location")
    assert [e["type"] for e in events] == ["location_discarded", "location_entered"]
    assert seat_of(state, "p1")["location"] == "Sky Garden"
    state = step_to(end_turn(end_turn(state)), "day")  # p1's next Day
    state, _ = act(state, "play_location", "p1", card="Old Quarry")  # no Victory Token field: the slot only
    assert seat_of(state, "p1")["location"] == "Old Quarry" and RULESET.invariant_violations(state) == []


# ---- game-ending effects --------------------------------------------------------------------------------------


def three() -> dict:
    state, _ = game(player("Ada", "A", 1, 4), player("Bo", "B", 2, 4), player("Cy", "C", 3, 4))
    return state


def test_a_victory_effect_ends_the_game_for_its_target() -> None:
    """Athernum — Effects Ending the Game: "some cards or effects may cause immediate victory or defeat without
    meeting either of the above conditions." """
    state, events = act(three(), "game_ending_effect", "p3", effect="victory_effect", target="p2", card="Coronation")
    assert events[0] == {
        "type": "game_ending_effect",
        "seat": "p3",
        "target": "p2",
        "effect": "victory_effect",
        "outcome": "win",
        "card": "Coronation",
        "rule": "athernum.effects_end_the_game",
    }
    assert state["winner"] == "p2" and state["finish_reason"] == "victory_effect"


def test_a_defeat_effect_puts_its_target_out_and_the_others_play_on() -> None:
    state, _ = act(three(), "game_ending_effect", "p1", effect="defeat_effect", target="p3", card="Doom Pact")
    assert state["status"] == "active" and seat_of(state, "p3")["out_reason"] == "defeat_effect"
    state, _ = act(state, "game_ending_effect", "p2", effect="defeat_effect", target="p1", card="Doom Pact")
    assert state["winner"] == "p2" and state["finish_reason"] == "defeat_effect"


def test_a_victory_effect_is_overridden_by_a_defeat_effect() -> None:
    """Athernum — "A victory effect is overridden by a defeat effect": recorded first, the defeat stands, and the
    defeated player's victory can no longer be recorded."""
    state, _ = act(three(), "game_ending_effect", "p1", effect="defeat_effect", target="p2", card="Doom Pact")
    with pytest.raises(RuleViolation) as info:
        RULESET.apply(
            state,
            {
                "type": "game_ending_effect",
                "seat": "p1",
                "effect": "victory_effect",
                "target": "p2",
                "card": "Coronation",
            },
        )
    assert info.value.rule.id == "companion.seat_out"


def test_an_objective_fulfilled_by_its_card_s_own_condition_wins_with_reason_objective() -> None:
    state, _ = act(three(), "game_ending_effect", "p2", effect="objective", target="p2", card="Hold the Pass")
    assert state["winner"] == "p2" and state["finish_reason"] == "objective"
    with pytest.raises(ActionInvalid):
        RULESET.apply(three(), {"type": "game_ending_effect", "seat": "p2", "effect": "objective", "target": "p2"})
