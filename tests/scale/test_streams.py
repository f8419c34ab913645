"""Many open streams through a real ``companion api`` (gunicorn, 2 gevent workers): 300 followers of two games each
get an action's entry exactly once, and once they have gone the workers hold no descriptor of theirs.

The rules (docs/architecture.md, SSE fan-out): "Each API process holds **one** Redis subscription for all its streams
[…] hands each message to the streams that registered interest in its channel" and "A stream's `id:` is the entry
number". A stream notices its reader has gone when it next writes: ``SSE_KEEPALIVE_SECONDS=1`` here, so within about
two seconds. Nothing here is timed beyond generous deadlines; ``bench_streams_10k`` measures the same with 10,000.
"""

from __future__ import annotations

import time
from collections.abc import Iterator

import pytest

from bench.bench_streams_10k import create_games, post_actions, snapshot, stack_env
from bench.harness import HOST, Stack, api_stack
from bench.stream_followers import FollowerPool, FollowerSpec

pytestmark = pytest.mark.slow

FOLLOWERS_PER_GAME = 150


@pytest.fixture(scope="module")
def stack() -> Iterator[Stack]:
    env = stack_env(2 * FOLLOWERS_PER_GAME) | {"SSE_KEEPALIVE_SECONDS": "1"}
    with api_stack(workers=2, extra_env=env, ready_timeout=60) as running:
        yield running


def test_every_follower_of_300_gets_each_entry_once_and_the_workers_free_their_streams(stack: Stack) -> None:
    token = stack.user_token()
    versions = create_games(stack, token, 2)
    idle = snapshot(stack)
    specs = [FollowerSpec(game_id, token, version) for game_id, version in versions.items()] * FOLLOWERS_PER_GAME
    with FollowerPool(HOST, stack.port, processes=1) as pool:
        opened = pool.open(specs)
        assert opened["failed"] == 0 and opened["ready"] == 2 * FOLLOWERS_PER_GAME
        held = snapshot(stack)
        assert sum(w["clients_sockets"] for w in held) >= 2 * FOLLOWERS_PER_GAME  # both workers' streams

        sent = post_actions(stack, token, list(versions))
        number_of = {game_id: number for game_id, number in sent}
        deadline = time.monotonic() + 60
        while pool.received() < len(specs) and time.monotonic() < deadline:
            time.sleep(0.2)
        time.sleep(0.5)  # a second copy of an entry would arrive by now
        arrivals = pool.arrivals()
        assert len(arrivals) == len(specs)
        for game_id, seen in arrivals:
            assert [number for number, _ in seen] == [number_of[game_id]]  # the action's entry, once

        pool.close_streams()
        deadline = time.monotonic() + 30
        while time.monotonic() < deadline:
            now = snapshot(stack)
            if all(w["sockets_but_redis"] <= b["sockets_but_redis"] for w, b in zip(now, idle, strict=True)):
                break
            time.sleep(0.2)
    for worker, before in zip(snapshot(stack), idle, strict=True):
        assert worker["clients_sockets"] <= before["clients_sockets"]
        # Redis's pool keeps what the burst of streams opened (at most its size); no other socket is left (files a
        # worker opens on first use, its metrics' among them, are not a stream's)
        assert worker["sockets_but_redis"] <= before["sockets_but_redis"], (worker, before)
