"""Which Redis a process-wide listener (the copy-watch, the SSE hub) subscribes on, and on which connection.

On a single Redis: a connection made as the client's pool makes its connections, never lent out. On a cluster a
classic PUBLISH (the live store's scripts, a tournament's live channel) is sent on by every node to every other
one, so a subscription on any node hears every channel: the listener takes the next node of the cluster each time
it (re)connects, so a node that failed or was let go is left behind at the next attempt.
"""

from __future__ import annotations

import itertools
import threading
from typing import Any

from redis.cluster import RedisCluster

_turns = itertools.count()
_turns_lock = threading.Lock()


def subscription_connection(client: Any) -> Any:
    """A connection of its own for one subscription, not yet connected (``connect()`` opens it; its handshake does
    TLS, AUTH and SELECT as the client's pool does). On a cluster each call takes the next node the client knows."""
    if isinstance(client, RedisCluster):
        nodes = sorted(client.get_nodes(), key=lambda node: node.name)
        with _turns_lock:
            turn = next(_turns)
        node = nodes[turn % len(nodes)]
        pool = node.redis_connection.connection_pool
    else:
        pool = client.connection_pool
    return pool.connection_class(**pool.connection_kwargs)


def shard_subscription_connection(client: Any, channel: str) -> Any:
    """A connection of its own for ``SSUBSCRIBE`` to ``channel`` (Redis 7's sharded pub/sub): a sharded message is
    sent on only within the shard of the channel's slot, so on a cluster it is the node that serves that slot (its
    primary, from the slots the client last learnt: after a failover, learn them again and ask anew)."""
    pool = (
        client.get_node_from_key(channel).redis_connection.connection_pool
        if isinstance(client, RedisCluster)
        else client.connection_pool
    )
    return pool.connection_class(**pool.connection_kwargs)


def publish_live(client: Any, channel: str, message: str | bytes) -> None:
    """Publish on a live channel (a game's or a tournament's, with its hash tag) as its listeners hear it: SPUBLISH on
    a cluster, sent to the subscribers on the node that serves the channel's slot (redis-py sends it there), PUBLISH
    on a single Redis (the embedded one, 6.2, has no SPUBLISH). ``cache:drop`` is not one: it is meant for every
    process and stays a classic PUBLISH."""
    if isinstance(client, RedisCluster):
        client.spublish(channel, message)
    else:
        client.publish(channel, message)


def copies_kept_current(client: Any) -> bool:
    """Whether a process may serve its copies of live games (``service.games.watch``) on this Redis: on a single Redis
    and on a cluster alike.

    The copy-watch's promise rests on Redis writing a script's published message to the subscribers in the same
    pass as the script's reply, so a message is on the subscription's socket by the time any writer is answered. On a
    cluster the store's scripts publish with SPUBLISH, and the watch subscribes each held game's channel on the node
    that serves its slot (``service.platform.shard_listeners``): the node that runs the script writes the message to
    that subscription as it writes the script's reply (and a write is answered later still, once a replica holds it).
    A classic PUBLISH would reach a subscription on another node only through the cluster bus, after its writer was
    answered: the watch never relies on one."""
    return True
