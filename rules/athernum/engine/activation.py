"""Using abilities: the Activated, Command and Objective abilities of cards in play, Support abilities from the hand,
revealing a face-down item (its Reveal ability), Extra Deck characters, and answering an ability's choice.

Targets are chosen as the ability goes on the stack: every legal target is its own body (``target``), and an ability
that needs a target is listed only while one exists (t.TARGET_NEEDED). Every cost is paid as the ability goes on the
stack (t.COSTS_IN_FULL).
"""

from __future__ import annotations

from typing import Any

from rules.athernum.engine import abilities as ab
from rules.athernum.engine import play
from rules.athernum.engine import state as st
from rules.athernum.engine import statics as sx
from rules.athernum.engine import texts as t
from rules.athernum.engine import windows as wn
from rules.base import Action, Event, State
from rules.common import seat

ACTIVATED_KINDS = ("activated", "command")


def targets(state: State, sid: str, kind: str | None, source: str, *, support: bool = False) -> list[str | None]:
    """The legal targets of an ability of ``source`` controlled by ``sid`` ([None] when it needs none)."""
    board = state["board"]
    if kind is None:
        return [None]
    if kind == "opponent":
        return [o for o in st.in_game(state) if o != sid]
    if kind == "carrier":
        host = board[source]["on"] if source in board else None
        return [host] if host is not None else []
    if kind == "own_face_down_item":
        return [u for u, r in board.items() if r["ctrl"] == sid and r["on"] is not None and not r["up"] and not r["ex"]]
    chars = [u for s in st.in_game(state) for u in st.characters(state, s)]
    if kind == "own_character":
        chars = st.characters(state, sid)
    if support:  # "Road Warden cannot be the target of opposing Support abilities."
        chars = [u for u in chars if board[u]["ctrl"] == sid or not sx.has(state, u, "support_shield")]
    return list(chars)


def _payable(state: State, sid: str, uid: str, cost: dict[str, Any], kind: str) -> bool:
    s = seat(state, sid)
    if kind == "command" and s["command_tokens"] < 1:
        return False
    if cost.get("exhaust") and not state["board"][uid]["up"]:
        return False
    if cost.get("discard") and not s["hand"]:
        return False
    if state["board"][uid]["vt"] < int(cost.get("remove_vt", 0)):
        return False
    return play.can_pay(state, sid, int(cost.get("resources", 0)), None)


def _bodies(base: Action, tgts: list[str | None]) -> list[Action]:
    return [base if tg is None else {**base, "target": tg} for tg in tgts]


def gen_activated(state: State, sid: str) -> list[Action]:
    """The Activated, Command and Objective abilities of ``sid``'s face-up cards (Day actions, t.DAY_ACTIONS)."""
    out: list[Action] = []
    turn = state["turn"]["number"]
    for uid, rec in state["board"].items():
        if rec["ctrl"] != sid or not sx.active(state, uid):
            continue
        for i, e in enumerate(st.defn(state, uid)["fx"]):
            if e["kind"] not in ACTIVATED_KINDS or (e.get("once_per_turn") and rec.get("used") == turn):
                continue
            if not _payable(state, sid, uid, e["cost"], e["kind"]):
                continue
            base: Action = {"type": "activate", "seat": sid, "card": uid, "ability": i}
            bodies = _bodies(base, targets(state, sid, e.get("target"), uid))
            if e["cost"].get("discard"):
                hand = ab._distinct(state, seat(state, sid)["hand"], None)
                bodies = [{**b, "discard": d} for b in bodies for d in hand]
            out += bodies
    return out


def gen_support(state: State, sid: str) -> list[Action]:
    """t.SUPPORT_ABILITY: a supporter's Support ability from the hand, for the Activation Fee plus its own cost."""
    out: list[Action] = []
    for uid in play.distinct_hand(state, sid, "character"):
        for e in st.defn(state, uid)["fx"]:
            if e["kind"] != "support":
                continue
            if play.can_pay(state, sid, play.SUPPORT_FEE + int(e["cost"].get("resources", 0)), None):
                base: Action = {"type": "support", "seat": sid, "card": uid}
                out += _bodies(base, targets(state, sid, e.get("target"), uid, support=True))
    return out


def gen_reveal(state: State, sid: str) -> list[Action]:
    """t.REVEAL: each face-down item ``sid`` has attached, revealed with its Reveal ability (one body a target)."""
    out: list[Action] = []
    for uid, rec in state["board"].items():
        if rec["ctrl"] != sid or rec["on"] is None or rec["up"] or rec["ex"]:
            continue
        reveal = [e for e in st.defn(state, uid)["fx"] if e["kind"] == "reveal"]
        base: Action = {"type": "reveal", "seat": sid, "card": uid}
        out += _bodies(base, targets(state, sid, reveal[0].get("target"), uid)) if reveal else [base]
    return out


def gen_extra(state: State, sid: str) -> list[Action]:
    """t.EXTRA_DECK_PLAY: an Extra Deck character is played from the Extra Deck only while its condition holds."""
    out: list[Action] = []
    seen: set[str] = set()
    for uid in seat(state, sid)["extra"]:
        cid = state["inst"][uid][0]
        if cid in seen:
            continue
        seen.add(cid)
        rule = [e for e in st.defn(state, uid)["fx"] if e["kind"] == "extra_deck"]
        if rule and sx.holds(state, sid, rule[0].get("condition")) and play.character_problem(state, sid, uid) is None:
            out.append({"type": "play_character", "seat": sid, "card": uid})
    return out


def gen_day(state: State, sid: str) -> list[Action]:
    return gen_extra(state, sid) + gen_support(state, sid) + gen_activated(state, sid) + gen_reveal(state, sid)


def gen_choice(state: State, sid: str) -> list[Action]:
    c = state["choice"]
    return [{"type": "choose", "seat": sid, "option": o} for o in c["options"]] if c["seat"] == sid else []


# ---- doing them ------------------------------------------------------------------------------------------------------


def do_activate(state: State, a: Action) -> list[Event]:
    sid, uid, index = a["seat"], a["card"], a["ability"]
    e = st.defn(state, uid)["fx"][index]
    s, rec = seat(state, sid), state["board"][uid]
    cost = e["cost"]
    event: Event = {"type": "ability_activated", "seat": sid, "card": uid, "card_id": state["inst"][uid][0]}
    if e["kind"] == "command":
        s["command_tokens"] -= 1
        event["command_tokens"] = 1
    if cost.get("resources"):
        event["paid"] = play.pay(state, sid, int(cost["resources"]), None)
    if cost.get("exhaust"):
        st.exhaust(state, uid)
    if cost.get("remove_vt"):  # the tokens go back to the pool (RULINGS Athernum 2)
        n = int(cost["remove_vt"])
        rec["vt"] -= n
        s["victory_tokens"] -= n
        state["vt_pool"] += n
        event["victory_tokens_removed"] = n
    if cost.get("discard"):
        s["hand"].remove(a["discard"])
        s["discard"].append(a["discard"])
        event["discarded"] = a["discard"]
    if e.get("once_per_turn"):
        rec["used"] = state["turn"]["number"]
    rule = t.COMMAND_ABILITY if e["kind"] == "command" else t.OBJECTIVE_ABILITY if e.get("objective") else t.ACTIVATED
    item = {"kind": "ability", "seat": sid, "source": uid, "index": index}
    if "target" in a:
        item["target"] = a["target"]
    return [{**event, "rule": rule.id}, *wn.push(state, item)]


def do_support(state: State, a: Action) -> list[Event]:
    """t.SUPPORT, t.ACTIVATION_FEE: the card is discarded and the fee and the text's cost paid as the ability goes on
    the stack."""
    sid, uid = a["seat"], a["card"]
    index = next(i for i, e in enumerate(st.defn(state, uid)["fx"]) if e["kind"] == "support")
    extra = int(st.defn(state, uid)["fx"][index]["cost"].get("resources", 0))
    paid = play.pay(state, sid, play.SUPPORT_FEE + extra, None)
    seat(state, sid)["hand"].remove(uid)
    seat(state, sid)["discard"].append(uid)
    event: Event = {"type": "support_activated", "seat": sid, "card": uid, "card_id": state["inst"][uid][0]}
    item = {"kind": "support", "seat": sid, "source": uid, "index": index}
    if "target" in a:
        item["target"] = a["target"]
    return [{**event, "paid": paid, "rule": t.SUPPORT.id}, *wn.push(state, item)]


def do_reveal(state: State, a: Action) -> list[Event]:
    """t.REVEAL: the item turns face-up at once (its Equip abilities work from now on); its Reveal ability goes on
    the stack; "Reveal this item and discard it" discards it as the cost."""
    sid, uid = a["seat"], a["card"]
    rec = state["board"][uid]
    rec["up"] = True
    events: list[Event] = [
        {"type": "card_revealed", "seat": sid, "card": uid, "card_id": state["inst"][uid][0], "rule": t.REVEAL.id}
    ]
    fx = st.defn(state, uid)["fx"]
    index = next((i for i, e in enumerate(fx) if e["kind"] == "reveal"), None)
    if index is None and any(e["kind"] == "equip" for e in fx):
        # "When revealed, the item's static abilities are placed on the effect stack": they work once it resolves
        rec["settling"] = True
        return events + wn.push(state, {"kind": "statics", "seat": sid, "source": uid})
    if index is None:
        return events + _after_action(state)
    item = {"kind": "ability", "seat": sid, "source": uid, "index": index}
    if "target" in a:
        item["target"] = a["target"]
    if fx[index]["cost"].get("discard_self"):
        events += st.leave_play(state, uid)
    return events + wn.push(state, item)


def _after_action(state: State) -> list[Event]:
    """A reveal without an ability puts nothing on the stack: a question open before it stays open."""
    return []


def do_choose(state: State, a: Action) -> list[Event]:
    c = state["choice"]
    state["choice"] = None
    events: list[Event] = [{"type": "chosen", "seat": a["seat"], "option": a["option"], "op": c["item"]["index"]}]
    events += ab.run(state, c["item"], c["step"], a["option"])
    if state["choice"] is not None or state["status"] != "active":
        return events
    return events + wn.after_resolution(state, events)
