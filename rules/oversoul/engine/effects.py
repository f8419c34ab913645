"""The effect vocabulary: the operations an Ability's ``do`` lists, run when it resolves.

Each op is ``run(state, ctx, op, events)`` on a fresh copy; ``ctx`` holds the Ability's controller (``seat``), the
card with it (``source``), its Selection (``target``) and the DYNAMO factor for its values. A numeric value is a
number or "RANK" (the card's own RANK — a ruling).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, TypedDict

from rules.base import Event, State
from rules.oversoul.engine import board as bd
from rules.oversoul.engine import cards as cd
from rules.oversoul.engine import damage as dm
from rules.oversoul.engine import stats
from rules.oversoul.engine import texts as t
from rules.oversoul.engine.kwtexts import KEYWORDS as KW
from rules.oversoul.engine.kwtexts import ROLES
from rules.oversoul.engine.state import card_id, defn, draw, new_record, owner, seat, take_from_hand, to_deck_bottom


class Ctx(TypedDict):
    """What an Ability's ops resolve against."""

    seat: str  # the Ability's controller
    source: str  # the card with the Ability
    target: Any  # its Selection: a card instance id, a seat, or None
    factor: int  # DYNAMO's multiplier for its values
    card: dict[str, Any]  # the definition it resolves with (a TOTEM's own, before it is on the board)
    selected: bool  # whether the Ability Selects (PIERCE and CLEAVE only follow a Selection)


Op = Callable[[State, Ctx, dict[str, Any], list[Event]], None]
VALUED = {"damage", "heal", "heal_leader", "draw", "gaze", "bonus_generate"}


def _x(ctx: Ctx, op: dict[str, Any]) -> int:
    return cd.value(op.get("x", 1), ctx["card"]) * ctx["factor"]


def _on_board(state: State, uid: Any) -> bool:
    return isinstance(uid, str) and uid in state["board"]


def _damage(state: State, ctx: Ctx, op: dict[str, Any], events: list[Event]) -> None:
    target = ctx["source"] if op.get("to") == "self" else ctx["target"]
    if not _on_board(state, target):
        return
    source = ctx["source"]
    hits = dm.strike(
        state,
        source,
        target,
        _x(ctx, op),
        events,
        selected=ctx["selected"],
        ability=True,
        source_rank=int(ctx["card"]["rank"]),
        source_event=ctx["card"]["type"] == "event",
    )
    dm.after_dealing(state, source if _on_board(state, source) else None, hits, events)
    finished = op.get("if_shattered") and _on_board(state, target) and stats.hp(state, target) <= 0
    if finished and dm.shatter(state, target, events, reason="ability") and _on_board(state, source):
        for then in op["if_shattered"]:
            OPS[then["op"]](state, ctx, then, events)


def _heal(state: State, ctx: Ctx, op: dict[str, Any], events: list[Event]) -> None:
    if _on_board(state, ctx["target"]):
        dm.heal(state, ctx["target"], _x(ctx, op), events)


def _heal_leader(state: State, ctx: Ctx, op: dict[str, Any], events: list[Event]) -> None:
    leader = seat(state, ctx["seat"])["leader"]
    if _on_board(state, leader):
        dm.heal(state, leader, _x(ctx, op), events)


def _give(state: State, ctx: Ctx, op: dict[str, Any], events: list[Event]) -> None:
    target = ctx["source"] if op["op"] == "gain" else ctx["target"]
    if not _on_board(state, target) or state["board"][target]["down"]:
        return  # a Prepared card can't receive any Abilities
    until = op.get("until")
    until = f"cycle:{ctx['seat']}" if until == "next_cycle" else until
    stats.gain(state, target, op["kw"], until=until, by=ctx["seat"])
    events.append(
        {"type": "keyword_gained", "card": target, "keyword": op["kw"], "until": until, "rule": KW[op["kw"]].id}
    )
    if op["kw"] == "SEALED":
        for c in bd.stack_of(state, target):
            dm.shatter(state, c, events, reason="sealed")  # t.CONSTRUCTS_SHATTER


def _stat(state: State, ctx: Ctx, op: dict[str, Any], events: list[Event]) -> None:
    if _on_board(state, ctx["target"]):
        mod = {k: op[k] for k in ("spd", "dmg") if k in op}
        state["board"][ctx["target"]]["mods"].append({**mod, "until": op.get("until", "turn")})
        events.append({"type": "stats_changed", "card": ctx["target"], **mod, "rule": t.SPD_OVERFLOW.id})


def _draw(state: State, ctx: Ctx, op: dict[str, Any], events: list[Event]) -> None:
    events += draw(state, ctx["seat"], _x(ctx, op), cause="ability")


def _owner_draws(state: State, ctx: Ctx, op: dict[str, Any], events: list[Event]) -> None:
    if isinstance(ctx["target"], str) and ctx["target"] in state["inst"]:
        events += draw(state, owner(state, ctx["target"]), _x(ctx, op), cause="ability")


def _gaze(state: State, ctx: Ctx, op: dict[str, Any], events: list[Event]) -> None:
    deck_owner = ctx["target"]
    deck = seat(state, deck_owner)["deck"]
    top = deck[::-1][: _x(ctx, op)]
    if not top:
        return
    seat(state, ctx["seat"])["known"][deck_owner] = list(top)
    events.append(
        {
            "type": "gazed",
            "seat": ctx["seat"],
            "deck": deck_owner,
            "count": len(top),
            "rule": t.GAZE.id,
            "private": {"seat": ctx["seat"], "cards": list(top)},
        }
    )
    if len(top) > 1:
        state["choice"] = {"kind": "gaze", "seat": ctx["seat"], "deck": deck_owner, "cards": list(top), "order": []}


def _expose(state: State, ctx: Ctx, op: dict[str, Any], events: list[Event]) -> None:
    target = ctx["target"]
    if _on_board(state, target) and state["board"][target]["down"]:
        state["board"][target]["exposed"] = True
        state["board"][target]["known"] = True
        events.append({"type": "exposed", "card": target, "card_id": card_id(state, target), "rule": t.EXPOSE.id})


def spawn(state: State, sid: str, events: list[Event], spawning: dict[str, Any]) -> None:
    """Spawn a card for ``sid`` (``rulings.SPAWNING``): ``spawning`` names it (``card``, an instance in the hand or
    Idle Zone, ``from``; or ``token``, a TOTEM's card id) with what it Enters with (``hp``, ``gain``) and the
    ``rule``. Not Spawned with no empty Unit Zone or above the Leader's RANK; into the only empty zone at once; else
    its controller chooses the zone (a ``spawn_zone`` choice, finished by ``finish_spawn``)."""
    free = bd.free_zones(state, sid, "unit")
    cid = spawning["token"] or card_id(state, spawning["card"])
    if not free or int(state["cards"][cid]["rank"]) > seat(state, sid)["rank"]:
        events.append(
            {
                "type": "spawn_failed",
                "card": spawning["card"] or cid,
                "reason": "rank" if free else "no_zone",
                "rule": (t.RANK_LIMIT if free else t.ZONES_FULL).id,
            }
        )
        return
    if len(free) == 1:
        finish_spawn(state, sid, spawning, free[0], events)
    else:
        if spawning["from"] == "hand":
            seat(state, sid)["shown"].append(spawning["card"])  # STALKER: shown as it was used, while it waits
        state["choice"] = {"kind": "spawn_zone", "seat": sid, "zones": free, "spawning": spawning}


def finish_spawn(state: State, sid: str, spawning: dict[str, Any], zone: str, events: list[Event]) -> None:
    """The Spawned card Enters ``zone`` Exhausted (t.SPAWN), with what its Ability gives it."""
    uid = spawning["card"]
    if uid is None:
        uid = f"t{state['next_token']}"
        state["next_token"] += 1
        state["inst"] = {**state["inst"], uid: [spawning["token"], sid]}
    elif spawning["from"] == "hand":
        take_from_hand(state, uid, face_up=True)
    else:
        seat(state, owner(state, uid))["idle"].remove(uid)
    bd.place(state, uid, sid, zone)
    events.append(
        {
            "type": "spawned",
            "card": uid,
            "card_id": card_id(state, uid),
            "seat": sid,
            "zone": zone,
            "rule": spawning["rule"],
        }
    )
    stats.exhaust(state, uid)
    stats.queue_triggers(state, uid, "ENTER", sid)
    if spawning.get("hp") is not None:
        state["board"][uid]["dmg"] = stats.max_hp(state, uid) - int(spawning["hp"])
    if spawning.get("gain"):
        stats.gain(state, uid, spawning["gain"], by=sid)


def _spawn(state: State, ctx: Ctx, op: dict[str, Any], events: list[Event]) -> None:
    spawning = {"card": None, "token": op["card"], "from": None, "hp": None, "gain": None, "rule": t.TOTEM.id}
    spawn(state, ctx["seat"], events, spawning)


def _spawn_self(state: State, ctx: Ctx, op: dict[str, Any], events: list[Event]) -> None:
    uid, sid = ctx["source"], ctx["seat"]
    s = seat(state, owner(state, uid))
    where = "hand" if uid in s["hand"] else "idle" if uid in s["idle"] else None
    if where is None or not bd.free_zones(state, sid, "unit"):
        return
    spawning = {"card": uid, "token": None, "from": where, "hp": op.get("hp"), "gain": op.get("gain")}
    spawn(state, sid, events, {**spawning, "rule": t.SPAWN.id})


def _attach_self(state: State, ctx: Ctx, op: dict[str, Any], events: list[Event]) -> None:
    """MEGANIST: the Shattered card comes back Attached to the Selection as a UNIT Construct."""
    uid, host = ctx["source"], ctx["target"]
    s = seat(state, owner(state, uid))
    if uid not in s["idle"] or not _on_board(state, host) or stats.has(state, host, "POLARITY"):
        return
    s["idle"].remove(uid)
    rec = bd.attach(state, uid, host)
    rec["hp_as_construct"] = int(defn(state, uid)["hp"] or 0)
    stats.gain(state, uid, "AMORPHOUS", by=ctx["seat"])
    events.append(
        {
            "type": "attached",
            "card": uid,
            "card_id": card_id(state, uid),
            "host": host,
            "spawned": True,
            "rule": ROLES["MEGANIST"].id,
        }
    )
    if not state["board"][host]["exh"]:
        stats.exhaust(state, host)  # t.CONSTRUCT_REACTIVATES: a Spawned Construct Exhausts its host


def _return_hand(state: State, ctx: Ctx, op: dict[str, Any], events: list[Event]) -> None:
    target = ctx["target"]
    if _on_board(state, target):
        if any(o["op"] == "no_return_hand" for e in defn(state, target)["effects"] for o in e.get("do", [])):
            events.append({"type": "not_returned", "card": target})
            return
        bd.leave(state, target, "hand", events, reason="returned")
        return
    s = seat(state, ctx["seat"])
    if target in s["exile"]:
        s["exile"].remove(target)
        if s["leader"] == target:
            bd.place(state, target, ctx["seat"], bd.LEADER_ZONE)
            events.append({"type": "leader_returned", "card": target, "seat": ctx["seat"], "rule": t.LEADER_RETURNS.id})
        else:
            s["hand"].append(target)
            s["shown"].append(target)
            events.append({"type": "returned_to_hand", "card": target, "card_id": card_id(state, target)})


def _exile(state: State, ctx: Ctx, op: dict[str, Any], events: list[Event]) -> None:
    if _on_board(state, ctx["target"]):
        bd.leave(state, ctx["target"], "exile", events, reason="exiled")


def _to_deck_bottom(state: State, ctx: Ctx, op: dict[str, Any], events: list[Event]) -> None:
    s = seat(state, ctx["seat"])
    if ctx["target"] in s["idle"]:
        s["idle"].remove(ctx["target"])
        to_deck_bottom(state, ctx["target"])
        events.append({"type": "returned_to_deck", "card": ctx["target"], "card_id": card_id(state, ctx["target"])})


def _next_discount(state: State, ctx: Ctx, op: dict[str, Any], events: list[Event]) -> None:
    seat(state, ctx["seat"])["discounts"][op["type"]] += int(op["x"])
    events.append({"type": "discount_waiting", "seat": ctx["seat"], "for": op["type"], "amount": int(op["x"])})


def _bonus_generate(state: State, ctx: Ctx, op: dict[str, Any], events: list[Event]) -> None:
    seat(state, ctx["seat"])["bonus_generate"] += _x(ctx, op)
    events.append({"type": "bonus_generate", "seat": ctx["seat"], "amount": _x(ctx, op), "rule": ROLES["NATURA"].id})


def _prepare_self(state: State, ctx: Ctx, op: dict[str, Any], events: list[Event]) -> None:
    uid = ctx["source"]
    if not _on_board(state, uid) or state["board"][uid]["down"]:
        return
    for c in bd.stack_of(state, uid):
        dm.shatter(state, c, events, reason="host_prepared")  # t.CONSTRUCTS_SHATTER
    rec = state["board"][uid]
    state["board"][uid] = new_record(rec["ctrl"], rec["zone"], turn=state["turn"]["number"], down=True)
    state["granting"] = [u for u in state["granting"] if u != uid]
    events.append(
        {
            "type": "prepared",
            "card": uid,
            "seat": rec["ctrl"],
            "zone": rec["zone"],
            "self": True,
            "rule": ROLES["NIDAGYST"].id,
        }
    )


def _cancel(state: State, ctx: Ctx, op: dict[str, Any], events: list[Event]) -> None:
    for i, link in enumerate(state["chain"]):
        if link["kind"] == "activate" and link["card"] == ctx["target"]:
            del state["chain"][i]
            if link["from"] == "prepared" and _on_board(state, link["card"]):
                bd.leave(state, link["card"], "idle", events, reason="cancelled")
            elif link["from"] != "leader":
                seat(state, owner(state, link["card"]))["idle"].append(link["card"])
            events.append(
                {
                    "type": "activation_cancelled",
                    "card": link["card"],
                    "card_id": card_id(state, link["card"]),
                    "rule": t.CANCEL.id,
                }
            )
            return


def _become_roles(state: State, ctx: Ctx, op: dict[str, Any], events: list[Event]) -> None:
    uid, target = ctx["source"], ctx["target"]
    if not _on_board(state, uid) or not _on_board(state, target):
        return
    rec = state["board"][uid]
    new = [r for r in stats.role_list(state, target) if r not in stats.role_list(state, uid)]
    rec["roles_add"] += new
    bd.init_charges(state, uid)
    events.append({"type": "roles_became", "card": uid, "roles": new, "rule": ROLES["SHIFTER"].id})


OPS: dict[str, Op] = {
    "damage": _damage,
    "heal": _heal,
    "heal_leader": _heal_leader,
    "give": _give,
    "gain": _give,
    "stat": _stat,
    "draw": _draw,
    "owner_draws": _owner_draws,
    "gaze": _gaze,
    "expose": _expose,
    "spawn": _spawn,
    "spawn_self": _spawn_self,
    "attach_self": _attach_self,
    "return_hand": _return_hand,
    "exile": _exile,
    "to_deck_bottom": _to_deck_bottom,
    "next_discount": _next_discount,
    "bonus_generate": _bonus_generate,
    "prepare_self": _prepare_self,
    "cancel": _cancel,
    "become_roles": _become_roles,
}
STATIC_OPS = ("grant", "cost_mod", "no_return_hand")


def resolve(
    state: State,
    *,
    seat_id: str,
    source: str,
    ability: dict[str, Any],
    target: Any,
    events: list[Event],
    card: dict[str, Any] | None = None,
) -> None:
    """Resolve one Ability: its ops in order. A Selection no longer legal makes it fizzle."""
    from rules.oversoul.engine.targets import still_legal

    if (
        ability.get("select")
        and ability["select"]["kind"] in ("card", "unit", "prepared", "link")
        and not (still_legal(state, ability, seat_id, source if _on_board(state, source) else None, target))
    ):
        events.append({"type": "fizzled", "card": source, "target": target, "reason": "selection_gone"})
        return
    factor = 1
    valued = any(op["op"] in VALUED for op in ability["do"])
    if valued and _on_board(state, source) and stats.level(state, source, "DYNAMO"):
        factor = 1 + stats.use(state, source, "DYNAMO")
        events.append({"type": "dynamo", "card": source, "factor": factor, "rule": KW["DYNAMO"].id})
    ctx: Ctx = {
        "seat": seat_id,
        "source": source,
        "target": target,
        "factor": factor,
        "card": card or defn(state, source),
        "selected": bool(ability.get("select")),
    }
    for op in ability["do"]:
        OPS[op["op"]](state, ctx, op, events)
        if state["choice"] is not None and op is not ability["do"][-1]:
            break  # a Gaze waits for its order; nothing in the vocabulary follows one
