"""The live state on a Redis Cluster (``REDIS_CLUSTER_NODES``): redis-py's ``RedisCluster`` with the unit-of-work
check of ``CheckedRedis``.

redis-py follows MOVED and ASK replies, and on a lost connection or a failover (a replica promoted) it learns the
cluster's slots again and retries. Every key family is laid out for the cluster (``docs/architecture.md``, "Redis
keys"): what one script or one multi-key command touches shares a hash tag, so it lives in one slot.
"""

from __future__ import annotations

import contextlib
from functools import partial
from typing import Any

import redis
from redis.backoff import ExponentialWithJitterBackoff
from redis.cluster import ClusterNode, ClusterPipeline, RedisCluster
from redis.exceptions import RedisClusterException
from redis.retry import Retry

from service.platform.db import assert_no_write_transaction
from service.platform.redis_client import POOL_SIZE, POOL_WAIT_SECONDS, make_redis
from service.platform.settings import Settings

# a failover takes the cluster's node timeout and an election (~2-3 s with 2000 ms): a request retries for about
# that long with growing pauses before its answer is a 503
CLUSTER_RETRIES = 6
CLUSTER_BACKOFF = ExponentialWithJitterBackoff(base=0.05, cap=1.0)


class _CheckedClusterPipeline(ClusterPipeline):
    def execute(self, raise_on_error: bool = True) -> list[Any]:
        assert_no_write_transaction("a Redis pipeline")
        result: list[Any] = super().execute(raise_on_error)
        return result


class CheckedRedisCluster(RedisCluster):
    """A cluster client whose every command passes the unit-of-work check first (``service.platform.db``)."""

    def execute_command(self, *args: Any, **kwargs: Any) -> Any:
        assert_no_write_transaction(f"Redis {args[0]}")
        return super().execute_command(*args, **kwargs)

    def pipeline(self, transaction: Any = None, shard_hint: Any = None) -> ClusterPipeline:
        if shard_hint:
            raise redis.RedisError("shard_hint has no meaning on a cluster")
        return _CheckedClusterPipeline(
            nodes_manager=self.nodes_manager,
            commands_parser=self.commands_parser,
            startup_nodes=self.nodes_manager.startup_nodes,  # type: ignore[arg-type]  # as redis-py's own
            result_callbacks=self.result_callbacks,
            cluster_response_callbacks=self.cluster_response_callbacks,
            read_from_replicas=self.read_from_replicas,
            load_balancing_strategy=self.load_balancing_strategy,
            reinitialize_steps=self.reinitialize_steps,
            retry=self.retry,
            lock=self._lock,
            transaction=transaction,
            event_dispatcher=self._event_dispatcher,
        )


def make_cluster_redis(nodes: tuple[tuple[str, int], ...], *, timeout: float = 5.0) -> CheckedRedisCluster:
    """A client of the cluster that ``nodes`` (some of its nodes) belong to; ``timeout`` as in ``make_redis``.

    Every node gets a blocking pool of ``POOL_SIZE`` connections, as the single Redis does: a burst beyond it waits
    ``POOL_WAIT_SECONDS`` for one, then answers 503. Requests' commands are not pipelined together on a cluster
    (``AutoPipeline`` writes to one connection, a cluster's commands go to the node of their slot)."""
    (first_host, first_port), *others = nodes
    return CheckedRedisCluster(
        url=f"redis://{_url_host(first_host)}:{first_port}",  # a URL makes redis-py build node pools of our class
        startup_nodes=[ClusterNode(host, port) for host, port in others],
        decode_responses=True,
        socket_timeout=timeout,
        socket_connect_timeout=timeout,
        socket_keepalive=True,
        connection_pool_class=partial(redis.BlockingConnectionPool, timeout=POOL_WAIT_SECONDS),
        max_connections=POOL_SIZE,
        retry=Retry(CLUSTER_BACKOFF, CLUSTER_RETRIES),
    )


def _url_host(host: str) -> str:
    return f"[{host}]" if ":" in host else host


def make_live_redis(settings: Settings, *, pipelined: bool = False) -> Any:
    """The client of the live state: the cluster when ``REDIS_CLUSTER_NODES`` is set, else ``REDIS_URL``'s Redis.
    Typed ``Any``: the modules that use it are written against ``redis.Redis``, whose commands both clients have."""
    if settings.redis_cluster:
        return make_cluster_redis(settings.redis_cluster_nodes, timeout=settings.redis_timeout_seconds)
    return make_redis(settings.redis_url, pipelined=pipelined, timeout=settings.redis_timeout_seconds)


def is_cluster(client: Any) -> bool:
    return isinstance(client, RedisCluster)


def reply_timeout(client: Any) -> float | None:
    """How long the client's connections wait for a reply (``socket_timeout``); None: for ever."""
    kwargs = client.nodes_manager.connection_kwargs if is_cluster(client) else client.connection_pool.connection_kwargs
    timeout = kwargs.get("socket_timeout")
    return None if timeout is None else float(timeout)


def refresh_topology(client: Any) -> None:
    """Learn the cluster's slots again (after a subscription's node failed: redis-py's pub/sub takes the node of a
    channel's slot from what the client last learnt, which names the failed node until a command meets a MOVED)."""
    if is_cluster(client):
        # no node answers yet (redis-py says so with a RedisClusterException, not a RedisError): the next attempt asks
        # again
        with contextlib.suppress(redis.RedisError, RedisClusterException):
            client.nodes_manager.initialize()
