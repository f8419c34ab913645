"""Small builders for Chronicles of Arcane rule tests."""

from __future__ import annotations

import copy
from typing import Any

import pytest

from rules.arcane import RULESET
from rules.base import Event, Rule, RuleViolation, State

NAMES = ["Avel", "Blackfish", "Hialar", "Nate", "Mudd", "Gramma"]


def new_game(players: int = 2, *, first: str | None = "p1", seed: int = 7) -> State:
    """A game still in set-up (mulligans)."""
    state, _ = RULESET.setup(players=[{"name": n} for n in NAMES[:players]], seed=seed, first_player=first)
    return state


def act(state: State, type_: str, seat: str, **fields: Any) -> tuple[State, list[Event]]:
    before = copy.deepcopy(state)
    new, events = RULESET.apply(state, {"type": type_, "seat": seat, **fields})
    assert state == before, "apply mutated its input"
    assert RULESET.invariant_violations(new) == []
    return new, events


def started_game(players: int = 2, *, first: str = "p1") -> State:
    """Everyone kept their hand: turn 1 of ``first`` in its Start of Turn."""
    state = new_game(players, first=first)
    for s in state["seats"]:
        state, _ = act(state, "keep", s["seat"])
    return state


def to_phase(state: State, phase: str) -> State:
    """Advance the active player to ``phase`` of the current turn, drawing if the turn has a draw."""
    seat = state["turn"]["active_seat"]
    if state["turn"]["step"] == "start_of_turn" and state["turn"]["number"] > 1 and not state["turn"]["drawn"]:
        state, _ = act(state, "draw", seat)
    while state["turn"]["step"] != phase:
        state, _ = act(state, "next_phase", seat)
    return state


def next_turn(state: State) -> State:
    """The active player draws if their turn has a draw, and passes the turn."""
    seat = state["turn"]["active_seat"]
    if state["turn"]["number"] > 1 and not state["turn"]["drawn"]:
        state, _ = act(state, "draw", seat)
    state, _ = act(state, "pass_turn", seat)
    return state


def refused(state: State, rule: Rule, type_: str, seat: str, **fields: Any) -> RuleViolation:
    """Assert the action is refused under ``rule`` and changes nothing; return the violation."""
    before = copy.deepcopy(state)
    with pytest.raises(RuleViolation) as info:
        RULESET.apply(state, {"type": type_, "seat": seat, **fields})
    assert state == before
    assert info.value.rule == rule, f"refused under {info.value.rule.id}, expected {rule.id}: {info.value.detail}"
    return info.value


def types(events: list[Event]) -> list[str]:
    return [e["type"] for e in events]


def life_of(state: State, seat: str) -> int:
    return next(s["life"] for s in state["seats"] if s["seat"] == seat)


def seat_of(state: State, seat: str) -> dict[str, Any]:
    return next(s for s in state["seats"] if s["seat"] == seat)


# How often a random walk picks each action type when it is legal: turn-moving actions often, so walks reach
# later turns, Domains and eliminations; concessions rarely, so games do not end at once.
WALK_WEIGHTS = {
    "keep": 6,
    "mulligan": 1,
    "draw": 6,
    "next_phase": 3,
    "pass_turn": 3,
    "essence": 2,
    "domain_enter": 4,
    "banish_counter": 2,
    "domain_leave": 1,
    "life": 3,
    "adjust": 1,
    "concede": 0,
}


def weighted(legal: list[str], *, concede: bool = False) -> list[str]:
    """``legal`` with each name repeated by its walk weight; concede only when asked for (or all there is)."""
    out = [name for name in legal for _ in range(WALK_WEIGHTS.get(name, 1))]
    return [*out, "concede"] if concede and "concede" in legal else out or legal


def pick(draw: Any, options: list[Any] | tuple[Any, ...]) -> Any:
    """One of ``options``, drawn by index: cheaper for Hypothesis than a fresh ``sampled_from`` each step."""
    from hypothesis import strategies as st

    return options[draw(st.integers(0, len(options) - 1))]
