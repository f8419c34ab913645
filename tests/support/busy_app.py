"""A WSGI app whose every request keeps the CPU busy for ``BUSY_MS`` without yielding, as a loaded worker's requests
do between their waits (``tests/service/test_gunicorn_worker.py``)."""

from __future__ import annotations

import os
import time
from collections.abc import Callable, Iterable
from typing import Any

BUSY_SECONDS = float(os.environ.get("BUSY_MS", "10")) / 1000


def app(environ: dict[str, Any], start_response: Callable[..., Any]) -> Iterable[bytes]:
    until = time.perf_counter() + BUSY_SECONDS
    while time.perf_counter() < until:
        pass
    start_response("200 OK", [("Content-Type", "text/plain"), ("Content-Length", "2")])
    return [b"ok"]
