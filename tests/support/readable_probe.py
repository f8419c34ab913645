"""Waits on a socket with ``service.platform.redis_subscription.Readable`` as a gevent worker's listener does, and
prints what
it saw as one JSON line. Run as a subprocess of ``tests/service/test_redis_subscription.py``: the one-watcher wait
needs gevent's patching, which the test process does not have."""

from __future__ import annotations

from gevent import monkey

monkey.patch_all()

import json  # noqa: E402 - after the patching, as in a gevent worker
import socket  # noqa: E402
import time  # noqa: E402

import gevent  # noqa: E402

from service.platform.redis_subscription import Readable  # noqa: E402


def _timed(readable: Readable, timeout: float) -> tuple[bool, float]:
    start = time.monotonic()
    return readable.wait(timeout), time.monotonic() - start


def main() -> None:
    ours, theirs = socket.socketpair()
    readable = Readable(ours)
    seen: dict = {"watcher": readable._io is not None}
    cpu = time.process_time()
    seen["quiet"] = [_timed(readable, 0.05) for _ in range(10)]  # each wait waits its time: never at once, nor spins
    seen["quiet_cpu"] = time.process_time() - cpu
    ticks: list[None] = []

    def tick() -> None:
        for _ in range(5):
            ticks.append(gevent.sleep(0.01))

    ticker = gevent.spawn(tick)
    gevent.spawn_later(0.1, theirs.send, b"x")
    seen["woken"] = _timed(readable, 5.0)
    seen["others_ran"] = len(ticks)  # the wait let the worker's other greenlets run
    ticker.join()
    ours.recv(1)
    seen["after_reading"] = _timed(readable, 0.05)
    readable.close()
    print(json.dumps(seen))


if __name__ == "__main__":
    main()
