"""The AI hooks ``evaluate`` and ``playout_weight`` (``rules.ai.hooks``): a position's worth to each seat, and a
cheap move preference for playouts — the AI's knowledge of Achroma."""

from __future__ import annotations

import math

from rules.achroma.engine import board as bd
from rules.achroma.engine.state import WINNING_SHARDS, defn, seat
from rules.base import Action, State

AE_WORTH = {"gain": 2.0, "drain": 2.2, "steal": 3.2, "prevent": 1.2}


def card_worth(state: State, uid: str) -> float:
    """Shards a card on the Canvas is expected to be worth over the next turns."""
    ae = bd.achroma_effect(state, uid)
    worth = AE_WORTH.get(ae["kind"], 0.0) * ae["amount"] if ae else 0.0
    worth += 0.35 * bd.strength(state, uid) + 0.25 * max(0, bd.shards_left(state, uid))
    worth += 1.0 * len([e for e in bd.abilities(state, uid) if e.get("when") in ("resolve", "activated", "dispose")])
    return worth


def seat_score(state: State, sid: str) -> float:
    s = seat(state, sid)
    if s["out"]:
        return -100.0
    board = sum(card_worth(state, u) for u in bd.canvas(state, sid))
    shards: int = s["shards"]
    return shards + 0.8 * board + 0.6 * len(s["hand"]) + (4.0 if shards >= WINNING_SHARDS - 5 else 0.0)


def values(state: State) -> dict[str, float]:
    """Each seat's value in [0, 1]: the result when the game is over, else a squashed score lead."""
    seats = [s["seat"] for s in state["seats"]]
    if state["status"] == "finished":
        w = state["winner"]
        return {s: (1.0 if s == w else 0.0) if w else 0.5 for s in seats}
    scores = {s: seat_score(state, s) for s in seats}
    out = {}
    for s in seats:
        rival = max(v for k, v in scores.items() if k != s)
        out[s] = 1.0 / (1.0 + math.exp(-(scores[s] - rival) / 6.0))
    return out


def move_weight(state: State, a: Action) -> float:
    """Playout preference: bank effects first, good trades of blows, affordable deploys; passing last."""
    kind = a["type"]
    if kind == "resolve":
        return 8.0
    if kind == "attack":
        att, de = a["attacker"], a["defender"]
        kills = bd.stack_strength(state, att) >= bd.shards_left(state, de)
        survives = bd.stack_strength(state, de) < bd.shards_left(state, att)
        return 1.0 + 4.0 * kills + 2.0 * survives
    if kind == "deploy":
        left = seat(state, a["seat"])["shards"] - (1 if a.get("mode") else defn(state, a["card"])["shard_value"])
        return 4.0 if left >= 5 else (0.5 if left > 0 else 0.01)
    if kind in ("activate", "mount", "reveal_secret"):
        return 3.0
    if kind == "trade":
        shard_value: int = defn(state, a["card"])["shard_value"]
        return 2.0 + 0.3 * shard_value
    if kind == "draw":
        return 2.0
    if kind in ("next_step", "pass_turn", "react_pass", "keep"):
        return 1.0
    if kind == "concede":
        return 0.0
    return 1.5
