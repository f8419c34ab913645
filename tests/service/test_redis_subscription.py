"""The listeners' subscriptions (``service.platform.redis_subscription``): replies read a socket's worth at a time,
and a
subscription that falls silent asked, then given up."""

from __future__ import annotations

import json
import socket
import subprocess
import sys
import time
from pathlib import Path
from select import POLLIN

import hiredis
import pytest
import redis

from service.platform.redis_client import real_poll
from service.platform.redis_subscription import Readable, Silence, connect, own_connection, read_replies, send

ROOT = Path(__file__).resolve().parents[2]


class _Connection:
    def __init__(self) -> None:
        self.sent: list[tuple[str, ...]] = []

    def send_command(self, *args: str, check_health: bool = True) -> None:
        assert not check_health  # a listener's command never reads a reply of its own
        self.sent.append(args)


def test_a_quiet_subscription_is_pinged_at_most_once_a_second_then_given_up(monkeypatch):
    clock = [100.0]
    monkeypatch.setattr(time, "monotonic", lambda: clock[0])
    silence, connection = Silence(), _Connection()
    for step in range(40):  # a listener waking every 0.05 s, silent throughout
        clock[0] = 100.0 + 2.0 + step * 0.05
        silence.check(connection, ping_after=2.0, limit=5.0)
    assert connection.sent == [("PING",), ("PING",)]  # past 2 s of silence, and a second later: not every wake-up
    silence.heard()
    silence.check(connection, ping_after=2.0, limit=5.0)
    assert len(connection.sent) == 2  # heard from: nothing to ask
    clock[0] += 5.1
    with pytest.raises(redis.ConnectionError, match="no word from the subscription for 5 s"):
        silence.check(connection, ping_after=2.0, limit=5.0)


def test_replies_are_read_a_socket_s_worth_at_a_time(redis_server):
    """Every whole reply the socket holds, in order, from one wake-up; the rest stays for the next."""
    client = redis.Redis.from_url(redis_server.url)
    connection = own_connection(client)
    sock, reader, poller = connect(connection)
    try:
        connection.send_command("SUBSCRIBE", "subscription-test")
        deadline = time.monotonic() + 5
        replies: list = []
        while not replies and time.monotonic() < deadline:
            replies += read_replies(sock, reader, poller, bytearray(64))
        assert replies == [[b"subscribe", b"subscription-test", 1]]
        for n in range(50):
            client.publish("subscription-test", f"message {n}" * 3)  # longer, together, than the buffer
        time.sleep(0.2)
        got = list(read_replies(sock, reader, poller, bytearray(64)))
        assert [r[2] for r in got] == [(f"message {n}" * 3).encode() for n in range(50)]
        assert list(read_replies(sock, reader, poller, bytearray(64))) == []  # nothing waits: returns at once
    finally:
        connection.disconnect()


def test_a_subscription_closed_by_the_server_is_an_error_to_reconnect_on(redis_server):
    client = redis.Redis.from_url(redis_server.url)
    connection = own_connection(client)
    connection.connect()
    try:
        connection.send_command("CLIENT", "SETNAME", "closed-by-server")
        connection.read_response()
        for info in client.client_list():
            if info.get("name") == "closed-by-server":
                client.client_kill_filter(_id=info["id"])
        sock, reader, poller = connection._sock, hiredis.Reader(), real_poll()
        poller.register(sock.fileno(), POLLIN)
        with pytest.raises(redis.ConnectionError, match="closed by the server"):
            deadline = time.monotonic() + 5
            while time.monotonic() < deadline:
                list(read_replies(sock, reader, poller, bytearray(64)))
    finally:
        connection.disconnect()


def test_a_gevent_listener_waits_on_one_watcher_that_wakes_it_and_times_out_every_time():
    """Under gevent's patching (a worker's listener): each wait on a quiet socket lasts its timeout (a timeout reused
    after it fired would return at once and the listener would spin), data wakes it, and other greenlets run
    meanwhile."""
    done = subprocess.run(
        [sys.executable, "-m", "tests.support.readable_probe"], cwd=ROOT, capture_output=True, text=True, timeout=60
    )
    assert done.returncode == 0, done.stderr
    seen = json.loads(done.stdout.strip().splitlines()[-1])
    assert seen["watcher"]
    assert all(not readable and waited >= 0.045 for readable, waited in seen["quiet"])
    assert seen["quiet_cpu"] < 0.2  # ten waits of 50 ms: waiting, not spinning
    readable, waited = seen["woken"]
    assert readable and 0.08 <= waited < 2.0
    assert seen["others_ran"] >= 5
    assert seen["after_reading"][0] is False


def test_without_gevent_a_listener_waits_with_select():
    ours, theirs = socket.socketpair()
    try:
        readable = Readable(ours)
        start = time.monotonic()
        assert readable.wait(0.05) is False
        assert time.monotonic() - start >= 0.045
        theirs.send(b"x")
        assert readable.wait(5.0) is True
        readable.close()
    finally:
        ours.close()
        theirs.close()


def test_a_command_sent_long_after_the_connection_was_made_reads_nothing_itself(redis_server):
    """redis-py checks a connection's health before a command once ``health_check_interval`` passed since it last
    read a reply itself: on a listener's connection that PING's answer would be read off the socket by redis-py's own
    parser, taking a message away from the listener, and the connection made again behind it. ``send`` writes the
    command and nothing more: the message and the answer both reach the listener's reader, on the same socket."""
    client = redis.Redis.from_url(redis_server.url, health_check_interval=1)
    connection = own_connection(client)
    sock, reader, poller = connect(connection)
    try:
        send(connection, "SUBSCRIBE", "health-a")
        time.sleep(1.2)  # past the health-check interval
        client.publish("health-a", "a write")
        time.sleep(0.1)
        send(connection, "SUBSCRIBE", "health-b")
        deadline = time.monotonic() + 5
        replies: list = []
        while len(replies) < 3 and time.monotonic() < deadline:
            replies += read_replies(sock, reader, poller, bytearray(1 << 16))
        assert replies == [
            [b"subscribe", b"health-a", 1],
            [b"message", b"health-a", b"a write"],
            [b"subscribe", b"health-b", 2],
        ]
        assert connection._sock is sock
    finally:
        connection.disconnect()
