"""The AI hooks ``evaluate``, ``playout_weight`` and ``search_actions`` (``rules.ai.hooks``): a position's worth to
each seat, a cheap move preference for playouts, and the moves worth a branch — the AI's knowledge of Oversoul.

A seat's score adds its Leader's HP (the game is won and lost there), what its board is worth (a Unit by the DMG it
can bring to bear, its HP and its Keyworded Abilities; +cards by the ENERGY they Generate), its hand and its
pressure: the DMG its ready Units could bring against the opposing Leader next turn, with a bonus when that is
lethal; ENERGY still to spend (the Leader's and upright +cards') counts a little, so that paying one way or
another is told apart. The value of a position is a logistic function of the score difference.
"""

from __future__ import annotations

import math

from rules.base import Action, State
from rules.oversoul.engine import legal, stats
from rules.oversoul.engine.state import SEATS, defn, other, seat

GOOD = {
    "GUARD": 1.0,
    "BARRIER": 1.2,
    "HYPER-BARRIER": 2.0,
    "CLEAVE": 1.0,
    "PIERCE": 0.8,
    "DUAL-STRIKE": 1.2,
    "HYPER-STRIKE": 2.0,
    "DEATHTOUCH": 1.5,
    "HYPER-DEATHTOUCH": 2.5,
    "VAMPIRISM": 1.0,
    "THORNS": 0.8,
    "RANGED": 0.8,
    "AVIAN": 1.0,
    "VEILED": 0.8,
    "HYPER-VEILED": 1.2,
    "CRYSTALIZED": 1.2,
    "RESISTANT": 1.0,
    "FRENZY": 0.8,
    "HYPER-FRENZY": 1.4,
    "DYNAMO": 0.6,
    "HYPER-DYNAMO": 1.0,
    "POLARITY": 0.3,
}
BAD = {"CHAINED": 3.0, "SEALED": 1.0, "DAMNED": 0.5, "PETRIFIED": 1.5, "AMORPHOUS": 0.3, "BERSERK": 0.2}
HP_WEIGHT, HAND_WEIGHT, SCALE = 2.0, 1.1, 9.0
ENERGY_WEIGHT = 0.2  # a point of ENERGY still to spend: answers in the other player's turn
OTHER_PAYMENT = 0.5  # a playout prefers the default payment (it spares GUARD, DYNAMO and FRENZY cards)


def _attack_power(state: State, uid: str) -> float:
    """The DMG this Unit can bring next turn (0 if it cannot Attack)."""
    if stats.spd(state, uid) < 2:
        return 0.0
    kws = stats.keywords(state, uid)
    if "CHAINED" in kws:
        return 0.0
    hits = 1 + stats.level(state, uid, "STRIKE")
    return float(stats.dmg(state, uid) * hits)


def card_worth(state: State, uid: str) -> float:
    rec = state["board"][uid]
    if rec["down"]:
        return 2.5
    card = defn(state, uid)
    owner_seat = seat(state, rec["ctrl"])
    if owner_seat["leader"] == uid and rec["zone"] == "leader":
        return 0.0
    hp = stats.hp(state, uid) if owner_seat["leader"] != uid else 0
    worth: float = 1.0 + 0.45 * hp + 1.1 * max(0, card["energy"])
    kws = stats.keywords(state, uid)
    if rec["zone"][0] == "u":
        speed = stats.spd(state, uid)
        worth += 0.9 * _attack_power(state, uid) + 0.25 * stats.dmg(state, uid) * (speed >= 1) + 0.1 * speed
    if kws:
        worth += sum(GOOD.get(k, 0.0) for k in kws) - sum(BAD.get(k, 0.0) for k in kws)
    if card["_d"]["printed"] or card["_d"]["role_abilities"] or card["_d"]["grants"]:
        worth += 0.8
    for c in rec["stack"]:
        worth += 0.4 * stats.hp(state, c) + 0.5 + 1.1 * max(0, defn(state, c)["energy"])
    return worth


def seat_score(state: State, sid: str) -> float:
    s = seat(state, sid)
    foe = seat(state, other(sid))
    board = 0.0
    pressure = 0.0
    guards = 0
    energy: int = s["energy"]
    for u, r in state["board"].items():
        if r["ctrl"] != sid or r["on"] is not None:
            continue
        board += card_worth(state, u)
        if not r["exh"] and not r["down"] and r["zone"] != "leader":
            energy += max(0, defn(state, u)["energy"])
        if not r["down"] and r["zone"][0] == "u":
            pressure += _attack_power(state, u)
            guards += "GUARD" in stats.keywords(state, u)
    score: float = HP_WEIGHT * s["hp"] + board + HAND_WEIGHT * min(len(s["hand"]), 7) + 0.4 * s["rank"]
    score += 0.35 * pressure + (4.0 if pressure >= foe["hp"] else 0.0) + 0.5 * guards + ENERGY_WEIGHT * energy
    if len(s["deck"]) < 3:
        score -= 3.0 * (3 - len(s["deck"]))
    return score


def values(state: State) -> dict[str, float]:
    """Each seat's value in [0, 1]: the result when the game is over, else a squashed score lead."""
    if state["status"] == "finished":
        w = state["winner"]
        return {s: (1.0 if s == w else 0.0) if w else 0.5 for s in SEATS}
    a, b = seat_score(state, SEATS[0]), seat_score(state, SEATS[1])
    v = 1.0 / (1.0 + math.exp(-(a - b) / SCALE))
    return {SEATS[0]: v, SEATS[1]: 1.0 - v}


def _hurts_own(state: State, a: Action) -> bool:
    """A Selection of one's own card for an Ability that Deals DMG or hampers (a playout avoids these)."""
    target = a.get("target")
    rec = state["board"].get(target) if isinstance(target, str) else None
    return rec is not None and rec["ctrl"] == a["seat"]


def search_actions(state: State, sid: str) -> list[Action]:
    """The listed moves less most other payments: a card's other ways to pay are weighed with its first zone,
    host or Selection only, never once more for each of the others, and Preparing (1 ENERGY) is paid by default."""
    out: list[Action] = []
    first: dict[tuple[str, str, str], Action] = {}
    for a in legal.legal_actions(state, sid):
        if "generate" in a:
            if a["type"] == "prepare":
                continue
            bare = {k: v for k, v in a.items() if k != "generate"}
            if first.setdefault((a["type"], a["card"], str(a.get("ability"))), bare) != bare:
                continue
        out.append(a)
    return out


def move_weight(state: State, a: Action) -> float:
    """Playout preference: Attacks that kill or hit the Leader, Activations, useful Selections; Preparing and
    passing up chances last; a payment other than the default half as often."""
    weight = _weight(state, a)
    return weight * OTHER_PAYMENT if "generate" in a else weight


def _weight(state: State, a: Action) -> float:
    kind = a["type"]
    if kind == "attack":
        tgt = a["target"]
        if seat(state, other(a["seat"]))["leader"] == tgt:
            return 6.0
        kills = stats.dmg(state, a["attacker"]) >= stats.hp(state, tgt)
        survives = bd_kind_unit(state, tgt) is False or stats.dmg(state, tgt) < stats.hp(state, a["attacker"])
        return 1.0 + 4.0 * kills + 2.0 * survives
    if kind == "activate":
        if "target" in a:
            return 0.3 if _hurts_own(state, a) and _harmful_activation(state, a) else 4.0
        return 4.0
    if kind == "choose":
        return _choose_weight(state, a)
    if kind in ("use", "guard"):
        return 3.0
    if kind == "prepare":
        return 0.15
    if kind == "decline" and state["choice"] is not None and state["choice"]["kind"] == "return_three":
        return 1.0 if state["choice"]["stage"] == "hand" else 0.1  # once started, Returning three is seen through
    if kind in ("mulligan",):
        return 0.3
    if kind == "concede":
        return 0.0
    return 1.0


def bd_kind_unit(state: State, uid: str) -> bool:
    r = state["board"][uid]
    return not r["down"] and r["zone"][0] == "u" and r["on"] is None


def _harmful_activation(state: State, a: Action) -> bool:
    card = defn(state, a["card"])
    return any(op["op"] in ("damage", "exile") or op.get("kw") in BAD for e in card["effects"] for op in e["do"])


def _choose_weight(state: State, a: Action) -> float:
    c = state["choice"]
    if c is not None and c["kind"] == "return_three" and c["stage"] == "hand":
        return 0.3 / max(1, len(seat(state, c["seat"])["hand"]))  # Returning three about a turn in four
    if c is None or c["kind"] != "trigger":
        return 1.0
    ops = c["trigger"]["ability"]["do"]
    harmful = any(op["op"] == "damage" for op in ops)
    if _hurts_own(state, a):
        return 0.2 if harmful and c["trigger"]["key"] != "r:VOPROS" else 2.0
    return 3.0 if harmful else 1.0
