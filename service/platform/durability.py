"""An acknowledged write survives the loss of its primary: ``WAIT`` for a replica before the client is answered.

On a Redis Cluster a primary answers a write before its replica has it; a primary killed in that moment takes the
write with it, and its promoted replica never had it. So after each write a client is answered for (a move, an undo,
a log entry, a game's creation) the live store sends ``WAIT <REDIS_WAIT_REPLICAS> <REDIS_WAIT_TIMEOUT_MS>`` to the
node that made it. Fewer replicas acknowledged within the timeout (or the node went away meanwhile): the write is in
Redis but not safe, and the request is answered 503 with ``Retry-After`` (``register``), never 2xx.

A retry must then be answered right, whichever way the primary's fate went. What the request wrote is named by a
``Proof`` (the log's key, the entry's index and a digest of the entry), and ``settle`` asks the log later: the entry
is there and now on a replica ("safe"), there but still on the primary alone ("unsafe"), or not there ("lost": the
primary died before a replica had it). ``Idempotency-Key`` keeps the proof with its record, so that a retry replays
the answer once the write is safe and plays the request again only when it was lost (``service.platform.idempotency``);
``If-Match`` needs nothing more: its retry meets the moved version (412) when the write held, and plays when it did not.
A game's creation undoes its unconfirmed write instead (``take_unconfirmed``, ``NotReplicated``): no SQL row is
written for a game that may be lost.
"""

from __future__ import annotations

import hashlib
from dataclasses import asdict, dataclass
from typing import Any, Literal

from flask import Flask, Response, g, has_request_context
from redis.exceptions import ClusterError

from service.platform.errors import ServiceUnavailable, problem_response
from service.platform.redis_client import CONNECTION_LOST, as_bytes
from service.platform.redis_cluster import is_cluster

UNREACHED = (*CONNECTION_LOST, ClusterError)  # the node went away, or its slots have no primary yet
RETRY_AFTER = "1"
MARKER_MS = 60_000  # the marker ``replicated`` writes lapses on its own
Settled = Literal["safe", "unsafe", "lost"]


@dataclass(frozen=True)
class Proof:
    """What one write appended: the entry at ``index`` of the list ``key``, whose bytes have the SHA-256 ``digest``."""

    key: str
    index: int
    digest: str

    @classmethod
    def of(cls, key: str, index: int, entry: bytes) -> Proof:
        return cls(key, index, hashlib.sha256(entry).hexdigest())

    def as_dict(self) -> dict[str, Any]:
        return asdict(self)


def replicated(client: Any, key: str, *, replicas: int, timeout_ms: int) -> bool:
    """Whether ``replicas`` replicas of the node holding ``key`` have every write that node made so far. False when the
    node is out of reach: nothing is known then.

    ``WAIT`` counts the replicas that have the last write made on its own connection, and a pooled client may send it
    on another connection than the write's (another thread took that one meanwhile): so it follows, in one pipeline
    (one connection, one round trip), a write of its own to the key's slot, made after the write it vouches for."""
    if replicas <= 0:
        return True
    pipe = client.pipeline(transaction=False)
    pipe.set(marker_key(key), 1, px=MARKER_MS)
    if is_cluster(client):
        pipe.execute_command("WAIT", replicas, timeout_ms, target_nodes=client.get_node_from_key(key))
    else:
        pipe.execute_command("WAIT", replicas, timeout_ms)
    try:
        _, acked = pipe.execute()
    except UNREACHED:
        return False
    return int(acked) >= replicas


def marker_key(key: str) -> str:
    """The key ``replicated`` writes: in ``key``'s slot (the part up to its hash tag's end is kept)."""
    return f"{key[: key.index('}') + 1]}:replicated" if "{" in key and "}" in key else f"{key}:replicated"


def note_unconfirmed(proof: Proof) -> None:
    """This request made a write that no replica is known to hold: it is not to be answered 2xx."""
    if has_request_context():
        g.unconfirmed_write = proof


def unconfirmed() -> Proof | None:
    return g.get("unconfirmed_write") if has_request_context() else None


def take_unconfirmed() -> Proof | None:
    """The unconfirmed write this request noted, no longer noted: for a caller that undoes its write and fails the
    request itself, leaving nothing for a retry to settle (a game's creation: no SQL row may name a game that no
    replica holds)."""
    return g.pop("unconfirmed_write", None) if has_request_context() else None


def settle(client: Any, proof: Proof, *, replicas: int, timeout_ms: int) -> Settled:
    """Where an unconfirmed write stands now (``UNREACHED`` raised while the game's slot has no primary)."""
    found = client.lindex(proof.key, proof.index)
    if found is None or hashlib.sha256(as_bytes(found)).hexdigest() != proof.digest:
        return "lost"
    return "safe" if replicated(client, proof.key, replicas=replicas, timeout_ms=timeout_ms) else "unsafe"


def not_safe_response() -> Response:
    return problem_response(
        503,
        "write-not-replicated",
        "The write was made but no replica has confirmed it yet; retry with the same Idempotency-Key or If-Match.",
        headers={"Retry-After": RETRY_AFTER},
    )


class NotReplicated(ServiceUnavailable):
    """A write no replica confirmed, undone: the request made no change, and its retry plays it anew."""

    code = "write-not-replicated"

    def __init__(self, detail: str) -> None:
        super().__init__(detail, headers={"Retry-After": RETRY_AFTER})


def register(app: Flask) -> None:
    @app.after_request
    def _answer_unconfirmed_writes_503(response: Response) -> Response:
        # a view that made an unconfirmed write answers 503, whatever it built (an idempotent view has already)
        if response.status_code < 400 and unconfirmed() is not None:
            return not_safe_response()
        return response
