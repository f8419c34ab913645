"""Standings and tiebreakers against a small event computed by hand."""

from __future__ import annotations

from fractions import Fraction as F

from rules.tournaments import Entrant, EventConfig, MatchRecord, standings
from rules.tournaments.standings import FLOOR

CONFIG = EventConfig("arcane", best_of=3, seed=1)
ENTRANTS = [Entrant("A"), Entrant("B"), Entrant("C"), Entrant("D", dropped=True), Entrant("E")]
MATCHES = [
    MatchRecord(1, ("A", "B"), wins={"A": 2, "B": 0}),
    MatchRecord(1, ("C", "D"), wins={"C": 2, "D": 1}),
    MatchRecord(1, ("E",), "bye"),
    MatchRecord(2, ("A", "C"), wins={"A": 1, "C": 1}, draws=1),
    MatchRecord(2, ("E", "B"), wins={"E": 2, "B": 1}),
    MatchRecord(2, ("D",), "bye"),
    MatchRecord(3, ("A", "E"), wins={"A": 0, "E": 2}),
    MatchRecord(3, ("C", "B"), "intentional_draw"),
]  # D dropped after round 2


def _rows():
    return {s.player: s for s in standings(CONFIG, ENTRANTS, MATCHES)}


def test_swiss_standings_match_points_and_order_by_hand():
    """Match points: 3 a win (a bye too), 1 a draw (an intentional draw too), 0 a loss; dropped players stay."""
    table = standings(CONFIG, ENTRANTS, MATCHES)
    assert [(s.player, s.points) for s in table] == [("E", 9), ("C", 5), ("A", 4), ("D", 3), ("B", 1)]
    assert [s.rank for s in table] == [1, 2, 3, 4, 5]
    rows = _rows()
    assert rows["D"].dropped and not rows["A"].dropped
    assert rows["E"].record == {"wins": 3, "losses": 0, "draws": 0, "byes": 1}
    assert rows["B"].record == {"wins": 0, "losses": 2, "draws": 1, "byes": 0}


def test_swiss_match_win_and_game_win_percentages_with_the_33_percent_floor():
    rows = _rows()
    assert rows["A"].tiebreakers["mw"] == F(4, 9)
    assert rows["B"].tiebreakers["mw"] == FLOOR  # 1/9 is below the floor
    assert rows["D"].tiebreakers["mw"] == F(1, 2)  # two rounds played, a loss and a bye
    # GW%: game points (3 a game won, 1 a game drawn) over 3 × games; a bye is 2-0; an ID plays no games
    assert rows["A"].tiebreakers["gw"] == F(10, 21)
    assert rows["B"].tiebreakers["gw"] == FLOOR  # 3/15
    assert rows["C"].tiebreakers["gw"] == F(10, 18)
    assert rows["D"].tiebreakers["gw"] == F(9, 15)
    assert rows["E"].tiebreakers["gw"] == F(18, 21)


def test_swiss_opponents_percentages_exclude_byes_and_floor_each_opponent():
    rows = _rows()
    assert rows["A"].tiebreakers["omw"] == (FLOOR + F(5, 9) + 1) / 3  # B (floored), C, E
    assert rows["B"].tiebreakers["omw"] == (F(4, 9) + 1 + F(5, 9)) / 3
    assert rows["C"].tiebreakers["omw"] == (F(1, 2) + F(4, 9) + FLOOR) / 3  # the dropped D still counts
    assert rows["D"].tiebreakers["omw"] == F(5, 9)  # its bye is no opponent
    assert rows["E"].tiebreakers["omw"] == (FLOOR + F(4, 9)) / 2
    assert rows["A"].tiebreakers["ogw"] == (FLOOR + F(10, 18) + F(18, 21)) / 3
    assert rows["E"].tiebreakers["ogw"] == (FLOOR + F(10, 21)) / 2


def test_swiss_ties_on_points_are_broken_by_omw_then_gw_then_ogw():
    entrants = [Entrant(p) for p in "WXYZ"]
    matches = [
        MatchRecord(1, ("W", "X"), wins={"W": 2, "X": 0}),
        MatchRecord(1, ("Y", "Z"), wins={"Y": 2, "Z": 1}),
        MatchRecord(2, ("W", "Y"), wins={"W": 2, "Y": 0}),
        MatchRecord(2, ("X", "Z"), wins={"X": 2, "Z": 0}),
    ]
    table = standings(CONFIG, entrants, matches)
    # X and Y both 3 points: X's opponents W (1.0) and Z (0.33) = Y's opponents Z and W; GW% decides:
    # X won 2 of 4 games, Y 2 of 5
    assert [s.player for s in table] == ["W", "X", "Y", "Z"]
    assert table[1].tiebreakers["omw"] == table[2].tiebreakers["omw"]
    assert table[1].tiebreakers["gw"] > table[2].tiebreakers["gw"]


def test_pod_standings_placement_points_with_shared_places_by_hand():
    """Pods — placement points 3/2/1/0; players tied share the points of the places they cover."""
    config = EventConfig("achroma", format="pods", seed=1)
    entrants = [Entrant(p) for p in "ABCD"]
    matches = [
        MatchRecord(1, ("A", "B", "C", "D"), "pod", placements=(("A",), ("B", "C"), ("D",))),
        MatchRecord(2, ("D", "A", "B", "C"), "pod", placements=(("D",), ("A",), ("B",), ("C",))),
    ]
    table = standings(config, entrants, matches)
    assert [(s.player, s.points) for s in table] == [("A", 5), ("D", 3), ("B", F(5, 2)), ("C", F(3, 2))]
    rows = {s.player: s for s in table}
    assert rows["A"].record == {"tables": 2, "firsts": 1, "byes": 0}
    assert rows["A"].tiebreakers["opp_rate"] == (F(5, 12) + F(3, 12) + F(3, 6)) / 3
    assert rows["A"].as_dict()["points"] == 5 and rows["B"].as_dict()["points"] == 2.5


def test_a_late_entrys_missed_rounds_count_as_the_events_chosen_result():
    """Missed rounds: a loss (or the draw or bye the event chose) in match points and MW%, no opponent."""
    entrants = [Entrant("A"), Entrant("B"), Entrant("L")]
    played = [MatchRecord(2, ("A", "L"), wins={"L": 2, "A": 0}), MatchRecord(2, ("B",), "bye")]
    for kind, points, record in [("loss", 3, (1, 1, 0)), ("draw", 4, (1, 0, 1)), ("bye", 6, (2, 0, 0))]:
        rows = {s.player: s for s in standings(CONFIG, entrants, [MatchRecord(1, ("L",), kind), *played])}
        late = rows["L"]
        assert late.points == points
        assert (late.record["wins"], late.record["losses"], late.record["draws"]) == record
        assert late.tiebreakers["omw"] == rows["A"].tiebreakers["mw"]  # the missed round adds no opponent


def test_in_a_pod_event_a_missed_round_is_last_place_at_a_full_pod():
    config = EventConfig("arcane", format="pods", seed=1, pod_size=4)
    rows = standings(config, [Entrant("L")], [MatchRecord(1, ("L",), "loss"), MatchRecord(2, ("L",), "draw")])
    assert rows[0].points == 0 + F(3 + 2 + 1 + 0, 4)  # last place of four, then an even share
