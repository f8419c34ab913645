"""What one seat may see (the only way engine state leaves ``rules/`` towards a player).

Every seat sees both boards (face-down cards only as face-down, unless Exposed or their own), the Leaders, HP, RANK
and ENERGY, hand and Deck sizes, the Idle Zones and Exile, the Timeshift chain and the battle. Its own hand, its own
Prepared cards and the Deck tops it has Gazed at are shown to it alone. The definitions served in ``cards`` are
only those of cards the seat can see. Shape parallel to the Achroma engine's: ``seats`` with counters, ``hand_size``
and (own) ``hand`` as ``[{card, card_id}]``; ``board`` maps each seat to its card entries; ``cards``.
"""

from __future__ import annotations

from typing import Any

from rules.base import State
from rules.oversoul.engine import board as bd
from rules.oversoul.engine import chain as ch
from rules.oversoul.engine import choices as chs
from rules.oversoul.engine import stats
from rules.oversoul.engine.legal import context, to_act
from rules.oversoul.engine.state import card_id, seat


def _entry(state: State, uid: str, sid: str | None, show: Any) -> dict[str, Any]:
    rec = state["board"][uid]
    visible = not rec["down"] or rec["known"] or rec["ctrl"] == sid
    out: dict[str, Any] = {"card": uid, "zone": rec["zone"], "face_down": rec["down"]}
    if visible:
        out["card_id"] = show(uid)["card_id"]
    out.update(
        hp=stats.hp(state, uid),
        max_hp=stats.max_hp(state, uid),
        damage=rec["dmg"],
        exhausted=rec["exh"],
        entered_turn=rec["since"],
    )
    if rec["down"]:
        out["exposed"] = rec["exposed"]
        return out
    out.update(
        dmg=stats.dmg(state, uid),
        spd=stats.spd(state, uid),
        keywords=sorted(stats.keywords(state, uid)),
        death_marks=rec["marks"],
        roles=stats.role_list(state, uid),
        is_leader=seat(state, rec["ctrl"])["leader"] == uid,
    )
    out["attached"] = [
        {**show(c), "hp": stats.hp(state, c), "max_hp": stats.max_hp(state, c), "damage": state["board"][c]["dmg"]}
        for c in rec["stack"]
    ]
    return out


def view_for(state: State, sid: str | None) -> dict[str, Any]:
    visible: set[str] = set()

    def show(uid: str) -> dict[str, str]:
        cid = card_id(state, uid)
        visible.add(cid)
        return {"card": uid, "card_id": cid}

    seats = []
    for s in state["seats"]:
        mine = s["seat"] == sid
        entry: dict[str, Any] = {
            "seat": s["seat"],
            "name": s["name"],
            "hp": s["hp"],
            "max_hp": s["max_hp"],
            "rank": s["rank"],
            "energy": s["energy"],
            "floating_energy": s["floating"],
            "hand_size": len(s["hand"]),
            "deck_size": len(s["deck"]),
            "prepared": sum(1 for u in bd.roots(state, s["seat"]) if state["board"][u]["down"]),
            "cycles": s["cycles"],
            "plus_activated": s["plus_activated"],
            "leader": show(s["leader"]),
            "idle": [show(u) for u in s["idle"]],
            "exile": [show(u) for u in s["exile"]],
            "revealed_hand": sorted(show(u)["card_id"] for u in s["shown"]),
            "opening_decided": s["opening"] is not None,
            "marked": len(s["marked"]),
            "out": s["out"],
            "out_reason": s["out_reason"],
        }
        if mine:
            entry["hand"] = [show(u) for u in s["hand"]]
            entry["marked_cards"] = list(s["marked"])
            entry["known_deck_top"] = {d: [show(u) for u in us] for d, us in sorted(s["known"].items())}
            entry["discounts"] = dict(s["discounts"])
            entry["bonus_generate"] = s["bonus_generate"]
        seats.append(entry)
    board = {
        s["seat"]: [
            _entry(state, u, sid, show)
            for u in sorted(bd.roots(state, s["seat"]), key=lambda u: state["board"][u]["zone"])
        ]
        for s in state["seats"]
    }
    for link in state["chain"]:
        if link["kind"] != "prepare":
            show(link["card"])
    view: dict[str, Any] = {
        "ruleset": "oversoul",
        "mode": "engine",
        "viewer": sid,
        "status": state["status"],
        "phase": state["phase"],
        "winner": state["winner"],
        "finish_reason": state["finish_reason"],
        "first_seat": state["first_seat"],
        "chooser": state["chooser"],
        "turn": dict(state["turn"]),
        "to_act": to_act(state),
        "waiting_for": context(state) if state["status"] == "active" else None,
        "seats": seats,
        "board": board,
        "chain": [ch.public_link(state, link) for link in state["chain"]],
        "priority": state["priority"],
        "window": dict(state["window"]) if state.get("window") else None,
        "passing_until": dict(state.get("passing_until") or {}),
        "battle": dict(state["battle"]) if state["battle"] else None,
        "pending": _pending(state, sid, show),
        "return_three": state.get("return_three"),
    }
    view["cards"] = {c: state["cards"][c] for c in sorted(visible)}
    return view


def _pending(state: State, sid: str | None, show: Any) -> dict[str, Any] | None:
    c = state["choice"]
    if c is None:
        return None
    out: dict[str, Any] = {"kind": c["kind"], "seat": c["seat"]}
    if c["kind"] == "trigger":
        trig = c["trigger"]
        out.update(card=show(trig["card"]), law=trig["law"], optional=c["optional"])
        out["options"] = [show(x) if x in state["inst"] and _public(state, x) else x for x in c["options"]]
    elif c["kind"] == "spawn_zone":
        spawning = c["spawning"]
        out["options"] = list(c["zones"])
        # the card was shown as its Ability was used (STALKER) or lies in the Idle Zone (UNDEAD); a TOTEM by its id
        out["card"] = show(spawning["card"]) if spawning["card"] else {"card": None, "card_id": spawning["token"]}
    elif c["seat"] == sid:
        opts = chs.options(state)
        out["options"] = [show(x) for x in opts]
        if c["kind"] == "return_three":
            out["stage"] = c["stage"]
            out["picked"] = list(c["picked"])
    elif c["kind"] == "return_three":
        out["stage"] = c["stage"]
    return out


def _public(state: State, uid: str) -> bool:
    rec = state["board"].get(uid)
    if rec is not None:
        return not rec["down"] or rec["known"]
    return any(uid in s["idle"] or uid in s["exile"] for s in state["seats"])
