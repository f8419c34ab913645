"""The invariants a sound Athernum state keeps (checked after every action by the property tests)."""

from __future__ import annotations

import json
from typing import Any

from rules.athernum.actions import COUNTERS
from rules.athernum.state import TURN_STRUCTURE, in_game
from rules.athernum.victory import objective_winners, superiority_winner
from rules.base import State


def invariant_violations(state: State) -> list[str]:
    problems: list[str] = []
    for counter in COUNTERS:
        holders = [state] if counter.per == "game" else state["seats"]
        for holder in holders:
            value = holder[counter.name]
            where = holder.get("seat", "game")
            if not isinstance(value, int) or isinstance(value, bool):
                problems.append(f"{counter.name} of {where} is not an integer")
            elif counter.minimum is not None and value < counter.minimum:
                problems.append(f"{counter.name} of {where} is {value}, below {counter.minimum}")
            elif counter.maximum is not None and value > counter.maximum:
                problems.append(f"{counter.name} of {where} is {value}, above {counter.maximum}")
    on_cards = 0
    for s in state["seats"]:
        held = sum(c["tokens"] for c in s["cards"])
        on_cards += held
        if held != s["victory_tokens"]:
            problems.append(f"{s['seat']} shows {s['victory_tokens']} victory tokens but its cards hold {held}")
        if any(c["tokens"] < 0 for c in s["cards"]):
            problems.append(f"a card of {s['seat']} holds fewer than 0 tokens")
        names = [c["card"].casefold() for c in s["cards"]]
        if len(names) != len(set(names)):
            problems.append(f"{s['seat']} controls two copies of a card with a Victory Token field")
        problems += _slot_problems(s)
    if state["vt_pool"] + on_cards != state["vt_total"]:
        problems.append(
            f"tokens not conserved: pool {state['vt_pool']} + on cards {on_cards} != entered {state['vt_total']}"
        )
    problems += _turn_problems(state)
    try:
        json.dumps(state)
    except (TypeError, ValueError) as exc:
        problems.append(f"state is not JSON-serialisable: {exc}")
    return problems


def _slot_problems(s: dict[str, Any]) -> list[str]:
    """At most one main character, and it is a character (none after a starting location); one location at most,
    and a location card with a Victory Token field is the one on the Location slot."""
    problems: list[str] = []
    mains = [c for c in s["cards"] if c["main"]]
    if s["out"] and (s["cards"] or s.get("location")):
        problems.append(f"{s['seat']} is out but still has cards in play")
    if len(mains) > 1 or any(c.get("card_type", "character") != "character" for c in mains):
        problems.append(f"{s['seat']} has main characters {[c['card'] for c in mains]}")
    locations = [c["card"] for c in s["cards"] if c.get("card_type") == "location"]
    slot = s.get("location")
    if len(locations) > 1 or (locations and (slot is None or locations[0].casefold() != slot.casefold())):
        problems.append(f"{s['seat']} has location cards {locations} but {slot!r} on its Location slot")
    return problems


def _turn_problems(state: State) -> list[str]:
    problems: list[str] = []
    turn: dict[str, Any] = state["turn"]
    if turn["step"] not in TURN_STRUCTURE:
        problems.append(f"unknown step {turn['step']!r}")
    if state["status"] == "active":
        if state["winner"] is not None:
            problems.append("an active game has a winner")
        if turn["active_seat"] not in in_game(state):
            problems.append(f"the active seat {turn['active_seat']} is not in the game")
        if objective_winners(state) or superiority_winner(state) or len(in_game(state)) < 2:
            problems.append("the game is still active although someone has won")
    elif state["status"] == "finished":
        if state["winner"] is None or not state["finish_reason"]:
            problems.append("a finished game has no winner or reason")
    else:
        problems.append(f"unknown status {state['status']!r}")
    return problems
