"""A Redis primary dies under a steady load of actions, and nothing acknowledged is lost.

docs/deploy.md, "A Redis primary is lost": "every action answered 2xx before, during and after is in the game's
history exactly once; requests in the failover window get 503 with Retry-After, never 500" — and "an acknowledged
write survives the loss of its primary": a write is answered 2xx only once a replica holds it (``WAIT``,
``service.platform.durability``); otherwise 503, and a retry with the same ``Idempotency-Key`` or ``If-Match`` is
answered as what happened to the write says.

The cluster here has two replicas per primary: with ``REDIS_WAIT_REPLICAS=1`` the promoted replica still has one
replica to wait for, so writes to its slots are answered again as soon as it is promoted.
"""

from __future__ import annotations

import os
import signal
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest
import redis

from service.app import dispose_app
from service.cluster_topology import LocalRedisCluster
from service.games.store import channel
from service.platform.settings import load_settings
from tests.games.helpers import create_game
from tests.support.client import ApiClient
from tests.support.failover_load import (
    DEADLINE_SECONDS,
    kill_under_load,
    post,
    primary_port,
    reasons,
    writers_on_new_games,
)
from tests.support.redis_cluster import subscribers
from tests.support.servers import LiveServer

pytestmark = pytest.mark.cluster
GAMES = 6  # one writer each, over the 3 primaries' slots
AFTER_KILL = 5  # answered actions each game's writer gets after the kill before the load stops


@pytest.fixture(scope="module")
def stack(tmp_path_factory: pytest.TempPathFactory, sqlite_template: Path) -> Iterator[dict[str, Any]]:
    """Its own cluster (3 primaries, 2 replicas each: these tests kill nodes) and an app on it."""
    from service.app import create_app

    base = tmp_path_factory.mktemp("failover")
    database = base / "companion.db"
    database.write_bytes(sqlite_template.read_bytes())
    cluster = LocalRedisCluster(base / "cluster", replicas_per_primary=2).start()
    settings = load_settings(
        {**cluster.env, "DATA_DIR": str(base), "DATABASE_URL": f"sqlite:///{database}", "SECRET_KEY": "k"}
        | {"STRICT_UNIT_OF_WORK": "1", "LOG_LEVEL": "ERROR", "REDIS_TIMEOUT_SECONDS": "1"}
        | {"REDIS_WAIT_TIMEOUT_MS": "300", "RATE_LIMIT_DEFAULT": "100000 per minute"}
    )
    assert settings.redis_wait_replicas == 1  # the cluster's default
    app = create_app(settings)
    try:
        yield {"app": app, "cluster": cluster, "redis": app.extensions["companion"].redis}
    finally:
        dispose_app(app)
        cluster.stop()


def _replica_ports(primary: int) -> list[int]:
    with redis.Redis(port=primary, socket_timeout=2, decode_responses=True) as node:
        role = node.execute_command("ROLE")
    return [int(replica[1]) for replica in role[2]]


def test_a_primary_killed_under_load_loses_no_acknowledged_action(stack):
    """SIGKILL the primary of one game's slot while six games each take a steady stream of actions: every action
    answered 2xx is in its game's history exactly once, every other answer is a 503 with Retry-After (or the 409/412
    its retry is told when the first try's write held), never a 500, and the writes after the failover land."""
    app, cluster, live = stack["app"], stack["cluster"], stack["redis"]
    token = ApiClient(app.test_client()).new_user_token()
    writers, victim = writers_on_new_games(app, live, token, games=GAMES)
    figures = kill_under_load(cluster, writers, victim=victim, after_kill=AFTER_KILL)
    assert not [w.wrong for w in writers if w.wrong]
    for writer in writers:
        assert sum(at > figures["killed_at"] for at, _ in writer.acked) >= AFTER_KILL, writer.answers
        assert {status for _, status in writer.answers} <= {200, 409, 412, 503}  # never a 500
        # every action answered 2xx (or found after its retry) is in the history exactly once, in order
        assert reasons(writer.client, token, writer.game_id) == writer.done
    assert figures["refused"] and figures["window_s"] is not None  # the window was met, and it closed
    orphaned = sum(w.orphaned_claims for w in writers)
    print(f"failover window: {figures['window_s']:.2f} s on {sum(w.victim for w in writers)} games; {orphaned=}")
    assert len(cluster.primary_ports()) == 3  # a replica of the killed primary took its place


def test_a_stream_on_a_game_whose_primary_is_killed_resumes_on_the_promoted_replica_with_no_gap(stack):
    """docs/architecture.md: "A node's connection lost ... unconfirms its channels; the client learns the slots again
    and each channel is asked for on the node now serving it, its streams re-reading the log once it is confirmed".
    SIGKILL the primary of a followed game's slot and play on through the failover: the stream, in the same
    process, gets every entry once and in order, and the hub's sharded subscription is on the promoted replica."""
    app, cluster, live = stack["app"], stack["cluster"], stack["redis"]
    client = ApiClient(app.test_client())
    token = client.new_user_token()
    full = [port for port in cluster.primary_ports() if len(_replica_ports(port)) == 2]
    assert len(full) >= 2  # one for this test, one left whole for the next
    game_id = create_game(client, token)["id"]
    while primary_port(live, game_id) not in full:  # promoted, its replica still has one to wait for
        game_id = create_game(client, token)["id"]
    victim = primary_port(live, game_id)
    headers = {"Authorization": f"Bearer {token}", "Accept": "text/event-stream"}
    with (
        LiveServer(app) as server,
        httpx.stream("GET", f"{server.url}/v1/games/{game_id}/events", headers=headers, timeout=30) as resp,
    ):
        ids = (line.partition(":")[2].strip() for line in resp.iter_lines() if line.startswith("id:"))
        assert next(ids) == "1"
        assert _until_answered(client, token, game_id, "b1", {"Idempotency-Key": "b1"}).status_code == 200
        assert next(ids) == "2"
        cluster.kill(victim)
        for number in range(2, 6):  # answered 503 through the failover window, then 200
            reason = f"b{number}"
            played = _until_answered(client, token, game_id, reason, {"Idempotency-Key": reason})
            assert played.status_code == 200, played.get_json()
        assert [next(ids) for _ in range(4)] == ["3", "4", "5", "6"]  # each once, in order
        assert primary_port(live, game_id) != victim
        deadline = time.monotonic() + 10
        while subscribers(live, channel(game_id)) != 2:  # the hub's and the copy-watch's, on the promoted replica
            assert time.monotonic() < deadline, subscribers(live, channel(game_id))
            time.sleep(0.1)
    assert reasons(client, token, game_id) == ["b1", "b2", "b3", "b4", "b5"]


def _until_answered(client: ApiClient, token: str, game_id: str, reason: str, headers: dict[str, str]) -> Any:
    """The action sent again while it is answered 503 (with Retry-After), at most ``DEADLINE_SECONDS``."""
    deadline = time.monotonic() + DEADLINE_SECONDS
    while True:
        resp = post(client, token, game_id, reason, headers)
        if resp.status_code != 503 or time.monotonic() > deadline:
            return resp
        assert resp.headers["Retry-After"]
        time.sleep(0.2)


def test_a_write_no_replica_confirmed_is_answered_503_and_its_retry_is_answered_by_what_became_of_it(stack):
    """Rule: "An acknowledged write must survive the loss of its primary (WAIT for a replica before answering)". With
    the primary's replicas stopped, a move is made but answered 503 with Retry-After. Its retry under the same
    Idempotency-Key replays the answer once a replica has it; under If-Match it is told 412 (the move is there, once).
    When the primary dies before any replica had the move, the retry plays it — once."""
    app, cluster, live = stack["app"], stack["cluster"], stack["redis"]
    client = ApiClient(app.test_client())
    token = client.new_user_token()
    full = [port for port in cluster.primary_ports() if len(_replica_ports(port)) == 2]
    game_id = create_game(client, token)["id"]
    while primary_port(live, game_id) not in full:  # a game on a shard that still has both replicas
        game_id = create_game(client, token)["id"]
    primary = primary_port(live, game_id)
    replicas = _replica_ports(primary)

    # the replicas stopped: the move is made, and not answered 2xx
    for port in replicas:
        os.kill(cluster.processes[port].pid, signal.SIGSTOP)
    try:
        first = post(client, token, game_id, "a1", {"Idempotency-Key": "k1"})
        assert first.status_code == 503 and first.headers["Retry-After"], first.get_json()
        assert first.get_json()["code"] == "write-not-replicated"
        again = post(client, token, game_id, "a1", {"Idempotency-Key": "k1"})
        assert again.status_code == 503  # still on the primary alone
        moved = post(client, token, game_id, "a2", {"If-Match": '"2"'})
        assert moved.status_code == 503
    finally:
        for port in replicas:
            os.kill(cluster.processes[port].pid, signal.SIGCONT)
    replayed = _until_answered(client, token, game_id, "a1", {"Idempotency-Key": "k1"})
    assert replayed.status_code == 200 and replayed.headers["Idempotent-Replayed"] == "true"
    assert replayed.get_json()["version"] == 2
    told = _until_answered(client, token, game_id, "a2", {"If-Match": '"2"'})
    assert told.status_code == 412 and told.get_json()["current_version"] == 3
    assert reasons(client, token, game_id) == ["a1", "a2"]

    # the replicas killed, a move made on the primary alone, then the primary killed: the move is lost with it
    for port in replicas:
        cluster.kill(port)
    lost = post(client, token, game_id, "a3", {"Idempotency-Key": "k3"})
    assert lost.status_code == 503 and lost.get_json()["code"] == "write-not-replicated"
    cluster.kill(primary)
    first_back, second_back = replicas
    cluster.restart(first_back)  # on its own data, which never had the move
    with redis.Redis(port=first_back, socket_timeout=2) as node:  # it left its primary at its restart, long ago
        node.config_set("cluster-replica-validity-factor", 0)
    cluster.restart(second_back)
    played = _until_answered(client, token, game_id, "a3", {"Idempotency-Key": "k3"})
    assert played.status_code == 200, played.get_json()
    assert reasons(client, token, game_id) == ["a1", "a2", "a3"]
