"""A write's deadline is set on Redis' clock (``service.games.store``): a process whose clock is off by more than the
reply timeout neither has every write refused as late (its clock behind Redis') nor stretches the deadline (ahead),
and it reads Redis' clock once a minute, not once a write."""

from __future__ import annotations

import time

import pytest

from service.games import store as store_module
from service.games.store import LiveStore
from service.platform.redis_client import make_redis

TIMEOUT = 5.0


class SkewedClock:
    """This process's clock, ``skew`` seconds off the real one, moved on by hand when ``frozen``."""

    def __init__(self, skew: float) -> None:
        self.skew = skew
        self.frozen: float | None = None

    def __call__(self) -> float:
        return (self.frozen if self.frozen is not None else time.time()) + self.skew


def _store(redis_server, clock: SkewedClock) -> LiveStore:
    return LiveStore(make_redis(redis_server.url, timeout=TIMEOUT), clock=clock)


def _redis_now(store: LiveStore) -> float:
    seconds, micros = store.redis.time()
    return seconds + micros / 1_000_000


@pytest.mark.parametrize("skew", [-30.0, 30.0, 0.0])
def test_the_deadline_is_the_timeout_after_now_on_redis_clock(redis_server, skew):
    store = _store(redis_server, SkewedClock(skew))
    deadline = store._deadline()
    assert deadline - _redis_now(store) == pytest.approx(TIMEOUT, abs=0.5)


def test_a_process_whose_clock_is_behind_redis_still_writes(redis_server):
    """30 s behind: with the deadline on its own clock, Redis found every write past it (each a 503)."""
    store = _store(redis_server, SkewedClock(-30.0))
    game_id = f"clock-{time.time_ns()}"
    state, now = {"status": "active", "n": 0}, time.time()
    store.create(game_id=game_id, state=state, meta={}, entries=[{"number": 1, "at": now}], now=now, ttl=60)
    version = store.append(
        game_id=game_id,
        expected_version=1,
        state={**state, "n": 1},
        entries=[{"number": 2, "at": now}],
        now=now,
        ttl=60,
    )
    assert version == 2
    assert [e["number"] for e in store.entries(game_id, after=0)] == [1, 2]


def test_redis_clock_is_read_once_a_minute_not_once_a_write(redis_server, monkeypatch):
    clock = SkewedClock(0.0)
    clock.frozen = time.time()
    store = _store(redis_server, clock)
    reads: list[float] = []
    real_time = store.redis.time
    monkeypatch.setattr(store.redis, "time", lambda: reads.append(1) or real_time())
    for _ in range(5):
        store._deadline()
    assert len(reads) == 1
    clock.frozen += store_module.CLOCK_CHECK_SECONDS - 1
    store._deadline()
    assert len(reads) == 1
    clock.frozen += 1
    store._deadline()
    assert len(reads) == 2
