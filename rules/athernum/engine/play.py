"""The active player's Day actions, what they cost, and the effects they put on the stack.

Every card played and every ability used (the standard Command abilities included) goes on the stack
(t.STACK); ``windows`` asks the other players and resolves it with ``resolve``.
"""

from __future__ import annotations

from typing import Any

from rules.athernum.engine import state as st
from rules.athernum.engine import statics as sx
from rules.athernum.engine import texts as t
from rules.athernum.engine import windows as wn
from rules.base import Action, Event, State
from rules.common import seat

SUPPORT_FEE = 1  # docs/athernum-rulings.md, "The Activation Fee"


# ---- resources -------------------------------------------------------------------------------------------------------


def can_pay(state: State, sid: str, cost: int, faction: str | None) -> bool:
    """t.FACTION_COST: the cost in ready markers, at least one of the character's faction unless it has none."""
    ready = seat(state, sid)["ready"]
    if sum(ready.values()) < cost:
        return False
    return cost == 0 or faction is None or ready.get(faction, 0) >= 1


def pay(state: State, sid: str, cost: int, faction: str | None) -> dict[str, int]:
    """t.RESOURCE_EXHAUST, t.RESOURCE_POOL: exhaust exactly the markers the cost needs into the pool, where they are
    spent at once (so the pool never holds a resource between actions, and the phase change that clears it,
    t.POOL_EXPIRES, finds it empty). The character's own faction pays first, then the others in name order."""
    s = seat(state, sid)
    paid: dict[str, int] = {}
    order = ([faction] if faction in s["ready"] else []) + sorted(f for f in s["ready"] if f != faction)
    left = cost
    for f in order:
        take = min(left, s["ready"][f])
        if take:
            paid[f] = take
            s["ready"][f] -= take
            s["spent"][f] = s["spent"].get(f, 0) + take
            left -= take
    s["ready"] = {f: n for f, n in s["ready"].items() if n}
    return paid


# ---- which moves -----------------------------------------------------------------------------------------------------


def distinct_hand(state: State, sid: str, kind: str) -> list[str]:
    """The first copy of each card of type ``kind`` in hand (copies are alike: ``canonical`` maps any copy here)."""
    seen: set[str] = set()
    out = []
    for uid in seat(state, sid)["hand"]:
        cid = state["inst"][uid][0]
        if st.defn(state, uid)["type"] == kind and cid not in seen:
            seen.add(cid)
            out.append(uid)
    return out


def character_problem(state: State, sid: str, uid: str) -> tuple[Any, str] | None:
    """Why ``uid`` cannot be played now (rule, detail), or None."""
    d = st.defn(state, uid)
    names = {st.defn(state, u)["name"] for u in st.characters(state, sid)}
    if d["vt"] and d["name"] in names:
        return t.UNIQUE_VT_CARD, f"{sid} already controls {d['name']}."
    if len(seat(state, sid)["characters"]) >= st.CHARACTER_SLOTS:
        return t.CHARACTER_SLOTS, "All five regular character slots are taken."
    cost, faction = sx.cost(state, sid, uid), sx.cost_faction(state, uid)
    if not can_pay(state, sid, cost, faction):
        return t.FACTION_COST, f"{d['name']} costs {cost} ({faction or 'any faction'}); not enough ready."
    return None


def gen_day(state: State, sid: str) -> list[Action]:
    """Every Day action of the active player while the stack is empty (t.DAY_EMPTY_STACK)."""
    s, turn = seat(state, sid), state["turn"]
    out: list[Action] = []
    if s["command_tokens"] >= 1:
        out.append({"type": "draw", "seat": sid})
        if not turn["resource_used"] and st.main_faction(state, sid) is not None:
            out.append({"type": "generate", "seat": sid})
    if s["command_tokens"] >= 2 and not turn["victory_token_used"] and s["main"] is not None and state["vt_pool"] > 0:
        out.append({"type": "place_victory_token", "seat": sid})
    out += [
        {"type": "play_character", "seat": sid, "card": u}
        for u in distinct_hand(state, sid, "character")
        if character_problem(state, sid, u) is None
    ]
    hosts = [u for u in st.characters(state, sid) if state["board"][u]["up"] and st.free_item_slots(state, u) > 0]
    for item in distinct_hand(state, sid, "item"):
        for host in hosts:
            for face_down in (False, True):
                out.append({"type": "attach_item", "seat": sid, "card": item, "to": host, "face_down": face_down})
    if not turn["location_played"]:
        out += [{"type": "play_location", "seat": sid, "card": u} for u in distinct_hand(state, sid, "location")]
    if not turn["combat_used"] and turn["number"] > 1:
        out.append({"type": "combat", "seat": sid})
    out.append({"type": "end_day", "seat": sid})
    return out


def canonical(state: State, a: Action) -> Action:
    """A body naming any copy of a hand card is the move with its first copy."""
    uid = a.get("card")
    s = seat(state, a["seat"]) if a["seat"] in {x["seat"] for x in state["seats"]} else None
    hand = (s["hand"] if a.get("type") != "play_character" or uid not in s["extra"] else s["extra"]) if s else []
    if not isinstance(uid, str) or uid not in hand:
        return a
    cid = state["inst"][uid][0]
    first = next(u for u in hand if state["inst"][u][0] == cid)
    return {**a, "card": first}


# ---- doing them ------------------------------------------------------------------------------------------------------


def _command(state: State, sid: str, cost: int, kind: str, rule: Any, flag: str | None) -> list[Event]:
    s = seat(state, sid)
    s["command_tokens"] -= cost
    if flag is not None:
        state["turn"][flag] = True
    event: Event = {"type": "command_ability_used", "seat": sid, "ability": kind, "command_tokens": cost}
    return [{**event, "rule": rule.id}, *wn.push(state, {"kind": kind, "seat": sid})]


def do_draw(state: State, a: Action) -> list[Event]:
    return _command(state, a["seat"], 1, "draw", t.COMMAND_DRAW, None)


def do_generate(state: State, a: Action) -> list[Event]:
    return _command(state, a["seat"], 1, "generate", t.COMMAND_RESOURCE, "resource_used")


def do_place_victory_token(state: State, a: Action) -> list[Event]:
    return _command(state, a["seat"], 2, "victory_token", t.COMMAND_VICTORY_TOKEN, "victory_token_used")


def _from_hand(state: State, sid: str, uid: str) -> Event:
    seat(state, sid)["hand"].remove(uid)
    return {"type": "card_played", "seat": sid, "card": uid, "card_id": state["inst"][uid][0]}


def do_play_character(state: State, a: Action) -> list[Event]:
    sid, uid = a["seat"], a["card"]
    paid = pay(state, sid, sx.cost(state, sid, uid), sx.cost_faction(state, uid))
    if uid in seat(state, sid)["extra"]:  # t.EXTRA_DECK_PLAY
        seat(state, sid)["extra"].remove(uid)
        seat(state, sid)["hand"].append(uid)
    events = [{**_from_hand(state, sid, uid), "paid": paid, "rule": t.PLAY_CHARACTER.id}]
    return events + wn.push(state, {"kind": "character", "seat": sid, "card": uid})


def do_attach_item(state: State, a: Action) -> list[Event]:
    sid, uid = a["seat"], a["card"]
    event = _from_hand(state, sid, uid)
    if a["face_down"]:  # a face-down card shows only its name and type (view.py)
        event = {"type": "card_played", "seat": sid, "card": uid, "face_down": True}
    item = {"kind": "item", "seat": sid, "card": uid, "host": a["to"], "face_down": a["face_down"]}
    return [{**event, "to": a["to"], "rule": t.ATTACH_ITEM.id}, *wn.push(state, item)]


def do_play_location(state: State, a: Action) -> list[Event]:
    """t.LOCATION_UNIQUE: the location in play is discarded first."""
    sid, uid = a["seat"], a["card"]
    state["turn"]["location_played"] = True
    events: list[Event] = []
    old = seat(state, sid)["location"]
    if old is not None:
        events += st.leave_play(state, old)
    events.append({**_from_hand(state, sid, uid), "rule": t.PLAY_LOCATION.id})
    return events + wn.push(state, {"kind": "location", "seat": sid, "card": uid})


def do_combat(state: State, a: Action) -> list[Event]:
    state["turn"]["combat_used"] = True
    state["turn"]["step"] = "combat"
    return [{"type": "phase_started", "seat": a["seat"], "step": "combat", "rule": t.COMBAT_PHASE.id}]
