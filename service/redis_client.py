"""The Redis connection pool of this process, built in ``create_app`` or at worker start.

Every command passes the unit-of-work check first: nothing may wait on Redis while a database write
transaction is open (see ``service.db``).
"""

from __future__ import annotations

from typing import Any

import redis
from redis.client import Pipeline

from service.db import assert_no_write_transaction


class _CheckedPipeline(Pipeline):
    def execute(self, raise_on_error: bool = True) -> list[Any]:
        assert_no_write_transaction("a Redis pipeline")
        return super().execute(raise_on_error)


class CheckedRedis(redis.Redis):
    def execute_command(self, *args: Any, **options: Any) -> Any:
        assert_no_write_transaction(f"Redis {args[0]}")
        return super().execute_command(*args, **options)

    def pipeline(self, transaction: bool = True, shard_hint: Any = None) -> Pipeline:
        return _CheckedPipeline(self.connection_pool, self.response_callbacks, transaction, shard_hint)


def make_redis(url: str) -> redis.Redis:
    return CheckedRedis.from_url(url, decode_responses=True, health_check_interval=30, socket_keepalive=True)
