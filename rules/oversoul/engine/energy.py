"""ENERGY: what an Activation costs, what a player can pay, and paying it.

The Leader's ENERGY (``energy``) is refreshed to RANK each cycle and lasts until the next refresh; ENERGY Generated
by Exhausting a +card (``floating``) lasts until the Timeshift it was Generated in has resolved (ruling "How long
Generated ENERGY lasts"). The player pays (4.1: a +card is Generated "only when ENERGY is to be Consumed"): an
action may carry ``generate``, the +cards it Exhausts; the Leader's ENERGY covers what they do not. Without it the
cost is paid from floating ENERGY first, then the Leader's, then by Generating from the fewest +cards that cover it
(Events before Units, Units that cannot Guard first, uncharged before DYNAMO/FRENZY); see docs/oversoul-rulings.md
› Paying ENERGY.
"""

from __future__ import annotations

from itertools import combinations
from typing import Any, TypedDict

from rules.base import Action, Event, Rule, State
from rules.oversoul.engine import cards as cd
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
    return card_cost(defn(state, uid), ctx if ctx is not None else cost_context(state, sid))


def card_cost(card: dict[str, Any], ctx: CostContext) -> int:
    """``activation_cost`` of a card definition, for a card that need not be in the game (``windows.asked``)."""
    energy: int = card["energy"]
    if energy >= 0:
        return 0
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


def _charged(state: State, uid: str) -> bool:
    """A +card whose Generating would spend a DYNAMO or FRENZY charge the player may want to keep."""
    return bool(stats.level(state, uid, "DYNAMO") or stats.level(state, uid, "FRENZY"))


def _penalty(state: State, uid: str) -> int:
    charged = 4 if _charged(state, uid) else 0
    if state["board"][uid]["zone"].startswith("e"):
        return charged
    return charged + (2 if stats.has(state, uid, "GUARD") else 1)


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


def cost_of(state: State, a: Action) -> int | None:
    """The ENERGY ``a`` (an activate, prepare or use body) Consumes from its player, None when it names nothing
    that could be played."""
    sid, uid = a["seat"], a.get("card")
    if a["type"] == "prepare":
        return 1
    if not isinstance(uid, str) or uid not in state["inst"]:
        return None
    if a["type"] == "activate":
        return 0 if defn(state, uid)["energy"] > 0 else activation_cost(state, sid, uid)
    if uid in state["board"]:
        ability = stats.ability(state, uid, str(a.get("ability")))
    else:
        card = defn(state, uid)
        ability = dict(cd.role_abilities(card["roles"], card["effects"])).get(str(a.get("ability")))
    return None if ability is None else int((ability.get("cost") or {}).get("energy") or 0)


def default_payment(state: State, sid: str, amount: int) -> list[str]:
    """The +cards the default payment Generates from: none while floating and Leader ENERGY cover ``amount``, else
    the fewest that cover the rest (``_pick``)."""
    s = seat(state, sid)
    left = amount - s["floating"] - s["energy"]
    return _pick(state, generators(state, sid), left, s["bonus_generate"]) if left > 0 else []


def payments(state: State, sid: str, amount: int) -> list[list[str]]:
    """The payments worth offering beside the default, which really differ from it: keeping the Leader's ENERGY
    (Generating instead) and keeping DYNAMO/FRENZY charges (the Leader pays more). At most two, each a list of the
    +cards Generated from."""
    s = seat(state, sid)
    gens = generators(state, sid)
    if amount <= s["floating"] or not gens:
        return []
    default = default_payment(state, sid, amount)
    out: list[list[str]] = []
    need = amount - s["floating"]
    if s["energy"] > 0:
        keep_leader = _pick(state, gens, need, s["bonus_generate"]) or [u for u, _ in gens]
        out.append(keep_leader)
    if any(_charged(state, u) for u in default):
        plain = [(u, a) for u, a in gens if not _charged(state, u)]
        left = need - s["energy"]
        spare = _pick(state, plain, left, s["bonus_generate"]) if left > 0 else []
        if left <= 0 or spare:
            out.append(spare)
    seen = [sorted(default)]
    unique = []
    for p in out:
        if sorted(p) not in seen and payment_problem(state, sid, amount, p) is None:
            seen.append(sorted(p))
            unique.append(p)
    return unique


def payment_problem(state: State, sid: str, amount: int, generate: list[str]) -> tuple[Rule, str] | None:
    """Why ``generate`` does not pay ``amount`` for ``sid`` (the rule and a sentence), or None when it does: each
    +card must be able to Generate and be needed (4.1 "only when ENERGY is to be Consumed"), and the Generated and
    floating ENERGY with the Leader's must cover the cost (4.2)."""
    s = seat(state, sid)
    gens = dict(generators(state, sid))
    for u in generate:
        if u not in gens:
            return t.GENERATE, f"{u} is not an Activated +card of {sid}'s that can Generate now."
    bonus: int = s["bonus_generate"] if generate else 0
    total = s["floating"] + bonus + sum(gens[u] for u in generate)
    for u in generate:
        if total - gens[u] >= amount:
            return t.GENERATE_WHEN, f"{u}'s ENERGY is not needed to pay {amount}; a +card Generates only for a cost."
    if total + s["energy"] < amount:
        return t.CONSUME, f"That payment gives {total + s['energy']} ENERGY; the cost is {amount}."
    return None


def pay(state: State, sid: str, amount: int, events: list[Event], *, why: str, chosen: list[str] | None = None) -> None:
    """Consume ``amount`` ENERGY for ``sid``: from the +cards ``chosen`` (an action's ``generate``) and floating
    ENERGY, the Leader's covering the rest; without a choice in the order of ``rulings.PAYING`` (the caller has
    checked the payment)."""
    s = seat(state, sid)
    generated = []
    for u in default_payment(state, sid, amount) if chosen is None else chosen:
        generated.append(u)
        events += generate(state, sid, u)
    paid = {"floating": min(s["floating"], amount)}
    s["floating"] -= paid["floating"]
    left = amount - paid["floating"]
    paid["leader"] = min(s["energy"], left)
    s["energy"] -= paid["leader"]
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
