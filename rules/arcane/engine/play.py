"""Playing cards: placing an Essence, invoking cards (Traps at any time), activating abilities, moving a creature,
and what happens when an invoked card or an ability resolves.

Each ``gen_*`` lists every body of that type the seat may send now (the caller has checked whose turn and window it
is); each ``do_*`` carries one out on a fresh copy. Copies of one card in a hand are one move: a body lists the first
copy, and ``apply`` takes any copy (``canonical``). A cost that can be paid in more than one way lists one body per
payment (``pay``, the default first); a body without ``pay`` is the default payment (``canonical``).
"""

from __future__ import annotations

from typing import Any

from rules.arcane.engine import board as bd
from rules.arcane.engine import cards as cd
from rules.arcane.engine import effects as fx
from rules.arcane.engine import essence as es
from rules.arcane.engine import texts as t
from rules.arcane.engine import triggers as tr
from rules.arcane.engine import windows as wn
from rules.arcane.engine.state import ROW_SLOTS, card_id, defn, leave_hand, new_record, seat, to_sanctum
from rules.base import Action, Event, State

ESSENCES_PER_TURN = 1


def distinct_hand(state: State, sid: str) -> list[str]:
    """The first copy of each distinct card in the seat's hand."""
    seen: dict[str, str] = {}
    for u in seat(state, sid)["hand"]:
        seen.setdefault(state["inst"][u][0], u)
    return list(seen.values())


def canonical(state: State, a: Action) -> Action:
    """A body as ``legal_actions`` lists the same move: another copy of a hand card as its first copy, and its
    payment spelled as listed (none when there is one way to pay, the default when ``pay`` is left out)."""
    if a["seat"] not in {s["seat"] for s in state["seats"]}:
        return a
    uid = a.get("card")
    hand = seat(state, a["seat"])["hand"]
    if isinstance(uid, str) and uid in hand:
        first = next(u for u in hand if state["inst"][u][0] == state["inst"][uid][0])
        a = {**a, "card": first}
    return _payment_as_listed(state, a)


def action_cost(state: State, a: Action) -> es.Cost | None:
    """The Essence cost of an invoke or activate body (None for another body, or one naming no such card)."""
    uid, sid = a.get("card"), a["seat"]
    if a["type"] == "invoke" and isinstance(uid, str) and uid in seat(state, sid)["hand"]:
        cost: es.Cost = defn(state, uid)["pay"]
        return cost
    if a["type"] == "activate" and isinstance(uid, str) and uid in state["board"]:
        effects = defn(state, uid)["effects"]
        i = a.get("ability")
        if isinstance(i, int) and 0 <= i < len(effects):
            return dict(effects[i].get("cost") or {})
    return None


def _payment_as_listed(state: State, a: Action) -> Action:
    cost = action_cost(state, a)
    if cost is None:
        return a
    ways = es.payments(state, a["seat"], cost, paying_for=a["card"] if a["type"] == "invoke" else None)
    if "pay" not in a:
        return {**a, "pay": ways[0]} if len(ways) > 1 else a
    named = {k: n for k, n in a["pay"].items() if n}
    if len(ways) == 1 and named == ways[0]:
        return {k: v for k, v in a.items() if k != "pay"}
    return {**a, "pay": named}


def pay_fields(state: State, sid: str, cost: es.Cost, *, paying_for: str | None) -> list[dict[str, es.Payment]]:
    """The ``pay`` field of a body, once per way to pay ``cost`` (t.ESSENCE_CARDS), the default first; no field when
    there is one way, and no body when there is none."""
    ways = es.payments(state, sid, cost, paying_for=paying_for)
    return [{"pay": way} for way in ways] if len(ways) > 1 else [{}] * len(ways)


# ---- Essences --------------------------------------------------------------------------------------------------------


def gen_place_essence(state: State, sid: str) -> list[Action]:
    if state["this_turn"]["essences"] >= ESSENCES_PER_TURN or state["turn"]["step"] != "action":
        return []  # t.ONE_ESSENCE, t.ESSENCE_IN_ACTION_PHASE
    return [
        {"type": "place_essence", "seat": sid, "card": u}
        for u in distinct_hand(state, sid)
        if defn(state, u)["type"] == "essence"
    ]


def do_place_essence(state: State, a: Action) -> list[Event]:
    leave_hand(state, a["seat"], a["card"])
    seat(state, a["seat"])["essences"].append(a["card"])  # it enters unexhausted (docs/arcane-rulings.md)
    state["this_turn"]["essences"] += 1
    events: list[Event] = [
        {
            "type": "essence_placed",
            "seat": a["seat"],
            "card": a["card"],
            "card_id": card_id(state, a["card"]),
            "rule": t.ONE_ESSENCE.id,
        }
    ]
    wn.open_window(state, a["seat"], events, after="essence")  # t.TRAP_ANY_TIME
    return events


# ---- invoking --------------------------------------------------------------------------------------------------------


def spell_target_effect(card: dict[str, Any]) -> dict[str, Any] | None:
    return next((e for e in cd.effects(card, "play") if e.get("target")), None)


def gen_invoke(state: State, sid: str, *, traps_only: bool) -> list[Action]:
    """t.INVOKE_PERPETUAL, t.INVOKE_SPELL: cards whose cost the seat can pay; t.TRAP_ANY_TIME: only Traps outside
    the seat's own Action Phase with an empty stack."""
    have = es.available(state, sid)
    used = bd.taken(state, sid)
    room = {False: len(used) < 2 * ROW_SLOTS, True: sum(z == "front" for z, _ in used) < ROW_SLOTS}
    out: list[Action] = []
    for u in distinct_hand(state, sid):
        d = defn(state, u)
        kind = d["type"]
        if kind in ("essence", "ancient") or (traps_only and "trap" not in d["tr"]):
            continue
        if not es.can_pay(have, d["pay"]):
            continue
        if kind in cd.PERPETUALS and not room[bd.front_only(d)]:
            continue
        effect = spell_target_effect(d) if kind == "spell" else None
        if effect is None:
            bodies: list[Action] = [{"type": "invoke", "seat": sid, "card": u}]
        else:
            bodies = [
                {"type": "invoke", "seat": sid, "card": u, "target": x}
                for x in fx.candidates(state, effect, sid, u, "spell")
            ]
        if bodies:
            ways = pay_fields(state, sid, d["pay"], paying_for=u)
            out += [{**b, **way} for b in bodies for way in ways]
    return out


def do_invoke(state: State, a: Action) -> list[Event]:
    sid, uid = a["seat"], a["card"]
    d = defn(state, uid)
    leave_hand(state, sid, uid)
    events: list[Event] = []
    # t.TRAP: paid "immediately before any effects resolve"; with the Essence cards the body names (t.ESSENCE_CARDS)
    es.pay(state, sid, d["pay"], events, card=uid, payment=a.get("pay"))
    trap = "trap" in d["tr"]
    item = {
        "kind": "card",
        "card": uid,
        "ctrl": sid,
        "target": a.get("target"),
        "ability": None,
        "awake": trap and sid != state["turn"]["active_seat"],
    }
    state["stack"].append(item)
    state["window"] = None  # a new item on the stack: everyone else may respond to it (flow.step opens the window)
    events.insert(
        0,
        {
            "type": "card_invoked",
            "seat": sid,
            "card": uid,
            "card_id": card_id(state, uid),
            "target": a.get("target"),
            "trap": trap,
            "rule": (t.TRAP if trap else t.INVOKE_SPELL if d["type"] == "spell" else t.INVOKE_PERPETUAL).id,
        },
    )
    return events


# ---- abilities -------------------------------------------------------------------------------------------------------


def abilities(state: State, uid: str) -> list[tuple[int, dict[str, Any]]]:
    return [(i, e) for i, e in enumerate(defn(state, uid)["effects"]) if e.get("when") == "activated"]


def gen_activate(state: State, sid: str) -> list[Action]:
    """t.ABILITIES: with its cost paid; t.UNEXHAUSTED_ABILITIES: only by an unexhausted card; once a turn where the
    card says so."""
    have = es.available(state, sid)
    used = state["this_turn"]["used"]
    out: list[Action] = []
    for u in bd.controlled(state, sid):
        if state["board"][u]["ex"]:
            continue
        for i, e in abilities(state, u):
            if (e.get("once_per_turn") and f"{u}:{i}" in used) or not es.can_pay(have, e.get("cost") or {}):
                continue
            if e.get("target"):
                bodies: list[Action] = [
                    {"type": "activate", "seat": sid, "card": u, "ability": i, "target": x}
                    for x in fx.candidates(state, e, sid, u, "ability")
                ]
            else:
                bodies = [{"type": "activate", "seat": sid, "card": u, "ability": i}]
            if bodies and e.get("cost"):
                ways = pay_fields(state, sid, e["cost"], paying_for=None)
                bodies = [{**b, **way} for b in bodies for way in ways]
            out += bodies
    return out


def do_activate(state: State, a: Action) -> list[Event]:
    sid, uid, i = a["seat"], a["card"], a["ability"]
    e = defn(state, uid)["effects"][i]
    events: list[Event] = [
        {
            "type": "ability_activated",
            "seat": sid,
            "card": uid,
            "ability": i,
            "target": a.get("target"),
            "rule": t.ABILITIES.id,
        }
    ]
    es.pay(state, sid, e.get("cost") or {}, events, card=uid, payment=a.get("pay"))
    if e.get("once_per_turn"):
        state["this_turn"]["used"].append(f"{uid}:{i}")
    if e.get("exhaust"):
        bd.exhaust(state, uid)
    bd.lose_stealth(state, uid, events, "ability")
    state["window"] = None
    state["stack"].append(
        {"kind": "ability", "card": uid, "ctrl": sid, "target": a.get("target"), "ability": i, "awake": False}
    )
    return events


# ---- moving ----------------------------------------------------------------------------------------------------------


def gen_move(state: State, sid: str) -> list[Action]:
    used = bd.taken(state, sid)
    return [
        {"type": "move", "seat": sid, "card": u, "row": row, "slot": slot}
        for u, rec in state["board"].items()
        if rec["ctrl"] == sid and not rec["ex"] and rec["zone"] != "ancient" and bd.is_creature(state, u)
        for row, slot in bd.moves(state, u, used)
    ]


def do_move(state: State, a: Action) -> list[Event]:
    rec = state["board"][a["card"]]
    before = (rec["zone"], rec["slot"])
    rec["zone"], rec["slot"], rec["ex"] = a["row"], a["slot"], True  # t.MOVE
    events: list[Event] = [
        {
            "type": "moved",
            "seat": a["seat"],
            "card": a["card"],
            "from": list(before),
            "row": a["row"],
            "slot": a["slot"],
            "rule": t.MOVE.id,
        }
    ]
    wn.open_window(state, a["seat"], events, after="move")  # t.TRAP_ANY_TIME
    return events


# ---- resolution ------------------------------------------------------------------------------------------------------


def resolve_item(state: State, item: dict[str, Any], events: list[Event]) -> None:
    """The top of the stack resolves (t.STACK): a spell does what it says and goes to the Sanctum (t.SPELLS); a
    perpetual enters a row, a Domain the Domain zone; an ability does what it says."""
    uid, sid = item["card"], item["ctrl"]
    events.append({"type": "resolved", "card": uid, "kind": item["kind"], "rule": t.STACK.id})
    if item["kind"] == "ability":
        e = defn(state, uid)["effects"][item["ability"]]
        _run_targeted(state, [e], item, "ability", events)
        return
    kind = defn(state, uid)["type"]
    if kind == "spell":
        _run_targeted(state, cd.effects(defn(state, uid), "play"), item, "spell", events)
        to_sanctum(state, uid)
    elif kind == "domain":
        state["domains"].append({"card": uid, "banish": 0})  # t.DOMAIN_STACK, t.DOMAIN_FIFO: beneath the active one
        events.append(
            {
                "type": "domain_entered",
                "card": uid,
                "seat": sid,
                "active": len(state["domains"]) == 1,
                "position": len(state["domains"]) - 1,
                "rule": t.DOMAIN_FIFO.id,
            }
        )
    else:
        enter(state, sid, uid, events, awake=item["awake"])


def _run_targeted(
    state: State, group: list[dict[str, Any]], item: dict[str, Any], via: str, events: list[Event]
) -> None:
    target = item["target"]
    if target is not None:
        effect = next(e for e in group if e.get("target"))
        if target not in fx.candidates(state, effect, item["ctrl"], item["card"], via):
            events.append({"type": "effect_fizzled", "card": item["card"], "reason": "target_gone"})
            return  # the target left or can no longer be targeted: the spell or ability does nothing
    tr.run_group(state, group, actor=item["ctrl"], source=item["card"], events=events, target=target, via=via)


def enter(state: State, sid: str, uid: str, events: list[Event], *, awake: bool) -> None:
    """A perpetual enters its controller's rows: in the only free position, or where they choose (t.ROWS)."""
    free = bd.free_positions(state, sid, front_only=bd.front_only(defn(state, uid)))
    if not free:
        to_sanctum(state, uid)
        events.append({"type": "no_room", "card": uid, "seat": sid, "rule": t.FRONT_ROW_SIZE.id})
    elif len(free) == 1:
        place(state, sid, uid, *free[0], events, awake=awake)
    else:
        state["pending"] = {"what": "place", "seat": sid, "card": uid, "awake": awake}


def place(state: State, sid: str, uid: str, row: str, slot: int, events: list[Event], *, awake: bool) -> None:
    """t.INVOKE_PERPETUAL: it enters exhausted, unless it has Haste (t.HASTE) or is a Trap creature invoked in an
    opposing player's turn (t.TRAP: it "may immediately block")."""
    d = defn(state, uid)
    exhausted = not (awake or "haste" in d["tr"])
    state["board"][uid] = new_record(
        sid, row, slot, since=state["turn"]["number"], exhausted=exhausted, stealth="stealth" in d["tr"], aura=d["aura"]
    )
    events.append(
        {
            "type": "entered",
            "card": uid,
            "card_id": card_id(state, uid),
            "seat": sid,
            "row": row,
            "slot": slot,
            "exhausted": exhausted,
            "rule": t.ROWS.id,
        }
    )
    tr.fire(state, uid, "enters", events)
