"""A phone following its table's game live: the SSE stream of the game, read entry by entry, resumed after a drop.

Two kinds of phone, as in the field: the app, which sends its bearer token and resumes with ``Last-Event-ID``,
and a browser, whose ``EventSource`` cannot send a header: it asks for a one-use stream ticket before each
connection and resumes with ``&after=``. A phone may also lose its network for a moment (``drop_at``): it
closes the stream, stays away a little, and resumes — what it missed must arrive, once, in order.
"""

from __future__ import annotations

import asyncio
import contextlib
import time
from dataclasses import dataclass, field

import httpx

from bench.night.api import Api, Unanswered, endpoint

SSE_TIMEOUT = httpx.Timeout(15.0, read=45.0)  # the server sends a keep-alive every 15 s on an idle stream
REOPEN_ATTEMPTS = 6


@dataclass
class Subscriber:
    """One phone's live view of a game: every entry number it received, in order, with the time it arrived."""

    api: Api
    game_id: str
    token: str
    ticket: bool  # a browser (stream tickets) rather than the app (bearer token)
    drop_at: float | None = None  # perf_counter time at which this phone's network drops for ``away`` seconds
    away: float = 1.0
    received: list[tuple[int, float]] = field(default_factory=list)
    absences: list[tuple[float, float]] = field(default_factory=list)  # (dropped, streaming again), planned drops
    unplanned_reconnects: int = 0
    error: str | None = None
    _changed: asyncio.Event = field(default_factory=asyncio.Event)

    @property
    def last(self) -> int:
        return self.received[-1][0] if self.received else 0

    async def wait_for(self, number: int, timeout: float) -> bool:
        """Until entry ``number`` has arrived (True) or ``timeout`` seconds have passed (False)."""
        deadline = time.monotonic() + timeout
        while self.last < number:
            remaining = deadline - time.monotonic()
            if remaining <= 0 or self.error is not None:
                return False
            self._changed.clear()
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(self._changed.wait(), remaining)
        return True

    async def run(self) -> None:
        """Follow the game until cancelled; reconnect after every drop (planned or not)."""
        failures = 0
        dropped: float | None = None
        while True:
            try:
                planned = await self._follow(dropped)
                dropped = None
                failures = 0
            except (httpx.TransportError, Unanswered, _Refused) as exc:
                failures += 1
                self.unplanned_reconnects += 1
                if failures > REOPEN_ATTEMPTS:
                    self.error = f"stream lost for good: {exc!r}"
                    self._changed.set()
                    return
                await asyncio.sleep(0.2 * 2**failures)
                continue
            if planned:
                dropped = time.perf_counter()
                await asyncio.sleep(self.away)

    async def _follow(self, dropped: float | None) -> bool:
        """One connection: read entries until the planned drop (True) or until the server ends it (False)."""
        path, headers = await self._where()
        name = endpoint("GET", path) + " (SSE)"
        async with self.api.http(self.token).stream("GET", path, headers=headers, timeout=SSE_TIMEOUT) as response:
            self.api.tally.statuses[name][response.status_code] += 1
            if response.status_code != 200:
                await response.aread()
                raise _Refused(f"{name}: {response.status_code} {response.text[:200]}")
            if dropped is not None:
                self.absences.append((dropped, time.perf_counter()))
            lines = response.aiter_lines()
            while True:
                try:
                    if self.drop_at is None:
                        line = await anext(lines)
                    else:
                        line = await asyncio.wait_for(anext(lines), max(0.0, self.drop_at - time.perf_counter()))
                except TimeoutError:
                    self.drop_at = None
                    return True  # the phone's network goes: the connection closes with the block
                except StopAsyncIteration:
                    raise httpx.RemoteProtocolError("the server ended the stream") from None
                if line.startswith("id: "):
                    self.received.append((int(line[4:]), time.perf_counter()))
                    self._changed.set()

    async def _where(self) -> tuple[str, dict[str, str]]:
        base = f"/v1/games/{self.game_id}/events"
        if not self.ticket:
            headers = {"Accept": "text/event-stream", "Authorization": f"Bearer {self.token}"}
            if self.last:
                headers["Last-Event-ID"] = str(self.last)
            return base, headers
        response = await self.api.call("POST", f"/v1/games/{self.game_id}/stream-tickets", token=self.token)
        if response.status_code != 201:
            raise _Refused(f"stream ticket: {response.status_code}")
        ticket = response.json()["ticket"]
        return f"{base}?ticket={ticket}&after={self.last}", {"Accept": "text/event-stream"}


class _Refused(Exception):
    """The server refused to open the stream (the status is in the tally)."""
