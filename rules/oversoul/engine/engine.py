"""The Oversoul engine: the whole one-versus-one game held by the service, behind one object, ``ENGINE``
(``rules.base`` contract, with every AI hook of ``rules.ai.hooks``)."""

from __future__ import annotations

from collections.abc import Sequence

from rules.base import Action
from rules.engine import Engine
from rules.oversoul.actions import COUNTERS
from rules.oversoul.engine import invariants, legal, transition, view
from rules.oversoul.engine import state as st
from rules.oversoul.engine.actions import ACTION_TYPES
from rules.oversoul.engine.evaluate import move_weight, values
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

    def validate_shape(self, action: object, seats: Sequence[str]) -> Action:
        clean = super().validate_shape(action, seats)
        if clean.get("return_three") is False:
            del clean["return_three"]  # "return_three": false is the move as listed, without the field
        return clean


ENGINE = OversoulEngine()
