"""Chronicles of Arcane engine — seeded random simulation (OpenSpiel style) with every invariant after every action,
and the hidden-information walk over views and events. The thousands-of-games version is
``bench/bench_engine_simulation.py --ruleset arcane``."""

from __future__ import annotations

import json
import random
from collections.abc import Iterator
from typing import Any

import pytest

from rules.arcane.engine import ENGINE
from rules.arcane.engine.policy import move_weight
from rules.base import State

from .helpers import CARDS

NAMES = ENGINE.demo_deck_names()


def games(first: int, count: int, *, weighted: bool, max_turns: int) -> Iterator[tuple[State, dict, State]]:
    """Seeded games of 2 to 4 players (demo decks rotated): moves uniformly at random, or as the AI's playouts
    choose them (``weighted``: longer fights, more deaths, more eliminations)."""
    for g in range(first, first + count):
        rnd = random.Random(f"arcane-sim:{g}:{weighted}")
        n = (2, 3, 4)[g % 3]
        players = [{"name": f"P{i}", "deck": ENGINE.demo_deck(NAMES[(g + i) % len(NAMES)])} for i in range(n)]
        state, _ = ENGINE.setup(players=players, cards=CARDS, seed=g, options={"max_turns": max_turns})
        while ENGINE.outcome(state) is None:
            sid = ENGINE.to_act(state)[0]
            moves = [a for a in ENGINE.legal_actions(state, sid) if a["type"] != "concede"]
            if rnd.random() < 0.001:
                moves = [{"type": "concede", "seat": sid}]
            weights = [move_weight(state, a) for a in moves] if weighted and len(moves) > 1 else None
            action = rnd.choices(moves, weights=weights)[0]
            after, _ = ENGINE.apply(state, action)
            yield state, action, after
            state = after


def _next_in_game(after: State, current: str) -> str:
    order = [s["seat"] for s in after["seats"]]
    i = order.index(current)
    out = {s["seat"]: s["out"] for s in after["seats"]}
    return next(order[(i + k) % len(order)] for k in range(1, len(order) + 1) if not out[order[(i + k) % len(order)]])


def _check(before: State, action: dict, after: State, n: int) -> None:
    assert ENGINE.invariant_violations(after) == [], (action, ENGINE.invariant_violations(after))
    waiting = ENGINE.to_act(before)
    for s in before["seats"]:
        legal = ENGINE.legal_actions(before, s["seat"])
        if s["seat"] in waiting:
            assert len(legal) > 1, "a seat the game waits for has a move besides conceding"
        else:
            # a standing pass may be stopped at any time, like conceding (windows.py)
            stop = [{"type": "stop_passing", "seat": s["seat"]}] if s["seat"] in before["passing"] else []
            assert legal in ([], [*stop, {"type": "concede", "seat": s["seat"]}])
    if (
        before["phase"] == "play"
        and after["status"] == "active"
        and after["turn"]["number"] == before["turn"]["number"] + 1
    ):
        assert after["turn"]["active_seat"] == _next_in_game(after, before["turn"]["active_seat"])  # clockwise
    if n % 40 == 0:
        assert json.loads(json.dumps(after)) == after
        for body in ENGINE.legal_actions(before, action["seat"]):
            ENGINE.apply(before, body)  # every listed body is accepted as it is


@pytest.mark.parametrize("first", [0, 50, 100])
def test_random_games_keep_every_invariant(first: int) -> None:
    """Chronicles of Arcane — random simulation: each card in exactly one zone, tokens only in play, one Essence a
    turn, positions unique and in range, Taunt never in the Back Row, one Ancient each, nothing at 0 HP left in
    play, no Domain at 5 Banish Counters; legal moves only for the seats to act; clockwise turns skipping players who
    are out; every game ends (by Life, or at the 60-turn limit)."""
    finished = 0
    for n, (before, action, after) in enumerate(games(first, 50, weighted=False, max_turns=60)):
        _check(before, action, after, n)
        finished += ENGINE.outcome(after) is not None
    assert finished == 50


def test_games_played_as_the_playouts_play_end_by_life() -> None:
    """Chronicles of Arcane — random simulation with the playout policy: the invariants hold through real fights,
    and games end because players run out of Life (How to Win), not at the turn limit."""
    reasons: dict[str, int] = {}
    for n, (before, action, after) in enumerate(games(0, 24, weighted=True, max_turns=200)):
        _check(before, action, after, n)
        if (outcome := ENGINE.outcome(after)) is not None:
            reasons[outcome.reason] = reasons.get(outcome.reason, 0) + 1
    assert sum(reasons.values()) == 24 and reasons.get("last_player_standing", 0) >= 20, reasons


def _hidden_from(state: State, viewer: str | None) -> set[str]:
    """Card instances whose identity ``viewer`` must not learn: other hands (less what was shown) and deck cards it
    does not know."""
    hidden: set[str] = set()
    for s in state["seats"]:
        mine = s["seat"] == viewer
        hidden.update(u for u in s["deck"] if not (s["known"].get(u) == "all" or (mine and u in s["known"])))
        if not mine:
            hidden.update(u for u in s["hand"] if u not in s["shown"])
    return hidden


def _permuted(state: State, hidden: set[str], rnd: random.Random) -> State:
    """The same state with the identities of the hidden cards shuffled among themselves (per owner)."""
    other = json.loads(json.dumps(state))
    by_owner: dict[str, list[str]] = {}
    for u in sorted(hidden):
        by_owner.setdefault(state["inst"][u][1], []).append(u)
    for uids in by_owner.values():
        ids = [state["inst"][u][0] for u in uids]
        rnd.shuffle(ids)
        for u, cid in zip(uids, ids, strict=True):
            other["inst"][u][0] = cid
    return other


def _public(event: dict[str, Any]) -> str:
    return json.dumps({k: v for k, v in event.items() if k != "private"})


def test_no_view_or_public_event_leaks_hidden_cards() -> None:
    """Chronicles of Arcane — Hand: "The set of cards that a player holds and keeps secret from their opponent":
    every view of every seat (and a spectator) is the same whatever the hidden cards are, and the public part of an
    event never names a card that stays hidden."""
    rnd = random.Random(11)
    walked = 0
    for before, action, after in games(200, 9, weighted=True, max_turns=40):
        viewers: list[str | None] = [s["seat"] for s in after["seats"]] + [None]
        for viewer in viewers:
            hidden = _hidden_from(after, viewer)
            if hidden and rnd.random() < 0.15:
                assert ENGINE.view_for(after, viewer) == ENGINE.view_for(_permuted(after, hidden, rnd), viewer)
                walked += 1
        still_hidden = _hidden_from(before, None) & _hidden_from(after, None)
        _, events = ENGINE.apply(before, action)
        for event in events:
            text = _public(event)
            assert not [u for u in still_hidden if f'"{u}"' in text], event
    assert walked > 300


@pytest.mark.parametrize("game", [215, 569, 653, 1378, 1400, 1757, 1883])
def test_a_player_leaving_takes_their_auras_and_a_creature_left_without_hp_dies(game: int) -> None:
    """Arcane — How to Win / Creatures: games of the 2,000-game soak (bench_engine_simulation) where a player at
    0 Life left the game, their Domain or aura went with them, and a damaged creature kept on the Battlefield with
    no HP left (deaths were checked before the player left, not after)."""
    from bench.bench_engine_simulation import play

    result = play(("arcane", game, 1, 200))
    assert result["games"] == 1 and result["problems"] == []
