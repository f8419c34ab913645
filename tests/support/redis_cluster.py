"""A real Redis Cluster for tests: 6 nodes on loopback (``service.cluster_topology``), started once per test
process and stopped at its end.

``redis_cluster`` is the fixture. With ``pytest --redis-cluster`` (``make test-cluster``) every app the fixtures
build keeps its live state on the cluster, and the test's plain Redis is its Celery broker (``cluster_env``).
"""

from __future__ import annotations

import shutil
import uuid
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from redis.cluster import RedisCluster

from service.cluster_topology import ClusterUnavailable, LocalRedisCluster

# under --redis-cluster: the cluster every app's live state goes to, and the session's plain Redis (its broker)
_enabled: list[tuple[LocalRedisCluster, str]] = []


def cluster_env(redis_url: str) -> dict[str, str]:
    """The settings that put an app's live state on the cluster (``--redis-cluster``), with ``redis_url`` (the
    session's plain Redis) as Celery's broker. Empty without the option, and for an app on a Redis a test started
    for itself (to stop it, kill it or cut it off: what it checks is that Redis)."""
    if not _enabled:
        return {}
    cluster, plain = _enabled[0]
    if redis_url.rsplit("/", 1)[0] != plain.rsplit("/", 1)[0]:
        return {}
    return {"REDIS_CLUSTER_NODES": cluster.nodes, "CELERY_BROKER_URL": redis_url}


def use_for_every_app(cluster: LocalRedisCluster, plain_url: str) -> None:
    _enabled[:] = [(cluster, plain_url)]


@pytest.fixture(scope="session")
def redis_cluster() -> Iterator[LocalRedisCluster]:
    """6 ``redis-server`` nodes in cluster mode, 3 primaries and 3 replicas, with a plain Redis beside them. Fails
    (never skips) where Debian's redis-server cannot be installed: the cluster tests are part of ``make test``."""
    base = Path("/tmp") / f"companion-cluster-{uuid.uuid4().hex[:8]}"
    try:
        cluster = LocalRedisCluster(base).start()
    except ClusterUnavailable as exc:
        pytest.fail(f"the Redis Cluster tests cannot run: {exc}", pytrace=False)
    yield cluster
    cluster.stop()
    shutil.rmtree(base, ignore_errors=True)


def subscribers(client: Any, channel: str) -> int:
    """How many subscriptions ``channel`` has: on a cluster the sharded ones (SSUBSCRIBE) counted by the node that
    serves its slot, the only node where a sharded subscription hears the channel (``PUBSUB SHARDNUMSUB``)."""
    if isinstance(client, RedisCluster):
        node = client.get_node_from_key(channel)
        return int(node.redis_connection.pubsub_shardnumsub(channel)[0][1])
    return int(client.pubsub_numsub(channel)[0][1])


def kill_subscriptions(client: Any) -> None:
    """Cut every pub/sub connection (``CLIENT KILL TYPE pubsub``): on a cluster, on every node."""
    nodes = [node.redis_connection for node in client.get_nodes()] if isinstance(client, RedisCluster) else [client]
    for node in nodes:
        node.client_kill_filter(_type="pubsub")


def pause_clients(client: Any, milliseconds: int) -> None:
    """``CLIENT PAUSE ... ALL``: no client gets an answer for a while (on a cluster, from any node; the cluster bus is
    not a client, so no failover follows)."""
    nodes = [node.redis_connection for node in client.get_nodes()] if isinstance(client, RedisCluster) else [client]
    for node in nodes:
        node.client_pause(milliseconds, all=True)
