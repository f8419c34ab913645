"""Who acts now, every legal body for a seat, and — for a refused body — the rule that refuses it.

``apply`` accepts exactly the bodies listed here (any copy of a hand card for its first copy), so the list and the
checks can never disagree; ``diagnose`` only chooses which rule to quote.
"""

from __future__ import annotations

from typing import Any

from rules.arcane import rules_text as r
from rules.arcane.engine import board as bd
from rules.arcane.engine import combat, flow, play
from rules.arcane.engine import essence as es
from rules.arcane.engine import texts as t
from rules.arcane.engine import windows as wn
from rules.arcane.engine.state import defn, seat
from rules.base import Action, Rule, RuleViolation, State

CHOICE_RULES = {"place": t.ROWS, "target": t.TRIGGER_AT_ONCE, "recall": t.TRIGGER_AT_ONCE, "scry": t.ABILITIES}


def to_act(state: State) -> list[str]:
    if state["status"] != "active":
        return []
    if state["phase"] == "mulligan":
        return [s["seat"] for s in state["seats"] if not s["out"] and not s["kept"]]
    if state["pending"] is not None:
        return [state["pending"]["seat"]]
    w = state["window"]
    if w is not None and w["queue"]:
        return [w["queue"][0]]
    c = state["combat"]
    if c is not None and c["stage"] == "blocks":
        return [c["defender"]]
    return [state["turn"]["active_seat"]]


def legal_actions(state: State, sid: str) -> list[Action]:
    if state["status"] != "active" or sid not in {s["seat"] for s in state["seats"]} or seat(state, sid)["out"]:
        return []
    concede: list[Action] = [*wn.gen_stop(state, sid), {"type": "concede", "seat": sid}]
    if sid not in to_act(state):
        return concede
    if state["phase"] == "mulligan":
        return flow.gen_mulligan(state, sid) + concede
    if state["pending"] is not None:
        return flow.gen_pending(state, sid) + concede
    if state["window"] is not None:
        return [*wn.gen_pass(state, sid), *play.gen_invoke(state, sid, traps_only=True), *concede]
    if state["combat"] is not None:
        return combat.gen_blocks(state, sid) + concede
    out: list[Action] = []
    in_action = state["turn"]["step"] == "action"
    if in_action:
        out += play.gen_place_essence(state, sid)
    out += play.gen_invoke(state, sid, traps_only=not in_action)
    if in_action:
        out += play.gen_activate(state, sid) + play.gen_move(state, sid)
    out += combat.gen_attacks(state, sid)
    out.append({"type": "end_turn", "seat": sid})
    return out + concede


# ---- diagnosis -------------------------------------------------------------------------------------------------------


def _no(rule: Rule, detail: str) -> RuleViolation:
    return RuleViolation(rule, detail)


def diagnose(state: State, a: Action) -> RuleViolation:
    """The most telling rule an action not in ``legal_actions`` breaks (``Engine.apply`` has seen the game on and
    the seat in it)."""
    sid, kind = a["seat"], a["type"]
    if "pay" in a:
        wrong_payment = _payment_problem(state, a)
        if wrong_payment is not None:
            return wrong_payment
    if state["phase"] == "mulligan":
        return _no(t.MULLIGAN, "Every player first keeps an opening hand (or Mulligans and returns cards).")
    waiting = to_act(state)
    p, w, c = state["pending"], state["window"], state["combat"]
    if p is not None:
        rule = CHOICE_RULES[p["what"]]
        return _no(rule, "Choose one of the listed options." if sid in waiting else f"The game waits for {p['seat']}.")
    if w is not None and w["queue"]:
        if sid in waiting:
            return _no(t.TRAP_ANY_TIME, f"{sid} may only respond with a Trap it can pay for, or pass.")
        return _no(t.ATTACKS_ONE_BY_ONE, f"The game waits for {w['queue'][0]} to respond or pass.")
    if c is not None and c["stage"] == "blocks":
        if sid not in waiting:
            return _no(t.DECLARE_BLOCKERS, f"The game waits for {c['defender']} to declare blockers.")
        if bd.has(state, c["attacker"], "formidable") and len(c["blockers"]) == 1:
            return _no(t.FORMIDABLE, "A Formidable attacker is blocked by two or more creatures.")
        return _no(t.BLOCK_AWAKE, "Block with an awake creature of yours that may block this attack, or stop.")
    if kind in ("keep", "mulligan", "choose_card", "place", "choose_target", "choose_option"):
        return _no(t.MULLIGAN if kind in ("keep", "mulligan") else t.TRIGGER_AT_ONCE, "There is nothing to choose now.")
    if kind == "stop_passing":
        return _no(t.TRAP_ANY_TIME, f"{sid} has no standing pass to stop.")
    if kind in ("pass", "block", "done_blocking"):
        return _no(t.DECLARE_BLOCKERS, "There is nothing to respond to or block now.")
    if state["turn"]["active_seat"] != sid:
        trap = kind == "invoke" and a.get("card") in seat(state, sid)["hand"]
        rule = t.TRAP_ANY_TIME if trap else r.TURN_OWNER
        return _no(rule, f"It is {state['turn']['active_seat']}'s turn; outside it only Traps, when asked.")
    return _own_turn_problem(state, a)


def _payment_problem(state: State, a: Action) -> RuleViolation | None:
    """t.ESSENCE_CARDS: a move that is legal but names a payment that is not one of its ways to pay."""
    bare = {k: v for k, v in a.items() if k != "pay"}
    cost = play.action_cost(state, a)
    if cost is None or play.canonical(state, bare) not in legal_actions(state, a["seat"]):
        return None
    return _no(t.ESSENCE_CARDS, es.payment_problem(state, a["seat"], cost, a["pay"]))


def _own_turn_problem(state: State, a: Action) -> RuleViolation:
    sid, kind, step = a["seat"], a["type"], state["turn"]["step"]
    if kind == "place_essence":
        if state["this_turn"]["essences"] >= play.ESSENCES_PER_TURN:
            return _no(t.ONE_ESSENCE, f"{sid} has already placed an Essence this turn.")
        if step != "action":
            return _no(t.ESSENCE_IN_ACTION_PHASE, "Essences are placed in the Action Phase.")
        return _no(t.ESSENCE_CARDS, "Place an Essence card from your hand.")
    if kind == "invoke":
        return _invoke_problem(state, a)
    if kind in ("activate", "move") and step != "action":
        return _no(t.PHASE_ORDER, "Abilities and moves belong to the Action Phase, which is over.")
    if kind == "activate":
        uid = a.get("card")
        if uid in state["board"] and state["board"][uid]["ex"]:
            return _no(t.UNEXHAUSTED_ABILITIES, "An exhausted card cannot use its abilities.")
        return _no(t.ABILITIES, "That ability cannot be activated now (used this turn, its cost, or its target).")
    if kind == "move":
        uid = a.get("card")
        if isinstance(uid, str) and uid in state["board"] and a.get("row") == "back" and bd.has(state, uid, "taunt"):
            return _no(t.TAUNT, "A Taunt creature cannot be moved to the Back Row.")
        return _no(t.MOVE, "Exhaust an awake creature you control to move it to an empty Adjacent or In-line spot.")
    if kind == "attack":
        return _attack_problem(state, a)
    return _no(t.PHASE_ORDER, "That move is not possible now.")


def _invoke_problem(state: State, a: Action) -> RuleViolation:
    sid, uid = a["seat"], a.get("card")
    if not isinstance(uid, str) or uid not in seat(state, sid)["hand"]:
        return _no(t.INVOKE_PERPETUAL, "Invoke a card from your hand.")
    d = defn(state, uid)
    if d["type"] == "essence":
        return _no(t.ONE_ESSENCE, "An Essence is placed (place_essence), not invoked.")
    if state["turn"]["step"] != "action" and "trap" not in d["tr"]:
        return _no(t.TRAP_ANY_TIME, "Outside the Action Phase only Traps may be played.")
    if not es.affordable(state, sid, d["pay"]):
        return _no(t.ESSENCE_CARDS, f"{d['name']} costs {d['pay']}; {sid} has {es.available(state, sid)} available.")
    if d["type"] in ("creature", "artifact") and not bd.free_positions(state, sid, front_only=bd.front_only(d)):
        return _no(t.TAUNT if bd.front_only(d) else t.FRONT_ROW_SIZE, "There is no empty position for it.")
    tgt = a.get("target")
    if isinstance(tgt, str) and tgt in state["board"]:
        if state["board"][tgt]["stealth"]:
            return _no(t.STEALTH, "A creature with Stealth cannot be targeted.")
        if bd.has(state, tgt, "magic_ward"):
            return _no(t.MAGIC_WARD, "A creature with Magic Ward cannot be targeted by spells.")
    return _no(t.INVOKE_SPELL, "Name one of the spell's legal targets (see legal_actions).")


def _attack_problem(state: State, a: Action) -> RuleViolation:
    att, tgt = a.get("attacker"), a.get("target")
    board = state["board"]
    if not isinstance(att, str) or att not in board or board[att]["ctrl"] != a["seat"]:
        return _no(t.DECLARE_ATTACK, "Attack with a creature you control.")
    kind = defn(state, att)["type"]
    if kind != "creature":
        return _no(t.ANCIENTS if kind == "ancient" else t.ARTIFACTS, f"An {kind} cannot declare attacks.")
    if att in state["this_turn"]["attacked"]:
        return _no(t.PERSISTENCE, "A creature attacks at most once a turn.")
    if board[att]["ex"]:
        return _no(t.DECLARE_ATTACK, "An exhausted creature cannot attack.")
    if bd.anything_in_front(state, att) and not bd.has(state, att, "reach"):
        return _no(t.BACK_ROW_ATTACK, "Something stands directly in front of it.")
    return _target_problem(state, att, tgt)


def _target_problem(state: State, att: str, tgt: Any) -> RuleViolation:
    board = state["board"]
    if tgt in board:
        if board[tgt]["ctrl"] == board[att]["ctrl"]:
            return _no(t.CREATURES, "Attack an opponent, their cards, or the Domain.")
        if board[tgt]["stealth"]:
            return _no(t.STEALTH, "A creature with Stealth cannot be targeted by attacks.")
        if combat.out_of_reach(state, att, tgt):
            return _no(t.AERIAL, "Only Aerial or Reach creatures may attack an Aerial card.")
        if bd.blocker_in_front(state, tgt) is not None and not bd.has(state, att, "reach"):
            return _no(t.COVER, "The perpetual in front of it must be dealt with first.")
    if tgt in combat.targets(state, att) or tgt is None:
        return _no(t.DECLARE_ATTACK, "That attack is not possible now.")
    owner = tgt if isinstance(tgt, str) and tgt.startswith("p") else board.get(tgt, {}).get("ctrl")
    if owner is not None and owner != board[att]["ctrl"]:
        return _no(t.TAUNT, "A Taunt creature of that player must be the target of attacks.")
    return _no(t.DECLARE_ATTACK, "Choose a target from legal_actions.")
