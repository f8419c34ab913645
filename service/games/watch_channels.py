"""The channels a ``CopyWatch`` hears: those of the games this process holds copies of (``service.games.watch``).

A copy taken up (read, written) holds its game's channel; a copy let go (LRU or idle eviction, the game finished or
gone) releases it. Wishes are sent without waiting for Redis' answer, batched: under gevent by a greenlet of their own
once the requests of this turn of the hub have had theirs, so one SUBSCRIBE names every game they took up. Which
commands is ``service.platform.redis_subscription``'s to say, and which connection serves a channel (on a cluster, one
per node: the node of the game's slot) ``service.platform.shard_listeners``'s.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable
from typing import Any

import redis
import structlog
from prometheus_client import Counter

from service.platform.redis_subscription import send
from service.platform.shard_listeners import ShardLinks

log = structlog.get_logger("service.games.watch")

HELD_FOR = 30.0  # seconds a copy no request here used is held (and its channel heard) before it is let go
HEARD = Counter("live_copy_messages", "Writes to live games heard by this process's copy watch")
SUBSCRIBED = Counter("live_copy_subscribes", "Game channels the copy watch asked Redis for (reconnects included)")
LISTEN_CPU = Counter(
    "live_copy_listen_cpu_seconds", "CPU seconds this process's copy watch spent reading and taking in writes it heard"
)

OnRelease = Callable[[str], None]


def game_channel(game_id: str) -> str:
    return f"game:{{{game_id}}}:live"


class HeldChannels:
    """The held games and their channels' commands; ``CopyWatch`` sets every attribute named here."""

    _lock: threading.Lock
    _sending: threading.Lock  # held while a command is written (before ``_lock``, never after)
    _links: ShardLinks  # per node: a connection, and the held games' channels wanted, asked for and confirmed
    _used: dict[str, float]  # game id of each held copy -> when a request here last used it
    _current: dict[str, tuple[int, float]]
    _pattern: bool
    _listener_pid: int
    _flush_due: bool
    _held_for: float
    _on_release: OnRelease | None
    heard: int
    subscribes: int
    _heard_flushed: int
    _subscribes_flushed: int
    listen_cpu: float
    _listen_cpu_flushed: float

    def hold(self, game_id: str) -> None:
        """This process holds (and has just used) a copy of the game: hear its channel."""
        if not self._listener_pid:
            return  # not listening (a worker): nothing to subscribe to
        with self._lock:
            self._used[game_id] = time.monotonic()
            if self._pattern or not self._links.want(game_channel(game_id)):
                return
        self._schedule_flush()

    def used(self, game_id: str) -> None:
        """A request here used the copy: it is held a while longer."""
        if game_id in self._used:
            self._used[game_id] = time.monotonic()

    def release(self, game_id: str) -> None:
        """This process let its copy of the game go (evicted, finished, gone): stop hearing its channel."""
        with self._lock:
            if self._used.pop(game_id, None) is None or self._pattern:
                return
            self._current.pop(game_id, None)
            if not self._links.unwant(game_channel(game_id)):
                return
        self._schedule_flush()

    def held(self) -> frozenset[str]:
        """The games whose channels this watch hears (or has asked to)."""
        return frozenset(self._used)

    def _schedule_flush(self) -> None:
        """Send the wishes of this moment, without waiting for an answer. Under gevent the sending runs in a greenlet
        of its own once the requests of this turn of the hub have had theirs, so that one SUBSCRIBE names every game
        they took up; elsewhere (threads: tests, scripts) at once."""
        with self._lock:
            if self._flush_due:
                return
            self._flush_due = True
        from gevent import monkey

        if monkey.is_module_patched("threading"):
            import gevent

            gevent.spawn(self._flush)
        else:
            self._flush()

    def _flush(self) -> None:
        with self._sending:
            with self._lock:
                self._flush_due = False
                # open connections only: one being made asks for every channel it serves once open
                by_link = self._links.take_commands_by_link()
            for link, commands in by_link:
                self._send(link.connection, commands)

    def _send(self, connection: Any, commands: list[tuple[str, list[str]]]) -> None:
        """Write ``commands`` (``_sending`` is held). A failure is the listener's to meet: it reads the same socket."""
        try:
            for name, channels in commands:
                if name == self._links.commands.subscribe:
                    self.subscribes += len(channels)
                send(connection, name, *channels)
        except (redis.ConnectionError, redis.TimeoutError, OSError) as exc:
            log.warning("live_copies_send_failed", error=str(exc))

    def flush_metrics(self) -> None:
        """Add what was counted since the last scrape to the Prometheus counters (counted as plain integers: an
        increment of a multiprocess counter takes a lock and a file write, too dear for every message)."""
        heard, subscribes, listen_cpu = self.heard, self.subscribes, self.listen_cpu
        HEARD.inc(heard - self._heard_flushed)
        SUBSCRIBED.inc(subscribes - self._subscribes_flushed)
        LISTEN_CPU.inc(listen_cpu - self._listen_cpu_flushed)
        self._heard_flushed, self._subscribes_flushed, self._listen_cpu_flushed = heard, subscribes, listen_cpu

    def sweep(self) -> None:
        """Let go the copies no request here used for ``held_for`` seconds: their channels go quiet here."""
        cutoff = time.monotonic() - self._held_for
        for game_id in [g for g, at in list(self._used.items()) if at < cutoff]:
            self.release(game_id)
            if self._on_release is not None:
                self._on_release(game_id)
