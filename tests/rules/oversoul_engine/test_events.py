"""Oversoul engine — Events and their Roles (5.2, 7.2), Constructs and their Roles (5.3, 7.3)."""

from __future__ import annotations

from .helpers import (
    act,
    act_events,
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
    through,
    types,
)

SENTINEL, SHATTERBOLT, CONVERGENCE, FLAWLESS = "ovs1-007", "ovs1-084", "ovs1-090", "ovs1-091"
SPIRE, PARAGON, BUTTRESS, IDOL, LEY = "ovs1-092", "ovs1-093", "ovs1-098", "ovs1-005", "ovs1-096"


def test_a_quick_event_is_activated_from_the_hand_in_the_opponents_turn():
    """Oversoul — QUICK: "these can be Activated from the hand at any time, even during your opponent's turn without
    having to Prepare them"."""
    state = start()
    mine = put(state, "p1", SENTINEL, "u1")
    theirs = put(state, "p2", SENTINEL, "u1")
    bolt = take(state, "p2", SHATTERBOLT)
    energy(state, "p2", 2, rank=2)
    state = act(state, "attack", "p1", attacker=mine, target=theirs)
    state = passes(act(state, "activate", "p2", card=bolt, target=mine))
    assert bolt in seat(state, "p2")["idle"]


def test_a_perfect_event_needs_a_perfect_ability_active_and_triggers_them():
    """Oversoul — PERFECT: "only while there is a card with a “PERFECT *” Ability Active on either board. When a
    PERFECT Event is Activated, it triggers all appropriate “PERFECT *” Abilities that are Active on the board"."""
    state = energy(start(), "p1", 3, rank=3)
    strike = take(state, "p1", FLAWLESS)
    put(state, "p2", SENTINEL, "u1")
    assert not [a for a in legal(state, "p1", "activate") if a["card"] == strike]
    refused(state, {"type": "activate", "seat": "p1", "card": strike}, "oversoul.perfect_event")
    put(state, "p2", PARAGON, "u2")  # the opponent's PERFECT* card opens it too
    spire = put(state, "p1", SPIRE, "e1")
    seat(state, "p1")["hp"], seat(state, "p2")["hp"] = 10, 10
    target = next(a["target"] for a in legal(state, "p1", "activate") if a["card"] == strike)
    state, _events = through(state, "activate", "p1", card=strike, target=target)
    assert seat(state, "p1")["hp"] == 12 and seat(state, "p2")["hp"] == 12  # both PERFECT* Abilities
    assert spire in state["board"] and strike in seat(state, "p1")["idle"]


def test_a_board_event_stays_on_the_board_with_its_hp():
    """Oversoul — BOARD: "These Events stay on the board until removed by other means. For that reason, BOARD Events
    have an HP total and can be Attacked by Units"."""
    state = energy(start(), "p1", 1, rank=2)
    spire = take(state, "p1", SPIRE)
    assert {a.get("zone") for a in legal(state, "p1", "activate") if a["card"] == spire} == {"e1", "e2", "e3"}
    state = play(state, "activate", "p1", card=spire, zone="e2")
    assert state["board"][spire]["zone"] == "e2" and hp(state, spire) == 5


def test_event_zones_full_means_no_more_events():
    """Oversoul — Game board: "if they are full, cards of that Card Type can no longer be played"."""
    state = energy(start(), "p1", 2, rank=2)
    for z in ("e1", "e2", "e3"):
        put(state, "p1", SPIRE, z)
    sky = take(state, "p1", "ovs1-004")
    put(state, "p2", SENTINEL, "u1")
    assert not [a for a in legal(state, "p1", "activate") if a["card"] == sky]


def test_an_event_construct_attaches_only_to_a_board_event():
    """Oversoul — EVENT Constructs: "Constructs that are Attached exclusively to BOARD Events"."""
    state = energy(start(), "p1", 2, rank=2)
    unit, spire = put(state, "p1", SENTINEL, "u1"), put(state, "p1", SPIRE, "e1")
    buttress = take(state, "p1", BUTTRESS)
    hosts = [a["host"] for a in legal(state, "p1", "activate") if a["card"] == buttress and "generate" not in a]
    assert hosts == [spire]
    refused(state, {"type": "activate", "seat": "p1", "card": buttress, "host": unit}, "oversoul.construct_attach")
    state = play(state, "activate", "p1", card=buttress, host=spire)
    assert "HYPER-BARRIER" in kws(state, spire)


def test_a_unit_construct_attaches_to_a_unit_and_its_keywords_are_the_units():
    """Oversoul — UNIT Constructs are "Attached to Units"; "Keyworded Abilities on Constructs are in use / used by
    the Unit ... that they're Attached to"."""
    state = energy(start(), "p1", 2, rank=3)
    unit = put(state, "p1", SENTINEL, "u1")
    idol = take(state, "p1", IDOL)
    state, events = act_events(state, "activate", "p1", card=idol, host=unit)
    assert "attached" in types(events) and "THORNS" in kws(state, unit)


def test_a_construct_activated_onto_an_exhausted_card_reactivates_it():
    """Oversoul — Constructs: "If a Construct is Activated and Attached to an Exhausted card, that Exhausted card is
    Reactivated"."""
    state = energy(start(), "p1", 2, rank=3)
    unit = put(state, "p1", SENTINEL, "u1", exhausted=True)
    state = play(state, "activate", "p1", card=take(state, "p1", IDOL), host=unit)
    assert not state["board"][unit]["exh"]


def test_a_plus_construct_adds_to_what_its_host_generates():
    """Oversoul — Constructs: "if a +Construct is Attached to a +Unit / +Event, it will instead increase the amount
    of available ENERGY the Attached card can Generate"."""
    from rules.oversoul.engine import energy as en

    state = energy(start(), "p1", 1, rank=3)
    ley = put(state, "p1", LEY, "e1")
    state["board"][ley]["charges"] = {}  # its HYPER-DYNAMO used up
    state = play(state, "activate", "p1", card=take(state, "p1", "ovs1-099"), host=ley)
    assert en.generators(state, "p1") == [(ley, 2 * 2)]  # +1 and +1, doubled by the Coil's DYNAMO
