"""Building tournament histories by hand and at random, for the pairing and standings tests."""

from __future__ import annotations

import random
from fractions import Fraction

from rules.tournaments import Entrant, EventConfig, pair_round
from rules.tournaments.event import _history as event_history
from rules.tournaments.event import standings
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


def played_history(n: int, rounds: int, seed: int, *, drop_every: int = 0):
    """Play ``rounds`` rounds of an n-player event with random results; returns config, entrants and matches."""
    rng = random.Random(seed)
    entrants = [Entrant(f"p{i:02d}") for i in range(n)]
    config = EventConfig("arcane", seed=seed)
    matches: list[MatchRecord] = []
    for r in range(1, rounds + 1):
        matches += random_results(pair_round(config, entrants, matches, round_number=r), rng, r)
        if drop_every and r % drop_every == 0:
            index = rng.randrange(n)
            entrants[index] = Entrant(entrants[index].id, dropped=True)
    return config, entrants, matches


def swiss_field(config, entrants, matches, round_number) -> SwissField:
    """The field round ``round_number`` is paired from, as ``pair_round`` builds it."""
    table = standings(config, entrants, matches, salt=f"round-{round_number}")
    met, byes, _, _ = event_history(matches)
    return SwissField(tuple(s.player for s in table if not s.dropped), {s.player: s.points for s in table}, met, byes)
