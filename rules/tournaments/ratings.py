"""Skill ratings (openskill's Plackett–Luce model): one rating per player and ruleset, updated per table.

A two-player match is a table of two; a pod is a table of its players in finishing order (tied
players share a rank); a draw gives both the same rank. Ratings are plain (mu, sigma) pairs here;
the service stores them and their history.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from openskill.models import PlackettLuce

_MODEL = PlackettLuce()
DEFAULT_MU = _MODEL.mu
DEFAULT_SIGMA = _MODEL.sigma


@dataclass(frozen=True)
class Rating:
    mu: float = DEFAULT_MU
    sigma: float = DEFAULT_SIGMA

    @property
    def ordinal(self) -> float:
        """A conservative single number to sort by (mu − 3σ)."""
        return self.mu - 3 * self.sigma


def rate_table(ratings: Mapping[str, Rating], finish: Sequence[Sequence[str]]) -> dict[str, Rating]:
    """New ratings of a table's players from their finish (groups best first; a group is a tie)."""
    players = [p for group in finish for p in group]
    ranks: list[float] = [rank for rank, group in enumerate(finish, start=1) for _ in group]
    if len(players) < 2:
        return {p: ratings.get(p, Rating()) for p in players}
    teams = [[_MODEL.create_rating([ratings.get(p, Rating()).mu, ratings.get(p, Rating()).sigma])] for p in players]
    rated = _MODEL.rate(teams, ranks=ranks)
    return {p: Rating(team[0].mu, team[0].sigma) for p, team in zip(players, rated, strict=True)}


def finish_of_match(players: Sequence[str], winner: str | None) -> list[list[str]]:
    """A two-player result as a finish: the winner first, or both level."""
    if winner is None:
        return [list(players)]
    return [[winner], [p for p in players if p != winner]]
