"""One transition of the game: an action's handler on a fresh copy, then everything automatic that follows
(``turns.settle``, a reaction window that lost its seat, free deploys). ``fast_clone`` is the copy the AI's search
makes thousands of times a second."""

from __future__ import annotations

from collections.abc import Callable

from rules.achroma.engine import flow, play, reactions, turns
from rules.achroma.engine import state as st
from rules.base import Action, Event, State
from rules.engine import copy_data

Handler = Callable[[State, Action], list[Event]]
HANDLERS: dict[str, Handler] = {
    "mulligan": flow.do_mulligan,
    "keep": flow.do_mulligan,
    "draw": flow.do_draw,
    "trade": flow.do_trade,
    "next_step": flow.do_next_step,
    "pass_turn": flow.do_pass_turn,
    "resolve": flow.do_resolve,
    "reveal_secret": flow.do_reveal_secret,
    "choose": flow.do_choose,
    "concede": flow.do_concede,
    "mount": play.do_mount,
    "deploy": reactions.declare,
    "attack": reactions.declare,
    "activate": reactions.declare,
    "dispose": reactions.declare,
    "react_pass": reactions.do_react,
    "defend": reactions.do_react,
    "divert": reactions.do_react,
}
# Shared, never mutated after setup: card definitions and the instance table.
SHARED = ("cards", "inst")


def fast_clone(state: State) -> State:
    """A deep copy of everything that changes, written out for the known shape (the AI clones a lot);
    definitions and instances are shared read-only. Unknown keys fall back to a generic deep copy."""
    known = {"seats", "board", "this_turn", "turn", "hunts", "pending", *SHARED}
    new = {k: (v if k in SHARED else copy_data(v)) for k, v in state.items() if k not in known or k in SHARED}
    new["seats"] = [
        {
            **s,
            "palette": s["palette"][:],
            "hand": s["hand"][:],
            "dregs": s["dregs"][:],
            "known_top": s["known_top"][:],
            "shown": s["shown"][:],
        }
        for s in state["seats"]
    ]
    new["board"] = {
        u: {**rec, "tokens": [dict(tk) for tk in rec["tokens"]], "under": rec["under"][:], "secret": rec["secret"][:]}
        for u, rec in state["board"].items()
    }
    tt = state["this_turn"]
    new["this_turn"] = {
        **tt,
        "attacks": dict(tt["attacks"]),
        "used": tt["used"][:],
        "resolved": tt["resolved"][:],
        "diverts": tt["diverts"][:],
        "shielded": tt["shielded"][:],
    }
    new["turn"] = dict(state["turn"])
    new["hunts"] = [dict(h) for h in state["hunts"]]  # a hunt's "then" effect is card data: shared
    new["pending"] = copy_data(state["pending"])
    return new


def apply_trusted(state: State, action: Action) -> tuple[State, list[Event]]:
    """Apply a body taken from ``legal_actions`` (no re-validation) to a copy of ``state``."""
    new = fast_clone(state)
    if new["phase"] == "play" and action["seat"] == new["turn"]["active_seat"] and action["type"] != "concede":
        st.mark_acted(new)
    pending = new["pending"]
    if pending is not None and pending["kind"] == "reaction" and action["type"] == "dispose":
        events = reactions.do_react(new, action)  # DISPOSE as a Reaction, not a declaration of its own
    else:
        events = HANDLERS[action["type"]](new, action)
    events += settle(new)
    for s in new["seats"]:
        if s["shown"]:
            s["shown"] = [u for u in s["shown"] if u in s["hand"]]
    return new, events


def settle(state: State) -> list[Event]:
    """Everything automatic after an action: the turn's checks, a reaction window whose seat left, free deploys."""
    events = turns.settle(state)
    p = state["pending"]
    if state["status"] == "active" and p is not None and p["kind"] == "reaction":
        events += reactions.advance(state)  # a seat that left may have been the one the window waited for
        events += turns.settle(state)
    if state["status"] == "active" and state["pending"] is None and state.get("free_deploys"):
        events += flow.run_free_deploys(state)
        events += turns.settle(state)
    return events
