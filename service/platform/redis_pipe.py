"""A gevent worker's Redis commands, pipelined: every command its requests issue in one turn of the event loop goes
out in one write on one connection, and the replies are read in order as they come.

Through redis-py's pool each command takes a connection of its own, writes it, and waits for its reply: under load
a worker's requests each pay a send, a wake-up and a receive, and Redis one read and one write per command. Measured
under wrk (2 threads, 16 connections, the API's gunicorn settings), a bare Flask app that sends one ``HMGET`` per
request served 0.42-0.52x the bare app's requests through the pool and 0.67-0.77x pipelined (3-5 commands a write);
the action endpoint, whose one round trip is its check-and-set, went from 1870-2020 to 2320-2450 actions a second.

Only commands that answer at once and leave the connection as they found it are pipelined (``PIPELINED``); a
blocking command (``BLPOP``), a transaction, a subscription or a command with options the reply parser must see
goes through the pool as before. A Redis error answers its own command only. A connection that fails fails the
commands in flight on it: they may have run, and a check-and-set must not be sent twice (the live store looks its
write up in the game's log instead, ``LiveStore._write``; other requests answer 503). Commands not yet sent wait
for a new connection, which redis-py's connect makes with the client's retries.
"""

from __future__ import annotations

import os
from collections import deque
from typing import Any

import gevent
from gevent.event import AsyncResult, Event
from gevent.monkey import get_original
from redis import ConnectionPool
from redis.exceptions import ResponseError

_native_thread_id = get_original("threading", "get_ident")

# commands that answer at once, whatever their arguments, and change nothing about the connection
# one line per family: scripts, strings, counters, hashes, lists, sets, sorted sets (the layout is the list)
# fmt: off
PIPELINED = frozenset({
    "EVALSHA", "EVAL", "SCRIPT LOAD", "PING", "PUBLISH",
    "GET", "SET", "GETDEL", "MGET", "DEL", "UNLINK", "EXISTS", "EXPIRE", "PEXPIRE", "TTL", "PTTL",
    "INCR", "INCRBY", "DECR", "DECRBY",
    "HGET", "HMGET", "HGETALL", "HSET", "HDEL", "HINCRBY", "HEXISTS",
    "LPUSH", "RPUSH", "LPOP", "RPOP", "LRANGE", "LINDEX", "LLEN", "LTRIM",
    "SADD", "SREM", "SMEMBERS", "SISMEMBER", "SCARD",
    "ZADD", "ZREM", "ZSCORE", "ZCARD", "ZRANGEBYSCORE", "ZREMRANGEBYSCORE",
})
# fmt: on

Command = tuple[Any, ...]


class AutoPipeline:
    """One connection of a gevent worker, shared by its greenlets: ``call`` queues a command and waits for its reply;
    a writer greenlet sends whatever is queued when it runs, a reader greenlet hands the replies out in order."""

    def __init__(self, pool: ConnectionPool) -> None:
        self._pool = pool
        self._pid = os.getpid()
        self._thread = _native_thread_id()
        self._conn: Any = None  # a connection of its own, made fresh after a failure (never reconnected in place)
        self._queued: list[tuple[Command, AsyncResult]] = []
        self._in_flight: deque[AsyncResult] = deque()
        self._send = Event()
        self._replies = Event()
        self._writer: gevent.Greenlet | None = None
        self._reader: gevent.Greenlet | None = None
        self.writes = 0  # batches sent, for tests and benchmarks
        self.commands = 0

    def usable(self) -> bool:
        """Only the greenlets of the process and native thread that made it share it (a fork or a real thread, such
        as gevent's thread pool, goes through the pool)."""
        return os.getpid() == self._pid and _native_thread_id() == self._thread

    def call(self, command: Command) -> Any:
        result = AsyncResult()
        self._queued.append((command, result))
        if self._writer is None or self._writer.dead:
            self._writer = gevent.spawn(self._write_loop)
        if self._reader is None or self._reader.dead:
            self._reader = gevent.spawn(self._read_loop)
        self._send.set()
        return result.get()

    def _write_loop(self) -> None:
        while True:
            self._send.wait()
            self._send.clear()
            batch, self._queued = self._queued, []
            if batch:
                self._write(batch)

    def _write(self, batch: list[tuple[Command, AsyncResult]]) -> None:
        try:
            conn = self._connection()
        except Exception as exc:  # redis-py's retries are spent: the batch fails with their error
            for _, result in batch:
                result.set_exception(exc)
            return
        self._in_flight.extend(result for _, result in batch)
        self._replies.set()
        try:
            conn.send_packed_command(conn.pack_commands([command for command, _ in batch]), check_health=False)
        except Exception as exc:  # whatever broke the connection answers every command in flight
            self._fail(conn, exc)
            return
        self.writes += 1
        self.commands += len(batch)

    def _connection(self) -> Any:
        conn = self._conn
        if conn is None:
            conn = self._pool.connection_class(**self._pool.connection_kwargs)
            conn.connect()  # with the client's retries: nothing was sent yet
            self._conn = conn
        elif not self._in_flight:
            conn.check_health()  # after the client's health-check interval idle, a PING (and a reconnect) first
        return conn

    def _read_loop(self) -> None:
        while True:
            if not self._in_flight:
                self._replies.clear()
                self._replies.wait()
                continue
            conn = self._conn
            try:
                reply = conn.read_response()
            except ResponseError as exc:  # this command's error; the connection goes on
                self._in_flight.popleft().set_exception(exc)
            except Exception as exc:  # the connection failed: every command in flight fails with it
                self._fail(conn, exc)
            else:
                self._in_flight.popleft().set(reply)

    def _fail(self, conn: Any, exc: BaseException) -> None:
        if conn is not self._conn:
            return  # an earlier failure already answered its commands and dropped it
        self._conn = None
        conn.disconnect()
        in_flight, self._in_flight = self._in_flight, deque()
        for result in in_flight:
            result.set_exception(exc)
