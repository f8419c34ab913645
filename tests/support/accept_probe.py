"""How many waiting connections a gevent server takes per turn of its event loop, the API's worker's server against
gevent's with gunicorn's ``max_accept = 1`` (``tests/service/test_gunicorn_worker.py``); prints one JSON line.

Twelve connections wait before the server starts; each handler keeps the loop busy for 20 ms, as a loaded worker's
requests do, and notes the turn it ran in (a check watcher counts the turns)."""

from __future__ import annotations

from gevent import monkey

monkey.patch_all()

import json  # noqa: E402 - after the patching, as in a gevent worker
import socket  # noqa: E402
import time  # noqa: E402
from collections import Counter  # noqa: E402
from typing import Any  # noqa: E402

import gevent  # noqa: E402
from gevent.server import StreamServer  # noqa: E402

from service.platform.gunicorn_worker import _AcceptingStreamServer  # noqa: E402


def taken_per_turn(server_class: type[StreamServer], *, waiting: int = 12) -> list[int]:
    listener = socket.socket()
    listener.bind(("127.0.0.1", 0))
    listener.listen(64)
    turn = 0

    def next_turn() -> None:
        nonlocal turn
        turn += 1

    check = gevent.get_hub().loop.check()
    check.start(next_turn)
    turns: list[int] = []

    def handle(sock: Any, _addr: Any) -> None:
        turns.append(turn)
        until = time.perf_counter() + 0.02
        while time.perf_counter() < until:  # busy, without yielding
            pass
        sock.close()

    clients = [socket.create_connection(listener.getsockname()) for _ in range(waiting)]
    server = server_class(listener, handle)
    server.max_accept = 1  # what gunicorn sets when several workers share the socket
    server.start()
    deadline = time.monotonic() + 10
    while len(turns) < waiting and time.monotonic() < deadline:
        gevent.sleep(0.05)
    server.stop()
    check.stop()
    for client in clients:
        client.close()
    return [count for _, count in sorted(Counter(turns).items())]


if __name__ == "__main__":
    print(json.dumps({"api": taken_per_turn(_AcceptingStreamServer), "gevent": taken_per_turn(StreamServer)}))
