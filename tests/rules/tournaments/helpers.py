"""Building tournament histories by hand and at random, for the pairing and standings tests."""

from __future__ import annotations

import random
from fractions import Fraction

from rules.tournaments.records import MatchRecord
from rules.tournaments.swiss import SwissField


def field_from(
    ranked: list[str], points: dict[str, int | Fraction], pairs: list[tuple[str, str]], byes: list[str]
) -> SwissField:
    met: dict[str, dict[str, int]] = {p: {} for p in ranked}
    for a, b in pairs:
        met.setdefault(a, {})[b] = met.get(a, {}).get(b, 0) + 1
        met.setdefault(b, {})[a] = met.get(b, {}).get(a, 0) + 1
    counts: dict[str, int] = {}
    for p in byes:
        counts[p] = counts.get(p, 0) + 1
    return SwissField(tuple(ranked), points, met, counts)


def random_results(pairings, rng: random.Random, round_number: int) -> list[MatchRecord]:
    """A plausible result for every table: 2-0, 2-1, 1-2, 0-2 or a 1-1 draw; pods in a random finish."""
    out = []
    for p in pairings:
        if p.bye:
            out.append(MatchRecord(round_number, p.players, "bye"))
        elif len(p.players) > 2:
            order = list(p.players)
            rng.shuffle(order)
            out.append(MatchRecord(round_number, p.players, "pod", placements=tuple((x,) for x in order)))
        else:
            a, b = p.players
            wa, wb = rng.choice([(2, 0), (2, 1), (1, 2), (0, 2), (1, 1)])
            out.append(MatchRecord(round_number, p.players, "played", wins={a: wa, b: wb}))
    return out
