"""Floats: a player who cannot be paired in their own score group floats to the next group down.

Our pairing order (``docs/tournament-pairings.md``): "no rematch; no second bye; the bye to the lowest-ranked
player who can take it; then the smallest total float distance (score groups crossed, summed over the tables);
then floats spread over one-group steps (the smallest sum of squared distances); then standings order."
"""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from rules.tournaments import Entrant, EventConfig, MatchRecord, pair_round
from rules.tournaments.swiss import SwissField, pair_swiss
from tests.rules.tournaments.helpers import field_from, played_history, swiss_field

ORDER = "then the smallest total float distance (score groups crossed, summed over the tables)"


def _won(round_number: int, a: str, b: str, wa: int, wb: int) -> MatchRecord:
    return MatchRecord(round_number, (a, b), wins={a: wa, b: wb})


def _float_distances(field: SwissField, pairings) -> list[int]:
    levels = sorted({field.points[p] for p in field.ranked}, reverse=True)
    return [
        abs(levels.index(field.points[p.players[0]]) - levels.index(field.points[p.players[1]]))
        for p in pairings
        if not p.bye
    ]


def test_nine_players_round_three_the_leaders_float_one_group_not_to_the_zero_point_group():
    """Pairing order — "then floats spread over one-group steps": with 6, 3 and 0 points, two one-group floats
    (6 against 3, 3 against 0) beat one 6-against-0 table of the same total, and no rematch is needed."""
    entrants = [Entrant(p) for p in "ABCDEFGHI"]
    matches = [
        _won(1, "A", "B", 2, 0),
        _won(1, "C", "D", 2, 0),
        _won(1, "E", "F", 2, 0),
        _won(1, "G", "H", 2, 0),
        MatchRecord(1, ("I",), "bye"),
        _won(2, "A", "C", 2, 0),
        _won(2, "E", "G", 2, 0),
        _won(2, "I", "B", 2, 0),
        _won(2, "D", "F", 2, 0),
        MatchRecord(2, ("H",), "bye"),
    ]
    config = EventConfig("arcane")
    pairings = pair_round(config, entrants, matches, round_number=3)
    field = swiss_field(config, entrants, matches, 3)
    tables = [p.explanation["points"] for p in pairings if not p.bye]
    assert not any(sorted(points.values()) == [0, 6] for points in tables), tables
    assert sorted(p.explanation["float_groups"] for p in pairings if not p.bye) == [0, 0, 1, 1]
    assert not any(field.times_met(*p.players) for p in pairings if not p.bye)
    floats = [n for p in pairings for n in p.explanation["notes"] if n.startswith("Pair-down")]
    assert any("(6 points) floats one score group down" in n and "(3 points)" in n for n in floats), floats
    assert any("(3 points) floats one score group down" in n and "(0 points)" in n for n in floats), floats


SIXTEEN_ROUNDS = [
    (("p04", "p15", 0, 2), ("p08", "p05", 1, 1), ("p03", "p14", 2, 0), ("p10", "p11", 2, 1)),
    (("p00", "p01", 2, 0), ("p07", "p09", 1, 2), ("p02", "p13", 1, 2), ("p12", "p06", 1, 2)),
    (("p15", "p00", 1, 2), ("p03", "p06", 0, 2), ("p10", "p09", 2, 0), ("p13", "p05", 1, 2)),
    (("p08", "p12", 2, 0), ("p02", "p11", 1, 2), ("p07", "p04", 1, 2), ("p14", "p01", 1, 1)),
]


def test_sixteen_players_a_4_point_player_floats_to_the_3_point_group_not_past_it():
    """Pairing order — "then floats spread over one-group steps": points 6, 4, 3, 1 and 0 after two rounds;
    every float crosses one score group (4 against 3, 3 against 1), none skips the 3-point group."""
    entrants = [Entrant(f"p{i:02d}") for i in range(16)]
    matches = [
        _won(1 if i < 2 else 2, a, b, wa, wb) for i, tables in enumerate(SIXTEEN_ROUNDS) for a, b, wa, wb in tables
    ]
    config = EventConfig("arcane")
    pairings = pair_round(config, entrants, matches, round_number=3)
    field = swiss_field(config, entrants, matches, 3)
    assert sorted({field.points[p] for p in field.ranked}) == [0, 1, 3, 4, 6]
    tables = [sorted(p.explanation["points"].values()) for p in pairings]
    assert [1, 4] not in tables, tables
    assert [3, 4] in tables and [1, 3] in tables
    assert max(p.explanation["float_groups"] for p in pairings) == 1
    assert not any(field.times_met(*p.players) for p in pairings)


def test_a_float_past_a_group_says_which_group_it_passes_and_why():
    """Pairing order — the smallest total float first, then spread: here rematches leave one two-group float,
    and its explanation names the group it passes."""
    ranked = [f"p{i}" for i in range(8)]
    points = dict(zip(ranked, [9, 9, 9, 6, 6, 6, 3, 0], strict=True))
    met = [("p0", "p3"), ("p0", "p6"), ("p2", "p5"), ("p2", "p7"), ("p3", "p5"), ("p3", "p7"), ("p6", "p7")]
    field = field_from(ranked, points, met, [])
    pairings = pair_swiss(field)
    assert not any(p.explanation["rematch"] for p in pairings)
    distances = _float_distances(field, pairings)
    assert sum(distances) == 4 and sum(d * d for d in distances) == 6  # 1 + 2 + 1, not 3 + 1
    long = next(p for p in pairings if p.explanation["float_groups"] == 2)
    assert any("past the 3-point group" in note for note in long.explanation["notes"])


def _all_pairings(players: list[str]):
    if not players:
        yield []
        return
    first, rest = players[0], players[1:]
    for i, other in enumerate(rest):
        for tail in _all_pairings(rest[:i] + rest[i + 1 :]):
            yield [(first, other), *tail]


@settings(max_examples=50, deadline=None)
@given(n=st.integers(2, 10), rounds=st.integers(1, 4), seed=st.integers(0, 10**6))
def test_no_pairing_floats_further_than_necessary_against_brute_force(n, rounds, seed):
    """Pairing order — no rematch, the bye to the lowest-ranked who can take it, "then the smallest total float
    distance", then the smallest sum of squared distances: every pairing of the field is tried."""
    config, entrants, matches = played_history(n, rounds, seed)
    field = swiss_field(config, entrants, matches, rounds + 1)
    levels = sorted({field.points[p] for p in field.ranked}, reverse=True)
    group = {p: levels.index(field.points[p]) for p in field.ranked}
    rank = {p: i for i, p in enumerate(field.ranked)}
    nodes = list(field.ranked) + (["BYE"] if len(field.ranked) % 2 else [])

    def cost(pairs):
        bye = next((a if b == "BYE" else b for a, b in pairs if "BYE" in (a, b)), None)
        crossed = [abs(group[a] - group[b]) for a, b in pairs if "BYE" not in (a, b)]
        return (-rank[bye] if bye else 0, sum(crossed), sum(c * c for c in crossed))

    legal = [
        pairs
        for pairs in _all_pairings(nodes)
        if all("BYE" in pair or not field.times_met(*pair) for pair in pairs)
        and all(not field.byes.get(a if b == "BYE" else b) for a, b in pairs if "BYE" in (a, b))
    ]
    if not legal:
        return  # rematches or a second bye are unavoidable: the relaxed stage, covered in test_swiss_properties
    ours = pair_swiss(field)
    as_pairs = [(p.players[0], "BYE") if p.bye else p.players for p in ours]
    assert not any(field.times_met(*p.players) for p in ours if not p.bye)
    assert cost(as_pairs) == min(cost(p) for p in legal)


def test_the_explanation_of_every_table_counts_its_float():
    """Every table says how many score groups it spans (0 within a group)."""
    config, entrants, matches = played_history(12, 3, 7)
    field = swiss_field(config, entrants, matches, 4)
    pairings = pair_swiss(field)
    for p, distance in zip((p for p in pairings if not p.bye), _float_distances(field, pairings), strict=True):
        assert p.explanation["float_groups"] == distance
        assert p.explanation["pair_down"] == (distance > 0)
