"""Static and Equip abilities: the continuous modifiers of the cards in play, computed from the board whenever a rule
reads them, so one ends the moment its card turns face-down or leaves its zone (t.STATIC: "Ends if the card is
turned face-down or leaves the respective zone"; t.EQUIP: "only active if the item is face-up in an item slot").

An Equip ability modifies "the carrying character" — whichever character the item is attached to at the time
(t.EQUIP_MOVES). A face-down card has no abilities and no values (t.FACE_DOWN_VALUES).
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from typing import Any

from rules.athernum.engine import state as st
from rules.base import State
from rules.common import seat


def active(state: State, uid: str) -> bool:
    """A card's abilities work: it is in play face-up, and an item also sits in an item slot."""
    rec = state["board"].get(uid)
    if rec is None or not rec["up"] or rec.get("settling"):  # settling: revealed, its abilities still on the stack
        return False
    return st.defn(state, uid)["type"] != "item" or rec["on"] is not None


def effects(state: State, uid: str, kind: str) -> list[dict[str, Any]]:
    return [e for e in st.defn(state, uid)["fx"] if e["kind"] == kind]


def holds(state: State, sid: str, condition: Mapping[str, Any] | None, source: str | None = None) -> bool:
    """A printed condition ("while you control a location", "if you control three or more items"...)."""
    if not condition:
        return True
    board = state["board"]
    for key, want in condition.items():
        if key == "location" and (seat(state, sid)["location"] is None) == bool(want):
            return False
        if key == "items" and items_controlled(state, sid) < want:
            return False
        if key == "characters" and len(st.characters(state, sid)) < want:
            return False
        if key == "fallen" and seat(state, sid)["fallen"] < want:
            return False
        if key == "hand_at_most" and len(seat(state, sid)["hand"]) > want:
            return False
        if key == "carrier_is_main":
            carrier = board[source]["on"] if source in board else None
            if carrier is None or carrier != seat(state, sid)["main"]:
                return False
    return True


def items_controlled(state: State, sid: str) -> int:
    return sum(1 for u, r in state["board"].items() if r["ctrl"] == sid and st.defn(state, u)["type"] == "item")


def _statics(state: State, uid: str) -> Iterator[dict[str, Any]]:
    """The static abilities working on ``uid`` itself: its own (while face-up) and its face-up items' Equip ones."""
    rec = state["board"][uid]
    if rec["up"]:
        for e in effects(state, uid, "static"):
            if holds(state, rec["ctrl"], e.get("condition")):
                yield e
    for item in rec["items"]:
        if active(state, item):
            yield from effects(state, item, "equip")


def has(state: State, uid: str, rule: str) -> bool:
    return uid in state["board"] and any(e["rule"] == rule for e in _statics(state, uid))


def controller_has(state: State, sid: str, rule: str) -> list[dict[str, Any]]:
    """The working static abilities named ``rule`` on every card ``sid`` controls (a location's, a character's)."""
    return [
        e
        for u, rec in state["board"].items()
        if rec["ctrl"] == sid and active(state, u)
        for e in effects(state, u, "static")
        if e["rule"] == rule and holds(state, sid, e.get("condition"))
    ]


def ofv(state: State, uid: str) -> int:
    """The Offensive Value now: printed, plus static and Equip modifiers, plus "until the end of the turn" boosts."""
    rec = state["board"][uid]
    if not rec["up"]:
        return 0
    bonus = sum(e.get("amount", 0) for e in _statics(state, uid) if e["rule"] == "ofv")
    return max(0, int(st.defn(state, uid)["ofv"]) + int(bonus) + int(rec.get("boost", 0)))


def dfv(state: State, uid: str) -> int:
    """The Defensive Value now; "while they defend" counts for the character that fought an attacker on the
    defending side, for the rest of that turn (docs/athernum-rulings.md, "Defending")."""
    rec = state["board"][uid]
    if not rec["up"]:
        return 0
    bonus = sum(e.get("amount", 0) for e in _statics(state, uid) if e["rule"] == "dfv")
    if rec.get("defended") == state["turn"]["number"]:
        bonus += sum(e.get("amount", 0) for e in controller_has(state, rec["ctrl"], "defend_dfv"))
    return max(0, int(st.defn(state, uid)["dfv"]) + int(bonus))


def cost(state: State, sid: str, uid: str) -> int:
    """A character's cost for ``sid``: "Characters you play cost 1 less, to a minimum of 1"."""
    printed = int(st.defn(state, uid)["cost"] or 0)
    change = sum(e.get("amount", 0) for e in controller_has(state, sid, "cost"))
    return printed if change == 0 or printed == 0 else max(1, printed + change)


def cost_faction(state: State, uid: str) -> str | None:
    """The faction a cost needs one marker of: none for "can be paid for with resources of any faction"."""
    d = st.defn(state, uid)
    if any(e["kind"] == "static" and e["rule"] == "any_faction" for e in d["fx"]):
        return None
    return None if d["faction"] is None else str(d["faction"])


def attack_targets(state: State, attacker_seat: str, candidates: list[str]) -> list[str]:
    """Which of the face-up opposing characters may be attacked: "cannot be attacked while you control a location",
    "cannot be attacked while another of your characters can be" (Thornweave Cloak), then "Opposing characters must
    attack Copper Sentinel if able"."""
    open_ = [u for u in candidates if not has(state, u, "unattackable")]
    out = []
    for u in open_:
        others = [o for o in open_ if o != u and state["board"][o]["ctrl"] == state["board"][u]["ctrl"]]
        if has(state, u, "cloak") and any(not has(state, o, "cloak") for o in others):
            continue
        out.append(u)
    lured = [u for u in out if has(state, u, "lure")]
    return lured or out


def items_protected(state: State, item: str, by: str) -> bool:
    """ "Items attached to Rivetsmith cannot be discarded by your opponents' effects"."""
    host = state["board"][item]["on"]
    return host is not None and by != state["board"][host]["ctrl"] and has(state, host, "items_protected")
