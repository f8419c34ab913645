"""Oversoul property tests: random sequences of legal and illegal actions keep every invariant."""

from __future__ import annotations

import copy
import json
from typing import Any

from hypothesis import HealthCheck, event, given, settings
from hypothesis import strategies as st

from rules.base import ActionInvalid, Field, RuleViolation, State
from rules.oversoul import RULESET

from .helpers import s

SEATS = ("p1", "p2")
# Weighted so that games move through turns and do not end at once by darshan or concession.
TYPE_WEIGHTS = {
    "next_phase": 40,
    "draw": 8,
    "activate": 24,
    "prepare": 12,
    "return_and_draw": 10,
    "damage": 10,
    "heal": 6,
    "spend_energy": 10,
    "adjust": 8,
    "declare_darshan": 1,
    "concede": 1,
}
# The acting seat is drawn relative to the game at that moment, so that most actions come from the turn player.
ACTOR = ("@active",) * 6 + ("@other",) * 3 + ("p3",)
TYPE_POOL = [name for name, weight in TYPE_WEIGHTS.items() for _ in range(weight)]
PILE = ("hand", "deck", "prepared")


def _valid_value(f: Field) -> st.SearchStrategy[Any]:
    if f.kind == "int":
        low = f.minimum if f.minimum is not None else -1000
        high = f.maximum if f.maximum is not None else 1000
        return st.one_of(
            st.just(low),
            st.integers(low, min(high, low + 6)),
            st.integers(max(low, -6), min(high, 6)),
            st.integers(low, high),
        )
    if f.kind == "enum":
        return st.sampled_from(f.choices)
    if f.kind == "seat":
        return st.sampled_from(SEATS)
    if f.kind == "bool":
        return st.booleans()
    return st.text(min_size=1, max_size=10).filter(str.strip)


def _invalid_value(f: Field) -> st.SearchStrategy[Any]:
    bad: list[Any] = ["x", True, None, 3.5]
    if f.kind == "int":
        bad += [
            v
            for v in (None if f.minimum is None else f.minimum - 1, None if f.maximum is None else f.maximum + 1)
            if v is not None
        ]
    elif f.kind in ("enum", "seat"):
        bad += ["p3", "nope"]
    return st.sampled_from(bad)


@st.composite
def actions(draw: st.DrawFn) -> dict[str, Any]:
    type_ = draw(st.sampled_from(TYPE_POOL))
    action: dict[str, Any] = {"type": type_, "seat": draw(st.sampled_from(ACTOR))}
    at = next(a for a in RULESET.action_types if a.name == type_)
    for f in at.fields:
        choice = draw(st.sampled_from(("valid",) * (6 if f.required else 3) + ("omit", "invalid")))
        if choice == "valid":
            action[f.name] = draw(_valid_value(f))
        elif choice == "invalid":
            action[f.name] = draw(_invalid_value(f))
    if draw(st.sampled_from((False,) * 30 + (True,))):  # (integers() would favour 0 and add it too often)
        action["unexpected"] = 1
    return action


@st.composite
def games(draw: st.DrawFn) -> State:
    players = [
        {
            "name": f"P{i}",
            "leader": {"name": f"L{i}", "hp": draw(st.integers(1, 30) | st.integers(15, 30))},
            "deck_size": draw(st.sampled_from((30, 31, 40))),
        }
        for i in (1, 2)
    ]
    state, events = RULESET.setup(
        players=players, seed=draw(st.integers(0, 2**32)), first_player=draw(st.sampled_from((None, "p1", "p2")))
    )
    assert events[0]["type"] == "first_player_chosen"
    if draw(st.booleans()):  # nearly empty decks, so that deck-outs happen too
        for sid in SEATS:
            left = draw(st.integers(0, 3))
            state, _ = RULESET.apply(
                state,
                {
                    "type": "adjust",
                    "seat": sid,
                    "target": sid,
                    "counter": "deck",
                    "delta": left - s(state, sid)["deck"],
                    "reason": "short deck",
                },
            )
    return state


def _canonical(state: State, type_: str, seat_id: str) -> dict[str, Any]:
    """One set of fields that the rules accept whenever ``type_`` is legal for ``seat_id``."""
    me, turn = s(state, seat_id), state["turn"]
    from_hand = me["hand"] >= 1
    quick = not (turn["active_seat"] == seat_id and turn["step"] == "action")
    by_type: dict[str, dict[str, Any]] = {
        "damage": {"target": seat_id, "amount": 1},
        "heal": {"target": seat_id, "amount": 1},
        "spend_energy": {"amount": 1},
        "draw": {"amount": 1},
        "activate": {
            "energy_type": "consume",
            "rank": 1,
            "source": "hand" if from_hand else "prepared",
            "quick": quick,
        },
        "prepare": {"paid_from": "card"},
        "adjust": {"target": seat_id, "counter": "hp", "delta": 1, "reason": "check"},
        "replace_hand": {"count": 1},
        "game_ending_effect": {"effect": "shiva_darshan", "target": seat_id},
    }
    return {"type": type_, "seat": seat_id, **by_type.get(type_, {})}


def _resolve(state: State, action: dict[str, Any]) -> dict[str, Any]:
    active = state["turn"]["active_seat"]
    actor = {"@active": active, "@other": "p2" if active == "p1" else "p1"}.get(action["seat"], action["seat"])
    return {**action, "seat": actor}


def _pile(state: State, seat_id: str) -> int:
    return sum(s(state, seat_id)[k] for k in PILE)


def _expected_pile_change(action: dict[str, Any], seat_id: str) -> int:
    """Cards only move between hand, deck and Prepared, except: an Activated card leaves them, the Return
    Phase option brings 2 cards in from the board and Idle Zone, and adjust changes them by hand."""
    if action["type"] == "adjust":
        return action["delta"] if action["target"] == seat_id and action["counter"] in PILE else 0
    if action["seat"] != seat_id:
        return 0
    return {"activate": -1, "return_and_draw": 2}.get(action["type"], 0)


def _check_legal_actions_agree(state: State, seat_id: str) -> None:
    """Each listed type is accepted with its canonical fields; an unlisted one is refused by a rule."""
    legal = set(RULESET.legal_types(state, seat_id))
    for at in RULESET.action_types:
        action = _canonical(state, at.name, seat_id)
        if at.name in legal:
            RULESET.apply(state, action)  # must not raise
        else:
            try:
                RULESET.apply(state, action)
            except RuleViolation:
                continue
            raise AssertionError(f"{at.name} is not listed for {seat_id} but was accepted")


def _legal_action(data: st.DataObject, state: State) -> dict[str, Any]:
    """A listed action with fields likely to be accepted (the game-ending ones are left to ``actions``)."""
    seat_id = data.draw(st.sampled_from(SEATS))
    ending = ("declare_darshan", "game_ending_effect", "concede")
    names = [n for n in RULESET.legal_types(state, seat_id) if n not in ending]
    names += ["next_phase"] * 4 if "next_phase" in names else []  # so that games move through many turns
    if not names:
        return {"type": "next_phase", "seat": seat_id}
    action = _canonical(state, data.draw(st.sampled_from(names)), seat_id)
    me, type_ = s(state, seat_id), action["type"]
    if type_ in ("damage", "heal"):
        action.update(target=data.draw(st.sampled_from(SEATS)), amount=data.draw(st.integers(1, 3)))
    elif type_ == "spend_energy":
        action["amount"] = data.draw(st.integers(1, me["energy"]))
    elif type_ == "draw":
        action["amount"] = data.draw(st.integers(1, 3))
    elif type_ == "activate":
        action.update(
            energy_type=data.draw(st.sampled_from(("generate", "consume"))), rank=data.draw(st.integers(1, me["rank"]))
        )
        if action["energy_type"] == "consume":
            action["leader_energy"] = data.draw(st.integers(0, me["energy"]))
    elif type_ == "prepare":
        action["paid_from"] = data.draw(st.sampled_from(("leader", "card")))
    elif type_ == "adjust":
        action.update(
            counter=data.draw(st.sampled_from([c.name for c in RULESET.counters])), delta=data.draw(st.integers(-3, 3))
        )
    return action


@settings(max_examples=100, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(state=games(), data=st.data(), length=st.integers(10, 50))
def test_random_action_sequences_keep_the_invariants(state: State, data: st.DataObject, length: int) -> None:
    """Oversoul — invariants: refused actions change nothing; counters stay in bounds; cards are conserved;
    the hand limit holds when a turn passes; ENERGY is the RANK after each cycle; legal_actions agrees."""
    assert RULESET.invariant_violations(state) == []
    for _ in range(length):
        legal_mode = data.draw(st.booleans())
        action = _legal_action(data, state) if legal_mode else _resolve(state, data.draw(actions()))
        before = copy.deepcopy(state)
        legal = {sid: RULESET.legal_types(state, sid) for sid in SEATS}
        try:
            new, events = RULESET.apply(state, action)
        except ActionInvalid:
            assert state == before
            continue
        except RuleViolation as exc:
            assert state == before
            assert exc.detail and exc.rule.quote
            continue
        assert state == before, "apply mutated its input"
        # Anything accepted was listed as legal for its seat.
        assert action["type"] in legal[action["seat"]], (action, legal)
        assert RULESET.invariant_violations(new) == []
        assert json.loads(json.dumps(new)) == new
        assert events and all(isinstance(e, dict) and "type" in e for e in events)
        for sid in SEATS:
            for counter in RULESET.counters:
                assert s(new, sid)[counter.name] >= (counter.minimum or 0)
            assert _pile(new, sid) - _pile(state, sid) == _expected_pile_change(action, sid), (action, events)
        for e in events:
            if e["type"] == "turn_passed":
                assert s(new, e["seat"])["hand"] <= 5
            if e["type"] == "energy_refreshed":
                assert s(new, e["seat"])["energy"] == s(new, e["seat"])["rank"]
        if new["status"] == "finished":
            assert RULESET.outcome(new) is not None and new["winner"] in SEATS
        state = new
        checked = data.draw(st.sampled_from((None, *SEATS)))  # (a third of the steps skip it, to save time)
        if checked:
            _check_legal_actions_agree(state, checked)
    event(f"finished by {state['finish_reason']}")
    event(f"reached turn {min(state['turn']['number'], 5)}{'+' if state['turn']['number'] >= 5 else ''}")
