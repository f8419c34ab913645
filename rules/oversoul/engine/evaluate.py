"""The AI hooks ``evaluate`` and ``playout_weight`` (``rules.ai.hooks``): a position's worth to each seat, and a
cheap move preference for playouts — the AI's knowledge of Oversoul."""

from __future__ import annotations

import math

from rules.base import Action, State
from rules.oversoul.engine import stats
from rules.oversoul.engine.state import SEATS, defn, other, seat


def card_worth(state: State, uid: str) -> float:
    rec = state["board"][uid]
    if rec["down"]:
        return 2.0
    card = defn(state, uid)
    if seat(state, rec["ctrl"])["leader"] == uid:
        return 0.0
    hp = stats.hp(state, uid)
    worth = 0.4 * hp + 0.6 * max(0, card["energy"])
    if card["type"] in ("unit", "leader"):
        speed = stats.spd(state, uid)
        worth += stats.dmg(state, uid) * (0.9 if speed >= 2 else 0.4 if speed == 1 else 0.1) + 0.15 * speed
        d = card["_d"]
        worth += 0.6 * (len(d["cont"]) + len(d["cons"]) + len(d["role_cont"]) + len(d["role_cons"]))
    worth += sum(0.3 * stats.hp(state, c) + 0.5 for c in rec["stack"])
    return worth + 1.0


def seat_score(state: State, sid: str) -> float:
    s = seat(state, sid)
    board = sum(card_worth(state, u) for u, r in state["board"].items() if r["ctrl"] == sid and r["on"] is None)
    deck = len(s["deck"])
    return 1.6 * s["hp"] + board + 0.9 * len(s["hand"]) + 0.5 * s["rank"] - (6.0 if deck < 3 else 0.0)


def values(state: State) -> dict[str, float]:
    """Each seat's value in [0, 1]: the result when the game is over, else a squashed score lead."""
    if state["status"] == "finished":
        w = state["winner"]
        return {s: (1.0 if s == w else 0.0) if w else 0.5 for s in SEATS}
    a, b = seat_score(state, SEATS[0]), seat_score(state, SEATS[1])
    v = 1.0 / (1.0 + math.exp(-(a - b) / 8.0))
    return {SEATS[0]: v, SEATS[1]: 1.0 - v}


def move_weight(state: State, a: Action) -> float:
    """Playout preference: good Attacks and Activations first, Preparing and ending the phase last."""
    kind = a["type"]
    if kind == "attack":
        tgt = a["target"]
        if seat(state, other(a["seat"]))["leader"] == tgt:
            return 6.0
        kills = stats.dmg(state, a["attacker"]) >= stats.hp(state, tgt)
        return 2.0 + 4.0 * kills
    if kind == "activate":
        return 4.0
    if kind in ("use", "guard"):
        return 3.0
    if kind == "prepare":
        return 0.3
    if kind == "end_phase":
        return 0.5 if a.get("return_three") else 1.0
    if kind == "concede":
        return 0.0
    return 1.0
