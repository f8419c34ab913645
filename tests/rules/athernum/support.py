"""Small builders shared by the Athernum tests."""

from __future__ import annotations

from typing import Any

from rules.athernum import RULESET
from rules.base import Event, State


def player(name: str, card: str, cost: int, vt_field: int, objective: bool = False) -> dict[str, Any]:
    return {"name": name, "starting_card": {"name": card, "cost": cost, "vt_field": vt_field, "objective": objective}}


def new_game(
    *cards: tuple[int, int, bool],
    seed: int = 7,
    first_player: str | None = None,
) -> State:
    """A game whose seats start with (cost, vt_field, objective) cards; default: two players, 4 and 5."""
    specs = cards or ((3, 4, False), (5, 5, False))
    players = [player(f"P{i}", f"Main {i}", cost, field, obj) for i, (cost, field, obj) in enumerate(specs, 1)]
    state, _ = RULESET.setup(players=players, seed=seed, first_player=first_player)
    return state


def act(state: State, type_: str, seat: str, **fields: Any) -> tuple[State, list[Event]]:
    return RULESET.apply(state, {"type": type_, "seat": seat, **fields})


def step_to(state: State, step: str) -> State:
    """Advance the active player's turn with next_phase until it reaches ``step``."""
    while state["turn"]["step"] != step:
        state, _ = act(state, "next_phase", state["turn"]["active_seat"])
    return state


def end_turn(state: State) -> State:
    """Finish the active turn: through the Night into the next player's Morning."""
    number = state["turn"]["number"]
    while state["turn"]["number"] == number:
        state, _ = act(state, "next_phase", state["turn"]["active_seat"])
    return state


def seat_of(state: State, seat_id: str) -> dict[str, Any]:
    return next(s for s in state["seats"] if s["seat"] == seat_id)


def types(events: list[Event]) -> list[str]:
    return [e["type"] for e in events]
