"""The AI hook ``determinize`` (``rules.ai.hooks``): sample a full state consistent with everything one seat has seen.

What the seat knows is exactly what ``view_for`` shows it: its own hand, the deck cards it knows (and the ones known
to all), hand cards shown to everyone, and everything in play. The rest — other hands, deck orders — is resampled by
shuffling card identities among the unknown cards of the same owner (each seat's deck list is its own; the demo
decks' lists are public).
"""

from __future__ import annotations

import random

from rules.base import State


def unknown_cards(state: State, viewer: str | None) -> dict[str, list[str]]:
    """By owner: the card instances whose identity ``viewer`` does not know."""
    out: dict[str, list[str]] = {}
    for s in state["seats"]:
        mine = s["seat"] == viewer
        known = s["known"]
        hidden = [u for u in s["deck"] if not (known.get(u) == "all" or (mine and u in known))]
        if not mine:
            shown = s["shown"]
            hidden += [u for u in s["hand"] if u not in shown]
        if hidden:
            out[s["seat"]] = hidden
    return out


def determinize(state: State, viewer: str | None, rnd: random.Random) -> State:
    """A copy of ``state`` (sharing all unchanged data read-only) with the unknown identities reshuffled."""
    inst = dict(state["inst"])
    for owner, uids in unknown_cards(state, viewer).items():
        ids = [state["inst"][u][0] for u in uids]
        rnd.shuffle(ids)
        for u, cid in zip(uids, ids, strict=True):
            inst[u] = [cid, owner]
    sample = dict(state)
    sample["inst"] = inst
    sample["seed"] = rnd.randrange(1 << 30)  # future shuffles unknown too
    return sample
