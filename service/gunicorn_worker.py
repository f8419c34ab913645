"""gunicorn's gevent worker, taking up to 4 new connections per turn of its event loop instead of gunicorn's one.

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
"""

from __future__ import annotations

from typing import Any

from gevent.server import StreamServer
from gunicorn.workers import ggevent

ACCEPT_PER_TURN = 4


class _AcceptingStreamServer(StreamServer):
    @property  # type: ignore[override]
    def max_accept(self) -> int:
        return ACCEPT_PER_TURN

    @max_accept.setter
    def max_accept(self, _value: Any) -> None:
        pass  # gunicorn's 1: see the module's docstring


class GeventWorker(ggevent.GeventWorker):
    """``--worker-class service.gunicorn_worker.GeventWorker``: gunicorn's gevent worker, whose servers take up to
    ``ACCEPT_PER_TURN`` waiting connections in a turn."""

    def init_process(self) -> None:
        # gunicorn builds the worker's servers from this module global; in the worker's own process only (after fork)
        ggevent.StreamServer = _AcceptingStreamServer
        super().init_process()
