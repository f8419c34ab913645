"""Pods for multiplayer games: sizes, nobody sitting out, grouping by standing, repeats and seats avoided."""

from __future__ import annotations

import itertools
import random

from hypothesis import given, settings
from hypothesis import strategies as st

from rules.tournaments import POD_BOUNDS, Entrant, EventConfig, MatchRecord, pair_round, pod_sizes
from tests.rules.tournaments.helpers import random_results


def test_pod_sizes_prefer_four_then_three_then_five():
    """Pods of the preferred size (4), falling back to 3 or 5 so nobody sits out."""
    assert pod_sizes(4, 4, 3, None) == [4]
    assert pod_sizes(5, 4, 3, None) == [5]
    assert pod_sizes(6, 4, 3, None) == [3, 3]
    assert pod_sizes(7, 4, 3, None) == [4, 3]
    assert pod_sizes(9, 4, 3, None) == [4, 5]
    assert pod_sizes(10, 4, 3, None) == [4, 3, 3]
    assert pod_sizes(13, 4, 2, 6) == [4, 4, 5]
    assert pod_sizes(2, 4, 2, 6) == [2]  # Achroma plays from two players
    assert pod_sizes(1, 4, 2, 6) == []  # a lone player: a bye
    assert pod_sizes(7, 5, 2, 6) == [4, 3]  # not 5 + 2
    assert pod_sizes(8, 6, 3, None) == [4, 4]  # not 5 + 3


@settings(max_examples=150, deadline=None)
@given(n=st.integers(2, 120), ruleset=st.sampled_from(sorted(POD_BOUNDS)), preferred=st.integers(3, 6))
def test_pod_sizes_within_the_games_bounds_and_everyone_seated(n, ruleset, preferred):
    smallest, largest = POD_BOUNDS[ruleset]
    sizes = pod_sizes(n, preferred, smallest, largest)
    assert sum(sizes) == n
    if preferred == 4 and n >= 3:  # the default: always 4s with 3s or 5s
        assert all(abs(s - preferred) <= 1 for s in sizes)
    assert sizes == sorted(sizes, key=lambda s: (s != preferred, abs(s - preferred), s > preferred))
    assert all(s >= min(smallest, n) for s in sizes)
    if largest is not None:
        assert all(s <= largest for s in sizes)


def _event(n: int, rounds: int, seed: int, ruleset: str = "achroma", size: int = 4):
    rng = random.Random(seed)
    config = EventConfig(ruleset, format="pods", pod_size=size, seed=seed)
    entrants = [Entrant(f"p{i:02d}") for i in range(n)]
    matches: list[MatchRecord] = []
    rounds_paired = []
    for r in range(1, rounds + 1):
        pairings = pair_round(config, entrants, matches, round_number=r)
        rounds_paired.append(pairings)
        matches += random_results(pairings, rng, r)
    return config, entrants, matches, rounds_paired


@settings(max_examples=40, deadline=None)
@given(n=st.integers(1, 40), rounds=st.integers(1, 4), seed=st.integers(0, 10**6))
def test_pods_every_player_seated_once_in_pods_within_bounds(n, rounds, seed):
    _, _, _, paired = _event(n, rounds, seed)
    for pairings in paired:
        seated = [p for pod in pairings for p in pod.players]
        assert sorted(seated) == [f"p{i:02d}" for i in range(n)]
        assert all(2 <= len(pod.players) <= 6 or pod.bye for pod in pairings)
        assert sum(pod.bye for pod in pairings) == (1 if n == 1 else 0)


def test_pods_round_two_avoids_every_repeat_opponent_and_seat_when_it_can():
    """Pods — minimise repeat opponents and seat-order repeats: 16 players after one round can all meet
    new opponents, each in a seat they have not had."""
    _, _, _, (first, second) = _event(16, 2, seed=5)
    met = {frozenset(pair) for pod in first for pair in itertools.combinations(pod.players, 2)}
    assert all(frozenset(pair) not in met for pod in second for pair in itertools.combinations(pod.players, 2))
    seat = {p: i for pod in first for i, p in enumerate(pod.players)}
    assert all(seat[p] != i for pod in second for i, p in enumerate(pod.players))
    assert all(pod.explanation["repeat_pairs"] == [] and pod.explanation["seat_repeats"] == 0 for pod in second)


def test_pods_grouped_by_standing():
    """Pods are grouped by standing: the top pod holds the leaders of the points table."""
    config, entrants, matches, _ = _event(16, 2, seed=9)
    from rules.tournaments import standings

    pairings = pair_round(config, entrants, matches, round_number=3)
    table = standings(config, entrants, matches)
    top_points = sorted((s.points for s in table), reverse=True)[:4]
    pod_points = sorted((pairings[0].explanation["points"][p] for p in pairings[0].players), reverse=True)
    assert min(pod_points) >= top_points[-1] - 3  # neighbours in the standings, at most a place's worth apart


@settings(max_examples=20, deadline=None)
@given(n=st.integers(2, 30), rounds=st.integers(0, 3), seed=st.integers(0, 10**6))
def test_pods_same_seed_and_history_give_the_same_pods(n, rounds, seed):
    config, entrants, matches, _ = _event(n, rounds, seed, ruleset="arcane")
    first = pair_round(config, entrants, matches, round_number=rounds + 1)
    again = pair_round(config, list(entrants), list(matches), round_number=rounds + 1)
    assert [(p.players, p.explanation) for p in first] == [(p.players, p.explanation) for p in again]


def test_a_different_seed_gives_a_different_first_round():
    entrants = [Entrant(f"p{i:02d}") for i in range(16)]
    one = pair_round(EventConfig("arcane", seed=1), entrants, [], round_number=1)
    two = pair_round(EventConfig("arcane", seed=2), entrants, [], round_number=1)
    assert [p.players for p in one] != [p.players for p in two]
