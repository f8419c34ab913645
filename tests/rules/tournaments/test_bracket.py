"""Single-elimination brackets: standard seeding, byes to the top seeds, any size; pod top cuts."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from rules.tournaments import POD_BOUNDS, bracket_rounds, pair_pod_cut, pair_top_cut, pod_cut_size, pod_cut_sizes
from rules.tournaments.bracket import bracket_order, bracket_size, round_name, seed_by_rating


def _seeds(n: int) -> list[str]:
    return [f"s{i}" for i in range(1, n + 1)]


def test_bracket_order_keeps_seeds_one_and_two_apart_until_the_final():
    assert bracket_order(2) == [1, 2]
    assert bracket_order(8) == [1, 8, 4, 5, 2, 7, 3, 6]
    order = bracket_order(16)
    assert order[:8].count(1) == 1 and 2 in order[8:]  # 1 and 2 in opposite halves
    assert {1, 4} <= set(order[:8]) and {2, 3} <= set(order[8:])  # and 1–4, 2–3 in the semi-finals


def test_a_field_of_six_gives_byes_to_seeds_one_and_two():
    """Six players fill a bracket of 8: the two missing seeds (7, 8) are byes for seeds 2 and 1."""
    first = pair_top_cut(_seeds(6), 6, None, stage="bracket")
    tables = [p for p in first if not p.bye]
    byes = [p for p in first if p.bye]
    assert [p.players for p in tables] == [("s4", "s5"), ("s3", "s6")]
    assert [p.players for p in byes] == [("s1",), ("s2",)]
    assert [p.table for p in tables] == [1, 2] and all(p.table is None for p in byes)
    # the winners meet in bracket order: slot 0 (seed 1's bye) plays slot 1 (4 v 5)
    slots = sorted(first, key=lambda p: p.explanation["slot"])
    assert [p.players for p in slots] == [("s1",), ("s4", "s5"), ("s2",), ("s3", "s6")]
    semis = pair_top_cut(_seeds(6), 6, ["s1", "s5", "s2", "s3"], stage="bracket")
    assert [p.players for p in semis] == [("s1", "s5"), ("s2", "s3")]
    assert semis[0].explanation["round_name"] == "semi-final"


@settings(max_examples=60, deadline=None)
@given(st.integers(min_value=2, max_value=200))
def test_any_field_plays_down_to_one_champion_with_byes_only_in_the_first_round(players):
    seeds = _seeds(players)
    seed_of = {p: i + 1 for i, p in enumerate(seeds)}
    size = bracket_size(players)
    rnd = pair_top_cut(seeds, players, None, stage="bracket")
    byes = [p for p in rnd if p.bye]
    assert len(byes) == size - players
    assert sorted(seed_of[p.players[0]] for p in byes) == list(range(1, len(byes) + 1))  # the top seeds
    assert sorted(x for p in rnd for x in p.players) == sorted(seeds)  # everyone plays or passes once
    rounds = 1
    while not rnd[0].explanation["final"]:
        # the better seed always wins: the bracket must then play out to seed 1
        winners = [min(p.players, key=seed_of.__getitem__) for p in sorted(rnd, key=lambda p: p.explanation["slot"])]
        rnd = pair_top_cut(seeds, players, winners, stage="bracket")
        assert not any(p.bye for p in rnd)
        rounds += 1
    assert rounds == bracket_rounds(players)
    assert len(rnd) == 1 and set(rnd[0].players) == ({"s1", "s2"} if players > 1 else {"s1"})


def test_round_names_follow_the_players_left():
    assert [round_name(n) for n in (2, 4, 8, 16)] == ["final", "semi-final", "quarter-final", "round of 16"]
    assert [bracket_rounds(n) for n in (2, 3, 8, 9, 4096)] == [1, 2, 3, 4, 12]


def test_single_elimination_seeds_by_rating_then_the_seeded_order():
    keys = {"a": 2, "b": 1, "c": 0, "d": 3}
    assert seed_by_rating(["a", "b", "c", "d"], {"a": 5.0, "d": -1.0}, keys) == ["a", "c", "b", "d"]


def test_pod_top_cut_sizes_follow_the_game_table_bounds():
    """A final table of a pod, or semi-final pods whose winners fill a table the game seats (Arcane: 3+)."""
    assert pod_cut_sizes(4, *POD_BOUNDS["achroma"]) == [4, 8, 12, 16]
    assert pod_cut_sizes(4, *POD_BOUNDS["arcane"]) == [4, 12, 16]
    assert pod_cut_size(16, 30, 4, *POD_BOUNDS["arcane"]) == 16
    assert pod_cut_size(16, 14, 4, *POD_BOUNDS["arcane"]) == 12
    assert pod_cut_size(16, 3, 4, *POD_BOUNDS["arcane"]) == 0


def test_pod_top_cut_snakes_seeds_into_semi_final_pods_and_seats_the_winners_by_seed():
    seeds = _seeds(16)
    semis = pair_pod_cut(seeds, 4, None)
    assert [p.players for p in semis] == [
        ("s1", "s8", "s9", "s16"),
        ("s2", "s7", "s10", "s15"),
        ("s3", "s6", "s11", "s14"),
        ("s4", "s5", "s12", "s13"),
    ]
    assert not any(p.explanation["final"] for p in semis)
    final = pair_pod_cut(seeds, 4, ["s9", "s2", "s14", "s5"])
    assert [p.players for p in final] == [("s2", "s5", "s9", "s14")] and final[0].explanation["final"]
    alone = pair_pod_cut(_seeds(4), 4, None)
    assert len(alone) == 1 and alone[0].explanation["final"]  # a cut of one pod is the final table
