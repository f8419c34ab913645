"""Oversoul engine — the 28 Keyworded Abilities (8.6), one test each (GUARD and THORNS also in test_battle)."""

from __future__ import annotations

from rules.oversoul.engine import stats

from .helpers import (
    act,
    act_events,
    attach,
    end_turn,
    energy,
    hp,
    kws,
    legal,
    passes,
    play,
    put,
    refused,
    seat,
    start,
    take,
    types,
)

SENTINEL, ENVOY, CINDERHORN, SKY = "ovs1-007", "ovs1-016", "ovs1-003", "ovs1-004"


def _attack(state, attacker, target, *, guard=None):
    state, events = act_events(state, "attack", "p1", attacker=attacker, target=target)
    if state["battle"] is not None:
        state, more = act_events(state, "guard" if guard else "pass", "p2", **({"card": guard} if guard else {}))
        events += more
    return state, events


def test_keyword_avian_is_not_attacked_or_guarded_by_slower_units():
    """Oversoul — AVIAN: "Can't be Guarded by or Attacked by Units with lower SPD (except by RANGED or another
    AVIAN)"."""
    state = start()
    slow, sniper = put(state, "p1", SENTINEL, "u1"), put(state, "p1", "ovs1-069", "u2")  # Stormtalon: AVIAN RANGED
    drake = put(state, "p2", "ovs1-070", "u1")  # Galehawk Raptor, AVIAN, 5 SPD
    assert {a["target"] for a in legal(state, "p1", "attack") if a["attacker"] == slow} == {seat(state, "p2")["leader"]}
    refused(state, {"type": "attack", "seat": "p1", "attacker": slow, "target": drake}, "oversoul.keyword.avian")
    assert any(a["attacker"] == sniper and a["target"] == drake for a in legal(state, "p1", "attack"))
    state = end_turn(state)
    guard = put(state, "p1", SENTINEL, "u3")
    state = act(state, "attack", "p2", attacker=drake, target=seat(state, "p1")["leader"])
    assert guard not in [a.get("card") for a in legal(state, "p1", "guard")]


def test_keyword_cleave_hits_the_cards_adjacent_to_the_selection():
    """Oversoul — CLEAVE: "This card's Attacks & Abilities that Select & Deal DMG, also Deal DMG to cards adjacent to
    the Selection equal to Damage dealt"."""
    state = start()
    ravager = put(state, "p1", CINDERHORN, "u1")
    left, middle, right, far = (put(state, "p2", ENVOY, z) for z in ("u1", "u2", "u3", "u5"))
    state, events = _attack(state, ravager, middle)
    assert {left, middle, right}.isdisjoint(state["board"]) and far in state["board"]
    assert types(events).count("cleave") == 2


def test_keyword_crystalized_keeps_a_card_at_one_hp():
    """Oversoul — CRYSTALIZED: "Can't be Shattered or Damaged below 1 HP"."""
    state = start()
    ravager, station = put(state, "p1", CINDERHORN, "u1"), put(state, "p2", "ovs1-082", "u1")
    state["board"][station]["dmg"] = 5
    state, _ = _attack(state, ravager, station)
    assert hp(state, station) == 1 and "CRYSTALIZED" in kws(state, station)


def test_keyword_guard_intercepts_an_attack():
    """Oversoul — GUARD: "Can be Exhausted if an opposing Unit Attacks to force the Attacker to Battle this card
    instead"."""
    state = start()
    attacker = put(state, "p1", SENTINEL, "u1")
    guard = put(state, "p2", SENTINEL, "u2")
    state, _events = _attack(state, attacker, seat(state, "p2")["leader"], guard=guard)
    assert seat(state, "p2")["hp"] == 18 and hp(state, guard) == 2 and state["board"][guard]["exh"]


def test_keyword_pierce_carries_the_excess_to_the_card_behind():
    """Oversoul — PIERCE: excess DMG goes "to the cards in the Zone directly under it, then to the cards in the Zone
    directly behind the opposing Selected card" (behind Unit Zone 3 is the Leader Zone)."""
    state = start()
    vexen = put(state, "p1", "ovs1-076", "u1")  # 3 DMG, PIERCE
    envoy = put(state, "p2", ENVOY, "u3")
    state["board"][envoy]["dmg"] = 2
    state, events = _attack(state, vexen, envoy)
    assert envoy not in state["board"] and seat(state, "p2")["hp"] == 16 and "pierced" in types(events)


def test_keyword_pierce_goes_through_constructs_and_barrier_blocks_it():
    """Oversoul — PIERCE: "(Cards with BARRIER will block all incoming DMG from a card with PIERCE.)"."""
    state = start()
    vexen = put(state, "p1", "ovs1-077", "u1")  # Marsh Vexen Warlord: 5 DMG, PIERCE
    oracle = put(state, "p2", "ovs1-068", "u3")  # Qirean Oracle: BARRIER
    state, events = _attack(state, vexen, oracle)
    assert hp(state, oracle) == 3 and seat(state, "p2")["hp"] == 18 and "barrier" in types(events)
    envoy = put(state, "p2", ENVOY, "u2")
    plating = attach(state, "p2", "ovs1-035", envoy)  # a 4 HP Construct on the 3 HP Envoy
    state["board"][vexen]["exh"] = False
    state, events = _attack(state, vexen, envoy)
    assert plating not in state["board"] and hp(state, envoy) == 2  # 4 to the Construct, 1 more to the Envoy


def test_keyword_polarity_is_never_selected_by_ability_costs_nor_takes_constructs():
    """Oversoul — POLARITY: "Can't be Selected by Ability Costs or have any subsequent Constructs Attached to"."""
    state = energy(start(), "p1", 3, rank=3)
    warden = put(state, "p1", "ovs1-060", "u1")  # Geode Warden: POLARITY
    sky, idol = take(state, "p1", SKY), take(state, "p1", "ovs1-005")
    assert warden not in [a["target"] for a in legal(state, "p1", "activate") if a["card"] == sky]
    assert not [a for a in legal(state, "p1", "activate") if a["card"] == idol]


def test_keyword_ranged_attacks_are_not_struck_back():
    """Oversoul — RANGED: "Units won't Retaliate in Battle when Attacked by this card"."""
    state = start()
    drake = put(state, "p1", "ovs1-052", "u1")  # Skyvault Drake: 4 DMG, RANGED
    ravager = put(state, "p2", CINDERHORN, "u1")
    state, _events = _attack(state, drake, ravager)
    assert hp(state, drake) == 5 and hp(state, ravager) == 2


def test_keyword_resistant_is_unaffected_by_other_cards_abilities():
    """Oversoul — RESISTANT: "Unaffected by Abilities from cards (except Constructs Attached to this card)"; DRAGON's
    only "(to Events of lower RANK)"."""
    state = energy(start(), "p1", 5, rank=5)
    warlord = put(state, "p2", "ovs1-077", "u1")
    wyrm = put(state, "p2", "ovs1-051", "u2")  # Emberscale Wyrmling, RANK III DRAGON
    sky, rift = take(state, "p1", SKY), take(state, "p1", "ovs1-110")
    targets = {a["target"] for a in legal(state, "p1", "activate") if a["card"] == sky}
    assert warlord not in targets and wyrm not in targets  # Splintered Sky is RANK II
    rift_targets = {a["target"] for a in legal(state, "p1", "activate") if a["card"] == rift}
    assert wyrm in rift_targets and warlord not in rift_targets  # Oblivion Rift is RANK V
    sentinel = put(state, "p2", SENTINEL, "u3")
    attach(state, "p2", "ovs1-105", sentinel)  # Obsidian Carapace: the Attached Unit Gains RESISTANT
    assert "RESISTANT" in kws(state, sentinel)


def test_keyword_thorns_deals_back_what_it_was_dealt():
    """Oversoul — THORNS: "Deal DMG to a Unit Battling this card equal to DMG that Unit Dealt to this card"."""
    state = start()
    ravager = put(state, "p1", CINDERHORN, "u1")
    automaton = put(state, "p2", "ovs1-057", "u1")  # Bastion Automaton: THORNS, no SPD
    state, events = _attack(state, ravager, automaton)
    assert hp(state, automaton) == 2 and hp(state, ravager) == 1 and "thorns" in types(events)


def test_keyword_vampirism_heals_the_card_or_else_its_leader():
    """Oversoul — VAMPIRISM: "Heal HP to this card equal to the DMG it Dealt (Heal Leader instead if at full HP)"."""
    state = start()
    phantom = put(state, "p1", "ovs1-066", "u1")  # Gravemist Phantom: 3 DMG, DUAL-STRIKE, VAMPIRISM
    state["board"][phantom]["charges"].pop("STRIKE")
    seat(state, "p1")["hp"] = 10
    state, _ = _attack(state, phantom, seat(state, "p2")["leader"])
    assert seat(state, "p1")["hp"] == 13
    state["board"][phantom]["dmg"], state["board"][phantom]["exh"] = 2, False
    state, _ = _attack(state, phantom, seat(state, "p2")["leader"])
    assert hp(state, phantom) == 3 and seat(state, "p1")["hp"] == 13


def test_keyword_barrier_stops_one_hit():
    """Oversoul — BARRIER: "If this card would Take DMG (Once while Active) It Takes no DMG"."""
    state = start()
    oracle = put(state, "p2", "ovs1-068", "u1")
    a1, a2 = put(state, "p1", SENTINEL, "u1"), put(state, "p1", SENTINEL, "u2")
    state, _ = _attack(state, a1, oracle)
    assert hp(state, oracle) == 3 and "BARRIER" not in kws(state, oracle)
    state, _ = _attack(state, a2, oracle)
    assert hp(state, oracle) == 1


def test_keyword_hyper_barrier_stops_two_hits_and_gaining_barrier_again_upgrades_it():
    """Oversoul — HYPER-BARRIER: "It Takes no DMG, then Gain BARRIER"; "Gaining BARRIER on a card that already has an
    unused BARRIER, receives HYPER-BARRIER instead"."""
    state = energy(start(), "p2", 1)
    oracle = put(state, "p2", "ovs1-068", "u1")
    stats.gain(state, oracle, "BARRIER")
    assert "HYPER-BARRIER" in kws(state, oracle)
    a1, a2, a3 = (put(state, "p1", SENTINEL, z) for z in ("u1", "u2", "u3"))
    for attacker in (a1, a2):
        state, _ = _attack(state, attacker, oracle)
    assert hp(state, oracle) == 3 and not {"BARRIER", "HYPER-BARRIER"} & kws(state, oracle)
    state, _ = _attack(state, a3, oracle)
    assert hp(state, oracle) == 1


def test_keyword_deathtouch_shatters_what_it_damages_and_leaves_alive():
    """Oversoul — DEATHTOUCH: "If this card Deals DMG to non-Leader Units / Events & those cards remain on the board
    (Once while Active) Place 1 Death mark on those cards➤ Shatter all cards with 1 Death mark"."""
    state = start()
    skitterer = put(state, "p1", "ovs1-063", "u1")  # 1 DMG, 3 SPD, DEATHTOUCH
    ravager = put(state, "p2", CINDERHORN, "u1")
    state, events = _attack(state, skitterer, ravager)
    assert ravager in seat(state, "p2")["idle"] and "death_marked" in types(events)
    assert skitterer in seat(state, "p1")["idle"]  # struck together: it still had DEATHTOUCH in that Battle


def test_keyword_hyper_deathtouch_exiles_then_becomes_deathtouch():
    """Oversoul — HYPER-DEATHTOUCH: "Place 2 Death marks on those cards➤ Exile cards with 2 Death marks ..., then
    Gain DEATHTOUCH"."""
    state = start()
    nova = put(state, "p1", "ovs1-049", "u1")  # 7 DMG, 4 SPD, HYPER-DEATHTOUCH
    station = put(state, "p2", "ovs1-082", "u1")  # CRYSTALIZED: stays at 1 HP
    state, _ = _attack(state, nova, station)
    assert station in seat(state, "p2")["exile"] and "DEATHTOUCH" in kws(state, nova)


def test_keyword_dual_strike_deals_its_damage_once_more():
    """Oversoul — DUAL-STRIKE: "If this card would DMG (Once while Active) Deal the same amount of DMG once more"."""
    state = start()
    blade = put(state, "p1", "ovs1-067", "u1")  # Qirean Spellblade: 3 DMG, DUAL-STRIKE
    state, _events = _attack(state, blade, seat(state, "p2")["leader"])
    assert seat(state, "p2")["hp"] == 12 and "DUAL-STRIKE" not in kws(state, blade)


def test_keyword_hyper_strike_deals_twice_more_then_becomes_dual_strike():
    """Oversoul — HYPER-STRIKE: "Deal the same amount of DMG twice more, then Gain DUAL-STRIKE"."""
    state = start()
    hawk = put(state, "p1", "ovs1-070", "u1")  # Galehawk Raptor: 2 DMG, HYPER-STRIKE
    state, _ = _attack(state, hawk, seat(state, "p2")["leader"])
    assert seat(state, "p2")["hp"] == 12 and "DUAL-STRIKE" in kws(state, hawk)


def test_keyword_dynamo_doubles_an_abilitys_values_once():
    """Oversoul — DYNAMO: "If this card would ... use an Ability that has values in its Resolution (Once while
    Active) Double the ... values in the Ability's Resolution"."""
    state = energy(start(), "p1", 2, rank=2)
    target = put(state, "p2", "ovs1-082", "u1")  # 6 HP, CRYSTALIZED
    spark = take(state, "p1", "ovs1-053")  # Sparkcaller Elemental: ACTIVATE* Deal 2 DMG, DYNAMO
    state = play(state, "activate", "p1", card=spark, zone="u1")
    state = passes(act(state, "choose", "p1", target=target))
    assert hp(state, target) == 2 and "DYNAMO" not in kws(state, spark)


def test_keyword_hyper_dynamo_triples_then_doubles_what_it_generates():
    """Oversoul — HYPER-DYNAMO: "Triple the ENERGY Generated ... then Gain DYNAMO"."""
    from rules.oversoul.engine import energy as en

    state = start()
    well = put(state, "p1", "ovs1-054", "u1")  # +1, HYPER-DYNAMO
    assert en.generators(state, "p1") == [(well, 3)]
    en.generate(state, "p1", well)
    state["board"][well]["exh"] = False
    assert seat(state, "p1")["floating"] == 3 and en.generators(state, "p1") == [(well, 2)]


def test_keyword_frenzy_keeps_the_card_upright_once():
    """Oversoul — FRENZY: "If this card would be Exhausted (Once while Active) It is not Exhausted" — it Attacks
    twice."""
    state = start()
    gaian = put(state, "p1", "ovs1-055", "u1")
    stats.gain(state, gaian, "FRENZY")
    leader = seat(state, "p2")["leader"]
    state, _ = _attack(state, gaian, leader)
    assert not state["board"][gaian]["exh"]
    state, _ = _attack(state, gaian, leader)
    assert state["board"][gaian]["exh"] and seat(state, "p2")["hp"] == 14


def test_keyword_hyper_frenzy_keeps_it_upright_twice():
    """Oversoul — HYPER-FRENZY: "It is not Exhausted, then Gain FRENZY"."""
    state = start()
    gaian = put(state, "p1", "ovs1-106", "u1")  # Frenzied Gaian: HYPER-FRENZY, BERSERK
    leader = seat(state, "p2")["leader"]
    for _ in range(3):
        state, _ = _attack(state, gaian, leader)
    assert state["board"][gaian]["exh"] and seat(state, "p2")["hp"] == 9


def test_keyword_veiled_is_not_selected_by_opponents_and_ends_when_exhausted():
    """Oversoul — VEILED: "Can't be Selected by opposing Ability Costs or Attacks, then if this card is Exhausted
    Cancel this Ability"."""
    state = energy(start(), "p2", 2, rank=2)
    wisp = put(state, "p1", "ovs1-065", "u1")  # Hollow Wisp: VEILED
    put(state, "p2", SENTINEL, "u1")
    state = end_turn(state)
    energy(state, "p2", 2, rank=2)
    assert wisp not in [a["target"] for a in legal(state, "p2", "attack")]
    sky = take(state, "p2", SKY)
    assert wisp not in [a["target"] for a in legal(state, "p2", "activate") if a["card"] == sky]
    state = end_turn(state)
    state, _ = _attack(state, wisp, seat(state, "p2")["leader"])
    assert "VEILED" not in kws(state, wisp)


def test_keyword_hyper_veiled_becomes_veiled_when_exhausted():
    """Oversoul — HYPER-VEILED: "then if this card is Exhausted Cancel this Ability & Gain VEILED"."""
    state = start()
    stalker = put(state, "p1", "ovs1-081", "u1")  # Dreamhaunt Stalker: HYPER-VEILED
    state, _ = _attack(state, stalker, seat(state, "p2")["leader"])
    assert "VEILED" in kws(state, stalker) and "HYPER-VEILED" not in kws(state, stalker)


def test_keyword_amorphous_is_exiled_when_leaving_the_board():
    """Oversoul — AMORPHOUS: "Exiled when leaving the board"."""
    state = energy(start(), "p1", 2, rank=2)
    envoy = put(state, "p2", ENVOY, "u1")
    stats.gain(state, envoy, "AMORPHOUS")
    state = play(state, "activate", "p1", card=take(state, "p1", SKY), target=envoy)
    assert envoy in seat(state, "p2")["exile"] and envoy not in seat(state, "p2")["idle"]


def test_keyword_berserk_must_attack_each_turn_if_able():
    """Oversoul — BERSERK: "Must Attack each turn if able"."""
    state = start()
    hound = put(state, "p1", "ovs1-058", "u1")  # Gearhound: BERSERK
    assert not legal(state, "p1", "end_phase")
    refused(state, {"type": "end_phase", "seat": "p1"}, "oversoul.keyword.berserk")
    state, _ = _attack(state, hound, seat(state, "p2")["leader"])
    assert legal(state, "p1", "end_phase")


def test_keyword_chained_is_exhausted_and_never_reactivated():
    """Oversoul — CHAINED: "This card is Exhausted & can't be Reactivated"."""
    state = energy(start(), "p1", 2, rank=2)
    target = put(state, "p2", SENTINEL, "u1")
    state = play(state, "activate", "p1", card=take(state, "p1", "ovs1-087"), target=target)
    assert state["board"][target]["exh"] and "CHAINED" in kws(state, target)
    state = end_turn(state)
    assert state["board"][target]["exh"]


def test_keyword_damned_cannot_be_healed():
    """Oversoul — DAMNED: "Can't be Healed" (not even at the start of its cycle)."""
    state = start()
    revenant = put(state, "p1", "ovs1-071", "u1")  # Barrow Revenant: DAMNED
    state["board"][revenant]["dmg"] = 2
    state = end_turn(end_turn(state))
    assert hp(state, revenant) == 1


def test_keyword_petrified_sets_spd_to_zero():
    """Oversoul — PETRIFIED: "Set SPD on this card to 0" — it can't Attack or Retaliate."""
    state = energy(start(), "p1", 2, rank=2)
    mine, theirs = put(state, "p1", SENTINEL, "u1"), put(state, "p2", SENTINEL, "u1")
    state = play(state, "activate", "p1", card=take(state, "p1", "ovs1-086"), target=theirs)
    assert stats.spd(state, theirs) == 0
    state, events = _attack(state, mine, theirs)
    assert hp(state, mine) == 4 and not next(e for e in events if e["type"] == "battle")["retaliates"]


def test_keyword_sealed_cancels_abilities_and_shatters_constructs():
    """Oversoul — SEALED: "Cancel all Abilities, changes to Stats (except Damage to HP) & Shatter all Constructs
    Attached to this card"."""
    state = energy(start(), "p1", 3, rank=4)
    target = put(state, "p2", "ovs1-067", "u1")  # BARRIER, DUAL-STRIKE
    idol = attach(state, "p2", "ovs1-005", target)
    state = play(state, "activate", "p1", card=take(state, "p1", "ovs1-109"), target=target)
    assert kws(state, target) == {"SEALED"} and idol in seat(state, "p2")["idle"]
