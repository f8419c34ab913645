"""Swiss standings with the usual tiebreakers, computed from finished matches.

Definitions (as Swiss tournaments usually compute them):
- match points: win/draw/loss points (3/1/0 by default); a bye is a match win;
- match-win % (MW%): match points / (win points × rounds played), at least 33 %;
- opponents' match-win % (OMW%): the mean of the opponents' MW% (each floored at 33 %); byes are not
  opponents, and a dropped player still counts as an opponent with the record they left with;
- game-win % (GW%): game points (win points per game won, draw points per game drawn) / (win points ×
  games played), at least 33 %; a bye counts as the games needed to win the match, none lost;
- opponents' game-win % (OGW%): the mean of the opponents' GW%.
Intentional draws and double losses count as a draw and as a loss for both, with no games played
(our reading: nothing was played, so nothing enters the game-win percentages). A round a late entry
missed counts as a loss (or the draw the event chose) in match points and MW%, with no opponent and no
games, as tournament policies usually record missed rounds.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from fractions import Fraction
from typing import Any

from rules.tournaments.records import Entrant, MatchRecord, Points

FLOOR = Fraction(33, 100)
ZERO = Fraction(0)


@dataclass
class Tally:
    points: Fraction | int = 0  # whole numbers stay ints (fast); shared pod places make it a Fraction
    rounds: int = 0
    wins: int = 0
    losses: int = 0
    draws: int = 0
    byes: int = 0
    game_points: int = 0
    games: int = 0
    opponents: list[str] = field(default_factory=list)
    firsts: int = 0  # pods: tables won outright


@dataclass(frozen=True)
class Standing:
    rank: int
    player: str
    points: Fraction
    record: dict[str, int]
    tiebreakers: dict[str, Fraction]
    dropped: bool

    def as_dict(self) -> dict[str, Any]:
        return {
            "rank": self.rank,
            "player_id": self.player,
            "points": _number(self.points),
            "record": dict(self.record),
            "tiebreakers": {k: round(float(v), 4) for k, v in self.tiebreakers.items()},
            "dropped": self.dropped,
        }


def _number(value: Fraction) -> int | float:
    return int(value) if value.denominator == 1 else round(float(value), 4)


def games_to_win(best_of: int) -> int:
    return best_of // 2 + 1


def tally_matches(
    players: Iterable[str], matches: Iterable[MatchRecord], *, points: Points, best_of: int
) -> dict[str, Tally]:
    """Each player's record from two-player results (``played``, ``bye``, ``double_loss``, ``intentional_draw``)."""
    tallies = {p: Tally() for p in players}
    for m in matches:
        for p in m.players:
            tallies.setdefault(p, Tally())
        if m.kind == "bye":
            t = tallies[m.players[0]]
            t.points += points.win
            t.rounds += 1
            t.wins += 1
            t.byes += 1
            t.game_points += points.win * games_to_win(best_of)
            t.games += games_to_win(best_of)
            continue
        if m.kind in ("loss", "draw"):
            t = tallies[m.players[0]]
            t.rounds += 1
            if m.kind == "loss":
                t.points += points.loss
                t.losses += 1
            else:
                t.points += points.draw
                t.draws += 1
            continue
        a, b = m.players
        ta, tb = tallies[a], tallies[b]
        for t, opp in ((ta, b), (tb, a)):
            t.rounds += 1
            t.opponents.append(opp)
        if m.kind == "double_loss":
            for t in (ta, tb):
                t.points += points.loss
                t.losses += 1
            continue
        if m.kind == "intentional_draw":
            for t in (ta, tb):
                t.points += points.draw
                t.draws += 1
            continue
        wa, wb = m.wins.get(a, 0), m.wins.get(b, 0)
        games = wa + wb + m.draws
        for t, mine, theirs in ((ta, wa, wb), (tb, wb, wa)):
            t.games += games
            t.game_points += points.win * mine + points.draw * m.draws
            if mine > theirs:
                t.points += points.win
                t.wins += 1
            elif mine < theirs:
                t.points += points.loss
                t.losses += 1
            else:
                t.points += points.draw
                t.draws += 1
    return tallies


def match_win_pct(t: Tally, points: Points) -> Fraction:
    if t.rounds == 0:
        return FLOOR
    return max(FLOOR, Fraction(t.points) / (points.win * t.rounds))


def game_win_pct(t: Tally, points: Points) -> Fraction:
    if t.games == 0:
        return FLOOR
    return max(FLOOR, Fraction(t.game_points, points.win * t.games))


def descending(*values: Fraction | int) -> tuple[float | Fraction | int, ...]:
    """A sort key, best first, that is exact yet cheap: each value as a float, then the value itself. Floats are
    monotone in the exact value, so they decide whenever they differ, and the exact value only when they are
    equal (a tie, or two values too close for a float): comparing fractions is what sorting a large field
    spends its time on otherwise."""
    return tuple(x for v in values for x in (-float(v), -v))


def exact_mean(values: Sequence[Fraction]) -> Fraction:
    """The exact mean, summed over one common denominator (Fraction's own additions reduce at every step and
    dominate the standings of a large event)."""
    if not values:
        return ZERO
    common = math.lcm(*(v.denominator for v in values))
    return Fraction(sum(v.numerator * (common // v.denominator) for v in values), common * len(values))


def swiss_standings(
    entrants: Sequence[Entrant],
    matches: Iterable[MatchRecord],
    *,
    points: Points,
    best_of: int,
    tie_keys: Mapping[str, int],
) -> list[Standing]:
    """Every entrant (dropped ones too), best first: points, OMW%, GW%, OGW%, then the seeded tie order."""
    tallies = tally_matches([e.id for e in entrants], matches, points=points, best_of=best_of)
    mw = {p: match_win_pct(t, points) for p, t in tallies.items()}
    gw = {p: game_win_pct(t, points) for p, t in tallies.items()}
    dropped = {e.id for e in entrants if e.dropped}
    rows = []
    for e in entrants:
        t = tallies[e.id]
        breakers = {
            "omw": exact_mean([mw[o] for o in t.opponents]),
            "gw": gw[e.id],
            "ogw": exact_mean([gw[o] for o in t.opponents]),
        }
        record = {"wins": t.wins, "losses": t.losses, "draws": t.draws, "byes": t.byes}
        rows.append((e.id, t.points, record, {"mw": mw[e.id], **breakers}))
    rows.sort(key=lambda r: (*descending(r[1], r[3]["omw"], r[3]["gw"], r[3]["ogw"]), tie_keys.get(r[0], 0), r[0]))
    return [
        Standing(rank=i + 1, player=p, points=Fraction(pts), record=rec, tiebreakers=tb, dropped=p in dropped)
        for i, (p, pts, rec, tb) in enumerate(rows)
    ]
