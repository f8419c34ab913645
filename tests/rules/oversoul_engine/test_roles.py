"""Oversoul engine — Roles and the default Role Abilities (7.1, 8.4): "hard printed" on -Units."""

from __future__ import annotations

import pytest

from rules.oversoul.engine import cards as cd
from rules.oversoul.engine import stats

from .helpers import (
    act,
    act_events,
    end_turn,
    energy,
    hp,
    kws,
    legal,
    passes,
    play,
    put,
    seat,
    start,
    take,
    through,
)

SENTINEL, ENVOY, SKY = "ovs1-007", "ovs1-016", "ovs1-004"
KEYWORD_ROLES = {
    "DRAGON": {"AVIAN", "RESISTANT-EVENTS"},
    "ELEMENTAL": {"DYNAMO"},
    "PHANTOM": {"VEILED"},
    "QIREAN": {"BARRIER"},
    "RAPTOR": {"AVIAN"},
    "SECUTOR": {"DUAL-STRIKE"},
    "SENTRY": {"GUARD"},
    "SNIPER": {"RANGED"},
    "SLAYER": {"CLEAVE"},
    "STATION": {"THORNS"},
    "VEXEN": {"PIERCE"},
}


def _plain(state, sid, zone, roles, energy_=-2, **stats_):
    """A vanilla Unit of the given Roles and ENERGY (test set-up)."""
    card_id = f"tst-{'-'.join(roles).lower()}-{energy_}"
    card = {
        "name": card_id,
        "type": "unit",
        "archetype": "NEUTRAL",
        "rank": 2,
        "energy": energy_,
        "roles": roles,
        "dmg": 2,
        "spd": 2,
        "hp": 4,
        "keywords": [],
        "effects": [],
        **stats_,
    }
    state["cards"] = {**state["cards"], card_id: cd.compact(card)}
    uid = f"y{len(state['inst'])}"
    state["inst"] = {**state["inst"], uid: [card_id, sid]}
    from rules.oversoul.engine import board as bd

    bd.place(state, uid, sid, zone)
    return uid


@pytest.mark.parametrize("role", sorted(KEYWORD_ROLES))
def test_a_minus_units_role_gives_its_keyworded_ability(role):
    """Oversoul — Role Abilities: "they are “hard printed” for the Role" — e.g. SENTRY •GUARD, VEXEN •PIERCE."""
    state = start()
    assert KEYWORD_ROLES[role] <= kws(state, _plain(state, "p1", "u1", [role]))


def test_plus_units_mechnoids_and_primals_have_no_role_abilities():
    """Oversoul — Role Abilities: "Role Abilities are available exclusively on Consume/–Unit"; "All –Unit Roles (except
    MECHNOIDS & PRIMALS) also possess unique Abilities"."""
    state = start()
    assert kws(state, _plain(state, "p1", "u1", ["SENTRY"], energy_=1)) == set()
    beast = _plain(state, "p1", "u2", ["MECHNOID", "PRIMAL"])
    assert kws(state, beast) == set() and stats.abilities(state, beast) == []


def test_role_sorcerer_deals_rank_damage_when_activated_or_reactivated():
    """Oversoul — SORCERER: "•ACTIVATE You can Select 1 card on the board➤ Deal RANK DMG to it" (Reactivating
    "also triggers its ACTIVATE Ability")."""
    state = energy(start(), "p1", 3, rank=3)
    target = put(state, "p2", "ovs1-082", "u1")  # 6 HP, CRYSTALIZED
    wyrm = take(state, "p1", "ovs1-051")  # Emberscale Wyrmling, RANK III
    state = play(state, "activate", "p1", card=wyrm, zone="u1")
    assert state["choice"]["kind"] == "trigger" and {"type": "decline", "seat": "p1"} in legal(state, "p1")
    state = passes(act(state, "choose", "p1", target=target))
    assert hp(state, target) == 3
    state["board"][wyrm]["exh"] = True
    state = end_turn(end_turn(state))
    state = passes(act(state, "choose", "p1", target=target))
    assert hp(state, target) == 1


def test_role_seeker_gazes_rank_cards_and_puts_them_back_in_any_order():
    """Oversoul — SEEKER: "•ENTER You can Gaze RANK at either Deck"; Gaze: "Look at the top cards of a Deck and then
    return them in any order"."""
    state = energy(start(), "p1", 2, rank=2)
    seeker = _plain(state, "p1", "u1", ["SEEKER"])
    del state["board"][seeker]
    seat(state, "p1")["hand"].append(seeker)
    state = play(state, "activate", "p1", card=seeker, zone="u2")
    state = passes(act(state, "choose", "p1", target="p2"))
    top = seat(state, "p2")["deck"][-2:]
    assert state["choice"]["kind"] == "gaze" and set(state["choice"]["cards"]) == set(top)
    state, events = act_events(state, "choose", "p1", target=top[0])  # the lower of the two goes on top
    assert seat(state, "p2")["deck"][-1] == top[0] and seat(state, "p1")["known"]["p2"] == [top[0], top[1]]
    assert all("private" in e for e in events if e["type"] == "gaze_ordered")


def test_role_seer_exposes_a_prepared_card_which_cannot_activate_until_the_next_cycle():
    """Oversoul — SEER: "•ACTIVATE You can select 1 Prepared card➤ Expose it"; Expose: "The Exposed card can't be
    Activated / use its Abilities until the next Cycle Phase"."""
    from rules.oversoul.engine import ENGINE

    state = energy(start(), "p1", 2, rank=2)
    hidden = put(state, "p2", SENTINEL, "u1", down=True)
    oracle = take(state, "p1", "ovs1-068")
    state = play(state, "activate", "p1", card=oracle, zone="u1")
    state, events = through(state, "choose", "p1", target=hidden)
    assert not state["chain"]
    assert state["board"][hidden]["exposed"] and "exposed" in [e["type"] for e in events]
    seen = next(c for c in ENGINE.view_for(state, "p1")["board"]["p2"] if c["card"] == hidden)
    assert seen["card_id"] == SENTINEL
    energy(state, "p2", 2, rank=2)
    state = act(state, "activate", "p1", card=take(state, "p1", ENVOY), zone="u2")
    assert not [a for a in legal(state, "p2", "activate") if a["card"] == hidden]


@pytest.mark.parametrize(
    ("card", "kind", "played"),
    [("ovs1-056", "event", SKY), ("ovs1-059", "construct", "ovs1-005"), ("ovs1-064", "unit", SENTINEL)],
)
def test_roles_shaman_sovereign_summoner_make_the_next_card_of_their_kind_cheaper_once_a_turn(card, kind, played):
    """Oversoul — SHAMAN / SOVEREIGN / SUMMONER: "•CAST (Once each turn) Your next –Event / –Construct / –Unit
    Activated this turn Consumes 1 less ENERGY"."""
    from rules.oversoul.engine import energy as en

    state = energy(start(), "p1", 4, rank=4)
    caster = put(state, "p1", card, "u1")
    put(state, "p1", SENTINEL, "u2")
    put(state, "p2", SENTINEL, "u1")
    key = f"r:{ {'event': 'SHAMAN', 'construct': 'SOVEREIGN', 'unit': 'SUMMONER'}[kind] }"
    state = play(state, "use", "p1", card=caster, ability=key)
    assert not [a for a in legal(state, "p1", "use") if a["ability"] == key]  # once each turn
    next_card = take(state, "p1", played)
    assert en.activation_cost(state, "p1", next_card) == 1 and seat(state, "p1")["discounts"][kind] == 1


def test_role_shifter_becomes_the_roles_of_a_selected_unit():
    """Oversoul — SHIFTER: "•ENTER Select 1 Active Unit➤ This card also Becomes those Roles (while Active)" — and
    gains their Role Abilities."""
    state = energy(start(), "p1", 3, rank=3)
    put(state, "p2", SENTINEL, "u1")
    druid = take(state, "p1", "ovs1-078")
    state = play(state, "activate", "p1", card=druid, zone="u1")
    assert "SENTRY" in stats.role_list(state, druid) and "GUARD" in kws(state, druid)


def test_role_stalker_spawns_itself_from_the_hand_with_opposing_energy():
    """Oversoul — STALKER: "•CAST (while in your hand) Consume (–Cost) opposing ENERGY➤ Spawn this card & Gain
    AMORPHOUS"."""
    state = energy(start(), "p1", 0, rank=3)
    energy(state, "p2", 3, rank=3)
    stalker = take(state, "p1", "ovs1-080")
    assert {"type": "use", "seat": "p1", "card": stalker, "ability": "r:STALKER"} in legal(state, "p1")
    state = play(state, "use", "p1", card=stalker, ability="r:STALKER")
    state = act(state, "choose", "p1", target="u3")  # ruling "Spawning": the zone is its controller's choice
    rec = state["board"][stalker]
    assert rec["exh"] and "AMORPHOUS" in kws(state, stalker) and seat(state, "p2")["energy"] == 0


def test_role_undead_comes_back_once_with_one_hp_and_amorphous():
    """Oversoul — UNDEAD: "•SHATTER You can Spawn this card Damaged with 1 HP & Gain AMORPHOUS"."""
    state = energy(start(), "p1", 2, rank=2)
    energy(state, "p2", 0, rank=2)  # a RANK II card Enters only at RANK II
    revenant = put(state, "p2", "ovs1-071", "u2")
    state = play(state, "activate", "p1", card=take(state, "p1", SKY), target=revenant)
    assert state["choice"]["seat"] == "p2"
    state = passes(act(state, "choose", "p2", target=revenant))
    assert state["choice"]["kind"] == "spawn_zone" and state["choice"]["seat"] == "p2"
    state = passes(act(state, "choose", "p2", target="u2"))
    assert hp(state, revenant) == 1 and "AMORPHOUS" in kws(state, revenant) and state["board"][revenant]["exh"]
    energy(state, "p1", 2)
    state = play(state, "activate", "p1", card=take(state, "p1", SKY), target=revenant)
    assert revenant in seat(state, "p2")["exile"] and state["choice"] is None  # Exiled: no SHATTER again


def test_role_vera_heals_and_crystalizes_until_its_next_cycle():
    """Oversoul — VERA: "•HONEST You can Exhaust this card & Select 1 Active card➤ Heal (RANK) HP to it & Give it
    CRYSTALIZED (until your next cycle)"."""
    state = start()
    seraph = put(state, "p1", "ovs1-073", "u1")
    ally = put(state, "p1", SENTINEL, "u2")
    state["board"][ally]["dmg"] = 3
    state = play(state, "use", "p1", card=seraph, ability="r:VERA", target=ally)
    assert hp(state, ally) == 4 and "CRYSTALIZED" in kws(state, ally) and state["board"][seraph]["exh"]
    state = end_turn(state)
    assert "CRYSTALIZED" in kws(state, ally)
    state = end_turn(state)
    assert "CRYSTALIZED" not in kws(state, ally)
    state["board"][seraph]["dmg"] = 1
    assert not [a for a in legal(state, "p1", "use") if a["card"] == seraph]  # HONEST: only at full HP


def test_role_vopros_damages_its_own_card_and_gains_vampirism_if_it_shatters():
    """Oversoul — VOPROS: "•ACTIVATE Select 1 card on your board➤ Deal (RANK) DMG to it, if it Shatters Gain
    VAMPIRISM"."""
    state = energy(start(), "p1", 3, rank=3)
    fodder = put(state, "p1", ENVOY, "u2")
    vopros = take(state, "p1", "ovs1-075")
    state = play(state, "activate", "p1", card=vopros, zone="u1")
    assert state["choice"] is not None and "decline" not in [a["type"] for a in legal(state, "p1")]
    state = passes(act(state, "choose", "p1", target=fodder))
    assert fodder in seat(state, "p1")["idle"] and "VAMPIRISM" in kws(state, vopros)


def test_role_meganist_returns_as_a_construct_on_a_unit_of_its_archetype():
    """Oversoul — MEGANIST: "•SHATTER You can Select 1 Active ARCHETYPE Unit> Spawn & Attach this card to the
    selection as a UNIT Construct with HP equal to original HP & Gain AMORPHOUS (as Construct)"."""
    state = energy(start(), "p2", 2, rank=2)
    warden = put(state, "p1", "ovs1-060", "u1")  # ORDER Meganist
    host = put(state, "p1", SENTINEL, "u4")  # ORDER, out of reach of the Ravager's CLEAVE
    state = end_turn(state)
    energy(state, "p2", 2, rank=2)
    state = act(state, "attack", "p2", attacker=put(state, "p2", "ovs1-003", "u1"), target=warden)
    state = act(state, "pass", "p1")  # no Guard
    state = passes(act(state, "choose", "p1", target=host))
    assert state["board"][warden]["on"] == host and hp(state, warden) == 4
    assert "AMORPHOUS" in stats._continuous(state, warden, state["board"][warden]) and state["board"][host]["exh"]


def test_role_natura_sacrifices_itself_for_more_energy_from_the_next_plus_card():
    """Oversoul — NATURA: "•QUICK Sacrifice this Unit➤ Generate additional RANK ENERGY from your next +card this
    turn"."""
    from rules.oversoul.engine import energy as en

    state = energy(start(), "p1", 0, rank=3)
    natura = put(state, "p1", "ovs1-062", "u1")
    spire = put(state, "p1", "ovs1-083", "u2")  # +2
    state, _events = act_events(state, "use", "p1", card=natura, ability="r:NATURA")
    state = passes(state)
    assert natura in seat(state, "p1")["idle"] and seat(state, "p1")["bonus_generate"] == 3
    assert en.available(state, "p1") == 5 and en.generate(state, "p1", spire)[0]["amount"] == 5


def test_role_nidagyst_prepares_itself_once_a_turn():
    """Oversoul — NIDAGYST: "•QUICK (Once each turn) Consume 2 ENERGY➤ Prepare this card"."""
    state = energy(start(), "p1", 2, rank=2)
    bug = put(state, "p1", "ovs1-063", "u1")
    state = play(state, "use", "p1", card=bug, ability="r:NIDAGYST")
    assert state["board"][bug]["down"] and seat(state, "p1")["energy"] == 0


def test_role_gaian_gains_frenzy_when_damaged():
    """Oversoul — GAIAN: "•OUTLAST Gain FRENZY"."""
    state = start()
    gaian = put(state, "p2", "ovs1-055", "u1")
    attacker = put(state, "p1", ENVOY, "u1")
    state = act(state, "attack", "p1", attacker=attacker, target=gaian)
    state = passes(state)
    assert "FRENZY" in kws(state, gaian)


def test_role_totem_is_spawned_exhausted_has_no_abilities_and_is_gone_when_it_leaves():
    """Oversoul — TOTEM: "Units Spawned by Abilities. Possess no Abilities ... Have the same Archetype as the card that
    Spawned them. Exiled when leaving the board. Can't be Prepared."."""
    state = energy(start(), "p1", 4, rank=4)
    brood = take(state, "p1", "ovs1-064")
    state = act(state, "activate", "p1", card=brood, zone="u1")
    state, events = act_events(state, "choose", "p1", target="u2")  # ruling "Spawning": its controller's zone
    totem = next(e["card"] for e in events if e["type"] == "spawned")
    assert state["board"][totem]["exh"] and stats.abilities(state, totem) == []
    assert state["cards"][state["inst"][totem][0]]["archetype"] == "WITHER"
    energy(state, "p1", 2)
    state = play(state, "activate", "p1", card=take(state, "p1", SKY), target=totem)
    assert totem not in state["inst"] and not any(totem in seat(state, "p1")[z] for z in ("idle", "exile"))
