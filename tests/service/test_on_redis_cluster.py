"""The service on a real Redis Cluster (6 nodes, 3 primaries and 3 replicas), its Celery broker a plain Redis beside
it — the deployment contract: ``companion migrate``, ``companion api`` and ``companion worker --role all`` run with
nothing set but ``REDIS_CLUSTER_NODES``, ``CELERY_BROKER_URL``, ``DATABASE_URL`` and ``DATA_DIR``.

A quick subset for ``make test``; ``make test-cluster`` runs the whole game, stream and tournament suites on it.
"""

from __future__ import annotations

import os
import select
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest
import redis

from service.app import dispose_app
from service.cluster_topology import LocalRedisCluster
from service.games import ai_queue
from service.games.http import store as store_of
from service.games.store import events_key, game_key
from service.platform.idempotency import record_key
from service.platform.redis_cluster import CheckedRedisCluster, make_cluster_redis
from service.platform.redis_subscription import connect, read_replies
from service.platform.settings import Settings, load_settings
from service.platform.subscription_node import shard_subscription_connection, subscription_connection
from tests.games.helpers import act, create_game
from tests.support.client import ApiClient
from tests.support.servers import LiveServer, free_port, stop_process_group, wait_for_worker
from tests.tournaments.helpers import event_of_two, live_events, result

pytestmark = pytest.mark.cluster
ADJUST = {"type": "adjust", "seat": "p1", "target": "p1", "counter": "life", "delta": 1, "reason": "r"}


def contract_env(cluster, data_dir: Path, database_url: str) -> dict[str, str]:
    """What a deployment sets, and nothing more (the PATH and HOME a process needs to start)."""
    return {
        "PATH": os.environ["PATH"],
        "HOME": os.environ.get("HOME", "/root"),
        "DATA_DIR": str(data_dir),
        "DATABASE_URL": database_url,
        **cluster.env,
    }


def companion(*argv: str) -> list[str]:
    return [sys.executable, "-m", "service.cli", *argv]


@pytest.fixture(scope="module")
def on_cluster(redis_cluster, tmp_path_factory: pytest.TempPathFactory) -> Iterator[dict[str, Any]]:
    """``companion migrate`` and ``companion worker --role all`` on the contract's settings only, and an app in this
    process on the same settings (plus the tests' strict unit-of-work check) for the tests to drive."""
    from service.app import create_app

    data_dir = tmp_path_factory.mktemp("on-cluster")
    env = contract_env(redis_cluster, data_dir, f"sqlite:///{data_dir / 'companion.db'}")
    subprocess.run(companion("migrate"), env=env, check=True, timeout=120, capture_output=True)
    log = data_dir / "worker.log"
    worker = subprocess.Popen(
        companion("worker", "--role", "all"),
        env=env,
        stdout=open(log, "wb"),  # noqa: SIM115 - the worker's for its whole life
        stderr=subprocess.STDOUT,
        start_new_session=True,
    )
    tests_own = {"STRICT_UNIT_OF_WORK": "1", "LOG_LEVEL": "WARNING", "RATE_LIMIT_SIGNUP": "100000 per minute"}
    settings = load_settings({**env, **tests_own})
    app = create_app(settings)
    try:
        wait_for_worker(app.extensions["celery"], timeout=60)
        yield {"app": app, "settings": settings, "env": env, "cluster": redis_cluster, "worker_log": log}
    finally:
        dispose_app(app)
        stop_process_group(worker)


@pytest.fixture
def client(on_cluster) -> ApiClient:
    return ApiClient(on_cluster["app"].test_client())


@pytest.fixture
def live(on_cluster) -> Iterator[CheckedRedisCluster]:
    settings: Settings = on_cluster["settings"]
    client = make_cluster_redis(settings.redis_cluster_nodes)
    yield client
    client.close()


def test_a_game_is_played_through_the_api_on_the_cluster_and_its_keys_are_there_not_on_the_broker(
    client, live, on_cluster
):
    token = client.new_user_token()
    game = create_game(client, token)
    for _ in range(3):
        act(client, token, game["id"], **ADJUST)
    items = client.get(f"/v1/games/{game['id']}/events?after=2", token=token).get_json()["items"]
    assert [item["number"] for item in items] == [3, 4]  # read from a resume point
    assert live.exists(game_key(game["id"])) and live.llen(events_key(game["id"])) == 4
    broker = redis.Redis.from_url(on_cluster["settings"].broker_url)
    assert not broker.exists(game_key(game["id"]))  # the broker holds Celery's queues only
    broker.close()


def test_a_stream_resumes_from_last_event_id_on_the_cluster(client, on_cluster):
    """The SSE hub subscribes on one node of the cluster; a classic PUBLISH reaches every node, so it hears the
    writes of games whose slots are on the other primaries too."""
    token = client.new_user_token()
    games = [create_game(client, token)["id"] for _ in range(4)]  # spread over the primaries' slots
    headers = {"Authorization": f"Bearer {token}", "Accept": "text/event-stream"}
    with LiveServer(on_cluster["app"]) as server:
        for game_id in games:
            act(client, token, game_id, **ADJUST)
            url = f"{server.url}/v1/games/{game_id}/events"
            with httpx.stream("GET", url, headers={**headers, "Last-Event-ID": "1"}, timeout=10) as resp:
                ids = _event_ids(resp.iter_lines())
                assert next(ids) == "2"  # from the log
                act(client, token, game_id, **ADJUST)
                assert next(ids) == "3"  # live, heard through the cluster's pub/sub


def _event_ids(lines: Iterator[str]) -> Iterator[str]:
    for line in lines:
        if line.startswith("id:"):
            yield line.partition(":")[2].strip()


def test_a_game_against_the_ai_is_played_by_the_worker_through_the_ai_queue_on_the_cluster(client, live):
    token = client.new_user_token()
    bot = {"name": "Bot", "deck": "salum-arcana", "ai": {"level": "easy", "budget_ms": 50}}
    players = [{"name": "Me", "deck": "draco-skyfire"}, bot]
    body = {"ruleset": "achroma", "mode": "engine", "seed": 5, "options": {"max_turns": 4}, "players": players}
    resp = client.post("/v1/games", token=token, json=body)
    assert resp.status_code == 201, resp.get_json()
    game_id = resp.get_json()["id"]
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline:
        items = client.get(f"/v1/games/{game_id}/events?limit=1000", token=token).get_json()["items"]
        if any(item["by"].startswith("AI") for item in items):
            break
        time.sleep(0.2)
    else:
        raise AssertionError("the AI never moved")
    assert live.zscore(ai_queue.OWNERS_KEY, client.get("/v1/me", token=token).get_json()["id"]) is not None


def test_stalled_ai_runs_are_found_without_scanning_keys(live):
    """A cluster has no one SCAN over every node: the owners with wanted games are a sorted set, and the account's
    wanted set and run key share its hash tag, so the queue's scripts run in one slot."""
    queue = ai_queue.AiQueue(live)
    owner = f"usr_stalled{time.monotonic_ns()}"
    live.zadd(ai_queue.OWNERS_KEY, {owner: time.time()})
    live.sadd(ai_queue.wanted_key(owner), "gam_1")
    assert owner in queue.stalled_owners()  # wanted, and no run going
    assert queue.try_finish(owner) is False  # work is wanted: the script ran in the account's slot
    live.set(ai_queue.run_key(owner), "running", ex=30)
    assert owner not in queue.stalled_owners()
    queue.done_with(owner, "gam_1")
    assert queue.try_finish(owner) is True and not live.exists(ai_queue.run_key(owner))
    live.zadd(ai_queue.OWNERS_KEY, {owner: time.time() - ai_queue.OWNER_FORGET_SECONDS - 1})
    queue.stalled_owners()
    assert live.zscore(ai_queue.OWNERS_KEY, owner) is None  # nothing wanted for long: forgotten


def test_a_tournament_round_is_paired_reported_and_told_live_on_the_cluster(client):
    organiser, tid, tokens, match = event_of_two(client)
    ids = list(tokens)
    result(client, organiser, tid, match["id"], wins={ids[0]: 2, ids[1]: 0})
    types = [entry["type"] for entry in live_events(client, tid, organiser)]
    assert types[:3] == ["tournament.started", "round.paired", "result.reported"], types


def test_idempotency_keys_and_exact_rate_limits_are_kept_on_the_cluster(client, live, on_cluster):
    token = client.new_user_token()
    headers = {"Idempotency-Key": "cluster-1"}
    body = {"name": "k", "scopes": ["games:read"]}
    first = client.post("/v1/api-keys", token=token, json=body, headers=headers)
    again = client.post("/v1/api-keys", token=token, json=body, headers=headers)
    assert first.status_code == again.status_code == 201 and first.get_json() == again.get_json()
    me = client.get("/v1/me", token=token).get_json()["id"]
    assert live.exists(record_key(me, "cluster-1"))
    user = client.signup()
    refused = [
        client.post("/v1/tokens", json={"username": user["username"], "password": "wrong"}).status_code
        for _ in range(6)
    ]
    assert refused[:5] == [401] * 5 and refused[5] == 429  # RATE_LIMIT_LOGIN_ACCOUNT_ADDRESS: 5 per minute


def test_companion_api_serves_on_the_contracts_settings_alone(on_cluster, client):
    port = free_port()
    env = {**on_cluster["env"], "PORT": str(port)}
    log = on_cluster["env"]["DATA_DIR"] + "/api.log"
    api = subprocess.Popen(
        companion("api", "--workers", "1"),
        env=env,
        stdout=open(log, "wb"),  # noqa: SIM115 - the server's for its whole life
        stderr=subprocess.STDOUT,
        start_new_session=True,
    )
    try:
        base = f"http://127.0.0.1:{port}"
        deadline = time.monotonic() + 60
        while True:
            assert api.poll() is None, Path(log).read_text()[-3000:]
            try:
                if httpx.get(f"{base}/v1/ready", timeout=3).status_code == 200:
                    break
            except httpx.HTTPError:
                pass
            assert time.monotonic() < deadline, Path(log).read_text()[-3000:]
            time.sleep(0.3)
        token = client.new_user_token()  # the same database and cluster: an account made beside it works there
        game = create_game(client, token)
        resp = httpx.post(
            f"{base}/v1/games/{game['id']}/actions",
            headers={"Authorization": f"Bearer {token}"},
            json=ADJUST,
            timeout=10,
        )
        assert resp.status_code == 200, resp.text
        assert resp.json()["version"] == 2
    finally:
        stop_process_group(api)


@pytest.mark.slow
def test_a_primary_killed_mid_game_costs_503s_never_a_500_and_loses_no_answered_move(tmp_path, sqlite_url):
    """SIGKILL the primary that holds a game's slot while moves keep coming: until its replica takes over
    (``cluster-node-timeout`` 2000 ms, then an election) a move answers 200 or 503 with ``Retry-After``, never 500.
    With one replica a primary the promoted one has none to wait for, and docs/deploy.md says "every write to its
    slots is answered 503 until the lost node is started again (it rejoins as a replica of the new primary)": so it is
    started again, and moves are played again; every move answered 200 is in the history exactly once (each sent
    under its own Idempotency-Key, whose retry replays the move a 503 left written)."""
    from service.app import create_app

    cluster = LocalRedisCluster(tmp_path / "cluster").start()
    settings = load_settings(
        {**cluster.env, "DATA_DIR": str(tmp_path), "DATABASE_URL": sqlite_url, "SECRET_KEY": "k"}
        | {"STRICT_UNIT_OF_WORK": "1", "LOG_LEVEL": "ERROR", "REDIS_TIMEOUT_SECONDS": "1"}
        | {"REDIS_WAIT_TIMEOUT_MS": "300"}
    )
    app = create_app(settings)
    try:
        client = ApiClient(app.test_client())
        token = client.new_user_token()
        game_id = create_game(client, token)["id"]
        holder = app.extensions["companion"].redis.get_node_from_key(game_key(game_id))
        answers: list[tuple[int, str]] = []
        played, restarted = 0, False
        killed_at = time.monotonic()
        cluster.kill(holder.port)
        while time.monotonic() - killed_at < 40:
            move = {"Idempotency-Key": f"m{played}"}
            resp = client.post(
                f"/v1/games/{game_id}/actions", token=token, headers=move, json={**ADJUST, "reason": f"m{played}"}
            )
            answers.append((resp.status_code, resp.get_json().get("code", "")))
            assert resp.status_code in (200, 503), resp.get_json()
            if resp.status_code == 503:
                assert resp.headers["Retry-After"]
                if resp.get_json()["code"] == "write-not-replicated" and not restarted:
                    cluster.restart(holder.port)  # promoted, with no replica: the lost node comes back as one
                    restarted = True
            else:
                played += 1
                if played >= 5 and restarted:
                    break
            time.sleep(0.1)
        assert restarted and answers[-1][0] == 200, answers  # the window was met, and it closed
        items = client.get(f"/v1/games/{game_id}/events?limit=1000", token=token).get_json()["items"]
        reasons = [item["action"]["reason"] for item in items if item["type"] != "game_created"]
        assert reasons == [f"m{n}" for n in range(played)]  # each answered move once, in order
    finally:
        dispose_app(app)
        cluster.stop()


def _heard(connection, command: str, channel: str, publish) -> Any:
    """Subscribe on ``connection`` (read as the listeners read theirs), publish with ``publish()`` once the
    subscription is confirmed, and return the message heard (None within 5 s)."""
    sock, reader, poller = connect(connection)
    buffer = bytearray(1 << 16)
    try:
        connection.send_command(command, channel)
        confirmed, deadline = False, time.monotonic() + 5
        while time.monotonic() < deadline:
            select.select([sock], [], [], 0.1)
            for reply in read_replies(sock, reader, poller, buffer):
                kind = reply[0].decode()
                if kind == command.lower() and not confirmed:
                    confirmed = True
                    publish()
                elif kind in ("message", "smessage"):
                    return reply
        return None
    finally:
        connection.disconnect()


def test_a_subscription_on_any_node_hears_a_publish_from_a_game_whose_slot_is_elsewhere(live):
    """Classic pub/sub on a cluster: a PUBLISH (the live store's scripts send theirs from the game's node) is sent on
    to every node, so the listeners may subscribe on whichever node ``subscription_connection`` takes next."""
    channel = "game:{gam_anywhere}:live"
    for _ in live.get_nodes():  # each call takes the next node
        reply = _heard(subscription_connection(live), "SUBSCRIBE", channel, lambda: live.publish(channel, "x"))
        assert reply is not None and reply[-1] == b"x"


def test_a_sharded_subscription_is_made_on_the_node_that_serves_the_channels_slot(live):
    """Sharded pub/sub (SSUBSCRIBE/SPUBLISH, Redis 7) is sent on within the slot's shard only: the connection for it
    goes to the node that serves the channel's slot."""
    channel = "game:{gam_sharded}:live"
    connection = shard_subscription_connection(live, channel)
    reply = _heard(connection, "SSUBSCRIBE", channel, lambda: live.execute_command("SPUBLISH", channel, "y"))
    assert reply is not None and reply[-1] == b"y"


def test_a_move_answered_by_one_process_is_read_at_once_by_another(on_cluster, client):
    """A process may serve its copy of a game only while its subscription would already hold any write answered
    before: a classic subscription on one node hears another primary's writes through the cluster bus, after their
    writers were answered. The copy-watch subscribes each held game's channel on the node of its slot (SSUBSCRIBE),
    which writes the script's SPUBLISH to it as it writes the script's reply: the other process serves its copies,
    and is never a move behind the answer its player just had."""
    from service.app import create_app

    other_app = create_app(on_cluster["settings"])
    try:
        other = ApiClient(other_app.test_client())
        token = client.new_user_token()
        games = [create_game(client, token)["id"] for _ in range(6)]  # on every primary's slots
        for game_id in games:
            assert other.get(f"/v1/games/{game_id}", token=token).get_json()["version"] == 1  # its copy, taken
        for _ in range(5):
            for game_id in games:
                written = act(client, token, game_id, **ADJUST)["version"]
                assert other.get(f"/v1/games/{game_id}", token=token).get_json()["version"] == written
        with other_app.app_context():
            assert store_of().watch.served > 0  # copies served: the reads did not all go to Redis
    finally:
        dispose_app(other_app)


def test_the_several_nodes_topology_puts_its_nodes_on_the_cluster_with_settings_they_start_with(tmp_path):
    """``companion topology up --redis-cluster-nodes``: its nodes get the cluster and the broker, not a REDIS_URL
    beside them (which the settings refuse: the live state is on one of them)."""
    from service.topology.nodes import Topology, TopologySpec

    spec = TopologySpec(
        tmp_path, redis_url="redis://127.0.0.1:6399/0", redis_cluster_nodes="127.0.0.1:7000,127.0.0.1:7001"
    )
    env = Topology(spec)._environment()
    settings = load_settings(env)
    assert settings.redis_cluster_nodes == (("127.0.0.1", 7000), ("127.0.0.1", 7001))
    assert settings.broker_url == "redis://127.0.0.1:6399/0" and "REDIS_URL" not in env
