"""Oversoul engine — the Timeshift (10.) and Cancel (8.7), with the ruling on priority."""

from __future__ import annotations

from .helpers import act, act_events, energy, hp, legal, passes, put, refused, seat, start, take, through, types

GILDED_SENTINEL, SPLINTERED_SKY, SHATTERBOLT, WARDING_WORD = "ovs1-007", "ovs1-004", "ovs1-084", "ovs1-085"
MIRROR_WARD, EYE, RIFTSPARK, CINDERHORN = "ovs1-094", "ovs1-050", "ovs1-001", "ovs1-003"
WELLSPRING = "ovs1-054"


def _duel(p1_energy: int = 4) -> tuple[dict, str, str]:
    state = start()
    mine = put(state, "p1", GILDED_SENTINEL, "u1")
    theirs = put(state, "p2", GILDED_SENTINEL, "u3")
    energy(state, "p1", p1_energy, rank=3)
    energy(state, "p2", 3, rank=3)
    return state, mine, theirs


def test_the_last_link_resolves_first():
    """Oversoul — Timeshift: "the last card Activated / Ability used in the Timeshift, Resolves its Ability first"
    — a HYPER-BARRIER Given in response stops the CAST Event it answers."""
    state, _mine, theirs = _duel()
    sky, word = take(state, "p1", SPLINTERED_SKY), take(state, "p2", WARDING_WORD)
    state = act(state, "activate", "p1", card=sky, target=theirs)
    assert state["priority"] == "p2" and [a["type"] for a in legal(state, "p2")][:1] == ["pass"]
    state, _events = act_events(state, "activate", "p2", card=word, target=theirs)
    state = passes(state)
    assert hp(state, theirs) == 4 and len(state["chain"]) == 0
    assert seat(state, "p1")["idle"][-1] == sky and seat(state, "p2")["idle"][-1] == word


def test_priority_passes_between_players_and_both_must_pass_in_a_row():
    """Oversoul — ruling "Priority in a Timeshift": after a link the other player holds priority; the chain resolves
    once both have passed in a row, so a player may add a second link of their own after the other passes — with the
    leftover Generated ENERGY (10.) that asks them again (ruling "Who is asked")."""
    state, _mine, theirs = _duel(p1_energy=1)
    put(state, "p1", WELLSPRING, "u5")  # HYPER-DYNAMO: Generates 3
    sky, bolt, spare = take(state, "p1", SPLINTERED_SKY), take(state, "p1", SHATTERBOLT), take(state, "p1", SHATTERBOLT)
    take(state, "p2", WARDING_WORD)
    state = act(state, "activate", "p1", card=sky, target=theirs)
    assert seat(state, "p1")["floating"] == 1  # Generated ENERGY is Consumed before the Leader's (4.1)
    state = act(state, "pass", "p2")
    assert state["priority"] == "p1" and len(state["chain"]) == 1
    state = act(state, "activate", "p1", card=bolt, target=theirs)
    assert state["priority"] == "p2" and len(state["chain"]) == 2
    refused(state, {"type": "pass", "seat": "p1"}, "oversoul.ruling.timeshift_priority")
    state, events = act_events(state, "pass", "p2")  # p1, with no Generated ENERGY left, is passed for
    assert [e["seat"] for e in events if e["type"] == "priority_passed"] == ["p2", "p1"]
    resolving = [e["link"]["card"] for e in events if e["type"] == "resolving"]
    assert resolving == [bolt, sky] and theirs not in state["board"]  # 2 + 3 DMG on 4 HP
    assert spare in seat(state, "p1")["hand"]


def test_the_player_whose_link_was_passed_on_is_asked_again_only_with_leftover_energy():
    """Oversoul — ruling "Who is asked": "a player whose own link the other has just passed on, only with Generated
    ENERGY left over" — with ENERGY but none Generated left, the chain resolves when the other passes."""
    state, _mine, theirs = _duel(p1_energy=6)
    take(state, "p1", SHATTERBOLT)
    state = act(state, "activate", "p1", card=take(state, "p1", SPLINTERED_SKY), target=theirs)
    state, events = act_events(state, "pass", "p2")
    assert [e["seat"] for e in events if e["type"] == "priority_passed"] == ["p2", "p1"] and not state["chain"]


def test_a_player_not_asked_passes_at_once():
    """Oversoul — ruling "Who is asked": "A player who would hold priority is asked only when everyone can see they
    might act: they hold a card and could pay, with their ENERGY available, for a QUICK or PERFECT Event of the set
    ... Anyone else is passed for at once" — p2 holds cards, but has no ENERGY."""
    state, _mine, theirs = _duel(p1_energy=2)
    energy(state, "p2", 0)
    state, events = act_events(state, "activate", "p1", card=take(state, "p1", SPLINTERED_SKY), target=theirs)
    assert types(events).count("priority_passed") == 2 and not state["chain"] and hp(state, theirs) == 1


def test_a_cast_event_never_answers_a_timeshift():
    """Oversoul — CAST: "can't be used as TIMESHIFT 2 or higher"."""
    state, _mine, theirs = _duel()
    take(state, "p2", SPLINTERED_SKY)
    take(state, "p2", WARDING_WORD)
    state = act(state, "activate", "p1", card=take(state, "p1", SPLINTERED_SKY), target=theirs)
    assert {a["card"] for a in legal(state, "p2", "activate")} == {seat(state, "p2")["hand"][-1]}


def test_a_counter_cancels_an_activation_its_energy_stays_consumed():
    """Oversoul — Cancel: "If Cancelling the Activation of a card, ENERGY is still Consumed for –cards and the
    Activation for 1 +card that turn is used up"."""
    state, _mine, _theirs = _duel()
    ward = put(state, "p2", MIRROR_WARD, "e1", down=True)
    sentinel = take(state, "p1", GILDED_SENTINEL)
    state = act(state, "activate", "p1", card=sentinel, zone="u2")
    assert seat(state, "p1")["energy"] == 2
    assert {"type": "activate", "seat": "p2", "card": ward, "target": sentinel} in legal(state, "p2")
    state, events = act_events(state, "activate", "p2", card=ward, target=sentinel)
    state = passes(state)
    assert "activation_cancelled" in types(events) or sentinel in seat(state, "p1")["idle"]
    assert sentinel in seat(state, "p1")["idle"] and seat(state, "p1")["energy"] == 2
    assert ward in seat(state, "p2")["idle"]


def test_a_cancelled_plus_card_still_uses_up_the_turns_plus_activation():
    """Oversoul — Cancel: "the Activation for 1 +card that turn is used up"."""
    state, _mine, _theirs = _duel()
    energy(state, "p2", 4, rank=5)
    put(state, "p2", EYE, "e1", down=True)
    imp, other = take(state, "p1", RIFTSPARK), take(state, "p1", "ovs1-006")
    p2_hand = len(seat(state, "p2")["hand"])
    state = act(state, "activate", "p1", card=imp, zone="u2")
    state = passes(
        act(
            state,
            "activate",
            "p2",
            card=state["board"] and next(u for u, r in state["board"].items() if r["down"]),
            target=imp,
        )
    )
    assert imp in seat(state, "p1")["idle"] and len(seat(state, "p1")["hand"]) == 7  # Eye: "Its owner Draws 1"
    assert len(seat(state, "p2")["hand"]) == p2_hand
    assert not [a for a in legal(state, "p1", "activate") if a["card"] == other]


def test_a_triggered_ability_starts_a_new_timeshift_after_the_chain():
    """Oversoul — 10.1: a triggered Ability is used once the Activation that triggered it has resolved ("NEW
    TIMESHIFT 1 in response to Ability resolving") — Cinderhorn Ravager's ENTER."""
    state, _mine, theirs = _duel()
    energy(state, "p1", 4, rank=4)
    ravager = take(state, "p1", CINDERHORN)
    state, events = through(state, "activate", "p1", card=ravager, zone="u4")
    kinds = [e["link"]["kind"] for e in events if e["type"] == "timeshift"]
    assert kinds == ["activate", "ability"] and hp(state, theirs) == 2  # 2 DMG, its only legal Selection


def test_responses_are_open_to_the_defender_when_attacked():
    """Oversoul — ruling "When a card can be played": an Attack gives the defender priority (Guard selection) for
    QUICK cards before the Battle."""
    state, mine, theirs = _duel()
    bolt = take(state, "p2", SHATTERBOLT)
    state = act(state, "attack", "p1", attacker=mine, target=theirs)
    assert {"type": "activate", "seat": "p2", "card": bolt, "target": mine} in legal(state, "p2")
    state, events = through(state, "activate", "p2", card=bolt, target=mine)
    assert types(events)[-1] == "battle_ended"  # both pass: the Battle follows
    assert mine not in state["board"] and hp(state, theirs) == 2  # 2 from Shatterbolt, then 2 in Battle
