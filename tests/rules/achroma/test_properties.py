"""Property tests: random sequences of legal and illegal Achroma actions keep every invariant, refused actions
change nothing, shards are conserved by steals, and ``legal_actions`` agrees with ``apply``."""

from __future__ import annotations

import contextlib
import copy
import functools
import itertools
import json
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from rules.achroma import RULESET
from rules.achroma.state import DEPLOY_LIMIT, TRADE_LIMIT
from rules.base import ActionInvalid, ActionType, Field, RuleViolation, State

PROPERTY_SETTINGS = settings(
    max_examples=100, deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large]
)
TYPES = {at.name: at for at in RULESET.action_types}


ROLL = st.integers(0, 11)
SMALL_ROLL = st.integers(0, 5)


@functools.cache
def _field_strategies(f: Field, seats: tuple[str, ...]) -> tuple[st.SearchStrategy[Any], ...]:
    """(small valid, any valid, invalid) values for a field; built once, drawn often."""
    if f.kind == "int":
        lo = f.minimum if f.minimum is not None else -5
        hi = f.maximum if f.maximum is not None else 40
        invalid: st.SearchStrategy[Any] = st.sampled_from([lo - 1, lo - 2, hi + 1, hi + 2, "1", True, 1.5])
        # The limits (3 deploys, 6 trade shards...) sit near the bottom of the ranges: mostly small values.
        return st.integers(lo, min(hi, lo + 4)), st.integers(lo, hi), invalid
    if f.kind == "bool":
        valid: st.SearchStrategy[Any] = st.booleans()
        invalid = st.just("yes")
    elif f.kind == "enum":
        valid, invalid = st.sampled_from(f.choices), st.just("bogus")
    elif f.kind == "seat":
        valid, invalid = st.sampled_from(seats), st.just("p9")
    else:
        valid, invalid = st.sampled_from(["a reason", "misclick"]), st.sampled_from(["", "   ", 3])
    return valid, valid, invalid


def draw_field(draw: st.DrawFn, f: Field, seats: tuple[str, ...]) -> Any:
    """Mostly valid values for a field, now and then out of range or of the wrong kind."""
    small, anyvalid, invalid = _field_strategies(f, seats)
    if draw(ROLL) == 0:
        return draw(invalid)
    return draw(anyvalid if draw(SMALL_ROLL) == 0 else small)


INDEX = st.integers(0, 719)  # 720 = lcm(1..6): an even pick from any list of up to six (or twelve) items
ROLL_20 = st.integers(0, 19)
ROLL_40 = st.integers(0, 40)
TYPE_NAMES = sorted(TYPES)


def _pick(draw: st.DrawFn, items: list[Any]) -> Any:
    return items[draw(INDEX) % len(items)]  # cheaper than building a sampled_from for each draw


@st.composite
def actions(draw: st.DrawFn, state: State) -> dict[str, Any]:
    """An action that is often legal, often refused by a rule, and now and then malformed."""
    seats = [s["seat"] for s in state["seats"]]
    who = state["turn"]["active_seat"] if draw(ROLL_20) < 15 else _pick(draw, seats)
    legal = RULESET.legal_types(state, who)
    # Conceding and adjusting end games fast: keep them rare so walks reach drains, limits and wins.
    common = [n for n in legal if n not in ("concede", "adjust")] or legal
    progress = [n for n in legal if n in ("next_step", "pass_turn")]
    roll = draw(ROLL_20)
    if roll <= 2 or not legal:
        name = _pick(draw, TYPE_NAMES)  # anything, legal or not
    elif roll <= 8 and progress:
        name = progress[0]  # keep turns moving so first turns pass and Drains open up
    else:
        name = _pick(draw, common)
    if name in ("concede", "adjust") and common and draw(ROLL_20) < 15:
        name = _pick(draw, common)
    action: dict[str, Any] = {"type": name, "seat": who}
    for f in TYPES[name].fields:
        if f.required or draw(ROLL_20) < 10:
            action[f.name] = draw_field(draw, f, tuple(seats))
    if draw(ROLL_40) == 0:
        action.pop(_pick(draw, sorted(action)))  # a missing field (or type/seat)
    if draw(ROLL_40) == 0:
        action["bogus"] = 1
    if draw(ROLL_40) == 0:
        action["seat"] = "p9"
    return action


games = st.tuples(st.integers(2, 6), st.integers(0, 2**32), st.booleans())


def _setup(game: tuple[int, int, bool]) -> State:
    count, seed, given_first = game
    first = f"p{seed % count + 1}" if given_first else None
    state, _ = RULESET.setup(players=[{"name": f"P{i}"} for i in range(count)], seed=seed, first_player=first)
    return state


def _check_invariants(state: State) -> None:
    assert RULESET.invariant_violations(state) == []
    assert all(s["shards"] >= 0 for s in state["seats"])
    assert 0 <= state["this_turn"]["trade_shards"] <= TRADE_LIMIT
    assert 0 <= state["this_turn"]["deploys"] <= DEPLOY_LIMIT
    json.dumps(RULESET.view_for(state, None))
    assert json.loads(json.dumps(state)) == state


def _total(state: State) -> int:
    return sum(s["shards"] for s in state["seats"])


@PROPERTY_SETTINGS
@given(game=games, data=st.data())
def test_random_action_sequences_keep_the_invariants(game: tuple[int, int, bool], data: st.DataObject) -> None:
    """Achroma — invariants: no bank below 0, steals conserve shards, limits hold, refusals change nothing."""
    state = _setup(game)
    _check_invariants(state)
    for _ in range(data.draw(st.integers(10, 60))):
        action = data.draw(actions(state))
        before = copy.deepcopy(state)
        listed = action.get("seat") in [s["seat"] for s in state["seats"]] and action.get("type") in (
            RULESET.legal_types(state, action["seat"])
        )
        try:
            new, events = RULESET.apply(state, action)
        except (ActionInvalid, RuleViolation):
            assert state == before  # a refused action changes nothing
            continue
        assert state == before  # apply never mutates its input
        assert listed, f"{action} was accepted but not in legal_actions"
        assert events and all(isinstance(e, dict) and "type" in e for e in events)
        _check_invariants(new)
        kind = action["type"]
        if kind == "steal":
            assert _total(new) == _total(state)  # a steal moves shards, never makes or destroys them
            stole = next(e for e in events if e["type"] == "stole")  # after any implied opening-hand keeps
            assert stole["lost"] <= action["amount"] and stole["lost"] <= stole["target_from"]
        elif kind == "drain":
            drained = next(e for e in events if e["type"] == "drained")
            assert _total(state) - _total(new) == drained["lost"] <= action["amount"]
        elif kind in ("gain", "trade"):
            assert _total(new) >= _total(state)
        elif kind in ("set_prevent", "next_step", "pass_turn", "draw", "concede"):
            assert _total(new) == _total(state)
        state = new
        if state["status"] == "finished":
            assert RULESET.outcome(state) is not None
            break


def _candidates(at: ActionType, seats: list[str]) -> list[dict[str, Any]]:
    """A small set of well-formed field combinations that covers every rule boundary of ``at``."""
    options: list[list[tuple[str, Any]]] = []
    for f in at.fields:
        if f.kind == "int":
            lo, hi = f.minimum or 0, f.maximum or 0
            values: list[Any] = sorted({lo, lo + 1, hi, -1, 0, 1, 2, 3} & set(range(lo, hi + 1)))
        elif f.kind == "bool":
            values = [False, True]
        elif f.kind == "enum":
            values = list(f.choices)
        elif f.kind == "seat":
            values = list(seats)
        else:
            values = ["because"]
        options.append([(f.name, v) for v in values])
    return [dict(combo) for combo in itertools.product(*options)]


def _accepted(state: State, action: dict[str, Any]) -> bool:
    try:
        RULESET.apply(state, action)
    except (ActionInvalid, RuleViolation):
        return False
    return True


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(game=games, data=st.data())
def test_legal_actions_agree_with_apply(game: tuple[int, int, bool], data: st.DataObject) -> None:
    """Achroma — legal_actions: a listed type is accepted for some fields, an unlisted one for none."""
    state = _setup(game)
    for _ in range(data.draw(st.integers(0, 25))):  # walk to a random reachable state
        with contextlib.suppress(ActionInvalid, RuleViolation):
            state, _ = RULESET.apply(state, data.draw(actions(state)))
    seats = [s["seat"] for s in state["seats"]]
    for who in seats:
        listed = RULESET.legal_types(state, who)
        for name, at in TYPES.items():
            accepted = any(_accepted(state, {"type": name, "seat": who, **c}) for c in _candidates(at, seats))
            assert accepted == (name in listed), (who, name, listed, state)
