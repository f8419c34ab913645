"""A quiet position's worth to each seat — the AI's knowledge of Chronicles of Arcane (``policy.values`` makes a
position quiet first).

A seat's score counts Life (each point worth more as it runs low), the board it controls (a creature's Attack Power
and HP, and its Traits), the Essences in play and the cards in hand; the value is a logistic of the score's lead
over the best rival.
"""

from __future__ import annotations

import math
from typing import Any

from rules.arcane.engine import board as bd
from rules.arcane.engine.state import defn, seat
from rules.base import State

TRAIT_WORTH = {
    "aerial": 1.0,
    "deathstrike": 2.0,
    "formidable": 1.0,
    "generator": 1.5,
    "haste": 0.3,
    "lifedrain": 1.0,
    "magic_ward": 0.5,
    "persistence": 0.8,
    "preemptive_strike": 1.0,
    "reach": 0.6,
    "stealth": 0.6,
    "taunt": 0.6,
    "unblockable": 1.2,
    "undead": 0.4,
}
SCALE = 7.0


def card_worth(state: State, uid: str, given: list[Any]) -> float:
    d = defn(state, uid)
    hp = max(0, bd.health(state, uid, given))
    if d["type"] == "artifact":
        return 1.0 + 0.4 * hp + 1.2 * len(d["effects"])
    ap = bd.attack_power(state, uid, given)
    worth = 1.0 + 1.1 * ap + 0.7 * hp + sum(TRAIT_WORTH.get(k, 0.0) for k in d["tr"])
    if d["type"] == "ancient":
        return 0.25 * worth + 2.0
    if not state["board"][uid]["ex"]:
        worth += 0.3 * ap  # ready to attack or block
    return worth + 0.8 * len(d["effects"])


def life_worth(life: int) -> float:
    """Life points matter more as they run out."""
    if life <= 0:
        return -40.0
    return 1.0 * life + 12.0 * (1.0 - math.exp(-life / 6.0))


def seat_score(state: State, sid: str, given: list[Any]) -> float:
    s = seat(state, sid)
    if s["out"]:
        return -200.0
    board = sum(card_worth(state, u, given) for u, rec in state["board"].items() if rec["ctrl"] == sid)
    return life_worth(s["life"]) + board + 1.6 * len(s["essences"]) + 0.9 * len(s["hand"])


def values(state: State) -> dict[str, float]:
    """Each seat's value in [0, 1]: the result when the game is over, else a squashed score lead."""
    seats = [s["seat"] for s in state["seats"]]
    if state["status"] == "finished":
        w = state["winner"]
        return {s: (1.0 if s == w else 0.0) if w else 0.5 for s in seats}
    given = bd.auras(state)
    scores = {s: seat_score(state, s, given) for s in seats}
    out = {}
    for s in seats:
        rival = max(v for k, v in scores.items() if k != s)
        out[s] = 1.0 / (1.0 + math.exp(-(scores[s] - rival) / SCALE))
    return out
