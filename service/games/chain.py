"""The evidence a judge can trust: every entry of a game's log carries a hash of itself and of the entry before.

``hash(n) = sha256(hash(n - 1) + canonical JSON of entry n without its hash)``, from ``GENESIS`` for entry 1. The
last entry's hash — the chain head — is kept with the game (in Redis and, once archived, in its log in SQL) and on
a match whose result was taken from the game; recomputing the chain shows whether any entry was edited, removed or
reordered since.

An entry is hashed as every reader is served it: its ``sealed`` member (what the server keeps of it that some readers
may not see: the seed, the decks, the engines' private parts of events) and a reader's ``yours`` (what of that is
theirs) are left out. So a seat, a spectator or a third party recomputes the chain from the entries it was served,
and a hash says nothing about a hidden card (a hash over one, which a reader knows all the rest of, would tell it by
trying every card). What the chain leaves out is bound otherwise: the seed by ``seed_commitment`` at creation, and
the seed and decks together by the replay of the whole game once they are revealed (``service.games.replay``).

``seed_commitment = sha256(ascii(decimal seed) + ":" + salt)`` hex, the salt 32 lowercase hex digits (16 random
bytes): published with the game's first entry, opened by the ``reveal`` of the entry that ends it.
"""

from __future__ import annotations

import hashlib
from collections.abc import Iterable, Mapping
from typing import Any

import orjson

GENESIS = "0" * 64
# copied, not constructed, for each hash: ``hashlib.sha256()`` looks the digest up in OpenSSL 3 on every call
_SHA256 = hashlib.sha256()


UNHASHED = ("hash", "sealed", "yours")


def seed_commitment(seed: int, salt: str) -> str:
    """``sha256("<seed in decimal>:<salt>")`` in hex: binds the game to its seed without telling it."""
    digest = _SHA256.copy()
    digest.update(f"{seed}:{salt}".encode("ascii"))
    return digest.hexdigest()


def entry_hash(entry: Mapping[str, Any], previous: str) -> str:
    body = {k: v for k, v in entry.items() if k not in UNHASHED}
    digest = _SHA256.copy()
    digest.update(previous.encode())
    digest.update(orjson.dumps(body, option=orjson.OPT_SORT_KEYS | orjson.OPT_NON_STR_KEYS))
    return digest.hexdigest()


def link(entry: dict[str, Any], previous: str | None) -> dict[str, Any]:
    """The entry with its hash, chained to ``previous`` (None: the log before it was never chained)."""
    if previous is None and entry["number"] != 1:
        return entry
    entry["hash"] = entry_hash(entry, previous or GENESIS)
    return entry


def verify(entries: Iterable[Mapping[str, Any]]) -> dict[str, Any]:
    """Recompute the chain: whether it is intact, the first entry that does not match, and the head it reaches."""
    previous = GENESIS
    count = 0
    for count, entry in enumerate(entries, start=1):
        if entry.get("number") != count:
            return {"chained": True, "intact": False, "first_broken": count, "entries": count, "chain_head": None}
        if "hash" not in entry:
            return {"chained": False, "intact": None, "first_broken": None, "entries": count, "chain_head": None}
        if entry["hash"] != entry_hash(entry, previous):
            return {"chained": True, "intact": False, "first_broken": count, "entries": count, "chain_head": None}
        previous = entry["hash"]
    return {
        "chained": True,
        "intact": True,
        "first_broken": None,
        "entries": count,
        "chain_head": previous if count else None,
    }
