"""What one seat may see (the only way engine state leaves ``rules/`` towards a player).

Its own hand, the deck cards it knows (a Mulligan's returns, a card looked at), everybody's Life, hand and deck
sizes, Essences, rows, Ancients, Sanctums and Abyss, the Domains, the stack, the combat and the turn. Never another
seat's hand (t.HAND_SECRET) or any deck's order; the card definitions served are only those of cards the seat can
see. Cards are ``{card, card_id}`` entries in lists, per seat, as in the Achroma engine's view.
"""

from __future__ import annotations

from typing import Any

from rules.arcane.engine import board as bd
from rules.arcane.engine import essence as es
from rules.arcane.engine.legal import to_act
from rules.arcane.engine.state import card_id, owner
from rules.base import State

CARD_FIELDS = ("name", "type", "essence", "tribe", "cost", "ap", "hp", "traits", "keywords", "text", "token")


def view_for(state: State, sid: str | None) -> dict[str, Any]:
    visible: set[str] = set()

    def show(uid: str) -> dict[str, Any]:
        visible.add(card_id(state, uid))
        return {"card": uid, "card_id": card_id(state, uid)}

    seats_ids = [s["seat"] for s in state["seats"]]
    given = bd.auras(state)
    rows: dict[str, dict[str, list[dict[str, Any]]]] = {z: {s: [] for s in seats_ids} for z in ("front", "back")}
    ancients: dict[str, list[dict[str, Any]]] = {s: [] for s in seats_ids}
    for uid, rec in sorted(state["board"].items(), key=lambda kv: (kv[1]["zone"], kv[1]["slot"])):
        entry = {
            **show(uid),
            "slot": rec["slot"],
            "exhausted": rec["ex"],
            "ap": bd.attack_power(state, uid, given),
            "hp": bd.health(state, uid, given),
            "damage": rec["dmg"],
            "stealth": rec["stealth"],
            "held": rec["held"] > 0,
            "modifiers": [dict(b) for b in rec["buffs"]],
            "entered_turn": rec["since"],
            "owner": owner(state, uid),
        }
        (ancients[rec["ctrl"]] if rec["zone"] == "ancient" else rows[rec["zone"]][rec["ctrl"]]).append(entry)
    view: dict[str, Any] = {
        "ruleset": "arcane",
        "mode": "engine",
        "viewer": sid,
        "status": state["status"],
        "phase": state["phase"],
        "winner": state["winner"],
        "finish_reason": state["finish_reason"],
        "first_seat": state["first_seat"],
        "starting_life": state["starting_life"],
        "turn": dict(state["turn"]),
        "this_turn": {
            "essences_placed": state["this_turn"]["essences"],
            "attacked": list(state["this_turn"]["attacked"]),
        },
        "to_act": to_act(state),
        "seats": [_seat(state, s, sid, show) for s in state["seats"]],
        "essences": {
            s["seat"]: [{**show(u), "exhausted": u in s["spent"]} for u in s["essences"]] for s in state["seats"]
        },
        "front_row": rows["front"],
        "back_row": rows["back"],
        "ancients": ancients,
        "domains": _domains(state, show),
        "stack": [
            {**show(i["card"]), "kind": i["kind"], "seat": i["ctrl"], "target": i["target"], "ability": i["ability"]}
            for i in state["stack"]
        ],
        "window": _window(state),
        "passing_until": dict(state.get("passing") or {}),  # standing passes are public
        "combat": _combat(state),
        "pending": _pending(state, sid, show),
    }
    view["cards"] = {c: {k: state["cards"][c][k] for k in CARD_FIELDS} for c in sorted(visible)}
    return view


def _seat(state: State, s: dict[str, Any], sid: str | None, show: Any) -> dict[str, Any]:
    entry: dict[str, Any] = {
        "seat": s["seat"],
        "name": s["name"],
        "life": s["life"],
        "out": s["out"],
        "out_reason": s["out_reason"],
        "hand_size": len(s["hand"]),
        "deck_size": len(s["deck"]),
        "essences_ready": es.total_available(state, s["seat"]),
        "floating": dict(s["floating"]),
        "mulligans": s["mulligans"],
        "kept": s["kept"],
        "to_return": s["to_bottom"],
        "sanctum": [show(u) for u in s["sanctum"]],
        "abyss": [show(u) for u in s["abyss"]],
        "shown_hand": [show(u) for u in s["shown"]],  # seen by everyone (a recalled or revealed card)
    }
    deck = s["deck"]
    mine = s["seat"] == sid
    entry["known_deck"] = [
        {**show(u), "from_top": len(deck) - 1 - i}
        for i, u in enumerate(deck)
        if s["known"].get(u) == "all" or (mine and u in s["known"])
    ]
    if mine:
        entry["hand"] = [show(u) for u in s["hand"]]
    return entry


def _domains(state: State, show: Any) -> dict[str, list[dict[str, Any]]]:
    """The Domain zone, by owner: each with its Banish Counters, its place in the stack and whether it is active."""
    out: dict[str, list[dict[str, Any]]] = {s["seat"]: [] for s in state["seats"]}
    for i, d in enumerate(state["domains"]):
        out[owner(state, d["card"])].append(
            {**show(d["card"]), "banish_counters": d["banish"], "position": i + 1, "active": i == 0}
        )
    return out


def _window(state: State) -> dict[str, Any] | None:
    w = state["window"]
    return {"queue": list(w["queue"]), "after": w.get("after")} if w else None


def _combat(state: State) -> dict[str, Any] | None:
    c = state["combat"]
    if c is None:
        return None
    keys = ("attacker", "seat", "target", "defender", "blockers", "stage", "cancelled")
    return {k: (list(c[k]) if k == "blockers" else c[k]) for k in keys}


def _pending(state: State, sid: str | None, show: Any) -> dict[str, Any] | None:
    p = state["pending"]
    if p is None:
        return None
    out: dict[str, Any] = {"what": p["what"], "seat": p["seat"]}
    if p["what"] == "place":
        out["card"] = show(p["card"])  # invoked face up
    elif p["what"] in ("target", "recall", "scry"):
        out["source"] = show(p["source"]) if p["source"] in state["inst"] else p["source"]
    if p["what"] == "scry" and p["seat"] == sid:
        out["card"] = show(p["card"])
    return out
