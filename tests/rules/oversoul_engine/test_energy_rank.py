"""Oversoul engine — ENERGY and RANK (4., 4.1, 4.2; RULINGS Oversoul 2) and the rulings on Generated ENERGY."""

from __future__ import annotations

from rules.oversoul.engine import energy as en

from .helpers import (
    act,
    act_events,
    end_turn,
    energy,
    legal,
    passes,
    play,
    put,
    refused,
    seat,
    start,
    take,
    through,
    types,
)

GILDED_SENTINEL, HAVOC_OUTRIDER, RIFTSPARK_IMP, CINDERHORN = "ovs1-007", "ovs1-002", "ovs1-001", "ovs1-003"
THICKET_BRAWLER, BEACON_SPIRE, WARDING_WORD, DRIFTER = "ovs1-012", "ovs1-083", "ovs1-085", "ovs1-031"


def test_a_card_above_the_leaders_rank_cannot_enter():
    """Oversoul — RANK: "if you want to Enter RANK III or lower cards, your Leader must be at least RANK III"."""
    state = energy(start(), "p1", 4)
    card = take(state, "p1", CINDERHORN)
    assert not [a for a in legal(state, "p1", "activate") if a["card"] == card]
    refused(state, {"type": "activate", "seat": "p1", "card": card, "zone": "u1"}, "oversoul.rank_limit")
    state = energy(state, "p1", 4, rank=4)
    assert any(a["card"] == card for a in legal(state, "p1", "activate"))


def test_only_one_plus_card_is_activated_each_turn():
    """Oversoul — Generator cards: "You can only Activate 1 +card each turn"."""
    state = start()
    first, second = take(state, "p1", RIFTSPARK_IMP), take(state, "p1", "ovs1-006")
    state = play(state, "activate", "p1", card=first, zone="u1")
    state = act(state, "decline", "p1")  # its ENTER Gaze is optional
    assert not [a for a in legal(state, "p1", "activate") if a["card"] == second]
    refused(state, {"type": "activate", "seat": "p1", "card": second, "zone": "u2"}, "oversoul.plus_card_limit")


def test_a_same_archetype_plus_card_gives_a_one_energy_discount():
    """Oversoul — Generator cards: "your Active +cards ... provide all other Consume(-) cards of the same Archetype
    with a 1 ENERGY discount each"."""
    state = energy(start(), "p1", 1, rank=2)
    outrider, sentinel = take(state, "p1", HAVOC_OUTRIDER), take(state, "p1", GILDED_SENTINEL)
    put(state, "p1", RIFTSPARK_IMP, "u1", exhausted=True)  # Active even while Exhausted
    assert en.activation_cost(state, "p1", outrider) == 1 and en.activation_cost(state, "p1", sentinel) == 2
    assert any(a["card"] == outrider for a in legal(state, "p1", "activate"))


def test_a_plus_leader_gives_the_discount_from_the_leader_zone_and_a_minus_leader_does_not():
    """Oversoul — Generator cards: "(including +Leader even when not Activated as a Event or Unit)"; ruling "Which
    Leaders give the discount"."""
    state = start(leaders=("ovs1-112", "ovs1-047"))
    brawler = take(state, "p1", THICKET_BRAWLER)
    assert en.activation_cost(state, "p1", brawler) == 1
    sentinel = take(state, "p2", GILDED_SENTINEL)
    assert en.activation_cost(state, "p2", sentinel) == 2  # Seraphel is a -Leader


def test_vaskhas_chaos_units_cost_one_less_from_rank_three():
    """Oversoul — Vaskha, Rift Empress: "Your CHAOS -Units Consume 1 less ENERGY while your Leader is RANK III or
    higher"."""
    state = start(leaders=("ovs1-046", "ovs1-047"))
    outrider = take(state, "p1", HAVOC_OUTRIDER)
    assert en.activation_cost(state, "p1", outrider) == 2
    energy(state, "p1", 3, rank=3)
    assert en.activation_cost(state, "p1", outrider) == 1


def test_leader_energy_lasts_into_the_opponents_turn():
    """Oversoul — ruling "How long Generated ENERGY lasts": the Leader's ENERGY lasts until the next refresh, so it
    pays for a QUICK Event in the opponent's turn."""
    state = start()
    unit = put(state, "p1", GILDED_SENTINEL, "u1")
    state = end_turn(state)
    assert seat(state, "p1")["energy"] == 1  # not spent in p1's own turn
    word = take(state, "p1", WARDING_WORD)
    envoy = take(state, "p2", "ovs1-016")
    state = act(state, "activate", "p2", card=envoy, zone="u1")
    assert state["priority"] == "p1"
    state = act(state, "activate", "p1", card=word, target=unit)
    assert seat(state, "p1")["energy"] == 0


def test_generated_energy_lasts_only_until_its_timeshift_has_resolved():
    """Oversoul — 4. ENERGY and RANK: "unused Generated ENERGY from a +card will NOT be stored and will be gone, but
    can be used for multiple cards / Abilities (only if they are in the same Timeshift ...)"."""
    state = start()
    energy(state, "p1", 0)
    put(state, "p1", "ovs1-021", "u5")  # Eddy Wisp, a +1 FLOW Unit
    put(state, "p1", "ovs1-054", "u4")  # Wellspring Elemental, +1 with HYPER-DYNAMO: 3 the first time
    unit = put(state, "p1", GILDED_SENTINEL, "u1")
    word = take(state, "p1", WARDING_WORD)
    drifter = take(state, "p1", DRIFTER)
    state, events = act_events(state, "activate", "p1", card=word, target=unit)
    assert seat(state, "p1")["floating"] == 0  # the fewest +cards that cover it: Eddy Wisp's 1
    state = passes(state)
    state, events = act_events(state, "activate", "p1", card=take(state, "p1", WARDING_WORD), target=unit)
    assert seat(state, "p1")["floating"] == 2 and "energy_generated" in types(events)
    # t.LEFTOVER: another card may be Timeshifted onto it to Consume the leftover
    assert {"type": "activate", "seat": "p1", "card": drifter, "zone": "u2"} in legal(state, "p1")
    state = passes(state)
    assert seat(state, "p1")["floating"] == 0 and not state["chain"]
    assert not [a for a in legal(state, "p1", "activate") if a["card"] == drifter]


def test_the_default_payment_generates_only_what_the_leader_cannot_cover_and_spends_it_first():
    """Oversoul — ruling "Paying ENERGY": "Unless they say otherwise, they Generate only when Generated and Leader
    ENERGY do not cover the cost ... Generated ENERGY is Consumed first and the Leader's covers the rest"."""
    state = energy(start(), "p1", 1, rank=2)
    spire = put(state, "p1", BEACON_SPIRE, "u5")
    outrider = take(state, "p1", HAVOC_OUTRIDER)
    state, events = through(state, "activate", "p1", card=outrider, zone="u1")
    paid = next(e for e in events if e["type"] == "energy_consumed")
    assert paid["from_leader"] == 0 and paid["generated_by"] == [spire]  # the Spire's 2 pay it all
    assert state["board"][spire]["exh"] and seat(state, "p1")["energy"] == 1 and seat(state, "p1")["floating"] == 0
