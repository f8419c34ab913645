"""Guards on open live streams (SSE): how many one caller may hold, and how long they outlive their credential.

- **A cap per caller** (``STREAMS_PER_USER``; SECURITY.md, finding 14): one account — every token and API key of
  it — or one guest seat token may hold that many streams open at once, across every API process; one more is
  a 429. Each open stream holds a lease in a Redis sorted set (``streams:<caller>``, member = stream, score =
  when the lease lapses). A stream renews its lease as it runs and gives it back when it ends; a process that
  dies gives nothing back, so a lease it held lapses after ``lease_seconds`` and is swept on the next open.
- **A cap per address for anonymous followers** (``STREAMS_PER_ADDRESS``): a tournament's live log is public, so
  streams without a credential hold a lease of their address's (``streams:addr:<address>``); so does every stream
  of a guest seat token (anyone may mint spectator tokens, so a cap per token alone is no cap). The cap is generous:
  a hall of phones behind one Wi-Fi address follows one event; one client opening streams without end is refused.
- **An end with the credential** (finding 3): a stream stops within one keep-alive interval once its token or
  key is revoked (every process hears the revocation through the credential cache's drop channel), or once its
  token expires. While the cache listener was disconnected a revocation may have been missed, so a stream
  then looks its credential up again.
- **Leases renewed together**: one renewer per process renews every lease it holds each third of a lease, one
  ``ZADD`` per key in one pipeline. Each stream renewing its own after a frame cost a Redis round trip per stream:
  with 5,000 streams in a worker, 32 % of its CPU samples while rounds of actions ran (``bench_streams_10k``).

The guard wraps a stream's frames; the stream itself yields at least a keep-alive every interval, which is when
the guard gets its say. Nothing here runs inside a database transaction.
"""

from __future__ import annotations

import threading
import time
import uuid
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from datetime import datetime
from typing import overload

import redis
import structlog
from flask import Response, g, request

from service.accounts import identity as accounts
from service.accounts.identity import Credential, Principal
from service.platform.cache import ProcessCache
from service.platform.context import app_object, services
from service.platform.db import Database
from service.platform.errors import TooManyRequests
from service.platform.model_base import utcnow
from service.platform.redis_scripts import Script

log = structlog.get_logger("service.platform.stream_guard")

RENEW_BATCH = 1000  # lease members one ZADD renews: a worker may hold thousands of one account's streams

# KEYS[1] the caller's leases; ARGV: now, cap, stream id, lease end, key ttl. Sweeps lapsed leases first.
_ACQUIRE = """
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', ARGV[1])
if redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[2]) then return 0 end
redis.call('ZADD', KEYS[1], ARGV[4], ARGV[3])
redis.call('EXPIRE', KEYS[1], ARGV[5])
return 1
"""


@dataclass(eq=False)
class OpenStream:
    """One open stream: its lease, and what ends it."""

    key: str
    stream_id: str
    credential_id: str
    digest: str
    kind: str
    expires_at: datetime | None
    connections_seen: int
    revoked: bool = False
    address: OpenStream | None = None  # a guest's stream also holds a lease of its address's


class StreamGuard:
    """This process's open streams and their leases (one per app, see ``guard()``)."""

    def __init__(
        self, *, client: redis.Redis, cache: ProcessCache, db: Database, cap: int, keepalive: int, address_cap: int
    ) -> None:
        self._redis = client
        self._cache = cache
        self._db = db
        self.cap = cap
        self.address_cap = address_cap
        self.lease_seconds = max(30, 3 * keepalive)
        self._acquire = Script(client, _ACQUIRE)
        self._open: dict[str, set[OpenStream]] = {}
        self._leases: set[OpenStream] = set()  # every lease taken here and not given back: the renewer's
        self._renewer: threading.Thread | None = None
        self._lock = threading.Lock()
        cache.on_drop(self._dropped)

    # ---- opening and closing -----------------------------------------------------------------

    def open(self, *, principal: Principal, credential: Credential | None, ref: tuple[str, str]) -> OpenStream:
        """Take a lease for one more stream of this caller, or refuse (429) beyond the cap."""
        key = f"streams:{'seat' if principal.kind == 'seat' else 'user'}:{principal.user_id}"
        stream = OpenStream(
            key,
            uuid.uuid4().hex,
            principal.credential_id,
            ref[0],
            ref[1],
            credential.expires_at if credential else None,
            self._cache.connections,
        )
        if principal.kind == "seat":
            stream.address = self.open_anonymous(address=request.remote_addr or "unknown")
        try:
            self._take(stream, self.cap, "the most one account may hold")
        except TooManyRequests:
            if stream.address is not None:
                self.close(stream.address)
            raise
        with self._lock:
            self._open.setdefault(stream.credential_id, set()).add(stream)
        return stream

    def open_anonymous(self, *, address: str) -> OpenStream:
        """A lease for a stream without a credential, counted against its address (429 beyond the cap)."""
        stream = OpenStream(f"streams:addr:{address}", uuid.uuid4().hex, "", "", "", None, self._cache.connections)
        self._take(stream, self.address_cap, "the most one address may hold without signing in")
        return stream

    def _take(self, stream: OpenStream, cap: int, which: str) -> None:
        now = time.time()
        taken = self._acquire(
            keys=[stream.key], args=[now, cap, stream.stream_id, now + self.lease_seconds, self.lease_seconds]
        )
        if not taken:
            raise TooManyRequests(
                f"{cap} live streams are open, {which}; close one first.",
                code="too-many-streams",
                headers={"Retry-After": "5"},
                limit=f"{cap} open streams",
            )
        with self._lock:
            self._leases.add(stream)
            if self._renewer is None:
                self._renewer = threading.Thread(target=self._renew_while_held, name="stream-leases", daemon=True)
                self._renewer.start()

    def close(self, stream: OpenStream) -> None:
        with self._lock:
            self._leases.discard(stream)
            streams = self._open.get(stream.credential_id)
            if streams is not None:
                streams.discard(stream)
                if not streams:
                    del self._open[stream.credential_id]
        try:
            self._redis.zrem(stream.key, stream.stream_id)
        except redis.RedisError as exc:  # the lease lapses by itself
            log.warning("stream_lease_not_returned", error=str(exc))
        if stream.address is not None:
            self.close(stream.address)

    @overload
    def guarded(self, body: Iterable[bytes], stream: OpenStream) -> Iterator[bytes]: ...

    @overload
    def guarded(self, body: Iterable[str], stream: OpenStream) -> Iterator[str]: ...

    def guarded(self, body: Iterable[bytes] | Iterable[str], stream: OpenStream) -> Iterator[bytes | str]:
        """The stream's frames for as long as its credential stands; its lease renewed, and returned at the end."""
        frames: Iterator[bytes | str] = iter(body)
        try:
            for frame in frames:
                if self._ended(stream):
                    return
                yield frame
        finally:
            close = getattr(frames, "close", None)
            if close is not None:
                close()
            self.close(stream)

    def wrap(self, response: Response, stream: OpenStream) -> Response:
        response.response = self.guarded(response.response, stream)
        return response

    # ---- while it runs -----------------------------------------------------------------------

    def _ended(self, stream: OpenStream) -> bool:
        if not stream.credential_id:
            return False  # an anonymous follower's stream: no credential to outlive
        if stream.revoked:
            return True
        if stream.expires_at is not None and stream.expires_at <= utcnow():
            return True
        if not self._cache.listening or self._cache.connections != stream.connections_seen:
            stream.connections_seen = self._cache.connections
            stream.revoked = not self._still_valid(stream)  # a revocation may have been missed meanwhile
        return stream.revoked

    def _still_valid(self, stream: OpenStream) -> bool:
        try:
            with self._db.read() as session:
                credential = accounts.lookup_credential(
                    session=session, digest=stream.digest, credential_kind=stream.kind
                )
            return credential.principal is not None and credential.principal.credential_id == stream.credential_id
        except Exception as exc:  # the database unreachable: keep the stream; the next check will tell
            log.warning("stream_credential_unchecked", error=str(exc))
            return True

    def _renew_while_held(self) -> None:
        """Every third of a lease, renew the leases held here; end once none is (the next lease starts another)."""
        while True:
            time.sleep(self.lease_seconds / 3)
            try:
                self.renew_leases()
            except Exception:  # the renewer must outlive any surprise, or every lease here lapses
                log.exception("stream_leases_renewer_error")
            with self._lock:
                if not self._leases:
                    self._renewer = None
                    return

    def renew_leases(self) -> int:
        """Push back the end of every lease held here, one ``ZADD`` per key (of ``RENEW_BATCH`` members at most), all
        in one pipeline; how many. A lease given back meanwhile is not made again (``XX``)."""
        with self._lock:
            members: dict[str, list[str]] = {}
            for lease in self._leases:
                members.setdefault(lease.key, []).append(lease.stream_id)
        if not members:
            return 0
        until = time.time() + self.lease_seconds
        try:
            pipe = self._redis.pipeline(transaction=False)
            for key, ids in members.items():
                for start in range(0, len(ids), RENEW_BATCH):
                    pipe.zadd(key, dict.fromkeys(ids[start : start + RENEW_BATCH], until), xx=True)
                pipe.expire(key, self.lease_seconds)
            pipe.execute()
        except redis.RedisError as exc:  # they lapse only after three missed renewals
            log.warning("stream_leases_not_renewed", error=str(exc))
        return sum(len(ids) for ids in members.values())

    def _dropped(self, tags: tuple[str, ...]) -> None:
        """A credential revoked anywhere (the cache drops ``credential:<id>``): its streams here end."""
        with self._lock:
            for tag in tags:
                if tag.startswith("credential:"):
                    for stream in self._open.get(tag.partition(":")[2], ()):
                        stream.revoked = True

    def open_count(self) -> int:
        with self._lock:
            return sum(len(s) for s in self._open.values())


def _new_guard() -> StreamGuard:
    svc = services()
    return StreamGuard(
        client=svc.redis,
        cache=svc.cache,
        db=svc.db,
        cap=svc.settings.streams_per_user,
        address_cap=svc.settings.streams_per_address,
        keepalive=svc.settings.sse_keepalive_seconds,
    )


def guard() -> StreamGuard:
    """This app's stream guard, made on first use."""
    return app_object("stream_guard", _new_guard)


def open_stream(principal: Principal) -> OpenStream:
    """A lease for the calling request's stream (429 beyond the caller's cap)."""
    return guard().open(principal=principal, credential=g.get("credential"), ref=g.credential_ref)
