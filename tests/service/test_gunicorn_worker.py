"""The API's gunicorn worker (``service.platform.gunicorn_worker``): a loaded worker takes a burst of new connections
4 per
turn of its event loop, not gunicorn's one, and sends its responses as ``OneSendResponse``s
(``test_one_send_response.py``)."""

from __future__ import annotations

import http.client
import json
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import pytest

from service.cli import gunicorn_argv
from service.platform.gunicorn_worker import ACCEPT_PER_TURN, GC_THRESHOLDS, OneSendResponse
from tests.support.servers import free_port, stop_process_group

ROOT = Path(__file__).resolve().parents[2]


def _ask_a_worker(worker_class: str | None, path: str = "/max-accept") -> Any:
    """gunicorn as the API runs it (``gunicorn_argv``, 2 workers), or with another worker class; what a worker's
    servers take per turn (or ``path``'s other answer), as the serving worker reports it."""
    port = free_port()
    argv = gunicorn_argv("tests.support.worker_app:app", bind=f"127.0.0.1:{port}", workers=2)
    if worker_class is not None:
        argv[argv.index("--worker-class") + 1] = worker_class
    proc = subprocess.Popen(
        argv, cwd=ROOT, start_new_session=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL
    )
    try:
        deadline = time.monotonic() + 30
        while True:
            try:
                conn = http.client.HTTPConnection("127.0.0.1", port, timeout=10)
                try:
                    conn.request("GET", path)
                    return json.loads(conn.getresponse().read())
                finally:
                    conn.close()  # an open keep-alive connection would hold the worker's shutdown
            except OSError:
                if time.monotonic() > deadline or proc.poll() is not None:
                    raise
                time.sleep(0.1)
    finally:
        stop_process_group(proc)


@pytest.mark.slow
def test_the_api_is_served_by_workers_whose_servers_take_4_connections_a_turn():
    """gunicorn sets ``max_accept = 1`` when several workers share the socket; the API's worker keeps its own."""
    assert _ask_a_worker(None) == [ACCEPT_PER_TURN] == [4]
    assert _ask_a_worker("gevent") == [1]  # gunicorn's own worker, for contrast


@pytest.mark.slow
def test_the_api_is_served_by_workers_that_send_a_responses_head_with_its_body():
    assert _ask_a_worker(None, "/response-class") == OneSendResponse.__name__
    assert _ask_a_worker("gevent", "/response-class") == "Response"  # gunicorn's own


@pytest.mark.slow
def test_the_api_is_served_by_workers_that_collect_garbage_in_batches_of_50000_allocations():
    """A stream's wait makes a lock and a timer that CPython promotes to its oldest generation; at its thresholds a
    worker holding 5,000 streams collected all their objects every few seconds, a 1.3-2.9 s pause each time
    (``service.platform.gunicorn_worker``)."""
    assert _ask_a_worker(None, "/gc-threshold") == list(GC_THRESHOLDS) == [50_000, 20, 10]
    assert _ask_a_worker("gevent", "/gc-threshold") == [700, 10, 10]  # CPython's, in gunicorn's own worker


def test_a_burst_of_waiting_connections_is_taken_4_a_turn_while_each_request_keeps_the_loop_busy():
    """Twelve connections wait; each request keeps the loop busy for 20 ms. gevent's server with gunicorn's setting
    takes one per turn (a twelfth of the burst answered per loaded turn); the API's worker's takes four."""
    done = subprocess.run(
        [sys.executable, "-m", "tests.support.accept_probe"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=60,
        check=True,
    )
    taken = json.loads(done.stdout.splitlines()[-1])
    assert taken == {"api": [4, 4, 4], "gevent": [1] * 12}
