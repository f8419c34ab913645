"""Building exact Achroma engine positions for rule tests, and playing random games."""

from __future__ import annotations

import copy
import random
from collections.abc import Iterator
from typing import Any

import pytest

from rules.achroma.engine import ENGINE, demo_cards, demo_deck, demo_deck_names
from rules.achroma.engine import board as bd
from rules.achroma.engine.cards import compact
from rules.base import Event, RuleViolation, State

FILLER = "ach1-043"  # Wayshrine: a plain Location


def start(*decks: list[str], first: str = "p1", seed: int = 1) -> State:
    """A game past the mulligan (everyone keeps); decks are padded with filler so draws never run dry."""
    players = [{"name": f"P{i}", "deck": list(d) + [FILLER] * 12} for i, d in enumerate(decks, 1)]
    state, _ = ENGINE.setup(players=players, cards=demo_cards(), seed=seed, first_player=first)
    for s in ENGINE.to_act(state):
        state, _ = ENGINE.apply(state, {"type": "keep", "seat": s})
    return state


def seat(state: State, sid: str) -> dict[str, Any]:
    return next(s for s in state["seats"] if s["seat"] == sid)


def _pull(state: State, sid: str, card_id: str) -> str:
    s = seat(state, sid)
    for zone in ("palette", "hand", "dregs"):
        for uid in s[zone]:
            if state["inst"][uid][0] == card_id:
                s[zone].remove(uid)
                return uid
    # Not in the seat's cards: a new instance (test set-up only; ids stay unique).
    uid = f"c{len(state['inst'])}"
    state["inst"] = {**state["inst"], uid: [card_id, sid]}
    state["cards"] = {**state["cards"], card_id: compact(demo_cards()[card_id])}
    return uid


def take(state: State, sid: str, card_id: str) -> str:
    """Move a copy of ``card_id`` from ``sid``'s Palette into their hand (test set-up)."""
    uid = _pull(state, sid, card_id)
    seat(state, sid)["hand"].append(uid)
    return uid


def put(state: State, sid: str, card_id: str, *, on: str | None = None, as_: str | None = None, since: int = 0) -> str:
    """Place a copy of ``card_id`` on ``sid``'s Canvas as if Deployed on turn ``since`` (test set-up)."""
    uid = _pull(state, sid, card_id)
    bd.place(state, uid, sid, on=on, as_=as_ or ("object" if on else None))
    state["board"][uid]["since"] = since
    return uid


def act(state: State, type_: str, sid: str, **fields: Any) -> State:
    new, _ = ENGINE.apply(state, {"type": type_, "seat": sid, **fields})
    return new


def act_events(state: State, type_: str, sid: str, **fields: Any) -> tuple[State, list[Event]]:
    return ENGINE.apply(state, {"type": type_, "seat": sid, **fields})


def settle_reactions(state: State) -> State:
    """Everyone passes on an open reaction window."""
    while state["pending"] and state["pending"]["kind"] == "reaction":
        state = act(state, "react_pass", state["pending"]["queue"][0])
    return state


def play(state: State, type_: str, sid: str, **fields: Any) -> State:
    return settle_reactions(act(state, type_, sid, **fields))


def goto(state: State, step: str) -> State:
    while state["turn"]["step"] != step:
        state = act(state, "next_step", state["turn"]["active_seat"])
    return state


def next_turn(state: State) -> State:
    """The active player moves through their steps and passes."""
    state = goto(state, "end")
    return act(state, "pass_turn", state["turn"]["active_seat"])


def refused(state: State, action: dict[str, Any], rule_id: str) -> RuleViolation:
    before = copy.deepcopy(state)
    with pytest.raises(RuleViolation) as info:
        ENGINE.apply(state, action)
    assert info.value.rule.id == rule_id, info.value
    assert state == before
    return info.value


def random_games(
    count: int,
    seed: int = 0,
    players: tuple[int, ...] = (2, 3, 4),
    palettes: list[list[str]] | None = None,
    start: int = 0,
) -> Iterator[tuple[State, str, dict[str, Any], State]]:
    """Seeded random games ``start``..``count``-1 with the demo palettes (or ``palettes``): yields (before, seat,
    action, after) for every action."""
    palettes = palettes or [demo_deck(name) for name in demo_deck_names()]
    for g in range(start, count):
        rnd = random.Random(seed * 100_003 + g)
        n = players[g % len(players)]
        decks = [{"name": f"P{i}", "deck": palettes[(g + i) % len(palettes)]} for i in range(n)]
        state, _ = ENGINE.setup(players=decks, cards=demo_cards(), seed=seed * 7919 + g)
        while ENGINE.outcome(state) is None:
            sid = ENGINE.to_act(state)[0]
            moves = [a for a in ENGINE.legal_actions(state, sid) if a["type"] != "concede"]
            if rnd.random() < 0.002:
                moves = [{"type": "concede", "seat": sid}]
            action = rnd.choice(moves)
            after, _ = ENGINE.apply(state, action)
            yield state, sid, action, after
            state = after


def check_random_games(job: tuple[int, int, int]) -> tuple[int, list[str]]:
    """Play ``count`` random games from game ``first`` of ``seed`` (2 to 6 players) and check the invariants after
    every action; returns (games finished, problems found). Runs in a worker process."""
    first, count, seed = job
    finished, problems = 0, []
    games = random_games(first + count, seed=seed, players=(2, 3, 4, 5, 6), start=first)
    for _before, _sid, action, after in games:
        if found := ENGINE.invariant_violations(after):
            problems.append(f"{action}: {found}")
        finished += ENGINE.outcome(after) is not None
    return finished, problems
