"""gunicorn's gevent worker, taking new connections as gevent does by default: all that wait, up to 100 per turn.

gunicorn sets ``max_accept = 1`` on the worker's server when several workers share the listening socket, so that
one worker does not take every new connection. A worker then takes one new connection per turn of its event loop,
and under load a turn runs every ready connection's request first: measured with 300 wrk connections on the API's
health endpoint (2 workers), 150 of them still waited in the listening socket's queue 4 s after they connected,
taken at about 5 a second, and a phone connecting then waited up to 7.7 s for its first answer (the bare app's
worker did not answer it at all within 10 s). With all that wait taken each turn, the queue was empty and the phone's
p99 was 292 ms. Both workers wake when connections arrive, so a burst is still shared: each takes what waits when
its turn comes, and a busy worker's turn comes later.
"""

from __future__ import annotations

from typing import Any

from gevent.server import StreamServer
from gunicorn.workers import ggevent

ACCEPT_PER_TURN = StreamServer.max_accept  # gevent's own default (100)


class _AcceptingStreamServer(StreamServer):
    @property  # type: ignore[override]
    def max_accept(self) -> int:
        return ACCEPT_PER_TURN

    @max_accept.setter
    def max_accept(self, _value: Any) -> None:
        pass  # gunicorn's 1: see the module's docstring


class GeventWorker(ggevent.GeventWorker):
    """``--worker-class service.gunicorn_worker.GeventWorker``: gunicorn's gevent worker, whose servers accept every
    waiting connection in a turn."""

    def init_process(self) -> None:
        # gunicorn builds the worker's servers from this module global; in the worker's own process only (after fork)
        ggevent.StreamServer = _AcceptingStreamServer
        super().init_process()
