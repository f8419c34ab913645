"""Fan-out of live events (a game's entries, a tournament's events) to this process's SSE streams, over ONE
Redis subscription.

Each API process runs one listener thread (a greenlet under gunicorn's gevent worker) that owns a single
pub/sub connection. Streams register interest in a channel (``game:{id}:live``, ``tournament:{id}:live``);
the listener subscribes to the channel on the first stream and unsubscribes after the last (a ``ChannelBook`` counts
Redis' answers, so a channel dropped and wanted again at once is live only once its last SUBSCRIBE is answered). A
message is a
JSON list of entries (or an object whose ``entries`` are that list), each with a ``number`` and a ``type`` (and, if
not everyone may see it, an ``audience``; if some of it is not for everyone, a ``sealed`` part); it is parsed and
rendered as SSE frames once, as every reader may see it (``sse_frame`` renders neither), then handed to every stream
of that channel with the entry itself: a stream that shows its reader less (an audience) or more (their own draws)
decides from the entry. Only the listener touches the pub/sub connection: streams talk to it through a command
queue, so there is no shared-socket race. The connection is the listener's own, read a socket's worth at a time
(``service.platform.redis_subscription``); after a reconnect each channel's streams re-read the log from where they
are once
Redis confirms the channel again, so that nothing published while it was down is missed.
"""

from __future__ import annotations

import queue
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import Any, NamedTuple

import hiredis
import orjson
import redis
import structlog

from service.platform.context import app_object, services
from service.platform.redis_subscription import (
    RECV_BYTES,
    ChannelBook,
    Readable,
    Silence,
    connect,
    read_replies,
    send,
    tls_pending,
)
from service.platform.streams.sse import sse_frame
from service.platform.subscription_node import subscription_connection

log = structlog.get_logger("service.platform.streams.broadcast")

RESYNC = "resync"  # put on every stream after a reconnect: events may have been missed, re-read them
PING_AFTER = 10.0  # seconds of silence before the subscription is asked whether it is still there
SILENT_LIMIT = 30.0  # seconds without a word (not even to a ping) before it is given up and made again
RECONNECT_AFTER = 0.5  # seconds between a dropped subscription and the next attempt


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
        self._book = ChannelBook()  # the channels the streams want, asked for and confirmed
        self._buffer = bytearray(RECV_BYTES)

    @property
    def stream_count(self) -> int:
        with self._lock:
            return sum(len(s) for s in self._streams.values())

    def channels(self) -> frozenset[str]:
        """The channels this process's streams want."""
        with self._lock:
            return self._book.wanted

    @contextmanager
    def subscribe(self, channel: str, *, timeout: float = 5.0) -> Iterator[Subscription]:
        """A subscription that is live in Redis when this returns (so nothing published after is missed)."""
        self._ensure_running()
        sub = Subscription(channel)
        with self._lock:
            self._streams.setdefault(channel, set()).add(sub)
            first = self._book.want(channel)
            if self._book.confirmed(channel):
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
                        self._book.unwant(channel)
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
            connection = subscription_connection(self._redis)
            try:
                self._listen(connection)  # returns once no stream is left
                continue
            except (redis.ConnectionError, redis.TimeoutError, OSError, ValueError, hiredis.ProtocolError) as exc:
                log.warning("broadcaster_reconnecting", error=str(exc))
            except Exception:  # the listener must outlive any surprise, or every stream goes silent
                log.exception("broadcaster_error")
            finally:
                connection.disconnect()
            threading.Event().wait(RECONNECT_AFTER)

    def _wait_for_streams(self) -> None:
        """Until a stream wants a channel: a process that serves none holds no connection (nor notices its loss)."""
        while True:
            with self._lock:
                if self._streams:
                    return
            self._commands.get()  # a stream's subscribe (or the unsubscribe of one that has ended since)

    def _listen(self, connection: Any) -> None:
        (sock, reader, poller), silence = connect(connection), Silence()
        readable = Readable(sock)
        try:
            with self._lock:
                # a new connection: every wanted channel asked for again, in batches; streams that had begun read the
                # log again once Redis confirms their channel (the others wait for that confirmation to begin)
                self._book.reset()
            while True:
                self._send_commands(connection)
                with self._lock:
                    if not self._streams and self._commands.empty():
                        return  # the last stream ended: its unsubscribe went out above
                if readable.wait(self._poll) or tls_pending(sock):
                    for reply in read_replies(sock, reader, poller, self._buffer):
                        silence.heard()
                        self._reply(reply)
                silence.check(connection, ping_after=PING_AFTER, limit=SILENT_LIMIT)
        finally:
            readable.close()

    def _send_commands(self, connection: Any) -> None:
        while True:  # the wake-ups only say that something changed: the book says what
            try:
                self._commands.get_nowait()
            except queue.Empty:
                break
        with self._lock:
            commands = self._book.take_commands()
        for name, channels in commands:
            send(connection, name, *channels)

    def _reply(self, reply: Any) -> None:
        if isinstance(reply, hiredis.ReplyError):
            raise redis.ConnectionError(f"the subscription was refused: {reply}")
        if not isinstance(reply, list):
            return  # a PONG
        kind = reply[0]
        if kind == b"message":
            self._dispatch(reply[1].decode(), reply[2])
        elif kind in (b"subscribe", b"unsubscribe"):
            channel = reply[1].decode()
            with self._lock:
                answer = self._book.reply(kind, channel)
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
