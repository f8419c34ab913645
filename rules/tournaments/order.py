"""Seeded tie order and default event length: the only randomness a tournament has."""

from __future__ import annotations

import math
import random
from collections.abc import Iterable


def tie_keys(player_ids: Iterable[str], *, seed: int, salt: str) -> dict[str, int]:
    """A seeded random order of the players, as a key per player: the last tiebreaker, and round 1's order.

    Seeded from the event's seed and ``salt`` (e.g. the round), over the players in the order given (the
    service gives registration order, not its random ids), so the same seed, entries and results always give
    the same order, in a re-run of the same event too."""
    ids = list(dict.fromkeys(player_ids))
    random.Random(f"{seed}:{salt}").shuffle(ids)
    return {p: i for i, p in enumerate(ids)}


def default_swiss_rounds(players: int) -> int:
    """Enough Swiss rounds for one undefeated player: ceil(log2(players)), at least one."""
    return max(1, math.ceil(math.log2(players))) if players > 1 else 1


def default_pod_rounds(players: int, pod_size: int) -> int:
    """Pods shrink the field faster than two-player matches: ceil(log_pod_size(players)) + 1, at least 2."""
    if players <= pod_size:
        return 2
    return max(2, math.ceil(math.log(players, pod_size)) + 1)
