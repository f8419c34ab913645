"""Penalties by the book: the infractions a judge may record at each enforcement level, and what a game loss or
a match loss does to a result.

Our rulebooks have no tournament policy, so this is our reading of the policies card-game organisers
commonly use (Magic's Infraction Procedure Guide, the Pokémon and Yu-Gi-Oh! penalty guidelines), written
down in ``docs/tournament-penalties.md``: a casual event teaches (almost everything is a warning, only
serious conduct costs games or the event); a competitive event holds players to accurate play and
paperwork; a professional one is stricter still. Each infraction has a default penalty; the judge chooses
the penalty they issue, and a repeat of the same infraction suggests the next step up.

What a penalty does to a match, whatever the game:
- a game loss: the opponent is awarded a game (a pod is one game: the player finishes last);
- a match loss: the opponent wins the match by the games it takes (a pod: the player finishes last);
- a disqualification: a match loss in the match in progress, and no further rounds.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from rules.tournaments.match_games import result_problem
from rules.tournaments.standings import games_to_win

ENFORCEMENT_LEVELS: tuple[str, ...] = ("casual", "competitive", "professional")
PENALTIES: tuple[str, ...] = ("warning", "game_loss", "match_loss", "disqualification")
LADDER: tuple[str, ...] = ("warning", "game_loss", "match_loss")  # how a repeated infraction escalates
CHANGES_MATCH: tuple[str, ...] = ("game_loss", "match_loss", "disqualification")


@dataclass(frozen=True)
class Infraction:
    code: str
    name: str
    category: str
    description: str
    defaults: Mapping[str, str]  # enforcement level → default penalty; a level it is missing from omits it
    escalates_after: int | None = None  # this many earlier instances suggest the next penalty up

    def as_dict(self, level: str) -> dict[str, Any]:
        return {
            "code": self.code,
            "name": self.name,
            "category": self.category,
            "description": self.description,
            "default_penalty": self.defaults[level],
            "escalates_after": self.escalates_after,
        }


def _i(
    code: str,
    name: str,
    category: str,
    description: str,
    casual: str | None,
    competitive: str,
    professional: str,
    escalates_after: int | None = None,
) -> Infraction:
    levels = {"casual": casual, "competitive": competitive, "professional": professional}
    return Infraction(code, name, category, description, {k: v for k, v in levels.items() if v}, escalates_after)


GPE, TE, USC = "game_play_error", "tournament_error", "unsporting_conduct"
INFRACTIONS: tuple[Infraction, ...] = (
    _i(
        "missed_trigger",
        "Missed trigger",
        GPE,
        "A player forgot a mandatory effect of their own card or ability.",
        "warning",
        "warning",
        "warning",
        2,
    ),
    _i(
        "looking_at_extra_cards",
        "Looking at extra cards",
        GPE,
        "A player saw cards they were not entitled to see (a card flipped while shuffling or drawing).",
        "warning",
        "warning",
        "warning",
        2,
    ),
    _i(
        "hidden_card_error",
        "Hidden card error",
        GPE,
        "A player made an error no opponent can verify: drew too many cards, put the wrong hidden card away.",
        "warning",
        "warning",
        "game_loss",
        1,
    ),
    _i(
        "game_rule_violation",
        "Game rule violation",
        GPE,
        "A rule of the game was broken in a way not covered by another infraction.",
        "warning",
        "warning",
        "warning",
        2,
    ),
    _i(
        "tracking_error",
        "Tracking error",
        GPE,
        "Life, shards, victory tokens, energy or another tracked total was recorded wrongly.",
        "warning",
        "warning",
        "warning",
        2,
    ),
    _i(
        "failure_to_maintain_game_state",
        "Failure to maintain game state",
        GPE,
        "A player let an opponent's visible error go uncorrected.",
        None,
        "warning",
        "warning",
        2,
    ),
    _i(
        "tardiness",
        "Tardiness",
        TE,
        "A player was not seated and ready when the round began (beyond 10 minutes late: a match loss).",
        "game_loss",
        "game_loss",
        "game_loss",
    ),
    _i(
        "outside_assistance",
        "Outside assistance",
        TE,
        "A player sought or received advice about play from someone else during a match.",
        "warning",
        "match_loss",
        "match_loss",
    ),
    _i(
        "slow_play",
        "Slow play",
        TE,
        "A player took longer than reasonably needed to act, without intent to stall.",
        "warning",
        "warning",
        "warning",
        1,
    ),
    _i(
        "decklist_problem",
        "Decklist problem",
        TE,
        "The registered decklist is illegal or does not describe the deck the player meant to play.",
        "warning",
        "game_loss",
        "game_loss",
    ),
    _i(
        "deck_problem",
        "Deck problem",
        TE,
        "The deck presented does not match the registered decklist, or holds cards it should not.",
        "warning",
        "game_loss",
        "game_loss",
    ),
    _i(
        "marked_cards",
        "Marked cards",
        TE,
        "Cards or sleeves carry marks that could tell them apart unseen, without a pattern of advantage.",
        "warning",
        "warning",
        "warning",
        1,
    ),
    _i(
        "insufficient_shuffling",
        "Insufficient shuffling",
        TE,
        "A deck was not randomised well enough before play.",
        "warning",
        "warning",
        "warning",
        1,
    ),
    _i(
        "communication_policy_violation",
        "Communication policy violation",
        TE,
        "A player misstated free or derived information (life, shards, cards in hand) when asked.",
        None,
        "warning",
        "warning",
        1,
    ),
    _i(
        "result_reporting_error",
        "Result reporting error",
        TE,
        "A result was reported wrongly (by mistake, not to deceive).",
        "warning",
        "warning",
        "warning",
        1,
    ),
    _i(
        "unsporting_conduct_minor",
        "Unsporting conduct — minor",
        USC,
        "Behaviour that disturbs others: profanity, leaving a mess, arguing with a judge's call.",
        "warning",
        "warning",
        "warning",
        1,
    ),
    _i(
        "unsporting_conduct_major",
        "Unsporting conduct — major",
        USC,
        "Harassment, threats short of aggression, or repeated disregard of a judge's instructions.",
        "match_loss",
        "match_loss",
        "match_loss",
    ),
    _i(
        "improperly_determining_a_winner",
        "Improperly determining a winner",
        USC,
        "Players decided a result by a method other than playing (a coin flip, a die roll, a game of chance).",
        "match_loss",
        "disqualification",
        "disqualification",
    ),
    _i(
        "bribery_and_wagering",
        "Bribery and wagering",
        USC,
        "An offer to change a result for a reward, or a bet on a match of the event.",
        "disqualification",
        "disqualification",
        "disqualification",
    ),
    _i(
        "aggressive_behaviour",
        "Aggressive behaviour",
        USC,
        "Threatening or violent behaviour towards anyone at the event.",
        "disqualification",
        "disqualification",
        "disqualification",
    ),
    _i(
        "theft_of_tournament_material",
        "Theft of tournament material",
        USC,
        "Taking cards, slips, decklists or other material of the event or of another player.",
        "disqualification",
        "disqualification",
        "disqualification",
    ),
    _i(
        "stalling",
        "Stalling",
        USC,
        "Playing slowly on purpose to use up the clock.",
        "disqualification",
        "disqualification",
        "disqualification",
    ),
    _i(
        "cheating",
        "Cheating",
        USC,
        "Breaking a rule or lying to a judge on purpose, for an advantage.",
        "disqualification",
        "disqualification",
        "disqualification",
    ),
)
_BY_CODE = {i.code: i for i in INFRACTIONS}


def infractions(level: str) -> list[dict[str, Any]]:
    """The infractions a judge may record at ``level``, with their default penalties, in policy order."""
    return [i.as_dict(level) for i in INFRACTIONS if level in i.defaults]


def infraction(level: str, code: str) -> Infraction | None:
    found = _BY_CODE.get(code)
    return found if found is not None and level in found.defaults else None


def suggested_penalty(level: str, code: str, *, earlier: int) -> str:
    """The default penalty, one step up the ladder once a player repeats the infraction often enough (not at
    casual events, which teach rather than escalate)."""
    found = _BY_CODE[code]
    default = found.defaults[level]
    if level == "casual" or found.escalates_after is None or earlier < found.escalates_after:
        return default
    if default not in LADDER:
        return default
    return LADDER[min(LADDER.index(default) + 1, len(LADDER) - 1)]


# ---- what a penalty does to a result ----------------------------------------------------------------


class ResultRefused(Exception):
    """A reported result that the game losses already awarded make impossible."""


def two_player_result(
    players: Sequence[str],
    base: Mapping[str, Any] | None,
    *,
    best_of: int,
    game_losses: Sequence[str],
    match_losses: Sequence[str],
) -> dict[str, Any] | None:
    """The result of a two-player match after its penalties: ``base`` is the result as reported (games played;
    None while nothing is reported). None: the match still needs its result."""
    need = games_to_win(best_of)
    losers = [p for p in players if p in set(match_losses)]
    if len(losers) == len(players):
        return {"outcome": "double_loss", "penalty": "match_loss"}
    if losers:
        (winner,) = [p for p in players if p not in losers]
        return {"outcome": "match_loss", "wins": {winner: need, losers[0]: 0}, "draws": 0, "penalty": "match_loss"}
    if base is None:
        return None
    if not game_losses or base.get("outcome") not in (None, "played"):
        return dict(base)
    awarded = {p: 0 for p in players}
    for loser in game_losses:
        for p in players:
            if p != loser:
                awarded[p] += 1
    wins = {p: base["wins"].get(p, 0) + awarded[p] for p in players}
    draws = base.get("draws", 0)
    if (problem := result_problem(wins, draws, best_of=best_of)) is not None:
        raise ResultRefused(
            f"With {sum(awarded.values())} game(s) awarded for game losses: {problem[1]} Report only the games played."
        )
    return {**base, "outcome": "played", "wins": wins, "draws": draws, "awarded": awarded}


def pod_result(
    players: Sequence[str], base: Mapping[str, Any] | None, *, losers: Sequence[str]
) -> dict[str, Any] | None:
    """A pod's result after its penalties: every penalised player (a game is the whole pod, so a game loss is a
    match loss) finishes last, sharing last place if several; the others keep their reported order."""
    if base is None:
        return None
    out = set(losers)
    if not out:
        return dict(base)
    groups = [[p for p in group if p not in out] for group in base["placements"]]
    placements = [g for g in groups if g] + [[p for p in players if p in out]]
    return {**base, "placements": placements, "penalised": sorted(out)}
