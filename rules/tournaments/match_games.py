"""Which game counts a two-player match can really end with.

MTR 2.1: "A Magic match consists of a series of games that are played until one side has won a set number of
games, usually two. Drawn games do not count toward this goal." and "If the round ends before a player has won
the required number of games, the winner of the match is the player who has won the most games at that point."

So a best-of-N match ends either when one player reaches ``games_to_win(N)`` wins (the other below it), or when
the round's time runs out first (nobody at it); drawn games come on top of the N and never end it. 2-1-1 in a
best-of-3 is a match won 2-1 with a drawn game; 3-0 and 2-2 are not results a best-of-3 can end with.

How many drawn games: at most N (``most_drawn_games``). A round's time is sized for N games, a drawn game takes
its time like any other (the last, unfinished game at time is one), so a match with more drawn games than its
format has games did not fit in a round: a report of more is a slip of the pen, refused rather than scored.
"""

from __future__ import annotations

from collections.abc import Mapping

from rules.tournaments.standings import games_to_win

MATCH_STRUCTURE = (
    "A Magic match consists of a series of games that are played until one side has won a set number of games, "
    "usually two. Drawn games do not count toward this goal."
)


def most_drawn_games(best_of: int) -> int:
    """The most drawn games one best-of-``best_of`` match can report (see the module's note)."""
    return best_of


def most_games(best_of: int) -> int:
    """The most games one match can have: every won game of a match the winner decides 2-1 (or 3-2…), plus
    its drawn games."""
    return 2 * games_to_win(best_of) - 1 + most_drawn_games(best_of)


def result_problem(wins: Mapping[str, int], draws: int, *, best_of: int) -> tuple[str, str] | None:
    """Why a match cannot have ended with these game wins and ``draws`` drawn games, as the field at fault
    (``wins`` or ``draws``) and a sentence; None when it can."""
    need = games_to_win(best_of)
    if any(w < 0 for w in wins.values()):
        return "wins", "Games won are counts: none is negative."
    if draws < 0:
        return "draws", "Drawn games are a count: not negative."
    if any(w > need for w in wins.values()):
        return "wins", (
            f"No player wins more than {need} game(s) in a best-of-{best_of} match: it ends when one player has "
            f"won {need} (drawn games do not count toward them)."
        )
    if sum(w == need for w in wins.values()) > 1:
        return "wins", f"Only one player reaches {need} game win(s) in a best-of-{best_of} match: it ends at the first."
    if draws > most_drawn_games(best_of):
        return "draws", (
            f"At most {most_drawn_games(best_of)} drawn game(s) in a best-of-{best_of} match: a round's time "
            "does not hold more."
        )
    return None
