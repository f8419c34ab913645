"""Building exact Oversoul engine positions for rule tests, and playing random games."""

from __future__ import annotations

import copy
import random
from collections.abc import Iterator
from typing import Any

import pytest

from rules.base import Event, RuleViolation, State
from rules.oversoul.engine import ENGINE
from rules.oversoul.engine import board as bd
from rules.oversoul.engine.cards import compact
from rules.oversoul.engine.state import _tokens

CARDS = ENGINE.card_definitions()
FILLER = "ovs1-016"  # Whisper Envoy: a plain +1 Unit
LEADERS = {"vaskha": "ovs1-046", "seraphel": "ovs1-047", "choir": "ovs1-048", "ilyra": "ovs1-112"}


def start(
    p1: list[str] | None = None,
    p2: list[str] | None = None,
    *,
    leaders: tuple[str, str] = ("ovs1-047", "ovs1-046"),
    first: str = "p1",
    seed: int = 1,
    filler: int = 30,
    options: dict[str, Any] | None = None,
) -> State:
    """A game at the first player's Action Phase (both keep); decks are the given cards on top of filler."""
    decks = [[lead, *[FILLER] * filler, *(cards or [])] for lead, cards in zip(leaders, (p1, p2), strict=True)]
    players = [{"name": f"P{i}", "deck": d} for i, d in enumerate(decks, 1)]
    state, _ = ENGINE.setup(players=players, cards=CARDS, seed=seed, first_player=first, options=options)
    for sid in ENGINE.to_act(state):
        state, _ = ENGINE.apply(state, {"type": "keep", "seat": sid})
    return state


def seat(state: State, sid: str) -> dict[str, Any]:
    return next(s for s in state["seats"] if s["seat"] == sid)


def _pull(state: State, sid: str, card_id: str) -> str:
    s = seat(state, sid)
    for uid in s["deck"]:
        if state["inst"][uid][0] == card_id:
            s["deck"].remove(uid)
            return uid
    uid = f"x{len(state['inst'])}"  # not in the seat's cards: a new instance (test set-up only)
    state["inst"] = {**state["inst"], uid: [card_id, sid]}
    state["cards"] = {**state["cards"], card_id: compact(CARDS[card_id])}
    for token in _tokens({card_id: state["cards"][card_id]}):  # what it Spawns, as setup adds it
        state["cards"] = {**state["cards"], token["id"]: compact(token)}
    return uid


def take(state: State, sid: str, card_id: str) -> str:
    """A copy of ``card_id`` into ``sid``'s hand (test set-up)."""
    uid = _pull(state, sid, card_id)
    seat(state, sid)["hand"].append(uid)
    return uid


def put(
    state: State, sid: str, card_id: str, zone: str, *, down: bool = False, since: int = 0, exhausted: bool = False
) -> str:
    """A copy of ``card_id`` on ``sid``'s board in ``zone`` as if it Entered (or was Prepared) on turn ``since``."""
    uid = _pull(state, sid, card_id)
    rec = bd.place(state, uid, sid, zone, down=down)
    rec["since"], rec["exh"] = since, exhausted
    return uid


def attach(state: State, sid: str, card_id: str, host: str) -> str:
    uid = _pull(state, sid, card_id)
    bd.attach(state, uid, host)
    return uid


def energy(state: State, sid: str, amount: int, *, rank: int | None = None) -> State:
    s = seat(state, sid)
    if rank is not None:
        s["rank"] = rank
    s["energy"] = amount
    return state


def act_events(state: State, type_: str, sid: str, **fields: Any) -> tuple[State, list[Event]]:
    return ENGINE.apply(state, {"type": type_, "seat": sid, **fields})


def act(state: State, type_: str, sid: str, **fields: Any) -> State:
    return act_events(state, type_, sid, **fields)[0]


def passes(state: State) -> State:
    """Whoever holds priority passes until the Timeshift has resolved (or a choice waits)."""
    while state["chain"] and not state["choice"] and state["status"] == "active":
        state = act(state, "pass", state["priority"])
    return state


def play(state: State, type_: str, sid: str, **fields: Any) -> State:
    return passes(act(state, type_, sid, **fields))


def answered(state: State, events: list[Event] | None = None) -> tuple[State, list[Event]]:
    """Whoever is asked passes — in a Timeshift, an Attack, the Leader's last chance, between the phases — until the
    game waits for the turn player's Action Phase or a choice; with every event on the way."""
    events = list(events or [])
    while state["status"] == "active" and state["choice"] is None and ENGINE.to_act(state):
        if not (state["chain"] or state["window"] or state["battle"] or state.get("rescue")):
            break
        state, more = act_events(state, "pass", ENGINE.to_act(state)[0])
        events += more
    return state, events


def through(state: State, type_: str, sid: str, **fields: Any) -> tuple[State, list[Event]]:
    """``sid``'s action, then every pass until the game waits for the Action Phase or a choice (``answered``)."""
    return answered(*act_events(state, type_, sid, **fields))


def end_turn(state: State) -> State:
    """The turn player ends the Action Phase, Returning their newest hand cards to the hand limit and declining to
    Return three cards; every window up to the next player's Action Phase is passed."""
    sid = state["turn"]["active_seat"]
    state = act(state, "end_phase", sid)
    while (state["status"] == "active" and state["turn"]["active_seat"] == sid) or state["window"]:
        choice = state["choice"]
        if choice is not None and choice["kind"] == "hand_limit":
            state = act(state, "choose", sid, target=seat(state, sid)["hand"][-1])
        elif choice is not None and choice["kind"] == "return_three":
            state = act(state, "decline", sid)
        elif state["status"] != "active" or choice is not None:
            break
        else:
            state = act(state, "pass", ENGINE.to_act(state)[0])
    return answered(state)[0]


def refused(state: State, action: dict[str, Any], rule_id: str) -> RuleViolation:
    before = copy.deepcopy(state)
    with pytest.raises(RuleViolation) as info:
        ENGINE.apply(state, action)
    assert info.value.rule.id == rule_id, info.value
    assert state == before
    return info.value


def legal(state: State, sid: str, type_: str | None = None) -> list[dict[str, Any]]:
    return [a for a in ENGINE.legal_actions(state, sid) if type_ is None or a["type"] == type_]


def hp(state: State, uid: str) -> int:
    from rules.oversoul.engine import stats

    return stats.hp(state, uid)


def kws(state: State, uid: str) -> set[str]:
    from rules.oversoul.engine import stats

    return set(stats.keywords(state, uid))


def types(events: list[Event]) -> list[str]:
    return [e["type"] for e in events]


def random_games(count: int, seed: int = 0, start_at: int = 0) -> Iterator[tuple[State, str, dict[str, Any], State]]:
    """Seeded random games with the demo decks: yields (before, seat, action, after) for every action."""
    names = ENGINE.demo_deck_names()
    for g in range(start_at, count):
        rnd = random.Random(seed * 100_003 + g)
        decks = [ENGINE.demo_deck(names[(g + i * (1 + g // len(names))) % len(names)]) for i in range(2)]
        players = [{"name": f"P{i}", "deck": d} for i, d in enumerate(decks, 1)]
        state, _ = ENGINE.setup(players=players, cards=CARDS, seed=seed * 7919 + g)
        while ENGINE.outcome(state) is None:
            sid = ENGINE.to_act(state)[0]
            moves = [a for a in ENGINE.legal_actions(state, sid) if a["type"] != "concede"]
            if rnd.random() < 0.002:
                moves = [{"type": "concede", "seat": sid}]
            action = rnd.choice(moves)
            after, _ = ENGINE.apply_trusted(state, action)  # a listed body (the test checks apply accepts them)
            yield state, sid, action, after
            state = after


def check_random_games(job: tuple[int, int, int]) -> tuple[int, list[str]]:
    """Play ``count`` random games from game ``first`` of ``seed`` and check the invariants after every action;
    returns (games finished, problems found). Runs in a worker process (bench/)."""
    first, count, seed = job
    finished, problems = 0, []
    for _before, _sid, action, after in random_games(first + count, seed=seed, start_at=first):
        if found := ENGINE.invariant_violations(after):
            problems.append(f"{action}: {found}")
        finished += ENGINE.outcome(after) is not None
    return finished, problems
