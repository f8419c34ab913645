"""Invariants of a sound engine state (checked after every action by the simulation and property tests)."""

from __future__ import annotations

from collections import Counter

from rules.base import State
from rules.oversoul.engine import board as bd
from rules.oversoul.engine import cards as cd
from rules.oversoul.engine import stats
from rules.oversoul.engine.state import MAX_RANK, defn


def zones(state: State) -> Counter[str]:
    """How many places each card instance is in; a sound state has each exactly once."""
    seen: Counter[str] = Counter()
    for s in state["seats"]:
        seen.update(s["deck"] + s["hand"] + s["idle"] + s["exile"])
    seen.update(state["board"].keys())
    seen.update(link["card"] for link in state["chain"] if link["kind"] == "activate" and link["from"] == "hand")
    return seen


def invariant_violations(state: State) -> list[str]:
    problems: list[str] = []
    seen = zones(state)
    problems += [f"card {u} is in {seen[u]} places" for u in state["inst"] if seen[u] != 1]
    problems += [f"unknown card {u}" for u in seen if u not in state["inst"]]
    for s in state["seats"]:
        if not 1 <= s["rank"] <= MAX_RANK:
            problems.append(f"{s['seat']} RANK {s['rank']}")
        if s["energy"] < 0 or s["floating"] < 0 or s["energy"] > s["rank"]:
            problems.append(f"{s['seat']} ENERGY {s['energy']} (+{s['floating']} floating) at RANK {s['rank']}")
        if s["hp"] > s["max_hp"] or (state["status"] == "active" and s["hp"] <= 0):
            problems.append(f"{s['seat']} Leader HP {s['hp']} of {s['max_hp']}")
        if s["plus_activated"] > 1:
            problems.append(f"{s['seat']} Activated {s['plus_activated']} +cards this turn")
        if any(cd.is_token(defn(state, u)) for u in s["deck"] + s["hand"] + s["idle"] + s["exile"]):
            problems.append(f"{s['seat']} holds a TOTEM off the board")
        if (
            state["status"] == "active"
            and state["phase"] == "play"
            and s["leader"] not in state["board"]
            and s["seat"] not in state["leader_gone"]
        ):
            problems.append(f"{s['seat']}'s Leader left the board unnoticed")
    problems += _board_problems(state)
    if state["status"] != "active" and (state["chain"] or state["choice"] or state["battle"]):
        problems.append("a finished game has something pending")
    if state["chain"] and not state["resolving"] and state["priority"] is None and state["choice"] is None:
        problems.append("a Timeshift with nobody holding priority")
    return problems


def _board_problems(state: State) -> list[str]:
    problems: list[str] = []
    board = state["board"]
    taken: Counter[tuple[str, str]] = Counter()
    for uid, rec in board.items():
        card = defn(state, uid)
        if rec["on"] is not None:
            host = board.get(rec["on"])
            if host is None or uid not in host["stack"] or host["ctrl"] != rec["ctrl"] or host["zone"] != rec["zone"]:
                problems.append(f"Construct {uid} is not on its host")
            continue
        taken[(rec["ctrl"], rec["zone"])] += 1
        zone = rec["zone"]
        if zone == bd.LEADER_ZONE and card["type"] != "leader":
            problems.append(f"{uid} in a Leader Zone")
        if zone not in bd.COLUMN:
            problems.append(f"{uid} in an unknown zone {zone}")
        if rec["down"] and (rec["exh"] or rec["charges"] or rec["granted"] or rec["stack"]):
            problems.append(f"Prepared card {uid} has a state a Prepared card can't have")
        if not rec["down"] and zone.startswith("u") and card["type"] not in ("unit", "leader"):
            problems.append(f"{card['type']} {uid} face-up in Unit Zone {zone}")
        if not rec["down"] and zone.startswith("e") and card["type"] not in ("event", "leader"):
            problems.append(f"{card['type']} {uid} face-up in Event Zone {zone}")
        if state["status"] == "active" and stats.hp(state, uid) <= 0 and state["phase"] == "play":
            problems.append(f"{uid} at {stats.hp(state, uid)} HP still on the board")
        if rec["dmg"] < 0:
            problems.append(f"{uid} has negative damage")
    problems += [f"{n} cards in {z} of {sid}" for (sid, z), n in taken.items() if n > 1]
    return problems
