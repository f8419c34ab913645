"""Playing cards: Activating them (from the hand, from Prepared, the Leader at RANK V), Preparing them, and using
their Abilities — every legal body for a seat, and carrying one out (costs paid, a link added to the Timeshift).

When a card can be played (ruling "When a card can be played"): in your own Action Phase with no Timeshift open,
anything; whenever you hold priority (a Timeshift, an Attack on you, your Leader's last chance, the opponent's phase
boundaries: ``windows``), QUICK Events, QUICK Abilities, PERFECT Events and your Prepared cards (a Prepared CAST
Event only in your own Action Phase); and while you have leftover Generated ENERGY in your own Action Phase, any card
that Consumes some of it (t.LEFTOVER).
"""

from __future__ import annotations

from typing import Any

from rules.base import Action, Event, State
from rules.oversoul.engine import battle as bt
from rules.oversoul.engine import board as bd
from rules.oversoul.engine import cards as cd
from rules.oversoul.engine import chain as ch
from rules.oversoul.engine import energy as en
from rules.oversoul.engine import stats
from rules.oversoul.engine import texts as t
from rules.oversoul.engine.state import card_id, defn, other, rekey, seat, take_from_hand
from rules.oversoul.engine.targets import candidates


def _kind_of_card(card: dict[str, Any]) -> str:
    """unit, event or construct: what the card is played as (a Leader by its leader_as)."""
    return str(card["leader_as"]) if card["type"] == "leader" else str(card["type"])


def perfect_open(state: State) -> bool:
    """t.PERFECT_EVENT: a card with a PERFECT* Ability is Active on either board."""
    for u, r in state["board"].items():
        if not r["down"] and any(e.get("law") == "PERFECT" for _, e in stats.abilities(state, u)):
            return True
    return False


def _affordable(state: State, sid: str, uid: str, avail: int, ctx: en.CostContext) -> bool:
    card = defn(state, uid)
    s = seat(state, sid)
    if card["rank"] > s["rank"] and card["type"] != "leader":
        return False  # t.RANK_LIMIT
    if card["energy"] > 0:
        plus_activated: int = s["plus_activated"]
        return plus_activated == 0  # t.PLUS_LIMIT
    return en.activation_cost(state, sid, uid, ctx) <= avail


def _hosts(state: State, sid: str, card: dict[str, Any]) -> list[str]:
    """Where a Construct may be Attached: an Active card of yours (``rulings.OWN_CONSTRUCTS``) of its Role
    (t.EVENT_CONSTRUCT), not POLARITY."""
    out = []
    for u in bd.roots(state, sid):
        k = bd.kind(state, u)
        want = "event" if cd.construct_role(card) == "EVENT" else "unit"
        if k != want or stats.has(state, u, "POLARITY"):
            continue
        if want == "event" and stats.max_hp(state, u) <= 0:
            continue
        out.append(u)
    return out


def _event_ability(state: State, uid: str) -> dict[str, Any] | None:
    role = cd.event_role(defn(state, uid))
    return next((e for e in defn(state, uid)["effects"] if e.get("law") == role), None)


def _bodies(state: State, sid: str, uid: str, *, zone_kind: str | None, fixed: dict[str, Any]) -> list[Action]:
    """The bodies Activating ``uid`` takes: one per free zone (``zone_kind``), host or Selection."""
    card = defn(state, uid)
    base = {"type": "activate", "seat": sid, "card": uid, **fixed}
    if card["type"] == "construct":
        return [{**base, "host": h} for h in _hosts(state, sid, card)]
    if card["type"] == "event" and cd.event_role(card) != "BOARD":
        ability = _event_ability(state, uid)
        if zone_kind is not None and not bd.free_zones(state, sid, "event"):
            return []  # t.ZONES_FULL
        if ability is not None and ability.get("select"):
            return [{**base, "target": x} for x in candidates(state, ability, sid, uid)]
        return [base]
    if zone_kind is None:
        return [base]
    return [{**base, "zone": z} for z in bd.free_zones(state, sid, zone_kind)]


def _paid(state: State, sid: str, bodies: list[Action], cost: int) -> list[Action]:
    """The bodies with the default payment, then each with every payment that really differs (``en.payments``)."""
    alternatives = en.payments(state, sid, cost) if bodies and cost > 0 else []
    return bodies + [{**b, "generate": p} for p in alternatives for b in bodies]


def _playable_from_hand(state: State, sid: str, uid: str, window: str) -> bool:
    card = defn(state, uid)
    role = cd.event_role(card) if card["type"] == "event" else None
    if role == "COUNTER":
        return False  # t.COUNTER_EVENT: Prepared first
    if role == "QUICK":
        return True
    if role == "PERFECT":
        return perfect_open(state)
    if window == "main":
        return True
    if role == "CAST":
        return False  # t.CAST_LAW: never as Timeshift 2 or higher
    return leftover(state, sid) and en.activation_cost(state, sid, uid) > 0  # t.LEFTOVER


def leftover(state: State, sid: str) -> bool:
    """t.LEFTOVER: in your own Action Phase, with ENERGY Generated in this Timeshift still unused."""
    s = seat(state, sid)
    return bool(state["chain"]) and s["floating"] > 0 and state["turn"]["active_seat"] == sid


def activations(state: State, sid: str, window: str) -> list[Action]:
    s = seat(state, sid)
    out: list[Action] = []
    avail = en.available(state, sid)
    ctx = en.cost_context(state, sid)
    for uid in s["hand"]:
        card = defn(state, uid)
        if not _playable_from_hand(state, sid, uid, window) or not _affordable(state, sid, uid, avail, ctx):
            continue
        zone_kind = "unit" if card["type"] == "unit" else "event" if card["type"] == "event" else None
        bodies = _bodies(state, sid, uid, zone_kind=zone_kind, fixed={})
        out += _paid(state, sid, bodies, en.activation_cost(state, sid, uid, ctx))
    activating = {link["card"] for link in state["chain"]}
    for uid in bd.roots(state, sid):
        rec = state["board"][uid]
        if not rec["down"] or rec["since"] >= state["turn"]["number"] or rec["exposed"] or uid in activating:
            continue  # t.PREPARE_WAIT, t.EXPOSE
        card = defn(state, uid)
        role = cd.event_role(card) if card["type"] == "event" else None
        if (window != "main" and role == "CAST") or not _affordable(state, sid, uid, avail, ctx):
            continue
        if role == "PERFECT" and not perfect_open(state):
            continue
        out += _paid(
            state, sid, _bodies(state, sid, uid, zone_kind=None, fixed={}), en.activation_cost(state, sid, uid, ctx)
        )
    leader = s["leader"]
    if window == "main" and leader in state["board"] and state["board"][leader]["zone"] == bd.LEADER_ZONE:
        card = defn(state, leader)
        if (
            s["rank"] >= 5 and _affordable(state, sid, leader, avail, ctx) and leader not in activating
        ):  # t.LEADER_ACTIVATION
            leader_bodies: list[Action] = [
                {"type": "activate", "seat": sid, "card": leader, "zone": z}
                for z in bd.free_zones(state, sid, str(card["leader_as"]))
            ]
            out += _paid(state, sid, leader_bodies, en.activation_cost(state, sid, leader, ctx))
    return out


def prepares(state: State, sid: str) -> list[Action]:
    """t.PREPARE: any card from the hand, for 1 ENERGY, face-down into an empty zone of its kind."""
    if en.available(state, sid) < 1:
        return []
    out = []
    for uid in seat(state, sid)["hand"]:
        card = defn(state, uid)
        kind = (
            "unit"
            if card["type"] == "unit" or (card["type"] == "construct" and cd.construct_role(card) == "UNIT")
            else "event"
        )
        out += [{"type": "prepare", "seat": sid, "card": uid, "zone": z} for z in bd.free_zones(state, sid, kind)]
    return _paid(state, sid, out, 1)


def _cost_ok(state: State, sid: str, uid: str, ability: dict[str, Any]) -> bool:
    cost = ability.get("cost") or {}
    if cost.get("exhaust") and state["board"][uid]["exh"]:
        return False
    return not (cost.get("energy") and en.available(state, sid) < int(cost["energy"]))


def uses(state: State, sid: str, window: str) -> list[Action]:
    """Abilities ``sid`` may use now: CAST and HONEST in the main window, QUICK whenever they hold priority."""
    out: list[Action] = []
    for uid in bd.roots(state, sid):
        rec = state["board"][uid]
        if rec["down"] or not (defn(state, uid)["_d"]["used"] or rec["roles_add"]):
            continue
        for key, ability in stats.abilities(state, uid):
            law = ability.get("law")
            if law not in cd.USED_LAWS or ability.get("zone") == "hand" or (law != "QUICK" and window != "main"):
                continue
            if law == "HONEST" and stats.hp(state, uid) < stats.max_hp(state, uid):  # rulings.HONEST
                continue
            once = ch.once_key(uid, key, ability)
            if once in state["once"] or not _cost_ok(state, sid, uid, ability):
                continue
            base = {"type": "use", "seat": sid, "card": uid, "ability": key}
            bodies = (
                [{**base, "target": x} for x in candidates(state, ability, sid, uid)]
                if ability.get("select")
                else [base]
            )
            out += _paid(state, sid, bodies, int((ability.get("cost") or {}).get("energy") or 0))
    if window == "main":
        out += _hand_uses(state, sid)
    return out


def _hand_uses(state: State, sid: str) -> list[Action]:
    """STALKER: "CAST (while in your hand) Consume (–Cost) opposing ENERGY➤ Spawn this card & Gain AMORPHOUS"."""
    out = []
    for uid in seat(state, sid)["hand"]:
        card = defn(state, uid)
        if card["type"] != "unit" or not cd.is_minus(card):
            continue
        for key, ability in cd.role_abilities(card["roles"], card["effects"]):
            if ability.get("zone") == "hand" and stalker_ok(state, sid, uid):
                out.append({"type": "use", "seat": sid, "card": uid, "ability": key})
    return out


def stalker_ok(state: State, sid: str, uid: str) -> bool:
    card = defn(state, uid)
    return (
        seat(state, other(sid))["energy"] >= -card["energy"]
        and card["rank"] <= seat(state, sid)["rank"]
        and bool(bd.free_zones(state, sid, "unit"))
    )


def attacks(state: State, sid: str) -> list[Action]:
    out = []
    for uid in bd.roots(state, sid):
        if bt.can_attack(state, uid):
            out += [{"type": "attack", "seat": sid, "attacker": uid, "target": x} for x in bt.targets(state, uid)]
    return out


def berserk_waiting(state: State, sid: str) -> list[str]:
    """BERSERK: "Must Attack each turn if able" — Units of ``sid`` that must still Attack."""
    return [
        u
        for u in bd.roots(state, sid)
        if bt.can_attack(state, u) and stats.has(state, u, "BERSERK") and bt.targets(state, u)
    ]


def return_three_possible(state: State, sid: str) -> bool:
    s = seat(state, sid)
    board = [u for u in bd.roots(state, sid) if u != s["leader"]]
    return bool(s["hand"]) and bool(s["idle"]) and bool(board)


def main_moves(state: State, sid: str) -> list[Action]:
    out = activations(state, sid, "main") + prepares(state, sid) + attacks(state, sid) + uses(state, sid, "main")
    if not berserk_waiting(state, sid):
        out.append({"type": "end_phase", "seat": sid})
    return out


def response_moves(state: State, sid: str) -> list[Action]:
    return activations(state, sid, "response") + uses(state, sid, "response")


# ---- carrying them out ---------------------------------------------------------------------------------------


def do_activate(state: State, a: Action, events: list[Event]) -> None:
    sid, uid = a["seat"], a["card"]
    card = defn(state, uid)
    s = seat(state, sid)
    source = "hand" if uid in s["hand"] else "leader" if uid == s["leader"] else "prepared"
    kind = _kind_of_card(card)
    if card["energy"] > 0:
        s["plus_activated"] += 1
        cost = 0
    else:
        cost = en.activation_cost(state, sid, uid)
        if s["discounts"].get(kind):
            s["discounts"][kind] = 0  # SUMMONER / SHAMAN / SOVEREIGN: used by this card
        en.pay(state, sid, cost, events, why=uid, chosen=a.get("generate"))
    link: dict[str, Any] = {"kind": "activate", "seat": sid, "card": uid, "from": source}
    if source == "hand":
        take_from_hand(state, uid, face_up=True)
    elif source == "prepared":
        state["board"][uid]["known"] = True
        link["zone"] = state["board"][uid]["zone"] if card["type"] != "construct" else None
    zone = a.get("zone")
    if zone is None and card["type"] == "event" and source == "hand":
        zone = bd.free_zones(state, sid, "event")[0]  # rulings.EVENT_ZONE: held while it is on the Timeshift
    if zone is not None:
        link["zone"] = zone
    for k in ("target", "host"):
        if k in a:
            link[k] = a[k]
    events.append(
        {
            "type": "activation",
            "seat": sid,
            "card": uid,
            "card_id": card_id(state, uid),
            "from": source,
            "cost": cost,
            "zone": link.get("zone"),
            "rule": t.CONSUME.id,
        }
    )
    ch.add(state, link, events)
    if cd.event_role(card) == "PERFECT" and card["type"] == "event":
        for u in list(state["board"]):
            if not state["board"][u]["down"]:
                stats.queue_triggers(state, u, "PERFECT", state["board"][u]["ctrl"])


def do_prepare(state: State, a: Action, events: list[Event]) -> None:
    sid, uid = a["seat"], a["card"]
    en.pay(state, sid, 1, events, why="prepare", chosen=a.get("generate"))
    take_from_hand(state, uid, face_up=False)
    uid = rekey(state, uid)
    bd.place(state, uid, sid, a["zone"], down=True)
    events.append({"type": "prepared", "seat": sid, "card": uid, "zone": a["zone"], "rule": t.PREPARE.id})
    ch.add(state, {"kind": "prepare", "seat": sid, "card": uid, "zone": None}, events)


def do_use(state: State, a: Action, events: list[Event]) -> None:
    sid, uid, key = a["seat"], a["card"], a["ability"]
    on_board = uid in state["board"]
    ability = _find(state, uid, key)
    cost = ability.get("cost") or {}
    once = ch.once_key(uid, key, ability)
    if once:
        state["once"].append(once)
    if cost.get("exhaust") and on_board:
        stats.exhaust(state, uid)
    if cost.get("energy"):
        en.pay(state, sid, int(cost["energy"]), events, why=f"{uid}:{key}", chosen=a.get("generate"))
    if cost.get("opposing_energy"):
        en.pay_opposing(state, sid, -defn(state, uid)["energy"], events)
    if cost.get("sacrifice") == "self" and on_board:
        bd.leave(state, uid, "idle", events, reason="sacrifice")
        events[-1]["rule"] = t.SACRIFICE.id
    events.append(
        {
            "type": "ability_used",
            "seat": sid,
            "card": uid,
            "card_id": card_id(state, uid),
            "ability": key,
            "law": ability.get("law"),
            "target": a.get("target"),
        }
    )
    ch.add(
        state,
        {"kind": "ability", "seat": sid, "card": uid, "key": key, "ability": ability, "target": a.get("target")},
        events,
    )


def _find(state: State, uid: str, key: str) -> dict[str, Any]:
    if uid in state["board"]:
        found = stats.ability(state, uid, key)
    else:
        card = defn(state, uid)
        found = dict(cd.role_abilities(card["roles"], card["effects"])).get(key)
    assert found is not None, (uid, key)
    return found
