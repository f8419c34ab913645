"""A Redis pub/sub subscription read the cheap way, for the listeners every API process runs (``CopyWatch``, the
SSE ``Broadcaster``): a connection of the listener's own, its replies parsed a socket's worth at a time by a
hiredis reader, and a PING when it has been quiet a while.

redis-py's ``PubSub.get_message`` reads one message a call, through its retry and health-check layers and two
``poll()`` calls: in a profile of the tournament night it was most of the SSE hub's CPU. Under load a wake-up here
takes in every message the socket holds.
"""

from __future__ import annotations

import select
import time
from collections.abc import Iterator
from select import POLLIN
from typing import Any

import hiredis
import redis

from service.platform.redis_client import real_poll  # a non-blocking check, not a trip through gevent's hub

RECV_BYTES = 1 << 16  # read at once: under load one wake-up takes in many writes' messages


def own_connection(client: redis.Redis) -> Any:
    """A connection made as the client's pool makes its connections (TLS, AUTH, SELECT, timeouts), but never lent
    out: only its listener reads it."""
    pool = client.connection_pool
    return pool.connection_class(**pool.connection_kwargs)


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
            connection.send_command("PING")
