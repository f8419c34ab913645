"""Invariants of a sound engine state (checked after every action by the simulation and conformance tests)."""

from __future__ import annotations

from collections import Counter
from typing import Any

from rules.arcane.engine import board as bd
from rules.arcane.engine.effects import BANISH_LIMIT
from rules.arcane.engine.state import MAX_MULLIGANS, ROW_SLOTS, defn
from rules.base import State


def zones(state: State) -> Counter[str]:
    """How many times each card instance sits in some zone; a sound state has each exactly once."""
    seen: Counter[str] = Counter()
    for s in state["seats"]:
        seen.update(s["deck"] + s["hand"] + s["sanctum"] + s["abyss"] + s["essences"])
    seen.update(state["board"].keys())
    seen.update(d["card"] for d in state["domains"])
    seen.update(i["card"] for i in state["stack"] if i["kind"] == "card")
    p = state["pending"]
    if p is not None and p["what"] == "place":
        seen[p["card"]] += 1
    return seen


def invariant_violations(state: State) -> list[str]:
    problems: list[str] = []
    seen = zones(state)
    problems += [f"card {u} is in {seen[u]} zones" for u in state["inst"] if seen[u] != 1]
    problems += [f"unknown card {u}" for u in seen if u not in state["inst"]]
    for s in state["seats"]:
        problems += _seat_problems(state, s)
    problems += _board_problems(state)
    if state["this_turn"]["essences"] > 1:
        problems.append("more than one Essence placed this turn")
    if any(d["banish"] >= BANISH_LIMIT for d in state["domains"]):
        problems.append("a Domain with 5 Banish Counters stayed in play")
    if state["status"] == "finished":
        if any(state[k] for k in ("pending", "window", "combat", "stack")):
            problems.append("a finished game still has something in progress")
    elif state["phase"] == "play":
        active = state["turn"]["active_seat"]
        if next(s for s in state["seats"] if s["seat"] == active)["out"]:
            problems.append("the active seat is out of the game")
        ending = state["turn"]["step"] == "end_of_turn" and any(state[k] for k in ("pending", "window", "stack"))
        if state["turn"]["step"] not in ("action", "combat") and not ending:
            problems.append(f"the game waits in the {state['turn']['step']} phase")
    return problems


def _seat_problems(state: State, s: dict[str, Any]) -> list[str]:
    problems = []
    sid = s["seat"]
    if any(defn(state, u)["type"] != "essence" for u in s["essences"]):
        problems.append(f"{sid} has a non-Essence card among its Essences")
    if not set(s["spent"]) <= set(s["essences"]):
        problems.append(f"{sid} has exhausted Essences not in play")
    if any(n < 0 for n in s["floating"].values()):
        problems.append(f"{sid} has negative floating Essence")
    if not set(s["shown"]) <= set(s["hand"]):
        problems.append(f"{sid} shows cards not in its hand")
    if not set(s["known"]) <= set(s["deck"]):
        problems.append(f"{sid} knows deck cards not in its deck")
    if s["mulligans"] > MAX_MULLIGANS or s["to_bottom"] < 0:
        problems.append(f"{sid} has an impossible Mulligan count")
    if s["out"] and (s["essences"] or any(rec["ctrl"] == sid for rec in state["board"].values())):
        problems.append(f"{sid} is out but still has cards in play")
    if any(defn(state, u)["token"] for u in s["deck"] + s["hand"] + s["sanctum"] + s["abyss"]):
        problems.append(f"a token of {sid} left the Battlefield without leaving the game")
    return problems


def _board_problems(state: State) -> list[str]:
    problems = []
    spots: Counter[tuple[str, str, int]] = Counter()
    ancients: Counter[str] = Counter()
    for uid, rec in state["board"].items():
        d = defn(state, uid)
        if rec["zone"] == "ancient":
            ancients[rec["ctrl"]] += 1
            if d["type"] != "ancient":
                problems.append(f"{uid} sits in the Ancients zone but is a {d['type']}")
            continue
        if d["type"] not in ("creature", "artifact"):
            problems.append(f"{uid} ({d['type']}) sits in a row")
        if rec["zone"] not in bd.ROWS or not 1 <= rec["slot"] <= ROW_SLOTS:
            problems.append(f"{uid} is at an impossible position {rec['zone']} {rec['slot']}")
        if rec["zone"] == "back" and "taunt" in d["tr"]:
            problems.append(f"Taunt creature {uid} is in the Back Row")
        spots[(rec["ctrl"], rec["zone"], rec["slot"])] += 1
        if rec["dmg"] < 0 or any(b["left"] < 0 for b in rec["buffs"]):
            problems.append(f"{uid} has negative damage or counters")
    problems += [f"two perpetuals share {spot}" for spot, n in spots.items() if n > 1]
    problems += [f"{sid} controls {n} Ancients" for sid, n in ancients.items() if n > 1]
    if state["status"] == "active":
        given = bd.auras(state)
        dead = [u for u in state["board"] if bd.health(state, u, given) <= 0 or state["board"][u].get("doomed")]
        problems += [f"{u} has no HP left but stayed on the Battlefield" for u in dead]
    return problems
