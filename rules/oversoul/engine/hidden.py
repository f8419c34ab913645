"""The AI hook ``determinize`` (``rules.ai.hooks``): sample a full state consistent with everything one seat has seen.

What a seat knows is what ``view_for`` shows it: its own hand and Prepared cards, the Deck tops it has Gazed at,
every face-up card, the Idle Zones and Exile, Exposed cards and hand cards shown to everyone. The rest — the other
hand, every Deck's order, the other side's Prepared cards — is resampled by dealing the identities of one owner's
unknown cards out again; a Prepared card gets an identity that can be Prepared in its zone.
"""

from __future__ import annotations

import random
from typing import Any

from rules.base import State
from rules.oversoul.engine import cards as cd


def unknown_cards(state: State, viewer: str | None) -> list[str]:
    hidden: list[str] = []
    looking = next((s for s in state["seats"] if s["seat"] == viewer), None)
    for s in state["seats"]:
        known = set(looking["known"].get(s["seat"], [])) if looking is not None else set()
        hidden += [u for u in s["deck"] if u not in known]
        if s["seat"] != viewer:
            hidden += [u for u in s["hand"] if u not in s["shown"]]
    for uid, rec in state["board"].items():
        if rec["down"] and not rec["known"] and rec["ctrl"] != viewer:
            hidden.append(uid)
    return hidden


def _fits(card: dict[str, Any], zone: str) -> bool:
    """Could ``card`` be Prepared in ``zone`` (a Unit or UNIT Construct in a Unit Zone, else an Event)?"""
    unit_like = card["type"] == "unit" or (card["type"] == "construct" and cd.construct_role(card) == "UNIT")
    return unit_like == zone.startswith("u")


def determinize(state: State, viewer: str | None, rnd: random.Random) -> State:
    """A copy of ``state`` (sharing all unchanged data read-only) with the unknown identities dealt out again."""
    by_owner: dict[str, list[str]] = {}
    for u in unknown_cards(state, viewer):
        by_owner.setdefault(state["inst"][u][1], []).append(u)
    inst = dict(state["inst"])
    cards = state["cards"]
    for owner, uids in by_owner.items():
        pool = [state["inst"][u][0] for u in uids]
        rnd.shuffle(pool)
        free = []
        for u in uids:
            rec = state["board"].get(u)
            if rec is None:
                free.append(u)
                continue
            pick = next((i for i, cid in enumerate(pool) if _fits(cards[cid], rec["zone"])), None)
            cid = pool.pop(pick) if pick is not None else state["inst"][u][0]
            if pick is None:
                pool.remove(cid)
            inst[u] = [cid, owner]
        for u, cid in zip(free, pool, strict=True):
            inst[u] = [cid, owner]
    sample = dict(state)
    sample["inst"] = inst
    sample["seed"] = rnd.randrange(1 << 30)  # future shuffles unknown too
    return sample
