"""Athernum engine — Static and Equip abilities, each test quoting the card text it checks: "Static Abilities – These
abilities are continuously active as long as the card is face-up", and Equip ones "are only active if the item is
face-up in an item slot"."""

from __future__ import annotations

from rules.athernum.engine import ENGINE
from rules.athernum.engine import state as st
from rules.athernum.engine import statics as sx
from rules.base import State

from .card_helpers import attach, hold_location, listed
from .helpers import ID, act, hand, main, put, resources, seat, start

GUILD, WARDENS, SALT = "Emberwright Guild", "Mistveil Wardens", "Saltmarsh Covenant"


def later_turn() -> State:
    """p1's Day in a later turn (the Combat Phase is open to it), p2 with no other character than its main one."""
    state = start()
    state["turn"]["number"] = 3
    return state


def attack_targets(state: State, attacker: str) -> set[str]:
    state, _ = act(state, {"type": "combat", "seat": "p1"})
    return {a["target"] for a in listed(state, "p1", "attack") if a["attacker"] == attacker}


def test_hollowtree_sentry_gets_two_dfv_while_its_controller_holds_a_location() -> None:
    """Hollowtree Sentry: "Hollowtree Sentry gets +2 DFV while you control a location."."""
    state = start()
    sentry = put(state, "p2", "Hollowtree Sentry")
    assert sx.dfv(state, sentry) == 4
    hold_location(state, "p2", "Crossroads Market")
    assert sx.dfv(state, sentry) == 6
    st.exhaust(state, sentry)
    assert sx.dfv(state, sentry) == 0  # face-down: no values, no abilities


def test_equip_items_modify_the_carrying_character_only_face_up_in_a_slot() -> None:
    """Tempered Blade: "The carrying character gets +2 OFV."; Riveted Buckler: "The carrying character gets +2 DFV.";
    Ironbark Shield: "Equip — The carrying character gets +1 OFV and +1 DFV."; an Equip ability is "only active if the
    item is face-up in an item slot", and "its effect shifts to the character in the new item slot"."""
    state = start()
    keeper = put(state, "p1", "Bellows Keeper")  # 1 OFV, 3 DFV, two slots
    blade = attach(state, "p1", keeper, "Tempered Blade")
    attach(state, "p1", keeper, "Riveted Buckler", up=False)
    assert (sx.ofv(state, keeper), sx.dfv(state, keeper)) == (3, 3)
    state["board"][state["board"][keeper]["items"][1]]["up"] = True
    assert sx.dfv(state, keeper) == 5
    other = put(state, "p1", "Rivetsmith")
    state["board"][keeper]["items"].remove(blade)
    state["board"][other]["items"].append(blade)
    state["board"][blade]["on"] = other
    assert (sx.ofv(state, keeper), sx.ofv(state, other)) == (1, 4)
    shield = put(state, "p1", "Wandering Tinsmith")
    attach(state, "p1", shield, "Ironbark Shield")
    assert (sx.ofv(state, shield), sx.dfv(state, shield)) == (3, 3)


def test_copper_sentinel_must_be_attacked_if_able() -> None:
    """Copper Sentinel: "Opposing characters must attack Copper Sentinel if able."."""
    state = later_turn()
    state["board"][main(state, "p1")]["up"] = True
    sentinel = put(state, "p2", "Copper Sentinel")
    put(state, "p2", "Road Warden")
    assert attack_targets(state, main(state, "p1")) == {sentinel}


def test_thornweave_cloak_hides_its_carrier_while_another_can_be_attacked() -> None:
    """Thornweave Cloak: "The carrying character cannot be attacked while another of your characters can be."."""
    state = later_turn()
    warden = put(state, "p2", "Road Warden")
    attach(state, "p2", warden, "Thornweave Cloak")
    assert warden not in attack_targets(state, main(state, "p1"))
    alone = later_turn()
    st.exhaust(alone, main(alone, "p2"))
    cloaked = put(alone, "p2", "Road Warden")
    attach(alone, "p2", cloaked, "Thornweave Cloak")
    assert attack_targets(alone, main(alone, "p1")) == {cloaked}


def test_reefguard_sentinel_cannot_be_attacked_while_its_controller_holds_a_location() -> None:
    """Reefguard Sentinel: "Reefguard Sentinel cannot be attacked while you control a location."."""
    state = later_turn()
    reef = put(state, "p2", "Reefguard Sentinel")
    assert reef in attack_targets(state, main(state, "p1"))
    state = later_turn()
    reef = put(state, "p2", "Reefguard Sentinel")
    hold_location(state, "p2", "Moonwell Shrine")
    assert reef not in attack_targets(state, main(state, "p1"))


def test_cinder_outrider_must_attack_in_each_combat_phase_if_able() -> None:
    """Cinder Outrider: "Cinder Outrider must attack in each of your Combat Phases if able."."""
    state = later_turn()
    rider = put(state, "p1", "Cinder Outrider")
    state, _ = act(state, {"type": "combat", "seat": "p1"})
    assert listed(state, "p1", "end_combat") == []
    state, _ = act(state, {"type": "attack", "seat": "p1", "attacker": rider, "target": main(state, "p2")})
    assert listed(state, "p1", "end_combat") != []  # exhausted now: no longer able


def test_first_strikers_deal_their_damage_before_the_defending_character() -> None:
    """Reedbow Archer: "Reedbow Archer deals its damage before the defending character."; Ashfall Skirmisher: "Ashfall
    Skirmisher deals its damage before the defending character." — a defender discarded first deals nothing."""
    for name in ("Reedbow Archer", "Ashfall Skirmisher"):
        state = later_turn()
        striker = put(state, "p1", name)
        tracker = put(state, "p2", "Mistveil Tracker")  # 2 OFV, 2 DFV
        state["board"][main(state, "p2")]["up"] = False
        state["board"][main(state, "p2")]["ex"] = 1
        state, _ = act(state, {"type": "combat", "seat": "p1"})
        state, _ = act(state, {"type": "attack", "seat": "p1", "attacker": striker, "target": tracker})
        assert tracker not in state["board"] and state["board"][striker]["dmg"] == 0


def test_wardens_watchtower_gives_one_dfv_to_a_defending_character() -> None:
    """Wardens' Watchtower: "Your characters get +1 DFV while they defend." — a 2-DFV character that defends survives
    3 damage for the rest of that turn (docs/athernum-rulings.md, "Defending")."""
    state = later_turn()
    attacker = put(state, "p1", "Road Warden")  # 3 OFV
    hold_location(state, "p2", "Wardens' Watchtower")
    tracker = put(state, "p2", "Mistveil Tracker")  # 2 DFV
    state["board"][tracker]["dmg"] = 0
    state, _ = act(state, {"type": "combat", "seat": "p1"})
    state, _ = act(state, {"type": "attack", "seat": "p1", "attacker": attacker, "target": tracker})
    state, _ = act(state, {"type": "no_defender", "seat": "p2"})
    assert state["combat"] is None and state["board"][tracker]["dmg"] == 3
    assert sx.dfv(state, tracker) == 3


def test_wandering_tinsmith_can_be_paid_with_any_faction() -> None:
    """Wandering Tinsmith: "Wandering Tinsmith can be paid for with resources of any faction."."""
    state = start()
    tinsmith = hand(state, "p1", "Wandering Tinsmith")
    resources(state, "p1", SALT, 2)
    assert sx.cost_faction(state, tinsmith) is None
    assert {"type": "play_character", "seat": "p1", "card": tinsmith} in ENGINE.legal_actions(state, "p1")


def test_road_warden_cannot_be_the_target_of_opposing_support_abilities() -> None:
    """Road Warden: "Road Warden cannot be the target of opposing Support abilities."."""
    state = start()
    warden = put(state, "p2", "Road Warden")
    own = put(state, "p1", "Road Warden")
    hand(state, "p1", "Smoke Seer")
    resources(state, "p1", GUILD, 2)
    targets = {a.get("target") for a in listed(state, "p1", "support")}
    assert warden not in targets and own in targets and main(state, "p2") in targets


def test_tideglass_harbor_makes_characters_cost_one_less_to_a_minimum_of_one() -> None:
    """Tideglass Harbor: "Characters you play cost 1 less, to a minimum of 1."."""
    state = start()
    hold_location(state, "p1", "Tideglass Harbor")
    adept, scout = hand(state, "p1", "Stormcaller Adept"), hand(state, "p1", "Fogstep Scout")
    assert (sx.cost(state, "p1", adept), sx.cost(state, "p1", scout)) == (3, 1)
    resources(state, "p1", WARDENS, 3)
    state, events = act(state, {"type": "play_character", "seat": "p1", "card": adept})
    assert next(e for e in events if e["type"] == "card_played")["paid"] == {WARDENS: 3}


def test_the_long_foundry_lets_items_be_attached_for_nothing() -> None:
    """The Long Foundry: "Attaching items to your characters costs nothing." — with no resource ready, an item is
    attached (attaching costs nothing in the core rules too: the Foundry changes no cost)."""
    state = start()
    hold_location(state, "p1", "The Long Foundry")
    blade = hand(state, "p1", "Tempered Blade")
    assert seat(state, "p1")["ready"] == {}
    body = {"type": "attach_item", "seat": "p1", "card": blade, "to": main(state, "p1"), "face_down": False}
    state, _ = act(state, body)
    assert state["board"][blade]["on"] == main(state, "p1")


def test_fogstep_scout_can_attack_the_turn_it_enters_play() -> None:
    """Fogstep Scout: "Fogstep Scout can attack the turn it enters play."."""
    state = later_turn()
    scout = hand(state, "p1", "Fogstep Scout")
    resources(state, "p1", WARDENS, 1)
    state, _ = act(state, {"type": "play_character", "seat": "p1", "card": scout})
    state, _ = act(state, {"type": "combat", "seat": "p1"})
    assert any(a["attacker"] == scout for a in listed(state, "p1", "attack"))
    assert sx.has(state, scout, "haste")


def test_rivetsmith_keeps_its_items_from_opposing_effects() -> None:
    """Rivetsmith: "Items attached to Rivetsmith cannot be discarded by your opponents' effects."."""
    state = start()
    smith = put(state, "p1", "Rivetsmith")
    blade = attach(state, "p1", smith, "Tempered Blade")
    assert sx.items_protected(state, blade, "p2") and not sx.items_protected(state, blade, "p1")
    st.exhaust(state, smith)
    assert not sx.items_protected(state, blade, "p2")


def test_a_card_id_names_the_same_card_in_the_set_and_in_the_state() -> None:
    state = start()
    assert state["cards"][ID["Guildmaster Orsa Vell"]]["fx"][0]["when"] == "end_of_turn"


def test_a_revealed_items_equip_abilities_go_on_the_stack_first() -> None:
    """Tempered Blade: "The carrying character gets +2 OFV." — "When revealed, the item's static abilities are placed
    on the effect stack": the bonus works once that resolves, and the others may answer before."""
    state = start()
    ilse = main(state, "p2")
    blade = attach(state, "p2", ilse, "Tempered Blade", up=False)
    state, _ = ENGINE.apply(state, {"type": "draw", "seat": "p1"})
    state, _ = ENGINE.apply(state, {"type": "reveal", "seat": "p2", "card": blade})
    assert state["board"][blade]["up"] and sx.ofv(state, ilse) == 3
    assert state["stack"][-1]["kind"] == "statics" and ENGINE.to_act(state) == ["p1"]
    state, _ = act(state, {"type": "pass", "seat": "p1"})
    assert sx.ofv(state, ilse) == 5
