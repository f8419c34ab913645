"""The stack and priority: an effect goes on the stack, the other players are asked in turn order, and when every one
of them has passed in a row the top resolves (t.STACK, t.STACK_RESOLVES); once the stack is empty the State-Based
Check runs (t.STATE_BASED_CHECK) and the active player acts again.

docs/athernum-rulings.md, "Priority": the player who put an effect on the stack has already had priority for it, and
the core has no response of its own (revealing a face-down item is a card ability), so the others are asked. A
standing pass (``{"type": "pass", "until": ...}``) answers every later question for its seat until the current turn
ends (``end_of_turn``) or its own turn starts (``my_turn``); it is public (``state["passing"]``).
"""

from __future__ import annotations

from typing import Any

from rules.athernum.engine import abilities, turns
from rules.athernum.engine import state as st
from rules.athernum.engine import texts as t
from rules.base import Action, Event, State
from rules.common import seat

UNTIL = ("end_of_turn", "my_turn")


def push(state: State, item: dict[str, Any], events_so_far: list[Event] | None = None) -> list[Event]:
    """Put ``item`` on the stack and ask the others; resolve at once when nobody is left to ask."""
    return push_many(state, [item])


def push_many(state: State, items: list[dict[str, Any]]) -> list[Event]:
    """Put ``items`` on the stack in order (t.TRIGGERED: triggered abilities the active player's first), then ask
    the players after the last one's controller."""
    events: list[Event] = []
    for item in items:
        state["stack"].append(item)
        added: Event = {"type": "stack_added", "seat": item["seat"], "kind": item["kind"], "rule": t.STACK.id}
        if item.get("source") is not None:
            added["card"] = item["source"]
        events.append(added)
    return events + _ask(state, items[-1]["seat"])


def _ask(state: State, opener: str) -> list[Event]:
    state["window"] = {"queue": [s for s in st.turn_order_from(state, opener) if s != opener]}
    return _skip_standing(state)


def _skip_standing(state: State) -> list[Event]:
    """Pass for the seats whose standing pass holds; resolve once the queue is empty."""
    events: list[Event] = []
    queue = state["window"]["queue"]
    while queue and queue[0] in state["passing"]:
        sid = queue.pop(0)
        events.append({"type": "passed", "seat": sid, "until": state["passing"][sid], "rule": t.STACK_RESOLVES.id})
    if not queue:
        events += _resolve_top(state)
    return events


def _resolve_top(state: State) -> list[Event]:
    state["window"] = None
    item = state["stack"].pop()
    events = resolve(state, item)
    if state["status"] != "active" or state["choice"] is not None:
        return events
    return events + after_resolution(state, events)


def after_resolution(state: State, events: list[Event], found: list[dict[str, Any]] | None = None) -> list[Event]:
    """What follows an effect resolving (or a combat): the abilities it triggered go on the stack; else the next
    effect down is asked about; else the State-Based Check, whose own triggers open a new stack (t.STATE_BASED_CHECK),
    and the turn goes on (``flow.stack_empty``)."""
    if state["status"] != "active":
        return []
    items = abilities.triggered(state, events) if found is None else found
    if items:
        return push_many(state, items)
    if state["stack"]:
        return _ask(state, state["stack"][-1]["seat"])
    from rules.athernum.engine import flow  # flow puts the phases' triggers on the stack through this module

    return flow.stack_empty(state)


def after_leaving(state: State) -> list[Event]:
    """A seat left while a question was open: without it the others may all have passed already (the top resolves),
    or what it had on the stack has gone with it (the question closes)."""
    w = state["window"]
    if state["status"] != "active":
        return []
    if w is None:
        if state["choice"] is not None:
            return []
        # the seat that left was answering an ability's question: the next effect, or the phase, goes on
        if state["stack"]:
            return after_resolution(state, [])
        if state["turn"]["step"] in ("morning", "evening", "night"):
            from rules.athernum.engine import flow

            return flow.stack_empty(state)
        return []
    if not state["stack"]:
        from rules.athernum.engine import flow

        state["window"] = None
        return flow.stack_empty(state)
    return _skip_standing(state)


def gen_pass(state: State, sid: str) -> list[Action]:
    out: list[Action] = [{"type": "pass", "seat": sid}, {"type": "pass", "seat": sid, "until": "end_of_turn"}]
    if state["turn"]["active_seat"] != sid:
        out.append({"type": "pass", "seat": sid, "until": "my_turn"})
    return out


def gen_stop(state: State, sid: str) -> list[Action]:
    return [{"type": "stop_passing", "seat": sid}] if sid in state["passing"] else []


def do_pass(state: State, a: Action) -> list[Event]:
    state["window"]["queue"].pop(0)
    event: Event = {"type": "passed", "seat": a["seat"], "rule": t.STACK_RESOLVES.id}
    if "until" in a:
        state["passing"][a["seat"]] = a["until"]
        event["until"] = a["until"]
    return [event, *_skip_standing(state)]


def do_stop_passing(state: State, a: Action) -> list[Event]:
    until = state["passing"].pop(a["seat"])
    return [{"type": "stopped_passing", "seat": a["seat"], "until": until, "rule": t.STACK_RESOLVES.id}]


# ---- resolving -------------------------------------------------------------------------------------------------------


def resolve(state: State, item: dict[str, Any]) -> list[Event]:
    sid, kind = item["seat"], item["kind"]
    s = seat(state, sid)
    done: Event = {"type": "stack_resolved", "seat": sid, "kind": kind}
    if kind == "draw":
        drawn = st.draw(state, sid)
        if drawn[0]["type"] == "deck_empty":  # t.DECK_LOSS
            return [done, *drawn, *turns.seat_leaves(state, sid, "deck_loss")]
        return [done, *drawn]
    if kind == "generate":
        faction = st.main_faction(state, sid)
        if faction is None:
            return [{**done, "fizzled": True}]
        s["ready"][faction] = s["ready"].get(faction, 0) + 1
        return [{**done, "faction": faction, "rule": t.COMMAND_RESOURCE.id}]
    if kind == "victory_token":
        if s["main"] is None or state["vt_pool"] <= 0:
            return [{**done, "fizzled": True}]
        st.place_token(state, sid, s["main"])
        return [{**done, "card": s["main"], "vt_pool": state["vt_pool"], "rule": t.COMMAND_VICTORY_TOKEN.id}]
    if kind in ("ability", "support"):
        return abilities.resolve(state, item)
    if kind == "statics":  # a revealed item's Equip abilities start to work (activation.do_reveal)
        if item["source"] in state["board"]:
            state["board"][item["source"]].pop("settling", None)
        return [{**done, "card": item["source"], "rule": t.REVEAL.id}]
    return [done, *_enter(state, item)]


def _enter(state: State, item: dict[str, Any]) -> list[Event]:
    """A character, item or location enters play; an item whose character has gone (or has no free slot left) is
    discarded: "If an effect cannot be fully resolved, as much of it as possible is executed"."""
    sid, uid, kind = item["seat"], item["card"], item["kind"]
    s = seat(state, sid)
    if kind == "item":
        host = item["host"]
        if host not in state["board"] or st.free_item_slots(state, host) <= 0:
            s["discard"].append(uid)
            return [{"type": "card_discarded", "card": uid, "card_id": state["inst"][uid][0], "seat": sid}]
        events = st.enter_play(state, uid, sid, up=not item["face_down"])
        state["board"][uid]["on"] = host
        state["board"][host]["items"].append(uid)
        return [*events, {"type": "item_attached", "seat": sid, "to": host}]
    if kind == "character" and len(s["characters"]) >= st.CHARACTER_SLOTS:
        s["discard"].append(uid)
        return [{"type": "card_discarded", "card": uid, "card_id": state["inst"][uid][0], "seat": sid}]
    events = st.enter_play(state, uid, sid)
    if kind == "character":
        s["characters"].append(uid)
    else:
        if s["location"] is not None:  # t.LOCATION_UNIQUE
            events += st.leave_play(state, s["location"])
        s["location"] = uid
    return [*events, {"type": "card_entered_play", "seat": sid, "card": uid, "card_id": state["inst"][uid][0]}]
