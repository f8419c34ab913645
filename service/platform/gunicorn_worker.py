"""gunicorn's gevent worker, taking up to 4 new connections per turn of its event loop instead of gunicorn's one, and
sending each response's head with its first body bytes (``OneSendResponse``).

gunicorn sets ``max_accept = 1`` on the worker's server when several workers share the listening socket, so that
one worker does not take every new connection. A worker then takes one new connection per turn of its event loop,
and under load a turn runs every ready connection's request first. Measured with 300 wrk connections on the API's
health endpoint (2 workers): 150 of them still waited in the listening socket's queue 4 s after they connected,
taken at about 5 a second, and a phone connecting then waited up to 7.7 s for its first answer (the bare app's
worker did not answer it at all within 10 s).

Taking more per turn drains a burst sooner, but the worker that wakes first takes more of it, and a keep-alive
connection stays with the worker that took it. 16 wrk connections opened at once, 8 times each: 1 per turn split
them 6/10 at worst; 4 per turn 8/8 in six runs, 7/9 once and 4/12 once; gevent's default of 100 all 16 to one
worker once (half the throughput) and 1/15 once. With 4: the phone's p99 344 ms under the 300 connections.

The worker also collects garbage less often (``GC_THRESHOLDS``). A worker holds thousands of open SSE streams, each a
greenlet waiting for its next event with a lock and a timer made anew at every wait. Those outlive two young
collections, so CPython promotes them to the oldest generation and counts them there, and after enough of them it
collects the oldest generation: every object of every stream (470,000 in a worker holding 5,000 streams). Measured with
10,000 streams over 2 workers (100 games × 100 followers, 3 rounds of an action on each game; ``bench_streams_10k``):
with CPython's thresholds (700, 10, 10) each worker ran 15-17 full collections while the streams opened and the rounds
ran, each 1.3-2.9 s on the loaded machine, and an event reached its followers in 3.7 s at p95, the workers spending
5.0 and 4.3 s of CPU on the rounds; with ``GC_THRESHOLDS`` no collection beyond the youngest ran, p95 221 ms, 2.1 and
2.0 s of CPU. Garbage in cycles (rare: the code frees what it makes by reference counting) waits longer, but is
collected. ``service.wsgi`` freezes what the app made at import, so none of that is traversed either.
"""

from __future__ import annotations

import gc
from typing import Any

from gevent.server import StreamServer
from gunicorn.http import wsgi
from gunicorn.workers import ggevent

ACCEPT_PER_TURN = 4
GC_THRESHOLDS = (50_000, 20, 10)  # CPython's (700, 10, 10): see the module's docstring


class _AcceptingStreamServer(StreamServer):
    @property
    def max_accept(self) -> int:
        return ACCEPT_PER_TURN

    @max_accept.setter
    def max_accept(self, _value: Any) -> None:
        pass  # gunicorn's 1: see the module's docstring


class OneSendResponse(wsgi.Response):
    """gunicorn's HTTP/1 response, whose head goes out in the same send as the first body bytes.

    gunicorn sends the head and then each body item, so a JSON answer took two ``send`` calls. On a loopback or LAN
    connection each call also wakes the reader: at a tournament round's start, sampled in both API workers, sending
    heads alone took 4% of their CPU (33 of 792 samples) and sending bodies another 4%. The bytes on the wire are
    gunicorn's, unchanged; only the head waits, and never longer than gunicorn itself waits, for the first write,
    the close, or a ``sendfile`` (whose body the kernel writes, so the head goes first)."""

    headers_sent: bool  # gunicorn's

    def __init__(self, *args: Any) -> None:
        super().__init__(*args)
        self._head = b""
        self._head_first = False

    def send_headers(self) -> None:
        if self.headers_sent:
            return
        lines = self.default_headers()
        lines.extend(f"{name}: {value}\r\n" for name, value in self.headers)
        self._head = f"{''.join(lines)}\r\n".encode("latin-1")
        self.headers_sent = True
        if self._head_first:
            self._send(b"")

    def write(self, arg: bytes) -> None:
        super().write(arg)
        self._send(b"")  # a write that put out no body (HEAD, 204, 304, past Content-Length) still sends the head

    def _emit_body(self, data: bytes) -> None:
        self._send(b"%X\r\n%s\r\n" % (len(data), data) if self.chunked else data)

    def sendfile(self, respiter: Any) -> bool:
        self._head_first = True
        try:
            return bool(super().sendfile(respiter))
        finally:
            self._head_first = False

    def close(self) -> None:
        self.send_headers()
        self._send(b"0\r\n\r\n" if self.chunked else b"")

    def _send(self, data: bytes) -> None:
        head, self._head = self._head, b""
        if head or data:
            self.sock.sendall(head + data)


class GeventWorker(ggevent.GeventWorker):
    """``--worker-class service.platform.gunicorn_worker.GeventWorker``: gunicorn's gevent worker, whose servers take
    up to
    ``ACCEPT_PER_TURN`` waiting connections in a turn, whose responses are ``OneSendResponse``s, and which collects
    garbage at ``GC_THRESHOLDS``."""

    def init_process(self) -> None:
        gc.set_threshold(*GC_THRESHOLDS)
        # gunicorn builds the worker's servers and responses from these module globals; in the worker's own process
        # only (after fork)
        ggevent.StreamServer = _AcceptingStreamServer
        wsgi.Response = OneSendResponse
        super().init_process()
