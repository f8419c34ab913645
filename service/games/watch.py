"""Which of this process's copies of live games are known to be current, so that a reader is served one without a
round trip to Redis, and a writer starts from one that its check-and-set will not refuse.

Every write to a live game publishes on the game's channel (``game:{id}:live``), in the same Lua script that makes
it, and the message carries the game as written. A ``CopyWatch`` subscribes, on a connection of its own, to the
channel of each game this process holds a copy of, and only those (``hold``; ``release`` when the copy goes: LRU or
idle eviction, the game finished or gone): so a process hears the writes of the games it serves, not of every game
there is. The SUBSCRIBE goes out without a round trip on the request's path, batched with the others of the moment,
and a channel counts only once Redis has confirmed it (``ChannelBook``).

It vouches for a copy from the moment it is taken (read, written, or taken from such a message) until another
message for that game arrives, whose copy is then vouched for instead; until the subscription drops or the channel is
let go; or until ``max_age`` passes. A key that expires says nothing on its channel: a finished game, whose key ends
with its retention, is never vouched for, and an active game's key outlives its idleness by a day (``max_age``
bounds the rest).

A copy read or written is taken with a ``Ticket`` drawn *before* the Redis command; it is kept only if its game's
channel was confirmed before the ticket was drawn and no message for that game arrived since, so a write that
overtook the read is never hidden. A channel's confirmation counts as such a message: a copy taken before Redis
confirmed the channel (the game's first read here) may miss a write made between its read and the confirmation, so it
is not vouched for, and the next read goes to Redis. After a reconnect every held channel is asked for again, in
batches, and nothing is vouched for until its confirmation.

The remaining window: a write acknowledged to another process whose message this process has not read yet. Redis
writes a script's published messages in the same pass as the script's reply, and a copy is served only while the
subscription's socket (and the listener) hold nothing unread: a reader sees such a write a moment late at most,
as a reader of a replica would. A client that knows a newer version (the stream's last entry, a write's answer) says
so (``min_version``) and is never answered with less.

Under load the listener's turn comes after the requests the hub woke before it, so a message can wait while a move
starts from a copy it makes stale, and the move's check-and-set is then refused (measured: 9-17 % of moves under wrk).
So a reader or writer about to use a copy first takes in, itself, whatever the subscription holds (``catch_up``; at
most every ``CATCH_UP_AFTER`` seconds, so that messages are taken a batch at a time, not one per request); the
listener itself takes them in at most every ``LISTENER_EVERY`` seconds (``_pace``). The subscription is read on a
connection of the watch's own and parsed a socket's worth at a time with a hiredis reader
(``service.platform.redis_subscription``); on a cluster, one connection per node that serves a held game, where its
channel is subscribed with SSUBSCRIBE (``service.platform.shard_listeners``). ``pattern=True``
(``LIVE_COPIES_PATTERN=1``, for the benchmark that compares the two; a single Redis only) listens to every game's
channel on one pattern subscription instead.
"""

from __future__ import annotations

import os
import threading
import time
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import hiredis
import redis
import structlog

from service.games.watch_channels import HELD_FOR, HeldChannels, OnRelease, game_channel
from service.platform.redis_cluster import is_cluster
from service.platform.redis_subscription import RECV_BYTES, Silence, read_replies
from service.platform.shard_listeners import UNKNOWN_SLOTS, Link, ShardLinks, holds_unread, readable

log = structlog.get_logger("service.games.watch")

PATTERN = "game:{*}:live"
DROPS_KEPT = 4096  # messages remembered for tickets in flight; a ticket older than that keeps nothing
PING_AFTER = 5.0  # seconds of silence before the subscription is asked whether it is still there
SILENT_LIMIT = 15.0  # seconds without a word (not even to a ping) before it is given up and made again
CATCH_UP_AFTER = 0.002  # seconds since messages were last taken in before a request takes them in itself
LISTENER_EVERY = 0.02  # seconds the listener lets pass between its own takes (see ``_pace``)
RECONNECT_AFTER = 0.2  # seconds between a dropped subscription and the next attempt
LOST = (redis.ConnectionError, redis.TimeoutError, OSError, ValueError, hiredis.ProtocolError)  # a connection's end


@dataclass(frozen=True)
class Ticket:
    epoch: int  # the subscription it was drawn under (a reconnect starts another)
    seq: int  # messages (and confirmations) received before it


OnWrite = Callable[[str, Any], "int | None"]


class CopyWatch(HeldChannels):
    def __init__(
        self,
        client: redis.Redis,
        *,
        on_write: OnWrite | None = None,
        on_release: OnRelease | None = None,
        max_age: float = 5.0,
        held_for: float = HELD_FOR,
        pattern: bool = False,
    ) -> None:
        self._redis = client
        self._on_write = on_write  # hands a write's message to the copies' owner; the version it now holds, or None
        self._on_release = on_release  # tells the owner a copy was let go for want of use (``sweep``)
        self._max_age = max_age
        self._held_for = held_for
        self._pattern = pattern and not is_cluster(client)  # a cluster's writes are sharded: no pattern hears them
        self._current: dict[str, tuple[int, float]] = {}  # game id -> (version vouched for, until: monotonic)
        self._used: dict[str, float] = {}  # game id of each held copy -> when a request here last used it
        # per node (one on a single Redis, held open): a connection, and the held games' channels on it
        self._links = ShardLinks(client, pinned=True)
        self._reading: Link | None = None  # the link whose replies are being handled (``_taking`` is held)
        self._drops: deque[tuple[int, str]] = deque(maxlen=DROPS_KEPT)  # (seq, game id) of recent messages
        self._seq = 0
        self._epoch = 0
        self._connected = False
        self._all_confirmed = False  # the pattern subscription is confirmed (``pattern`` only)
        self._buffer = bytearray(RECV_BYTES)
        self._silence = Silence()  # how long the subscription has said nothing
        self._drained_at = 0.0  # monotonic time messages were last taken in
        self._swept_at = 0.0
        self._taking = threading.Lock()  # held by the listener while it takes messages in
        self._sending = threading.Lock()  # held while a command is written (before ``_lock``, never after)
        self._flush_due = False
        self._listener_pid = 0
        self._stopped = False
        self._lock = threading.Lock()
        self.served = 0  # copies served to readers (``LiveStore.read``)
        self.heard = 0  # write messages taken in (every one parsed at least as far as its header)
        self.subscribes = 0  # channels asked for (SUBSCRIBE), reconnects included
        self._heard_flushed = self._subscribes_flushed = 0
        # CPU of the taking-in alone (the thread's clock around it: nothing in it waits), so that what listening costs
        # can be told apart from what serving costs in the process's total
        self.listen_cpu = self._listen_cpu_flushed = 0.0

    # ---- the reader's side ------------------------------------------------------------------

    def vouches(self, game_id: str, version: int) -> bool:
        """Whether this process's copy of the game, at ``version``, may be served as current."""
        vouched = self._current.get(game_id)
        if vouched is None or not self._connected:
            return False
        if vouched[1] < time.monotonic():
            self._current.pop(game_id, None)
            return False
        return vouched[0] == version and not self._unread()

    def ticket(self) -> Ticket | None:
        """Drawn before the Redis command whose answer may become a vouched-for copy (None: not watching)."""
        return Ticket(self._epoch, self._seq) if self._connected else None

    def keep(self, game_id: str, version: int, ticket: Ticket | None) -> None:
        """Vouch for the copy at ``version`` read (or written) under ``ticket``, unless its channel was not confirmed
        when the ticket was drawn or the game changed since."""
        if ticket is None:
            return
        with self._lock:
            if ticket.epoch != self._epoch or not self._confirmed(game_id) or self._changed_since(game_id, ticket.seq):
                return
            if len(self._current) >= 4 * DROPS_KEPT:
                self._forget_expired()
            self._current[game_id] = (version, time.monotonic() + self._max_age)

    def drop(self, game_id: str) -> None:
        """This process changed the game in a way its channel does not tell (and others are told separately)."""
        with self._lock:
            self._note(game_id)

    def _confirmed(self, game_id: str) -> bool:
        if not self._connected:
            return False
        return self._all_confirmed if self._pattern else self._links.confirmed(game_channel(game_id))

    def _changed_since(self, game_id: str, seq: int) -> bool:
        if self._seq == seq:
            return False
        if self._seq - seq > len(self._drops):
            return True  # older than what is remembered
        for dropped_seq, dropped in reversed(self._drops):
            if dropped_seq <= seq:
                return False
            if dropped == game_id:
                return True
        return False

    def _forget_expired(self) -> None:
        now = time.monotonic()
        for game_id in [g for g, (_, until) in self._current.items() if until < now]:
            del self._current[game_id]

    def _unread(self) -> bool:
        """Whether the subscription may hold a message this process has not handled yet (then nothing is vouched
        for). The listener takes messages in only while it holds ``_taking``, and handles every whole message it took
        before it lets go: with the lock free, no part of a message buffered and the socket empty, every message that
        reached this process has been handled."""
        if not self._taking.acquire(blocking=False):
            return True
        try:
            return holds_unread(self._links.open_links())  # every node's: cheaper than finding the game's, as safe
        finally:
            self._taking.release()

    # ---- the listener -----------------------------------------------------------------------

    def _note(self, game_id: str) -> None:
        self._seq += 1
        self._drops.append((self._seq, game_id))
        self._current.pop(game_id, None)

    def start(self) -> None:
        """Listen (in a thread of this process's: a greenlet under gevent). Only the API's processes do: a worker
        reads and writes games, but serves no reader."""
        self._ensure_listening()

    def _ensure_listening(self) -> None:
        if self._listener_pid == os.getpid() or self._stopped:
            return
        with self._lock:
            if self._listener_pid != os.getpid():
                self._listener_pid = os.getpid()
                threading.Thread(target=self._listen, name="live-copies", daemon=True).start()

    def stop(self) -> None:
        self._stopped = True

    def _listen(self) -> None:
        """Read every node's connection (one on a single Redis), opening one for each node that serves a held game."""
        while not self._stopped:
            try:
                self._open_links()
                links = self._links.open_links()
                with self._lock:
                    self._connected = self._links.all_up()
                ready = readable(links, 0.25 if self._links.sharded else 1.0) if links else []
                if not links:
                    time.sleep(min(RECONNECT_AFTER, 0.05))
                if ready:
                    self._pace()
                    self._take_in(ready)  # (``catch_up`` may have taken them in already)
                for link in links:
                    try:
                        with self._sending:
                            if link.is_open:
                                self._links.ping(link, ping_after=PING_AFTER, limit=SILENT_LIMIT)
                    except LOST as exc:
                        self._lost(link, exc)
                if time.monotonic() - self._swept_at >= 1.0:
                    self._swept_at = time.monotonic()
                    self.sweep()
            except Exception:  # the watch must outlive any surprise; while it is down nothing is vouched for
                log.exception("live_copies_error")
                for link in self._links.open_links():
                    self._lost(link, None)
                time.sleep(RECONNECT_AFTER)
        for link in self._links.open_links():
            self._lost(link, None)

    def _open_links(self) -> None:
        if self._links.refresh_due():
            try:
                self._links.refresh(retry_after=RECONNECT_AFTER)  # round trips: outside the lock
            except UNKNOWN_SLOTS as exc:  # asked again at the next turn: meanwhile its games are not vouched for
                log.warning("live_copies_slots_unknown", error=str(exc))
            with self._lock:
                self._links.reroute()
        with self._sending, self._lock:  # a link let go is closed while no command is being written on it
            due = self._links.due()
        for link in due:
            try:
                opened = self._links.connect(link)  # never lent out: its replies are read here, in batches
            except LOST as exc:
                self._lost(link, exc)
                continue
            self._connect(link, opened)

    def _lost(self, link: Link, exc: BaseException | None) -> None:
        """A node's connection lost: nothing is vouched for until Redis confirms its channels again."""
        if exc is not None:
            log.warning("live_copies_reconnecting", node=link.node, error=str(exc))
        with self._sending, self._lock:  # a command being written goes to this socket, not to one reopened after it
            self._connected = self._all_confirmed = False
            self._epoch += 1
            self._current.clear()
            self._links.failed(link, retry_after=RECONNECT_AFTER)

    def _pace(self) -> None:
        """Wait until ``LISTENER_EVERY`` has passed since messages were last taken in. Nothing waits on the listener:
        a request about to use a copy takes in what the socket holds itself (``catch_up``), and no copy is vouched for
        while anything is unread. But each of its wake-ups costs about as much as a message, and under load it woke
        for every message. Measured on a process that only listened while wrk drove actions at another: 116 µs of CPU
        per message with a take per wake-up (and ``select``), 93 with ``Readable``'s one watcher, 70 with that watcher
        and a take at most every 20 ms."""
        pause = LISTENER_EVERY - (time.monotonic() - self._drained_at)
        if pause > 0:
            time.sleep(pause)

    def _take_in(self, links: list[Link]) -> None:
        with self._taking:
            for link in links:
                try:
                    self._drain_link(link)
                except LOST as exc:
                    self._lost(link, exc)  # (locks taken in the order every path keeps: _taking, _sending, _lock)

    def _drain_link(self, link: Link) -> None:
        """``_drain`` on one node's connection (``_taking`` is held): its answers go to that node's book."""
        if link.is_open:
            self._reading, self._silence = link, link.silence
            self._drain(link.sock, link.reader, link.poller)

    def catch_up(self) -> None:
        """Take in, in the caller's own turn, what the subscriptions hold right now: under load the listener's turn
        can come after the reader (or writer) that needs the copy current. A copy is vouched for only once its game's
        messages are taken in, so a reader that finds one waiting would go to Redis, and a move would start from a
        copy that its check-and-set then refuses."""
        if time.monotonic() - self._drained_at < CATCH_UP_AFTER:
            return  # taken in a moment ago: a batch at a time, not one message per request
        links = self._links.open_links()
        if not links or not self._taking.acquire(blocking=False):
            return  # not connected, or the listener (or another request) is taking them in just now
        try:
            for link in links:
                self._drain_link(link)
        except Exception as exc:  # the listener meets the same error and subscribes again; meanwhile nothing is vouched
            log.warning("live_copies_catch_up_failed", error=str(exc))
            with self._lock:
                self._connected = False
                self._epoch += 1
                self._current.clear()
        finally:
            self._taking.release()

    def _drain(self, sock: Any, reader: Any, poller: Any) -> None:
        """Every whole message the socket holds, handled (``_taking`` is held)."""
        self._drained_at = time.monotonic()
        started = time.thread_time()
        try:
            for reply in read_replies(sock, reader, poller, self._buffer):
                self._silence.heard()
                self._reply(reply)
        finally:
            self.listen_cpu += time.thread_time() - started

    def _reply(self, reply: Any) -> None:
        """Handle one reply on the subscription: a write's message, or Redis' answer to a (un)subscribe."""
        if isinstance(reply, hiredis.ReplyError):
            raise redis.ConnectionError(f"the subscription was refused: {reply}")
        if not isinstance(reply, list):
            return  # PONG on a connection that holds no channel
        kind = reply[0]
        if kind == b"message" or kind == b"smessage":
            self._heard(reply[1].decode(), reply[2])
        elif kind == b"pmessage":
            self._heard(reply[2].decode(), reply[3])
        elif kind == b"psubscribe":
            with self._lock:
                self._epoch += 1  # a ticket drawn before the confirmation keeps nothing
                self._all_confirmed = True
        elif kind != b"pong":
            self._answered(kind, reply[1].decode())

    def _answered(self, kind: bytes, channel: str) -> None:
        game_id = channel[channel.index("{") + 1 : channel.rindex("}")]
        with self._lock:
            answer = None if self._reading is None else self._links.reply(self._reading, kind, channel)
            if answer is not None:
                self._note(game_id)  # confirmed: a copy read before this may have missed a write; lost: unheard now
        if answer == "lost":
            self._schedule_flush()

    def _heard(self, channel: str, payload: Any) -> None:
        """A write's message: whatever was vouched for the game is dropped, and the copy the message carries (when
        the owner takes it) is vouched for instead: it is the game as of the newest write there is."""
        game_id = channel[channel.index("{") + 1 : channel.rindex("}")]
        self.heard += 1
        with self._lock:
            self._note(game_id)
        if self._on_write is None:
            return
        try:
            version = self._on_write(game_id, payload)
        except Exception:  # a message the owner cannot take: the copy is dropped and read again when needed
            log.exception("live_copies_message_refused", game_id=game_id)
            return
        if version is not None:
            with self._lock:
                if self._confirmed(game_id):
                    self._current[game_id] = (version, time.monotonic() + self._max_age)

    def _connect(self, link: Link, opened: tuple[Any, Any, Any, Any]) -> None:
        """A node's new connection: nothing is vouched for until Redis confirms, channel by channel, what it is asked
        for again (every held game's channel on that node, in batches; or the pattern)."""
        with self._sending:
            with self._lock:
                self._epoch += 1
                self._current.clear()
                self._links.opened(link, opened)
                self._all_confirmed = False
                commands = [("PSUBSCRIBE", [PATTERN])] if self._pattern else link.book.take_commands()
            self._send(link.connection, commands)
