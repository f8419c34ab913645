"""Chronicles of Arcane engine — Traps "at any time": the response windows after blockers, a move, an Essence and at
End of Turn, who is asked (public information only), and the one-window and standing passes."""

from __future__ import annotations

from rules.arcane.engine import ENGINE

from .helpers import act, act_events, end_turn, essences, hand, hp, legal, pass_all, put, refused, seat, start

TRAP_ANY_TIME = "arcane.trap_any_time"


def _lurker_ready(state: dict, sid: str) -> str:
    essences(state, sid, earth=2)
    return hand(state, sid, "Thicket Lurker")


def _invoke_lurker(state: dict, sid: str, lurker: str) -> tuple[dict, list[dict]]:
    """Invoke the Trap creature, let everyone pass, and put it in the first free position."""
    state, events = act_events(state, "invoke", sid, card=lurker)
    while ENGINE.to_act(state) != [state["turn"]["active_seat"]] or state["pending"] is not None:
        if state["pending"] is not None:
            state, events = act_events(state, "place", sid, row="back", slot=6)
        else:
            state, events = act_events(state, "pass", ENGINE.to_act(state)[0])
    return state, events


def test_a_trap_after_blockers_are_declared_before_damage() -> None:
    """Chronicles of Arcane — Trap: "Cards with Trap can be played at any time." — 3E: "After each attack, the
    opponent(s) have an opportunity to respond with defenders, traps, or other card effects.": once p2 has declared
    its blocker, p3 burns the attacker before combat damage, and the blocker takes nothing."""
    state = start(3)
    ram = put(state, "p1", "Thunderhoof Ram")  # 3/2
    warden = put(state, "p2", "Thornwood Ranger")  # 2/3
    essences(state, "p3", fire=1)
    ambush = hand(state, "p3", "Flashfire Ambush")
    state = act(state, "attack", "p1", attacker=ram, target="p2")
    state = act(state, "pass", "p3")  # the window after the attack declaration
    state = act(state, "block", "p2", card=warden)
    state = act(state, "done_blocking", "p2")
    assert state["window"]["after"] == "blockers" and ENGINE.to_act(state) == ["p3"]
    state = pass_all(act(state, "invoke", "p3", card=ambush, target=ram))
    assert ram not in state["board"] and state["combat"] is None
    assert hp(state, warden) == 3


def test_the_attacker_may_answer_the_blocks_with_its_own_trap() -> None:
    """Chronicles of Arcane — Trap: "Cards with Trap can be played at any time." — also in its own combat: p2's
    blocker would kill p1's attacker, and p1 returns it to its hand before damage (Squall Rebuke). The window's
    standing passes do not offer "until my turn" in p1's own turn."""
    state = start()
    ram = put(state, "p1", "Thunderhoof Ram")  # 3/2
    warden = put(state, "p2", "Thornwood Ranger")  # 2/3
    essences(state, "p1", air=2)
    rebuke = hand(state, "p1", "Squall Rebuke")
    state = act(state, "attack", "p1", attacker=ram, target="p2")
    state = act(state, "block", "p2", card=warden)
    state = act(state, "done_blocking", "p2")
    assert ENGINE.to_act(state) == ["p1"]
    assert [a.get("until") for a in legal(state, "p1", "pass")] == [None, "end_of_turn"]
    state = pass_all(act(state, "invoke", "p1", card=rebuke, target=ram))
    assert ram in seat(state, "p1")["hand"] and hp(state, warden) == 3


def test_a_trap_after_a_move() -> None:
    """Chronicles of Arcane — Trap: "Cards with Trap can be played at any time.": after p1 moves a creature, p2 may
    invoke its Trap creature, which enters unexhausted ("Creatures invoked as Trap cards during an opposing
    player's turn may immediately block")."""
    state = start()
    hound = put(state, "p1", "Blazefang Hound", "front", 1)
    lurker = _lurker_ready(state, "p2")
    state = act(state, "move", "p1", card=hound, row="front", slot=2)
    assert state["window"]["after"] == "move" and ENGINE.to_act(state) == ["p2"]
    state, _ = _invoke_lurker(state, "p2", lurker)
    assert state["board"][lurker]["ex"] is False and ENGINE.to_act(state) == ["p1"]


def test_a_trap_after_an_essence_placement() -> None:
    """Chronicles of Arcane — Trap: "Cards with Trap can be played at any time.": after p1 places an Essence, p2 is
    asked, and its Trap creature resolves before p1 goes on."""
    state = start()
    essence = hand(state, "p1", "Kindled Essence")
    lurker = _lurker_ready(state, "p2")
    state = act(state, "place_essence", "p1", card=essence)
    assert state["window"]["after"] == "essence" and ENGINE.to_act(state) == ["p2"]
    state, _ = _invoke_lurker(state, "p2", lurker)
    assert lurker in state["board"] and state["turn"]["active_seat"] == "p1"


def test_a_trap_at_end_of_turn_before_the_turn_passes() -> None:
    """Chronicles of Arcane — Trap: "Cards with Trap can be played at any time." — 4C: "Active player announces the
    end of their turn, play passes clockwise to the next player.": between the announcement and the turn passing p2
    may invoke a Trap; it resolves in p1's turn (so it enters unexhausted), then p2's turn starts."""
    state = start()
    lurker = _lurker_ready(state, "p2")
    state = act(state, "end_turn", "p1")
    assert state["turn"] == {**state["turn"], "active_seat": "p1", "step": "end_of_turn"}
    assert state["window"]["after"] == "end_of_turn" and ENGINE.to_act(state) == ["p2"]
    state = act(state, "invoke", "p2", card=lurker)
    assert state["pending"]["what"] == "place" and state["turn"]["active_seat"] == "p1"
    state, events = act_events(state, "place", "p2", row="back", slot=6)
    kinds = [e["type"] for e in events]
    assert kinds.index("entered") < kinds.index("turn_started")
    assert state["turn"]["active_seat"] == "p2" and lurker in state["board"]


def _windows_after_a_move(trap_in_hand: bool) -> list[list[str]]:
    state = start()
    hound = put(state, "p1", "Blazefang Hound", "front", 1)
    essences(state, "p2", earth=2)
    hand(state, "p2", "Thicket Lurker" if trap_in_hand else "Kindled Essence")
    _, events = act_events(state, "move", "p1", card=hound, row="front", slot=2)
    return [e["queue"] for e in events if e["type"] == "response_window"]


def test_who_is_asked_depends_on_public_information_only() -> None:
    """Chronicles of Arcane — Trap: "Cards with Trap can be played at any time.": a player is asked when they hold a
    card and could pay for a Trap of the card pool that has something to do now — two hands of the same size with
    different cards give the same windows; without Essence a player is not asked, nor with 1 Fire Essence after a
    move (the only 1-cost Trap, Flashfire Ambush, needs an attacking creature), though it is once an attack comes."""
    assert _windows_after_a_move(True) == _windows_after_a_move(False) == [["p2"]]
    state = start()
    hound = put(state, "p1", "Blazefang Hound", "front", 1)
    hand(state, "p2", "Flashfire Ambush")  # no Essence in play
    assert ENGINE.to_act(act(state, "move", "p1", card=hound, row="front", slot=2)) == ["p1"]
    essences(state, "p2", fire=1)
    ram = put(state, "p1", "Thunderhoof Ram", "front", 4)
    state = act(state, "move", "p1", card=hound, row="front", slot=2)
    assert ENGINE.to_act(state) == ["p1"]
    state = act(state, "attack", "p1", attacker=ram, target="p2")
    assert ENGINE.to_act(state) == ["p2"] and state["window"]["after"] == "attack"


def test_pass_until_end_of_turn_answers_every_window_of_the_turn_then_ends() -> None:
    """Chronicles of Arcane — Trap: "Cards with Trap can be played at any time.": p2 passes every window until the end
    of p1's turn — the later windows pass for it with the same rule as a pass by hand — and is asked again in the
    next turn."""
    state = start()
    hound = put(state, "p1", "Blazefang Hound", "front", 1)
    essence = hand(state, "p1", "Kindled Essence")
    _lurker_ready(state, "p2")
    state, events = act_events(act(state, "move", "p1", card=hound, row="front", slot=2), "pass", "p2")
    assert events[0]["rule"] == TRAP_ANY_TIME and "until" not in events[0]
    state, events = act_events(state, "place_essence", "p1", card=essence)
    assert ENGINE.to_act(state) == ["p2"]
    state, events = act_events(state, "pass", "p2", until="end_of_turn")
    assert state["passing"] == {"p2": "end_of_turn"}
    assert ENGINE.view_for(state, "p1")["passing_until"] == {"p2": "end_of_turn"}
    state, events = act_events(state, "end_turn", "p1")
    standing = [e for e in events if e["type"] == "passed"]
    assert standing == [{"type": "passed", "seat": "p2", "until": "end_of_turn", "rule": TRAP_ANY_TIME}]
    assert state["turn"]["active_seat"] == "p2" and state["passing"] == {}


def test_pass_until_my_turn_lasts_through_other_turns_and_ends_when_mine_starts() -> None:
    """Chronicles of Arcane — Trap: "Cards with Trap can be played at any time.": in a game of three, p3 passes until
    its own turn: it is not asked in p1's or p2's turn, and is asked again once its turn has started."""
    state = start(3)
    _lurker_ready(state, "p3")
    state = act(state, "end_turn", "p1")
    assert ENGINE.to_act(state) == ["p3"]
    assert {"type": "pass", "seat": "p3", "until": "my_turn"} in legal(state, "p3", "pass")
    state = act(state, "pass", "p3", until="my_turn")
    assert state["turn"]["active_seat"] == "p2"
    state = act(state, "end_turn", "p2")  # p3 is not asked: its standing pass holds
    assert state["turn"]["active_seat"] == "p3" and state["passing"] == {}
    state = end_turn(state)
    state = act(state, "end_turn", "p1")
    assert ENGINE.to_act(state) == ["p3"]


def test_stop_passing_is_listed_for_the_seat_at_any_time_and_asks_it_again() -> None:
    """Chronicles of Arcane — Trap: "Cards with Trap can be played at any time.": a standing pass can be stopped
    while another player acts; from the next window the seat is asked again. Without one there is nothing to
    stop."""
    state = start()
    hound = put(state, "p1", "Blazefang Hound", "front", 1)
    _lurker_ready(state, "p2")
    refused(state, {"type": "stop_passing", "seat": "p2"}, TRAP_ANY_TIME)
    state = act(state, "move", "p1", card=hound, row="front", slot=2)
    state = act(state, "pass", "p2", until="end_of_turn")
    assert ENGINE.to_act(state) == ["p1"]
    assert ENGINE.legal_actions(state, "p2") == [
        {"type": "stop_passing", "seat": "p2"},
        {"type": "concede", "seat": "p2"},
    ]
    state, events = act_events(state, "stop_passing", "p2")
    assert events == [{"type": "stopped_passing", "seat": "p2", "until": "end_of_turn", "rule": TRAP_ANY_TIME}]
    assert state["passing"] == {} and ENGINE.to_act(state) == ["p1"]
    state = act(state, "end_turn", "p1")
    assert ENGINE.to_act(state) == ["p2"]


def test_abilities_stay_in_their_owners_action_phase() -> None:
    """Chronicles of Arcane — Action Phase D: "Activate abilities on your creature, artifacts, or other perpetual
    cards." is a step of its owner's Action Phase; only "Cards with Trap can be played at any time": in a window of
    p1's turn p2 may not use its Glacial Lens, and is told the Trap rule."""
    state = start()
    hound = put(state, "p1", "Blazefang Hound", "front", 1)
    lens = put(state, "p2", "Glacial Lens", "back", 1)
    essences(state, "p2", water=1, earth=2)
    hand(state, "p2", "Thicket Lurker")
    state = act(state, "move", "p1", card=hound, row="front", slot=2)
    assert ENGINE.to_act(state) == ["p2"] and legal(state, "p2", "activate") == []
    refused(state, {"type": "activate", "seat": "p2", "card": lens, "ability": 0}, TRAP_ANY_TIME)
