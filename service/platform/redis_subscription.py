"""A Redis pub/sub subscription read the cheap way, for the listeners every API process runs (``CopyWatch``, the
SSE ``Broadcaster``): a connection of the listener's own, its replies parsed a socket's worth at a time by a
hiredis reader, and a PING when it has been quiet a while.

redis-py's ``PubSub.get_message`` reads one message a call, through its retry and health-check layers and two
``poll()`` calls: in a profile of the tournament night it was most of the SSE hub's CPU. Under load a wake-up here
takes in every message the socket holds.

Both listeners subscribe channel by channel, to the games (and events) the process serves: ``ChannelBook`` keeps
what each wants, what it asked for and what Redis confirmed, and this module is the one place that says which
commands subscribe (``PLAIN`` on a single Redis, ``SHARDED`` on a cluster). Which connection serves a channel (on a
cluster, one per node: the node of the channel's slot) is ``service.platform.shard_listeners``'s to say.
"""

from __future__ import annotations

import select
import time
from collections.abc import Iterator
from dataclasses import dataclass
from select import POLLIN
from typing import Any

import hiredis
import redis
from redis.crc import key_slot

from service.platform.redis_client import real_poll  # a non-blocking check, not a trip through gevent's hub

RECV_BYTES = 1 << 16  # read at once: under load one wake-up takes in many writes' messages


def own_connection(client: redis.Redis) -> Any:
    """A connection made as the client's pool makes its connections (TLS, AUTH, SELECT, timeouts), but never lent
    out: only its listener reads it."""
    pool = client.connection_pool
    return pool.connection_class(**pool.connection_kwargs)


def send(connection: Any, *args: str) -> None:
    """Write a command on a listener's connection, and only that. redis-py would first check the connection's health
    once its ``health_check_interval`` has passed since it last read a reply itself (never, here): a PING whose
    answer it reads off the socket with its own parser — taking in messages the listener's reader never sees, then
    failing on a subscribed connection's ``pong`` and connecting the connection again behind the listener's back."""
    connection.send_command(*args, check_health=False)


def connect(connection: Any) -> tuple[Any, Any, Any]:
    """Open ``connection`` (redis-py's handshake: TLS, AUTH, SELECT) and return its socket, a hiredis reader for its
    replies, and a real ``poll()`` registered on the socket."""
    connection.connect()
    sock, poller = connection._sock, real_poll()
    poller.register(sock.fileno(), POLLIN)
    return sock, hiredis.Reader(), poller


class Readable:
    """Waits until a listener's socket holds something to read, or ``timeout`` seconds pass.

    Under gevent, one I/O watcher serves the connection's whole life, started for each wait. gevent's ``select``
    makes a watcher, a timeout and their callbacks on every call and tears them down after; a listener waits once
    per message it hears (every API process hears every write). Measured on a process that only listened while
    wrk drove actions at another: 116 µs of CPU per message with ``select``, 93 with the one watcher. Elsewhere (a
    thread, not a greenlet: tests, scripts) it is ``select``. Made in the listener's own thread, whose hub it uses."""

    def __init__(self, sock: Any) -> None:
        self._sock = sock
        self._io: Any = None
        from gevent import monkey

        if monkey.is_module_patched("select"):
            from gevent import Timeout
            from gevent.hub import get_hub

            self._hub, self._timeout = get_hub(), Timeout
            self._io = self._hub.loop.io(sock.fileno(), 1)  # 1: readable

    def wait(self, timeout: float) -> bool:
        """Whether the socket became readable within ``timeout`` seconds."""
        if self._io is None:
            return bool(select.select([self._sock], [], [], timeout)[0])
        with self._timeout(timeout, False):  # a new one each time: a Timeout started again after it fired does not wait
            self._hub.wait(self._io)
            return True
        return False

    def close(self) -> None:
        if self._io is not None:
            self._io.close()
            self._io = None


def tls_pending(sock: Any) -> bool:
    """Bytes a TLS socket has decrypted already: the socket itself does not show them as readable."""
    pending = getattr(sock, "pending", None)
    return bool(pending and pending())


def read_replies(sock: Any, reader: Any, poller: Any, buffer: bytearray) -> Iterator[Any]:
    """Every whole reply the socket holds now (``poller``: a real ``poll()`` on it, asked without waiting)."""
    while poller.poll(0) or tls_pending(sock):
        received = sock.recv_into(buffer)
        if not received:
            raise redis.ConnectionError("the subscription was closed by the server")
        reader.feed(buffer, 0, received)
        while (reply := reader.gets()) is not False:
            yield reply


class Silence:
    """How long a subscription has said nothing. A connection can die without a word (a network that drops
    packets): after ``ping_after`` seconds of silence it is asked (PING, whose answer comes back among the
    messages, at most once a second), and after ``limit`` it is given up."""

    def __init__(self) -> None:
        self.last_word = time.monotonic()
        self._pinged = 0.0

    def heard(self) -> None:
        self.last_word = time.monotonic()

    def check(self, connection: Any, *, ping_after: float, limit: float) -> None:
        now = time.monotonic()
        silent = now - self.last_word
        if silent > limit:
            raise redis.ConnectionError(f"no word from the subscription for {limit:g} s")
        if silent > ping_after and now - self._pinged >= min(ping_after, 1.0):
            self._pinged = now
            send(connection, "PING")


# ---- which channels a listener holds -----------------------------------------------------------------------------


@dataclass(frozen=True)
class PubSubCommands:
    """The commands a listener subscribes with, and the kinds of the replies they bring."""

    subscribe: str
    unsubscribe: str
    subscribed: bytes
    unsubscribed: bytes
    message: bytes
    per_slot: bool = False  # a command names the channels of one cluster slot only (else CROSSSLOT)


# A single Redis (the embedded one, 6.2): plain pub/sub, every channel on the one connection.
PLAIN = PubSubCommands("SUBSCRIBE", "UNSUBSCRIBE", b"subscribe", b"unsubscribe", b"message")
# A Redis Cluster (7.0): sharded pub/sub. A channel is served by the node that owns its slot (a game's channel has
# the game's hash tag, so it lives beside the game's keys), on a connection per node; when a slot moves, that node
# pushes a ``sunsubscribe`` the listener never asked for, which ``ChannelBook.reply`` reads as "subscribe again,
# on the slot's new owner, and vouch for nothing meanwhile".
SHARDED = PubSubCommands("SSUBSCRIBE", "SUNSUBSCRIBE", b"ssubscribe", b"sunsubscribe", b"smessage", per_slot=True)
BATCH = 512  # channels named in one command: a reconnect asks for every held channel in a few round trips


def by_slot(channels: list[str]) -> list[list[str]]:
    """``channels`` grouped by their cluster slot: an SSUBSCRIBE naming channels of two slots is refused (CROSSSLOT)."""
    slots: dict[int, list[str]] = {}
    for channel in channels:
        slots.setdefault(key_slot(channel.encode()), []).append(channel)
    return list(slots.values())


class ChannelBook:
    """Which channels a listener wants, what it has asked Redis for, and which channels Redis has confirmed.

    A channel is confirmed once Redis answered the last command sent for it and that command subscribed: a
    channel dropped and wanted again before the drop was answered (unsubscribe, subscribe in flight) is confirmed
    by the second answer only, since a message published between the two was not delivered. Wishes are collected
    and sent in batches (``take_commands``), one command for many channels. Not thread-safe: the owner holds its own
    lock around every call."""

    def __init__(self, commands: PubSubCommands = PLAIN) -> None:
        self.commands = commands
        self._wanted: set[str] = set()
        self._asked: dict[str, bool] = {}  # channel -> whether the last command sent for it subscribed
        self._outstanding: dict[str, int] = {}  # channel -> commands sent for it and not yet answered
        self._confirmed: set[str] = set()
        self._changed: set[str] = set()  # wishes not yet sent

    @property
    def wanted(self) -> frozenset[str]:
        return frozenset(self._wanted)

    def want(self, channel: str) -> bool:
        """Whether the channel was not wanted before (a command is then due)."""
        if channel in self._wanted:
            return False
        self._wanted.add(channel)
        self._changed.add(channel)
        if self._asked.get(channel) and not self._outstanding.get(channel):
            self._confirmed.add(channel)  # let go and wanted again before its UNSUBSCRIBE went out: never interrupted
        return True

    def unwant(self, channel: str) -> bool:
        """Whether the channel was wanted (it is unconfirmed at once: nothing of it is vouched for from now on)."""
        if channel not in self._wanted:
            return False
        self._wanted.discard(channel)
        self._confirmed.discard(channel)
        self._changed.add(channel)
        return True

    def confirmed(self, channel: str) -> bool:
        return channel in self._confirmed

    def forget(self, channel: str) -> None:
        """Drop every trace of the channel, with no command: another connection serves it from now on (its slot moved
        to another node, which has already dropped it). A late answer for it here is then read as nobody's."""
        self._wanted.discard(channel)
        self._confirmed.discard(channel)
        self._changed.discard(channel)
        self._asked.pop(channel, None)
        self._outstanding.pop(channel, None)

    def pending(self) -> bool:
        return bool(self._changed)

    def reset(self) -> None:
        """A new connection: nothing asked, nothing confirmed, every wanted channel to be asked for again."""
        self._asked.clear()
        self._outstanding.clear()
        self._confirmed.clear()
        self._changed = set(self._wanted)

    def take_commands(self) -> list[tuple[str, list[str]]]:
        """The commands that bring Redis in line with the wishes, each naming at most ``BATCH`` channels; they are
        counted as sent."""
        subscribe: list[str] = []
        unsubscribe: list[str] = []
        for channel in self._changed:
            wanted = channel in self._wanted
            if self._asked.get(channel, False) == wanted:
                continue  # wanted, dropped and wanted again before a command went out: nothing to say
            self._asked[channel] = wanted
            self._outstanding[channel] = self._outstanding.get(channel, 0) + 1
            (subscribe if wanted else unsubscribe).append(channel)
        self._changed.clear()
        groups = [(self.commands.subscribe, subscribe), (self.commands.unsubscribe, unsubscribe)]
        if self.commands.per_slot:  # sent one after the other without waiting: a slot's command costs no round trip
            groups = [(name, same_slot) for name, channels in groups for same_slot in by_slot(channels)]
        return [(name, channels[i : i + BATCH]) for name, channels in groups for i in range(0, len(channels), BATCH)]

    def reply(self, kind: bytes, channel: str) -> str | None:
        """Take in Redis' answer to a subscribe or unsubscribe: ``"confirmed"`` when the channel is now confirmed,
        ``"lost"`` when Redis dropped a channel nobody asked it to (a slot that moved), else None."""
        outstanding = self._outstanding.get(channel, 0)
        if outstanding == 0:
            if kind == self.commands.unsubscribed and channel in self._wanted:
                self._confirmed.discard(channel)
                self._asked[channel] = False
                self._changed.add(channel)  # asked for again with the next batch
                return "lost"
            return None
        if outstanding == 1:
            del self._outstanding[channel]
        else:
            self._outstanding[channel] = outstanding - 1
            return None  # a later command for it is still unanswered
        if kind == self.commands.subscribed and self._asked.get(channel) and channel in self._wanted:
            self._confirmed.add(channel)
            return "confirmed"
        if not self._asked.get(channel, False):
            self._asked.pop(channel, None)
        return None
