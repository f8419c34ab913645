"""Everything a sound Oversoul state satisfies (checked after every action by the property tests)."""

from __future__ import annotations

import json
from typing import Any

from rules.base import State
from rules.oversoul import actions as A
from rules.oversoul.state import PHASES, SEATS


def invariant_violations(state: State) -> list[str]:
    problems: list[str] = []
    try:
        json.dumps(state)
    except (TypeError, ValueError) as exc:
        problems.append(f"state is not JSON-serialisable: {exc}")
    for key in ("ruleset", "seed", "rng_counter", "status", "winner", "finish_reason", "seats", "turn"):
        if key not in state:
            problems.append(f"state lacks {key}")
    if problems:
        return problems
    if [s["seat"] for s in state["seats"]] != list(SEATS):
        problems.append("seats are not exactly p1, p2")
        return problems
    for s in state["seats"]:
        problems += _seat_problems(s)
        if s.get("opening_hand") not in (None, "kept", "replaced"):
            problems.append(f"{s['seat']} opening hand {s.get('opening_hand')!r}")
        elif s.get("opening_hand") is None and "opening" in state and not state["opening"]:
            problems.append(f"{s['seat']} never decided on a hand although the Game has begun")
    turn = state["turn"]
    if turn["active_seat"] not in SEATS or turn["step"] not in PHASES or turn["number"] < 1:
        problems.append(f"bad turn {turn}")
    out = [s["seat"] for s in state["seats"] if s["out"]]
    if state["status"] == "active":
        if state["winner"] is not None or state["finish_reason"] is not None or out:
            problems.append("an active game has a winner, a finish reason or a seat out")
        problems += [f"{s['seat']} is at 0 HP in an active game" for s in state["seats"] if s["hp"] == 0]
    elif state["status"] == "finished":
        if state["winner"] not in SEATS or not state["finish_reason"]:
            problems.append("a finished game lacks a winner seat or a reason")
        elif out != [s for s in SEATS if s != state["winner"]]:
            problems.append(f"the loser is not out (out: {out}, winner: {state['winner']})")
    else:
        problems.append(f"unknown status {state['status']!r}")
    return problems


def _seat_problems(s: dict[str, Any]) -> list[str]:
    problems = []
    for c in A.COUNTERS:
        value = s.get(c.name)
        if isinstance(value, bool) or not isinstance(value, int):
            problems.append(f"{s['seat']}.{c.name} is not an integer: {value!r}")
        elif c.minimum is not None and value < c.minimum:
            problems.append(f"{s['seat']}.{c.name} = {value} is below {c.minimum}")
        elif c.maximum is not None and value > c.maximum:
            problems.append(f"{s['seat']}.{c.name} = {value} is above {c.maximum}")
    if problems:
        return problems
    if not 0 <= s["prepared_this_turn"] <= s["prepared"]:
        problems.append(f"{s['seat']} prepared_this_turn {s['prepared_this_turn']} outside 0..{s['prepared']}")
    if s["generate_activated"] not in (0, 1):
        problems.append(f"{s['seat']} Activated {s['generate_activated']} +cards this turn (limit 1)")
    if s["max_hp"] < 1 or s["cycles"] < 0:
        problems.append(f"{s['seat']} has max_hp {s['max_hp']} / cycles {s['cycles']}")
    return problems
