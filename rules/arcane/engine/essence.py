"""Essences: what a seat can pay now, the ways it can pay a cost, and paying it.

A cost is ``{type: n}`` with ``type`` an Essence type or ``"any"``. It is paid from the seat's generated ('floating')
Essence first (Generator: it is lost at the end of the turn anyway, t.GENERATED_LOST), then by exhausting
unexhausted Essence cards (t.ESSENCE_CARDS): the typed parts with cards of their type, the "any type" part with
cards the player chooses. Which cards are exhausted matters: "Unexhausted Essence remains available during your
opponent's turn(s)", so a Water Trap can be cast there only if Water Essence was left unexhausted.

A *payment* names the Essence cards a cost exhausts, by type (``{"fire": 2}``): every Essence card of one type is
alike (the set's Essence cards differ only in their type and have no abilities), so the counts are the whole choice.
``payments`` lists the distinct ones, the default first; an action body carries one in its ``pay`` field when there
is more than one (docs/arcane-rulings.md, "Paying").
"""

from __future__ import annotations

from collections.abc import Iterator

from rules.arcane.engine import cards as cd
from rules.arcane.engine.state import defn, seat
from rules.base import Event, State

Cost = dict[str, int]
Payment = dict[str, int]  # Essence cards exhausted, by type; no zero counts


def available(state: State, sid: str) -> dict[str, int]:
    """Essence the seat can spend now, by type: floating Essence plus its unexhausted Essence cards."""
    out = dict(seat(state, sid)["floating"])
    for kind, n in ready_cards(state, sid).items():
        out[kind] = out.get(kind, 0) + n
    return out


def ready_cards(state: State, sid: str) -> dict[str, int]:
    """The seat's unexhausted Essence cards, counted by type."""
    s = seat(state, sid)
    spent = s["spent"]
    out: dict[str, int] = {}
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


# ---- the ways to pay -------------------------------------------------------------------------------------------------


def _floating_share(floating: dict[str, int], cost: Cost) -> tuple[dict[str, int], Payment, int]:
    """What floating Essence pays of ``cost`` (by type), the cards the typed parts still need, and how much of the
    "any type" part is left for cards. Floating Essence of the most plentiful type goes first for "any"."""
    left = dict(floating)
    used: dict[str, int] = {}
    forced: Payment = {}
    for kind in cd.ESSENCE_TYPES:
        n = cost.get(kind, 0)
        take = min(n, left.get(kind, 0))
        if take:
            used[kind], left[kind] = take, left[kind] - take
        if n > take:
            forced[kind] = n - take
    rest = cost.get("any", 0)
    for kind in sorted(left, key=lambda k: (-left[k], cd.ESSENCE_TYPES.index(k))):
        take = min(rest, left[kind])
        if take:
            used[kind], rest = used.get(kind, 0) + take, rest - take
    return used, forced, rest


def _splits(rest: int, spare: dict[str, int], kinds: list[str]) -> Iterator[Payment]:
    """Every way to take ``rest`` cards from ``spare`` (by type), as counts without zeros."""
    if not kinds:
        if rest == 0:
            yield {}
        return
    kind, others = kinds[0], kinds[1:]
    room = sum(spare[k] for k in others)
    for n in range(min(rest, spare[kind]), max(0, rest - room) - 1, -1):
        for tail in _splits(rest - n, spare, others):
            yield {kind: n, **tail} if n else tail


def payments(state: State, sid: str, cost: Cost, *, paying_for: str | None = None) -> list[Payment]:
    """Every distinct way the seat can pay ``cost`` now, the default first; empty when it cannot. ``paying_for`` is
    the hand card being invoked (it no longer counts as a card the hand still needs)."""
    if not cost:
        return [{}]
    s = seat(state, sid)
    _used, forced, rest = _floating_share(s["floating"], cost)
    cards = ready_cards(state, sid)
    if any(cards.get(k, 0) < n for k, n in forced.items()):
        return []
    spare = {k: cards[k] - forced.get(k, 0) for k in cd.ESSENCE_TYPES if cards.get(k, 0) > forced.get(k, 0)}
    if sum(spare.values()) < rest:
        return []
    options = [_merge(forced, x) for x in _splits(rest, spare, list(spare))]
    if len(options) > 1:
        options.sort(key=lambda p: _keeps_open(state, sid, cost, p, paying_for), reverse=True)
    return options


def _merge(a: Payment, b: Payment) -> Payment:
    out = dict(a)
    for k, n in b.items():
        out[k] = out.get(k, 0) + n
    return {k: out[k] for k in cd.ESSENCE_TYPES if out.get(k)}


def left_after(state: State, sid: str, cost: Cost, payment: Payment) -> dict[str, int]:
    """The Essence the seat still has (floating and unexhausted cards) once ``cost`` is paid with ``payment``."""
    used, _forced, _rest = _floating_share(seat(state, sid)["floating"], cost)
    out = available(state, sid)
    for k, n in [*used.items(), *payment.items()]:
        out[k] -= n
    return {k: n for k, n in out.items() if n}


def castable(state: State, sid: str, have: dict[str, int], *, paying_for: str | None) -> frozenset[str]:
    """The cards (by card id) of the seat's hand whose cost ``have`` pays, the card being paid for aside."""
    inst = state["inst"]
    out: set[str] = set()
    for u in seat(state, sid)["hand"]:
        if u == paying_for:
            continue
        cost = defn(state, u)["pay"]
        if cost and can_pay(have, cost):
            out.add(inst[u][0])
    return frozenset(out)


def _keeps_open(
    state: State, sid: str, cost: Cost, payment: Payment, paying_for: str | None
) -> tuple[int, int, int, tuple[int, ...]]:
    """How many options a payment keeps open (greater is better), in order:

    1. the hand's cards still castable with what is left — a Trap in the opponent's turn, more cards this turn;
    2. how much of each type the hand's typed costs ask for stays whole (Essence the hand needs is not spent on a
       cost any type pays);
    3. the most Essence left of a single type (a larger typed cost drawn later can still be paid);
    4. a fixed order (spend the later types of ``ESSENCE_TYPES`` first), so the default is always the same.
    """
    have = left_after(state, sid, cost, payment)
    needs: dict[str, int] = {}
    for u in seat(state, sid)["hand"]:
        if u != paying_for:
            for kind, n in defn(state, u)["pay"].items():
                if kind != "any":
                    needs[kind] = max(needs.get(kind, 0), n)
    kept_for_hand = sum(min(have.get(k, 0), n) for k, n in needs.items())
    return (
        len(castable(state, sid, have, paying_for=paying_for)),
        kept_for_hand,
        max(have.values(), default=0),
        tuple(-payment.get(k, 0) for k in cd.ESSENCE_TYPES),
    )


def payment_problem(state: State, sid: str, cost: Cost, payment: Payment) -> str:
    """Why ``payment`` is not one of ``payments`` (a sentence for the refusal's detail)."""
    cards = ready_cards(state, sid)
    for kind, n in payment.items():
        if cards.get(kind, 0) < n:
            return f"The payment exhausts {n} {kind.title()} Essence; {sid} has {cards.get(kind, 0)} unexhausted."
    _used, forced, rest = _floating_share(seat(state, sid)["floating"], cost)
    for kind, n in forced.items():
        if payment.get(kind, 0) < n:
            return (
                f"The cost {describe(cost)} needs {n} {kind.title()} Essence card(s) exhausted; "
                f"the payment names {payment.get(kind, 0)}."
            )
    named, needed = sum(payment.values()), sum(forced.values()) + rest
    return (
        f"The cost {describe(cost)} takes {needed} Essence card(s) once floating Essence is used; "
        f"the payment names {named}."
    )


def describe(cost: Cost) -> str:
    """ "2 Water", "1 Fire + 2 of any type"."""
    parts = [f"{n} {'of any type' if k == 'any' else k.title()}" for k, n in cost.items() if n]
    return " + ".join(parts) or "nothing"


# ---- paying ----------------------------------------------------------------------------------------------------------


def pay(
    state: State, sid: str, cost: Cost, events: list[Event], *, card: str | None, payment: Payment | None = None
) -> None:
    """Pay ``cost`` with ``payment`` (one of ``payments``, the caller has checked; None: the default): floating
    Essence first, then the Essence cards the payment names."""
    if not cost:
        return
    if payment is None:
        payment = payments(state, sid, cost)[0]
    s = seat(state, sid)
    used, _forced, _rest = _floating_share(s["floating"], cost)
    for kind, n in used.items():
        s["floating"][kind] -= n
        if not s["floating"][kind]:
            del s["floating"][kind]
    exhausted: list[str] = []
    for kind, n in payment.items():
        ready = [u for u in s["essences"] if u not in s["spent"] and defn(state, u)["essence"] == kind]
        exhausted += ready[:n]
    s["spent"] += exhausted
    events.append(
        {
            "type": "essence_paid",
            "seat": sid,
            "cost": dict(cost),
            "exhausted": exhausted,
            "paid": dict(payment),
            "floating_used": sum(used.values()),
            "card": card,
            "rule": "arcane.essence_cards",
        }
    )
