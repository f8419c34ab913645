"""Oversoul engine — OpenSpiel-style random simulation and the hidden-information walk over seeded games.

The thousands-of-games version is ``python -m bench.bench_oversoul_sim`` (it prints its figures and writes
``bench/results/oversoul_sim.json``)."""

from __future__ import annotations

import json
import random
from typing import Any

from rules.base import State
from rules.oversoul.engine import ENGINE
from rules.oversoul.engine.hidden import unknown_cards

from .helpers import random_games

GAMES = 150


def test_random_games_keep_every_invariant_and_end():
    """Oversoul — random simulation: every card in exactly one place, ENERGY within RANK, zones holding one card,
    Constructs on their hosts, no card at 0 HP left on the board, only the seats the game waits for may act, and
    every game ends."""
    finished = checked = 0
    for n, (before, sid, action, after) in enumerate(random_games(GAMES, seed=1)):
        assert ENGINE.invariant_violations(after) == [], (action, ENGINE.invariant_violations(after))
        waiting = ENGINE.to_act(before)
        for other in ("p1", "p2"):
            if other not in waiting:
                idle = [{"type": "concede", "seat": other}]  # and ending a standing pass ("Passing until later")
                if before["passing_until"].get(other):
                    idle.insert(0, {"type": "stop_passing", "seat": other})
                assert ENGINE.legal_actions(before, other) == idle
        if n % 97 == 0:  # every listed body is accepted as it is, and the state round-trips through JSON
            assert json.loads(json.dumps(after)) == after
            for body in ENGINE.legal_actions(before, sid):
                ENGINE.apply(before, body)
                checked += 1
        finished += ENGINE.outcome(after) is not None
    assert finished == GAMES and checked > 100


def _public(event: dict[str, Any]) -> dict[str, Any]:
    return {k: v for k, v in event.items() if k != "private"}


def _pairs(obj: Any) -> list[tuple[str, str]]:
    """(instance, card id) pairs an event names together, at any depth."""
    found = []
    if isinstance(obj, dict):
        if isinstance(obj.get("card"), str) and isinstance(obj.get("card_id"), str):
            found.append((obj["card"], obj["card_id"]))
        for value in obj.values():
            found += _pairs(value)
    elif isinstance(obj, list):
        for value in obj:
            found += _pairs(value)
    return found


def _permuted(state: State, hidden: list[str], rnd: random.Random) -> State:
    ids = [state["inst"][u][0] for u in hidden]
    rnd.shuffle(ids)
    other = json.loads(json.dumps(state))
    for u, cid in zip(hidden, ids, strict=True):
        other["inst"][u][0] = cid
    return other


def test_no_view_or_public_event_leaks_hidden_cards():
    """Oversoul — hidden information: a view is the same whatever the cards its seat has not seen are (the other
    hand, Deck order, face-down Prepared cards), and no public part of an event pairs a still-hidden card with its
    identity."""
    rnd = random.Random(7)
    walked = 0
    for before, _sid, action, after in random_games(12, seed=2):
        for viewer in ("p1", "p2", None):
            hidden = unknown_cards(after, viewer)
            if hidden and rnd.random() < 0.3:
                assert ENGINE.view_for(after, viewer) == ENGINE.view_for(_permuted(after, hidden, rnd), viewer)
                walked += 1
        still_hidden = set(unknown_cards(before, None)) & set(unknown_cards(after, None))
        _, events = ENGINE.apply(before, action)
        for event in events:
            leaked = [u for u, _cid in _pairs(_public(event)) if u in still_hidden]
            assert not leaked, (event, leaked)
    assert walked > 200
