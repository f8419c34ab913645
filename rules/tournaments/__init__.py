"""Tournaments as pure logic: Swiss and pod pairings, standings and tiebreakers, the top cut, ratings.

Nothing here imports Flask, SQL, Redis or Celery; every random choice comes from the event's seed.
"""

from rules.tournaments.event import EventConfig, pair_round, pair_top_cut, standings, top_cut_seeds
from rules.tournaments.order import default_pod_rounds, default_swiss_rounds, tie_keys
from rules.tournaments.pods import POD_BOUNDS, pod_sizes
from rules.tournaments.records import Entrant, MatchRecord, Points
from rules.tournaments.standings import Standing
from rules.tournaments.swiss_explain import Pairing
from rules.tournaments.topcut import cut_size

__all__ = [
    "POD_BOUNDS",
    "Entrant",
    "EventConfig",
    "MatchRecord",
    "Pairing",
    "Points",
    "Standing",
    "cut_size",
    "default_pod_rounds",
    "default_swiss_rounds",
    "pair_round",
    "pair_top_cut",
    "pod_sizes",
    "standings",
    "tie_keys",
    "top_cut_seeds",
]
