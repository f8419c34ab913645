"""Oversoul engine — the choices that are the player's: how a cost is paid (4.1, 4.2), the zone a Spawned card
Enters (8.7), when Returning three cards is chosen (2.3), and the Role Abilities a –Leader has in its Leader Zone
(5.4)."""

from __future__ import annotations

import pytest

from rules.base import ActionInvalid
from rules.oversoul.engine import ENGINE, stats
from rules.oversoul.engine import energy as en

from .helpers import act, act_events, energy, legal, passes, play, put, refused, seat, start, take

HAVOC_OUTRIDER, GILDED_SENTINEL = "ovs1-002", "ovs1-007"  # –2 Units, CHAOS and ORDER
BEACON_SPIRE, WELLSPRING, WHISPER_ENVOY = "ovs1-083", "ovs1-054", "ovs1-016"  # +2, +1 HYPER-DYNAMO, +1 Units
BASTION = "ovs1-057"  # a NEUTRAL –3 Unit: no discount from any of them
BROODMOTHER = "ovs1-064"  # ENTER* Spawn 1 Larva Totem
VASKHA, SERAPHEL = "ovs1-046", "ovs1-047"  # –Leaders: SUMMONER, SENTRY


def _generators():
    """p1 at RANK III with no Leader ENERGY, a Wellspring Elemental (3 with its HYPER-DYNAMO), a Beacon Spire (2)
    and a Whisper Envoy (1); a –3 card to pay for."""
    state = energy(start(), "p1", 0, rank=3)
    wellspring = put(state, "p1", WELLSPRING, "u3")
    spire = put(state, "p1", BEACON_SPIRE, "u4")
    envoy = put(state, "p1", WHISPER_ENVOY, "u5")
    return state, wellspring, spire, envoy


def test_the_player_chooses_the_cards_that_generate_and_keeps_a_dynamo_charge():
    """Oversoul — 4.1: "To Generate the ENERGY from your +card, turn it to sideways position (Exhausted) ... only when
    ENERGY is to be Consumed" — the player chooses which +cards; the Wellspring keeps its HYPER-DYNAMO."""
    state, wellspring, spire, envoy = _generators()
    card = take(state, "p1", BASTION)
    cost = en.activation_cost(state, "p1", card)
    assert cost == 3
    listed = [a for a in legal(state, "p1", "activate") if a["card"] == card and a.get("zone") == "u1"]
    assert listed[0] == {"type": "activate", "seat": "p1", "card": card, "zone": "u1"}  # the default first
    assert [a.get("generate") for a in listed] == [None, [spire, envoy]]  # the one payment that really differs
    state, events = act_events(state, "activate", "p1", card=card, zone="u1", generate=[envoy, spire])
    paid = next(e for e in events if e["type"] == "energy_consumed")
    assert sorted(paid["generated_by"]) == sorted([spire, envoy])
    assert not state["board"][wellspring]["exh"] and stats.level(state, wellspring, "DYNAMO") == 2


def test_the_player_keeps_the_leaders_energy_by_generating_instead():
    """Oversoul — 4.2: "Consume the required ENERGY cost on that card from ENERGY available from your Leader and
    Activated +cards" — either; the default spends the Leader's and a listed payment keeps it."""
    state = energy(start(), "p1", 2, rank=2)
    spire = put(state, "p1", BEACON_SPIRE, "u5")
    outrider = take(state, "p1", HAVOC_OUTRIDER)
    listed = [a for a in legal(state, "p1", "activate") if a["card"] == outrider and a.get("zone") == "u1"]
    assert [a.get("generate") for a in listed] == [None, [spire]]
    kept = act(state, "activate", "p1", card=outrider, zone="u1", generate=[spire])
    assert seat(kept, "p1")["energy"] == 2 and kept["board"][spire]["exh"]
    spent = act(state, "activate", "p1", card=outrider, zone="u1")
    assert seat(spent, "p1")["energy"] == 0 and not spent["board"][spire]["exh"]
    from_leader = act(state, "activate", "p1", card=outrider, zone="u2", generate=[])  # not listed: the same move
    assert seat(from_leader, "p1")["energy"] == 0


def test_a_payment_that_does_not_pay_is_refused_with_the_rule():
    """Oversoul — 4.2 "you also need to Consume the required ENERGY cost", 4.1 "only when ENERGY is to be Consumed"
    and "While the +card is on the board, it will have a set number of ENERGY available": a payment short of the
    cost, a +card whose ENERGY is not needed and a card that cannot Generate are refused, naming the rule."""
    state, wellspring, spire, envoy = _generators()
    card = take(state, "p1", BASTION)
    body = {"type": "activate", "seat": "p1", "card": card, "zone": "u1"}
    refused(state, {**body, "generate": [envoy]}, "oversoul.consume")
    refused(state, {**body, "generate": [wellspring, envoy]}, "oversoul.generate_when_consumed")
    foe = put(state, "p2", BEACON_SPIRE, "u1")
    refused(state, {**body, "generate": [foe, spire]}, "oversoul.generate")
    with pytest.raises(ActionInvalid):
        ENGINE.apply(state, {**body, "generate": [spire, spire]})


def test_a_summoner_leader_gives_its_discount_from_the_leader_zone():
    """Oversoul — 5.4: "–Leader Units also gain Role Abilities from their Roles, however some Role Abilities are
    available already from when they are simply Active as Leaders": Vaskha's SUMMONER "Your next –Unit Activated this
    turn Consumes 1 less ENERGY" from the Leader Zone."""
    state = energy(start(leaders=(VASKHA, SERAPHEL)), "p1", 2, rank=2)
    vaskha = seat(state, "p1")["leader"]
    sentinel = take(state, "p1", GILDED_SENTINEL)
    assert en.activation_cost(state, "p1", sentinel) == 2
    use = {"type": "use", "seat": "p1", "card": vaskha, "ability": "r:SUMMONER"}
    assert use in legal(state, "p1", "use")
    state = passes(act(state, "use", "p1", card=vaskha, ability="r:SUMMONER"))
    assert en.activation_cost(state, "p1", sentinel) == 1
    assert use not in legal(state, "p1", "use")  # once each turn


def test_a_sentry_leader_has_no_guard_in_the_leader_zone():
    """Oversoul — 5.4: "Keyworded Abilities are only in effect once a Leader is also Active on the board as a Unit /
    Event": SENTRY's GUARD is not among the Role Abilities a Leader has in its Leader Zone."""
    state = start()
    seraphel = seat(state, "p1")["leader"]
    assert not stats.keywords(state, seraphel)
    assert not [k for k, _ in stats.abilities(state, seraphel) if k.startswith("r:")]


def test_the_controller_chooses_the_zone_a_spawned_card_enters():
    """Oversoul — 8.7: "Spawn – The action of Entering a card Active through Abilities without being Activated"; ruling
    "Spawning": the controller chooses the empty Unit Zone."""
    state = energy(start(), "p1", 4, rank=4)
    brood = take(state, "p1", BROODMOTHER)
    state = play(state, "activate", "p1", card=brood, zone="u1")
    assert state["choice"]["kind"] == "spawn_zone"
    options = [a["target"] for a in legal(state, "p1") if a["type"] == "choose"]
    assert options == ["u2", "u3", "u4", "u5"]
    assert ENGINE.view_for(state, "p1")["pending"]["options"] == options
    state = passes(act(state, "choose", "p1", target="u4"))
    (totem,) = [u for u in state["board"] if u.startswith("t")]
    assert state["board"][totem]["zone"] == "u4" and state["board"][totem]["exh"]


def test_returning_three_is_chosen_after_the_hand_limit():
    """Oversoul — 2.3: "if the turn player has more than 5 cards in their hand, they must Return cards ... Additionally,
    once during the turn player's Return Phase, they have a choice to Return any 3 cards" — the choice is asked in the
    Return Phase, after the hand limit, and may be declined."""
    state = start()
    take(state, "p1", "ovs1-004")
    idle = take(state, "p1", "ovs1-009")
    seat(state, "p1")["hand"].remove(idle)
    seat(state, "p1")["idle"].append(idle)
    put(state, "p1", GILDED_SENTINEL, "u1")
    assert [a for a in legal(state, "p1", "end_phase")] == [{"type": "end_phase", "seat": "p1"}]
    with pytest.raises(ActionInvalid):
        ENGINE.apply(state, {"type": "end_phase", "seat": "p1", "return_three": True})
    state = act(state, "end_phase", "p1")
    assert state["choice"]["kind"] == "hand_limit"
    state = act(state, "choose", "p1", target=seat(state, "p1")["hand"][0])
    assert state["choice"]["kind"] == "return_three" and {"type": "decline", "seat": "p1"} in legal(state, "p1")
    declined = act(state, "decline", "p1")
    assert declined["turn"]["active_seat"] == "p2" and idle in seat(declined, "p1")["idle"]


def test_the_ai_weighs_other_payments_once_per_card():
    """Oversoul AI — the search keeps every move with its default payment and a card's other payments with its
    first zone only (4.1: paying is the player's choice, the AI's too, without a branch per zone and payment)."""
    state = energy(start(), "p1", 2, rank=2)
    spire = put(state, "p1", BEACON_SPIRE, "u5")
    outrider = take(state, "p1", HAVOC_OUTRIDER)
    listed = ENGINE.legal_actions(state, "p1")
    searched = ENGINE.search_actions(state, "p1")
    assert all(a in listed for a in searched)
    assert [a for a in listed if "generate" not in a] == [a for a in searched if "generate" not in a]
    paid = [a for a in searched if a.get("generate") and a["type"] == "activate"]
    assert paid == [{"type": "activate", "seat": "p1", "card": outrider, "zone": "u1", "generate": [spire]}]
