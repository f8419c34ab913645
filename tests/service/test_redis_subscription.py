"""The listeners' subscriptions (``service.redis_subscription``): replies read a socket's worth at a time, and a
subscription that falls silent asked, then given up."""

from __future__ import annotations

import time
from select import POLLIN

import hiredis
import pytest
import redis

from service.redis_client import real_poll
from service.redis_subscription import Silence, connect, own_connection, read_replies


class _Connection:
    def __init__(self) -> None:
        self.sent: list[tuple[str, ...]] = []

    def send_command(self, *args: str) -> None:
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
