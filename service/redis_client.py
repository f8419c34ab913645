"""The Redis connection pool of this process, built in ``create_app`` or at worker start."""

from __future__ import annotations

import redis


def make_redis(url: str) -> redis.Redis:
    return redis.Redis.from_url(url, decode_responses=True, health_check_interval=30, socket_keepalive=True)
