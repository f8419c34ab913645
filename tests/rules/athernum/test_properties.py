"""Hypothesis: random sequences of legal and illegal Athernum actions keep every invariant.

After each action: a rejected action left its input untouched; an accepted one did not mutate its
input, produced a sound state (``invariant_violations == []``: counters within their floors and
ceilings, Victory Tokens conserved between the pool and the cards, nobody still playing who has
won) and was an action type ``legal_actions`` listed. A second test checks ``legal_actions``
against ``apply`` on the states such games pass through.
"""

from __future__ import annotations

import contextlib
import copy
import json
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from rules.athernum import RULESET
from rules.base import ActionInvalid, Field, RuleViolation, State

from .support import player

CARD_NAMES = ("Main 1", "Main 2", "Main 3", "Main 4", "Tower", "Seer", "main 1 ")
SETTINGS = settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])


@st.composite
def games(draw: st.DrawFn) -> State:
    count = draw(st.integers(2, 4))
    players = [
        player(f"P{i}", f"Main {i}", draw(st.integers(0, 4)), draw(st.integers(1, 5)), draw(st.booleans()))
        for i in range(1, count + 1)
    ]
    state, _ = RULESET.setup(players=players, seed=draw(st.integers(0, 2**16)))
    for s in state["seats"]:  # some nearly empty decks, so that deck-outs happen too
        cut = draw(st.sampled_from([0, 0, 50, 53]))
        if cut:
            state, _ = RULESET.apply(
                state,
                {
                    "type": "adjust",
                    "seat": "p1",
                    "target": s["seat"],
                    "counter": "deck",
                    "delta": -cut,
                    "reason": "test setup",
                },
            )
    return state


class Picker:
    """Turns a list of drawn integers into choices: one Hypothesis draw per step keeps the test fast,
    and shrinking the integers still shrinks the action."""

    def __init__(self, numbers: list[int]) -> None:
        self._numbers = numbers
        self._i = 0

    def _next(self) -> int:
        n = self._numbers[self._i % len(self._numbers)] + self._i // len(self._numbers)
        self._i += 1
        return n

    def pick(self, options: list[Any]) -> Any:
        return options[self._next() % len(options)]

    def between(self, low: int, high: int) -> int:
        return low + self._next() % (high - low + 1)

    def one_in(self, n: int) -> bool:
        return self._next() % n == 0


STEPS = st.lists(st.lists(st.integers(0, 1000), min_size=12, max_size=12), min_size=5, max_size=40)


def _field_value(pick: Picker, f: Field, seats: list[str], own_cards: list[str]) -> Any:
    """A value for ``f``: mostly plausible, sometimes out of range or of the wrong type."""
    if pick.one_in(10):
        return pick.pick([None, -1, 0, 1000, "", "x", True, 2.5])
    if f.kind == "int":
        low = max(f.minimum if f.minimum is not None else -6, -6)
        high = min(f.maximum if f.maximum is not None else 6, max(low, 0) + 6)
        return pick.between(low - 1, high + 1)
    if f.kind == "bool":
        return pick.one_in(2)
    if f.kind == "enum":
        return pick.pick([*f.choices, "bogus"])
    if f.kind == "seat":
        return pick.pick([*seats, "p9"])
    if own_cards and not pick.one_in(4):
        return pick.pick(own_cards)  # mostly a card the seat really controls
    return pick.pick(list(CARD_NAMES))


def random_action(pick: Picker, state: State) -> dict[str, Any]:
    seats = [s["seat"] for s in state["seats"]]
    if pick.one_in(2) and state["status"] == "active":
        # lean towards what the game allows so that games get somewhere
        seat = pick.pick([state["turn"]["active_seat"], *seats])
        names = RULESET.legal_types(state, seat) or ["next_phase"]
        name = pick.pick([n for n in names if n != "concede"] or names)
    else:
        seat = pick.pick([*seats, "p9"])
        name = pick.pick([a.name for a in RULESET.action_types] + ["bogus"])
        if name == "concede" and not pick.one_in(4):
            name = "next_phase"  # conceding ends most games at once; keep it rare
    action: dict[str, Any] = {"type": name, "seat": seat}
    at = next((a for a in RULESET.action_types if a.name == name), None)
    # a card entering wants a new name; the other card actions mostly name a card the seat controls
    own = [c["card"] for s in state["seats"] if s["seat"] == seat for c in s["cards"]]
    own = [] if name == "vt_card_enter" else own
    for f in at.fields if at else ():
        if f.required or pick.one_in(2):
            action[f.name] = _field_value(pick, f, seats, own)
    if pick.one_in(20):
        action["unexpected"] = 1
    return action


@SETTINGS
@given(state=games(), steps=STEPS)
def test_random_actions_keep_invariants_and_reject_cleanly(state: State, steps: list[list[int]]) -> None:
    """Invariants — rejected actions change nothing; accepted ones keep every counter and conservation law."""
    assert RULESET.invariant_violations(state) == []
    for numbers in steps:
        action = random_action(Picker(numbers), state)
        before = copy.deepcopy(state)
        legal = (
            RULESET.legal_types(state, action["seat"]) if action["seat"] in [s["seat"] for s in state["seats"]] else []
        )
        try:
            new, events = RULESET.apply(state, action)
        except (ActionInvalid, RuleViolation) as exc:
            assert state == before, "a rejected action changed its input"
            if isinstance(exc, RuleViolation):
                assert exc.detail and exc.rule.quote
            continue
        assert state == before, "apply mutated its input"
        assert action["type"] in legal, f"{action['type']} was accepted but not listed as legal: {legal}"
        assert RULESET.invariant_violations(new) == []
        assert events and all(isinstance(e, dict) and "type" in e for e in events)
        json.dumps(events)
        assert json.loads(json.dumps(new)) == new
        for s in new["seats"]:
            assert s["victory_tokens"] >= 0 and 0 <= s["command_tokens"] <= 2 and s["deck"] >= 0
        assert new["vt_pool"] >= 0
        if new["status"] == "finished":
            assert RULESET.outcome(new) is not None and RULESET.legal_types(new, action["seat"]) == []
        state = new


def candidate_actions(state: State, seat: str) -> dict[str, list[dict[str, Any]]]:
    """Enough concrete actions of each type that, if any value could be accepted now, one of these is."""
    seats = [s["seat"] for s in state["seats"]]
    own = [c["card"] for c in next(s for s in state["seats"] if s["seat"] == seat)["cards"]] or ["Main 1"]
    base = {"seat": seat}
    return {
        "command": [{**base, "type": "command", "use": u} for u in ("draw", "resource", "victory_token")],
        "vt_card_enter": [
            {**base, "type": "vt_card_enter", "card": n, "vt_field": 1} for n in [*own, "A card nobody has"]
        ],
        "vt_card_leave": [{**base, "type": "vt_card_leave", "card": n} for n in own],
        "vt_place": [{**base, "type": "vt_place", "card": n, "amount": 1} for n in own],
        "vt_remove": [{**base, "type": "vt_remove", "card": n, "amount": 1} for n in own],
        "draw": [{**base, "type": "draw", "amount": 1}],
        "next_phase": [{**base, "type": "next_phase"}],
        "adjust": [
            {**base, "type": "adjust", "target": t, "counter": c, "delta": d, "reason": "fix"}
            for t in seats
            for c in ("victory_tokens", "command_tokens", "deck")
            for d in (-1, 0, 1)
        ],
        "concede": [{**base, "type": "concede"}],
    }


def _accepted(action: dict[str, Any], state: State) -> bool:
    try:
        RULESET.apply(state, action)
    except (ActionInvalid, RuleViolation):
        return False
    return True


@SETTINGS
@given(state=games(), steps=STEPS)
def test_legal_actions_agree_with_apply(state: State, steps: list[list[int]]) -> None:
    """legal_actions — a listed type is accepted for some fields; an unlisted one is refused for all."""
    for numbers in steps[:25]:
        with contextlib.suppress(ActionInvalid, RuleViolation):
            state, _ = RULESET.apply(state, random_action(Picker(numbers), state))
    for seat in [s["seat"] for s in state["seats"]]:
        legal = set(RULESET.legal_types(state, seat))
        assert legal <= {a.name for a in RULESET.action_types}
        for name, actions in candidate_actions(state, seat).items():
            accepted = any(_accepted(a, state) for a in actions)
            assert accepted == (name in legal), (seat, name, legal, state["turn"])
