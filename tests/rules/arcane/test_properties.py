"""Chronicles of Arcane — Hypothesis: random sequences of legal and illegal actions keep every invariant."""

from __future__ import annotations

import copy
import json
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from rules.arcane import EXAMPLE_PLAYERS, RULESET
from rules.base import ActionInvalid, ActionType, Event, Field, RuleViolation, State
from tests.rules.arcane.helpers import pick, weighted

SMALL_INT = st.integers(-30, 30)
NAMES = ("Sunken Citadel", "Verdant Wellspring", "", "  ", "x" * 130)


def _field_value(draw: st.DrawFn, f: Field, state: State) -> Any:
    ids = [s["seat"] for s in state["seats"]]
    if f.kind == "int":
        lo = f.minimum if f.minimum is not None else -1000
        hi = f.maximum if f.maximum is not None else 1000
        # Mostly game-sized numbers, sometimes anything in range, now and then just out of it.
        return pick(draw, (draw(SMALL_INT), draw(SMALL_INT), draw(st.integers(lo - 3, hi + 3))))
    if f.kind == "bool":
        return pick(draw, (True, False, "yes"))
    if f.kind == "seat":
        return pick(draw, [*ids, "p9"])
    if f.kind == "enum":
        return pick(draw, [*f.choices, "nonsense"])
    if f.name == "domain":
        return pick(draw, [*(d["id"] for d in state["domains"]), "d1", "d99"])
    return NAMES[0] if draw(st.integers(0, 4)) else pick(draw, NAMES)


@st.composite
def actions(draw: st.DrawFn, state: State) -> dict[str, Any]:
    """Mostly a legal action type of some seat with drawn fields; sometimes anything at all."""
    ids = [s["seat"] for s in state["seats"]]
    seat = pick(draw, [*ids, "p9"])
    legal = RULESET.legal_types(state, seat) if seat in ids else []
    if legal and draw(st.integers(0, 9)) < 8:
        name = pick(draw, weighted(legal, concede=draw(st.integers(0, 49)) == 0))
    else:
        name = pick(draw, [*(a.name for a in RULESET.action_types), "fly"])
    body: dict[str, Any] = {"type": name, "seat": seat}
    at: ActionType | None = next((a for a in RULESET.action_types if a.name == name), None)
    for f in at.fields if at else ():
        # Optional fields half the time; now and then a required field goes missing.
        if (f.required or draw(st.booleans())) and draw(st.integers(0, 19)):
            body[f.name] = _field_value(draw, f, state)
    if draw(st.integers(0, 29)) == 0:
        body["extra"] = 1
    return body


def _account(ledger: dict[str, dict[str, int]], banish: dict[str, int], events: list[Event]) -> None:
    """Replay what the events say changed, to check the counters against them."""
    for e in events:
        if e["type"] == "life_changed":
            ledger[e["target"]]["life"] += e["delta"]
        elif e["type"] == "adjusted":
            ledger[e["target"]][e["counter"]] += e["delta"]
        elif e["type"] == "essence_placed":
            ledger[e["seat"]]["essences"] += 1
        elif e["type"] == "domain_entered":
            banish[e["domain"]] = 0
        elif e["type"] == "banish_counter_added":
            banish[e["domain"]] += 1
        elif e["type"] in ("domain_destroyed", "domain_left"):
            banish.pop(e["domain"])


@settings(max_examples=100, deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(st.data())
def test_random_action_sequences_keep_the_invariants(data: st.DataObject) -> None:
    """Chronicles of Arcane — invariants: rejected actions change nothing; Life and Essences never below 0 and
    always equal to what the events say; one Essence a turn; Banish Counters under 5; a finished game is final."""
    players = data.draw(st.integers(2, 4))
    first = data.draw(st.one_of(st.none(), st.sampled_from([f"p{i}" for i in range(1, players + 1)])))
    state, events = RULESET.setup(
        players=EXAMPLE_PLAYERS[:players], seed=data.draw(st.integers(0, 2**32)), first_player=first
    )
    ledger = {s["seat"]: {"life": s["life"], "essences": 0} for s in state["seats"]}
    banish: dict[str, int] = {}
    assert RULESET.invariant_violations(state) == []
    for _ in range(data.draw(st.integers(1, 40))):
        action = data.draw(actions(state))
        before = copy.deepcopy(state)
        legal = RULESET.legal_types(state, action["seat"]) if action["seat"] in ledger else []
        try:
            new, events = RULESET.apply(state, action)
        except (RuleViolation, ActionInvalid):
            assert state == before, f"a refused {action['type']} changed the state"
            continue
        assert state == before, f"apply mutated its input on {action['type']}"
        assert action["type"] in legal, f"{action['type']} accepted but not listed in {legal}"
        assert events and all(isinstance(e, dict) and "type" in e for e in events)
        json.loads(json.dumps([new, events]))
        _account(ledger, banish, events)
        state = new
        assert RULESET.invariant_violations(state) == []
        for s in state["seats"]:
            for counter in RULESET.counters:
                assert s[counter.name] >= (counter.minimum or 0)
                assert s[counter.name] == ledger[s["seat"]][counter.name], (s["seat"], counter.name)
        assert {d["id"]: d["banish_counters"] for d in state["domains"]} == banish
        if state["status"] == "finished":
            outcome = RULESET.outcome(state)
            assert outcome is not None and outcome.winner == state["winner"]
            assert all(RULESET.legal_types(state, s["seat"]) == [] for s in state["seats"])
            break
