"""Oversoul engine — priority for the player not on turn (3.4 Prepared cards, 7.2 QUICK Events, 8.5 QUICK), who is
asked, the standing passes and what a pass tells the opponent."""

from __future__ import annotations

import copy

from rules.ai import SearchStats, choose_action
from rules.oversoul.engine import ENGINE
from rules.visibility import private_part, public_event

from .helpers import FILLER, act, act_events, answered, energy, legal, passes, put, refused, seat, start, take, types

SENTINEL, SHATTERBOLT, SPLINTERED_SKY = "ovs1-007", "ovs1-084", "ovs1-004"  # SPD 2 Unit, QUICK Event, CAST Event
PASS_RULE = "oversoul.ruling.timeshift_priority"
WINDOW_RULE = "oversoul.ruling.phase_windows"


def test_a_prepared_unit_is_activated_in_the_opponents_turn_with_nothing_on_the_chain():
    """Oversoul — 3.4: a Prepared card "can be Activated from the next turn onwards at any time, during either
    turn" — a Prepared SPD 2 Unit, when the opponent's Action Phase has ended, with no Timeshift open."""
    state = energy(start(), "p2", 4, rank=2)
    hidden = put(state, "p2", SENTINEL, "u2", down=True)  # Prepared on an earlier turn
    state = act(state, "end_phase", "p1")
    assert state["window"] == {"seat": "p2", "at": "action_end"} and not state["chain"]
    assert ENGINE.to_act(state) == ["p2"] and state["turn"]["active_seat"] == "p1"
    assert {"type": "activate", "seat": "p2", "card": hidden} in legal(state, "p2")
    state = passes(act(state, "activate", "p2", card=hidden))
    rec = state["board"][hidden]
    assert not rec["down"] and rec["zone"] == "u2" and state["turn"]["active_seat"] == "p1"
    assert state["window"] == {"seat": "p2", "at": "action_end"}  # still theirs until they pass
    state, events = act_events(state, "pass", "p2")
    assert "turn_passed" in types(events)


def test_a_quick_event_is_activated_when_the_opponents_cycle_phase_has_ended():
    """Oversoul — 7.2 QUICK: "can be Activated from the hand at any time, even during your opponent's turn"; 8.5
    "QUICK – Can be used at any time, during either turn." — at the start of the opponent's Action Phase."""
    state = energy(start(), "p1", 2, rank=2)  # ENERGY p1 keeps into p2's turn
    bolt = take(state, "p1", SHATTERBOLT)
    theirs = put(state, "p2", SENTINEL, "u1")
    state = act(state, "end_phase", "p1")
    while state["choice"] is not None:  # the hand limit
        state = act(state, "choose", "p1", target=next(u for u in seat(state, "p1")["hand"] if u != bolt))
    # p2 is not asked (no ENERGY) at the ends of p1's phases: the turn passes
    assert state["turn"]["active_seat"] == "p2" and not state["chain"]
    assert state["window"] == {"seat": "p1", "at": "action_start"} and state["turn"]["step"] == "cycle"
    assert {"type": "activate", "seat": "p1", "card": bolt, "target": theirs} in legal(state, "p1")
    state = passes(act(state, "activate", "p1", card=bolt, target=theirs))
    assert state["board"][theirs]["dmg"] == 2 and bolt in seat(state, "p1")["idle"]


def test_each_phase_boundary_gives_the_other_player_priority():
    """Oversoul — ruling "Priority between the phases": "The player not on turn holds priority, with no Timeshift
    open, when the Cycle Phase has ended, when the Action Phase has ended and, if the Return Phase changed
    anything, when it has ended"."""
    state = energy(start(), "p2", 2, rank=2)
    put(state, "p1", SENTINEL, "u1")  # a Unit a QUICK Event of the set could Select
    state, events = act_events(state, "end_phase", "p1")
    assert state["window"] == {"seat": "p2", "at": "action_end"}
    state, events = act_events(state, "pass", "p2")  # the Return Phase changes nothing: no window at its end
    assert [e.get("at") for e in events if e["type"] == "priority_passed"] == ["action_end"]
    assert state["window"] == {"seat": "p1", "at": "action_start"} and state["turn"]["active_seat"] == "p2"
    state, events = act_events(state, "pass", "p1")
    assert events[0] == {"type": "priority_passed", "seat": "p1", "at": "action_start", "rule": WINDOW_RULE}
    assert state["turn"]["step"] == "action" and ENGINE.to_act(state) == ["p2"]
    for _ in range(3):
        take(state, "p2", SENTINEL)  # over the hand limit: the Return Phase Returns cards
    state = act(state, "end_phase", "p2")
    state = act(state, "pass", "p1")
    while state["choice"] is not None:
        state = act(state, "choose", "p2", target=seat(state, "p2")["hand"][-1])
    assert state["window"] == {"seat": "p1", "at": "turn_end"} and state["turn"]["active_seat"] == "p2"


def test_a_hand_with_or_without_a_quick_card_looks_the_same_to_the_opponent():
    """Oversoul — ruling "Who is asked": "asked only when everyone can see they might act ... that pass looks the
    same as one made by hand" — two positions differing only in p2's hand card give p1 the same events."""
    base = energy(start(), "p1", 4, rank=2)
    energy(base, "p2", 2, rank=2)
    put(base, "p1", SENTINEL, "u1")  # a Unit a QUICK Event of the set could Select
    sentinel = take(base, "p1", SENTINEL)
    seen: list[tuple[list[dict], dict]] = []
    for card in (SHATTERBOLT, SPLINTERED_SKY):  # an affordable QUICK Event, or a CAST Event that can't answer
        state = copy.deepcopy(base)
        take(state, "p2", card)
        state, events = act_events(state, "activate", "p1", card=sentinel, zone="u3")
        state, more = act_events(state, "pass", "p2")
        state, rest = answered(state, events + more)
        for_p1 = [{**public_event(e), "private": private_part(e.get("private"), "p1")} for e in rest]
        seen.append((for_p1, ENGINE.view_for(state, "p1")))
    assert seen[0] == seen[1] and "priority_passed" in types(seen[0][0])


def test_every_pass_makes_the_same_event():
    """Oversoul — ruling "Who is asked": every pass — by hand, by a standing pass, or for a player not asked —
    "looks the same as one made by hand"."""
    found = []
    for how in ("hand", "standing", "not_asked"):
        state = energy(start(), "p1", 6, rank=3)
        energy(state, "p2", 0 if how == "not_asked" else 2, rank=2)
        put(state, "p1", SENTINEL, "u1")  # a Unit a QUICK Event of the set could Select
        if how == "standing":
            state["passing_until"] = {"p2": "end_of_turn"}
        state, events = act_events(state, "activate", "p1", card=take(state, "p1", SENTINEL), zone="u3")
        if how == "hand":
            state, events = act_events(state, "pass", "p2")
        found.append(next(e for e in events if e["type"] == "priority_passed" and e["seat"] == "p2"))
    assert found == [{"type": "priority_passed", "seat": "p2", "rule": PASS_RULE}] * 3


def test_a_standing_pass_until_the_end_of_the_turn():
    """Oversoul — ruling "Passing until later": "until then they are passed for whenever they would hold priority"
    — shown in every view, ended by itself when the turn ends."""
    state = energy(start(), "p1", 6, rank=3)
    energy(state, "p2", 2, rank=2)
    put(state, "p1", SENTINEL, "u1")  # a Unit a QUICK Event of the set could Select
    state = act(state, "activate", "p1", card=take(state, "p1", SENTINEL), zone="u3")
    passes_offered = legal(state, "p2", "pass")
    assert passes_offered == [
        {"type": "pass", "seat": "p2"},
        {"type": "pass", "seat": "p2", "until": "end_of_turn"},
        {"type": "pass", "seat": "p2", "until": "my_turn"},
    ]
    state, events = act_events(state, "pass", "p2", until="end_of_turn")
    assert "passing_until" in types(events)
    assert all(ENGINE.view_for(state, s)["passing_until"] == {"p2": "end_of_turn"} for s in ("p1", "p2", None))
    state = passes(state)
    state, events = act_events(state, "activate", "p1", card=take(state, "p1", SENTINEL), zone="u4")
    assert {"type": "priority_passed", "seat": "p2", "rule": PASS_RULE} in events
    assert legal(state, "p2") == [{"type": "stop_passing", "seat": "p2"}, {"type": "concede", "seat": "p2"}]
    state = answered(state)[0]
    state, events = act_events(state, "end_phase", "p1")  # the window at its end is passed for p2 too
    assert "turn_passed" in types(events) and "passing_ended" in types(events)
    assert state["passing_until"] == {} and ENGINE.view_for(state, "p1")["passing_until"] == {}


def test_a_standing_pass_until_my_turn_and_stopping_it():
    """Oversoul — ruling "Passing until later": "or until their own turn starts ... They may stop passing at any
    time" — not offered in one's own turn; stop_passing from the next window on."""
    state = energy(start(), "p1", 6, rank=3)
    energy(state, "p2", 2, rank=2)
    put(state, "p1", SENTINEL, "u1")  # a Unit a QUICK Event of the set could Select
    state = act(state, "activate", "p1", card=take(state, "p1", SENTINEL), zone="u3")
    state = act(state, "pass", "p2", until="my_turn")
    assert {"type": "pass", "seat": "p1", "until": "my_turn"} not in legal(state, "p1")
    refused(state, {"type": "pass", "seat": "p1", "until": "my_turn"}, "oversoul.ruling.standing_pass")
    state = passes(state)
    state = act(state, "stop_passing", "p2")  # while p1 acts
    assert state["passing_until"] == {}
    state = act(state, "activate", "p1", card=take(state, "p1", SENTINEL), zone="u4")
    assert ENGINE.to_act(state) == ["p2"]  # asked again
    state = passes(act(state, "pass", "p2", until="my_turn"))
    state = act(state, "end_phase", "p1")
    assert state["turn"]["active_seat"] == "p2" and state["passing_until"] == {}


def test_the_ai_passes_at_once_when_passing_is_all_it_can_do():
    """Oversoul — ruling "Who is asked": a seat asked with nothing it can play passes at once, without a search, and
    never chooses a standing pass."""
    state = energy(start(), "p1", 6, rank=3)
    energy(state, "p2", 2, rank=2)
    put(state, "p1", SENTINEL, "u1")  # a Unit a QUICK Event of the set could Select
    state = act(state, "activate", "p1", card=take(state, "p1", SENTINEL), zone="u3")
    assert {a["type"] for a in legal(state, "p2")} == {"pass", "concede"}
    stats = SearchStats()
    move = choose_action(ENGINE, state=state, seat="p2", level="hard", budget_ms=2000, seed=1, stats=stats)
    assert move == {"type": "pass", "seat": "p2"} and stats.iterations == 0


def test_the_ai_activates_a_prepared_unit_when_the_opponents_action_phase_ends():
    """Oversoul — 3.4: a Prepared card "can be Activated ... at any time, during either turn" — the AI's search uses
    the window at the end of the opponent's Action Phase to bring its Prepared Unit in."""
    state = energy(start(), "p2", 4, rank=2)
    hidden = put(state, "p2", SENTINEL, "u2", down=True)
    state = act(state, "end_phase", "p1")
    assert state["turn"]["active_seat"] == "p1" and ENGINE.to_act(state) == ["p2"]
    move = choose_action(ENGINE, state=state, seat="p2", level="hard", budget_ms=300, seed=3, max_iterations=200)
    assert move == {"type": "activate", "seat": "p2", "card": hidden}


def test_a_player_who_could_pay_for_nothing_with_something_to_do_is_not_asked():
    """Oversoul — ruling "Who is asked": "they hold a card and could pay, with their ENERGY available, for a QUICK or
    PERFECT Event of the set that would have a zone and a Selection now, or have a Prepared card they may Activate now
    and could pay for a card of the set that fits its Zone and would have something to do now" — p2 (RANK 1, 1
    ENERGY, its +card Activated this turn) holds cards and a Prepared Event; every RANK 1 card of the set an Event
    Zone may hold Selects a Unit or is a CAST Event, so with no Unit on the board p2 is passed for at the end of p1's
    Action Phase, and with one Unit of its own it is asked."""
    for with_unit in (False, True):
        state = energy(start(), "p2", 1, rank=1)
        seat(state, "p2")["plus_activated"] = 1
        put(state, "p2", SHATTERBOLT, "e1", down=True)  # Prepared on an earlier turn
        if with_unit:
            put(state, "p2", FILLER, "u1")
        assert seat(state, "p2")["hand"]
        state, events = act_events(state, "end_phase", "p1")
        passed = {"type": "priority_passed", "seat": "p2", "at": "action_end", "rule": WINDOW_RULE}
        if with_unit:
            assert state["window"] == {"seat": "p2", "at": "action_end"} and ENGINE.to_act(state) == ["p2"]
        else:
            assert passed in events and "turn_passed" in types(events)


def test_a_prepared_card_both_players_have_seen_is_asked_about_as_that_card():
    """Oversoul — ruling "Who is asked": "have a Prepared card they may Activate now and could pay for a card of the
    set that fits its Zone and would have something to do now" — a face-down card in an Event Zone may be a +BOARD
    Event, so p2 is asked; once it has been Exposed (seen by both players) it is a CAST Event, which waits for the
    Action Phase (7.2 CAST), and p2 is passed for."""
    for seen in (False, True):
        state = energy(start(), "p2", 2, rank=2)
        sky = put(state, "p2", SPLINTERED_SKY, "e1", down=True)  # Prepared on an earlier turn
        state["board"][sky]["known"] = seen
        state, events = act_events(state, "end_phase", "p1")
        if seen:
            assert "turn_passed" in types(events)
        else:
            assert state["window"] == {"seat": "p2", "at": "action_end"}
