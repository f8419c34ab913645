"""One transition of the game: an action's handler on a fresh copy, then everything automatic that follows
(``flow.settle``), and the check that a player who ran out of cards still has something to do. ``fast_clone`` is
the copy the AI's search makes thousands of times a second."""

from __future__ import annotations

from collections.abc import Callable

from rules.arcane.engine import combat, flow, legal, play, turns
from rules.arcane.engine import state as st
from rules.base import Action, Event, State

Handler = Callable[[State, Action], list[Event]]
HANDLERS: dict[str, Handler] = {
    "keep": flow.do_keep,
    "mulligan": flow.do_mulligan,
    "choose_card": flow.do_choose_card,
    "place_essence": play.do_place_essence,
    "invoke": play.do_invoke,
    "activate": play.do_activate,
    "move": play.do_move,
    "attack": combat.do_attack,
    "pass": flow.do_pass,
    "block": combat.do_block,
    "done_blocking": combat.do_done_blocking,
    "place": flow.do_place,
    "choose_target": flow.do_choose_target,
    "choose_option": flow.do_choose_option,
    "end_turn": flow.do_end_turn,
    "concede": flow.do_concede,
}
SHARED = ("cards", "inst", "first_player_rolls")  # replaced, never changed in place: shared between copies


def fast_clone(state: State) -> State:
    """A deep copy of everything that changes, written out for the known shape (the AI clones a lot); card
    definitions and instances are shared read-only, and the other keys hold scalars, kept as they are."""
    known = {"seats", "board", "this_turn", "turn", "domains", "stack", "window", "combat", "pending", *SHARED}
    new = {k: v for k, v in state.items() if k not in known}  # scalars, and the shared data
    new.update((k, state[k]) for k in SHARED if k in state)
    new["seats"] = [
        {
            **s,
            "deck": s["deck"][:],
            "hand": s["hand"][:],
            "sanctum": s["sanctum"][:],
            "abyss": s["abyss"][:],
            "essences": s["essences"][:],
            "spent": s["spent"][:],
            "floating": dict(s["floating"]),
            "known": dict(s["known"]),
            "shown": s["shown"][:],
        }
        for s in state["seats"]
    ]
    new["board"] = {u: {**rec, "buffs": [dict(b) for b in rec["buffs"]]} for u, rec in state["board"].items()}
    tt = state["this_turn"]
    new["this_turn"] = {"essences": tt["essences"], "attacked": tt["attacked"][:], "used": tt["used"][:]}
    new["turn"] = dict(state["turn"])
    new["domains"] = [dict(d) for d in state["domains"]]
    new["stack"] = [dict(i) for i in state["stack"]]
    new["window"] = {"queue": state["window"]["queue"][:]} if state["window"] else None
    c = state["combat"]
    new["combat"] = {**c, "blockers": c["blockers"][:]} if c else None
    new["pending"] = dict(state["pending"]) if state["pending"] else None  # its effect data is card data: shared
    return new


def apply_trusted(state: State, action: Action) -> tuple[State, list[Event]]:
    """Apply a body taken from ``legal_actions`` (no re-validation) to a copy of ``state``."""
    new = fast_clone(state)
    events = HANDLERS[action["type"]](new, action)
    events += flow.settle(new)
    if any(e["type"] == "turn_started" for e in events):
        events += idle_check(new)
    return new, events


def idle_check(state: State) -> list[Event]:
    """t.EMPTY_DECK: a player who has run out of cards plays on "until they surrender or no longer have any
    actions to take": one whose turn starts with an empty deck and nothing to do but end it is out."""
    if state["status"] != "active" or state["phase"] != "play":
        return []
    sid = state["turn"]["active_seat"]
    if st.seat(state, sid)["deck"] or legal.to_act(state) != [sid]:
        return []
    if {a["type"] for a in legal.legal_actions(state, sid)} != {"end_turn", "concede"}:
        return []
    events = turns.eliminate(state, sid, "no_actions_left")
    events += flow.settle(state)
    return events + idle_check(state)
