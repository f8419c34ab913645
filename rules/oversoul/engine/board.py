"""The board: its zones and their layout, putting cards on it and taking them off.

Layout (3.1 names the Zones but its diagram is lost; ``rulings.LAYOUT``): each player has
two rows of five. The front row holds Unit Zones u1–u5; the back row, column by column, Event Zone e1, Event Zone
e2, the Leader Zone, Event Zone e3 and the Deck (the Idle Zone beside it). "Adjacent" is left or right in the same
row; "directly behind" a Unit Zone is the back-row zone of its column.
"""

from __future__ import annotations

from typing import Any

from rules.base import Event, State
from rules.oversoul.engine import cards as cd
from rules.oversoul.engine import texts as t
from rules.oversoul.engine.state import defn, is_leader, new_record, seat, to_deck_bottom

UNIT_ZONES = ("u1", "u2", "u3", "u4", "u5")
EVENT_ZONES = ("e1", "e2", "e3")
LEADER_ZONE = "leader"
COLUMN = {"u1": 1, "u2": 2, "u3": 3, "u4": 4, "u5": 5, "e1": 1, "e2": 2, "leader": 3, "e3": 4}
BACK_ROW = ("e1", "e2", "leader", "e3")
BEHIND = {"u1": "e1", "u2": "e2", "u3": "leader", "u4": "e3"}
ADJACENT: dict[str, tuple[str, ...]] = {
    **{z: tuple(n for n in UNIT_ZONES if abs(COLUMN[n] - COLUMN[z]) == 1) for z in UNIT_ZONES},
    **{z: tuple(n for n in BACK_ROW if abs(BACK_ROW.index(n) - BACK_ROW.index(z)) == 1) for z in BACK_ROW},
}


def roots(state: State, sid: str) -> list[str]:
    """``sid``'s cards standing in a zone (Units, Events, Prepared cards, the Leader), not Attached Constructs."""
    return [u for u, r in state["board"].items() if r["ctrl"] == sid and r["on"] is None]


def at(state: State, sid: str, zone: str) -> str | None:
    board: dict[str, dict[str, Any]] = state["board"]
    for u, r in board.items():
        if r["ctrl"] == sid and r["zone"] == zone and r["on"] is None:
            return u
    return None


def reserved(state: State, sid: str) -> set[str]:
    """Zones promised to cards on the Timeshift chain (they Enter there when their Activation resolves)."""
    return {link["zone"] for link in state["chain"] if link.get("zone") and link["seat"] == sid}


def free_zones(state: State, sid: str, kind: str) -> list[str]:
    """t.ZONES_FULL: the empty Unit (``kind`` "unit") or Event Zones of ``sid``."""
    taken = {r["zone"] for r in state["board"].values() if r["ctrl"] == sid and r["on"] is None}
    taken |= reserved(state, sid)
    return [z for z in (UNIT_ZONES if kind == "unit" else EVENT_ZONES) if z not in taken]


def kind(state: State, uid: str) -> str:
    """What a card on the board counts as now: unit, event, construct, leader (in the Leader Zone), or a Prepared
    card — "universally considered to be a –1 Prepared Unit or Event" (t.PREPARED_STATS; the sixth Event Role of
    ``rulings.SIX_ROLES``) — prepared_unit / prepared_event by its zone."""
    rec = state["board"][uid]
    if rec["on"] is not None:
        return "construct"
    if rec["down"]:
        return "prepared_unit" if rec["zone"].startswith("u") else "prepared_event"
    if rec["zone"] == LEADER_ZONE:
        return "leader"
    return "unit" if rec["zone"].startswith("u") else "event"


def is_unit(state: State, uid: str) -> bool:
    return kind(state, uid) == "unit"


def is_face_up(state: State, uid: str) -> bool:
    return not state["board"][uid]["down"]


def stack_of(state: State, uid: str) -> list[str]:
    """The Constructs Attached to ``uid``, top first."""
    stack: list[str] = state["board"][uid]["stack"]
    return stack[::-1]


# ---- entering ------------------------------------------------------------------------------------------------


def place(state: State, uid: str, ctrl: str, zone: str, *, down: bool = False) -> dict[str, Any]:
    rec = new_record(ctrl, zone, turn=state["turn"]["number"], down=down)
    state["board"][uid] = rec
    if not down:
        init_charges(state, uid)
        if defn(state, uid)["_d"]["grants"]:
            state["granting"] = [*state["granting"], uid]
    return rec


def attach(state: State, uid: str, host: str) -> dict[str, Any]:
    """A Construct goes on top of ``host`` (t.CONSTRUCT_ATTACH)."""
    h = state["board"][host]
    rec = new_record(h["ctrl"], h["zone"], turn=state["turn"]["number"])
    rec["on"] = host
    state["board"][uid] = rec
    h["stack"].append(uid)
    init_charges(state, uid)
    return rec


def init_charges(state: State, uid: str) -> None:
    """The consumed Keyworded Abilities a card Enters with: its printed ones and its Role's."""
    card = defn(state, uid)
    rec = state["board"][uid]
    names = card["_d"]["cons"]
    if card["_d"]["roles_ok"] and (card["type"] == "unit" or rec["zone"][0] == "u"):
        names = names + card["_d"]["role_cons"] + cd.role_keywords(rec["roles_add"])
    for name in names:
        if name in cd.CONSUMED:
            family, level = cd.CONSUMED[name]
            rec["charges"][family] = max(rec["charges"].get(family, 0), level)


# ---- leaving -------------------------------------------------------------------------------------------------


def leave(state: State, uid: str, dest: str, events: list[Event], *, reason: str) -> str:
    """Take ``uid`` off the board to ``dest`` ("idle", "exile", "hand" or "deck"); returns where it really went.

    AMORPHOUS cards and TOTEMs are Exiled instead; a Leader that would go to the hand or Deck returns to the
    Leader Zone (t.LEADER_RETURNS); Attached Constructs are Shattered (Exiled with an Exiled card)."""
    from rules.oversoul.engine import stats  # the keyword reader needs the board; imported late to avoid a cycle

    board = state["board"]
    rec = board[uid]
    cid, own = state["inst"][uid]
    face_up = not rec["down"]
    kws = stats.keywords(state, uid) if face_up else set()
    for c in stack_of(state, uid):
        leave(state, c, "exile" if dest == "exile" else "idle", events, reason="host_left")
    if rec["on"] is not None and rec["on"] in board:
        board[rec["on"]]["stack"].remove(uid)
    del board[uid]
    if uid in state["granting"]:
        state["granting"] = [u for u in state["granting"] if u != uid]
    state["once"] = [k for k in state["once"] if not k.startswith(f"active:{uid}:")]
    card = defn(state, uid)
    if face_up and ("AMORPHOUS" in kws or cd.is_token(card)):
        dest = "exile"
    leader = is_leader(state, uid)
    if leader and dest in ("hand", "deck"):
        place(state, uid, own, LEADER_ZONE)
        events.append({"type": "leader_returned", "card": uid, "seat": own, "rule": t.LEADER_RETURNS.id})
        return "leader"
    s = seat(state, own)
    if dest == "deck":
        to_deck_bottom(state, uid)
    elif cd.is_token(card):
        state["inst"] = {k: v for k, v in state["inst"].items() if k != uid}  # a TOTEM has no card: it is gone
    else:
        s[dest].append(uid)
    if leader:
        state["leader_gone"].append(own)
    ev: Event = {"type": "card_left", "card": uid, "to": dest, "reason": reason, "seat": own}
    if face_up or dest in ("idle", "exile"):
        ev["card_id"] = cid
    events.append(ev)
    if reason == "shatter" and dest == "idle" and face_up:
        stats.queue_triggers(state, uid, "SHATTER", rec["ctrl"], card_rec=rec)
    return dest
