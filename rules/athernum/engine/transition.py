"""One transition of the game: an action's handler on a fresh copy (everything automatic follows inside the
handlers: the stack resolving, the State-Based Check, the Evening, Night and next Morning). ``fast_clone`` is the
copy the AI's search makes many times a second."""

from __future__ import annotations

from collections.abc import Callable

from rules.athernum.engine import activation, combat, play, turns
from rules.athernum.engine import windows as wn
from rules.base import Action, Event, State

Handler = Callable[[State, Action], list[Event]]
HANDLERS: dict[str, Handler] = {
    "choose_start": turns.do_choose_start,
    "draw": play.do_draw,
    "generate": play.do_generate,
    "place_victory_token": play.do_place_victory_token,
    "play_character": play.do_play_character,
    "attach_item": play.do_attach_item,
    "play_location": play.do_play_location,
    "support": activation.do_support,
    "activate": activation.do_activate,
    "reveal": activation.do_reveal,
    "choose": activation.do_choose,
    "combat": play.do_combat,
    "attack": combat.do_attack,
    "assign_defender": combat.do_assign_defender,
    "no_defender": combat.do_no_defender,
    "end_combat": combat.do_end_combat,
    "pass": wn.do_pass,
    "stop_passing": wn.do_stop_passing,
    "end_day": turns.do_end_day,
    "concede": turns.do_concede,
}
SEAT_LISTS = ("deck", "extra", "hand", "discard", "void", "characters")


def fast_clone(state: State) -> State:
    """A deep copy of everything that changes, written out for the known shape; card definitions (``cards``) and
    instances (``inst``) are shared read-only."""
    new = dict(state)
    new["seats"] = [
        {
            **s,
            **{k: s[k][:] for k in SEAT_LISTS},
            "ready": dict(s["ready"]),
            "spent": dict(s["spent"]),
        }
        for s in state["seats"]
    ]
    new["board"] = {u: {**rec, "items": rec["items"][:]} for u, rec in state["board"].items()}
    new["turn"] = dict(state["turn"])
    new["stack"] = [dict(i) for i in state["stack"]]
    w = state["window"]
    new["window"] = {"queue": w["queue"][:]} if w else None
    new["combat"] = dict(state["combat"]) if state["combat"] else None
    new["passing"] = dict(state["passing"])
    new["choice"] = state["choice"]  # replaced, never changed in place
    return new


def apply_trusted(state: State, action: Action) -> tuple[State, list[Event]]:
    """Apply a body taken from ``legal_actions`` (no re-validation) to a copy of ``state``."""
    new = fast_clone(state)
    events = HANDLERS[action["type"]](new, action)
    if action["type"] == "concede":
        events += wn.after_leaving(new)
    return new, events
