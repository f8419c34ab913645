"""Many SSE followers held open at little cost: raw asyncio sockets (a ``Protocol`` each, no HTTP library), spread
over a few processes so that the readers' own CPU does not become the measurement.

A follower opens ``GET /v1/games/{id}/events`` with ``Last-Event-ID``, counts as ready once the backlog's entry
``ready_number`` arrives (the stream reads its backlog after it has subscribed, so ready means subscribed), and
then notes the ``CLOCK_MONOTONIC`` time of every ``id:`` line it reads. ``time.monotonic`` is the same clock in
every process of the machine, so the caller compares these times with the ones it took as it sent each action.
"""

from __future__ import annotations

import asyncio
import contextlib
import multiprocessing
import resource
import time
from dataclasses import dataclass
from multiprocessing.connection import Connection
from typing import Any

OPENING_AT_ONCE = 200  # per process: streams whose request is out and whose backlog has not arrived yet


@dataclass(frozen=True)
class FollowerSpec:
    game_id: str
    token: str
    ready_number: int  # the backlog's last entry: Last-Event-ID is one less


class _Follower(asyncio.Protocol):
    def __init__(self, spec: FollowerSpec, host: str, opened: asyncio.Future[bool]) -> None:
        self.spec = spec
        self._request = (
            f"GET /v1/games/{spec.game_id}/events HTTP/1.1\r\nHost: {host}\r\nAuthorization: Bearer {spec.token}\r\n"
            f"Accept: text/event-stream\r\nLast-Event-ID: {spec.ready_number - 1}\r\n\r\n"
        ).encode()
        self._opened = opened
        self._tail = b""
        self._head_seen = False
        self.arrivals: list[tuple[int, float]] = []  # (entry number, monotonic time) after the ready one
        self.transport: asyncio.Transport | None = None

    def connection_made(self, transport: asyncio.BaseTransport) -> None:
        assert isinstance(transport, asyncio.Transport)
        self.transport = transport
        transport.write(self._request)

    def data_received(self, data: bytes) -> None:
        now = time.monotonic()
        if not self._head_seen:
            self._head_seen = True
            if not data.startswith(b"HTTP/1.1 200"):
                self._settle(False)
                return
        lines = (self._tail + data).split(b"\n")  # chunk sizes, blank lines and data lines are skipped below
        self._tail = lines.pop()
        for line in lines:
            if line.startswith(b"id: "):
                number = int(line[4:])
                if number > self.spec.ready_number:
                    self.arrivals.append((number, now))
                elif number == self.spec.ready_number:
                    self._settle(True)

    def connection_lost(self, exc: Exception | None) -> None:
        self._settle(False)

    def _settle(self, ok: bool) -> None:
        if not self._opened.done():
            self._opened.set_result(ok)


class _Holder:
    """One process's followers, driven by commands from the parent over a pipe."""

    def __init__(self, host: str, port: int) -> None:
        self.host, self.port = host, port
        self.followers: list[_Follower] = []

    async def open(self, specs: list[FollowerSpec]) -> dict[str, Any]:
        loop = asyncio.get_running_loop()
        gate = asyncio.Semaphore(OPENING_AT_ONCE)
        started = time.monotonic()

        async def one(spec: FollowerSpec) -> bool:
            async with gate:
                opened: asyncio.Future[bool] = loop.create_future()
                follower = _Follower(spec, self.host, opened)
                try:
                    await loop.create_connection(lambda: follower, self.host, self.port)
                    ok = await asyncio.wait_for(opened, timeout=60)
                except (OSError, TimeoutError):
                    ok = False
                if ok:
                    self.followers.append(follower)
                elif follower.transport is not None:
                    follower.transport.close()
                return ok

        results = await asyncio.gather(*(one(spec) for spec in specs))
        return {"ready": sum(results), "failed": len(results) - sum(results), "seconds": time.monotonic() - started}

    def arrivals(self) -> list[tuple[str, list[tuple[int, float]]]]:
        return [(f.spec.game_id, f.arrivals) for f in self.followers]

    def received(self) -> int:
        return sum(len(f.arrivals) for f in self.followers)

    async def close(self) -> dict[str, Any]:
        for follower in self.followers:
            if follower.transport is not None:
                follower.transport.close()
        closed = len(self.followers)
        self.followers = []
        await asyncio.sleep(0.1)  # let the transports' closes run
        return {"closed": closed}


def _serve(conn: Connection, host: str, port: int) -> None:
    _soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)  # every follower is a descriptor
    with contextlib.suppress(ValueError, OSError):
        resource.setrlimit(resource.RLIMIT_NOFILE, (hard, hard))
    holder = _Holder(host, port)

    async def main() -> None:
        loop = asyncio.get_running_loop()
        while True:
            command, argument = await loop.run_in_executor(None, conn.recv)
            if command == "open":
                conn.send(await holder.open(argument))
            elif command == "received":
                conn.send(holder.received())
            elif command == "arrivals":
                conn.send(holder.arrivals())
            elif command == "close":
                conn.send(await holder.close())
            else:
                conn.send(None)
                return

    asyncio.run(main())


class FollowerPool:
    """``processes`` holders of followers; the caller splits its followers between them."""

    def __init__(self, host: str, port: int, *, processes: int) -> None:
        context = multiprocessing.get_context("spawn")  # nothing of the caller's threads or sockets comes along
        self._conns: list[Connection] = []
        self._procs = []
        for _ in range(processes):
            parent, child = context.Pipe()
            proc = context.Process(target=_serve, args=(child, host, port), daemon=True)
            proc.start()
            self._conns.append(parent)
            self._procs.append(proc)

    def _all(self, command: str, arguments: list[Any] | None = None) -> list[Any]:
        for index, conn in enumerate(self._conns):
            conn.send((command, arguments[index] if arguments is not None else None))
        return [conn.recv() for conn in self._conns]

    def open(self, specs: list[FollowerSpec]) -> dict[str, Any]:
        """Open every follower (dealt out round-robin) and wait until each is ready or has failed."""
        shares = [specs[i :: len(self._conns)] for i in range(len(self._conns))]
        replies = self._all("open", shares)
        return {
            "ready": sum(r["ready"] for r in replies),
            "failed": sum(r["failed"] for r in replies),
            "seconds": max(r["seconds"] for r in replies),
        }

    def received(self) -> int:
        return sum(self._all("received"))

    def arrivals(self) -> list[tuple[str, list[tuple[int, float]]]]:
        """Every open follower's game and the (number, time) of each entry it read after its ready one."""
        return [item for reply in self._all("arrivals") for item in reply]

    def close_streams(self) -> int:
        return sum(r["closed"] for r in self._all("close"))

    def stop(self) -> None:
        with contextlib.suppress(OSError, EOFError):
            self._all("stop")
        for proc in self._procs:
            proc.join(timeout=10)
            if proc.is_alive():
                proc.kill()

    def __enter__(self) -> FollowerPool:
        return self

    def __exit__(self, *exc: object) -> None:
        self.stop()
