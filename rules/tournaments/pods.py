"""Pods for multiplayer games: tables of the preferred size, grouped by standing, few repeat opponents.

Sizes: as many pods of the preferred size as the field allows, the rest one smaller or one larger
(smaller first: 4-player pods fall back to 3, then 5), so nobody sits out; a field below the game's
smallest pod plays as one table, and a lone player gets a bye. Grouping: pods are filled from the
top of the standings, each seat going to the nearest player in the standings who adds the fewest
repeat opponents; then neighbouring pods swap players while that removes repeats. Seats: each pod's
seat order is the one that repeats the fewest seats (the same player in the same seat again) and
the fewest turn-order neighbours (the same player sitting right after the same player again).
"""

from __future__ import annotations

import itertools
import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from fractions import Fraction

from rules.tournaments.swiss_explain import Pairing, number

# (smallest, largest) table per game, from the rulebooks: Achroma 2–6 players, Arcane and Athernum 3+ in pods
POD_BOUNDS: dict[str, tuple[int, int | None]] = {"achroma": (2, 6), "arcane": (3, None), "athernum": (3, None)}
EXHAUSTIVE_SEATS = 6  # up to 6! = 720 seat orders are tried; larger pods are seated greedily


@dataclass(frozen=True)
class PodField:
    ranked: tuple[str, ...]
    points: Mapping[str, Fraction | int]
    met: Mapping[str, Mapping[str, int]]
    seats: Mapping[str, Mapping[int, int]]  # times each player sat in each seat (0 = first player)
    follows: Mapping[tuple[str, str], int]  # times b sat directly after a
    byes: Mapping[str, int]

    def times_met(self, a: str, b: str) -> int:
        return self.met.get(a, {}).get(b, 0)


def pod_sizes(players: int, preferred: int, smallest: int, largest: int | None) -> list[int]:
    """Table sizes for ``players`` (preferred-size pods first), [] for fewer than two players."""
    if players < 2:
        return []
    hi = largest if largest is not None else max(preferred + 1, smallest)
    if players < smallest:
        return [players]
    # cost of one pod: (squared distance when more than one off the preferred size, not the preferred size,
    # larger than it, distance): 7 players wanting pods of 5 sit 4 + 3, not 5 + 2
    best: list[tuple[tuple[int, ...], list[int]] | None] = [None] * (players + 1)
    best[0] = ((0, 0, 0, 0), [])
    for n in range(1, players + 1):
        for size in range(smallest, hi + 1):
            prev = best[n - size] if size <= n else None
            if prev is None:
                continue
            off = abs(size - preferred)
            own = (off * off if off > 1 else 0, off > 0, size > preferred, off)
            cost = tuple(a + b for a, b in zip(prev[0], own, strict=True))
            current = best[n]
            if current is None or cost < current[0]:
                best[n] = (cost, [*prev[1], size])
    found = best[players]
    if found is None:  # e.g. 7 players with pods of 4–4 only: the closest sizes beyond the bounds
        return pod_sizes(players, preferred, smallest, hi + 1)
    return sorted(found[1], key=lambda s: (s != preferred, abs(s - preferred), s > preferred))


def _repeats(field: PodField, pod: Sequence[str]) -> int:
    return sum(field.times_met(a, b) for a, b in itertools.combinations(pod, 2))


def _group(field: PodField, sizes: list[int]) -> list[list[str]]:
    remaining = list(field.ranked)
    pods: list[list[str]] = []
    for size in sizes:
        pod = [remaining.pop(0)]
        while len(pod) < size:
            window = remaining[: 2 * size]
            pick = min(range(len(window)), key=lambda i: (sum(field.times_met(window[i], q) for q in pod), i))
            pod.append(remaining.pop(pick))
        pods.append(pod)
    for _ in range(len(pods) * 4):  # bounded: each pass strictly lowers the repeat count
        if not _improve_once(field, pods):
            break
    return pods


def _improve_once(field: PodField, pods: list[list[str]]) -> bool:
    for i in range(len(pods) - 1):
        upper, lower = pods[i], pods[i + 1]
        now = _repeats(field, upper) + _repeats(field, lower)
        if now == 0:
            continue
        best = None
        for x, y in itertools.product(range(len(upper)), range(len(lower))):
            u = [*upper[:x], lower[y], *upper[x + 1 :]]
            v = [*lower[:y], upper[x], *lower[y + 1 :]]
            cost = _repeats(field, u) + _repeats(field, v)
            if cost < now and (best is None or cost < best[0]):
                best = (cost, u, v)
        if best is not None:
            pods[i], pods[i + 1] = best[1], best[2]
            return True
    return False


def _seat_cost(field: PodField, order: Sequence[str]) -> int:
    cost = sum(field.seats.get(p, {}).get(seat, 0) for seat, p in enumerate(order))
    return cost + sum(field.follows.get((order[i - 1], order[i]), 0) for i in range(1, len(order)))


def _seat(field: PodField, pod: list[str], rng: random.Random) -> tuple[list[str], int]:
    base = sorted(pod)
    rng.shuffle(base)  # ties between equally good seat orders are settled by the event's seed
    if len(base) <= EXHAUSTIVE_SEATS:
        best = min(itertools.permutations(base), key=lambda order: _seat_cost(field, order))
        return list(best), _seat_cost(field, best)
    order: list[str] = []
    left = list(base)
    while left:
        pick = min(left, key=lambda p: _seat_cost(field, [*order, p]))
        order.append(pick)
        left.remove(pick)
    return order, _seat_cost(field, order)


def pair_pods(
    field: PodField, *, preferred: int, smallest: int, largest: int | None, rng: random.Random
) -> list[Pairing]:
    sizes = pod_sizes(len(field.ranked), preferred, smallest, largest)
    out: list[Pairing] = []
    pods = _group(field, sizes) if sizes else []
    for table, pod in enumerate(pods, start=1):
        order, seat_repeats = _seat(field, pod, rng)
        repeats = [[a, b] for a, b in itertools.combinations(order, 2) if field.times_met(a, b)]
        scores = [field.points[p] for p in order]
        notes = [f"Pod of {len(order)} (preferred {preferred}); points {number(max(scores))}–{number(min(scores))}."]
        if len(order) != preferred:
            notes.append(f"{len(field.ranked)} active players do not split into pods of {preferred} alone.")
        if repeats:
            notes.append(f"{len(repeats)} repeat pairing(s) could not be avoided near this standing.")
        explanation = {
            "size": len(order),
            "points": {p: number(field.points[p]) for p in order},
            "score_range": [number(max(scores)), number(min(scores))],
            "repeat_pairs": repeats,
            "seat_repeats": seat_repeats,
            "notes": notes,
        }
        out.append(Pairing(table=table, players=tuple(order), bye=False, explanation=explanation))
    if not sizes and field.ranked:
        lone = field.ranked[0]
        reason = "Only one active player: a bye, scored as first place."
        out.append(
            Pairing(
                None, (lone,), True, {"points": {lone: number(field.points[lone])}, "reason": reason, "notes": [reason]}
            )
        )
    return out
