"""The AI for every game with the ``ai`` capability (pure; a worker only runs it).

``choose_action(game, state=…, seat=…, level=…, budget_ms=…, seed=…)`` with ``game`` from ``rules.registry``.
Levels: ``random``, ``greedy`` (one ply on the game's evaluation), ``easy``/``normal``/``hard`` (information-set
MCTS). It works through the contract of ``rules.base``; what a game adds is described in ``rules.ai.hooks``.
"""

from rules.ai.hooks import HOOKS, Hooks, hooks_for
from rules.ai.mcts import SearchStats
from rules.ai.players import LEVELS, Level, choose_action

__all__ = ["HOOKS", "LEVELS", "Hooks", "Level", "SearchStats", "choose_action", "hooks_for"]
