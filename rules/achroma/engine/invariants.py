"""Invariants of a sound engine state (used after every action by the simulation tests)."""

from __future__ import annotations

from collections import Counter

from rules.achroma.engine import board as bd
from rules.achroma.engine.state import DEPLOY_LIMIT, TRADE_LIMIT, defn
from rules.base import State


def zones(state: State) -> Counter[str]:
    """How many times each card instance sits in some zone; a sound state has each exactly once."""
    seen: Counter[str] = Counter()
    for s in state["seats"]:
        seen.update(s["palette"] + s["hand"] + s["dregs"])
    for rec in state["board"].values():
        seen.update(rec["under"] + rec["secret"])
    seen.update(state["board"].keys())
    p = state["pending"]
    if p is not None and p["kind"] == "choice" and p["what"] == "secret":
        seen[p["card"]] += 1
    return seen


def invariant_violations(state: State) -> list[str]:
    problems: list[str] = []
    seen = zones(state)
    for uid in state["inst"]:
        if seen[uid] != 1:
            problems.append(f"card {uid} is in {seen[uid]} zones")
    problems += [f"unknown card {u}" for u in seen if u not in state["inst"]]
    for s in state["seats"]:
        if s["shards"] < 0:
            problems.append(f"{s['seat']} bank below 0")
        if s["out"] and any(rec["ctrl"] == s["seat"] for rec in state["board"].values()):
            problems.append(f"{s['seat']} is out but controls cards")
    turn = state["this_turn"]
    if turn["trade_shards"] > TRADE_LIMIT:
        problems.append(f"trade limit exceeded: {turn['trade_shards']}")
    if turn["deploys"] > DEPLOY_LIMIT:
        problems.append(f"deploy limit exceeded: {turn['deploys']}")
    active = state["turn"]["active_seat"]
    if (
        state["status"] == "active"
        and state["phase"] == "play"
        and (active is None or next(s for s in state["seats"] if s["seat"] == active)["out"])
    ):
        problems.append("the active seat is out of the game")
    if state["status"] == "finished" and state["pending"] is not None:
        problems.append("a finished game has a pending window")
    board = state["board"]
    for uid, rec in board.items():
        card = defn(state, uid)
        host = rec["on"]
        if host is not None:
            if host not in board:
                problems.append(f"{uid} is attached to {host}, which is not on a Canvas")
            elif board[host]["ctrl"] != rec["ctrl"]:
                problems.append(f"{uid} is controlled apart from its host")
        if card["type"] == "object" and rec["as"] != "object":
            problems.append(f"object {uid} is not attached to a Character")
        if card["type"] in ("action",):
            problems.append(f"action {uid} stayed on a Canvas")
        if rec["dmg"] < 0:
            problems.append(f"{uid} has negative damage")
        if rec["as"] is None and card["type"] == "character":
            relics = [o for o in bd.attached(state, uid, "object") if defn(state, o)["realm_relic"]]
            if len(relics) > 1:
                problems.append(f"{uid} wields {len(relics)} Realm Relics")
            if len(bd.attached(state, uid, "rider")) > 1:
                problems.append(f"{uid} carries more than one rider")
    return problems
