"""The Redis connection pool of this process, built in ``create_app`` or at worker start.

Every command passes the unit-of-work check first: nothing may wait on Redis while a database write
transaction is open (see ``service.platform.db``). In a gevent worker the simple commands are pipelined
(``service.platform.redis_pipe``).
"""

from __future__ import annotations

from select import POLLIN
from typing import Any

import redis
from redis._parsers import _HiredisParser
from redis.client import EMPTY_RESPONSE, NEVER_DECODE, Pipeline

from service.platform.db import assert_no_write_transaction
from service.platform.redis_pipe import PIPELINED, AutoPipeline

try:  # the real poll(): a check that must not wait has no reason to go through gevent's hub
    from gevent.monkey import get_original

    real_poll = get_original("select", "poll")
except ImportError:  # pragma: no cover - gevent is a dependency
    from select import poll as real_poll


class QuickCheckParser(_HiredisParser):
    """redis-py's hiredis parser, minus a trip through gevent's hub on every command.

    Before each command redis-py asks whether the pooled connection holds stray data (``can_read(0)``). Under
    gevent's patching, that poll() with no timeout still arms a timer and switches to the hub and back: in a
    profile of the action endpoint under load, more CPU than parsing the reply. A check that cannot wait asks the
    real poll(); only when it finds something does redis-py's own check run (it tells a closed socket apart)."""

    def can_read(self, timeout: float = 0) -> bool:
        sock, reader = self._sock, self._reader
        plain = sock is not None and not hasattr(sock, "pending")  # TLS may hold decrypted bytes above the socket
        if timeout == 0 and plain and reader is not None and not reader.has_data():
            poller = real_poll()
            poller.register(sock, POLLIN)
            if not poller.poll(0):
                return False
        return super().can_read(timeout)


class _CheckedPipeline(Pipeline):
    def execute(self, raise_on_error: bool = True) -> list[Any]:
        assert_no_write_transaction("a Redis pipeline")
        return super().execute(raise_on_error)


class CheckedRedis(redis.Redis):
    autopipeline: AutoPipeline | None = None

    def execute_command(self, *args: Any, **options: Any) -> Any:
        name = args[0]
        assert_no_write_transaction(f"Redis {name}")
        pipe = self.autopipeline
        if pipe is not None and name in PIPELINED and pipe.usable():
            options.pop("keys", None)  # for redis-py's client-side cache, which is off
            if not options.keys() & _RAW_REPLY_OPTIONS:
                reply = pipe.call(args)
                callback = self.response_callbacks.get(name)
                return reply if callback is None else callback(reply, **options)
        return super().execute_command(*args, **options)

    def pipeline(self, transaction: bool = True, shard_hint: Any = None) -> Pipeline:
        return _CheckedPipeline(self.connection_pool, self.response_callbacks, transaction, shard_hint)


_RAW_REPLY_OPTIONS = {NEVER_DECODE, EMPTY_RESPONSE}  # the pool's reply parser reads these; the pipeline does not


CONNECTION_LOST = (redis.ConnectionError, redis.TimeoutError)  # a command sent on it may have run, its answer lost


def as_bytes(reply: str | bytes) -> bytes:
    """A reply as bytes, whether or not the client decodes replies."""
    return reply if isinstance(reply, bytes) else reply.encode()


def as_str(reply: str | bytes) -> str:
    """A reply as text: this module's clients decode replies (``decode_responses``), which redis-py's types do not
    know of."""
    return reply if isinstance(reply, str) else reply.decode()


POOL_SIZE = 100  # connections a process opens at most (redis-py's default)
POOL_WAIT_SECONDS = 10.0  # how long a command waits for one of them before its request answers 503


def make_redis(url: str, *, pipelined: bool = False, timeout: float = 5.0) -> CheckedRedis:
    """The client; ``pipelined`` (a gevent worker's, whose greenlets share one connection) pipelines the simple
    commands of the requests that are running at the same time. What is not pipelined (a Redis pipeline, a blocking
    command, a subscription) takes a connection of the pool, and waits for one when all are in use: redis-py's
    default pool refuses a command beyond its 100th connection, so a burst of a worker's requests answered 503.

    ``timeout``: how long a connection waits to connect, or for a reply, before it fails — a Redis that neither
    answers nor closes (a stopped process, a cut network) fails its requests with 503 instead of holding them, and
    every later one, for ever. No command here blocks longer: the cache's acknowledgement wait is 2 s, and
    subscriptions poll with timeouts of their own."""
    pool = redis.BlockingConnectionPool.from_url(
        url,
        max_connections=POOL_SIZE,
        timeout=POOL_WAIT_SECONDS,
        decode_responses=True,
        health_check_interval=30,
        socket_keepalive=True,
        parser_class=QuickCheckParser,
        socket_timeout=timeout,
        socket_connect_timeout=timeout,
    )
    client = CheckedRedis(connection_pool=pool)
    client.auto_close_connection_pool = True  # the client owns its pool, as from_url's would
    if pipelined:
        client.autopipeline = AutoPipeline(client.connection_pool)
    return client
