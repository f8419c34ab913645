"""Positions for the card-ability tests: items attached, locations held, questions answered."""

from __future__ import annotations

from rules.athernum.engine import ENGINE
from rules.athernum.engine import state as st
from rules.base import Action, Event, State

from .helpers import act, new_card, seat


def attach(state: State, sid: str, host: str, name: str, *, up: bool = True) -> str:
    """A copy of the item ``name`` attached to ``host`` (face-down unless ``up``)."""
    uid = new_card(state, sid, name)
    st.enter_play(state, uid, sid, up=up)
    state["board"][uid]["on"] = host
    state["board"][host]["items"].append(uid)
    return uid


def hold_location(state: State, sid: str, name: str) -> str:
    uid = new_card(state, sid, name)
    st.enter_play(state, uid, sid)
    old = seat(state, sid)["location"]
    if old is not None:
        st.leave_play(state, old)
    seat(state, sid)["location"] = uid
    return uid


def answer(state: State, option: str) -> tuple[State, list[Event]]:
    """Answer the open question of an ability, then let every other player pass what follows."""
    who = state["choice"]["seat"]
    assert {"type": "choose", "seat": who, "option": option} in ENGINE.legal_actions(state, who)
    return act(state, {"type": "choose", "seat": who, "option": option})


def options(state: State) -> list[str]:
    return list(state["choice"]["options"]) if state["choice"] else []


def listed(state: State, sid: str, kind: str) -> list[Action]:
    return [a for a in ENGINE.legal_actions(state, sid) if a["type"] == kind]


def steps(events: list[Event], op: str) -> list[Event]:
    return [e for e in events if e["type"] == "ability_step" and e["op"] == op]
