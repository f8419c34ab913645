"""Tournaments as pure logic: Swiss and pod pairings, standings and tiebreakers, brackets and top cuts, the
round clock, penalties, ratings.

Nothing here imports Flask, SQL, Redis or Celery; every random choice comes from the event's seed.
"""

from rules.tournaments.bracket import bracket_rounds, cut_size, pod_cut_size, pod_cut_sizes
from rules.tournaments.event import (
    EventConfig,
    pair_pod_cut,
    pair_round,
    pair_top_cut,
    standings,
    top_cut_seeds,
)
from rules.tournaments.order import default_pod_rounds, default_swiss_rounds, tie_keys
from rules.tournaments.pods import POD_BOUNDS, pod_sizes
from rules.tournaments.records import Entrant, MatchRecord, Points
from rules.tournaments.standings import Standing
from rules.tournaments.swiss_explain import Pairing

__all__ = [
    "POD_BOUNDS",
    "Entrant",
    "EventConfig",
    "MatchRecord",
    "Pairing",
    "Points",
    "Standing",
    "bracket_rounds",
    "cut_size",
    "default_pod_rounds",
    "default_swiss_rounds",
    "pair_pod_cut",
    "pair_round",
    "pair_top_cut",
    "pod_cut_size",
    "pod_cut_sizes",
    "pod_sizes",
    "standings",
    "tie_keys",
    "top_cut_seeds",
]
