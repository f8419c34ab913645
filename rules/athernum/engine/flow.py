"""The turn's phases with their triggered abilities: "In the Morning" ones first, then the Exhaustion Counters and
Command Tokens; "At Day" ones before the Day's actions; "In the Evening" (and "At the end of your turn") ones when the
Day ends; "At Night" ones between the turns (t.MORNING_TRIGGERS, t.DAY_TRIGGERS, t.EVENING, t.NIGHT). A phase whose
abilities went on the stack goes on once the stack is empty again (``stack_empty``)."""

from __future__ import annotations

from rules.athernum.engine import abilities, turns
from rules.athernum.engine import state as st
from rules.athernum.engine import texts as t
from rules.athernum.engine import windows as wn
from rules.base import Event, State
from rules.common import seat


def _phase(state: State, step: str, then: list[Event]) -> list[Event] | None:
    """Put the phase's triggered abilities on the stack, or None when it has none."""
    items = abilities.phase_triggers(state, step)
    return then + wn.push_many(state, items) if items else None


def morning(state: State) -> list[Event]:
    """The Morning's triggered abilities, then the rest of the Morning."""
    state["turn"]["step"] = "morning"
    return _phase(state, "morning", []) or morning_rest(state)


def morning_rest(state: State) -> list[Event]:
    """t.MORNING, t.COMMAND_REFILL, the resource markers readied; then the Day and its "At Day" abilities."""
    sid = state["turn"]["active_seat"]
    events: list[Event] = []
    for uid, rec in state["board"].items():
        if rec["ctrl"] == sid and rec["ex"] > 0:
            rec["ex"] -= 1
            if rec["ex"] == 0:
                rec["up"] = True
                events.append({"type": "card_revealed", "card": uid, "card_id": state["inst"][uid][0]})
    s = seat(state, sid)
    for faction, n in s["spent"].items():
        s["ready"][faction] = s["ready"].get(faction, 0) + n
    s["spent"] = {}
    before, s["command_tokens"] = s["command_tokens"], st.COMMAND_TOKENS
    events.append({"type": "command_tokens_refilled", "seat": sid, "from": before, "to": st.COMMAND_TOKENS})
    state["turn"]["step"] = "day"
    events.append({"type": "phase_started", "seat": sid, "step": "day"})
    return _phase(state, "day", events) or events + turns.check(state)


def evening(state: State) -> list[Event]:
    sid = state["turn"]["active_seat"]
    state["turn"]["step"] = "evening"
    events: list[Event] = [{"type": "phase_started", "seat": sid, "step": "evening", "rule": t.EVENING.id}]
    return _phase(state, "evening", events) or events + night(state)


def night(state: State) -> list[Event]:
    """The Night: "until the end of the turn" boosts end, then the "At Night" abilities, then the next turn."""
    sid = state["turn"]["active_seat"]
    state["turn"]["step"] = "night"
    for rec in state["board"].values():
        rec.pop("boost", None)
    events: list[Event] = [{"type": "phase_started", "seat": sid, "step": "night", "rule": t.NIGHT.id}]
    return _phase(state, "night", events) or events + turns.start_turn(state, st.next_seat(state, sid))


def stack_empty(state: State) -> list[Event]:
    """The stack has resolved: the State-Based Check, the abilities it triggers, then the phase goes on."""
    events = turns.check(state)
    if state["status"] != "active":
        return events
    items = abilities.triggered(state, events)
    if items:
        return events + wn.push_many(state, items)
    step = state["turn"]["step"]
    if step == "morning":
        return events + morning_rest(state)
    if step == "evening":
        return events + night(state)
    if step == "night":
        return events + turns.start_turn(state, st.next_seat(state, state["turn"]["active_seat"]))
    return events
