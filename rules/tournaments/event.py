"""A tournament as pure functions of its configuration and history: standings and the next round.

The same configuration (seed included) and the same finished matches always give the same standings
and the same pairings: ties are broken by an order seeded from the event's seed, nothing else.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Literal

from rules.tournaments import bracket
from rules.tournaments.order import tie_keys
from rules.tournaments.pod_standings import pod_standings
from rules.tournaments.pods import POD_BOUNDS, PodField, pair_pods
from rules.tournaments.records import SOLO_KINDS, Entrant, MatchRecord, Points
from rules.tournaments.standings import Standing, swiss_standings
from rules.tournaments.swiss import SwissField, pair_swiss
from rules.tournaments.swiss_explain import Pairing

Format = Literal["swiss", "pods", "single_elimination"]


@dataclass(frozen=True)
class EventConfig:
    ruleset: str
    format: Format = "swiss"  # single_elimination events pair with ``bracket``; their standings are Swiss
    best_of: int = 3
    points: Points = field(default_factory=Points)
    pod_size: int = 4
    seed: int = 0


def standings(
    config: EventConfig, entrants: Sequence[Entrant], matches: Sequence[MatchRecord], *, salt: str = "standings"
) -> list[Standing]:
    keys = tie_keys([e.id for e in entrants], seed=config.seed, salt=salt)
    if config.format == "pods":
        return pod_standings(entrants, matches, points=config.points, tie_keys=keys, pod_size=config.pod_size)
    return swiss_standings(entrants, matches, points=config.points, best_of=config.best_of, tie_keys=keys)


History = tuple[dict[str, dict[str, int]], dict[str, int], dict[str, dict[int, int]], dict[tuple[str, str], int]]


def _history(matches: Sequence[MatchRecord]) -> History:
    met: dict[str, dict[str, int]] = {}
    byes: dict[str, int] = {}
    seats: dict[str, dict[int, int]] = {}
    follows: dict[tuple[str, str], int] = {}
    for m in matches:
        if m.kind == "bye":
            byes[m.players[0]] = byes.get(m.players[0], 0) + 1
            continue
        if m.kind in SOLO_KINDS:  # a missed round: nobody met
            continue
        for i, a in enumerate(m.players):
            mine = met.setdefault(a, {})
            for b in m.players:
                if b != a:
                    mine[b] = mine.get(b, 0) + 1
            if m.kind == "pod":
                seats.setdefault(a, {})[i] = seats.get(a, {}).get(i, 0) + 1
                if i:
                    key = (m.players[i - 1], a)
                    follows[key] = follows.get(key, 0) + 1
    return met, byes, seats, follows


def pair_round(
    config: EventConfig, entrants: Sequence[Entrant], matches: Sequence[MatchRecord], *, round_number: int
) -> list[Pairing]:
    """The pairings of Swiss or pod round ``round_number`` for every entrant who has not dropped."""
    table = standings(config, entrants, matches, salt=f"round-{round_number}")
    ranked = tuple(s.player for s in table if not s.dropped)
    points = {s.player: s.points for s in table}
    met, byes, seats, follows = _history(matches)
    if config.format == "pods":
        smallest, largest = POD_BOUNDS[config.ruleset]
        pod_field = PodField(ranked, points, met, seats, follows, byes)
        rng = random.Random(f"{config.seed}:seats-{round_number}")
        return pair_pods(pod_field, preferred=config.pod_size, smallest=smallest, largest=largest, rng=rng)
    return pair_swiss(SwissField(ranked, points, met, byes))


def top_cut_seeds(config: EventConfig, entrants: Sequence[Entrant], matches: Sequence[MatchRecord]) -> list[str]:
    """Players still in the event, best standing first: the order the top cut is seeded in."""
    return [s.player for s in standings(config, entrants, matches) if not s.dropped]


def pair_top_cut(
    seeds: Sequence[str], size: int, previous_winners: Sequence[str] | None, *, stage: str = "top_cut"
) -> list[Pairing]:
    """The first bracket round from the best ``size`` seeds, or the next one from the last round's winners
    (in bracket slot order)."""
    if previous_winners is None:
        return bracket.first_round(seeds[:size], stage=stage)
    return bracket.next_round(previous_winners, {p: i + 1 for i, p in enumerate(seeds)}, stage=stage)


def pair_pod_cut(seeds: Sequence[str], pod_size: int, previous_winners: Sequence[str] | None) -> list[Pairing]:
    """A pod top cut's semi-final pods (or its final table alone), or the final table of their winners."""
    if previous_winners is None:
        return bracket.pod_cut_first_round(seeds, pod_size)
    return bracket.pod_cut_final(previous_winners, {p: i + 1 for i, p in enumerate(seeds)})
