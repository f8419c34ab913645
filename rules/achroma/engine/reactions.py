"""Reaction windows: after the active player declares a Deploy, an ability or an attack, each other player in turn
order may React once — DISPOSE, DEFEND or DIVERT — and then the declared move happens if it still can."""

from __future__ import annotations

from typing import Any

from rules.achroma.engine import board as bd
from rules.achroma.engine import cards as cd
from rules.achroma.engine import effects as fx
from rules.achroma.engine import play
from rules.achroma.engine import texts as t
from rules.achroma.engine.state import defn, seat, turn_order_from
from rules.base import Action, Event, State

DECLARED = ("deploy", "attack", "activate", "dispose")  # t.REACTION: Deploy, ability, attack
GENERATORS = {
    "deploy": play.gen_deploy,
    "attack": play.gen_attack,
    "activate": play.gen_activate,
    "dispose": play.gen_dispose,
}
EXECUTORS = {
    "deploy": play.do_deploy,
    "attack": play.do_attack,
    "activate": play.do_activate,
    "dispose": play.do_dispose,
}


def _declared_effect(state: State, a: Action) -> dict[str, Any] | None:
    """The targeted effect of a declared Deploy or ability (what DIVERT can redirect)."""
    uid = a.get("card")
    if uid is None or a.get("target") is None or a.get("mode"):
        return None
    if a["type"] == "deploy":
        return play.targeted(cd.effects(defn(state, uid), "deploy"))
    if a["type"] == "activate":
        return play.targeted(play.activated(state, uid))
    if a["type"] == "dispose":
        return play.targeted(play.dispose_effects(state, uid))
    return None


def reaction_options(state: State, sid: str) -> list[Action]:
    """What ``sid`` may do in the open window: pass, DISPOSE, DEFEND (their Character attacked), DIVERT."""
    a = state["pending"]["action"]
    opts: list[Action] = [{"type": "react_pass", "seat": sid}]
    opts += play.gen_dispose(state, sid)
    board = state["board"]
    if a["type"] == "attack" and board.get(a["defender"], {}).get("ctrl") == sid:
        for u in bd.canvas(state, sid):
            if (
                u != a["defender"]
                and board[u]["on"] is None
                and bd.is_character(state, u)
                and bd.has_keyword(state, u, "DEFEND")
            ):
                opts.append({"type": "defend", "seat": sid, "card": u})
    effect = _declared_effect(state, a)
    tgt = a.get("target")
    if effect is not None and isinstance(tgt, str) and board.get(tgt, {}).get("ctrl") == sid:
        legal = fx.candidates(state, effect, a["seat"], a.get("card"))
        for u in bd.canvas(state, sid):
            if (
                u != tgt
                and u in legal
                and bd.has_keyword(state, u, "DIVERT")
                and u not in state["this_turn"]["diverts"]
            ):
                opts.append({"type": "divert", "seat": sid, "card": u})
    return opts


def declare(state: State, a: Action) -> list[Event]:
    state["pending"] = {"kind": "reaction", "action": dict(a), "queue": turn_order_from(state, a["seat"])}
    events: list[Event] = [{"type": "declared", **_public(state, a)}]
    opened = advance(state)
    if state["pending"] is not None and state["pending"]["kind"] == "reaction":
        events.append({"type": "reaction_window", "queue": list(state["pending"]["queue"]), "rule": t.REACTION.id})
    return events + opened


def _public(state: State, a: Action) -> dict[str, Any]:
    out = {k: v for k, v in a.items() if k != "type"}
    out["move"] = a["type"]
    if a["type"] == "deploy":
        out["card_id"] = state["inst"][a["card"]][0]  # the card is shown as it is Deployed
    return out


def advance(state: State) -> list[Event]:
    """Skip seats with nothing to React with; when nobody is left, carry out the declared move if it still can."""
    p = state["pending"]
    while p["queue"] and (seat(state, p["queue"][0])["out"] or len(reaction_options(state, p["queue"][0])) == 1):
        p["queue"].pop(0)
    if p["queue"]:
        return []
    state["pending"] = None
    a = p["action"]
    if a["type"] not in DECLARED or a not in GENERATORS[a["type"]](state, a["seat"]):
        # t.DISPOSE: "then the original Deployment, ability or Attack (If it can still happen)".
        return [{"type": "declaration_lapsed", "seat": a["seat"], "move": a["type"], "rule": t.DISPOSE_ORDER.id}]
    return EXECUTORS[a["type"]](state, a)


def do_react(state: State, a: Action) -> list[Event]:
    p = state["pending"]
    p["queue"].pop(0)  # t.REACT_ONCE
    events: list[Event]
    if a["type"] == "dispose":
        events = play.do_dispose(state, a)
    elif a["type"] == "defend":
        events = [
            {
                "type": "defended",
                "seat": a["seat"],
                "card": a["card"],
                "instead_of": p["action"]["defender"],
                "rule": t.DEFEND.id,
            }
        ]
        p["action"]["defender"] = a["card"]
    elif a["type"] == "divert":
        events = [
            {
                "type": "diverted",
                "seat": a["seat"],
                "card": a["card"],
                "instead_of": p["action"]["target"],
                "rule": t.DIVERT.id,
            }
        ]
        p["action"]["target"] = a["card"]
        state["this_turn"]["diverts"].append(a["card"])
    else:
        events = [{"type": "reaction_passed", "seat": a["seat"]}]
    return events + advance(state)
