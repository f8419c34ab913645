"""Swiss pairing invariants (Hypothesis): everyone paired once or given one bye, no rematch and no second bye
while a pairing of the whole field avoids them, reproducible, and the natural-pairing shortcut. The bye and the
floats against a brute-force oracle: ``test_swiss_floats``."""

from __future__ import annotations

import itertools
import random

import networkx as nx
from hypothesis import given, settings
from hypothesis import strategies as st

from rules.tournaments import pair_round
from rules.tournaments.swiss import SwissField, pair_swiss
from tests.rules.tournaments.helpers import played_history as _history
from tests.rules.tournaments.helpers import swiss_field as _field

SETTINGS = settings(max_examples=60, deadline=None)


def _perfect_exists(field: SwissField, *, rematches: bool, second_byes: bool) -> bool:
    """An independent check: does the whole field have a complete pairing under these allowances?"""
    graph: nx.Graph[str] = nx.Graph()
    graph.add_nodes_from(field.ranked)
    for a, b in itertools.combinations(field.ranked, 2):
        if rematches or not field.times_met(a, b):
            graph.add_edge(a, b)
    if len(field.ranked) % 2:
        for p in field.ranked:
            if second_byes or not field.byes.get(p):
                graph.add_edge(p, "BYE")
    matching = nx.max_weight_matching(graph, maxcardinality=True)
    return 2 * len(matching) == graph.number_of_nodes()


def _check_complete(field: SwissField, pairings) -> None:
    seen = [p for pairing in pairings for p in pairing.players]
    assert sorted(seen) == sorted(field.ranked), "every active player exactly once"
    byes = [p for p in pairings if p.bye]
    assert len(byes) == len(field.ranked) % 2, "a bye only for an odd field, and only one"
    assert all(len(p.players) == (1 if p.bye else 2) for p in pairings)


@SETTINGS
@given(n=st.integers(2, 26), rounds=st.integers(0, 6), seed=st.integers(0, 10**6), block=st.sampled_from([4, 8, 32]))
def test_swiss_every_active_player_paired_once_or_given_one_bye(n, rounds, seed, block):
    config, entrants, matches = _history(n, rounds, seed, drop_every=3)
    field = _field(config, entrants, matches, rounds + 1)
    _check_complete(field, pair_swiss(field, block_size=block))


@SETTINGS
@given(n=st.integers(3, 14), rounds=st.integers(1, 8), seed=st.integers(0, 10**6), block=st.sampled_from([4, 6, 32]))
def test_swiss_no_rematch_and_no_second_bye_while_avoidable(n, rounds, seed, block):
    """Swiss — no rematch while avoidable; byes never twice while avoidable (without a rematch)."""
    config, entrants, matches = _history(n, rounds, seed)
    field = _field(config, entrants, matches, rounds + 1)
    pairings = pair_swiss(field, block_size=block)
    _check_complete(field, pairings)
    rematch = any(not p.bye and field.times_met(*p.players) for p in pairings)
    second_bye = any(p.bye and field.byes.get(p.players[0]) for p in pairings)
    if _perfect_exists(field, rematches=False, second_byes=True):
        assert not rematch
    if _perfect_exists(field, rematches=False, second_byes=False):
        assert not rematch and not second_bye
    for p in pairings:  # each pairing says whether it is a rematch or a second bye
        if p.bye:
            assert p.explanation["second_bye"] == bool(field.byes.get(p.players[0]))
        else:
            assert p.explanation["rematch"] == bool(field.times_met(*p.players))


@settings(max_examples=25, deadline=None)
@given(n=st.integers(2, 40), rounds=st.integers(0, 5), seed=st.integers(0, 10**6))
def test_swiss_same_seed_and_history_give_the_same_pairings(n, rounds, seed):
    config, entrants, matches = _history(n, rounds, seed)
    first = pair_round(config, entrants, matches, round_number=rounds + 1)
    again = pair_round(config, list(entrants), list(matches), round_number=rounds + 1)
    assert [(p.table, p.players, p.explanation) for p in first] == [(p.table, p.players, p.explanation) for p in again]


@SETTINGS
@given(st.integers(min_value=2, max_value=40), st.integers(min_value=0, max_value=5), st.integers(0, 10**6))
def test_the_natural_pairing_shortcut_gives_exactly_the_blossom_algorithms_answer(n, rounds, seed):
    """Speed without a different answer: whenever a block is paired 1–2, 3–4… without the blossom algorithm,
    the blossom algorithm's own maximum-weight matching of that block is the same pairing."""
    from rules.tournaments import swiss

    config, entrants, matches = _history(n, rounds, seed, drop_every=3)
    field = _field(config, entrants, matches, rounds + 1)
    if not field.ranked:
        return
    levels = sorted({field.points[p] for p in field.ranked}, reverse=True)
    group = {p: levels.index(field.points[p]) for p in field.ranked}
    pool = list(field.ranked)
    rng = random.Random(seed)
    for last in (True, False):
        carried = frozenset(rng.sample(pool, 1)) if not last and len(pool) > 2 else frozenset()
        natural = swiss._natural(pool, field, group, carried=carried, last=last)
        if natural is None:
            continue
        blossom = swiss._match(pool, field, group, carried=carried, last=last, strict=False)
        assert blossom is not None
        assert sorted(map(tuple, map(sorted, blossom[0]))) == sorted(map(tuple, map(sorted, natural[0])))
        assert blossom[1] == natural[1]
