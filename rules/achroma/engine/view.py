"""What one seat may see (the only way engine state leaves ``rules/`` towards a player).

Own hand (and the cards its owner knows on top of their Palette, or is RESEARCHing), everybody's bank, hand and
Palette sizes, the Canvases, the Dregs and the turn. Never another seat's hand, any Palette's order, or a SECRET
card; the card definitions served are only those of cards the seat can see.
"""

from __future__ import annotations

from typing import Any

from rules.achroma.engine import board as bd
from rules.achroma.engine.legal import to_act
from rules.achroma.engine.state import card_id, owner, prevent_budget
from rules.base import State


def view_for(state: State, sid: str | None) -> dict[str, Any]:
    visible: set[str] = set()

    def show(uid: str) -> dict[str, str]:
        visible.add(card_id(state, uid))
        return {"card": uid, "card_id": card_id(state, uid)}

    seats = []
    for s in state["seats"]:
        entry: dict[str, Any] = {
            "seat": s["seat"],
            "name": s["name"],
            "shards": s["shards"],
            "out": s["out"],
            "out_reason": s["out_reason"],
            "had_turn": s["had_turn"],
            "hand_size": len(s["hand"]),
            "palette_size": len(s["palette"]),
            "dregs": [show(u) for u in s["dregs"]],
            "prevent": prevent_budget(state, s["seat"]) if state["phase"] == "play" else 0,
            "prevent_used": s["prevent_used"],
            "mulligan_decided": s["mulligan"] is not None,
        }
        entry["shown_hand"] = [show(u) for u in s["shown"]]  # revealed to everyone
        if s["seat"] == sid:
            entry["hand"] = [show(u) for u in s["hand"]]
            entry["known_palette_top"] = [show(u) for u in reversed(s["known_top"])]
        seats.append(entry)
    canvases: dict[str, list[dict[str, Any]]] = {s["seat"]: [] for s in state["seats"]}
    for uid, rec in state["board"].items():
        canvases[rec["ctrl"]].append(
            {
                **show(uid),
                "copy_of": rec.get("face"),  # the definition a COPY plays by, served in ``cards``
                "owner": owner(state, uid),
                "attached_to": rec["on"],
                "attached_as": rec["as"],
                "deployed_turn": rec["since"],
                "damage": rec["dmg"],
                "shield_wall": rec["sw"],
                "shards_left": bd.shards_left(state, uid),
                "frozen": rec["frozen"],
                "cursed": rec["cursed"],
                "given_protection": rec["prot"],
                "given_rage": rec["rage"],
                "tokens": [dict(tk) for tk in rec["tokens"]],
                "restrained": [show(u) for u in rec["under"]],
                "secret_cards": len(rec["secret"]),  # face down: nobody sees them, not even the Keeper
            }
        )
    turn_info = state["this_turn"]
    visible.update(rec["face"] for rec in state["board"].values() if "face" in rec)  # a copy plays by this one
    view: dict[str, Any] = {
        "ruleset": "achroma",
        "mode": "engine",
        "viewer": sid,
        "status": state["status"],
        "phase": state["phase"],
        "winner": state["winner"],
        "finish_reason": state["finish_reason"],
        "first_seat": state["first_seat"],
        "turn": dict(state["turn"]),
        "this_turn": {k: turn_info[k] for k in ("start_step", "end_step", "trade_shards", "deploys")},
        "to_act": to_act(state),
        "seats": seats,
        "canvases": canvases,
        "hunts": [{k: h[k] for k in ("by", "hunter", "target")} for h in state["hunts"]],
        "pending": _pending(state, sid, show),
    }
    view["cards"] = {c: state["cards"][c] for c in sorted(visible)}
    return view


def _pending(state: State, sid: str | None, show: Any) -> dict[str, Any] | None:
    p = state["pending"]
    if p is None:
        return None
    if p["kind"] == "reaction":
        a = p["action"]
        declared = {k: v for k, v in a.items()}
        if a["type"] == "deploy":
            declared["card_id"] = show(a["card"])["card_id"]  # declared face up
        return {"kind": "reaction", "declared": declared, "queue": list(p["queue"])}
    out: dict[str, Any] = {"kind": "choice", "what": p["what"], "seat": p["seat"]}
    if p["what"] in ("research", "secret") or p["seat"] == sid:
        out["options"] = len(p["options"])  # for a REPLACE or free Deploy, the count would tell others about a hand
    if p["what"] == "secret":
        out["card"] = show(p["card"])  # flipped face up
        out["choices"] = [dict(o) for o in p["options"]]
    elif p["seat"] == sid and p["what"] == "research":
        out["cards"] = [show(u) for u in p["cards"]]
        out["choices"] = [list(o) for o in p["options"]]
    elif p["seat"] == sid:  # REPLACE or a free Deploy: cards of the chooser's own hand
        out["cards"] = [show(u) for u in dict.fromkeys(o["card"] for o in p["options"])]
        out["choices"] = [dict(o) for o in p["options"]]
    return out
