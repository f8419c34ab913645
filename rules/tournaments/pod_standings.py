"""Standings of a pod event: placement points, then the opponents' point rate, then tables won.

A table's placements list finishing groups first place first; a group of several players is a tie
and its players share the points of the places it covers (two tied for 2nd in a 4-pod with points
3/2/1/0 get 1.5 each). A bye is worth first place; a round a late entry missed is worth last place at a
full pod (a loss) or an even share of a full pod's points (a draw). Our tiebreakers (the rulebooks are silent on
multiplayer events): the mean over every opponent met of that opponent's point rate (points per
round over first-place points), then the number of tables won outright.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from fractions import Fraction

from rules.tournaments.records import Entrant, MatchRecord, Points
from rules.tournaments.standings import ZERO, Standing, Tally, descending, exact_mean


def tally_pods(
    players: Iterable[str], matches: Iterable[MatchRecord], *, points: Points, pod_size: int = 4
) -> dict[str, Tally]:
    tallies = {p: Tally() for p in players}
    for m in matches:
        for p in m.players:
            tallies.setdefault(p, Tally())
        if m.kind in ("bye", "loss", "draw"):
            t = tallies[m.players[0]]
            t.rounds += 1
            if m.kind == "bye":
                t.points += points.placement(1)
                t.byes += 1
            elif m.kind == "loss":
                t.points += points.placement(pod_size)
            else:
                t.points += points.shared(1, pod_size)
            continue
        place = 1
        for group in m.placements:
            share = points.shared(place, len(group))
            for p in group:
                t = tallies[p]
                t.points += share
                t.rounds += 1
                t.firsts += place == 1 and len(group) == 1
                t.opponents.extend(o for o in m.players if o != p)
            place += len(group)
    return tallies


def _rate(t: Tally, points: Points) -> Fraction:
    best = points.placement(1)
    return Fraction(t.points) / (best * t.rounds) if t.rounds and best else ZERO


def pod_standings(
    entrants: Sequence[Entrant],
    matches: Iterable[MatchRecord],
    *,
    points: Points,
    tie_keys: Mapping[str, int],
    pod_size: int = 4,
) -> list[Standing]:
    tallies = tally_pods([e.id for e in entrants], matches, points=points, pod_size=pod_size)
    rate = {p: _rate(t, points) for p, t in tallies.items()}
    dropped = {e.id for e in entrants if e.dropped}
    rows = []
    for e in entrants:
        t = tallies[e.id]
        opp = exact_mean([rate[o] for o in t.opponents])
        record = {"tables": t.rounds - t.byes, "firsts": t.firsts, "byes": t.byes}
        rows.append((e.id, Fraction(t.points), record, {"opp_rate": opp, "firsts": Fraction(t.firsts)}))
    rows.sort(key=lambda r: (*descending(r[1], r[3]["opp_rate"], r[3]["firsts"]), tie_keys.get(r[0], 0), r[0]))
    return [
        Standing(rank=i + 1, player=p, points=pts, record=rec, tiebreakers=tb, dropped=p in dropped)
        for i, (p, pts, rec, tb) in enumerate(rows)
    ]
