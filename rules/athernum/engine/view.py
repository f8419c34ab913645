"""``view_for``: everything one seat may see.

Hidden: other players' hands, every deck's order and contents, other players' Extra Decks, a starting card chosen
but not yet revealed, and the face of a face-down card that is not the viewer's — of which everyone still sees the
name and the basic type (t.FACE_DOWN_VALUES: a face-down card keeps "Its name" and "Its basic card type"). An
exhausted card can be viewed by all (t.FACE_DOWN_VIEW), so only face-down items without Exhaustion Counters hide.
"""

from __future__ import annotations

from typing import Any

from rules.athernum.engine import abilities, legal
from rules.athernum.engine import state as st
from rules.base import State


def card(state: State, uid: str) -> dict[str, Any]:
    d = st.defn(state, uid)
    return {"card": uid, "card_id": state["inst"][uid][0], **d}


def _in_play(state: State, uid: str, viewer: str | None) -> dict[str, Any]:
    rec = state["board"][uid]
    if rec["up"] or rec["ex"] > 0 or rec["ctrl"] == viewer:
        return {**card(state, uid), **rec}
    d = st.defn(state, uid)
    return {"card": uid, "name": d["name"], "type": d["type"], **rec}


def known_cards(state: State, viewer: str) -> list[str]:
    """The cards of other players' hands ``viewer`` has looked at and that are still there."""
    hands = {u for s in state["seats"] if s["seat"] != viewer for u in s["hand"]}
    return [u for u in state["known"].get(viewer, []) if u in hands]


def _stack_item(state: State, item: dict[str, Any], viewer: str | None) -> dict[str, Any]:
    out = dict(item)
    uid = item.get("card")
    if uid is not None and (not item.get("face_down") or item["seat"] == viewer):
        out["card_id"] = state["inst"][uid][0]
        out["name"] = st.defn(state, uid)["name"]  # a card on its way into play is in no other zone to name it
    return out


def _seat(state: State, s: dict[str, Any], viewer: str | None) -> dict[str, Any]:
    mine = s["seat"] == viewer
    started = state["phase"] != "start"
    out: dict[str, Any] = {
        k: s[k]
        for k in (
            "seat",
            "name",
            "out",
            "out_reason",
            "initiative",
            "command_tokens",
            "victory_tokens",
            "main",
            "characters",
            "location",
            "ready",
            "spent",
        )
    }
    out.update(
        hand_count=len(s["hand"]),
        deck_count=len(s["deck"]),
        extra_count=len(s["extra"]),
        discard=[card(state, u) for u in s["discard"]],
        void=[card(state, u) for u in s["void"]],
        start_chosen=s["start"] is not None,
    )
    if mine:
        out["hand"] = [card(state, u) for u in s["hand"]]
        out["extra"] = [card(state, u) for u in s["extra"]]
        out["known"] = [card(state, u) for u in known_cards(state, s["seat"])]
        if not started and s["start"] is None:  # the labels its choose_start bodies name, with the card's face
            labels = state["start_labels"][s["seat"]]
            out["start_options"] = [
                {"option": labels[c], "card_id": c, **state["cards"][c]} for c in sorted(labels, key=labels.get)
            ]
    if s["start"] is not None and (mine or started):
        out["start"] = card(state, s["start"])
    return out


def view_for(state: State, viewer: str | None) -> dict[str, Any]:
    return {
        "ruleset": state["ruleset"],
        "status": state["status"],
        "winner": state["winner"],
        "finish_reason": state["finish_reason"],
        "phase": state["phase"],
        "first_player": state["first_player"] if state["phase"] != "start" else None,
        "vt_pool": state["vt_pool"],
        "turn": dict(state["turn"]),
        "to_act": legal.to_act(state),
        "you": viewer,
        "seats": [_seat(state, s, viewer) for s in state["seats"]],
        "board": {u: _in_play(state, u, viewer) for u in state["board"]},
        "stack": [_stack_item(state, i, viewer) for i in state["stack"]],
        "window": state["window"],
        "combat": state["combat"],
        "passing": dict(state["passing"]),
        "choice": _choice(state, viewer),
    }


def _choice(state: State, viewer: str | None) -> dict[str, Any] | None:
    """The ability waiting for its controller's answer: public who and which card; the options for that player."""
    c = state["choice"]
    if c is None:
        return None
    step = abilities.effect(state, c["item"])["do"][c["step"]]
    out: dict[str, Any] = {"seat": c["seat"], "card": c["item"]["source"], "op": step["op"]}
    if viewer == c["seat"]:
        out["options"] = list(c["options"])
    return out
