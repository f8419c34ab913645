"""Achroma engine — OpenSpiel-style random simulation and the hidden-information walk over many seeded games."""

from __future__ import annotations

import json
import multiprocessing
import os
import random
from typing import Any

import pytest

from rules.achroma.engine import ENGINE
from rules.base import State

from .helpers import check_random_games, random_games

GAMES = 120


def _hidden_from(state: State, viewer: str | None) -> set[str]:
    """Card instances whose identity ``viewer`` must not learn from its view."""
    hidden: set[str] = set()
    for s in state["seats"]:
        known = set(s["known_top"]) if s["seat"] == viewer else set()
        hidden.update(u for u in s["palette"] if u not in known)
        if s["seat"] != viewer:
            hidden.update(u for u in s["hand"] if u not in s["shown"])
    for rec in state["board"].values():
        hidden.update(rec["secret"])
    p = state["pending"]
    if p is not None and p["kind"] == "choice" and p["what"] == "research" and p["seat"] != viewer:
        hidden.update(p["cards"])
    if p is not None and p["kind"] == "reaction" and p["action"]["type"] == "deploy":
        hidden.discard(p["action"]["card"])  # a card declared for Deploying is shown
    return hidden


def _permuted(state: State, hidden: set[str], rnd: random.Random) -> State:
    """The same state with the identities of the hidden cards shuffled among themselves."""
    uids = sorted(hidden)
    ids = [state["inst"][u][0] for u in uids]
    rnd.shuffle(ids)
    other = json.loads(json.dumps(state))
    for u, cid in zip(uids, ids, strict=True):
        other["inst"][u][0] = cid
    return other


def test_random_games_keep_every_invariant_and_the_turn_order() -> None:
    """Achroma — random simulation: cards conserved across zones, no bank below 0, deploy and trade limits,
    turn order clockwise skipping seats that are out, legal actions only for the seats to act, every game ends."""
    finished = 0
    checked_bodies = 0
    for n, (before, sid, action, after) in enumerate(random_games(GAMES, seed=1)):
        assert ENGINE.invariant_violations(after) == [], (action, ENGINE.invariant_violations(after))
        for s in before["seats"]:
            if s["seat"] not in ENGINE.to_act(before):
                assert ENGINE.legal_actions(before, s["seat"]) in ([], [{"type": "concede", "seat": s["seat"]}])
        if after["turn"]["number"] == before["turn"]["number"] + 1 and before["phase"] == "play":
            order = [s["seat"] for s in before["seats"]]
            i = order.index(before["turn"]["active_seat"])
            expected = next(
                order[(i + k) % len(order)]
                for k in range(1, len(order) + 1)
                if not next(x for x in after["seats"] if x["seat"] == order[(i + k) % len(order)])["out"]
            )
            assert after["turn"]["active_seat"] == expected
        if n % 25 == 0:  # every listed body is accepted as it is, and the state round-trips through JSON
            assert json.loads(json.dumps(after)) == after
            for body in ENGINE.legal_actions(before, sid):
                ENGINE.apply(before, body)
                checked_bodies += 1
        if ENGINE.outcome(after) is not None:
            finished += 1
    assert finished == GAMES and checked_bodies > 100


def _public(event: dict[str, Any]) -> str:
    return json.dumps({k: v for k, v in event.items() if k != "private"})


def test_no_view_or_public_event_leaks_hidden_cards() -> None:
    """Achroma — Your hand 'shouldn't be shown to other players': every view of every seat (and a spectator) is
    the same whatever the hidden cards are, and public event parts never name a card that stays hidden."""
    rnd = random.Random(7)
    walked = 0
    for before, _sid, action, after in random_games(14, seed=2, players=(2, 3, 5)):
        viewers: list[str | None] = [s["seat"] for s in after["seats"]] + [None]
        for viewer in viewers:
            hidden = _hidden_from(after, viewer)
            if hidden and rnd.random() < 0.3:
                assert ENGINE.view_for(after, viewer) == ENGINE.view_for(_permuted(after, hidden, rnd), viewer)
                walked += 1
        still_hidden = _hidden_from(before, None) & _hidden_from(after, None)
        _, events = ENGINE.apply(before, action)
        for event in events:
            text = _public(event)
            leaked = [u for u in still_hidden if f'"{u}"' in text]
            assert not leaked, (event, leaked)
    assert walked > 300


@pytest.mark.slow
def test_thousands_of_random_games_keep_every_invariant() -> None:
    """Achroma — random simulation at scale: 300 more seeded games of 2 to 6 players, each played to the end, the
    invariants checked after every action; spread over the machine's cores. The soak (thousands of games) is
    `python -m bench.bench_engine_simulation --ruleset achroma --games 2000`."""
    games, chunk = 300, 25
    jobs = [(first, chunk, 3) for first in range(0, games, chunk)]
    with multiprocessing.get_context("spawn").Pool(max(1, min(4, os.cpu_count() or 1))) as pool:
        results = pool.map(check_random_games, jobs, chunksize=1)
    problems = [p for _finished, found in results for p in found]
    assert problems == []
    assert sum(finished for finished, _ in results) == games
