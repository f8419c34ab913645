"""The Chronicles of Arcane engine: the whole game held by the service, behind one object, ``ENGINE`` (the
``rules.base`` contract, with every AI hook of ``rules.ai.hooks``)."""

from __future__ import annotations

from rules.arcane.actions import LIFE_COUNTER
from rules.arcane.engine import invariants, legal, play, transition, view
from rules.arcane.engine import state as st
from rules.arcane.engine.actions import ACTION_TYPES
from rules.arcane.engine.hidden import determinize
from rules.arcane.engine.policy import move_weight, search_actions, values
from rules.arcane.state import PHASES
from rules.engine import Engine


class ArcaneEngine(Engine):
    """Chronicles of Arcane's rules as the functions of its modules; ``rules.engine.Engine`` does the rest."""

    id = "arcane"
    name = "Chronicles of Arcane"
    min_players = 2
    max_players = st.MAX_PLAYERS
    counters = (LIFE_COUNTER,)
    turn_structure = PHASES
    action_types = ACTION_TYPES
    played_event = "card_invoked"

    new_game = staticmethod(st.setup)
    legal_actions = staticmethod(legal.legal_actions)
    to_act = staticmethod(legal.to_act)
    diagnose = staticmethod(legal.diagnose)
    canonical = staticmethod(play.canonical)  # a body naming any copy of a hand card is the move with its first copy
    apply_trusted = staticmethod(transition.apply_trusted)
    view_for = staticmethod(view.view_for)
    invariant_violations = staticmethod(invariants.invariant_violations)
    evaluate = staticmethod(values)
    playout_weight = staticmethod(move_weight)
    search_actions = staticmethod(search_actions)  # the AI weighs the default payment and the ones that matter
    determinize = staticmethod(determinize)


ENGINE = ArcaneEngine()
