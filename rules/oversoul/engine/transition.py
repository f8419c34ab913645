"""One transition of the game: an action's handler on a fresh copy, then everything automatic that follows
(``turns.settle``). ``fast_clone`` is the copy the AI's search makes thousands of times a second."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from rules.base import Action, Event, State
from rules.common import CONCEDE_RULE
from rules.oversoul.engine import battle as bt
from rules.oversoul.engine import chain as ch
from rules.oversoul.engine import choices as chs
from rules.oversoul.engine import legal, play, turns
from rules.oversoul.engine import state as st
from rules.oversoul.engine import windows as wn
from rules.oversoul.engine.rulings import ATTACK_PRIORITY, LEADER_LAST_CHANCE, OPENING
from rules.oversoul.rules_text import PHASES as PHASES_RULE

Handler = Callable[[State, Action, list[Event]], None]


def _choose_first(state: State, a: Action, events: list[Event]) -> None:
    events += st.choose_first(state, a["first"], method="chosen")


def _mulligan(state: State, a: Action, events: list[Event]) -> None:
    st.seat(state, a["seat"])["marked"].append(a["card"])
    events.append({"type": "card_marked", "seat": a["seat"], "private": {"seat": a["seat"], "card": a["card"]}})


def _keep(state: State, a: Action, events: list[Event]) -> None:
    """2.: marked cards go to the bottom of the Deck, then as many are Drawn (once, at the start of the Game)."""
    s = st.seat(state, a["seat"])
    marked, s["marked"] = s["marked"], []
    for uid in marked:
        st.take_from_hand(state, uid, face_up=False)
        st.to_deck_bottom(state, uid)
    s["opening"] = "replaced" if marked else "kept"
    events.append({"type": "opening_hand", "seat": a["seat"], "replaced": len(marked), "rule": OPENING.id})
    events += st.draw(state, a["seat"], len(marked), cause="opening_replace")
    if all(x["opening"] is not None for x in state["seats"]):
        events += turns.begin_play(state)


def _pass(state: State, a: Action, events: list[Event]) -> None:
    """One pass; with ``until``, a standing pass too (ruling "Passing until later"). Each window's pass makes the
    event a pass for a seat not asked makes (ruling "Who is asked")."""
    if a.get("until"):
        wn.stand(state, a["seat"], a["until"], events)
    ctx = legal.context(state)
    if ctx == "priority":
        ch.do_pass(state, a["seat"], events)
    elif ctx == "rescue":
        state["rescue"] = None
        events.append({"type": "priority_passed", "seat": a["seat"], "rule": LEADER_LAST_CHANCE.id})
    elif ctx == "window":
        wn.close(state, events)
    else:
        events.append({"type": "priority_passed", "seat": a["seat"], "rule": ATTACK_PRIORITY.id})
        bt.fight(state, events)


def _end_phase(state: State, a: Action, events: list[Event]) -> None:
    state["turn"]["step"] = "return"
    wn.open_window(state, "action_end")  # PHASE_WINDOWS
    events.append({"type": "phase", "seat": a["seat"], "step": "return", "rule": PHASES_RULE.id})


def _stop_passing(state: State, a: Action, events: list[Event]) -> None:
    wn.stop(state, a["seat"], events)


def _concede(state: State, a: Action, events: list[Event]) -> None:
    events += turns.finish(state, st.other(a["seat"]), "concede", CONCEDE_RULE.id)


HANDLERS: dict[str, Handler] = {
    "choose_first": _choose_first,
    "mulligan": _mulligan,
    "keep": _keep,
    "activate": play.do_activate,
    "prepare": play.do_prepare,
    "use": play.do_use,
    "attack": lambda state, a, events: bt.declare(state, a, events),
    "guard": lambda state, a, events: bt.guard(state, a["seat"], a["card"], events),
    "pass": _pass,
    "choose": chs.do_choose,
    "decline": chs.do_decline,
    "end_phase": _end_phase,
    "stop_passing": _stop_passing,
    "concede": _concede,
}


def _seat_copy(s: dict[str, Any]) -> dict[str, Any]:
    return {
        **s,
        "deck": s["deck"][:],
        "hand": s["hand"][:],
        "idle": s["idle"][:],
        "exile": s["exile"][:],
        "shown": s["shown"][:],
        "marked": s["marked"][:],
        "discounts": dict(s["discounts"]),
        "known": {k: v[:] for k, v in s["known"].items()},
    }


def _rec_copy(r: dict[str, Any]) -> dict[str, Any]:
    return {
        **r,
        "stack": r["stack"][:],
        "charges": dict(r["charges"]),
        "granted": r["granted"][:],
        "mods": r["mods"][:],
        "roles_add": r["roles_add"][:],
    }


def fast_clone(state: State) -> State:
    """A copy of everything that changes, written out for the known shape (the AI clones a lot). Card definitions
    and the instance table (replaced, never changed in place) are shared; so are links and triggers, which are
    never changed once made."""
    new = dict(state)
    new["seats"] = [_seat_copy(s) for s in state["seats"]]
    new["board"] = {u: _rec_copy(r) for u, r in state["board"].items()}
    new["turn"] = dict(state["turn"])
    new["chain"] = state["chain"][:]
    new["triggers"] = state["triggers"][:]
    new["once"] = state["once"][:]
    new["leader_gone"] = state["leader_gone"][:]
    new["granting"] = state["granting"][:]  # "window", "passing_until": replaced, never changed in place
    if "rescued" in state:
        new["rescued"] = state["rescued"][:]
    if state["battle"] is not None:
        new["battle"] = dict(state["battle"])
    c = state["choice"]
    if c is not None:
        new["choice"] = {k: (v[:] if isinstance(v, list) else v) for k, v in c.items()}
    return new


def apply_trusted(state: State, action: Action) -> tuple[State, list[Event]]:
    """Apply a body taken from ``legal_actions`` (no re-validation) to a copy of ``state``."""
    new = fast_clone(state)
    events: list[Event] = []
    if new.get("rescue") == action["seat"] and action["type"] in ("activate", "use"):
        new["rescue"] = None  # the Leader's last chance is this play
    HANDLERS[action["type"]](new, action, events)
    events += turns.settle(new)
    return new, events
