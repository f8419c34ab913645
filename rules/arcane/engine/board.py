"""The Battlefield: rows and positions, cover, a card's current stats, damage and healing.

A perpetual on the Battlefield has a board record (``state["board"][uid]``): its controller, ``zone`` (``front``,
``back`` or ``ancient``), ``slot`` (1–6 in a row), damage on its printed HP (``dmg``), whether it is exhausted
(``ex``), temporary modifiers (``buffs``), Stealth still active, and ``held`` (turns it stays exhausted).
"""

from __future__ import annotations

from typing import Any

from rules.arcane.engine import cards as cd
from rules.arcane.engine import texts as t
from rules.arcane.engine.state import ROW_SLOTS, defn, seat
from rules.base import Event, State

ROWS = ("front", "back")
Aura = tuple[str | None, dict[str, Any]]


def kind(state: State, uid: str) -> str:
    return str(defn(state, uid)["type"])


def has(state: State, uid: str, trait: str) -> bool:
    return trait in defn(state, uid)["tr"]


def is_creature(state: State, uid: str) -> bool:
    kind: str = defn(state, uid)["type"]
    return kind == "creature"


def controlled(state: State, sid: str) -> list[str]:
    return [u for u, rec in state["board"].items() if rec["ctrl"] == sid]


def creatures(state: State, sid: str | None = None) -> list[str]:
    return [
        u
        for u, rec in state["board"].items()
        if (sid is None or rec["ctrl"] == sid) and defn(state, u)["type"] == "creature"
    ]


# ---- positions -------------------------------------------------------------------------------------------------------


def occupant(state: State, sid: str, zone: str, slot: int) -> str | None:
    board: dict[str, dict[str, Any]] = state["board"]
    for u, rec in board.items():
        if rec["slot"] == slot and rec["zone"] == zone and rec["ctrl"] == sid:
            return u
    return None


def taken(state: State, sid: str) -> set[tuple[str, int]]:
    return {(rec["zone"], rec["slot"]) for rec in state["board"].values() if rec["ctrl"] == sid}


def free_positions(state: State, sid: str, *, front_only: bool = False) -> list[tuple[str, int]]:
    """t.ROWS, t.FRONT_ROW_SIZE: six positions a row; t.TAUNT: a Taunt creature only in the Front Row."""
    used = taken(state, sid)
    rows = ("front",) if front_only else ROWS
    return [(row, slot) for row in rows for slot in range(1, ROW_SLOTS + 1) if (row, slot) not in used]


def front_only(card: dict[str, Any]) -> bool:
    return "taunt" in card["tr"]


def moves(state: State, uid: str, used: set[tuple[str, int]] | None = None) -> list[tuple[str, int]]:
    """t.MOVE: the empty positions directly Adjacent (same row) or In-line (same slot, other row)."""
    rec = state["board"][uid]
    row, slot = rec["zone"], rec["slot"]
    other = "back" if row == "front" else "front"
    spots = [(row, slot - 1), (row, slot + 1), (other, slot)]
    used = taken(state, rec["ctrl"]) if used is None else used
    out = []
    for r, s in spots:
        if not 1 <= s <= ROW_SLOTS or (r, s) in used:
            continue
        if r == "back" and front_only(defn(state, uid)):
            continue  # t.TAUNT: "cannot be moved to the Back Row"
        out.append((r, s))
    return out


def covers(state: State, uid: str) -> bool:
    """A Front Row perpetual covers the one behind it, exhausted or not (t.COVER_EXHAUSTED); an Aerial creature can be
    passed through (t.AERIAL) and an active Stealth does not block the way (t.STEALTH)."""
    rec = state["board"][uid]
    return not (rec["stealth"] or has(state, uid, "aerial"))


def blocker_in_front(state: State, uid: str) -> str | None:
    """The Front Row perpetual in-line in front of a Back Row card, if it covers it (t.COVER)."""
    rec = state["board"][uid]
    if rec["zone"] != "back":
        return None
    front = occupant(state, rec["ctrl"], "front", rec["slot"])
    return front if front is not None and covers(state, front) else None


def anything_in_front(state: State, uid: str) -> bool:
    """t.BACK_ROW_ATTACK: a Back Row card cannot attack while any perpetual is directly in front of it."""
    rec = state["board"][uid]
    return rec["zone"] == "back" and occupant(state, rec["ctrl"], "front", rec["slot"]) is not None


# ---- stats -----------------------------------------------------------------------------------------------------------


def auras(state: State) -> list[Aura]:
    """Every standing modifier in play: static effects of perpetuals and Ancients, and of the active Domain only."""
    out: list[Aura] = []
    for u, rec in state["board"].items():
        if rec["aura"]:
            out += [(rec["ctrl"], e) for e in defn(state, u)["effects"] if e.get("when") == "static"]
    if state["domains"]:
        d = defn(state, state["domains"][0]["card"])
        if d["aura"]:
            out += [(None, e) for e in d["effects"] if e.get("when") == "static"]
    return out


def _aura_mods(state: State, uid: str, given: list[Aura] | None) -> tuple[int, int]:
    if given is None:
        given = auras(state)
    if not given:
        return 0, 0
    d = defn(state, uid)
    if d["type"] != "creature":
        return 0, 0  # the demo set's auras all read "Creatures ..."
    ap = hp = 0
    ctrl = state["board"][uid]["ctrl"]
    for src_ctrl, e in given:
        if e.get("op") != "aura" or (e.get("scope") == "own" and src_ctrl != ctrl):
            continue
        if cd.matches(d, e.get("filter")):
            ap += int(e.get("ap", 0))
            hp += int(e.get("hp", 0))
    return ap, hp


def attack_power(state: State, uid: str, given: list[Aura] | None = None) -> int:
    """t.ARTIFACTS: an Artifact has 0 Attack Power."""
    d = defn(state, uid)
    if d["type"] == "artifact":
        return 0
    ap: int = d["ap"] + _aura_mods(state, uid, given)[0] + sum(b["ap"] for b in state["board"][uid]["buffs"])
    return max(0, ap)


def health(state: State, uid: str, given: list[Aura] | None = None) -> int:
    """Current HP: printed HP and auras less damage (t.DAMAGE_STAYS), plus what temporary counters have left."""
    rec = state["board"][uid]
    hp: int = defn(state, uid)["hp"] + _aura_mods(state, uid, given)[1] - rec["dmg"]
    for b in rec["buffs"]:
        hp += b["left"] if b["hp"] > 0 else b["hp"]
    return hp


def base_health(state: State, uid: str) -> int:
    return int(defn(state, uid)["hp"]) + _aura_mods(state, uid, None)[1]


def deal_damage(state: State, uid: str, amount: int, events: list[Event], *, source: str | None, combat: bool) -> int:
    """Damage a perpetual; returns the damage dealt (never more than the HP it had). t.COUNTERS_FIRST: temporary
    counters take damage first, latest first."""
    if amount <= 0:
        return 0
    rec = state["board"][uid]
    had = health(state, uid)
    left = amount
    for b in reversed(rec["buffs"]):
        if b["hp"] > 0 and b["left"] > 0 and left > 0:
            took = min(left, b["left"])
            b["left"] -= took
            left -= took
    rec["dmg"] += left
    dealt = min(amount, max(0, had))
    events.append(
        {
            "type": "card_damaged",
            "card": uid,
            "amount": amount,
            "dealt": dealt,
            "hp": health(state, uid),
            "source": source,
            "combat": combat,
        }
    )
    return dealt


def heal_card(state: State, uid: str, amount: int, events: list[Event], *, source: str | None) -> None:
    """A card regains HP (its damage goes, never above its HP); t.UNDEAD: an Undead creature takes it as damage."""
    if has(state, uid, "undead"):
        events.append({"type": "healing_hurts", "card": uid, "rule": t.UNDEAD.id})
        deal_damage(state, uid, amount, events, source=source, combat=False)
        return
    rec = state["board"][uid]
    healed = min(amount, rec["dmg"])
    rec["dmg"] -= healed
    events.append({"type": "card_healed", "card": uid, "amount": healed, "hp": health(state, uid), "source": source})


def add_buff(state: State, uid: str, ap: int, hp: int, until: str) -> None:
    state["board"][uid]["buffs"].append({"ap": ap, "hp": hp, "left": max(0, hp), "until": until})


def exhaust(state: State, uid: str) -> None:
    state["board"][uid]["ex"] = True


def lose_stealth(state: State, uid: str, events: list[Event], why: str) -> None:
    """t.STEALTH: lost after the first time the creature attacks, blocks or uses an ability."""
    rec = state["board"].get(uid)
    if rec is not None and rec["stealth"]:
        rec["stealth"] = False
        events.append({"type": "stealth_lost", "card": uid, "by": why, "rule": t.STEALTH.id})


def seat_out(state: State, sid: str) -> bool:
    return bool(seat(state, sid)["out"])
