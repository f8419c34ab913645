"""Information-set Monte Carlo tree search (single observer, one tree per decision).

Every iteration samples a determinization consistent with what the seat has seen, walks the tree choosing among
the moves legal *in that sample* (UCB weighted by how often a move was available), adds one node, plays out with
the game's ``playout_weight`` for a bounded number of moves and backs up every seat's value (the game's
``evaluate``). Multi-player: each node is scored from the point of view of the seat that chooses there. Everything
game-specific comes through ``rules.ai.hooks``.
"""

from __future__ import annotations

import json
import math
import random
import time
from collections.abc import Callable
from dataclasses import dataclass, field

from rules.ai.hooks import Hooks
from rules.base import Action, State

PLAYOUT_MOVES = 20
EXPLORATION = 0.8
PRIOR_VISITS = 4
# Stop early once the leading root move cannot be overtaken in the time left even if the search ran this many
# times faster than it has so far: the decision is the same one the full budget would reach, only sooner.
UNREACHABLE_MARGIN = 2.0


def key(action: Action) -> str:
    return json.dumps(action, sort_keys=True)


def considered(action: Action) -> bool:
    """The moves the AI weighs: never a concession, and no standing pass (``pass`` with ``until``) or
    ``stop_passing`` — within one decision a standing pass is the plain pass, so searching both would only split
    the effort."""
    kind = action["type"]
    return kind not in ("concede", "stop_passing") and not (kind == "pass" and "until" in action)


def choices(h: Hooks, state: State) -> tuple[str | None, list[Action]]:
    who = h.to_act(state)
    if not who:
        return None, []
    return who[0], [a for a in h.search_actions(state, who[0]) if considered(a)]


def seat_choices(h: Hooks, state: State, seat: str) -> list[Action]:
    """The AI never concedes while it has another move; a seat asked to respond that can only pass passes at once
    (one move left)."""
    return [a for a in h.search_actions(state, seat) if considered(a)]


def weighted_choice(h: Hooks, state: State, actions: list[Action], rnd: random.Random) -> Action:
    weights = [h.playout_weight(state, a) for a in actions]
    return rnd.choices(actions, weights=weights, k=1)[0]


@dataclass
class Node:
    visits: int = 0
    avail: int = 0
    value: float = 0.0  # summed value for the seat that chose the move leading here
    children: dict[str, Node] = field(default_factory=dict)


@dataclass
class SearchStats:
    iterations: int = 0
    playout_moves: int = 0
    seconds: float = 0.0


def search(
    h: Hooks,
    state: State,
    seat: str,
    *,
    rnd: random.Random,
    budget_ms: int,
    max_iterations: int | None = None,
    stats: SearchStats | None = None,
    clock: Callable[[], float] = time.perf_counter,
) -> Action:
    """The move the search prefers after ``budget_ms`` by ``clock``: wall time for a player who waits; a benchmark
    on a shared machine passes ``time.thread_time`` so that the search is the one a quiet core would make."""
    began = clock()
    deadline = began + budget_ms / 1000.0
    # the asked seat's moves, not whoever to_act lists first (both seats decide mulligans at once)
    legal = seat_choices(h, state, seat)
    root = Node()
    stats = stats or SearchStats()
    # Under an iteration cap nothing depends on the clock, so a seed fixes the decision.
    capped = max_iterations is not None
    _seed_root(h, root, state, seat, legal, rnd, math.inf if capped else began + budget_ms / 2000.0, clock)
    searching = clock()  # the iteration rate is measured from here, after the seeding
    while True:
        if max_iterations is not None and stats.iterations >= max_iterations:
            break
        if stats.iterations > 0:
            now = clock()
            if now >= deadline:
                break
            if not capped and stats.iterations % 16 == 0 and _settled(root, stats, searching, now, deadline):
                break
        _iterate(h, h.determinize(state, seat, rnd), root, rnd, stats, math.inf if capped else deadline, seat, clock)
        stats.iterations += 1
    stats.seconds = clock() - began
    best = max(legal, key=lambda a: (root.children.get(key(a), Node()).visits, root.children.get(key(a), Node()).value))
    return best


def _settled(root: Node, stats: SearchStats, since: float, now: float, deadline: float) -> bool:
    """True when the most visited root move leads by more than the iterations the rest of the budget could add:
    every iteration adds one visit to one root move, and the decision is the most visited move."""
    if len(root.children) < 2:
        return False
    first, second = sorted((c.visits for c in root.children.values()), reverse=True)[:2]
    rate = stats.iterations / max(now - since, 1e-6)
    return first - second > UNREACHABLE_MARGIN * rate * (deadline - now)


def _seed_root(
    h: Hooks,
    root: Node,
    state: State,
    seat: str,
    legal: list[Action],
    rnd: random.Random,
    until: float,
    clock: Callable[[], float],
) -> None:
    """Progressive bias: each root move starts with PRIOR_VISITS virtual visits at its one-ply value on one
    determinization, so a short search plays at least as well as the greedy player and a long one overrules it."""
    sample = h.determinize(state, seat, rnd)
    for a in legal:
        if clock() >= until:
            break  # at most half the budget: the moves left unseeded are expanded by the search as usual
        after, _ = h.apply_trusted(sample, a)
        value = h.evaluate(after)[seat]
        root.children[key(a)] = Node(visits=PRIOR_VISITS, avail=PRIOR_VISITS, value=value * PRIOR_VISITS)


def _iterate(
    h: Hooks,
    state: State,
    root: Node,
    rnd: random.Random,
    stats: SearchStats,
    deadline: float,
    seat: str,
    clock: Callable[[], float],
) -> None:
    node = root
    path: list[tuple[Node, str]] = []  # path of (node, chooser)
    while state["status"] == "active":
        # the root is the searching seat's decision; below it, whoever the game waits for
        actor, legal = (seat, seat_choices(h, state, seat)) if node is root and not path else choices(h, state)
        if actor is None or not legal:
            break
        keyed = {key(a): a for a in legal}
        for k in keyed:
            child = node.children.get(k)
            if child is not None:
                child.avail += 1
        untried = [k for k in keyed if k not in node.children]
        if untried:
            k = untried[rnd.randrange(len(untried))]
            child = node.children[k] = Node(avail=1)
            state, _ = h.apply_trusted(state, keyed[k])
            path.append((child, actor))
            break
        k = max(keyed, key=lambda k: _ucb(node.children[k]))
        node = node.children[k]
        state, _ = h.apply_trusted(state, keyed[k])
        path.append((node, actor))
    values = _playout(h, state, rnd, stats, deadline, clock)
    for n, chooser in path:
        n.visits += 1
        n.value += values.get(chooser, 0.0)


def _ucb(n: Node) -> float:
    if n.visits == 0:
        return math.inf
    return n.value / n.visits + EXPLORATION * math.sqrt(math.log(max(n.avail, 1)) / n.visits)


def _playout(
    h: Hooks, state: State, rnd: random.Random, stats: SearchStats, deadline: float, clock: Callable[[], float]
) -> dict[str, float]:
    for n in range(PLAYOUT_MOVES):
        if state["status"] != "active" or (n % 8 == 7 and clock() >= deadline):
            break  # out of time: the evaluation stands in for the rest of the playout
        actor, legal = choices(h, state)
        if actor is None or not legal:
            break
        state, _ = h.apply_trusted(state, weighted_choice(h, state, legal, rnd))
        stats.playout_moves += 1
    return h.evaluate(state)
