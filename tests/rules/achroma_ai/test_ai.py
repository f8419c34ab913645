"""Achroma AI: every level returns a legal action, search is deterministic under an iteration cap, determinization
keeps what the seat knows, and the players beat weaker ones."""

from __future__ import annotations

import random

import pytest

from rules.achroma.engine import ENGINE, demo_cards, demo_deck
from rules.achroma.engine.hidden import determinize, unknown_cards
from rules.ai import LEVELS, SearchStats, choose_action
from rules.ai.mcts import Node, _settled
from rules.base import State
from rules.simulate import simulate, wilson


def _midgame(seed: int = 3, moves: int = 40) -> State:
    players = [{"name": "A", "deck": demo_deck("draco-skyfire")}, {"name": "B", "deck": demo_deck("spirata-wildwood")}]
    state, _ = ENGINE.setup(players=players, cards=demo_cards(), seed=seed)
    for _ in range(moves):
        sid = ENGINE.to_act(state)[0]
        action = choose_action(ENGINE, state=state, seat=sid, level="greedy", budget_ms=10, seed=seed)
        state, _ = ENGINE.apply(state, action)
        if ENGINE.outcome(state):
            break
    while len(ENGINE.legal_actions(state, ENGINE.to_act(state)[0])) < 4:
        sid = ENGINE.to_act(state)[0]
        action = choose_action(ENGINE, state=state, seat=sid, level="greedy", budget_ms=10, seed=seed)
        state, _ = ENGINE.apply(state, action)
    return state


@pytest.mark.parametrize("level", LEVELS)
def test_every_level_returns_a_legal_action(level: str) -> None:
    state = _midgame()
    sid = ENGINE.to_act(state)[0]
    action = choose_action(ENGINE, state=state, seat=sid, level=level, budget_ms=50, seed=1, max_iterations=20)
    assert action in ENGINE.legal_actions(state, sid) and action["type"] != "concede"


def test_search_is_deterministic_under_an_iteration_cap() -> None:
    state = _midgame()
    sid = ENGINE.to_act(state)[0]
    picks = {
        str(choose_action(ENGINE, state=state, seat=sid, level="hard", budget_ms=60_000, seed=9, max_iterations=30))
        for _ in range(3)
    }
    assert len(picks) == 1


def test_search_respects_the_wall_clock_budget() -> None:
    state = _midgame()
    sid = ENGINE.to_act(state)[0]
    stats = SearchStats()
    choose_action(ENGINE, state=state, seat=sid, level="hard", budget_ms=150, seed=2, stats=stats)
    assert stats.iterations >= 1 and stats.seconds < 0.150 + 0.25  # one iteration may run over; never many


def test_determinization_keeps_what_the_seat_knows() -> None:
    """ISMCTS: own hand, the Canvases and the Dregs stay; unknown cards are reshuffled per owner."""
    state = _midgame()
    sid = ENGINE.to_act(state)[0]
    other = "p2" if sid == "p1" else "p1"
    changed = 0
    for k in range(10):
        sample = determinize(state, sid, random.Random(k))
        assert ENGINE.view_for(sample, sid) == ENGINE.view_for(state, sid)
        for u in unknown_cards(state, sid):
            assert sample["inst"][u][1] == state["inst"][u][1]
        changed += sum(
            sample["inst"][u] != state["inst"][u] for u in next(s for s in state["seats"] if s["seat"] == other)["hand"]
        )
    assert changed > 0
    assert sorted(v[0] for v in sample["inst"].values()) == sorted(v[0] for v in state["inst"].values())


def test_greedy_beats_random() -> None:
    result = simulate(games=6, seats=["greedy", "random"], budget_ms=5, seed=11)
    assert result["wins"]["greedy"] >= 5 and result["games"] == 6


def test_simulate_reports_rates_intervals_and_cards() -> None:
    result = simulate(games=4, seats=["random", "ai:easy"], budget_ms=20, seed=5, max_iterations=8)
    assert result["games"] == 4 and sum(result["wins"].values()) + result["draws"] == 4
    for spec in ("random", "ai:easy"):
        lo, hi = result["win_rates"][spec]["ci95"]
        assert 0.0 <= lo <= result["win_rates"][spec]["rate"] <= hi <= 1.0
    assert result["average_turns"] > 0 and all(
        {"played", "in_winning_deck"} <= set(c) for c in result["cards"].values()
    )


def test_wilson_interval() -> None:
    lo, hi = wilson(90, 100)
    assert 0.82 < lo < 0.84 and 0.94 < hi < 0.96


def test_unknown_level_is_refused() -> None:
    state = _midgame()
    with pytest.raises(ValueError):
        choose_action(ENGINE, state=state, seat="p1", level="godlike", budget_ms=10, seed=1)


def test_search_stops_once_the_leading_move_cannot_be_overtaken() -> None:
    """ISMCTS — every iteration adds one visit to one root move and the most visited move is played, so once the
    lead is more than twice the iterations the time left could add, searching on cannot change the decision."""
    root = Node(children={"a": Node(visits=100), "b": Node(visits=5), "c": Node(visits=3)})
    stats = SearchStats(iterations=100)  # 100 iterations in 0.1 s: 1000 a second
    assert _settled(root, stats, since=0.0, now=0.1, deadline=0.14)  # 40 more at most: 95 > 2 x 40
    assert not _settled(root, stats, since=0.0, now=0.1, deadline=0.2)  # 100 more could catch up
    close = Node(children={"a": Node(visits=100), "b": Node(visits=99)})
    assert not _settled(close, stats, since=0.0, now=0.1, deadline=0.11)  # a lead of 1 with 10 left


def test_hard_plays_the_glossary_cards_to_the_end() -> None:
    """The AI plays COPY, SWAP, REPLACE, Pay X and DISPOSE-Deploy cards legally, including choices it makes for a
    seat whose hand it only guesses."""
    glossary = ["ach1-049", "ach1-050", "ach1-051", "ach1-052", "ach1-053"] * 2 + ["ach1-003", "ach1-024"] * 3
    for seed in (1, 2):
        players = [{"name": "A", "deck": glossary}, {"name": "B", "deck": glossary[::-1]}]
        state, _ = ENGINE.setup(players=players, cards=demo_cards(), seed=seed, options={"max_turns": 30})
        while ENGINE.outcome(state) is None:
            sid = ENGINE.to_act(state)[0]
            level = "hard" if sid == "p1" else "random"
            action = choose_action(
                ENGINE, state=state, seat=sid, level=level, budget_ms=1000, seed=seed, max_iterations=12
            )
            state, _ = ENGINE.apply(state, action)
            assert ENGINE.invariant_violations(state) == []
