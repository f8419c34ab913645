"""The Chronicles of Arcane engine: the whole game held by the service, behind one object, ``ENGINE`` (the
``rules.base`` contract, with every AI hook of ``rules.ai.hooks``)."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

from rules.arcane.actions import LIFE_COUNTER
from rules.arcane.engine import combat, flow, invariants, legal, play, turns, view
from rules.arcane.engine import state as st
from rules.arcane.engine.actions import ACTION_TYPES, validate_shape
from rules.arcane.engine.evaluate import move_weight, values
from rules.arcane.engine.hidden import determinize
from rules.arcane.state import PHASES
from rules.base import Action, ActionType, Counter, Event, PlayerField, SetupInvalid, State
from rules.engine import Engine

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
SHARED = ("cards", "inst")  # replaced, never changed in place: shared between copies


def _copy(obj: Any) -> Any:
    if isinstance(obj, dict):
        return {k: _copy(v) for k, v in obj.items()}
    if isinstance(obj, list):
        return [_copy(v) for v in obj]
    return obj


def fast_clone(state: State) -> State:
    """A deep copy of everything that changes, written out for the known shape (the AI clones a lot); card
    definitions and instances are shared read-only. Unknown keys fall back to a generic deep copy."""
    known = {"seats", "board", "this_turn", "turn", "domains", "stack", "window", "combat", "pending", *SHARED}
    new = {k: (v if k in SHARED else _copy(v)) for k, v in state.items() if k not in known or k in SHARED}
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


class ArcaneEngine(Engine):
    """setup / legal_actions / to_act / apply / view_for / outcome / invariant_violations over plain-data states."""

    id = "arcane"
    name = "Chronicles of Arcane"
    min_players = 2
    max_players: int | None = st.MAX_PLAYERS
    counters: tuple[Counter, ...] = (LIFE_COUNTER,)
    turn_structure: tuple[str, ...] = PHASES
    action_types: tuple[ActionType, ...] = ACTION_TYPES
    player_fields: tuple[PlayerField, ...] = ()  # a name, a deck and (for an AI seat) a level: nothing else

    def setup(
        self,
        *,
        players: Sequence[Mapping[str, Any]],
        seed: int,
        first_player: str | None = None,
        options: Mapping[str, Any] | None = None,
        cards: Mapping[str, Mapping[str, Any]] | None = None,
    ) -> tuple[State, list[Event]]:
        if cards is None:
            raise SetupInvalid({"cards": ["The engine needs the definitions of the cards in the players' decks."]})
        return st.setup(players, cards, seed, first_player, options)

    def legal_actions(self, state: State, seat: str) -> list[Action]:
        return legal.legal_actions(state, seat)

    def to_act(self, state: State) -> list[str]:
        return legal.to_act(state)

    def apply(self, state: State, action: Mapping[str, Any]) -> tuple[State, list[Event]]:
        """Validate and apply one action; raises ``ActionInvalid`` or ``RuleViolation``; never mutates ``state``.
        A body naming any copy of a hand card is the move listed with its first copy."""
        clean = validate_shape(action, st.seat_names(state))
        allowed = legal.legal_actions(state, clean["seat"])
        if clean not in allowed and play.canonical(state, clean) not in allowed:
            raise legal.diagnose(state, clean)
        return self.apply_trusted(state, clean)

    def apply_trusted(self, state: State, action: Action) -> tuple[State, list[Event]]:
        """``apply`` for a body taken from ``legal_actions`` (the AI's search): no re-validation."""
        new = fast_clone(state)
        events = HANDLERS[action["type"]](new, action)
        events += flow.settle(new)
        if any(e["type"] == "turn_started" for e in events):
            events += self._idle_check(new)
        return new, events

    def _idle_check(self, state: State) -> list[Event]:
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
        return events + self._idle_check(state)

    def view_for(self, state: State, seat: str | None) -> dict[str, Any]:
        return view.view_for(state, seat)

    def invariant_violations(self, state: State) -> list[str]:
        return invariants.invariant_violations(state)

    # ---- AI hooks (rules.ai.hooks): the functions themselves, so the search calls them with no extra layer ------

    evaluate = staticmethod(values)
    playout_weight = staticmethod(move_weight)
    determinize = staticmethod(determinize)

    def cards_played(self, events: list[Event]) -> list[str]:
        return [e["card_id"] for e in events if e["type"] == "card_invoked"]


ENGINE = ArcaneEngine()
