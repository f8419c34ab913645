"""The Athernum engine: the whole game held by the service, behind one object, ``ENGINE`` (the ``rules.base``
contract, with the AI hooks of ``rules.ai.hooks``), registered in ``rules.registry`` as ("athernum", "engine")."""

from __future__ import annotations

from rules.athernum.actions import COUNTERS
from rules.athernum.engine import invariants, legal, play, transition, view
from rules.athernum.engine import state as st
from rules.athernum.engine.actions import ACTION_TYPES
from rules.athernum.engine.evaluate import move_weight, search_actions, values
from rules.athernum.engine.hidden import determinize
from rules.engine import Engine


class AthernumEngine(Engine):
    """Athernum's rules and card abilities as the functions of its modules; ``rules.engine.Engine`` does the rest."""

    id = "athernum"
    name = "Athernum: The Old World"
    min_players = st.MIN_PLAYERS
    max_players = st.MAX_PLAYERS
    counters = COUNTERS
    turn_structure = st.STEPS
    action_types = ACTION_TYPES
    played_event = "card_entered_play"

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
    search_actions = staticmethod(search_actions)  # one discard per cost, items attached the way they work
    determinize = staticmethod(determinize)


ENGINE = AthernumEngine()
