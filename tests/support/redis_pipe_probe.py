"""Drives a pipelined client (``service.platform.redis_pipe``) as a gevent worker does, and prints what it saw as one
JSON line.

Run as a subprocess of ``tests/service/test_redis_pipe.py``: pipelining needs gevent's patching, which the test
process does not have. ``python -m tests.support.redis_pipe_probe SCENARIO REDIS_URL [SECONDS]``.
"""

from __future__ import annotations

from gevent import monkey

monkey.patch_all()

import json  # noqa: E402 - after the patching, as in a gevent worker
import os  # noqa: E402
import signal  # noqa: E402
import sys  # noqa: E402
import time  # noqa: E402
from typing import Any  # noqa: E402

import gevent  # noqa: E402
from redis import BlockingConnectionPool  # noqa: E402
from redis.exceptions import ConnectionError, ResponseError  # noqa: E402

from service.games.store import LiveStore  # noqa: E402
from service.platform.redis_client import make_redis  # noqa: E402
from tests.support.lossy_proxy import LossyProxy  # noqa: E402

ECHO = "return ARGV[1]"


def entry(number: int) -> dict[str, Any]:
    """A log entry for the live store: its time to the nanosecond, so no other write logs the same."""
    return {"number": number, "at": time.time_ns()}


def concurrent(url: str) -> dict[str, Any]:
    """200 greenlets at once, each with its own keys, a script, an option the reply's parser uses and an error."""
    client = make_redis(url, pipelined=True)
    pipe = client.autopipeline
    assert pipe is not None
    client.set("probe:string", "not a hash")
    script = client.register_script("return {KEYS[1], ARGV[1]}")
    client.script_flush()  # the first calls meet NOSCRIPT and load it again

    def one(i: int) -> list[Any]:
        key = f"probe:{i}"
        got: list[Any] = [
            client.set(key, i),
            client.get(key),
            client.incrby(f"{key}:n", i),
            client.hset(f"{key}:h", mapping={"a": i, "b": -i}),
            client.hmget(f"{key}:h", "a", "b"),
            client.zadd(f"{key}:z", {"m": i}),
            client.zrangebyscore(f"{key}:z", "-inf", "+inf", withscores=True),
            script(keys=[key], args=[i]),
        ]
        if i < 20:  # blocking: goes through the pool (of 100 connections at most)
            got.append(client.blpop([f"{key}:empty"], timeout=0.01))
        try:
            client.hget("probe:string", "field")
        except ResponseError as exc:
            got.append(type(exc).__name__)
        got.append(client.get(key))  # the connection goes on after another command's error
        return got

    greenlets = [gevent.spawn(one, i) for i in range(200)]
    gevent.joinall(greenlets, timeout=30)
    wrong = []
    for i, greenlet in enumerate(greenlets):
        expected = [
            True,
            str(i),
            i,
            2,
            [str(i), str(-i)],
            1,
            [("m", float(i))],
            [f"probe:{i}", str(i)],
            *([None] if i < 20 else []),
            "ResponseError",
            str(i),
        ]
        if not greenlet.successful() or greenlet.value != expected:
            wrong.append([i, repr(greenlet.value if greenlet.successful() else greenlet.exception)])
    return {"wrong": wrong[:5], "wrong_count": len(wrong), "writes": pipe.writes, "commands": pipe.commands}


def killed_connection(url: str) -> dict[str, Any]:
    """The pipeline's connection is closed by the server while idle: the command sent on it fails, is not sent
    again, and the next command goes out on a new connection."""
    client = make_redis(url, pipelined=True)
    pipe = client.autopipeline
    assert pipe is not None
    client.delete("probe:counter")  # the pipeline's connection is made
    host, port = pipe._conn._sock.getsockname()  # its address, as the server sees it
    killed = make_redis(url).client_kill_filter(addr=f"{host}:{port}")
    failed = None
    try:
        client.incr("probe:counter")
    except ConnectionError as exc:
        failed = type(exc).__name__
    after = client.incr("probe:counter")
    return {"killed": killed, "failed": failed, "after": after, "stored": client.get("probe:counter")}


def restarts(url: str, seconds: float) -> dict[str, Any]:
    """50 greenlets echo their own tokens for ``seconds`` while the test kills and restarts the server: every reply
    is the caller's own, every call ends, and calls succeed again after the restart."""
    client = make_redis(url, pipelined=True)
    counts = {"ok": 0, "connection_errors": 0, "wrong": 0, "slowest": 0.0, "ok_after_error": 0}
    erred: set[int] = set()
    deadline = time.monotonic() + seconds

    def echo(i: int) -> None:
        seq = 0
        while time.monotonic() < deadline:
            seq += 1
            token = f"{i}:{seq}"
            started = time.monotonic()
            try:
                reply = client.eval(ECHO, 0, token)
            except ConnectionError:
                counts["connection_errors"] += 1
                erred.add(i)
                gevent.sleep(0.05)
                continue
            finally:
                counts["slowest"] = max(counts["slowest"], time.monotonic() - started)
            counts["ok"] += 1
            counts["wrong"] += reply != token
            counts["ok_after_error"] += i in erred
            gevent.sleep(0.001)

    print("running", flush=True)
    gevent.joinall([gevent.spawn(echo, i) for i in range(50)], timeout=seconds + 30)
    return counts


def pool_burst(url: str) -> dict[str, Any]:
    """300 greenlets at once send what is not pipelined (a pipeline of their own, as a page of the games list does):
    each waits its turn for one of the pool's connections instead of being refused."""
    client = make_redis(url, pipelined=True)

    def one(i: int) -> list[Any]:
        pipe = client.pipeline(transaction=False)
        pipe.set(f"probe:burst:{i}", i)
        pipe.get(f"probe:burst:{i}")
        return pipe.execute()

    greenlets = [gevent.spawn(one, i) for i in range(300)]
    gevent.joinall(greenlets, timeout=30)
    failed = [repr(g.exception) for g in greenlets if not g.successful()]
    wrong = [i for i, g in enumerate(greenlets) if g.successful() and g.value != [True, str(i)]]
    pool = client.connection_pool
    opened = getattr(pool, "_created_connections", None)
    if opened is None:  # a blocking pool: the connections it made are the ones not None in its queue
        assert isinstance(pool, BlockingConnectionPool)
        opened = len([c for c in pool._connections if c is not None])
    return {"failed": len(failed), "first_failure": failed[:1], "wrong": len(wrong), "opened": opened}


def lost_replies(url: str) -> dict[str, Any]:
    """A game's creation and a move whose replies are lost on the way back (a proxy drops the connection once
    Redis has run them): the live store answers each as made, and the log holds each once."""
    with LossyProxy(int(url.rsplit(":", 1)[1].split("/")[0])) as proxy:
        store = LiveStore(make_redis(proxy.url, pipelined=True))
        game_id = f"probe-{time.time_ns()}"
        state, now = {"status": "active", "n": 0}, time.time()

        store.create(game_id=f"{game_id}-warm", state=state, meta={}, entries=[entry(1)], now=now, ttl=60)
        store.append(game_id=f"{game_id}-warm", expected_version=1, state=state, entries=[entry(2)], now=now, ttl=60)
        proxy.lose_next_reply_to(b"EVALSHA")  # the scripts are loaded: the lost EVALSHA is the write itself
        store.create(game_id=game_id, state=state, meta={}, entries=[entry(1)], now=now, ttl=60)
        proxy.lose_next_reply_to(b"EVALSHA")
        version = store.append(game_id=game_id, expected_version=1, state=state, entries=[entry(2)], now=now, ttl=60)
        logged = [e["number"] for e in store.entries(game_id, after=0)]
        return {"lost": len(proxy.lost), "version": version, "logged": logged}


def stopped(url: str, pid: int) -> dict[str, Any]:
    """A Redis that stops answering (SIGSTOP) under a pipelined client with a 1-s timeout: a move in flight and the
    reads beside it fail within seconds; once the server goes on (SIGCONT) and has run what waited in its sockets,
    the move that failed was not made (past its deadline), and the next move is."""
    client = make_redis(url, pipelined=True, timeout=1.0)
    store = LiveStore(client)
    game_id = f"probe-{time.time_ns()}"
    state, now = {"status": "active", "n": 0}, time.time()
    store.create(game_id=game_id, state=state, meta={}, entries=[entry(1)], now=now, ttl=60)

    def outcome(call: Any) -> str:
        try:
            call()
        except Exception as exc:
            return type(exc).__name__
        return "answered"

    def move() -> None:
        store.append(game_id=game_id, expected_version=1, state=state, entries=[entry(2)], now=time.time(), ttl=60)

    os.kill(pid, signal.SIGSTOP)
    try:
        started = time.monotonic()
        greenlets = [gevent.spawn(outcome, move)]
        gevent.sleep(0.1)  # the move is sent; the reads go in the next write on the same connection
        greenlets += [gevent.spawn(outcome, lambda: client.get("probe:x")) for _ in range(5)]
        gevent.joinall(greenlets, timeout=30)
        waited = time.monotonic() - started
    finally:
        os.kill(pid, signal.SIGCONT)
    time.sleep(0.5)  # Redis runs what its sockets held
    logged = [e["number"] for e in store.entries(game_id, after=0)]
    version = store.append(
        game_id=game_id, expected_version=1, state=state, entries=[entry(2)], now=time.time(), ttl=60
    )
    return {
        "outcomes": sorted({g.value for g in greenlets}),
        "waited": round(waited, 1),
        "logged": logged,
        "next_version": version,
    }


if __name__ == "__main__":
    scenario, redis_url = sys.argv[1], sys.argv[2]
    if scenario == "concurrent":
        result = concurrent(redis_url)
    elif scenario == "killed_connection":
        result = killed_connection(redis_url)
    elif scenario == "pool_burst":
        result = pool_burst(redis_url)
    elif scenario == "lost_replies":
        result = lost_replies(redis_url)
    elif scenario == "stopped":
        result = stopped(redis_url, int(sys.argv[3]))
    else:
        result = restarts(redis_url, float(sys.argv[3]))
    print(json.dumps(result), flush=True)
