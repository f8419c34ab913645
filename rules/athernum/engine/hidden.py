"""The AI hook ``determinize`` (``rules.ai.hooks``): a full state consistent with all one seat has seen.

What a seat knows is what ``view_for`` shows it: its own hand and Extra Deck, everything in play, the discard piles.
The rest — other hands and Extra Decks, every deck's order, and before the game another seat's starting card — is
resampled by shuffling card identities among the unknown cards of the same owner (each seat's deck list is its
own)."""

from __future__ import annotations

import random

from rules.base import State


def unknown_cards(state: State, viewer: str | None) -> list[list[str]]:
    """Groups of card instances whose identities ``viewer`` cannot tell apart (one owner's hidden cards)."""
    groups: list[list[str]] = []
    known = set(state["known"].get(viewer, [])) if viewer is not None else set()  # hands it has looked at
    for s in state["seats"]:
        if s["seat"] == viewer:
            groups.append(list(s["deck"]))
        else:
            groups.append(s["deck"] + [u for u in s["hand"] if u not in known])
            groups.append(list(s["extra"]))
    return [g for g in groups if len(g) > 1]


def determinize(state: State, viewer: str | None, rnd: random.Random) -> State:
    """A copy of ``state`` (sharing all unchanged data read-only) with the unknown identities reshuffled."""
    inst = dict(state["inst"])
    if state["phase"] == "start":
        _resample_starts(state, viewer, inst, rnd)
    for uids in unknown_cards(state, viewer):
        ids = [state["inst"][u][0] for u in uids]
        rnd.shuffle(ids)
        for u, cid in zip(uids, ids, strict=True):
            inst[u] = [cid, state["inst"][u][1]]
    sample = dict(state)
    sample["inst"] = inst
    sample["seed"] = rnd.randrange(1 << 30)  # future shuffles unknown too
    return sample


def _resample_starts(state: State, viewer: str | None, inst: dict[str, list[str]], rnd: random.Random) -> None:
    """t.START_FACE_DOWN: "It may only be viewed by its owner before the game begins" — another seat's chosen card is
    any of its cards with a Victory Token field (t.STARTING_CARD): swapped with one of them drawn at random."""
    for s in state["seats"]:
        if s["seat"] == viewer or s["start"] is None:
            continue
        fields = [u for u in s["deck"] if state["cards"][inst[u][0]]["vt"]] + [s["start"]]
        other = fields[rnd.randrange(len(fields))]
        inst[other], inst[s["start"]] = inst[s["start"]], inst[other]
