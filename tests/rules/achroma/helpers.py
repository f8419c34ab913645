"""Small helpers shared by the Achroma rule tests."""

from __future__ import annotations

from typing import Any

import pytest

from rules.achroma import RULESET
from rules.base import Event, RuleViolation, State
from rules.common import seat


def new_game(players: int = 3, first: str | None = "p1", seed: int = 1, *, kept: bool = True) -> State:
    """A new game; with ``kept``, every player has recorded keeping their opening hand (the opening is over)."""
    state, _ = RULESET.setup(players=[{"name": f"P{i}"} for i in range(1, players + 1)], seed=seed, first_player=first)
    for s in state["seats"] if kept else ():
        state, _ = RULESET.apply(state, {"type": "keep", "seat": s["seat"]})
    return state


def act(state: State, type_: str, who: str, **fields: Any) -> State:
    new, _ = RULESET.apply(state, {"type": type_, "seat": who, **fields})
    return new


def act_events(state: State, type_: str, who: str, **fields: Any) -> tuple[State, list[Event]]:
    return RULESET.apply(state, {"type": type_, "seat": who, **fields})


def refused(state: State, type_: str, who: str, rule_id: str, **fields: Any) -> RuleViolation:
    """Assert the action is refused under ``rule_id`` and leaves the state as it was."""
    import copy

    before = copy.deepcopy(state)
    with pytest.raises(RuleViolation) as info:
        RULESET.apply(state, {"type": type_, "seat": who, **fields})
    assert info.value.rule.id == rule_id, info.value
    assert info.value.detail
    assert state == before
    return info.value


def shards(state: State, who: str) -> int:
    return seat(state, who)["shards"]


def set_shards(state: State, who: str, value: int) -> State:
    """Put a bank at ``value`` through the manual adjust action (as a table would)."""
    delta = value - shards(state, who)
    return act(state, "adjust", who, target=who, counter="shards", delta=delta, reason="test setup")


def to_step(state: State, step: str) -> State:
    while state["turn"]["step"] != step:
        state = act(state, "next_step", state["turn"]["active_seat"])
    return state


def end_turn(state: State) -> State:
    """Walk the active player to the End step and pass the turn."""
    state = to_step(state, "end")
    return act(state, "pass_turn", state["turn"]["active_seat"])


def open_drains(players: int = 3) -> State:
    """A game where everyone has had a first turn and p1 is active again, in the Resolve step."""
    state = new_game(players)
    for _ in range(players):
        state = end_turn(state)
    assert state["turn"]["active_seat"] == "p1"
    return to_step(state, "resolve")
