"""The Achroma engine: the whole game held by the service, behind one object, ``ENGINE`` (``rules.base`` contract,
with every AI hook of ``rules.ai.hooks``)."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from rules.achroma import state as tracker_state
from rules.achroma.actions import COUNTERS
from rules.achroma.engine import flow, invariants, legal, play, reactions, turns, view
from rules.achroma.engine import state as st
from rules.achroma.engine.actions import ACTION_TYPES, validate_shape
from rules.achroma.engine.evaluate import move_weight, values
from rules.achroma.engine.hidden import determinize
from rules.base import Action, ActionType, Counter, Event, PlayerField, State
from rules.engine import Engine

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


def _copy(obj: Any) -> Any:
    if isinstance(obj, dict):
        return {k: _copy(v) for k, v in obj.items()}
    if isinstance(obj, list):
        return [_copy(v) for v in obj]
    return obj


def fast_clone(state: State) -> State:
    """A deep copy of everything that changes, written out for the known shape (the AI clones a lot);
    definitions and instances are shared read-only. Unknown keys fall back to a generic deep copy."""
    known = {"seats", "board", "this_turn", "turn", "hunts", "pending", *SHARED}
    new = {k: (v if k in SHARED else _copy(v)) for k, v in state.items() if k not in known or k in SHARED}
    new["seats"] = [
        {**s, "palette": s["palette"][:], "hand": s["hand"][:], "dregs": s["dregs"][:], "known_top": s["known_top"][:],
         "shown": s["shown"][:]}
        for s in state["seats"]
    ]  # fmt: skip
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
    new["pending"] = _copy(state["pending"])
    return new


class AchromaEngine(Engine):
    """setup / legal_actions / to_act / apply / view_for / outcome / invariant_violations over plain-data states."""

    id = tracker_state.RULESET_ID
    name = "Achroma"
    min_players = tracker_state.MIN_PLAYERS
    max_players: int | None = tracker_state.MAX_PLAYERS
    counters: tuple[Counter, ...] = COUNTERS
    turn_structure: tuple[str, ...] = tracker_state.STEPS
    action_types: tuple[ActionType, ...] = ACTION_TYPES
    player_fields: tuple[PlayerField, ...] = ()  # a name, a deck and (for an AI seat) a level: nothing else

    _setup = staticmethod(st.setup)
    _legal_actions = staticmethod(legal.legal_actions)
    _to_act = staticmethod(legal.to_act)

    def apply(self, state: State, action: Mapping[str, Any]) -> tuple[State, list[Event]]:
        """Validate and apply one action; raises ``ActionInvalid`` or ``RuleViolation``; never mutates ``state``."""
        clean = validate_shape(action, st.seat_names(state))
        if clean not in legal.legal_actions(state, clean["seat"]):
            raise legal.diagnose(state, clean)
        return self.apply_trusted(state, clean)

    def apply_trusted(self, state: State, action: Action) -> tuple[State, list[Event]]:
        """``apply`` for a body taken from ``legal_actions`` (the AI's search): no re-validation."""
        new = fast_clone(state)
        if new["phase"] == "play" and action["seat"] == new["turn"]["active_seat"] and action["type"] != "concede":
            st.mark_acted(new)
        pending = new["pending"]
        if pending is not None and pending["kind"] == "reaction" and action["type"] == "dispose":
            events = reactions.do_react(new, action)  # DISPOSE as a Reaction, not a declaration of its own
        else:
            events = HANDLERS[action["type"]](new, action)
        events += self._settle(new)
        for s in new["seats"]:
            if s["shown"]:
                s["shown"] = [u for u in s["shown"] if u in s["hand"]]
        return new, events

    def _settle(self, state: State) -> list[Event]:
        events = turns.settle(state)
        p = state["pending"]
        if state["status"] == "active" and p is not None and p["kind"] == "reaction":
            events += reactions.advance(state)  # a seat that left may have been the one the window waited for
            events += turns.settle(state)
        if state["status"] == "active" and state["pending"] is None and state.get("free_deploys"):
            events += flow.run_free_deploys(state)
            events += turns.settle(state)
        return events

    def view_for(self, state: State, seat: str | None) -> dict[str, Any]:
        return view.view_for(state, seat)

    def invariant_violations(self, state: State) -> list[str]:
        return invariants.invariant_violations(state)

    # ---- AI hooks (rules.ai.hooks): the functions themselves, so the search calls them with no extra layer ------

    evaluate = staticmethod(values)
    playout_weight = staticmethod(move_weight)
    determinize = staticmethod(determinize)

    def cards_played(self, events: list[Event]) -> list[str]:
        return [e["card_id"] for e in events if e["type"] == "deployed"]


ENGINE = AchromaEngine()
