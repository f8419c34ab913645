"""ENERGY: what an Activation costs, what a player can pay, and paying it.

The Leader's ENERGY (``energy``) is refreshed to RANK each cycle and lasts until the next refresh; ENERGY Generated
by Exhausting a +card (``floating``) lasts until the Timeshift it was Generated in has resolved (ruling "How long
Generated ENERGY lasts"). A cost is paid from floating ENERGY first, then the Leader's, then by Generating from the
fewest +cards that cover it (Events before Units, Units that cannot Guard first) — the engine's choice, so an
Activation is one action; see docs/oversoul-rulings.md › Paying ENERGY.
"""

from __future__ import annotations

from itertools import combinations
from typing import Any, TypedDict

from rules.base import Event, State
from rules.oversoul.engine import stats
from rules.oversoul.engine import texts as t
from rules.oversoul.engine.state import defn, other, seat


class CostContext(TypedDict):
    """What a seat's Activation costs depend on (``cost_context``)."""

    plus: dict[str, int]  # Active +cards by Archetype
    statics: list[dict[str, Any]]  # continuous cost changes (``cost_mod`` ops)
    waiting: dict[str, int]  # discounts waiting for the next card of a type


def _matches(card: dict[str, Any], flt: dict[str, Any]) -> bool:
    if "archetype" in flt and card["archetype"] != flt["archetype"]:
        return False
    if "type" in flt and card["type"] != flt["type"]:
        return False
    return not (flt.get("minus") and card["energy"] >= 0)


def cost_context(state: State, sid: str) -> CostContext:
    """What ``sid``'s costs depend on, gathered once: their Active +cards by Archetype (t.DISCOUNT counts the +Leader
    "even when not Activated as a Event or Unit"; a –Leader gives none: ``rulings.LEADER_DISCOUNT``), continuous cost
    changes of their face-up cards ("Your CHAOS -Units Consume 1 less ENERGY…") and waiting discounts."""
    plus: dict[str, int] = {}
    statics: list[dict[str, Any]] = []
    rank = seat(state, sid)["rank"]
    for u, r in state["board"].items():
        if r["ctrl"] != sid or r["down"]:
            continue
        card = defn(state, u)
        if card["energy"] > 0:
            plus[card["archetype"]] = plus.get(card["archetype"], 0) + 1
        for op in card["_d"]["static_costs"]:
            if rank >= op.get("min_rank", 1) and not stats.is_sealed(state, u):
                statics.append(op)
    return {"plus": plus, "statics": statics, "waiting": seat(state, sid)["discounts"]}


def activation_cost(state: State, sid: str, uid: str, ctx: CostContext | None = None) -> int:
    """The ENERGY Activating ``uid`` Consumes: 0 for a +card; for a –card its cost less 1 for each of ``sid``'s
    Active +cards of its Archetype (t.DISCOUNT), continuous discounts, and a waiting SUMMONER/SHAMAN/SOVEREIGN
    discount for its type."""
    card = defn(state, uid)
    energy: int = card["energy"]
    if energy >= 0:
        return 0
    ctx = ctx if ctx is not None else cost_context(state, sid)
    same = ctx["plus"].get(card["archetype"], 0)
    statics = sum(int(op["x"]) for op in ctx["statics"] if _matches(card, op.get("filter", {})))
    kind = card["leader_as"] if card["type"] == "leader" else card["type"]
    return max(0, -energy - same - statics - ctx["waiting"].get(kind, 0))


def generators(state: State, sid: str) -> list[tuple[str, int]]:
    """``sid``'s upright cards that can Generate, with the ENERGY each would give now (t.GENERATE, t.PLUS_CONSTRUCT;
    DYNAMO doubles, HYPER-DYNAMO triples)."""
    out = []
    board = state["board"]
    for u, r in board.items():
        if r["ctrl"] != sid or r["down"] or r["exh"] or r["on"] is not None or r["zone"] == "leader":
            continue
        amount = max(0, defn(state, u)["energy"])
        if r["stack"]:
            amount += sum(max(0, defn(state, c)["energy"]) for c in r["stack"])
        if amount > 0:
            lvl = stats.level(state, u, "DYNAMO")
            out.append((u, amount * (lvl + 1)))
    return out


def available(state: State, sid: str) -> int:
    s = seat(state, sid)
    gens = generators(state, sid)
    bonus: int = s["bonus_generate"] if gens else 0
    own: int = s["floating"] + s["energy"]
    return own + sum(a for _, a in gens) + bonus


def _penalty(state: State, uid: str) -> int:
    if state["board"][uid]["zone"].startswith("e"):
        return 0
    return 2 if stats.has(state, uid, "GUARD") else 1


def _pick(state: State, gens: list[tuple[str, int]], need: int, bonus: int) -> list[str]:
    best: tuple[tuple[int, int, int], list[str]] | None = None
    for n in range(1, len(gens) + 1):
        for combo in combinations(gens, n):
            total = sum(a for _, a in combo) + bonus
            if total < need:
                continue
            key = (n, sum(_penalty(state, u) for u, _ in combo), total - need)
            if best is None or key < best[0]:
                best = (key, [u for u, _ in combo])
        if best is not None:
            return best[1]
    return []


def pay(state: State, sid: str, amount: int, events: list[Event], *, why: str) -> None:
    """Consume ``amount`` ENERGY for ``sid`` in the order of ``rulings.PAYING`` (the caller has checked
    ``available``)."""
    s = seat(state, sid)
    paid = {"floating": min(s["floating"], amount)}
    s["floating"] -= paid["floating"]
    left = amount - paid["floating"]
    paid["leader"] = min(s["energy"], left)
    s["energy"] -= paid["leader"]
    left -= paid["leader"]
    generated = []
    if left > 0:
        for u in _pick(state, generators(state, sid), left, s["bonus_generate"]):
            generated.append(u)
            events += generate(state, sid, u)
        take = min(s["floating"], left)
        s["floating"] -= take
        left -= take
    if amount:
        events.append(
            {
                "type": "energy_consumed",
                "seat": sid,
                "amount": amount,
                "for": why,
                "from_leader": paid["leader"],
                "generated_by": generated,
                "rule": t.CONSUME.id,
            }
        )


def generate(state: State, sid: str, uid: str) -> list[Event]:
    """Exhaust ``uid`` to Generate all its ENERGY into ``sid``'s floating ENERGY (FRENZY keeps it upright)."""
    s = seat(state, sid)
    r = state["board"][uid]
    base = max(0, defn(state, uid)["energy"]) + sum(max(0, defn(state, c)["energy"]) for c in r["stack"])
    factor = stats.use(state, uid, "DYNAMO") + 1
    amount = base * factor + s["bonus_generate"]
    s["bonus_generate"] = 0
    stats.exhaust(state, uid)
    s["floating"] += amount
    return [{"type": "energy_generated", "seat": sid, "card": uid, "amount": amount, "rule": t.GENERATE.id}]


def pay_opposing(state: State, sid: str, amount: int, events: list[Event]) -> None:
    """STALKER: "Consume (–Cost) opposing ENERGY" — the printed cost, from the opposing Leader's ENERGY
    (``rulings.OPPOSING_ENERGY``)."""
    foe = seat(state, other(sid))
    foe["energy"] -= amount
    events.append(
        {
            "type": "energy_consumed",
            "seat": other(sid),
            "amount": amount,
            "for": "opposing_cost",
            "by": sid,
            "rule": t.CONSUME.id,
        }
    )
