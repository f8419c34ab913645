"""Small builders shared by the Oversoul tests."""

from __future__ import annotations

import copy
from typing import Any

import pytest

from rules.base import Event, RuleViolation, State
from rules.common import seat
from rules.oversoul import RULESET


def new_game(
    hp: tuple[int, int] = (20, 24),
    first: str | None = "p1",
    seed: int = 7,
    deck_sizes: tuple[int | None, int | None] = (None, None),
    *,
    kept: bool = True,
) -> State:
    """A fresh game; with the default HPs p1 (lower HP) chooses and ``first`` starts. With ``kept`` both players
    have recorded keeping their opening hands."""
    players: list[dict[str, Any]] = []
    for i, (h, size) in enumerate(zip(hp, deck_sizes, strict=True)):
        player: dict[str, Any] = {"name": f"Player {i + 1}", "leader": {"name": f"Leader {i + 1}", "hp": h}}
        if size is not None:
            player["deck_size"] = size
        players.append(player)
    state, _ = RULESET.setup(players=players, seed=seed, first_player=first)
    for sid in ("p1", "p2") if kept else ():
        state, _ = RULESET.apply(state, {"type": "keep", "seat": sid})
    return state


def act(state: State, type_: str, seat_id: str, **fields: Any) -> tuple[State, list[Event]]:
    """Apply an action, checking the input is untouched and the result sound."""
    before = copy.deepcopy(state)
    new, events = RULESET.apply(state, {"type": type_, "seat": seat_id, **fields})
    assert state == before, "apply mutated its input"
    assert RULESET.invariant_violations(new) == []
    return new, events


def refused(state: State, type_: str, seat_id: str, rule_id: str, **fields: Any) -> RuleViolation:
    """Apply an action the rules forbid: it names ``rule_id`` and changes nothing."""
    before = copy.deepcopy(state)
    with pytest.raises(RuleViolation) as info:
        RULESET.apply(state, {"type": type_, "seat": seat_id, **fields})
    assert state == before
    assert info.value.rule.id == rule_id, info.value
    assert info.value.detail
    return info.value


def s(state: State, seat_id: str) -> dict[str, Any]:
    return seat(state, seat_id)


def to_step(state: State, step: str) -> State:
    """Move the turn player on until the turn is in ``step`` (of the current turn or the next)."""
    for _ in range(4):
        if state["turn"]["step"] == step:
            return state
        state, _ = act(state, "next_phase", state["turn"]["active_seat"])
    raise AssertionError(f"never reached {step}")


def pass_turn(state: State) -> State:
    """Finish the current turn; the other player's turn begins in its Cycle Phase."""
    number = state["turn"]["number"]
    while state["turn"]["number"] == number and state["status"] == "active":
        state, _ = act(state, "next_phase", state["turn"]["active_seat"])
    return state


def types(events: list[Event]) -> list[str]:
    return [e["type"] for e in events]
