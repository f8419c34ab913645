"""The AI hooks ``evaluate`` and ``playout_weight`` (``rules.ai.hooks``): a position's worth to each seat, and a
cheap move preference for playouts — the AI's knowledge of Chronicles of Arcane.

A seat's score counts Life (each point worth more as it runs low), the board it controls (a creature's Attack Power
and HP, and its Traits), the Essences in play and the cards in hand; the value is a logistic of the score's lead
over the best rival. Playouts prefer developing, trading up and hitting the player over passing.
"""

from __future__ import annotations

import math
from typing import Any

from rules.arcane.engine import board as bd
from rules.arcane.engine import combat
from rules.arcane.engine import essence as es
from rules.arcane.engine.state import defn, seat
from rules.base import Action, State

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


def move_weight(state: State, a: Action) -> float:
    """Playout preference: develop, trade up, hit the player; pass and end the turn last."""
    kind = a["type"]
    if kind == "place_essence":
        return 12.0
    if kind == "invoke":
        d = defn(state, a["card"])
        if d["type"] == "spell" and a.get("target") is not None:
            return _spell_weight(state, a)
        return 6.0 + d["cost"]
    if kind == "attack":
        return _attack_weight(state, a)
    if kind == "place":
        return 3.0 if a["row"] == "front" else 1.0
    if kind in ("block",):
        return 2.0
    if kind in ("keep", "done_blocking", "pass", "choose_target", "choose_card", "choose_option", "activate"):
        return 2.0
    if kind == "end_turn":
        return 1.0
    if kind == "move":
        return 0.05
    if kind == "mulligan":
        return 0.1
    return 0.0 if kind == "concede" else 1.0


def _spell_weight(state: State, a: Action) -> float:
    tgt = a["target"]
    mine = a["seat"]
    if tgt in state["board"]:
        return 5.0 if state["board"][tgt]["ctrl"] != mine else 0.3
    if isinstance(tgt, str) and tgt.startswith("p"):
        return 4.0 if tgt != mine else 0.1
    return 1.0


def _attack_weight(state: State, a: Action) -> float:
    att, tgt = a["attacker"], a["target"]
    ap = bd.attack_power(state, att)
    if combat.is_seat(tgt):
        return 3.0 + ap
    if tgt not in state["board"]:
        return 0.5  # the Domain
    kills = ap >= bd.health(state, tgt)
    survives = bd.attack_power(state, tgt) < bd.health(state, att)
    return 0.5 + 4.0 * kills + 2.0 * survives


def essence_ready(state: State, sid: str) -> int:
    return es.total_available(state, sid)
