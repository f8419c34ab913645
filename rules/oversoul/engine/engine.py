"""The Oversoul engine: the whole one-versus-one game held by the service, behind one object, ``ENGINE``
(``rules.base`` contract, with every AI hook of ``rules.ai.hooks``)."""

from __future__ import annotations

from rules.base import Action, State
from rules.engine import Engine
from rules.oversoul.actions import COUNTERS
from rules.oversoul.engine import invariants, legal, transition, view
from rules.oversoul.engine import state as st
from rules.oversoul.engine.actions import ACTION_TYPES
from rules.oversoul.engine.energy import cost_of, payment_problem
from rules.oversoul.engine.evaluate import move_weight, search_actions, values
from rules.oversoul.engine.hidden import determinize
from rules.oversoul.state import PHASES


class OversoulEngine(Engine):
    """Oversoul's rules as the functions of its modules; ``rules.engine.Engine`` does the rest."""

    id = "oversoul"
    name = "Oversoul TCG"
    min_players = 2
    max_players = 2
    counters = COUNTERS
    turn_structure = PHASES
    action_types = ACTION_TYPES
    player_fields = ()  # a name and a deck (its Leader included): nothing else
    played_event = "activation"

    new_game = staticmethod(st.setup)
    legal_actions = staticmethod(legal.legal_actions)
    to_act = staticmethod(legal.to_act)
    diagnose = staticmethod(legal.diagnose)
    apply_trusted = staticmethod(transition.apply_trusted)
    view_for = staticmethod(view.view_for)
    invariant_violations = staticmethod(invariants.invariant_violations)
    evaluate = staticmethod(values)
    playout_weight = staticmethod(move_weight)
    determinize = staticmethod(determinize)
    search_actions = staticmethod(search_actions)

    def canonical(self, state: State, action: Action) -> Action:
        """Any payment that pays (``energy.payment_problem``) is a spelling of the move ``legal_actions`` lists with
        the default payment: the list offers only the payments that really differ, and the player may pay with
        any +cards that are needed (4.1)."""
        generate = action.get("generate")
        if generate is None or action["type"] not in ("activate", "prepare", "use"):
            return action
        cost = cost_of(state, action)
        if cost is None or payment_problem(state, action["seat"], cost, list(generate)) is not None:
            return action
        return {k: v for k, v in action.items() if k != "generate"}


ENGINE = OversoulEngine()
