"""Sliding-window counters that count in this process and add up across processes in Redis, behind the request.

The same weighted count as the ``limits`` library's sliding-window-counter strategy. Deciding a hit costs no round trip:
it weighs the totals Redis reported at the last flush plus this process's hits since. A flusher thread (a
greenlet under gunicorn's gevent worker) adds the hits to Redis with one pipelined ``INCRBY`` per window
and learns the totals of every process in the same round trip. It flushes every ``flush_seconds``, and at
once when a bucket's unflushed hits reach a tenth of its limit.

The price: between two flushes, other processes' hits are not seen, so N processes may together admit up
to about ``limit + (N - 1) × (limit / 10 + rate × flush_seconds)`` in a window. For the default limit (hundreds
a minute) that is a few percent; limits that guard secrets use exact counting instead. If Redis is down,
each process still limits on its own hits.
"""

from __future__ import annotations

import os
import threading
import time
from dataclasses import dataclass

import redis
import structlog

log = structlog.get_logger("service.platform.ratelimit")


@dataclass
class _Window:
    index: int  # which window (time // expiry) the totals are for
    expiry: int
    limit: int
    previous: int = 0  # every process's hits in window index - 1, as last learnt
    current: int = 0  # every process's flushed hits in window ``index``, as last learnt
    pending: int = 0  # this process's hits in window ``index`` not yet flushed


class BatchedRedisCounters:
    def __init__(self, client: redis.Redis, *, key_prefix: str = "rl:", flush_seconds: float = 0.1) -> None:
        self._redis = client
        self._key_prefix = key_prefix
        self._flush_seconds = flush_seconds
        self._windows: dict[str, _Window] = {}
        self._dirty: dict[str, _Window] = {}
        self._leftovers: list[tuple[str, int, int]] = []  # (redis key, hits, expiry) of windows that ended
        self._lock = threading.Lock()
        self._wake = threading.Event()
        self._thread: threading.Thread | None = None
        self._flusher_pid = 0  # the process whose flusher runs
        self._stopped = False

    def take(self, key: str, limit: int, expiry: int, amount: int = 1) -> tuple[bool, int, int]:
        """One hit on the hot path: (allowed, remaining, seconds until the current window ends), in one pass."""
        now = time.time()
        with self._lock:
            window = self._window(key, limit, expiry, now)
            elapsed = now - window.index * expiry
            weighted = int(window.previous * (expiry - elapsed) / expiry) + window.current + window.pending
            allowed = weighted + amount <= limit
            if allowed:
                window.pending += amount
                weighted += amount
                self._dirty[key] = window
                urgent = window.pending * 10 >= limit
        if allowed:
            self._ensure_flusher()
            if urgent:
                self._wake.set()
        return allowed, max(0, limit - weighted), int(expiry - elapsed)

    def _window(self, key: str, limit: int, expiry: int, now: float) -> _Window:
        """The bucket's window state, moved on to the window ``now`` is in."""
        index = int(now // expiry)
        window = self._windows.get(key)
        if window is None:
            window = self._windows[key] = _Window(index, expiry, limit)
        elif window.index != index:
            if window.pending:
                self._carry_over(key, window)
            moved = index - window.index
            previous = window.current if moved == 1 else 0
            window = self._windows[key] = _Window(index, expiry, limit, previous=previous)
            self._dirty.pop(key, None)
        return window

    def _carry_over(self, key: str, window: _Window) -> None:
        """Unflushed hits of a window that just ended still go to Redis (the next flush sends them)."""
        self._leftovers.append((self._redis_key(key, window.index), window.pending, window.expiry))

    # ---- flushing ----------------------------------------------------------------------------

    def _redis_key(self, key: str, index: int) -> str:
        return f"{self._key_prefix}{key}/{index}"

    def _ensure_flusher(self) -> None:
        # on every request: a pid compare, not Thread.is_alive() (which takes a lock); a forked child has no
        # flusher of its own yet, and an idle flusher clears ``_flusher_pid`` as it ends
        if self._flusher_pid == os.getpid():
            return
        with self._lock:
            if self._flusher_pid != os.getpid():
                self._flusher_pid = os.getpid()
                self._thread = threading.Thread(target=self._run, name="rate-limit-flusher", daemon=True)
                self._thread.start()

    def stop(self) -> None:
        self._stopped = True
        self._wake.set()

    def _run(self) -> None:
        idle = 0.0
        while not self._stopped:
            self._wake.wait(self._flush_seconds)
            self._wake.clear()
            try:
                flushed = self.flush()
            except redis.RedisError as exc:
                log.warning("rate_limit_flush_failed", error=str(exc))
                flushed = True
                time.sleep(0.5)
            idle = 0.0 if flushed else idle + self._flush_seconds
            if idle >= 60.0:  # an idle flusher ends; the next hit starts another
                with self._lock:
                    if not self._dirty and not self._leftovers:
                        self._flusher_pid = 0
                        return

    def flush(self) -> bool:
        """Add this process's unflushed hits to Redis and learn the totals; False when there was nothing."""
        with self._lock:
            batch = [(key, w, w.index, w.pending) for key, w in self._dirty.items()]
            for _, window, _, pending in batch:
                window.pending -= pending
                window.current += pending  # until Redis tells the true total
            self._dirty.clear()
            leftovers, self._leftovers = self._leftovers, []
        if not batch and not leftovers:
            return False
        pipe = self._redis.pipeline(transaction=False)
        for key, window, index, pending in batch:
            redis_key = self._redis_key(key, index)
            pipe.incrby(redis_key, pending)
            pipe.expire(redis_key, 2 * window.expiry + 1)
            pipe.get(self._redis_key(key, index - 1))
        for redis_key, pending, expiry in leftovers:
            pipe.incrby(redis_key, pending)
            pipe.expire(redis_key, 2 * expiry + 1)
        try:
            replies = pipe.execute()
        except redis.RedisError:
            self._restore(batch, leftovers)
            raise
        with self._lock:
            for n, (_, window, index, _) in enumerate(batch):
                total, _, previous = replies[3 * n : 3 * n + 3]
                if window.index == index:  # not moved on meanwhile
                    window.current = int(total)
                    if previous is not None:
                        window.previous = max(window.previous, int(previous))
        return True

    def _restore(self, batch: list[tuple[str, _Window, int, int]], leftovers: list[tuple[str, int, int]]) -> None:
        with self._lock:
            for key, window, index, pending in batch:
                if window.index == index:
                    window.current -= pending
                    window.pending += pending
                    self._dirty[key] = window
            self._leftovers = leftovers + self._leftovers
