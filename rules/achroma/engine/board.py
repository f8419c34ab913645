"""Cards on the Canvases: attachment, abilities in force, Strength and Shards left, placing, Erasing and control.

A board record is ``{"ctrl": seat, "dmg": 0, "since": turn deployed, "on": host or None, "as": "object" | "rider" |
"infest" | None, "sw": SHIELD WALL shards, "frozen", "cursed", "prot", "rage", "tokens": [...], "under": [...],
"secret": [...]}``. An attached card's controller is always its host's.
"""

from __future__ import annotations

from typing import Any

from rules.achroma.engine import cards as cd
from rules.achroma.engine.state import defn, owner, seat, to_dregs
from rules.base import Event, State


def new_record(ctrl: str, since: int, on: str | None = None, as_: str | None = None) -> dict[str, Any]:
    return {
        "ctrl": ctrl,
        "dmg": 0,
        "since": since,
        "on": on,
        "as": as_,
        "sw": 0,
        "frozen": False,
        "cursed": False,
        "prot": False,
        "rage": 0,
        "tokens": [],
        "under": [],
        "secret": [],
    }


def canvas(state: State, sid: str) -> list[str]:
    return [u for u, rec in state["board"].items() if rec["ctrl"] == sid]


def attached(state: State, uid: str, as_: str | None = None) -> list[str]:
    return [u for u, rec in state["board"].items() if rec["on"] == uid and (as_ is None or rec["as"] == as_)]


def root_of(state: State, uid: str) -> str:
    while state["board"][uid]["on"] is not None:
        uid = state["board"][uid]["on"]
    return uid


def is_character(state: State, uid: str) -> bool:
    kind: str = defn(state, uid)["type"]
    return kind == "character"


def infester(state: State, uid: str) -> str | None:
    found = attached(state, uid, "infest")
    return found[0] if found else None


def abilities(state: State, uid: str) -> list[dict[str, Any]]:
    """INFEST: an INFESTED card's ability is replaced with the INFEST ability (which only it uses)."""
    if infester(state, uid) is not None:
        return []
    return list(defn(state, uid)["effects"])


def has_keyword(state: State, uid: str, keyword: str) -> int:
    """How many times a standing keyword applies (0 = not at all): printed, or given (GIVE persists)."""
    rec = state["board"][uid]
    n = sum(
        int(e.get("x", 1)) for e in abilities(state, uid) if e.get("when") == "static" and e.get("keyword") == keyword
    )
    if keyword == "RAGE":
        n += rec["rage"]
    if keyword == "PROTECTION" and rec["prot"]:
        n += 1
    return n


def infested_rules(state: State, uid: str) -> dict[str, Any]:
    inf = infester(state, uid)
    if inf is None:
        return {}
    e = cd.static(defn(state, inf), "INFEST")
    return dict(e.get("infested", {})) if e else {}


def achroma_effect(state: State, uid: str) -> dict[str, Any] | None:
    """INFEST: the INFESTED card loses its Achroma effect and gains the INFEST Character's, if it has one."""
    inf = infester(state, uid)
    if inf is None and state["board"][uid]["as"] == "infest":
        return None  # only the infested card uses it
    effect: dict[str, Any] | None = defn(state, uid if inf is None else inf)["achroma_effect"]
    return effect


def strength(state: State, uid: str) -> int:
    return int(defn(state, uid)["strength"] or 0)


def stack_strength(state: State, root: str) -> int:
    """A Character's Strength plus its Objects' and, when MOUNTED, its rider's; an INFEST card takes no part."""
    total = strength(state, root)
    for u in attached(state, root):
        if state["board"][u]["as"] in ("object", "rider"):
            total += strength(state, u)
    return total


def shards_left(state: State, uid: str) -> int:
    rec = state["board"][uid]
    left: int = defn(state, uid)["shard_value"] + rec["sw"] - rec["dmg"]
    return left


def protected_from(state: State, uid: str, actor: str) -> bool:
    """r PROTECTION: not against the card's own controller's effects ("forced to choose one of your own cards")."""
    return state["board"][uid]["ctrl"] != actor and has_keyword(state, uid, "PROTECTION") > 0


def set_control(state: State, uid: str, sid: str) -> None:
    state["board"][uid]["ctrl"] = sid
    for u in attached(state, uid):
        set_control(state, u, sid)


def place(state: State, uid: str, ctrl: str, *, on: str | None = None, as_: str | None = None) -> None:
    ctrl = state["board"][on]["ctrl"] if on is not None else ctrl
    state["board"][uid] = new_record(ctrl, state["turn"]["number"], on, as_)


def plays_as(state: State, uid: str) -> str:
    """The card id a card counts as: its own, or the one it COPYs ("If the card being copied has the 'HEROIC'
    sub-type, that's copied too", so a copy and its original are the same Heroic card)."""
    rec = state["board"].get(uid)
    if rec is not None and "face" in rec:
        return str(state["cards"][rec["face"]]["copy_of"])
    return str(state["inst"][uid][0])


def heroic_copy(state: State, uid: str, ctrl: str) -> str | None:
    """t.HEROIC: the original copy of a Heroic card on that Canvas, if any."""
    if not defn(state, uid)["heroic"]:
        return None
    cid = plays_as(state, uid)
    for u in canvas(state, ctrl):
        if u != uid and plays_as(state, u) == cid:
            return u
    return None


def erase(state: State, uid: str, events: list[Event], *, reason: str) -> None:
    """Send a card (and everything that cannot stay without it) to its owner's Dregs.

    Attached Objects go with their Character; an INFESTED card takes its INFEST card; a MOUNTED pair leaves
    together ("you must Erase both cards to get rid of either card"); RESTRAINED cards return to their owner's
    Canvas (t.RESTRAIN) and SECRET cards go to their owner's Dregs."""
    board = state["board"]
    if uid not in board:
        return
    rec = board[uid]
    if rec["as"] == "rider" and rec["on"] in board:
        erase(state, rec["on"], events, reason=reason)
        return
    del board[uid]
    to_dregs(state, uid)
    events.append({"type": "card_erased", "card": uid, "card_id": state["inst"][uid][0], "reason": reason})
    for u in [u for u, other in board.items() if other["on"] == uid]:
        erase(state, u, events, reason=reason)
    release_contents(state, rec, events)
    state["hunts"] = [h for h in state["hunts"] if h["hunter"] in board and h["target"] in board]


def release_contents(state: State, rec: dict[str, Any], events: list[Event]) -> None:
    """A card leaving the Canvas lets go of what it held: SECRET cards to their owner's Dregs, RESTRAINED cards
    back to their owner's Canvas."""
    board = state["board"]
    for u in rec["secret"]:
        to_dregs(state, u)
        events.append({"type": "secret_discarded", "card": u, "card_id": state["inst"][u][0]})
    for u in rec["under"]:
        o = owner(state, u)
        if seat(state, o)["out"]:
            to_dregs(state, u)
            continue
        # t.RESTRAIN: "is able to attack the turn they return to the Canvas".
        place(state, u, o)
        board[u]["since"] = -1
        events.append({"type": "restrain_ended", "card": u, "card_id": state["inst"][u][0], "seat": o})
    rec["secret"], rec["under"] = [], []


def remove_seat_cards(state: State, sid: str, events: list[Event]) -> None:
    """t.LEAVING: a player out of the game removes their cards; others' cards on their Canvas, and RESTRAINED,
    CLAIMED or SECRET cards, go to their original owner's Dregs. Nothing returns to a Canvas."""
    board = state["board"]
    doomed = [u for u, rec in board.items() if rec["ctrl"] == sid or owner(state, u) == sid]
    for uid in doomed:
        for u in board[uid]["under"] + board[uid]["secret"]:
            to_dregs(state, u)
        board[uid]["under"], board[uid]["secret"] = [], []
    for rec in board.values():
        for key in ("under", "secret"):
            mine = [u for u in rec[key] if owner(state, u) == sid]
            for u in mine:
                rec[key].remove(u)
                to_dregs(state, u)
    for uid in doomed:
        erase(state, uid, events, reason="player_out")
    state["hunts"] = [h for h in state["hunts"] if h["by"] != sid and h["hunter"] in board and h["target"] in board]
    for rec in board.values():
        rec["tokens"] = [tk for tk in rec["tokens"] if tk["by"] != sid]
