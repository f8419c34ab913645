"""Triggered abilities found from what happened, and every ability's steps ("do") carried out when it resolves.

A stack item for an ability is ``{"kind": "ability" | "support", "seat", "source", "index", "target"?}``: ``index``
names the effect in the source card's ``fx`` list. Steps run in order; a step that asks its controller something
("you may", "an item from your hand") leaves ``state["choice"]`` and the rest runs once ``choose`` answers
(``activation.do_choose``). t.RESOLVE_AFTER_DISCARD: an ability resolves "regardless of the card's status"; a step
whose card or target is gone does nothing (t.TARGET_LOST: "its impact may be lost").
"""

from __future__ import annotations

from typing import Any

from rules.athernum.engine import state as st
from rules.athernum.engine import statics as sx
from rules.athernum.engine import texts as t
from rules.athernum.engine import turns
from rules.base import Event, State
from rules.common import seat

CHOICE_OPS = ("attach_from_hand", "return_from_discard", "search_deck", "discard_hand")
PHASE_WHEN = {"morning": ("morning",), "day": ("day",), "evening": ("evening", "end_of_turn"), "night": ("night",)}


def effect(state: State, item: dict[str, Any]) -> dict[str, Any]:
    fx: dict[str, Any] = st.defn(state, item["source"])["fx"][item["index"]]
    return fx


def _item(state: State, sid: str, uid: str, index: int) -> dict[str, Any]:
    return {"kind": "ability", "seat": sid, "source": uid, "index": index}


# ---- triggers --------------------------------------------------------------------------------------------------------


def _triggers_of(state: State, uid: str, whens: tuple[str, ...]) -> list[dict[str, Any]]:
    if not sx.active(state, uid):
        return []
    sid = state["board"][uid]["ctrl"]
    return [
        _item(state, sid, uid, i)
        for i, e in enumerate(st.defn(state, uid)["fx"])
        if e["kind"] == "trigger" and e["when"] in whens and sx.holds(state, sid, e.get("condition"), uid)
    ]


def ordered(state: State, items: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """t.SIMULTANEOUS: the active player's triggered abilities go on the stack first, then the others' in turn
    order (so the last player's resolve first)."""
    active = state["turn"]["active_seat"]
    order = [active, *[s for s in st.turn_order_from(state, active) if s != active]] if active else []
    return sorted(items, key=lambda i: order.index(i["seat"]) if i["seat"] in order else len(order))


def triggered(state: State, events: list[Event]) -> list[dict[str, Any]]:
    """The triggered abilities these events set off: "When … enters play", "Whenever you attach an item",
    "Whenever one of your characters discards an opposing character in combat"."""
    items: list[dict[str, Any]] = []
    for e in events:
        if e["type"] == "card_entered_play" and e["card"] in state["board"]:
            items += _triggers_of(state, e["card"], ("enters",))
        elif e["type"] in ("item_attached", "combat_discard"):
            when = "item_attached" if e["type"] == "item_attached" else "combat_discard"
            for uid, rec in list(state["board"].items()):
                if rec["ctrl"] == e["seat"]:
                    items += _triggers_of(state, uid, (when,))
    return ordered(state, items)


def phase_triggers(state: State, step: str) -> list[dict[str, Any]]:
    """t.MORNING, t.DAY_TRIGGERS, t.EVENING, t.NIGHT: "In the Morning", "At Day" and "In the Evening" abilities of
    the active player's cards, "At Night" ones of every player's (the Night belongs to no player);
    docs/athernum-rulings.md, "Phase triggers"."""
    active = state["turn"]["active_seat"]
    items: list[dict[str, Any]] = []
    for uid, rec in list(state["board"].items()):
        if step == "night" or rec["ctrl"] == active:
            items += _triggers_of(state, uid, PHASE_WHEN[step])
    return ordered(state, items)


# ---- resolving -------------------------------------------------------------------------------------------------------


def resolve(state: State, item: dict[str, Any]) -> list[Event]:
    fx = effect(state, item)
    done: Event = {"type": "stack_resolved", "seat": item["seat"], "kind": item["kind"], "card": item["source"]}
    done["card_id"] = state["inst"][item["source"]][0]
    return [{**done, "ability": fx["kind"]}, *run(state, item, 0, None)]


def run(state: State, item: dict[str, Any], start: int, answer: str | None) -> list[Event]:
    steps = effect(state, item)["do"]
    events: list[Event] = []
    for i in range(start, len(steps)):
        step = steps[i]
        if state["status"] != "active" or seat(state, item["seat"])["out"]:
            break  # a Deck Loss in an earlier step: the rest goes with its controller
        if answer is None and (step.get("may") or step["op"] in CHOICE_OPS):
            options = options_for(state, item, step)
            if not options:
                continue
            state["choice"] = {"seat": item["seat"], "item": item, "step": i, "options": options}
            return [*events, {"type": "choice_wanted", "seat": item["seat"], "card": item["source"], "op": step["op"]}]
        if answer != "no":
            events += do_step(state, item, step, answer)
        answer = None
    return events


def options_for(state: State, item: dict[str, Any], step: dict[str, Any]) -> list[str]:
    """What the controller may answer; an empty list when nothing can be done (the step is skipped)."""
    sid, op = item["seat"], step["op"]
    s = seat(state, sid)
    cards: list[str] = []
    if op == "attach_from_hand":
        if item["source"] in state["board"] and st.free_item_slots(state, item["source"]) > 0:
            cards = _distinct(state, s["hand"], "item")
    elif op == "return_from_discard":
        cards = _distinct(state, s["discard"], step["card_type"])
    elif op == "search_deck":
        cards = _distinct(state, s["deck"], step["card_type"])
    elif op == "discard_hand":
        return _distinct(state, s["hand"], None)
    elif not _possible(state, item, step):
        return []
    else:
        return ["yes", "no"]
    return [*cards, "no"] if cards and (step.get("may") or op == "search_deck") else cards


def _distinct(state: State, uids: list[str], card_type: str | None) -> list[str]:
    seen: set[str] = set()
    out = []
    for u in uids:
        cid = state["inst"][u][0]
        if cid not in seen and (card_type is None or st.defn(state, u)["type"] == card_type):
            seen.add(cid)
            out.append(u)
    return out


def _possible(state: State, item: dict[str, Any], step: dict[str, Any]) -> bool:
    if step["op"] == "place_vt":
        return item["source"] in state["board"] and state["vt_pool"] > 0
    if step["op"] == "discard_self":
        return item["source"] in state["board"]
    return True


def _target_card(state: State, item: dict[str, Any], step: dict[str, Any]) -> str | None:
    """The card a step works on, if it is still in play (t.TARGET_LOST)."""
    to = step.get("to", "target")
    uid = item["source"] if to == "self" else item.get("target")
    if to == "carrier":
        uid = item.get("target") or state["board"].get(item["source"], {}).get("on")
    return uid if uid in state["board"] else None


def do_step(state: State, item: dict[str, Any], step: dict[str, Any], answer: str | None) -> list[Event]:
    sid, op, n = item["seat"], step["op"], int(step.get("n", 1))
    s = seat(state, sid)
    board = state["board"]
    base: Event = {"type": "ability_step", "seat": sid, "card": item["source"], "op": op}
    if op == "draw":
        drawn = st.draw(state, sid, n)
        if drawn and drawn[-1]["type"] == "deck_empty":  # t.DECK_LOSS
            return [*drawn, *turns.seat_leaves(state, sid, "deck_loss")]
        return drawn
    if op == "place_vt":
        if item["source"] not in board or state["vt_pool"] <= 0:
            return [{**base, "lost": True}]
        st.place_token(state, sid, item["source"])
        return [{**base, "vt_pool": state["vt_pool"], "rule": t.OBJECTIVE_ABILITY.id}]
    if op == "attach_from_hand":
        host = item["source"]
        if answer is None or answer not in s["hand"] or host not in board or st.free_item_slots(state, host) <= 0:
            return [{**base, "lost": True}]
        s["hand"].remove(answer)
        events = st.enter_play(state, answer, sid)
        board[answer]["on"] = host
        board[host]["items"].append(answer)
        return [*events, {**base, "item": answer}, {"type": "item_attached", "seat": sid, "to": host}]
    if op in ("return_from_discard", "search_deck"):
        zone = s["discard"] if op == "return_from_discard" else s["deck"]
        if answer not in zone:
            return [{**base, "lost": True}]
        zone.remove(answer)
        s["hand"].append(answer)
        cid = state["inst"][answer][0]
        if op == "return_from_discard":  # from a public zone: everyone saw the card
            return [{**base, "moved": {"card": answer, "card_id": cid}}]
        # "reveal it and put it into your hand": the table sees which card, the hand keeps which copy
        private = {"seat": sid, "card": answer, "card_id": cid}
        return [{**base, "moved": answer, "private": private}, {"type": "cards_revealed", "seat": sid, "ids": [cid]}]
    if op == "discard_hand":
        if answer not in s["hand"]:
            return [{**base, "lost": True}]
        s["hand"].remove(answer)
        s["discard"].append(answer)
        return [{**base, "discarded": {"card": answer, "card_id": state["inst"][answer][0]}}]
    if op == "discard_self":
        if item["source"] not in board:
            return [{**base, "lost": True}]
        return [base, *st.leave_play(state, item["source"])]
    if op == "look_hand":
        other = item.get("target")
        if other not in st.in_game(state):
            return [{**base, "lost": True}]
        hand = seat(state, other)["hand"]
        shown = [{"card": u, "card_id": state["inst"][u][0]} for u in hand]
        # the looker's view goes on showing these cards while they stay in that hand (view.py, hidden.py)
        state["known"] = {**state["known"], sid: sorted(set(state["known"].get(sid, [])) | set(hand))}
        return [{**base, "of": other, "private": {"seat": sid, "cards": shown}}]
    if op == "reveal_item":
        uid = item.get("target")
        if uid not in board or board[uid]["up"] or board[uid]["ex"]:
            return [{**base, "lost": True}]
        board[uid]["up"] = True
        return [{**base, "item": uid}, {"type": "card_revealed", "card": uid, "card_id": state["inst"][uid][0]}]
    if op == "recover":
        moved = 0
        for f in sorted(s["spent"]):
            take = min(n - moved, s["spent"][f])
            if not take:
                continue
            s["spent"][f] -= take
            s["ready"][f] = s["ready"].get(f, 0) + take
            moved += take
        s["spent"] = {f: k for f, k in s["spent"].items() if k}
        return [{**base, "recovered": moved, "rule": t.RESOURCE_RECOVER.id}]
    if op in ("damage_each_opposing", "heal_each"):
        mine = op == "heal_each"
        for uid, rec in board.items():
            if st.defn(state, uid)["type"] == "character" and (rec["ctrl"] == sid) == mine:
                rec["dmg"] = max(0, rec["dmg"] - n) if mine else rec["dmg"] + n
        return [{**base, "amount": n}]
    uid = _target_card(state, item, step)
    if uid is None:
        return [{**base, "lost": True, "rule": t.TARGET_LOST.id}]
    rec = board[uid]
    if op == "damage":
        rec["dmg"] += n
    elif op == "heal":
        rec["dmg"] = max(0, rec["dmg"] - n)
    elif op == "boost":
        rec["boost"] = int(rec.get("boost", 0)) + n  # cleared at the Night (flow.night)
    elif op == "exhaust":
        if not rec["up"]:
            return [{**base, "target": uid, "lost": True}]
        st.exhaust(state, uid)
    return [{**base, "target": uid, "amount": n}]
