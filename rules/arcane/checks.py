"""Checks the Chronicles of Arcane handlers share: game started, whose turn, which phase, the draw made."""

from __future__ import annotations

from rules.arcane import rules_text as r
from rules.arcane.state import PRE_GAME, draw_settled, started
from rules.base import Rule, RuleViolation, State

PHASE_NAMES = {
    "start_of_turn": "Start of Turn",
    "action": "Action Phase",
    "combat": "Combat",
    "end_of_turn": "End of Turn",
    PRE_GAME: "set-up (mulligans)",
}


def ensure_started(state: State) -> None:
    if not started(state):
        raise RuleViolation(
            r.GAME_START,
            "The game has not started yet: players are still deciding on mulligans "
            "(each player reports keep when they keep their hand).",
        )


def ensure_active_player(state: State, seat_id: str, what: str) -> None:
    active = state["turn"]["active_seat"]
    if seat_id != active:
        raise RuleViolation(r.TURN_OWNER, f"It is {active}'s turn, not {seat_id}'s: only {active} may {what}.")


def ensure_phase(state: State, phase: str, rule: Rule, what: str) -> None:
    step = state["turn"]["step"]
    if step != phase:
        raise RuleViolation(rule, f"{what} only in the {PHASE_NAMES[phase]}; it is the {PHASE_NAMES[step]}.")


def ensure_draw_settled(state: State, seat_id: str) -> None:
    if not draw_settled(state):
        raise RuleViolation(
            r.START_DRAW,
            f"{seat_id} must first draw the card of their Start of Turn (report draw, "
            "with deck_empty if their deck is empty).",
        )
