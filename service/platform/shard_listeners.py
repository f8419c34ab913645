"""The connections a process-wide listener (the SSE hub) subscribes on: one per Redis node that serves a channel it
wants, each with its ``ChannelBook``.

On a single Redis that is one connection, with plain SUBSCRIBE. On a Redis Cluster the live channels are sharded
(``SPUBLISH`` in the store's scripts and for a tournament's live log): a sharded message reaches only the
subscribers on the node that serves its channel's slot, so a channel is subscribed (``SSUBSCRIBE``) on that node, on
a connection to it opened while it serves a wanted channel and closed once it serves none, and a process hears the
games it streams and nothing else.

A node's connection lost (a connection cut, the node killed), an error answered on it (``MOVED``: its slot is
elsewhere), or a ``sunsubscribe`` Redis pushed unasked (the slot moved: a failover, a resharding): the channels
concerned are unconfirmed at once, the client learns the cluster's slots again (``refresh``) and each channel is
asked for on the node now serving its slot (``reroute``); the owner hears each confirmation as it comes, and its
streams re-read the log from where they are (nothing published while the channel was away is missed).

One listener thread reads every connection: ``readable`` waits on all their sockets at once. The channels of a
process's streams are few and spread over a handful of primaries, and one thread keeps one lock, one command queue
and one order of events, as with the single connection; a thread per node would add a hub wake-up per node for
nothing a node's own thread could do better. Not thread-safe: every call but ``refresh`` and ``connect`` is made
under the owner's lock (``connect`` and ``refresh`` do network round trips, outside it).
"""

from __future__ import annotations

import select
import time
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any

import redis
from redis.cluster import RedisCluster
from redis.exceptions import RedisClusterException

from service.platform.redis_subscription import (
    PLAIN,
    SHARDED,
    ChannelBook,
    Readable,
    Silence,
    connect,
    read_replies,
    send,
    tls_pending,
)

UNKNOWN_SLOTS = (redis.RedisError, RedisClusterException, OSError)  # no node could tell the cluster's slots
SINGLE = ""  # the node name of a single Redis's one connection
UNROUTED = "?"  # on a cluster, channels whose slot's node the client could not say (its slots being learnt again)


@dataclass(eq=False)
class Link:
    """One node's connection and the channels it serves (``book``)."""

    node: str
    book: ChannelBook
    connection: Any = None
    sock: Any = None
    reader: Any = None
    poller: Any = None
    readable: Readable | None = None
    silence: Silence = field(default_factory=Silence)
    retry_at: float = 0.0  # monotonic time before which it is not opened again (it failed)
    failed: bool = False  # its connection was lost and is not open again yet

    @property
    def is_open(self) -> bool:
        return self.sock is not None

    def replies(self, buffer: bytearray) -> Iterator[Any]:
        """Every whole reply its socket holds now."""
        for reply in read_replies(self.sock, self.reader, self.poller, buffer):
            self.silence.heard()
            yield reply

    def close(self) -> None:
        if self.readable is not None:
            self.readable.close()
        if self.connection is not None:
            self.connection.disconnect()
        self.connection = self.sock = self.reader = self.poller = self.readable = None


class ShardLinks:
    """Which node's connection serves each wanted channel, and those connections."""

    def __init__(self, client: Any, *, pinned: bool = False) -> None:
        self._client = client
        self.sharded = isinstance(client, RedisCluster)
        self.commands = SHARDED if self.sharded else PLAIN
        self._links: dict[str, Link] = {}
        # a single Redis's one connection, held open even while no channel is wanted (the copy-watch's)
        self._pinned = pinned and not self.sharded
        if self._pinned:
            self._links[SINGLE] = Link(SINGLE, ChannelBook(self.commands))
        self._node_of: dict[str, str] = {}  # wanted channel -> the node whose link holds it
        self.stale = False  # the cluster's slots are to be learnt again and every channel routed anew
        self._refresh_at = 0.0  # monotonic time before which they are not asked again (no node answered)

    # ---- the wishes (under the owner's lock) -------------------------------------------------------------------

    @property
    def wanted(self) -> frozenset[str]:
        return frozenset(self._node_of)

    def want(self, channel: str) -> bool:
        """Whether the channel was not wanted before (a command is then due on its node's connection)."""
        if channel in self._node_of:
            return False
        self._hold(channel, self._route(channel))
        return True

    def unwant(self, channel: str) -> bool:
        node = self._node_of.pop(channel, None)
        if node is None:
            return False
        return self._links[node].book.unwant(channel)

    def confirmed(self, channel: str) -> bool:
        node = self._node_of.get(channel)
        return node is not None and self._links[node].book.confirmed(channel)

    def _route(self, channel: str) -> str:
        if not self.sharded:
            return SINGLE
        try:
            return str(self._client.get_node_from_key(channel).name)
        except (redis.RedisError, RedisClusterException):  # the slots being learnt again: routed once they are
            self.stale = True
            return UNROUTED

    def _hold(self, channel: str, node: str) -> None:
        link = self._links.get(node)
        if link is None:
            link = self._links[node] = Link(node, ChannelBook(self.commands))
        link.book.want(channel)
        self._node_of[channel] = node

    # ---- the connections (the listener's) ----------------------------------------------------------------------

    def links(self) -> list[Link]:
        return list(self._links.values())

    def open_links(self) -> list[Link]:
        return [link for link in list(self._links.values()) if link.is_open]  # list(): read by requests too

    def all_up(self) -> bool:
        """Whether no connection is lost and not yet open again."""
        return not any(link.failed for link in list(self._links.values()))

    def due(self) -> list[Link]:
        """The links to open now: they serve a wanted channel, are closed, and did not fail a moment ago. A link that
        serves no channel any more is closed and forgotten (closing a connection ends its subscriptions)."""
        now = time.monotonic()
        for node, link in list(self._links.items()):
            if not link.book.wanted and not (self._pinned and node == SINGLE):
                link.close()
                del self._links[node]
        return [
            link for link in self._links.values() if not link.is_open and link.node != UNROUTED and link.retry_at <= now
        ]

    def connect(self, link: Link) -> tuple[Any, Any, Any, Any]:
        """Open a connection to the link's node (outside the lock): the connection, its socket, reader, poller."""
        if self.sharded:
            node = self._client.get_node(node_name=link.node)
            if node is None:
                raise redis.ConnectionError(f"{link.node} is no longer a node of the cluster")
            pool = node.redis_connection.connection_pool
        else:
            pool = self._client.connection_pool
        connection = pool.connection_class(**pool.connection_kwargs)
        try:
            return (connection, *connect(connection))
        except BaseException:
            connection.disconnect()
            raise

    def opened(self, link: Link, opened: tuple[Any, Any, Any, Any]) -> None:
        """The link's new connection (made in the listener's thread: its ``Readable`` waits in that thread's hub):
        nothing on it is confirmed, every channel it serves is to be asked for."""
        link.connection, link.sock, link.reader, link.poller = opened
        link.readable = Readable(link.sock)
        link.silence = Silence()
        link.failed = False
        link.book.reset()

    def failed(self, link: Link, *, retry_after: float) -> None:
        """The link's connection was lost (or refused a command): its channels are unconfirmed at once; on a cluster
        the slots are learnt again before they are asked for (their node may have changed)."""
        link.close()
        link.book.reset()
        link.retry_at = time.monotonic() + retry_after
        link.failed = True
        if self.sharded:
            self.stale = True

    def close_all(self) -> None:
        for link in self._links.values():
            link.close()
            link.book.reset()

    def take_commands(self) -> list[tuple[Link, str, list[str]]]:
        """Each open link's commands that bring its node in line with the wishes (counted as sent)."""
        return [
            (link, name, channels) for link, commands in self.take_commands_by_link() for name, channels in commands
        ]

    def take_commands_by_link(self) -> list[tuple[Link, list[tuple[str, list[str]]]]]:
        """As ``take_commands``, grouped by link (a closed link's are asked for when it opens)."""
        return [(link, commands) for link in self.open_links() if (commands := link.book.take_commands())]

    @staticmethod
    def send(link: Link, name: str, channels: list[str]) -> None:
        send(link.connection, name, *channels)

    def reply(self, link: Link, kind: bytes, channel: str) -> str | None:
        """Take in a node's answer to a (un)subscribe: ``"confirmed"``, ``"lost"`` (dropped unasked: its slot moved;
        on a cluster the channel goes to the slot's new owner after ``refresh``), or None."""
        answer = link.book.reply(kind, channel)
        if answer == "lost" and self.sharded:
            self.stale = True
        return answer

    def ping(self, link: Link, *, ping_after: float, limit: float) -> None:
        link.silence.check(link.connection, ping_after=ping_after, limit=limit)

    # ---- a cluster's slots learnt again ------------------------------------------------------------------------

    def refresh_due(self) -> bool:
        return self.stale and time.monotonic() >= self._refresh_at

    def refresh(self, *, retry_after: float) -> None:
        """Learn the cluster's slots again (outside the lock: round trips to the nodes), at most once a
        ``retry_after`` while no node answers. A failover moves a slot to the promoted replica; redis-py learns that on
        a command's MOVED, a listener only here."""
        self._refresh_at = time.monotonic() + retry_after
        self._client.nodes_manager.initialize()

    def reroute(self) -> None:
        """Move each wanted channel to the link of the node now serving its slot (a moved channel is unconfirmed
        until that node confirms it); ``stale`` again if some slot is still unknown."""
        self.stale = False
        for channel, node in list(self._node_of.items()):
            now_on = self._route(channel)
            if now_on != node:
                self._links[node].book.forget(channel)
                self._hold(channel, now_on)


def readable(links: list[Link], timeout: float) -> list[Link]:
    """The open links whose sockets hold something to read, waiting up to ``timeout`` seconds for one."""
    pending = [link for link in links if tls_pending(link.sock)]
    if pending:
        return pending
    if len(links) == 1:
        link = links[0]
        return [link] if link.readable is not None and link.readable.wait(timeout) else []
    by_socket = {link.sock: link for link in links}
    ready, _, _ = select.select(list(by_socket), [], [], timeout)  # gevent's under gevent: a cooperative wait
    return [by_socket[sock] for sock in ready]


def holds_unread(links: list[Link]) -> bool:
    """Whether any of the open ``links`` may hold a reply not handled yet (with none open: as good as yes). A caller
    that holds the lock its reader takes replies under knows, on False, that every reply that arrived was handled."""
    if not links:
        return True
    for link in links:
        sock, poller, reader = link.sock, link.poller, link.reader
        if sock is None or poller is None or reader is None:
            return True  # closed meanwhile
        if reader.has_data() or poller.poll(0) or tls_pending(sock):
            return True
    return False
