"""The two prophecies (2. GAME FLOW): Shakti-darshan and Shiva-darshan, checked after every step."""

from __future__ import annotations

from rules.base import State
from rules.oversoul.engine import board as bd
from rules.oversoul.engine.state import defn, seat

ARCHETYPES = ("CHAOS", "ORDER", "VIGOR", "SWAY", "FLOW", "ARCANE", "NEUTRAL", "DOOM", "WITHER")


def archetypes_on_board(state: State, sid: str) -> set[str]:
    """Shakti-darshan counts these (rulings.SHAKTI_READING)."""
    return {str(defn(state, u)["archetype"]) for u, r in state["board"].items() if r["ctrl"] == sid and not r["down"]}


def shiva(state: State, sid: str) -> bool:
    """Shiva-darshan over the zones of rulings.SHIVA_READING."""
    s = seat(state, sid)
    leader = s["leader"]
    if leader not in state["board"] or not s["idle"]:
        return False
    wanted = defn(state, leader)["archetype"]
    if defn(state, s["idle"][-1])["archetype"] != wanted:
        return False
    for zone in bd.UNIT_ZONES + bd.EVENT_ZONES:
        uid = bd.at(state, sid, zone)
        if uid is None or state["board"][uid]["down"]:
            return False
        top = state["board"][uid]["stack"][-1] if state["board"][uid]["stack"] else uid
        if defn(state, top)["archetype"] != wanted:
            return False
    return True


def darshan(state: State, sid: str, face_up: int | None = None) -> str | None:
    if face_up is None:
        face_up = sum(1 for r in state["board"].values() if r["ctrl"] == sid and not r["down"])
    if face_up < len(ARCHETYPES):
        return None  # both need at least nine face-up cards
    if len(archetypes_on_board(state, sid)) >= len(ARCHETYPES):
        return "shakti"
    if shiva(state, sid):
        return "shiva"
    return None
