"""The AI players: uniform random, greedy one-ply, and ISMCTS at three levels; one entry point for any game."""

from __future__ import annotations

import random
import time
from collections.abc import Callable
from typing import Literal

from rules.ai.hooks import Hooks, hooks_for
from rules.ai.mcts import SearchStats, choices, search, seat_choices, weighted_choice
from rules.base import Action, Ruleset, State

Level = Literal["random", "greedy", "easy", "normal", "hard"]
LEVELS: tuple[str, ...] = ("random", "greedy", "easy", "normal", "hard")
EASY_ITERATIONS = 60
EASY_NOISE = 0.2  # chance "easy" plays a greedy-weighted random move instead of its search result
NORMAL_SHARE = 0.35  # "normal" searches for this share of the budget
PASSES_LOOKED_THROUGH = 6  # greedy assumes the others let its move resolve: at most this many of their passes


def choose_action(
    game: Ruleset,
    *,
    state: State,
    seat: str,
    level: str,
    budget_ms: int,
    seed: int,
    max_iterations: int | None = None,
    stats: SearchStats | None = None,
    clock: Callable[[], float] = time.perf_counter,
) -> Action:
    """One of ``game.legal_actions(state, seat)`` (never a concession unless it is the only move).

    ``game`` is any game whose capabilities include ``ai``; ``seed`` and the state fix every random choice, and
    under ``max_iterations`` nothing depends on the clock, so the decision is reproducible. ``clock`` measures the
    budget (see ``search``)."""
    if level not in LEVELS:
        raise ValueError(f"unknown AI level {level!r}; one of {', '.join(LEVELS)}")
    h = hooks_for(game)
    legal = seat_choices(h, state, seat)
    if not legal:
        return {"type": "concede", "seat": seat}
    rnd = random.Random(f"{game.id}-ai:{seed}:{state.get('rng_counter', 0)}:{seat}")
    if len(legal) == 1 or all(a["type"] == "pass" for a in legal):
        return legal[0]  # nothing to weigh but passing: the plain pass, at once
    if level == "random":
        return legal[rnd.randrange(len(legal))]
    if level == "greedy":
        return greedy(h, state, seat, legal, rnd)
    if level == "easy":
        if rnd.random() < EASY_NOISE:
            return weighted_choice(h, state, legal, rnd)
        cap = min(max_iterations or EASY_ITERATIONS, EASY_ITERATIONS)
        return search(h, state, seat, rnd=rnd, budget_ms=budget_ms, max_iterations=cap, stats=stats)
    budget = budget_ms if level == "hard" else max(1, int(budget_ms * NORMAL_SHARE))
    return search(h, state, seat, rnd=rnd, budget_ms=budget, max_iterations=max_iterations, stats=stats, clock=clock)


def greedy(h: Hooks, state: State, seat: str, legal: list[Action], rnd: random.Random) -> Action:
    """The move whose immediate result scores best for ``seat`` on one determinization (ties broken at random)."""
    sample = h.determinize(state, seat, rnd)
    best: list[Action] = []
    best_value = -1.0
    for action in legal:
        after, _ = h.apply_trusted(sample, action)
        value = h.evaluate(_let_through(h, after, seat))[seat]
        if value > best_value + 1e-9:
            best, best_value = [action], value
        elif abs(value - best_value) <= 1e-9:
            best.append(action)
    return best[rnd.randrange(len(best))]


def _let_through(h: Hooks, state: State, seat: str) -> State:
    """The position once the other players have let ``seat``'s move resolve. A card played waits on the stack while
    they may respond; scored there, it would count only its cost, and the one-ply player would never play one."""
    for _ in range(PASSES_LOOKED_THROUGH):
        who = h.to_act(state)
        if not who or who[0] == seat:
            break
        plain = [a for a in h.legal_actions(state, who[0]) if a["type"] == "pass" and not a.get("until")]
        if not plain:
            break
        state, _ = h.apply_trusted(state, plain[0])
    return state


__all__ = ["LEVELS", "Level", "SearchStats", "choices", "choose_action", "greedy"]
