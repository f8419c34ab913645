"""The Chronicles of Arcane engine: the whole game held by the service, behind one object, ``ENGINE`` (the
``rules.base`` contract, with every AI hook of ``rules.ai.hooks``)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from rules.arcane.actions import LIFE_COUNTER
from rules.arcane.engine import invariants, legal, play, transition, view
from rules.arcane.engine import state as st
from rules.arcane.engine.actions import ACTION_TYPES, validate_shape
from rules.arcane.engine.hidden import determinize
from rules.arcane.engine.policy import move_weight, values
from rules.arcane.state import PHASES
from rules.base import Action, ActionType, Counter, Event, PlayerField, State
from rules.engine import Engine


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

    _setup = staticmethod(st.setup)
    _legal_actions = staticmethod(legal.legal_actions)
    _to_act = staticmethod(legal.to_act)

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
        return transition.apply_trusted(state, action)

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
