"""Chronicles of Arcane engine — every Trait of the rulebook (Traits, pages 33–35), one or more tests each."""

from __future__ import annotations

from rules.arcane.engine import ENGINE

from .helpers import act, attack, end_turn, essences, hand, hp, legal, life, pass_all, put, refused, seat, start


def _targets(state: dict, attacker: str) -> set[str]:
    return {a["target"] for a in legal(state, state["board"][attacker]["ctrl"], "attack") if a["attacker"] == attacker}


def test_trait_aerial_targeted_only_by_aerial_or_reach() -> None:
    """Chronicles of Arcane — Aerial: "can only be targeted for attack by other Aerial creatures or creatures with
    the Reach trait"."""
    state = start()
    flyer = put(state, "p2", "Skyreed Courier")
    ram = put(state, "p1", "Thunderhoof Ram", "front", 1)
    drake = put(state, "p1", "Kiln Drake", "front", 2)
    archer = put(state, "p1", "Briarback Archer", "front", 3)
    assert flyer not in _targets(state, ram)
    assert flyer in _targets(state, drake) and flyer in _targets(state, archer)
    refused(state, {"type": "attack", "seat": "p1", "attacker": ram, "target": flyer}, "arcane.trait.aerial")


def test_trait_aerial_blockers_of_an_attack_on_an_aerial_creature_need_aerial_or_reach() -> None:
    """Chronicles of Arcane — Aerial: "creatures without Reach or Aerial cannot block an attack on an Aerial
    creature"."""
    state = start()
    flyer = put(state, "p2", "Skyreed Courier", "front", 1)
    put(state, "p2", "Wandering Tinker", "front", 2)
    archer = put(state, "p2", "Briarback Archer", "front", 3)
    drake = put(state, "p1", "Kiln Drake")
    state = act(state, "attack", "p1", attacker=drake, target=flyer)
    assert [a["card"] for a in legal(state, "p2", "block")] == [archer]


def test_trait_aerial_attacker_on_a_player_can_be_blocked_by_any_creature() -> None:
    """Chronicles of Arcane — Aerial: "Creatures with Aerial can be blocked by any creature if a player is the
    target" (and only by Aerial or Reach creatures when a card is, docs/arcane-rulings.md)."""
    state = start()
    tinker = put(state, "p2", "Wandering Tinker", "front", 2)
    target = put(state, "p2", "Hollow Oracle", "front", 4)
    drake = put(state, "p1", "Kiln Drake")
    on_player = act(state, "attack", "p1", attacker=drake, target="p2")
    assert [a["card"] for a in legal(on_player, "p2", "block")] == [tinker, target]
    on_card = act(state, "attack", "p1", attacker=drake, target=target)
    assert on_card["combat"] is None  # no Aerial or Reach creature to block: resolved at once


def test_trait_deathstrike_destroys_what_it_damages_and_costs_the_hp_difference() -> None:
    """Chronicles of Arcane — Deathstrike: the damaged creature is destroyed; "The controlling player of Deathstrike
    loses Life equal to the difference in HP" (the HP the target had above its own, docs/arcane-rulings.md)."""
    state = start()
    asp = put(state, "p1", "Gravefang Asp")  # 1/1
    brute = put(state, "p2", "Boulderkin Brute")  # 3/5
    state = attack(state, "p1", asp, brute)
    assert brute not in state["board"] and asp not in state["board"]
    assert life(state, "p1") == 25 - 4  # 5 HP against 1 HP


def test_trait_deathstrike_spares_undead_and_non_creatures() -> None:
    """Chronicles of Arcane — Deathstrike "does not affect non-creature perpetuals"; Undead "are not affected by
    Deathstrike"."""
    state = start()
    asp = put(state, "p1", "Gravefang Asp", "front", 1)
    reaver = put(state, "p2", "Nightreaver", "front", 1)  # 2/3 Undead
    satchel = put(state, "p2", "Runebound Satchel", "back", 4)
    state = attack(state, "p1", asp, reaver)
    assert reaver in state["board"] and hp(state, reaver) == 2 and asp not in state["board"]
    asp2 = put(state, "p1", "Gravefang Asp", "front", 2)
    state = attack(state, "p1", asp2, satchel)
    assert satchel in state["board"] and hp(state, satchel) == 1


def test_trait_formidable_is_blocked_by_two_or_more_creatures_only() -> None:
    """Chronicles of Arcane — Formidable: "can only be blocked by two or more creatures"."""
    state = start()
    brute = put(state, "p1", "Boulderkin Brute")
    one = put(state, "p2", "Wandering Tinker", "front", 1)
    alone = act(state, "attack", "p1", attacker=brute, target="p2")
    assert alone["combat"] is None and life(alone, "p2") == 22  # a single creature may not block it
    two = put(state, "p2", "Briarback Archer", "front", 2)
    state = act(state, "attack", "p1", attacker=brute, target="p2")
    state = act(state, "block", "p2", card=one)
    assert {a["type"] for a in ENGINE.legal_actions(state, "p2")} == {"block", "concede"}
    refused(state, {"type": "done_blocking", "seat": "p2"}, "arcane.trait.formidable")
    state = act(act(state, "block", "p2", card=two), "done_blocking", "p2")
    assert life(state, "p2") == 25


def test_trait_generator_makes_floating_essence_lost_at_the_end_of_the_turn() -> None:
    """Chronicles of Arcane — Generator: one floating Essence of its type at the beginning of its controller's turn,
    lost at the end of the turn."""
    state = start()
    put(state, "p2", "Hearthflame Salamander")
    scout = hand(state, "p2", "Cinderling Scout")
    state = end_turn(state)
    assert seat(state, "p2")["floating"] == {"fire": 1}
    state = act(act(state, "invoke", "p2", card=scout), "place", "p2", row="front", slot=3)
    assert seat(state, "p2")["floating"] == {} and seat(state, "p2")["spent"] == []  # paid with the floating one
    state = end_turn(end_turn(state))
    assert seat(state, "p2")["floating"] == {"fire": 1}
    state = end_turn(state)
    assert seat(state, "p2")["floating"] == {}


def test_trait_haste_attacks_the_turn_it_enters() -> None:
    """Chronicles of Arcane — Haste: "able to attack and/or use abilities on the turn it enters the Battlefield. It
    is not affected by exhaustion when invoked."."""
    state = start()
    essences(state, "p1", fire=3)
    hound, adept = hand(state, "p1", "Blazefang Hound"), hand(state, "p1", "Tidecaller Mystic")
    state = act(act(state, "invoke", "p1", card=hound), "place", "p1", row="front", slot=1)
    assert state["board"][hound]["ex"] is False
    assert {a["attacker"] for a in legal(state, "p1", "attack")} == {hound}
    del adept


def test_trait_lifedrain_gains_the_damage_dealt_to_a_creature() -> None:
    """Chronicles of Arcane — Lifedrain: "its owner gains Life equal to the damage dealt" to another creature —
    never more than the HP it had (docs/arcane-rulings.md), and nothing for damage to a player."""
    state = start()
    acolyte = put(state, "p1", "Gloomcaller Acolyte", "front", 1)  # 2/2
    scout = put(state, "p2", "Cinderling Scout", "front", 1)  # 1/1
    state = attack(state, "p1", acolyte, scout)
    assert life(state, "p1") == 26
    stalker = put(state, "p1", "Duskveil Stalker", "front", 2)  # 3/2 Lifedrain
    state = attack(state, "p1", stalker, "p2")
    assert life(state, "p1") == 26 and life(state, "p2") == 22


def test_trait_magic_ward_stops_targeting_spells_not_abilities_or_spells_hitting_all() -> None:
    """Chronicles of Arcane — Magic Ward: "cannot be directly targeted by spells", but a spell that damages all
    creatures hits it; abilities can target it."""
    state = start()
    essences(state, "p1", fire=8)
    mystic = put(state, "p2", "Tidecaller Mystic")  # 2/3
    volley, storm, adept = (
        hand(state, "p1", "Flare Volley"),
        hand(state, "p1", "Cinder Storm"),
        hand(state, "p1", "Pyre Adept"),
    )
    assert all(a.get("target") != mystic for a in legal(state, "p1", "invoke") if a["card"] == volley)
    refused(state, {"type": "invoke", "seat": "p1", "card": volley, "target": mystic}, "arcane.trait.magic_ward")
    state = act(state, "invoke", "p1", card=storm)
    assert hp(state, mystic) == 2
    state = act(act(state, "invoke", "p1", card=adept), "place", "p1", row="front", slot=1)
    state = act(state, "choose_target", "p1", target=mystic) if state["pending"] else state
    assert hp(state, mystic) == 1


def test_trait_persistence_stays_ready_after_attacking_once_a_turn() -> None:
    """Chronicles of Arcane — Persistence: "does not become exhausted when it attacks. (It can only attack once per
    turn)."."""
    state = start()
    ram = put(state, "p1", "Thunderhoof Ram")
    state = attack(state, "p1", ram, "p2")
    assert state["board"][ram]["ex"] is False and life(state, "p2") == 22
    assert legal(state, "p1", "attack") == []
    refused(state, {"type": "attack", "seat": "p1", "attacker": ram, "target": "p2"}, "arcane.trait.persistence")
    state = end_turn(state)
    hound = put(state, "p2", "Blazefang Hound")
    state = act(state, "attack", "p2", attacker=hound, target="p1")
    assert legal(state, "p1", "block") == [{"type": "block", "seat": "p1", "card": ram}]  # it can still block


def test_trait_preemptive_strike_deals_damage_first() -> None:
    """Chronicles of Arcane — Preemptive Strike: "always deals damage first, whether it is attacking or blocking"."""
    state = start()
    duelist = put(state, "p1", "Emberblade Duelist")  # 2/2 PS
    tinker = put(state, "p2", "Wandering Tinker")  # 2/2
    state = attack(state, "p1", duelist, tinker)
    assert tinker not in state["board"] and hp(state, duelist) == 2
    sentinel = put(state, "p1", "Ironbark Sentinel", "front", 2)  # 2/4 PS, awake
    hound = put(state, "p2", "Blazefang Hound")  # 3/1 attacks into a Preemptive Strike blocker
    state = end_turn(state)
    state = attack(state, "p2", hound, "p1", blockers=(sentinel,))
    assert hound not in state["board"] and hp(state, sentinel) == 4 and life(state, "p1") == 25


def test_trait_preemptive_strike_on_both_sides_rolls_a_d6_each() -> None:
    """Chronicles of Arcane — Preemptive Strike: "If both creatures in combat have Preemptive Strike, both
    controllers roll a D6 to see who attacks first (highest roll)."."""
    outcomes = set()
    for seed in range(12):
        state = start(seed=seed)
        duelist = put(state, "p1", "Emberblade Duelist")  # 2/2
        sentinel = put(state, "p2", "Ironbark Sentinel")  # 2/4
        state, events = ENGINE.apply(state, {"type": "attack", "seat": "p1", "attacker": duelist, "target": sentinel})
        rolls = [e for e in events if e["type"] == "dice_rolled" and e["for"] == "preemptive_strike"]
        assert rolls and rolls[-1]["rolls"][duelist] != rolls[-1]["rolls"][sentinel]
        first = max(rolls[-1]["rolls"], key=rolls[-1]["rolls"].get)
        # the Duelist (2 HP) dies to the Sentinel's 2 either way; the Sentinel takes 2 only if the Duelist struck first
        assert duelist not in state["board"]
        assert hp(state, sentinel) == (2 if first == duelist else 4)
        outcomes.add(first == duelist)
    assert outcomes == {True, False}


def test_trait_reach_targets_aerial_and_the_back_row() -> None:
    """Chronicles of Arcane — Reach: "able to target creatures with Aerial and creatures in the Back Row"."""
    state = start()
    put(state, "p2", "Wandering Tinker", "front", 3)
    behind = put(state, "p2", "Hollow Oracle", "back", 3)
    flyer = put(state, "p2", "Skyreed Courier", "front", 5)
    archer = put(state, "p1", "Briarback Archer")
    assert {behind, flyer} <= _targets(state, archer)
    state = attack(state, "p1", archer, behind)
    assert hp(state, behind) == 1


def test_trait_stealth_cannot_be_targeted_until_it_attacks() -> None:
    """Chronicles of Arcane — Stealth: "cannot be targeted by attacks, abilities, or spells. Stealth is lost after
    the first time that creature attacks, blocks, or uses an ability."."""
    state = start()
    essences(state, "p1", air=3)
    stalker = put(state, "p2", "Duskveil Stalker")
    lance = hand(state, "p1", "Tempest Lance")
    ram = put(state, "p1", "Thunderhoof Ram")
    assert stalker not in _targets(state, ram)
    assert all(a.get("target") != stalker for a in legal(state, "p1", "invoke") if a["card"] == lance)
    refused(state, {"type": "invoke", "seat": "p1", "card": lance, "target": stalker}, "arcane.trait.stealth")
    state = end_turn(state)
    state = attack(state, "p2", stalker, "p1")
    assert state["board"][stalker]["stealth"] is False
    state = end_turn(state)
    assert stalker in {a["target"] for a in legal(state, "p1", "invoke") if a["card"] == lance}


def test_trait_stealth_is_lost_by_blocking() -> None:
    """Chronicles of Arcane — Stealth: lost after the first time it "blocks"."""
    state = start()
    veil = put(state, "p2", "Veilshade Assassin")  # 4/1 Stealth
    ram = put(state, "p1", "Thunderhoof Ram")
    state = act(state, "attack", "p1", attacker=ram, target="p2")
    state = act(state, "block", "p2", card=veil)
    assert state["board"][veil]["stealth"] is False


def test_trait_taunt_must_be_the_target_and_stays_in_the_front_row() -> None:
    """Chronicles of Arcane — Taunt: "must be the target of attacks"; "must be played to the Front Row"."""
    state = start()
    essences(state, "p2", water=3)
    warden = put(state, "p2", "Tidewarden", "front", 2)
    put(state, "p2", "Wandering Tinker", "front", 4)
    hound = put(state, "p1", "Blazefang Hound")
    assert _targets(state, hound) == {warden}
    refused(state, {"type": "attack", "seat": "p1", "attacker": hound, "target": "p2"}, "arcane.trait.taunt")
    state = end_turn(state)
    another = hand(state, "p2", "Tidewarden")
    state = act(state, "invoke", "p2", card=another)
    assert {a["row"] for a in legal(state, "p2", "place")} == {"front"}


def test_trait_unblockable_cannot_be_blocked() -> None:
    """Chronicles of Arcane — Unblockable: "cannot be blocked when they declare an attack"."""
    state = start()
    eel = put(state, "p1", "Undertow Eel")
    put(state, "p2", "Wandering Tinker")
    state = act(state, "attack", "p1", attacker=eel, target="p2")
    assert state["combat"] is None and life(state, "p2") == 23


def test_trait_undead_takes_damage_from_healing() -> None:
    """Chronicles of Arcane — Undead: "take damage from healing effects instead of healing from them"."""
    state = start()
    essences(state, "p1", earth=1)
    reaver = put(state, "p1", "Nightreaver")  # 2/3
    renewal = hand(state, "p1", "Verdant Renewal")
    state = pass_all(act(state, "invoke", "p1", card=renewal, target=reaver))
    assert reaver not in state["board"]


def test_trait_trap_is_on_two_or_more_cards_and_playable_in_another_players_turn() -> None:
    """Chronicles of Arcane — Trap: "Cards with Trap can be played at any time" (Thicket Lurker, a Trap creature,
    in the opponent's Action Phase window after their invocation)."""
    state = start()
    essences(state, "p1", fire=1)
    essences(state, "p2", earth=2)
    scout = hand(state, "p1", "Cinderling Scout")
    lurker = hand(state, "p2", "Thicket Lurker")
    state = act(state, "invoke", "p1", card=scout)
    assert {"type": "invoke", "seat": "p2", "card": lurker} in ENGINE.legal_actions(state, "p2")
    state = act(state, "invoke", "p2", card=lurker)
    state = act(state, "place", "p2", row="front", slot=1)  # the Trap resolves first: first in, last out
    assert lurker in state["board"] and scout not in state["board"]
