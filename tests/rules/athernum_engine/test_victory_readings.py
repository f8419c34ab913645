"""Athernum engine — the readings it shares with the tracker (docs/athernum-rulings.md, "Winning"): which cards
count for point superiority, which card wins by its Objective, and which copy the uniqueness check discards."""

from __future__ import annotations

from rules.athernum.engine import state as st
from rules.base import State

from .helpers import ID, act, main, new_card, put, seat, start, to_turn_of, types

FOUNDRY_LOCATION = "The Long Foundry"  # a location with a field of 4


def without_objective(state: State, uid: str) -> None:
    state["cards"] = {**state["cards"], state["inst"][uid][0]: {**st.defn(state, uid), "obj": False}}


def with_location(state: State, sid: str, *, objective: bool = False) -> str:
    """``sid`` controls a copy of The Long Foundry on its Location slot."""
    uid = new_card(state, sid, FOUNDRY_LOCATION)
    if objective:
        state["cards"] = {**state["cards"], ID[FOUNDRY_LOCATION]: {**st.defn(state, uid), "obj": True}}
    st.enter_play(state, uid, sid)
    seat(state, sid)["location"] = uid
    return uid


def test_a_location_s_tokens_count_for_point_superiority() -> None:
    """ "a player wins immediately if all characters they control collectively have collected more Victory Tokens
    than their opponents could possibly reach" — read with "This can be either a character or a location—depending
    on the foundation of your strategy": the tokens on every card with a field count, a location's too."""
    state = start()  # Orsa Vell 6 + Ilse Marrow 5
    without_objective(state, main(state, "p1"))
    foundry = with_location(state, "p1")  # pool 15
    for _ in range(4):
        st.place_token(state, "p1", foundry)
    for _ in range(4):
        st.place_token(state, "p1", main(state, "p1"))
    assert (state["vt_pool"], seat(state, "p1")["victory_tokens"]) == (7, 8)
    state, _ = act(state, {"type": "draw", "seat": "p1"})  # the check after the stack: 8 > 0 + 7
    assert state["status"] == "finished" and state["winner"] == "p1"
    assert state["finish_reason"] == "point_superiority"


def test_a_face_down_character_s_tokens_still_count_for_point_superiority() -> None:
    """A face-down card "retains: … Its Victory Token Field and any Victory Tokens on it", so they still count."""
    state = start()
    orsa = main(state, "p1")
    without_objective(state, orsa)
    st.exhaust(state, orsa)
    for _ in range(6):
        st.place_token(state, "p1", orsa)
    state, _ = act(state, {"type": "draw", "seat": "p1"})  # 6 > 0 + 5
    assert state["status"] == "finished" and state["finish_reason"] == "point_superiority"


def test_an_objective_location_does_not_win_by_objective() -> None:
    """ "If a character with an Objective Ability has collected at least as many Victory Tokens as printed on its
    Victory Token Field, its controller wins the game" — a character: a location's full field wins nothing."""
    state = start()
    foundry = with_location(state, "p1", objective=True)  # pool 15
    for _ in range(4):
        st.place_token(state, "p1", foundry)
    state, _ = act(state, {"type": "draw", "seat": "p1"})  # 4 is not more than 0 + 11
    assert state["status"] == "active" and state["winner"] is None


def test_a_face_down_objective_character_wins_once_it_is_revealed() -> None:
    """A face-down card "temporarily loses: … All abilities printed in the card text" — its Objective Ability too —
    so Ilse Marrow, exhausted with her field full, wins only when her Morning turns her face-up."""
    state = start()
    ilse = main(state, "p2")
    st.exhaust(state, ilse)
    for _ in range(5):
        st.place_token(state, "p2", ilse)
    state, _ = act(state, {"type": "draw", "seat": "p1"})  # 5 is not more than 0 + 6
    assert state["status"] == "active"
    state = to_turn_of(state, "p2")
    assert state["board"][ilse]["up"] is True
    assert state["status"] == "finished" and state["winner"] == "p2" and state["finish_reason"] == "objective"


def test_the_copy_that_entered_last_is_the_excess_and_its_field_stays_in_the_pool() -> None:
    """ "If uniqueness rules are violated, excess cards are discarded—for example, if multiple copies of a card with a
    Victory Token field are controlled simultaneously" — the copy "already under your control in play" stays; the
    later one goes, its tokens back to the pool, its field still in it."""
    state = start()
    first = put(state, "p1", "Smelter Captain")
    second = put(state, "p1", "Smelter Captain")
    st.place_token(state, "p1", first)
    st.place_token(state, "p1", second)
    total = state["vt_total"]
    state, events = act(state, {"type": "draw", "seat": "p1"})
    excess = [e for e in events if e["type"] == "excess_copy"]
    assert excess == [{"type": "excess_copy", "card": second, "kept": first, "rule": "athernum.engine.uniqueness"}]
    assert first in state["board"] and state["board"][first]["vt"] == 1 and second in seat(state, "p1")["discard"]
    assert state["vt_total"] == total and seat(state, "p1")["victory_tokens"] == 1
    assert "victory_tokens_returned" in types(events)


def test_a_copy_of_the_main_character_is_the_excess_not_the_main() -> None:
    """ "The main character cannot be discarded" — and it is the copy already in play, so the other copy goes."""
    state = start()
    orsa = main(state, "p1")
    copy = put(state, "p1", "Guildmaster Orsa Vell")
    state["board"] = {copy: state["board"].pop(copy), **state["board"]}  # entered before the main, in board order
    state, events = act(state, {"type": "draw", "seat": "p1"})
    assert orsa in state["board"] and copy not in state["board"]
    assert [e["card"] for e in events if e["type"] == "excess_copy"] == [copy]
