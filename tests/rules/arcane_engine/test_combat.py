"""Chronicles of Arcane engine — Combat and the Combat Examples of the rulebook, and Battlefield positioning."""

from __future__ import annotations

from rules.arcane.engine import ENGINE

from .helpers import act, attack, end_turn, essences, hand, hp, legal, life, put, refused, seat, start


def _targets(state: dict, attacker: str) -> set[str]:
    return {a["target"] for a in legal(state, state["board"][attacker]["ctrl"], "attack") if a["attacker"] == attacker}


def test_combat_damage_is_dealt_simultaneously_example_1() -> None:
    """Chronicles of Arcane — Combat: damage is dealt simultaneously (Example 1: the 1-AP attacker deals 1 while the
    3-AP defender deals 3; the attacker goes to the Sanctum, the defender stays with its damage)."""
    state = start()
    scout = put(state, "p1", "Cinderling Scout")  # 1/1
    ram = put(state, "p2", "Thunderhoof Ram")  # 3/2
    state = attack(state, "p1", scout, ram)
    assert scout not in state["board"] and scout in seat(state, "p1")["sanctum"]
    assert hp(state, ram) == 1
    state = end_turn(end_turn(state))
    assert hp(state, ram) == 1  # damage stays: "remains on the Battlefield with 3/2"


def test_a_blocker_absorbs_all_damage_for_the_attacked_perpetual_example_2() -> None:
    """Chronicles of Arcane — Combat Example 2: the blocker "will absorb all damage" and no damage is applied to the
    attacked creature, even when the attacker has more Attack Power than the blocker has HP."""
    state = start()
    ram = put(state, "p1", "Thunderhoof Ram")  # 3/2
    target = put(state, "p2", "Tidecaller Mystic", "front", 2)  # 2/3
    tinker = put(state, "p2", "Wandering Tinker", "back", 5)  # 2/2, blocks from any position
    state = attack(state, "p1", ram, target, blockers=(tinker,))
    assert tinker not in state["board"] and hp(state, target) == 3
    assert ram not in state["board"]  # the Tinker's 2 damage, dealt at the same time


def test_extra_damage_rolls_over_to_the_attacked_player() -> None:
    """Chronicles of Arcane — Combat D: "any extra damage the creature(s) cannot block will roll over to the
    player" (Example 2, blocking a player: the blocker goes to the Sanctum and the player loses the rest)."""
    state = start()
    ram = put(state, "p1", "Thunderhoof Ram")  # 3/2
    scout = put(state, "p2", "Cinderling Scout")  # 1/1
    state = attack(state, "p1", ram, "p2", blockers=(scout,))
    assert scout not in state["board"] and life(state, "p2") == 23 and hp(state, ram) == 1


def test_several_blockers_fight_in_the_defenders_order_example_6() -> None:
    """Chronicles of Arcane — Combat Example 6: the defender decides which blocker fights first; the attacker's
    Attack Power is used up blocker by blocker; a destroyed blocker's Offspring tokens come before the next fight;
    what is left rolls over to the player."""
    state = start()
    behemoth = put(state, "p1", "Magma Behemoth")  # 5/6, Formidable
    lioness = put(state, "p2", "Pridemother Lioness", "front", 1)  # 3/3, two 1/1 tokens when destroyed
    scout = put(state, "p2", "Cinderling Scout", "front", 2)  # 1/1
    state = attack(state, "p1", behemoth, "p2", blockers=(lioness, scout))
    assert lioness not in state["board"] and scout not in state["board"]
    tokens = [u for u, rec in state["board"].items() if rec["ctrl"] == "p2"]
    assert len(tokens) == 2 and all(state["board"][u]["ex"] for u in tokens)
    assert life(state, "p2") == 24  # 5 - 3 (Lioness) - 1 (Scout) = 1 rolled over
    assert hp(state, behemoth) == 2  # took 3 and 1


def test_an_attacker_destroyed_by_a_blocker_deals_no_more_damage() -> None:
    """Chronicles of Arcane — damage across several blockers (docs/arcane-rulings.md): an attacker destroyed in one
    fight does not fight the next blocker and rolls nothing over."""
    state = start()
    ram = put(state, "p1", "Thunderhoof Ram")  # 3/2
    brute = put(state, "p2", "Boulderkin Brute", "front", 1)  # 3/5
    tinker = put(state, "p2", "Wandering Tinker", "front", 2)
    state = attack(state, "p1", ram, "p2", blockers=(brute, tinker))
    assert ram not in state["board"] and hp(state, brute) == 2 and hp(state, tinker) == 2
    assert life(state, "p2") == 25


def test_only_awake_creatures_block_from_any_position() -> None:
    """Chronicles of Arcane — Combat Example 2: "Player B can block with any awakened creature on the Battlefield
    regardless of position"; exhausted ones cannot."""
    state = start()
    hound = put(state, "p1", "Blazefang Hound")
    awake = put(state, "p2", "Wandering Tinker", "back", 6)
    put(state, "p2", "Gloomcaller Acolyte", "front", 1, exhausted=True)
    put(state, "p2", "Warding Idol", "front", 3)  # an Artifact never blocks
    state = act(state, "attack", "p1", attacker=hound, target="p2")
    assert legal(state, "p2", "block") == [{"type": "block", "seat": "p2", "card": awake}]


def test_back_row_is_covered_by_the_perpetual_in_front_even_exhausted_example_3() -> None:
    """Chronicles of Arcane — Battlefield Positioning and Example 3: a Back Row perpetual behind a Front Row one
    cannot be attacked, even if the one in front is exhausted."""
    state = start()
    ram = put(state, "p1", "Thunderhoof Ram")
    put(state, "p2", "Wandering Tinker", "front", 2, exhausted=True)
    behind = put(state, "p2", "Hollow Oracle", "back", 2)
    open_back = put(state, "p2", "Brinecaller Initiate", "back", 5)
    assert behind not in _targets(state, ram) and open_back in _targets(state, ram)
    refused(state, {"type": "attack", "seat": "p1", "attacker": ram, "target": behind}, "arcane.cover")


def test_aerial_and_stealth_in_the_front_row_can_be_passed_through_example_4() -> None:
    """Chronicles of Arcane — Example 4 and Traits › Aerial, Stealth: an Aerial creature in the Front Row "can be
    passed through"; an active Stealth does not prohibit targeting the card behind it."""
    state = start()
    ram = put(state, "p1", "Thunderhoof Ram")
    put(state, "p2", "Skyreed Courier", "front", 1)
    behind_aerial = put(state, "p2", "Hollow Oracle", "back", 1)
    put(state, "p2", "Duskveil Stalker", "front", 3)
    behind_stealth = put(state, "p2", "Brinecaller Initiate", "back", 3)
    assert {behind_aerial, behind_stealth} <= _targets(state, ram)


def test_cover_applies_to_attacks_and_abilities_not_spells() -> None:
    """Chronicles of Arcane — Back Row: cover stops "an attack or ability"; "Back Row perpetuals may be targeted by
    ... spells"."""
    state = start()
    essences(state, "p1", fire=5, air=3)
    put(state, "p2", "Wandering Tinker", "front", 2)
    behind = put(state, "p2", "Hollow Oracle", "back", 2)
    lance = hand(state, "p1", "Tempest Lance")
    adept = hand(state, "p1", "Pyre Adept")
    assert {"type": "invoke", "seat": "p1", "card": lance, "target": behind} in legal(state, "p1", "invoke")
    state = act(state, "invoke", "p1", card=adept)
    state = act(state, "place", "p1", row="front", slot=1)
    options = {a["target"] for a in legal(state, "p1", "choose_target")}
    assert behind not in options and options  # the ability cannot reach the covered card


def test_a_back_row_creature_attacks_only_with_nothing_in_front_or_with_reach() -> None:
    """Chronicles of Arcane — Back Row: "they cannot attack unless there is no perpetual directly in front of them or
    unless they possess a specific trait like Reach"."""
    state = start()
    put(state, "p1", "Wandering Tinker", "front", 1)
    blocked = put(state, "p1", "Thunderhoof Ram", "back", 1)
    archer = put(state, "p1", "Briarback Archer", "back", 2)
    put(state, "p1", "Warding Idol", "front", 2)
    free = put(state, "p1", "Cinderling Scout", "back", 3)
    attackers = {a["attacker"] for a in legal(state, "p1", "attack")}
    assert blocked not in attackers and archer in attackers and free in attackers
    refused(state, {"type": "attack", "seat": "p1", "attacker": blocked, "target": "p2"}, "arcane.back_row_attack")


def test_ancients_neither_attack_nor_block_but_can_be_attacked_and_strike_back() -> None:
    """Chronicles of Arcane — Ancients: "they cannot be declared as a blocker and cannot attack"; they "operate
    similarly to creature cards": attacked, an Ancient deals its Attack Power back (docs/arcane-rulings.md)."""
    state = start()
    vaelor = put(state, "p1", "Vaelor, the Ashen Colossus")  # 6/12
    refused(state, {"type": "attack", "seat": "p1", "attacker": vaelor, "target": "p2"}, "arcane.ancients")
    murmurent = put(state, "p2", "Murmurent, Mother of Tides")  # 4/14
    ram = put(state, "p1", "Thunderhoof Ram", "front", 1)
    hound = put(state, "p1", "Blazefang Hound", "front", 2)
    state = act(state, "attack", "p1", attacker=hound, target="p2")
    assert state["combat"] is None  # no creature of p2 could block: the Ancient did not
    state = attack(state, "p1", ram, murmurent)
    assert hp(state, murmurent) == 11 and ram not in state["board"]


def test_artifacts_cannot_attack_and_strike_nothing_back() -> None:
    """Chronicles of Arcane — Artifacts: "they have 0 Attack Power and cannot declare attacks or defend
    themselves"."""
    state = start()
    idol = put(state, "p1", "Warding Idol")
    refused(state, {"type": "attack", "seat": "p1", "attacker": idol, "target": "p2"}, "arcane.artifacts")
    satchel = put(state, "p2", "Runebound Satchel")  # 0/2
    scout = put(state, "p1", "Cinderling Scout", "front", 2)
    state = attack(state, "p1", scout, satchel)
    assert hp(state, satchel) == 1 and hp(state, scout) == 2  # 1/1, +0/+1 from p1's own Warding Idol


def test_with_three_players_any_opponent_may_be_attacked_and_only_they_block() -> None:
    """Chronicles of Arcane — How to Win ("your opponent Player(s)") and Creatures ("declare as Blockers when
    friendly cards or their controller is attacked"): any opponent may be attacked; only the attacked one blocks."""
    state = start(players=3)
    hound = put(state, "p1", "Blazefang Hound")
    put(state, "p2", "Wandering Tinker")
    p3_blocker = put(state, "p3", "Gloomcaller Acolyte")
    assert {"p2", "p3"} <= _targets(state, hound)
    state = act(state, "attack", "p1", attacker=hound, target="p3")
    assert ENGINE.to_act(state) == ["p3"] and legal(state, "p3", "block")[0]["card"] == p3_blocker


def test_attacks_are_declared_one_at_a_time_each_exhausting_its_attacker() -> None:
    """Chronicles of Arcane — Combat A and E: attackers are exhausted, and attacks are declared individually."""
    state = start()
    one, two = put(state, "p1", "Blazefang Hound", "front", 1), put(state, "p1", "Cinderling Scout", "front", 2)
    state = attack(state, "p1", one, "p2")
    assert state["board"][one]["ex"] and life(state, "p2") == 22
    assert {a["attacker"] for a in legal(state, "p1", "attack")} == {two}
    state = attack(state, "p1", two, "p2")
    assert life(state, "p2") == 21 and legal(state, "p1", "attack") == []
