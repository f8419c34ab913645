"""Fan-out of live game events to this process's SSE streams, over ONE Redis subscription.

Each API process runs one listener thread (a greenlet under gunicorn's gevent worker) that owns a
single pub/sub connection. Streams register interest in a game; the listener subscribes to the
game's channel on the first stream and unsubscribes after the last. A message is parsed and rendered
as SSE frames once, then handed to every stream of that game. Only the listener touches the pub/sub
connection: streams talk to it through a command queue, so there is no shared-socket race.
"""

from __future__ import annotations

import queue
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field

import orjson
import redis
import structlog

from service.games.store import channel

log = structlog.get_logger("service.games.broadcast")

RESYNC = "resync"  # put on every stream after a reconnect: events may have been missed, re-read them


def sse_frame(entry: dict) -> bytes:
    data = orjson.dumps(entry, option=orjson.OPT_NON_STR_KEYS)
    return b"id: %d\nevent: %s\ndata: %s\n\n" % (entry["number"], entry["type"].encode(), data)


@dataclass(eq=False)
class Subscription:
    game_id: str
    queue: queue.Queue = field(default_factory=queue.Queue)  # (number, frame) tuples or RESYNC
    ready: threading.Event = field(default_factory=threading.Event)


class Broadcaster:
    def __init__(self, client: redis.Redis, *, poll_seconds: float = 0.05) -> None:
        self._redis = client
        self._poll = poll_seconds
        self._streams: dict[str, set[Subscription]] = {}
        self._lock = threading.Lock()
        self._commands: queue.Queue = queue.Queue()
        self._thread: threading.Thread | None = None
        self._pending: set[str] = set()  # games whose subscription Redis has not confirmed yet

    @property
    def stream_count(self) -> int:
        with self._lock:
            return sum(len(s) for s in self._streams.values())

    @contextmanager
    def subscribe(self, game_id: str, *, timeout: float = 5.0) -> Iterator[Subscription]:
        """A subscription that is live in Redis when this returns (so nothing published after is missed)."""
        self._ensure_running()
        sub = Subscription(game_id)
        with self._lock:
            first = game_id not in self._streams
            self._streams.setdefault(game_id, set()).add(sub)
            if first:
                self._pending.add(game_id)
            elif game_id not in self._pending:
                sub.ready.set()
        if first:
            self._commands.put(("subscribe", game_id))
        sub.ready.wait(timeout)
        try:
            yield sub
        finally:
            with self._lock:
                subs = self._streams.get(game_id)
                if subs is not None:
                    subs.discard(sub)
                    if not subs:
                        del self._streams[game_id]
                        self._commands.put(("unsubscribe", game_id))

    def _ensure_running(self) -> None:
        if self._thread is not None and self._thread.is_alive():
            return
        with self._lock:
            if self._thread is None or not self._thread.is_alive():
                self._thread = threading.Thread(target=self._run, name="game-broadcaster", daemon=True)
                self._thread.start()

    def _run(self) -> None:
        while True:
            pubsub = self._redis.pubsub()
            try:
                with self._lock:
                    games = list(self._streams)
                if games:
                    pubsub.subscribe(*(channel(g) for g in games))
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
                    command, game_id = self._commands.get_nowait()
                except queue.Empty:
                    break
                if command == "subscribe":
                    pubsub.subscribe(channel(game_id))
                else:
                    with self._lock:
                        still_wanted = game_id in self._streams
                    if not still_wanted:
                        pubsub.unsubscribe(channel(game_id))
            message = pubsub.get_message(timeout=self._poll)
            if message is None:
                continue
            game_id = message["channel"][len("game:{") : -len("}:live")]
            if message["type"] == "subscribe":
                with self._lock:
                    self._pending.discard(game_id)
                    for sub in self._streams.get(game_id, ()):
                        sub.ready.set()
            elif message["type"] == "message":
                self._dispatch(game_id, message["data"])

    def _dispatch(self, game_id: str, payload: str) -> None:
        frames = [(e["number"], sse_frame(e)) for e in orjson.loads(payload)]
        with self._lock:
            subs = list(self._streams.get(game_id, ()))
        for sub in subs:
            for frame in frames:
                sub.queue.put(frame)

    def _resync_all(self) -> None:
        with self._lock:
            subs = [s for group in self._streams.values() for s in group]
        for sub in subs:
            sub.queue.put(RESYNC)
