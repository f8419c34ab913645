"""Selections: the cards (or Decks, or Activations on the chain) an Ability may Select, as its Cost.

POLARITY: "Can't be Selected by Ability Costs"; VEILED: "Can't be Selected by opposing Ability Costs or Attacks";
RESISTANT cards are unaffected by other cards' Abilities, so no other card's Ability Selects them (DRAGON's only
against Events of lower RANK); a Prepared card "can't receive any Abilities", so only Abilities that Deal DMG, Heal,
Expose or remove it Select it.
"""

from __future__ import annotations

from typing import Any

from rules.base import State
from rules.oversoul.engine import board as bd
from rules.oversoul.engine import stats
from rules.oversoul.engine.state import SEATS, defn, seat

Ability = dict[str, Any]
BOARD_KINDS = ("card", "unit", "prepared")
ON_PREPARED = {"damage", "heal", "expose", "exile", "return_hand"}  # what a Prepared card can undergo


def _archetype(state: State, uid: str) -> str:
    return str(defn(state, uid)["archetype"])


def selectable(state: State, uid: str, seat_id: str, source: str | None, *, source_event: bool = False) -> bool:
    """May an Ability of ``source`` (used by ``seat_id``) Select ``uid`` at all?"""
    if uid == source:
        return True
    kws = stats.keywords(state, uid)
    if not kws:
        return True
    if "POLARITY" in kws:
        return False
    if ("VEILED" in kws or "HYPER-VEILED" in kws) and state["board"][uid]["ctrl"] != seat_id:
        return False
    if "RESISTANT" in kws:
        return False
    if "RESISTANT-EVENTS" in kws and source_event and source is not None:
        return int(defn(state, source)["rank"]) >= int(defn(state, uid)["rank"])
    return True


def candidates(state: State, ability: Ability, seat_id: str, source: str | None) -> list[str]:
    """Every legal Selection of ``ability`` for ``seat_id`` (``source`` is the card with the Ability)."""
    sel = ability.get("select")
    if not sel:
        return []
    what, side, flt = sel["kind"], sel.get("side", "any"), sel.get("filter") or {}
    s = seat(state, seat_id)
    if what == "deck":
        return [sid for sid in SEATS if seat(state, sid)["deck"]]
    if what == "idle":
        seen: dict[str, str] = {}
        for u in s["idle"]:  # one pick per distinct card: the Idle Zone is public
            seen.setdefault(state["inst"][u][0], u)
        return list(seen.values())
    if what == "exiled":
        return list(dict.fromkeys(s["exile"]))
    if what == "link":
        return [link["card"] for link in state["chain"] if link["kind"] == "activate" and link["card"] != source]
    ops = {op["op"] for op in ability["do"]}
    source_event = source is not None and defn(state, source)["type"] == "event"
    out = []
    for u, r in state["board"].items():
        if r["on"] is not None:
            continue
        if (side == "own" and r["ctrl"] != seat_id) or (side == "opposing" and r["ctrl"] == seat_id):
            continue
        k = bd.kind(state, u)
        if (what == "unit" and k != "unit") or (what == "prepared" and not r["down"]):
            continue
        if r["down"] and (sel.get("face") == "up" or not ops <= ON_PREPARED):
            continue
        if flt.get("not_self") and u == source:
            continue
        if flt.get("archetype") == "SAME" and (r["down"] or _archetype(state, u) != _archetype(state, source or u)):
            continue
        if not selectable(state, u, seat_id, source, source_event=source_event):
            continue
        out.append(u)
    return out


def still_legal(state: State, ability: Ability, seat_id: str, source: str | None, target: str | None) -> bool:
    """A Selection made as a Cost must still be there when the Ability resolves."""
    if target is None:
        return True
    return target in candidates(state, ability, seat_id, source)
