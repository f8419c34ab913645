"""Fan-out of live events (a game's entries, a tournament's events) to this process's SSE streams, over one
Redis subscription per node that serves a channel they want.

Each API process runs one listener thread (a greenlet under gunicorn's gevent worker) that owns the pub/sub
connections: one on a single Redis; on a Redis Cluster one per node that serves a wanted channel's slot, where the
channel is subscribed with SSUBSCRIBE (the writes publish with SPUBLISH: ``service.platform.shard_listeners``).
Streams register interest in a channel (``game:{id}:live``, ``tournament:{id}:live``); the listener subscribes to the
channel on the first stream and unsubscribes after the last (a ``ChannelBook`` counts Redis' answers, so a channel
dropped and wanted again at once is live only once its last SUBSCRIBE is answered). A message is a JSON list of
entries (or an object whose ``entries`` are that list), each with a ``number`` and a ``type`` (and, if not everyone
may see it, an ``audience``; if some of it is not for everyone, a ``sealed`` part); it is parsed and rendered as SSE
frames once, as every reader may see it (``sse_frame`` renders neither), then handed to every stream of that channel
with the entry itself: a stream that shows its reader less (an audience) or more (their own draws) decides from the
entry. Only the listener touches the pub/sub connections: streams talk to it through a command queue, so there is no
shared-socket race. A connection is the listener's own, read a socket's worth at a time
(``service.platform.redis_subscription``); after a node's connection is lost (or a channel's slot moved) each of its
channels' streams re-read the log from where they are once Redis confirms the channel again, so that nothing
published while it was away is missed.
"""

from __future__ import annotations

import queue
import threading
from collections.abc import Iterator
from contextlib import contextmanager, suppress
from dataclasses import dataclass, field
from typing import Any, NamedTuple

import hiredis
import orjson
import redis
import structlog

from service.platform.context import app_object, services
from service.platform.redis_subscription import RECV_BYTES
from service.platform.shard_listeners import UNKNOWN_SLOTS, Link, ShardLinks, readable
from service.platform.streams.sse import sse_frame

log = structlog.get_logger("service.platform.streams.broadcast")

RESYNC = "resync"  # put on every stream after a reconnect: events may have been missed, re-read them
PING_AFTER = 10.0  # seconds of silence before the subscription is asked whether it is still there
SILENT_LIMIT = 30.0  # seconds without a word (not even to a ping) before it is given up and made again
RECONNECT_AFTER = 0.5  # seconds between a dropped subscription and the next attempt
LOST = (redis.ConnectionError, redis.TimeoutError, OSError, ValueError, hiredis.ProtocolError)  # a connection's end


class Delivery(NamedTuple):
    """One published entry: its number, its SSE frame as everyone may see it (rendered once per process), the entry
    itself, as stored (with what not every reader may see)."""

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
        self._commands: queue.Queue = queue.Queue()  # wake-ups: a channel wanted or let go
        self._thread: threading.Thread | None = None
        # per node: a connection, and the channels the streams want on it, asked for and confirmed
        self._links = ShardLinks(client)
        self._buffer = bytearray(RECV_BYTES)

    @property
    def stream_count(self) -> int:
        with self._lock:
            return sum(len(s) for s in self._streams.values())

    def channels(self) -> frozenset[str]:
        """The channels this process's streams want."""
        with self._lock:
            return self._links.wanted

    @contextmanager
    def subscribe(self, channel: str, *, timeout: float = 5.0) -> Iterator[Subscription]:
        """A subscription that is live in Redis when this returns (so nothing published after is missed)."""
        self._ensure_running()
        sub = Subscription(channel)
        with self._lock:
            self._streams.setdefault(channel, set()).add(sub)
            first = self._links.want(channel)
            if self._links.confirmed(channel):
                sub.ready.set()
        if first:
            self._commands.put(channel)
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
                        self._links.unwant(channel)
                        self._commands.put(channel)

    def _ensure_running(self) -> None:
        if self._thread is not None and self._thread.is_alive():
            return
        with self._lock:
            if self._thread is None or not self._thread.is_alive():
                self._thread = threading.Thread(target=self._run, name="live-broadcaster", daemon=True)
                self._thread.start()

    def _run(self) -> None:
        while True:
            self._wait_for_streams()
            try:
                self._listen()  # returns once no stream is left
                continue
            except Exception:  # the listener must outlive any surprise, or every stream goes silent
                log.exception("broadcaster_error")
            finally:
                with self._lock:
                    self._links.close_all()
            threading.Event().wait(RECONNECT_AFTER)

    def _wait_for_streams(self) -> None:
        """Until a stream wants a channel: a process that serves none holds no connection (nor notices its loss)."""
        while True:
            with self._lock:
                if self._streams:
                    return
            self._commands.get()  # a stream's subscribe (or the unsubscribe of one that has ended since)

    def _listen(self) -> None:
        """Read every node's connection, opening one for each node that serves a wanted channel: once Redis confirms a
        channel again (a new connection, or its slot's new owner) its streams that had begun read the log again, and
        the others begin."""
        while True:
            self._open_links()
            self._send_commands()
            with self._lock:
                if not self._streams and self._commands.empty():
                    return  # the last stream ended: its unsubscribe went out above
                links = self._links.open_links()
            if not links:
                with suppress(queue.Empty):
                    self._commands.get(timeout=self._poll)  # a wish, or a node to try again in a moment
                continue
            for link in readable(links, self._poll):
                try:
                    for reply in link.replies(self._buffer):
                        self._reply(link, reply)
                except LOST as exc:
                    self._lost(link, exc)
            for link in links:
                if link.is_open:
                    try:
                        self._links.ping(link, ping_after=PING_AFTER, limit=SILENT_LIMIT)
                    except LOST as exc:
                        self._lost(link, exc)

    def _open_links(self) -> None:
        if self._links.refresh_due():
            try:
                self._links.refresh(retry_after=RECONNECT_AFTER)  # round trips: outside the lock
            except UNKNOWN_SLOTS as exc:  # asked again at the next turn: meanwhile its channels wait
                log.warning("broadcaster_slots_unknown", error=str(exc))
            with self._lock:
                self._links.reroute()
        with self._lock:
            due = self._links.due()
        for link in due:
            try:
                opened = self._links.connect(link)
            except LOST as exc:
                self._lost(link, exc)
                continue
            with self._lock:
                self._links.opened(link, opened)  # every channel it serves asked for again, in batches

    def _lost(self, link: Link, exc: BaseException) -> None:
        log.warning("broadcaster_reconnecting", node=link.node, error=str(exc))
        with self._lock:
            self._links.failed(link, retry_after=RECONNECT_AFTER)

    def _send_commands(self) -> None:
        while True:  # the wake-ups only say that something changed: the books say what
            try:
                self._commands.get_nowait()
            except queue.Empty:
                break
        with self._lock:
            commands = self._links.take_commands()
        for link, name, channels in commands:
            try:
                self._links.send(link, name, channels)
            except LOST as exc:
                self._lost(link, exc)

    def _reply(self, link: Link, reply: Any) -> None:
        if isinstance(reply, hiredis.ReplyError):  # MOVED on a cluster: the slot is elsewhere
            raise redis.ConnectionError(f"the subscription was refused: {reply}")
        if not isinstance(reply, list):
            return  # a PONG
        kind, commands = reply[0], self._links.commands
        if kind == commands.message:
            self._dispatch(reply[1].decode(), reply[2])
        elif kind in (commands.subscribed, commands.unsubscribed):
            channel = reply[1].decode()
            with self._lock:
                answer = self._links.reply(link, kind, channel)
                subs = list(self._streams.get(channel, ())) if answer == "confirmed" else []
            if answer == "lost":
                self._commands.put(channel)
            for sub in subs:
                if sub.ready.is_set():
                    sub.queue.put(RESYNC)  # it had begun: what was published while the channel was away is re-read
                else:
                    sub.ready.set()

    def _dispatch(self, channel: str, payload: bytes) -> None:
        data = orjson.loads(payload)
        entries = data["entries"] if isinstance(data, dict) else data  # a game's write carries the game beside them
        deliveries = [Delivery(e["number"], sse_frame(e), e) for e in entries]
        with self._lock:
            subs = list(self._streams.get(channel, ()))
        for sub in subs:
            for delivery in deliveries:
                sub.queue.put(delivery)


def broadcaster() -> Broadcaster:
    """This app's broadcaster: one per process, shared by every kind of stream."""
    return app_object("broadcaster", lambda: Broadcaster(services().redis))
