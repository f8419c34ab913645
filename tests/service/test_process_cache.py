"""Per-process caches kept coherent through Redis (service/platform/cache.py): a drop that waits returns only once every
listening process has dropped, so the next request anywhere sees the change (a revoked token, a new member)."""

from __future__ import annotations

import pytest

from service.platform.cache import ProcessCache
from service.platform.redis_client import make_redis


@pytest.fixture
def caches(redis_server):
    """Five processes' caches on one Redis (each with its own listener, as each API or worker process has)."""
    made = [ProcessCache(make_redis(redis_server.url)) for _ in range(5)]
    assert all(cache.wait_listening() for cache in made)
    yield made
    for cache in made:
        cache.stop()


def test_a_drop_returns_once_every_listening_process_has_dropped(caches, redis_server):
    for cache in caches:
        assert cache.get_or_load("access", "k", lambda: ("stale", ("game:g1",))) == "stale"
    caches[0].drop("game:g1")
    # no sleep: every cache must already have dropped it when drop() returned
    assert [cache.get_or_load("access", "k", lambda: ("fresh", ("game:g1",))) for cache in caches] == ["fresh"] * 5
    assert list(make_redis(redis_server.url).scan_iter("cache:ack:*")) == []  # every acknowledgement was taken


def test_a_drop_names_its_tags_only(caches):
    caches[1].get_or_load("access", "a", lambda: ("kept", ("game:other",)))
    caches[0].drop("game:g1")
    assert caches[1].get_or_load("access", "a", lambda: ("reloaded", ("game:other",))) == "kept"
