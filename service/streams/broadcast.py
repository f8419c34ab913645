"""Fan-out of live events (a game's entries, a tournament's events) to this process's SSE streams, over ONE
Redis subscription.

Each API process runs one listener thread (a greenlet under gunicorn's gevent worker) that owns a single
pub/sub connection. Streams register interest in a channel (``game:{id}:live``, ``tournament:{id}:live``);
the listener subscribes to the channel on the first stream and unsubscribes after the last. A message is a
JSON list of entries (or an object whose ``entries`` are that list), each with a ``number`` and a ``type`` (and, if
not everyone may see it, an ``audience``); it is parsed and rendered as SSE frames once, then handed to every
stream of that channel. Only the listener touches the pub/sub connection: streams talk to it through a command
queue, so there is no shared-socket race.
"""

from __future__ import annotations

import queue
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import Any, NamedTuple

import orjson
import redis
import structlog

from service.context import app_object, services
from service.streams.sse import sse_frame

log = structlog.get_logger("service.streams.broadcast")

RESYNC = "resync"  # put on every stream after a reconnect: events may have been missed, re-read them


class Delivery(NamedTuple):
    """One published entry: its number, its SSE frame (rendered once per process), the entry itself."""

    number: int
    frame: bytes
    entry: dict[str, Any]


@dataclass(eq=False)
class Subscription:
    channel: str
    queue: queue.Queue = field(default_factory=queue.Queue)  # Delivery or RESYNC
    ready: threading.Event = field(default_factory=threading.Event)


class Broadcaster:
    def __init__(self, client: redis.Redis, *, poll_seconds: float = 0.05) -> None:
        self._redis = client
        self._poll = poll_seconds
        self._streams: dict[str, set[Subscription]] = {}
        self._lock = threading.Lock()
        self._commands: queue.Queue = queue.Queue()
        self._thread: threading.Thread | None = None
        self._pending: set[str] = set()  # channels whose subscription Redis has not confirmed yet

    @property
    def stream_count(self) -> int:
        with self._lock:
            return sum(len(s) for s in self._streams.values())

    @contextmanager
    def subscribe(self, channel: str, *, timeout: float = 5.0) -> Iterator[Subscription]:
        """A subscription that is live in Redis when this returns (so nothing published after is missed)."""
        self._ensure_running()
        sub = Subscription(channel)
        with self._lock:
            first = channel not in self._streams
            self._streams.setdefault(channel, set()).add(sub)
            if first:
                self._pending.add(channel)
            elif channel not in self._pending:
                sub.ready.set()
        if first:
            self._commands.put(("subscribe", channel))
        sub.ready.wait(timeout)
        try:
            yield sub
        finally:
            with self._lock:
                subs = self._streams.get(channel)
                if subs is not None:
                    subs.discard(sub)
                    if not subs:
                        del self._streams[channel]
                        self._commands.put(("unsubscribe", channel))

    def _ensure_running(self) -> None:
        if self._thread is not None and self._thread.is_alive():
            return
        with self._lock:
            if self._thread is None or not self._thread.is_alive():
                self._thread = threading.Thread(target=self._run, name="live-broadcaster", daemon=True)
                self._thread.start()

    def _run(self) -> None:
        while True:
            pubsub = self._redis.pubsub()
            try:
                with self._lock:
                    channels = list(self._streams)
                if channels:
                    pubsub.subscribe(*channels)
                    self._resync_all()
                self._loop(pubsub)
            except (redis.ConnectionError, redis.TimeoutError, OSError) as exc:
                log.warning("broadcaster_reconnecting", error=str(exc))
                threading.Event().wait(0.5)
            except Exception:  # the listener must outlive any surprise, or every stream goes silent
                log.exception("broadcaster_error")
                threading.Event().wait(0.5)
            finally:
                pubsub.close()

    def _loop(self, pubsub: redis.client.PubSub) -> None:
        while True:
            while True:
                try:
                    command, channel = self._commands.get_nowait()
                except queue.Empty:
                    break
                if command == "subscribe":
                    pubsub.subscribe(channel)
                else:
                    with self._lock:
                        still_wanted = channel in self._streams
                    if not still_wanted:
                        pubsub.unsubscribe(channel)
            message = pubsub.get_message(timeout=self._poll)
            if message is None:
                continue
            channel = message["channel"]
            if message["type"] == "subscribe":
                with self._lock:
                    self._pending.discard(channel)
                    for sub in self._streams.get(channel, ()):
                        sub.ready.set()
            elif message["type"] == "message":
                self._dispatch(channel, message["data"])

    def _dispatch(self, channel: str, payload: str) -> None:
        data = orjson.loads(payload)
        entries = data["entries"] if isinstance(data, dict) else data  # a game's write carries the game beside them
        deliveries = [Delivery(e["number"], sse_frame(e), e) for e in entries]
        with self._lock:
            subs = list(self._streams.get(channel, ()))
        for sub in subs:
            for delivery in deliveries:
                sub.queue.put(delivery)

    def _resync_all(self) -> None:
        with self._lock:
            subs = [s for group in self._streams.values() for s in group]
        for sub in subs:
            sub.queue.put(RESYNC)


def broadcaster() -> Broadcaster:
    """This app's broadcaster: one per process, shared by every kind of stream."""
    return app_object("broadcaster", lambda: Broadcaster(services().redis))
