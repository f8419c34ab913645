"""``invariant_violations``: the laws every Athernum engine state keeps (the soak tests check them after every
action)."""

from __future__ import annotations

from collections import Counter

from rules.athernum.engine import state as st
from rules.base import State
from rules.common import seat


def _zones(state: State) -> Counter[str]:
    where: Counter[str] = Counter()
    for s in state["seats"]:
        for zone in ("deck", "extra", "hand", "discard", "void"):
            where.update(s[zone])
        if state["phase"] == "start" and s["start"] is not None:
            where[s["start"]] += 1
    where.update(list(state["board"]))
    where.update(i["card"] for i in state["stack"] if i.get("card") is not None)
    return where


def invariant_violations(state: State) -> list[str]:
    out: list[str] = []
    where = _zones(state)
    for uid in state["inst"]:
        if where[uid] != 1:
            out.append(f"card {uid} is in {where[uid]} zones")
    out += [f"unknown card {u}" for u in where if u not in state["inst"]]
    placed = sum(rec["vt"] for rec in state["board"].values())
    if state["vt_pool"] < 0 or state["vt_pool"] + placed != state["vt_total"]:
        out.append(f"pool {state['vt_pool']} + placed {placed} != fields entered {state['vt_total']}")
    for rec in state["board"].values():
        if min(rec["vt"], rec["dmg"], rec["ex"]) < 0:
            out.append("a negative counter on a card")
    for s in state["seats"]:
        sid = s["seat"]
        if not 0 <= s["command_tokens"] <= st.COMMAND_TOKENS:
            out.append(f"{sid} holds {s['command_tokens']} Command Tokens")
        if any(n < 0 for n in [*s["ready"].values(), *s["spent"].values()]):
            out.append(f"{sid} has a negative resource count")
        mine = sum(rec["vt"] for rec in state["board"].values() if rec["ctrl"] == sid)
        if s["victory_tokens"] != mine:
            out.append(f"{sid} counts {s['victory_tokens']} Victory Tokens, its cards hold {mine}")
        out += _seat_board(state, sid)
    if state["status"] == "active" and state["phase"] == "play":
        if state["window"] is not None and not (state["stack"] and state["window"]["queue"]):
            out.append("a question is open with nothing on the stack or nobody to ask")
        if state["stack"] and state["window"] is None and state["choice"] is None:
            out.append("the stack holds an effect nobody is asked about")
        if state["choice"] is not None and state["window"] is not None:
            out.append("a choice and a question are open at once")
    return out


def _seat_board(state: State, sid: str) -> list[str]:
    s = seat(state, sid)
    board = state["board"]
    out: list[str] = []
    if len(s["characters"]) > st.CHARACTER_SLOTS:
        out.append(f"{sid} has {len(s['characters'])} characters in the regular slots")
    for uid in st.characters(state, sid):
        if uid not in board or board[uid]["ctrl"] != sid or st.defn(state, uid)["type"] != "character":
            out.append(f"{sid}'s character {uid} is not a character of theirs in play")
            continue
        rec = board[uid]
        if rec["up"] != (rec["ex"] == 0):
            out.append(f"{uid} is face-{'up' if rec['up'] else 'down'} with {rec['ex']} Exhaustion Counters")
        if st.free_item_slots(state, uid) < 0:
            out.append(f"{uid} carries more items than its item slots")
        for item in rec["items"]:
            if item not in board or board[item]["on"] != uid:
                out.append(f"item {item} of {uid} is not attached to it")
    loc = s["location"]
    if loc is not None and (loc not in board or st.defn(state, loc)["type"] != "location"):
        out.append(f"{sid}'s location {loc} is not a location in play")
    locations = [u for u, r in board.items() if r["ctrl"] == sid and st.defn(state, u)["type"] == "location"]
    if len(locations) > 1:
        out.append(f"{sid} controls {len(locations)} locations")
    held = set(st.characters(state, sid)) | ({loc} if loc else set()) | ({s["start"]} if s["start"] else set())
    for uid, rec in board.items():
        if rec["ctrl"] == sid and rec["on"] is None and uid not in held:
            out.append(f"{uid} is in play in no slot")
    return out
