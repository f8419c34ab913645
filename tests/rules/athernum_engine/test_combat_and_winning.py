"""Athernum engine — the Combat Phase, damage and the State-Based Check, and the ways to win."""

from __future__ import annotations

import pytest

from rules.athernum.engine import ENGINE
from rules.athernum.engine import state as st
from rules.base import RuleViolation, State

from .helpers import DECKS, FOUNDRY, ILSE, MISTVEIL, ORSA, act, hand, main, put, seat, start, to_turn_of, types


def in_combat(state: State | None = None) -> State:
    """p1's second turn (turn 3), in the Combat Phase."""
    state = to_turn_of(state or start(), "p1")
    state, _ = act(state, {"type": "combat", "seat": "p1"})
    return state


def refused(state: State, action: dict) -> str:
    with pytest.raises(RuleViolation) as info:
        ENGINE.apply(state, action)
    return info.value.rule.id


def test_no_combat_on_the_first_turn_and_once_a_turn() -> None:
    """ "During the Day phase, you may initiate the Combat Phase once per turn—but not during the very first turn of
    the game."."""
    state = start()
    assert refused(state, {"type": "combat", "seat": "p1"}) == "athernum.engine.combat_phase"
    state = in_combat(state)
    state, _ = act(state, {"type": "end_combat", "seat": "p1"})
    assert refused(state, {"type": "combat", "seat": "p1"}) == "athernum.engine.combat_phase"


def test_targets_are_face_up_opposing_characters_and_new_characters_may_attack() -> None:
    """ "You choose one of your non-exhausted characters as the attacker" and "You designate a target—usually an
    opponent's character" — a face-down character has lost "All its values (e.g., attack or defense)", so it is no
    target; nothing forbids a character played this turn to attack (docs/athernum-rulings.md, "Targets")."""
    state = in_combat()
    fresh = put(state, "p1", "Rivetsmith")
    state["board"][fresh]["turn"] = state["turn"]["number"]
    tired = put(state, "p2", "Hollowtree Sentry", exhausted=True)
    attacks = [a for a in ENGINE.legal_actions(state, "p1") if a["type"] == "attack"]
    assert {a["target"] for a in attacks} == {main(state, "p2")}
    assert {a["attacker"] for a in attacks} == {main(state, "p1"), fresh}
    bad = {"type": "attack", "seat": "p1", "attacker": fresh, "target": tired}
    assert refused(state, bad) == "athernum.engine.face_down_values"


def test_damage_is_simultaneous_and_the_attacker_is_exhausted() -> None:
    """ "The attacker deals damage equal to their Offensive Value to the target ... The target deals damage equal to
    their Offensive Value to the attacker" and "At the end of combat, the attacker becomes exhausted and is turned
    face-down"."""
    state = in_combat()
    sentry = put(state, "p2", "Hollowtree Sentry")  # OFV 2, DFV 4
    rivet = put(state, "p1", "Rivetsmith")  # OFV 2, DFV 2
    state, _ = act(state, {"type": "attack", "seat": "p1", "attacker": rivet, "target": sentry})
    assert ENGINE.to_act(state) == ["p2"]  # Ilse may defend instead
    state, _ = act(state, {"type": "no_defender", "seat": "p2"})
    assert state["board"][sentry]["dmg"] == 2 and state["board"][rivet]["dmg"] == 2
    assert state["board"][rivet]["up"] is False and state["board"][rivet]["ex"] == 1
    assert state["board"][sentry]["up"] is True  # no defender: the target is not exhausted


def test_damage_equal_to_the_defensive_value_does_not_discard_but_more_does() -> None:
    """docs/athernum-rulings.md, "When damage discards": "If the number of counters exceeds their Defensive Value,
    the respective card is discarded" and the DFV "indicates how much damage a character can sustain before being
    discarded" — 2 damage on DFV 2 stays, 3 goes."""
    state = in_combat()
    scout = put(state, "p2", "Fogstep Scout")  # OFV 1, DFV 1
    ilse = main(state, "p2")
    state["board"][ilse]["up"], state["board"][ilse]["ex"] = False, 1  # no defender to choose
    rivet = put(state, "p1", "Rivetsmith")  # OFV 2, DFV 2
    second_rivet = put(state, "p1", "Rivetsmith")
    state["board"][second_rivet]["dmg"] = 1
    state, _ = act(state, {"type": "attack", "seat": "p1", "attacker": rivet, "target": scout})
    assert scout not in state["board"] and scout in seat(state, "p2")["discard"]  # 2 > 1
    assert state["board"][rivet]["dmg"] == 1
    archer = put(state, "p2", "Reedbow Archer")  # OFV 3, DFV 1
    state, _ = act(state, {"type": "attack", "seat": "p1", "attacker": second_rivet, "target": archer})
    assert second_rivet not in state["board"]  # 1 + 3 = 4 > 2
    state2 = in_combat()
    keeper = put(state2, "p1", "Bellows Keeper")  # OFV 1, DFV 3
    state2["board"][keeper]["dmg"] = 1
    sentry = put(state2, "p2", "Hollowtree Sentry")  # OFV 2
    state2, _ = act(state2, {"type": "attack", "seat": "p1", "attacker": keeper, "target": sentry})
    state2, _ = act(state2, {"type": "no_defender", "seat": "p2"})
    assert keeper in state2["board"] and state2["board"][keeper]["dmg"] == 3  # equal to DFV 3: stays


def test_a_defender_takes_the_targets_place_and_is_exhausted_too() -> None:
    """ "Your opponent may always assign one of their own characters as a defender" — "defenders fight back", and
    "If a defender was assigned, they also become exhausted"."""
    state = in_combat()
    sentry = put(state, "p2", "Hollowtree Sentry")  # OFV 2, DFV 4
    rivet = put(state, "p1", "Rivetsmith")
    ilse = main(state, "p2")
    state, _ = act(state, {"type": "attack", "seat": "p1", "attacker": rivet, "target": ilse})
    assert {a["card"] for a in ENGINE.legal_actions(state, "p2") if a["type"] == "assign_defender"} == {sentry}
    state, _ = act(state, {"type": "assign_defender", "seat": "p2", "card": sentry})
    assert state["board"][ilse]["dmg"] == 0 and state["board"][sentry]["dmg"] == 2
    assert state["board"][sentry]["up"] is False and state["board"][rivet]["up"] is False


def test_the_main_character_is_exhausted_instead_of_discarded() -> None:
    """ "If the main character receives damage from combat or effects exceeding their Defensive Value, it is not
    discarded. Instead, it becomes exhausted and all damage counters are removed"."""
    state = in_combat()
    ilse = main(state, "p2")  # OFV 3, DFV 4
    state["board"][ilse]["dmg"] = 3
    orsa = main(state, "p1")  # OFV 3
    state, events = act(state, {"type": "attack", "seat": "p1", "attacker": orsa, "target": ilse})
    assert ilse in state["board"] and state["board"][ilse]["dmg"] == 0
    assert state["board"][ilse]["up"] is False and state["board"][ilse]["ex"] == 1
    assert "main_character_exhausted" in types(events)


def test_a_discarded_card_takes_its_items_and_returns_its_tokens_to_the_pool() -> None:
    """ "Items assigned to a discarded character are also discarded" and RULINGS Athernum 2: the pool "holds the
    tokens not yet placed on a card"."""
    state = in_combat()
    lantern = put(state, "p2", "Lantern Warden")  # DFV 3, field 2
    ilse = main(state, "p2")
    state["board"][ilse]["up"], state["board"][ilse]["ex"] = False, 1
    cloak = hand(state, "p2", "Thornweave Cloak")
    seat(state, "p2")["hand"].remove(cloak)
    st.enter_play(state, cloak, "p2")
    state["board"][cloak]["on"] = lantern
    state["board"][lantern]["items"].append(cloak)
    st.place_token(state, "p2", lantern)
    pool = state["vt_pool"]
    state["board"][lantern]["dmg"] = 2
    state, _ = act(state, {"type": "attack", "seat": "p1", "attacker": main(state, "p1"), "target": lantern})
    assert lantern in seat(state, "p2")["discard"] and cloak in seat(state, "p2")["discard"]
    assert state["vt_pool"] == pool + 1 and seat(state, "p2")["victory_tokens"] == 0


def test_an_objective_card_with_its_field_full_wins() -> None:
    """ "If a character with an Objective Ability has collected at least as many Victory Tokens as printed on its
    Victory Token Field, its controller wins the game." (RULINGS Athernum 5)."""
    state = start()
    ilse = main(state, "p2")
    for _ in range(4):
        st.place_token(state, "p2", ilse)
    state = to_turn_of(state, "p2")
    state, _ = act(state, {"type": "place_victory_token", "seat": "p2"})
    assert state["status"] == "finished" and state["winner"] == "p2" and state["finish_reason"] == "objective"


def test_point_superiority_wins_when_nobody_can_catch_up() -> None:
    """ "a player wins immediately if all characters they control collectively have collected more Victory Tokens
    than their opponents could possibly reach" (RULINGS Athernum 4: more than each opponent's tokens plus the
    pool)."""
    state = start()
    orsa = main(state, "p1")
    state["cards"] = {**state["cards"], state["inst"][orsa][0]: {**st.defn(state, orsa), "obj": False}}
    for _ in range(5):
        st.place_token(state, "p1", orsa)
    assert state["vt_pool"] == 6 and state["status"] == "active"
    state, _ = act(state, {"type": "place_victory_token", "seat": "p1"})
    assert (state["vt_pool"], seat(state, "p1")["victory_tokens"]) == (5, 6)
    assert state["status"] == "finished" and state["finish_reason"] == "point_superiority"


def test_conceding_ends_a_two_player_game() -> None:
    """A player may leave the game at any time; the last one left wins."""
    state = start()
    state, _ = ENGINE.apply(state, {"type": "concede", "seat": "p2"})
    assert state["winner"] == "p1" and ENGINE.outcome(state) is not None


def test_the_last_player_asked_conceding_lets_the_top_of_the_stack_resolve() -> None:
    """ "Once no player wishes to add more effects to the stack, it resolves from top to bottom" — when the one player
    still to be asked leaves the game, nobody is left who wishes to respond."""
    state = start([DECKS[FOUNDRY], DECKS[MISTVEIL], DECKS[FOUNDRY]], [ORSA, ILSE, ORSA])
    hand_before = len(seat(state, "p1")["hand"])
    state, _ = ENGINE.apply(state, {"type": "draw", "seat": "p1"})
    state, _ = ENGINE.apply(state, {"type": "pass", "seat": "p2"})
    assert ENGINE.to_act(state) == ["p3"]
    state, events = ENGINE.apply(state, {"type": "concede", "seat": "p3"})
    assert ENGINE.invariant_violations(state) == []
    assert state["stack"] == [] and state["window"] is None and ENGINE.to_act(state) == ["p1"]
    assert len(seat(state, "p1")["hand"]) == hand_before + 1 and "stack_resolved" in types(events)


def test_the_state_based_check_discards_a_second_copy_of_a_victory_token_card() -> None:
    """ "If uniqueness rules are violated, excess cards are discarded—for example, if multiple copies of a card with a
    Victory Token field are controlled simultaneously" — checked "After each fully resolved stack"."""
    state = start()
    first = put(state, "p1", "Smelter Captain")
    second = put(state, "p1", "Smelter Captain")
    state, events = act(state, {"type": "draw", "seat": "p1"})
    assert first in state["board"] and second not in state["board"] and second in seat(state, "p1")["discard"]
    assert "card_discarded" in types(events)


def test_an_exhausted_card_can_be_viewed_by_all() -> None:
    """ "Normally, only their controller may look at them, but exhausted cards can be viewed by all players."."""
    state = start()
    tired = put(state, "p1", "Rivetsmith", exhausted=True)
    seen = ENGINE.view_for(state, "p2")["board"][tired]
    assert seen["up"] is False and seen["card_id"] == state["inst"][tired][0] and seen["ofv"] == 2
