"""The AI hook ``determinize`` (``rules.ai.hooks``): sample a full state consistent with everything one seat has seen.

What the seat knows is exactly what ``view_for`` shows it: its own hand, the top cards of its Palette it has
RESEARCHed, everything on the Canvases and in the Dregs, hand cards shown to everyone, and a card declared for
Deploying. The rest — other hands, Palette orders, SECRET cards, another seat's RESEARCH — is resampled by shuffling
card identities among the unknown cards of the same owner (the demo palettes' lists are public).
"""

from __future__ import annotations

import random

from rules.base import State


def unknown_cards(state: State, viewer: str | None) -> list[str]:
    hidden: list[str] = []
    for s in state["seats"]:
        known = set(s["known_top"]) if s["seat"] == viewer else set()
        hidden += [u for u in s["palette"] if u not in known]
        if s["seat"] != viewer:
            hidden += [u for u in s["hand"] if u not in s["shown"]]
    for rec in state["board"].values():
        hidden += rec["secret"]
    p = state["pending"]
    if p is not None and p["kind"] == "choice" and p["what"] == "research" and p["seat"] != viewer:
        hidden = [u for u in hidden if u not in p["cards"]] + list(p["cards"])
    if p is not None and p["kind"] == "reaction" and p["action"]["type"] == "deploy":
        hidden = [u for u in hidden if u != p["action"]["card"]]
    return hidden


def determinize(state: State, viewer: str | None, rnd: random.Random) -> State:
    """A copy of ``state`` (sharing all unchanged data read-only) with the unknown identities reshuffled."""
    by_owner: dict[str, list[str]] = {}
    for u in unknown_cards(state, viewer):
        by_owner.setdefault(state["inst"][u][1], []).append(u)
    inst = dict(state["inst"])
    for owner, uids in by_owner.items():
        ids = [state["inst"][u][0] for u in uids]
        rnd.shuffle(ids)
        for u, cid in zip(uids, ids, strict=True):
            inst[u] = [cid, owner]
    sample = dict(state)
    sample["inst"] = inst
    sample["seed"] = rnd.randrange(1 << 30)  # future shuffles unknown too
    return sample
