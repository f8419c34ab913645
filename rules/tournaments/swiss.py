"""Swiss pairing for two-player games, as a maximum-weight matching (networkx's blossom algorithm).

Each edge's weight encodes, most important first (every level outweighs all the levels below it
summed over a whole round): no rematch; no second bye; the bye (or, inside a block, the player who
floats down to the next block) goes to the lowest-ranked player who can take it; the smallest total
float distance (score groups crossed, summed over the tables); then floats spread over one-group
steps (the smallest sum of squared distances: two players each floating one group beat one player
floating two); then standings order (players close in the standings meet). Why this order:
``docs/tournament-pairings.md``. Rematches and second byes are not even edges in the first, strict
stage; only when no pairing of the whole field exists without them does a second stage allow them at
their cost.

Speed: the blossom algorithm is cubic, so the strict stage cuts the ranked field into blocks of about
``block_size`` players at score-group boundaries (never mixing far-apart groups) and matches one
block at a time, top down; an odd block floats its lowest-ranked player into the next one. A block
that cannot be completed is merged with its neighbour and matched again, widening until the whole
field is one block, so a rematch is only ever made when no pairing of the field avoids it. Before
the blossom algorithm runs on a block, the natural pairing (1–2, 3–4…, the last player floating)
is tried: when it is provably the unique best matching under the weights above, it is taken as is
(see ``_natural``), which is most blocks of a large event and the same answer, only faster.
"""

from __future__ import annotations

import itertools
from collections.abc import Mapping
from dataclasses import dataclass
from fractions import Fraction
from typing import Any

import networkx as nx

from rules.tournaments.swiss_explain import Pairing, explain

FLOAT = -1  # the bye in the last block; the float-down slot in any other odd block


@dataclass(frozen=True)
class SwissField:
    """The active players best first, their match points, who met whom (and how often), and byes had."""

    ranked: tuple[str, ...]
    points: Mapping[str, Fraction | int]
    met: Mapping[str, Mapping[str, int]]
    byes: Mapping[str, int]

    def times_met(self, a: str, b: str) -> int:
        return self.met.get(a, {}).get(b, 0)


def pair_swiss(field: SwissField, *, block_size: int = 32) -> list[Pairing]:
    """The next round's pairings (tables in standings order, the bye last), each explaining itself."""
    ranked = list(field.ranked)
    if not ranked:
        return []
    levels = {points: i for i, points in enumerate(sorted({field.points[p] for p in ranked}, reverse=True))}
    group = {p: levels[field.points[p]] for p in ranked}
    result = _strict(field, group, _blocks(ranked, group, block_size))
    relaxed = result is None
    if result is None:
        result = _match(ranked, field, group, carried=frozenset(), last=True, strict=False)
        assert result is not None, "with rematches and second byes allowed every field can be paired"
    matched, bye = result
    return explain(field, matched, bye, relaxed=relaxed)


def _blocks(ranked: list[str], group: Mapping[str, int], size: int) -> list[list[str]]:
    blocks: list[list[str]] = []
    current: list[str] = []
    for i, player in enumerate(ranked[:-1]):
        current.append(player)
        boundary = group[ranked[i + 1]] != group[player]
        if (boundary and len(current) >= size // 2) or len(current) >= size:
            blocks.append(current)
            current = []
    current.append(ranked[-1])
    if blocks and len(current) < size // 2:
        blocks[-1].extend(current)  # a small tail pairs better with the block above it
    else:
        blocks.append(current)
    return blocks


Matched = tuple[list[tuple[str, str]], str | None]


def _strict(field: SwissField, group: Mapping[str, int], blocks: list[list[str]]) -> Matched | None:
    """Match block by block without rematches or second byes; None when the whole field cannot be."""
    done: list[list[tuple[str, str]]] = []
    carries: list[list[str]] = [[]]  # carries[k]: the player floated into block k
    bye = None
    k = 0
    while k < len(blocks):
        last = k == len(blocks) - 1
        pool = carries[k] + blocks[k]
        result = _match(pool, field, group, carried=frozenset(carries[k]), last=last, strict=True)
        if result is not None:
            pairs, floater = result
            done.append(pairs)
            carries.append([floater] if floater is not None and not last else [])
            bye = floater if last else None
            k += 1
            continue
        if not last:  # widen downwards: more opponents for this block's players
            blocks[k : k + 2] = [blocks[k] + blocks[k + 1]]
        elif k > 0:  # the last block is stuck: widen upwards, re-matching the block above too
            blocks[k - 1 : k + 1] = [blocks[k - 1] + blocks[k]]
            k -= 1
            done.pop()
            carries.pop()
        else:
            return None
    return [p for block in done for p in block], bye


def _natural(
    pool: list[str], field: SwissField, group: Mapping[str, int], *, carried: frozenset[str], last: bool
) -> Matched | None:
    """The natural pairing of a ranked pool when it is the unique maximum-weight matching, else None.

    It is when it needs no rematch, its floater (the last player) may float, the pool is in score-group order
    and every pair is within one score group. Its floater is the lowest-ranked, which outranks the rest. Then
    every score-group boundary with an odd number of players above it is crossed by at least one pair of any
    pairing, and the natural pairing crosses exactly those, once each: the smallest total float distance. With
    every float one group long, its sum of squared distances equals that total, the least any pairing reaches.
    And it alone has every pair adjacent in the standings (the lowest total of standings distances). So it
    beats every other pairing on each weight level in turn, and the blossom algorithm would return exactly it."""
    floater = pool[-1] if len(pool) % 2 else None
    body = pool[:-1] if floater is not None else pool
    if floater is not None and (floater in carried or (last and field.byes.get(floater, 0))):
        return None
    if any(group[a] > group[b] for a, b in itertools.pairwise(body)):
        return None
    pairs = [(body[i], body[i + 1]) for i in range(0, len(body), 2)]
    for a, b in pairs:
        if field.times_met(a, b) or group[b] - group[a] > 1:
            return None
    return pairs, floater


def _match(
    pool: list[str],
    field: SwissField,
    group: Mapping[str, int],
    *,
    carried: frozenset[str],
    last: bool,
    strict: bool,
) -> Matched | None:
    """A maximum-weight perfect matching of ``pool`` (plus the float/bye slot if odd), or None."""
    if strict and (natural := _natural(pool, field, group, carried=carried, last=last)) is not None:
        return natural
    n = len(pool)
    odd = n % 2 == 1
    # every level's weight exceeds the largest sum a whole round reaches on the levels below it
    base = (n + len(set(group.values())) + 2) ** 3
    top = base**7
    graph: nx.Graph[int] = nx.Graph()
    graph.add_nodes_from(range(n))
    edges = []
    for i, a in enumerate(pool):
        ga = group[a]
        for j in range(i + 1, n):
            b = pool[j]
            met = field.times_met(a, b)
            if met and strict:
                continue
            crossed = abs(ga - group[b])
            penalty = met * base**5 + crossed * base**2 + crossed * crossed * base + (j - i)
            edges.append((i, j, top - penalty))
    if odd:
        for i, p in enumerate(pool):
            below = n - 1 - i  # players ranked lower than p in this pool
            if last:
                had = field.byes.get(p, 0)
                if had and strict:
                    continue
                penalty = had * base**4 + below * base**3
            else:
                penalty = (below + (n if p in carried else 0)) * base**3  # never float the same player twice
            edges.append((i, FLOAT, top - penalty))
    graph.add_weighted_edges_from(edges)
    matching = nx.max_weight_matching(graph, maxcardinality=True)
    if 2 * len(matching) != n + odd:
        return None
    pairs: list[tuple[str, str]] = []
    floater = None
    for u, v in matching:
        if FLOAT in (u, v):
            floater = pool[u if v == FLOAT else v]
        else:
            i, j = sorted((u, v))
            pairs.append((pool[i], pool[j]))
    return pairs, floater


def explain_field(field: SwissField) -> dict[str, Any]:
    """A summary of the field a round was paired from (for the round's own explanation)."""
    return {
        "active_players": len(field.ranked),
        "score_groups": {str(float(k) if Fraction(k).denominator != 1 else int(k)): v for k, v in _sizes(field)},
    }


def _sizes(field: SwissField) -> list[tuple[Fraction | int, int]]:
    counts: dict[Fraction | int, int] = {}
    for p in field.ranked:
        counts[field.points[p]] = counts.get(field.points[p], 0) + 1
    return sorted(counts.items(), key=lambda kv: -kv[0])
