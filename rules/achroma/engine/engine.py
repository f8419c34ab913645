"""The Achroma engine: the whole game held by the service, behind one object, ``ENGINE`` (``rules.base`` contract,
with every AI hook of ``rules.ai.hooks``)."""

from __future__ import annotations

from rules.achroma import state as tracker_state
from rules.achroma.actions import COUNTERS
from rules.achroma.engine import invariants, legal, transition, view
from rules.achroma.engine import state as st
from rules.achroma.engine.actions import ACTION_TYPES
from rules.achroma.engine.evaluate import move_weight, values
from rules.achroma.engine.hidden import determinize
from rules.engine import Engine


class AchromaEngine(Engine):
    """Achroma's rules as the functions of its modules; ``rules.engine.Engine`` does the rest."""

    id = tracker_state.RULESET_ID
    name = "Achroma"
    min_players = tracker_state.MIN_PLAYERS
    max_players = tracker_state.MAX_PLAYERS
    counters = COUNTERS
    turn_structure = tracker_state.STEPS
    action_types = ACTION_TYPES
    played_event = "deployed"

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


ENGINE = AchromaEngine()
