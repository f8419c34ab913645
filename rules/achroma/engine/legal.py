"""Who acts now, every legal body for a seat, and — for a refused body — the rule that refuses it.

``apply`` accepts exactly the bodies listed here, so the list and the checks can never disagree; ``diagnose``
only chooses which rule to quote.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from rules.achroma import rules_text as r
from rules.achroma.engine import flow, play, reactions
from rules.achroma.engine import texts as t
from rules.achroma.engine.state import DEPLOY_LIMIT, defn, seat
from rules.base import Action, Rule, RuleViolation, State

Gen = Callable[[State, str], list[Action]]
CHOICE_RULES = {
    "research": t.RESEARCH,
    "secret": t.SECRET,
    "replace": t.REPLACE,
    "free_deploy": t.DISPOSE_DEPLOYS_LATER,
}
TURN_GENERATORS: dict[str, Gen] = {
    "reveal_secret": flow.gen_reveal_secret,
    "draw": flow.gen_draw,
    "trade": flow.gen_trade,
    "deploy": play.gen_deploy,
    "attack": play.gen_attack,
    "activate": play.gen_activate,
    "dispose": play.gen_dispose,
    "mount": play.gen_mount,
    "resolve": flow.gen_resolve,
    "step": flow.gen_step,
}


def to_act(state: State) -> list[str]:
    if state["status"] != "active":
        return []
    if state["phase"] == "mulligan":
        return [s["seat"] for s in state["seats"] if not s["out"] and s["mulligan"] is None]
    p = state["pending"]
    if p is not None:
        return [p["queue"][0]] if p["kind"] == "reaction" else [p["seat"]]
    return [state["turn"]["active_seat"]]


def legal_actions(state: State, sid: str) -> list[Action]:
    if state["status"] != "active" or sid not in {s["seat"] for s in state["seats"]} or seat(state, sid)["out"]:
        return []
    concede: list[Action] = [{"type": "concede", "seat": sid}]
    if sid not in to_act(state):
        return concede
    if state["phase"] == "mulligan":
        return flow.gen_mulligan(state, sid) + concede
    p = state["pending"]
    if p is not None:
        moves = (
            reactions.reaction_options(state, sid)
            if p["kind"] == "reaction"
            else flow.gen_research_affordable(state, sid)
        )
        return moves + concede
    out: list[Action] = []
    for gen in TURN_GENERATORS.values():
        out += gen(state, sid)
    return out + concede


def _refuse(rule: Rule, detail: str) -> RuleViolation:
    return RuleViolation(rule, detail)


def diagnose(state: State, a: Action) -> RuleViolation:
    """The most telling rule an action not in ``legal_actions`` breaks (``Engine.apply`` has seen the game on and
    the seat in it)."""
    sid, kind = a["seat"], a["type"]
    if state["phase"] == "mulligan":
        return _refuse(t.MULLIGAN, "Every player first keeps their opening hand or takes the one mulligan.")
    p = state["pending"]
    if p is not None and sid in to_act(state):
        if p["kind"] == "reaction":
            return _refuse(t.REACTION, f"{sid} may only React (DISPOSE, DEFEND, DIVERT) or pass now.")
        return _refuse(CHOICE_RULES[p["what"]], "Choose one of the listed options.")
    if p is not None and p["kind"] == "choice":
        return _refuse(CHOICE_RULES[p["what"]], f"The game waits for {p['seat']} to choose.")
    if p is not None:
        return _refuse(t.REACT_ONCE, "A reaction window is open: the game waits for the other players' reactions.")
    if kind in ("mulligan", "keep"):
        return _refuse(t.MULLIGAN, "The opening hands are settled.")
    if kind in ("react_pass", "defend", "divert", "choose"):
        return _refuse(t.REACTION, "There is nothing to react to or choose now.")
    if state["turn"]["active_seat"] != sid:
        return _refuse(r.ACTIVE_PLAYER, f"It is {state['turn']['active_seat']}'s turn.")
    step = state["turn"]["step"]
    if kind in ("draw", "trade"):
        if step not in ("start", "end"):
            return _refuse(
                r.START_STEP, f"Draw or TRADE happens in the Start or End step; it is the {step.title()} step."
            )
        if state["this_turn"][f"{step}_step"] is not None:
            return _refuse(
                r.START_STEP if step == "start" else r.END_STEP, f"The {step.title()} step allows one Draw or TRADE."
            )
        if kind == "draw":
            return _refuse(t.EMPTY_PALETTE, "The Palette is empty: TRADE or skip the step.")
        return _refuse(r.TRADE_LIMIT, "TRADE a card from your hand.")
    if kind == "deploy":
        return _deploy_problem(state, a)
    if kind in ("attack", "mount") and step != "main":
        return _refuse(
            t.ATTACK if kind == "attack" else t.MOUNT, f"Only in the Main step; it is the {step.title()} step."
        )
    if kind == "attack":
        defender = state["board"].get(str(a.get("defender")))
        if defender is not None and defn(state, str(a["defender"]))["type"] == "location":
            return _refuse(t.LOCATION_NOT_ATTACKED, "Locations may not be attacked.")
        return _refuse(t.ATTACK, "That Character may not attack that target now.")
    if kind == "resolve":
        if step != "resolve":
            return _refuse(r.RESOLVE_ENDS, f"Cards resolve in the Resolve step; it is the {step.title()} step.")
        if a.get("card") in state["this_turn"]["resolved"]:
            return _refuse(t.RESOLVE_ONE, "That card has already been resolved this turn.")
        return _refuse(r.FIRST_TURNS, "That card cannot resolve against that player now.")
    if kind == "activate":
        if a.get("card") in state["this_turn"]["used"]:
            return _refuse(t.PAY_ONCE, "That card's ability has already been used this turn.")
        if (price := _price_of(state, a.get("card"))) > seat(state, sid)["shards"]:
            bank = seat(state, sid)["shards"]
            return _refuse(t.PAY_X, f"That ability costs {price} Shards; {sid}'s bank holds {bank}.")
        return _refuse(
            t.MENAGERIE if "MENAGERIE" in str(a) else t.ACTION_KW, "That ability cannot be used that way now."
        )
    if kind == "reveal_secret":
        return _refuse(t.SECRET, "A SECRET is revealed only at the very start of your turn.")
    if kind in ("next_step", "pass_turn"):
        return _refuse(r.PASS_TURN if kind == "pass_turn" else r.STEP_ORDER, f"Not from the {step.title()} step.")
    if kind == "dispose":
        return _refuse(t.DISPOSE, "DISPOSE a card with DISPOSE on your Canvas.")
    return _refuse(r.STEP_ORDER, "That move is not possible now.")


def _price_of(state: State, uid: Any) -> int:
    if uid not in state["board"]:
        return 0
    return max((play.shard_price(e) for e in play.activated(state, uid)), default=0)


def _deploy_problem(state: State, a: Action) -> RuleViolation:
    sid, uid = a["seat"], str(a.get("card"))
    if uid not in seat(state, sid)["hand"]:
        return _refuse(r.DEPLOY_PAYMENT, "Deploy cards from your hand.")
    card = defn(state, uid)
    if card["type"] != "action" and state["turn"]["step"] != "main":
        return _refuse(r.DEPLOY_STEP, f"A {card['type']} may only be Deployed in the Main step.")
    if state["this_turn"]["deploys"] >= DEPLOY_LIMIT:
        return _refuse(r.DEPLOY_LIMIT, f"{sid} has already Deployed {DEPLOY_LIMIT} cards this turn.")
    options = [{"type": "deploy", "seat": sid, **o} for o in play.deploy_options(state, sid, uid)]
    if a in options:
        return _refuse(r.DEPLOY_PAYMENT, f"{sid}'s bank holds only {seat(state, sid)['shards']} shards.")
    if card["type"] == "object":
        if card["realm_relic"] and a.get("host") in state["board"]:
            return _refuse(t.REALM_RELIC, "That Character already wields a Realm Relic (or cannot hold Objects).")
        return _refuse(t.OBJECT_ATTACH, "An Object is Deployed attached to a Character on any Canvas.")
    if a.get("mode") == "infest" or a.get("host"):
        return _refuse(t.INFEST, "Only a Character with INFEST may be attached to another Character when Deployed.")
    return _refuse(t.ACTION_MANDATORY, "Choose a legal target for the card's ability (one of legal_actions).")
