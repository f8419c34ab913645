"""Drawn games: which game counts a two-player match can end with, and what drawn games score.

MTR 2.1: "A Magic match consists of a series of games that are played until one side has won a set number of
games, usually two. Drawn games do not count toward this goal." Game points (MTR Appendix C, as
``rules.tournaments.standings`` computes them): 3 per game won, 1 per drawn game, over 3 per game played.
"""

from __future__ import annotations

from fractions import Fraction as F

import pytest

from rules.tournaments import Entrant, EventConfig, MatchRecord, standings
from rules.tournaments.match_games import most_drawn_games, most_games, result_problem
from rules.tournaments.penalties import ResultRefused, two_player_result

ENDINGS_BEST_OF_3 = [
    ({"a": 2, "b": 1}, 1),  # a drawn game does not count toward the two wins: game 4 decides
    ({"a": 1, "b": 1}, 2),  # time called after two drawn games
    ({"a": 2, "b": 0}, 2),
    ({"a": 2, "b": 1}, 3),
    ({"a": 1, "b": 0}, 0),  # time called after one game: the player ahead wins the match
    ({"a": 0, "b": 0}, 1),  # one drawn game, then time: a drawn match
    ({"a": 0, "b": 2}, 0),
]


@pytest.mark.parametrize(("wins", "draws"), ENDINGS_BEST_OF_3)
def test_drawn_games_do_not_count_toward_the_wins_a_match_needs(wins, draws):
    """MTR 2.1 — "Drawn games do not count toward this goal.": 2-1-1, 1-1-2, 2-0-2 end a best-of-3."""
    assert result_problem(wins, draws, best_of=3) is None


@pytest.mark.parametrize(
    ("wins", "draws", "best_of", "field"),
    [
        ({"a": 3, "b": 0}, 0, 3, "wins"),  # the match ended at 2-0
        ({"a": 2, "b": 2}, 0, 3, "wins"),  # both players cannot reach two
        ({"a": 2, "b": 2}, 1, 3, "wins"),
        ({"a": 2, "b": 1}, 4, 3, "draws"),  # more drawn games than a round holds
        ({"a": 1, "b": 1}, 0, 1, "wins"),  # best-of-1: the first game won ends it
        ({"a": 1, "b": 0}, 2, 1, "draws"),
        ({"a": 3, "b": 3}, 0, 5, "wins"),
        ({"a": -1, "b": 2}, 0, 3, "wins"),
    ],
)
def test_results_no_match_can_end_with_are_refused_naming_the_field(wins, draws, best_of, field):
    problem = result_problem(wins, draws, best_of=best_of)
    assert problem is not None and problem[0] == field


def test_the_bound_on_drawn_games_is_the_format_s_game_count():
    """Our bound: a round's time holds about best-of games, drawn ones too; the links a match takes follow."""
    assert [most_drawn_games(n) for n in (1, 3, 5)] == [1, 3, 5]
    assert [most_games(n) for n in (1, 3, 5)] == [2, 6, 10]  # 1-0-1; 2-1-3; 3-2-5
    assert result_problem({"a": 3, "b": 2}, 5, best_of=5) is None


def test_a_2_1_1_match_scores_7_game_points_to_the_winner_and_4_to_the_loser():
    """MTR Appendix C — 3 game points a game won, 1 a drawn game; game-win % over 3 per game played (4 here)."""
    config = EventConfig("arcane", best_of=3)
    entrants = [Entrant("A"), Entrant("B"), Entrant("C"), Entrant("D")]
    matches = [
        MatchRecord(1, ("A", "B"), wins={"A": 2, "B": 1}, draws=1),
        MatchRecord(1, ("C", "D"), wins={"C": 1, "D": 1}, draws=2),
    ]
    rows = {s.player: s for s in standings(config, entrants, matches)}
    assert (rows["A"].points, rows["B"].points, rows["C"].points, rows["D"].points) == (3, 0, 1, 1)
    assert rows["A"].tiebreakers["gw"] == F(7, 12)
    assert rows["B"].tiebreakers["gw"] == F(4, 12)  # above the 33 % floor
    assert rows["C"].tiebreakers["gw"] == F(5, 12) == rows["D"].tiebreakers["gw"]
    assert rows["A"].tiebreakers["ogw"] == F(4, 12) and rows["B"].tiebreakers["ogw"] == F(7, 12)
    assert rows["C"].record == {"wins": 0, "losses": 0, "draws": 1, "byes": 0}


def test_a_game_loss_can_complete_a_match_with_a_drawn_game_but_not_exceed_it():
    """A game loss awards the opponent a game: 1-1-1 becomes 2-1-1; 2-1-1 for the penalised player's opponent
    would become 3-1-1, which no best-of-3 ends with."""
    base = {"outcome": "played", "wins": {"a": 1, "b": 1}, "draws": 1}
    done = two_player_result(("a", "b"), base, best_of=3, game_losses=["b"], match_losses=[])
    assert done is not None and done["wins"] == {"a": 2, "b": 1} and done["draws"] == 1
    with pytest.raises(ResultRefused, match=r"No player wins more"):
        two_player_result(
            ("a", "b"),
            {"outcome": "played", "wins": {"a": 2, "b": 1}, "draws": 1},
            best_of=3,
            game_losses=["b"],
            match_losses=[],
        )
