"""Essences: what a seat can pay now, and paying a cost.

A cost is ``{type: n}`` with ``type`` an Essence type or ``"any"``. It is paid from the seat's generated ('floating')
Essence first (Generator), then by exhausting unexhausted Essence cards of the type needed (t.ESSENCE_CARDS). The
engine exhausts the cards itself, keeping as many types available as it can: a cost "of any type" is paid from the
type the seat has most of. (Exhausting an Essence only to hold its Essence would gain nothing: generated Essence is
lost at the end of the turn, an unexhausted card stays available, t.GENERATED_LOST.)
"""

from __future__ import annotations

from rules.arcane.engine import cards as cd
from rules.arcane.engine.state import defn, seat
from rules.base import Event, State

Cost = dict[str, int]


def available(state: State, sid: str) -> dict[str, int]:
    """Essence the seat can spend now, by type: floating Essence plus its unexhausted Essence cards."""
    s = seat(state, sid)
    out = dict(s["floating"])
    spent = s["spent"]
    for u in s["essences"]:
        if u not in spent:
            kind = defn(state, u)["essence"]
            out[kind] = out.get(kind, 0) + 1
    return out


def total_available(state: State, sid: str) -> int:
    s = seat(state, sid)
    floating: int = sum(s["floating"].values())
    return floating + len(s["essences"]) - len(s["spent"])


def can_pay(have: dict[str, int], cost: Cost) -> bool:
    spare = sum(have.values())
    for kind, n in cost.items():
        if kind == "any":
            continue
        if have.get(kind, 0) < n:
            return False
        spare -= n
    return spare >= cost.get("any", 0)


def affordable(state: State, sid: str, cost: Cost) -> bool:
    return not cost or can_pay(available(state, sid), cost)


def pay(state: State, sid: str, cost: Cost, events: list[Event], *, card: str | None) -> None:
    """Pay ``cost`` (the caller has checked it can be paid): typed parts first, then "any" from the most plentiful."""
    if not cost:
        return
    s = seat(state, sid)
    exhausted: list[str] = []
    from_floating = 0

    def take(kind: str) -> None:
        nonlocal from_floating
        if s["floating"].get(kind, 0) > 0:
            s["floating"][kind] -= 1
            if not s["floating"][kind]:
                del s["floating"][kind]
            from_floating += 1
            return
        uid = next(u for u in s["essences"] if u not in s["spent"] and defn(state, u)["essence"] == kind)
        s["spent"].append(uid)
        exhausted.append(uid)

    for kind in cd.ESSENCE_TYPES:
        for _ in range(cost.get(kind, 0)):
            take(kind)
    for _ in range(cost.get("any", 0)):
        have = available(state, sid)
        take(max(have, key=lambda k: (have[k], -cd.ESSENCE_TYPES.index(k))))
    events.append(
        {
            "type": "essence_paid",
            "seat": sid,
            "cost": dict(cost),
            "exhausted": exhausted,
            "floating_used": from_floating,
            "card": card,
            "rule": "arcane.essence_cards",
        }
    )
