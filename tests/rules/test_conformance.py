"""One seeded random-playout conformance suite over every ruleset (in the manner of OpenSpiel's).

For each ruleset, many games of random actions — legal and illegal alike — checking after each one:
a refused action changes nothing; the state stays JSON-serialisable and sound; every seat's view has
the contract's shape; ``legal_actions`` agrees with ``apply``; and the game is the fold of its
accepted actions (replaying them from the same seed gives the same state).
"""

from __future__ import annotations

import copy
import json
import random

import pytest

from rules.base import ActionInvalid, Field, RuleViolation
from rules.registry import RULESET_IDS, get

GAMES_PER_RULESET = 40
ACTIONS_PER_GAME = 120


def _value(f: Field, seats: list[str], rnd: random.Random):
    if f.kind == "int":
        lo = f.minimum if f.minimum is not None else -10
        hi = f.maximum if f.maximum is not None else 10
        lo, hi = max(lo, -12), min(hi, 12)  # the interesting range
        return rnd.randint(lo, hi) if lo <= hi else lo
    if f.kind == "seat":
        return rnd.choice(seats)
    if f.kind == "enum":
        return rnd.choice(f.choices)
    if f.kind == "bool":
        return rnd.random() < 0.5
    return rnd.choice(["Sky Whale", "Ember Guard", "x"])


def _random_action(ruleset, state, rnd: random.Random) -> dict:
    seats = [s["seat"] for s in state["seats"]]
    legal_for_someone = [(seat, name) for seat in seats for name in ruleset.legal_actions(state, seat)]
    if legal_for_someone and rnd.random() < 0.8:
        seat, name = rnd.choice(legal_for_someone)
    else:
        seat, name = rnd.choice(seats), rnd.choice(ruleset.action_types).name
    action_type = next(a for a in ruleset.action_types if a.name == name)
    action = {"type": name, "seat": seat}
    for f in action_type.fields:
        if f.required or rnd.random() < 0.5:
            action[f.name] = _value(f, seats, rnd)
    return action


def _players(ruleset, n: int) -> list[dict]:
    module = __import__(f"rules.{ruleset.id}", fromlist=["EXAMPLE_PLAYERS"])
    return copy.deepcopy(module.EXAMPLE_PLAYERS[:n])


def _player_counts(ruleset) -> list[int]:
    module = __import__(f"rules.{ruleset.id}", fromlist=["EXAMPLE_PLAYERS"])
    top = min(ruleset.max_players or 4, len(module.EXAMPLE_PLAYERS))
    return list(range(ruleset.min_players, top + 1))


@pytest.mark.parametrize("ruleset_id", RULESET_IDS)
def test_random_playouts_keep_every_invariant(ruleset_id):
    ruleset = get(ruleset_id)
    for game in range(GAMES_PER_RULESET):
        rnd = random.Random(f"{ruleset_id}:{game}")
        n = rnd.choice(_player_counts(ruleset))
        seed = rnd.randrange(2**31)
        state, events = ruleset.setup(players=_players(ruleset, n), seed=seed)
        again, _ = ruleset.setup(players=_players(ruleset, n), seed=seed)
        assert state == again, "setup is not deterministic for a seed"
        accepted: list[dict] = []
        for _ in range(ACTIONS_PER_GAME):
            if state["status"] != "active":
                break
            action = _random_action(ruleset, state, rnd)
            before = copy.deepcopy(state)
            try:
                state, events = ruleset.apply(state, action)
            except (RuleViolation, ActionInvalid):
                assert state == before, f"a refused {action} changed the state"
                continue
            assert before != state or events, f"{action} was accepted but did nothing and said nothing"
            accepted.append(action)
            json.dumps(state)
            assert ruleset.invariant_violations(state) == [], action
            for seat in [None, *[s["seat"] for s in state["seats"]]]:
                view = ruleset.view_for(state, seat)
                assert {"status", "winner", "seats", "turn"} <= set(view)
                assert {"number", "active_seat", "step"} <= set(view["turn"])
                json.dumps(view)
        # the state is the fold of the accepted actions
        replay, _ = ruleset.setup(players=_players(ruleset, n), seed=seed)
        for action in accepted:
            replay, _ = ruleset.apply(replay, action)
        assert replay == state
        outcome = ruleset.outcome(state)
        assert (outcome is None) == (state["status"] == "active")


@pytest.mark.parametrize("ruleset_id", RULESET_IDS)
def test_every_action_type_documents_its_rule_and_schema(ruleset_id):
    ruleset = get(ruleset_id)
    names = [a.name for a in ruleset.action_types]
    assert len(names) == len(set(names))
    assert {"adjust", "concede"} <= set(names)
    for action_type in ruleset.action_types:
        assert action_type.description and action_type.rule.quote and action_type.rule.rulebook
        schema = action_type.json_schema()
        assert schema["required"][:2] == ["type", "seat"]
        json.dumps(schema)
