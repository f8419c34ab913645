"""Athernum engine — seeded whole games with every invariant after every action, the hidden-information walk, the
AI playing the core rules, and the rule quotes checked word for word against the rulebook."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from rules.ai.players import choose_action
from rules.athernum.engine import ENGINE, texts
from rules.athernum.engine.evaluate import move_weight
from rules.base import Rule, State

from .helpers import CARDS, DECKS, FOUNDRY, MISTVEIL

SHARED_RULES = Path(__file__).resolve().parents[4] / "shared" / "rules"
NAMES = [FOUNDRY, MISTVEIL]


def _game(g: int, players: int) -> State:
    entries = [{"name": f"P{i}", "deck": DECKS[NAMES[(g + i) % 2]]} for i in range(players)]
    state, _ = ENGINE.setup(players=entries, cards=CARDS, seed=g, options={"max_turns": 120})
    return state


def _hidden_from_others(state: State, sid: str) -> set[str]:
    """The instances whose identity no other seat may learn: ``sid``'s hand and deck."""
    s = next(x for x in state["seats"] if x["seat"] == sid)
    return set(s["hand"] + s["deck"])


@pytest.mark.parametrize("g", range(20))
def test_random_games_keep_every_invariant(g: int) -> None:
    """20 seeded games of 2 to 4 players, moves at random (weighted as the AI's playouts in half of them), each to
    its end with the invariants checked after every action; no view shows a seat another seat's hand."""
    rnd = random.Random(f"athernum-sim:{g}")
    state = _game(g, (2, 3, 4)[g % 3])
    steps = 0
    while ENGINE.outcome(state) is None:
        sid = ENGINE.to_act(state)[0]
        moves = [a for a in ENGINE.legal_actions(state, sid) if a["type"] != "concede"]
        weights = [move_weight(state, a) for a in moves] if g % 2 else None
        state, _ = ENGINE.apply(state, rnd.choices(moves, weights=weights)[0])
        assert ENGINE.invariant_violations(state) == []
        steps += 1
        if steps % 25 == 0:
            for other in ENGINE.to_act(state):
                view = json.dumps(ENGINE.view_for(state, other))
                for s in state["seats"]:
                    if s["seat"] != other:
                        # "look at an opponent's hand": what a seat looked at it may go on seeing
                        hidden = _hidden_from_others(state, s["seat"]) - set(state["known"].get(other, []))
                        assert not any(f'"card": "{u}", "card_id"' in view for u in hidden)
    assert state["status"] == "finished"


def _play(state: State, levels: dict[str, str], seed: int, max_iterations: int | None = None) -> State:
    n = 0
    while ENGINE.outcome(state) is None:
        sid = ENGINE.to_act(state)[0]
        action = choose_action(
            ENGINE,
            state=state,
            seat=sid,
            level=levels[sid],
            budget_ms=60_000,
            seed=seed + n,
            max_iterations=max_iterations,
        )
        state, _ = ENGINE.apply(state, action)
        assert ENGINE.invariant_violations(state) == []
        n += 1
    return state


@pytest.mark.parametrize("g", range(5))
def test_greedy_plays_whole_games_against_random(g: int) -> None:
    """The generic AI plays the core rules to the end through the engine's hooks alone."""
    levels = {"p1": "greedy", "p2": "random"} if g % 2 == 0 else {"p1": "random", "p2": "greedy"}
    state = _play(_game(100 + g, 2), levels, seed=g)
    assert state["status"] == "finished"


def test_a_hard_ai_game_reaches_its_end() -> None:
    """The search (``level="hard"``, 50 iterations a move) plays a whole game against greedy."""
    state = _play(_game(7, 2), {"p1": "hard", "p2": "greedy"}, seed=7, max_iterations=50)
    assert state["status"] == "finished"


def _rules() -> list[Rule]:
    return [v for v in vars(texts).values() if isinstance(v, Rule)]


@pytest.mark.parametrize("rule", _rules(), ids=lambda r: r.id)
def test_rule_quotes_are_verbatim(rule: Rule) -> None:
    """Rules text — every quoted passage appears word for word in its rulebook (or RULINGS.md)."""
    source = SHARED_RULES / rule.rulebook
    if not source.exists():
        pytest.skip(f"{source} not available")
    text = " ".join(source.read_text(encoding="utf-8").replace("**", "").split())
    for part in rule.quote.split(" … "):
        assert " ".join(part.split()) in text, part
