"""A WSGI app for ``tests/service/test_gunicorn_worker.py``: ``/max-accept`` answers how many connections the
serving worker's servers take per turn, ``/response-class`` the class of the worker's responses, ``/gc-threshold``
its garbage collector's thresholds."""

from __future__ import annotations

import gc
import json
from collections.abc import Callable, Iterable
from typing import Any


def app(environ: dict[str, Any], start_response: Callable[..., Any]) -> Iterable[bytes]:
    from gevent.server import StreamServer
    from gunicorn.http import wsgi

    if environ["PATH_INFO"] == "/response-class":
        body = json.dumps(wsgi.Response.__name__).encode()
    elif environ["PATH_INFO"] == "/gc-threshold":
        body = json.dumps(gc.get_threshold()).encode()
    else:
        servers = [obj for obj in gc.get_objects() if isinstance(obj, StreamServer)]
        body = json.dumps([server.max_accept for server in servers]).encode()
    start_response("200 OK", [("Content-Type", "application/json"), ("Content-Length", str(len(body)))])
    return [body]
