"""Building exact Chronicles of Arcane engine positions for rule tests, and playing random games."""

from __future__ import annotations

import copy
import random
from collections.abc import Iterator
from typing import Any

import pytest

from rules.arcane.engine import ENGINE
from rules.arcane.engine.cards import compact
from rules.arcane.engine.state import new_record
from rules.base import Event, RuleViolation, State

CARDS = ENGINE.card_definitions()
ID = {c["name"]: c["id"] for c in CARDS.values()}
FILLER = ID["Kindled Essence"]


def start(players: int = 2, *, first: str = "p1", seed: int = 1, decks: list[list[str]] | None = None) -> State:
    """A game past the Mulligans (everyone keeps) in the first player's first Action Phase, every hand put back at
    the bottom of its deck, so a test adds exactly the cards it needs. Decks are 30 filler Essences unless given."""
    decks = decks or [[] for _ in range(players)]
    entries = [{"name": f"P{i}", "deck": [ID.get(n, n) for n in d] + [FILLER] * 30} for i, d in enumerate(decks, 1)]
    state, _ = ENGINE.setup(players=entries, cards=CARDS, seed=seed, first_player=first)
    for s in ENGINE.to_act(state):
        state, _ = ENGINE.apply(state, {"type": "keep", "seat": s})
    for s in state["seats"]:
        s["deck"] = s["hand"] + s["deck"]
        s["hand"] = []
    return state


def seat(state: State, sid: str) -> dict[str, Any]:
    return next(s for s in state["seats"] if s["seat"] == sid)


def new_card(state: State, sid: str, name: str) -> str:
    """A new instance of the card called ``name`` owned by ``sid`` (test set-up only; ids stay unique)."""
    cid = ID[name]
    n = len(state["inst"])
    while f"x{n}" in state["inst"]:
        n += 1
    uid = f"x{n}"
    state["inst"] = {**state["inst"], uid: [cid, sid]}
    state["cards"] = {**state["cards"], cid: compact(CARDS[cid])}
    return uid


def hand(state: State, sid: str, name: str) -> str:
    uid = new_card(state, sid, name)
    seat(state, sid)["hand"].append(uid)
    return uid


def put(state: State, sid: str, name: str, row: str = "front", slot: int = 1, *, exhausted: bool = False) -> str:
    """A copy of ``name`` on ``sid``'s Battlefield (an Ancient in the Ancients zone), awake unless told."""
    uid = new_card(state, sid, name)
    d = state["cards"][ID[name]]
    zone, slot = ("ancient", 0) if d["type"] == "ancient" else (row, slot)
    if zone == "ancient":
        for u in [u for u, rec in state["board"].items() if rec["ctrl"] == sid and rec["zone"] == "ancient"]:
            del state["board"][u]
            seat(state, sid)["abyss"].append(u)  # out of the way (test set-up)
    state["board"][uid] = new_record(
        sid, zone, slot, since=0, exhausted=exhausted, stealth="stealth" in d["tr"], aura=d["aura"]
    )
    return uid


def essences(state: State, sid: str, **counts: int) -> list[str]:
    """Unexhausted Essence cards of the given types in play for ``sid`` (``essences(s, "p1", fire=3)``)."""
    names = {
        "fire": "Kindled Essence",
        "earth": "Rootbound Essence",
        "water": "Tidal Essence",
        "air": "Gale Essence",
        "void": "Hollow Essence",
    }
    out = []
    for kind, n in counts.items():
        for _ in range(n):
            uid = new_card(state, sid, names[kind])
            seat(state, sid)["essences"].append(uid)
            out.append(uid)
    return out


def act(state: State, type_: str, sid: str, **fields: Any) -> State:
    return act_events(state, type_, sid, **fields)[0]


def act_events(state: State, type_: str, sid: str, **fields: Any) -> tuple[State, list[Event]]:
    before = copy.deepcopy(state)
    new, events = ENGINE.apply(state, {"type": type_, "seat": sid, **fields})
    assert state == before, "apply mutated its input"
    assert ENGINE.invariant_violations(new) == [], ENGINE.invariant_violations(new)
    return new, events


def pass_all(state: State) -> State:
    """Every player asked in the open response window passes."""
    while state["window"] is not None and state["window"]["queue"]:
        state = act(state, "pass", state["window"]["queue"][0])
    return state


def attack(state: State, sid: str, attacker: str, target: str, *, blockers: tuple[str, ...] = ()) -> State:
    """Declare an attack; everyone passes; the defender blocks with ``blockers`` in order (when asked)."""
    state = pass_all(act(state, "attack", sid, attacker=attacker, target=target))
    if state["combat"] is not None and state["combat"]["stage"] == "blocks":
        defender = state["combat"]["defender"]
        for b in blockers:
            state = act(state, "block", defender, card=b)
        state = pass_all(act(state, "done_blocking", defender))  # the window after blockers (t.TRAP_ANY_TIME)
    else:
        assert not blockers, "no blocking was possible"
    return state


def end_turn(state: State) -> State:
    """End the turn; everyone asked in the window before the turn passes passes."""
    return pass_all(act(state, "end_turn", state["turn"]["active_seat"]))


def refused(state: State, action: dict[str, Any], rule_id: str) -> RuleViolation:
    before = copy.deepcopy(state)
    with pytest.raises(RuleViolation) as info:
        ENGINE.apply(state, action)
    assert info.value.rule.id == rule_id, info.value
    assert state == before
    return info.value


def life(state: State, sid: str) -> int:
    return int(seat(state, sid)["life"])


def hp(state: State, uid: str) -> int:
    from rules.arcane.engine.board import health

    return health(state, uid)


def legal(state: State, sid: str, type_: str) -> list[dict[str, Any]]:
    return [a for a in ENGINE.legal_actions(state, sid) if a["type"] == type_]


def random_games(
    count: int, seed: int = 0, players: tuple[int, ...] = (2, 3, 4), start_at: int = 0
) -> Iterator[tuple[State, str, dict[str, Any], State]]:
    """Seeded random games ``start_at``..``count``-1 with the demo decks: yields (before, seat, action, after)."""
    names = ENGINE.demo_deck_names()
    for g in range(start_at, count):
        rnd = random.Random(seed * 100_003 + g)
        n = players[g % len(players)]
        decks = [{"name": f"P{i}", "deck": ENGINE.demo_deck(names[(g + i) % len(names)])} for i in range(n)]
        state, _ = ENGINE.setup(players=decks, cards=CARDS, seed=seed * 7919 + g)
        while ENGINE.outcome(state) is None:
            sid = ENGINE.to_act(state)[0]
            moves = [a for a in ENGINE.legal_actions(state, sid) if a["type"] != "concede"]
            if rnd.random() < 0.002:
                moves = [{"type": "concede", "seat": sid}]
            action = rnd.choice(moves)
            after, _ = ENGINE.apply(state, action)
            yield state, sid, action, after
            state = after
