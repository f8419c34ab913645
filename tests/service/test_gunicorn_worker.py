"""The API's gunicorn worker (``service.gunicorn_worker``): a loaded worker takes a burst of new connections soon."""

from __future__ import annotations

import http.client
import subprocess
import threading
import time
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from contextlib import contextmanager
from pathlib import Path

import pytest

from service.cli import gunicorn_argv
from tests.support.servers import free_port, stop_process_group

ROOT = Path(__file__).resolve().parents[2]
STOCK = "gevent"  # gunicorn's own gevent worker


@contextmanager
def _server(worker_class: str | None) -> Iterator[int]:
    port = free_port()
    argv = gunicorn_argv("tests.support.busy_app:app", bind=f"127.0.0.1:{port}", workers=2)
    if worker_class is not None:
        argv[argv.index("--worker-class") + 1] = worker_class
    proc = subprocess.Popen(argv, cwd=ROOT, start_new_session=True, stdout=subprocess.DEVNULL,
                            stderr=subprocess.DEVNULL)  # fmt: skip
    try:
        deadline = time.monotonic() + 30
        while True:
            try:
                _get(port)
                break
            except OSError:
                if time.monotonic() > deadline or proc.poll() is not None:
                    raise
                time.sleep(0.1)
        yield port
    finally:
        stop_process_group(proc)


def _get(port: int, conn: http.client.HTTPConnection | None = None) -> None:
    conn = conn or http.client.HTTPConnection("127.0.0.1", port, timeout=30)
    conn.request("GET", "/")
    assert conn.getresponse().read() == b"ok"


def _newcomers_wait(port: int, *, busy: int = 24, newcomers: int = 40) -> float:
    """With ``busy`` keep-alive connections sending request after request, ``newcomers`` connect at once and send one
    request each: how long the slowest waited for its answer (seconds)."""
    stop = threading.Event()

    def keep_busy() -> None:
        conn = http.client.HTTPConnection("127.0.0.1", port, timeout=30)
        while not stop.is_set():
            _get(port, conn)

    def newcomer() -> float:
        started = time.perf_counter()
        _get(port)
        return time.perf_counter() - started

    loaders = [threading.Thread(target=keep_busy, daemon=True) for _ in range(busy)]
    for thread in loaders:
        thread.start()
    try:
        time.sleep(1.0)  # every busy connection taken and sending
        with ThreadPoolExecutor(newcomers) as pool:
            return max(pool.map(lambda _: newcomer(), range(newcomers)))
    finally:
        stop.set()
        for thread in loaders:
            thread.join(timeout=30)


@pytest.mark.slow
def test_a_loaded_worker_takes_a_burst_of_new_connections_at_once_not_one_per_turn():
    """gunicorn's gevent worker with several workers takes one new connection per turn of its event loop, and a loaded
    worker's turn runs every ready request first: a burst of phones connecting waits turn after turn. The API's
    worker takes up to 4 in each turn."""
    with _server(None) as port:
        ours = _newcomers_wait(port)
    with _server(STOCK) as port:
        stock = _newcomers_wait(port)
    assert ours < stock / 2, f"slowest newcomer: {ours:.2f} s with the API's worker, {stock:.2f} s with the stock one"
