"""The Timeshift: a chain of Activations and Abilities whose last link resolves first.

Costs are paid as a link is added; then priority passes to the other player (ruling "Priority in a Timeshift": a
player holding priority adds a link or passes; after a link the other player holds priority; the chain resolves,
last link first, once both players have passed in a row). A player not asked (``windows.asked``) passes at once.
ENERGY Generated from +cards lasts until the chain has resolved (t.GENERATED_ENERGY). Abilities triggered while a
chain is built or resolved wait, then each starts a new Timeshift (the turn player's first).
"""

from __future__ import annotations

from typing import Any

from rules.base import Event, State
from rules.oversoul.engine import board as bd
from rules.oversoul.engine import cards as cd
from rules.oversoul.engine import effects as fx
from rules.oversoul.engine import stats
from rules.oversoul.engine import texts as t
from rules.oversoul.engine.rulings import ENERGY_LASTS, PRIORITY
from rules.oversoul.engine.state import card_id, defn, other, owner, seat
from rules.oversoul.engine.targets import candidates


def public_link(state: State, link: dict[str, Any]) -> dict[str, Any]:
    """What every player sees of a link (a Prepare shows nothing of its card)."""
    out = {k: link[k] for k in ("kind", "seat", "card", "zone", "target", "host", "key", "from") if k in link}
    if link["kind"] == "activate":
        out["card_id"] = card_id(state, link["card"])
    elif link["kind"] == "ability":
        out["card_id"] = card_id(state, link["card"])
        out["law"] = link["ability"].get("law")
    return out


def add(state: State, link: dict[str, Any], events: list[Event]) -> None:
    """Put ``link`` on the chain; priority goes to the other player."""
    state["chain"].append(link)
    state["priority"] = other(link["seat"])
    state["passes"] = 0
    events.append(
        {"type": "timeshift", "number": len(state["chain"]), "link": public_link(state, link), "rule": t.TIMESHIFT.id}
    )


def do_pass(state: State, sid: str, events: list[Event]) -> None:
    """``sid`` passes priority — by hand, by a standing pass or not asked: one event, one rule (ruling "Who is
    asked")."""
    state["passes"] += 1
    events.append({"type": "priority_passed", "seat": sid, "rule": PRIORITY.id})
    if state["passes"] >= 2:
        state["resolving"] = True
        state["priority"] = None
    else:
        state["priority"] = other(sid)


def resolve_next(state: State, events: list[Event]) -> None:
    """Resolve the last link (t.TIMESHIFT_ORDER); when the chain is empty, Generated ENERGY is gone."""
    link = state["chain"].pop()
    events.append(
        {
            "type": "resolving",
            "number": len(state["chain"]) + 1,
            "link": public_link(state, link),
            "rule": t.TIMESHIFT_ORDER.id,
        }
    )
    if link["kind"] == "activate":
        _resolve_activation(state, link, events)
    elif link["kind"] == "ability":
        fx.resolve(
            state,
            seat_id=link["seat"],
            source=link["card"],
            ability=link["ability"],
            target=link.get("target"),
            events=events,
        )
    if not state["chain"] and state["choice"] is None:
        end_chain(state, events)


def end_chain(state: State, events: list[Event]) -> None:
    state["resolving"] = False
    state["priority"] = None
    state["passes"] = 0
    for s in state["seats"]:
        if s["floating"]:
            events.append({"type": "energy_lost", "seat": s["seat"], "amount": s["floating"], "rule": ENERGY_LASTS.id})
            s["floating"] = 0


def enter(state: State, uid: str, sid: str, zone: str, events: list[Event], *, how: str) -> None:
    """``uid`` Enters face-up in ``zone``: ENTER and ACTIVATE Abilities trigger (8.5)."""
    bd.place(state, uid, sid, zone)
    events.append(
        {"type": "entered", "card": uid, "card_id": card_id(state, uid), "seat": sid, "zone": zone, "how": how}
    )
    stats.queue_triggers(state, uid, "ENTER", sid)
    stats.queue_triggers(state, uid, "ACTIVATE", sid)


def reactivate(state: State, uid: str, events: list[Event]) -> bool:
    """t.REACTIVATE: an Exhausted card stands up and its ACTIVATE Abilities trigger (CHAINED: never)."""
    rec = state["board"][uid]
    if not rec["exh"] or stats.has(state, uid, "CHAINED"):
        return False
    rec["exh"] = False
    events.append({"type": "reactivated", "card": uid, "rule": t.REACTIVATE.id})
    stats.queue_triggers(state, uid, "ACTIVATE", rec["ctrl"])
    return True


def _resolve_activation(state: State, link: dict[str, Any], events: list[Event]) -> None:
    uid, sid = link["card"], link["seat"]
    card = defn(state, uid)
    if link["from"] == "prepared":
        if uid not in state["board"] or not state["board"][uid]["down"]:
            events.append({"type": "fizzled", "card": uid, "reason": "left_the_board"})
            return
        del state["board"][uid]  # PREPARED_DAMAGE: it Enters anew, with its own HP
    if link["from"] == "leader":
        del state["board"][uid]
        events.append(
            {
                "type": "leader_activated",
                "card": uid,
                "seat": sid,
                "as": card["leader_as"],
                "rule": t.LEADER_ACTIVATION.id,
            }
        )
        enter(state, uid, sid, link["zone"], events, how="activated")
        return
    if card["type"] == "construct":
        host = link.get("host")
        if not isinstance(host, str) or host not in state["board"] or state["board"][host]["down"]:
            seat(state, owner(state, uid))["idle"].append(uid)
            events.append({"type": "fizzled", "card": uid, "reason": "host_gone"})
            return
        bd.attach(state, uid, host)
        events.append(
            {
                "type": "attached",
                "card": uid,
                "card_id": card_id(state, uid),
                "host": host,
                "rule": t.CONSTRUCT_ATTACH.id,
            }
        )
        stats.queue_triggers(state, uid, "ENTER", sid)
        if state["board"][host]["exh"]:
            reactivate(state, host, events)  # t.CONSTRUCT_REACTIVATES
        return
    role = cd.event_role(card) if card["type"] == "event" else None
    if role in cd.TRANSIENT_EVENTS:
        for _key, ability in stats.abilities(state, uid):
            if ability.get("law") == role:
                fx.resolve(state, seat_id=sid, source=uid, ability=ability, target=link.get("target"), events=events)
        seat(state, owner(state, uid))["idle"].append(uid)
        events.append(
            {
                "type": "event_done",
                "card": uid,
                "card_id": card_id(state, uid),
                "to": "idle",
                "rule": (t.CAST_EVENT if role == "CAST" else t.QUICK_EVENT).id,
            }
        )
        return
    enter(state, uid, sid, link["zone"], events, how="activated")


def next_trigger(state: State) -> dict[str, Any] | None:
    """The next waiting trigger: the turn player's first (then the other player's), in the order they arose."""
    active = state["turn"]["active_seat"]
    triggers: list[dict[str, Any]] = state["triggers"]
    for trig in triggers:
        if trig["seat"] == active:
            return trig
    return triggers[0] if triggers else None


def start_trigger(state: State, events: list[Event]) -> None:
    """TRIGGERS: put the next trigger on a new chain; its Selection is made now (a choice when it is the
    player's)."""
    trig = next_trigger(state)
    assert trig is not None
    state["triggers"].remove(trig)
    ability, sid, uid = trig["ability"], trig["seat"], trig["card"]
    once = _once_key(uid, trig["key"], ability)
    if once is not None and once in state["once"]:
        return
    source = uid if uid in state["board"] else None
    options: list[Any] = candidates(state, ability, sid, source) if ability.get("select") else []
    if ability.get("select") and not options:
        events.append({"type": "fizzled", "card": uid, "law": trig["law"], "reason": "no_selection"})
        return
    if ability.get("optional") or len(options) > 1:
        state["choice"] = {
            "kind": "trigger",
            "seat": sid,
            "trigger": trig,
            "options": options or [uid],
            "optional": bool(ability.get("optional")),
        }
        return
    put_trigger(state, trig, options[0] if options else None, events)


def put_trigger(state: State, trig: dict[str, Any], target: Any, events: list[Event]) -> None:
    once = _once_key(trig["card"], trig["key"], trig["ability"])
    if once is not None:
        state["once"].append(once)
    target = None if target == trig["card"] and not trig["ability"].get("select") else target
    add(
        state,
        {
            "kind": "ability",
            "seat": trig["seat"],
            "card": trig["card"],
            "key": trig["key"],
            "ability": trig["ability"],
            "target": target,
            "trigger": True,
        },
        events,
    )


def _once_key(uid: str, key: str, ability: dict[str, Any]) -> str | None:
    once = ability.get("once")
    return f"{once}:{uid}:{key}" if once else None


once_key = _once_key
