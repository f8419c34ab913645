"""Oversoul engine — Preparing and Activating (3.4, 4.1, 4.2, 8.7) and the Leader's Activation (5.4)."""

from __future__ import annotations

from rules.oversoul.engine import ENGINE
from rules.oversoul.engine import board as bd

from .helpers import act, act_events, end_turn, energy, hp, kws, legal, passes, play, put, refused, seat, start, take

GILDED_SENTINEL, SPLINTERED_SKY, FRACTURE_IDOL, MIRROR_WARD = "ovs1-007", "ovs1-004", "ovs1-005", "ovs1-094"


def test_prepare_costs_one_energy_and_places_the_card_face_down():
    """Oversoul — Prepare: "Players can Prepare cards from the hand (during their own Action Phase) by Consuming –1
    ENERGY"; the card is placed "vertically face-down on the board"."""
    state = start()
    card = take(state, "p1", GILDED_SENTINEL)
    state = play(state, "prepare", "p1", card=card, zone="u3")
    assert seat(state, "p1")["energy"] == 0 and card not in seat(state, "p1")["hand"]
    (uid,) = [u for u, r in state["board"].items() if r["down"]]
    assert state["board"][uid]["zone"] == "u3" and state["inst"][uid][0] == GILDED_SENTINEL
    assert "card_id" not in next(c for c in ENGINE.view_for(state, "p2")["board"]["p1"] if c["card"] == uid)


def test_a_prepared_card_waits_a_turn_then_activates_at_any_time_even_in_the_opponents_turn():
    """Oversoul — Preparing: "A Prepared card can't be Activated during the same turn it was Prepared, but can be
    Activated from the next turn onwards at any time, during either turn"."""
    state = start()
    state = play(state, "prepare", "p1", card=take(state, "p1", GILDED_SENTINEL), zone="u3")
    (uid,) = [u for u, r in state["board"].items() if r["down"]]
    energy(state, "p1", 2, rank=2)
    assert not [a for a in legal(state, "p1", "activate") if a["card"] == uid]
    refused(state, {"type": "activate", "seat": "p1", "card": uid}, "oversoul.prepared_wait")
    state = end_turn(state)
    energy(state, "p1", 2, rank=2)
    state = act(state, "activate", "p2", card=take(state, "p2", "ovs1-016"), zone="u1")
    assert state["priority"] == "p1" and {"type": "activate", "seat": "p1", "card": uid} in legal(state, "p1")
    state = passes(act(state, "activate", "p1", card=uid))
    rec = state["board"][uid]
    assert not rec["down"] and rec["zone"] == "u3" and "GUARD" in kws(state, uid)


def test_a_prepared_card_has_four_hp_no_text_and_enters_at_its_own_full_hp():
    """Oversoul — Preparing: "A Prepared card can't be Exhausted, have no Roles, RANK, ENERGY, DMG, SPD or Card Text,
    however all Prepared cards have an HP of 4"; ruling "A Prepared card's damage"."""
    state = start()
    uid = put(state, "p1", GILDED_SENTINEL, "u2", down=True)
    assert hp(state, uid) == 4 and kws(state, uid) == set()
    state["board"][uid]["dmg"] = 3
    energy(state, "p1", 2, rank=2)
    state = play(state, "activate", "p1", card=uid)
    assert hp(state, uid) == 4 and state["board"][uid]["dmg"] == 0  # the Sentinel's own 4 HP, undamaged


def test_a_prepared_construct_attaches_when_activated_and_frees_its_zone():
    """Oversoul — Preparing: a Construct "is Prepared onto an empty Zone ... Then when it's Activated, immediately
    Attach it to an appropriate Active card"."""
    state = start()
    host = put(state, "p1", GILDED_SENTINEL, "u1")
    idol = put(state, "p1", FRACTURE_IDOL, "u2", down=True)
    energy(state, "p1", 2, rank=3)
    assert {"type": "activate", "seat": "p1", "card": idol, "host": host} in legal(state, "p1")
    state = play(state, "activate", "p1", card=idol, host=host)
    assert state["board"][idol]["on"] == host and state["board"][host]["stack"] == [idol]
    assert "THORNS" in kws(state, host) and "u2" in bd.free_zones(state, "p1", "unit")


def test_a_counter_event_must_be_prepared_first():
    """Oversoul — COUNTER: "Traps and interactive Events that are required to be Prepared before Activating"."""
    state = energy(start(), "p1", 2, rank=2)
    ward = take(state, "p1", MIRROR_WARD)
    assert not [a for a in legal(state, "p1", "activate") if a["card"] == ward]
    refused(state, {"type": "activate", "seat": "p1", "card": ward}, "oversoul.counter_event")


def test_a_prepared_cast_event_is_activated_only_in_its_owners_action_phase():
    """Oversoul — CAST: "can't be used as TIMESHIFT 2 or higher" — a Prepared CAST Event is no response."""
    state = start()
    sky = put(state, "p1", SPLINTERED_SKY, "e1", down=True)
    target = put(state, "p2", GILDED_SENTINEL, "u1")
    state = end_turn(state)
    energy(state, "p1", 2, rank=2)
    energy(state, "p2", 2, rank=2)
    state = act(state, "activate", "p2", card=take(state, "p2", GILDED_SENTINEL), zone="u2")
    assert state["priority"] == "p1" and not legal(state, "p1", "activate")  # asked, but the CAST Event can't answer
    state = passes(state)
    state = end_turn(state)
    energy(state, "p1", 2, rank=2)
    assert {"type": "activate", "seat": "p1", "card": sky, "target": target} in legal(state, "p1")


def test_the_leader_is_activated_as_its_card_type_only_at_rank_five():
    """Oversoul — Leader: "can be Activated later as a Unit / Event during their own Action Phase, but only after
    they've already reached RANK V and ENERGY requirements are met"; placed "in any Unit Zone for Leader Units"."""
    state = start()
    leader = seat(state, "p1")["leader"]
    energy(state, "p1", 5, rank=4)
    refused(state, {"type": "activate", "seat": "p1", "card": leader, "zone": "u1"}, "oversoul.leader_activation")
    energy(state, "p1", 5, rank=5)
    state, _events = act_events(state, "activate", "p1", card=leader, zone="u3")
    state = passes(state)
    rec = state["board"][leader]
    assert rec["zone"] == "u3" and seat(state, "p1")["energy"] == 0 and seat(state, "p1")["hp"] == 20
    assert "GUARD" in kws(state, leader)  # Seraphel is a SENTRY: its Keyworded Abilities are in effect now


def test_a_plus_leader_unit_generates_energy_once_active():
    """Oversoul — Leader: "+Leader Units can also Generate ENERGY (in addition to also Generating ENERGY as
    Leaders) just like any other +card"."""
    state = start(leaders=("ovs1-112", "ovs1-047"))
    leader = seat(state, "p1")["leader"]
    energy(state, "p1", 0, rank=5)
    state = play(state, "activate", "p1", card=leader, zone="u1")
    assert seat(state, "p1")["plus_activated"] == 1
    from rules.oversoul.engine import energy as en

    assert en.generators(state, "p1") == [(leader, 3)]
