"""Achroma AI (pure; the worker only runs it): ``choose_action(state=…, seat=…, level=…, budget_ms=…, seed=…)``."""

from rules.achroma.ai.mcts import SearchStats
from rules.achroma.ai.players import LEVELS, choose_action

__all__ = ["LEVELS", "SearchStats", "choose_action"]
