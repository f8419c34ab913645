"""Per-process caches of hot records that rarely change (credentials, game memberships), coherent across processes.

A hit costs no network round trip. Every change to a cached record is announced on one Redis channel; each
API process runs a listener that drops what changed. A change that must take effect at once (a revoked
token) waits until every listening process has acknowledged the drop, so the next request — on any process
— sees it.

Three guards keep a stale entry from surviving:
- a fill that raced with a drop is not stored (a generation number moves on every drop);
- while the listener is not connected, the cache is bypassed (and emptied when it reconnects: drops may
  have been missed);
- every entry also expires after ``ttl`` seconds, a safety net only.

Entries carry tags (``user:<id>``, ``game:<id>``...); a drop names tags, and every entry with one goes.
"""

from __future__ import annotations

import json
import os
import threading
import time
import uuid
from collections.abc import Callable, Iterable
from typing import Any, TypeVar

import redis
import structlog

from service.platform.db import assert_no_write_transaction
from service.platform.redis_cluster import refresh_topology

log = structlog.get_logger("service.platform.cache")

CHANNEL = "cache:drop"
ACK_WAIT_SECONDS = 2.0
T = TypeVar("T")


class ProcessCache:
    def __init__(self, client: redis.Redis, *, ttl: float = 300.0, max_entries: int = 50_000) -> None:
        self._redis = client
        self._ttl = ttl
        self._max = max_entries
        self._entries: dict[tuple[str, Any], tuple[float, Any, tuple[str, ...]]] = {}
        self._tags: dict[str, set[tuple[str, Any]]] = {}
        self._lock = threading.Lock()
        self._generation = 0
        self._connected = threading.Event()
        self._thread: threading.Thread | None = None
        self._listener_pid = 0  # the process whose listener runs (it runs until ``stop``)
        self._stopped = False
        self._drop_listeners: list[Callable[[tuple[str, ...]], None]] = []
        self.connections = 0  # times the listener (re)connected: drops may have been missed before each

    @property
    def listening(self) -> bool:
        return self._connected.is_set()

    def on_drop(self, listener: Callable[[tuple[str, ...]], None]) -> None:
        """Call ``listener(tags)`` whenever tags are dropped here, by this process or another (open streams
        end when their credential is revoked)."""
        self._drop_listeners.append(listener)

    # ---- reading -----------------------------------------------------------------------------

    def get_or_load(self, namespace: str, key: Any, load: Callable[[], tuple[T, Iterable[str]] | None]) -> T | None:
        """The cached value, or ``load()``'s (value, tags) stored and returned; ``load`` returning None is
        not cached (a missing or refused record is looked up again next time)."""
        self._ensure_listening()
        entry = self._entries.get((namespace, key))
        now = time.monotonic()
        if entry is not None and entry[0] > now and self._connected.is_set():
            return entry[1]
        generation = self._generation
        loaded = load()
        if loaded is None:
            return None
        value, tags = loaded
        if self._connected.is_set():
            self._store((namespace, key), value, tuple(tags), now, generation)
        return value

    def _store(self, full_key: tuple[str, Any], value: Any, tags: tuple[str, ...], now: float, generation: int) -> None:
        with self._lock:
            if generation != self._generation:
                return  # a drop arrived while we loaded: what we read may already be stale
            if len(self._entries) >= self._max:
                self._evict_oldest()
            self._entries[full_key] = (now + self._ttl, value, tags)
            for tag in tags:
                self._tags.setdefault(tag, set()).add(full_key)

    def _evict_oldest(self) -> None:
        for full_key in list(self._entries)[: max(1, self._max // 10)]:
            self._forget(full_key)

    def _forget(self, full_key: tuple[str, Any]) -> None:
        entry = self._entries.pop(full_key, None)
        if entry is None:
            return
        for tag in entry[2]:
            keys = self._tags.get(tag)
            if keys is not None:
                keys.discard(full_key)
                if not keys:
                    del self._tags[tag]

    # ---- dropping ----------------------------------------------------------------------------

    def drop(self, *tags: str, wait: bool = True) -> None:
        """Drop every entry with one of ``tags`` in every process; with ``wait``, return only once every
        listening process has done so (up to ``ACK_WAIT_SECONDS``)."""
        assert_no_write_transaction("dropping cached records")
        self._drop_local(tags)
        ack = f"cache:ack:{uuid.uuid4().hex}" if wait else None
        try:
            listeners = int(self._redis.publish(CHANNEL, json.dumps({"tags": list(tags), "ack": ack})))
            if ack is not None:
                self._await_acks(ack, listeners)
        except redis.RedisError as exc:
            # every process bypasses its cache while it cannot hear drops, and empties it on reconnecting
            log.warning("cache_drop_not_published", tags=list(tags), error=str(exc))

    def _await_acks(self, ack: str, listeners: int) -> None:
        """Wait for one acknowledgement, then take every one already there in the same round trip: the listeners
        answer at about the same moment, and under load each round trip of a greenlet waits for the worker's
        other greenlets to have their turn (one ``BLPOP`` per listener cost a turn per listening process)."""
        deadline = time.monotonic() + ACK_WAIT_SECONDS
        received = 0
        while received < listeners:
            left = deadline - time.monotonic()
            if left <= 0 or self._redis.blpop([ack], timeout=max(0.01, left)) is None:
                log.warning("cache_drop_unacknowledged", waited_for=listeners, acknowledged=received)
                return
            received += 1
            if received < listeners:
                received += len(self._redis.lpop(ack, listeners - received) or ())
        self._redis.delete(ack)

    def _drop_local(self, tags: Iterable[str]) -> None:
        tags = tuple(tags)
        with self._lock:
            self._generation += 1
            for tag in tags:
                for full_key in list(self._tags.get(tag, ())):
                    self._forget(full_key)
        for listener in self._drop_listeners:
            listener(tags)

    def clear(self) -> None:
        with self._lock:
            self._generation += 1
            self._entries.clear()
            self._tags.clear()

    # ---- the listener ------------------------------------------------------------------------

    def _ensure_listening(self) -> None:
        # on every cached read: a pid compare, not Thread.is_alive() (which takes a lock); a forked child has no
        # listener of its own yet
        if self._listener_pid == os.getpid():
            return
        with self._lock:
            if self._listener_pid != os.getpid():
                self._listener_pid = os.getpid()
                self._thread = threading.Thread(target=self._listen, name="cache-drops", daemon=True)
                self._thread.start()

    def wait_listening(self, timeout: float = 5.0) -> bool:
        self._ensure_listening()
        return self._connected.wait(timeout)

    def stop(self) -> None:
        self._stopped = True

    def _listen(self) -> None:
        while not self._stopped:
            pubsub = self._redis.pubsub()
            try:
                pubsub.subscribe(CHANNEL)
                while not self._stopped:
                    message = pubsub.get_message(timeout=1.0)
                    if message is None:
                        continue
                    if message["type"] == "subscribe":
                        self.clear()  # drops may have been missed while we were not listening
                        self.connections += 1
                        self._connected.set()
                    elif message["type"] == "message":
                        self._on_drop(message["data"])
            except (redis.ConnectionError, redis.TimeoutError, OSError) as exc:
                log.warning("cache_listener_reconnecting", error=str(exc))
                refresh_topology(self._redis)  # on a cluster, the channel's slot may have a new primary
            except Exception:  # the listener must outlive any surprise, or caches would go stale
                log.exception("cache_listener_error")
            finally:
                self._connected.clear()
                self.clear()
                pubsub.close()
            if not self._stopped:
                time.sleep(0.2)

    def _on_drop(self, payload: str) -> None:
        data = json.loads(payload)
        self._drop_local(data["tags"])
        if data.get("ack"):
            pipe = self._redis.pipeline(transaction=False)
            pipe.rpush(data["ack"], 1)
            pipe.expire(data["ack"], 30)
            pipe.execute()
