"""Clients of a topology, all in one asyncio loop: SSE followers that resume with ``Last-Event-ID``, and a player
making actions at a steady rate.

A follower keeps every event it received (number and data) and the times its stream broke and came back, so a
test can say afterwards whether it missed an event, got one twice, or how long it was away.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import random
import time
import uuid
from collections import Counter
from dataclasses import dataclass, field
from typing import Any

import httpx

STREAM_TIMEOUT = httpx.Timeout(10.0, read=30.0)  # the topology's streams send a keep-alive every few seconds
ACTION = {"type": "adjust", "seat": "p1", "target": "p1", "counter": "life", "delta": 1, "reason": "scale test"}


@dataclass
class Follower:
    """One client following one game's live stream, through whatever the URL points at."""

    game_id: str
    token: str
    received: list[tuple[int, dict[str, Any]]] = field(default_factory=list)
    opened: int = 0  # streams opened (the first one and every resume)
    broke_at: list[float] = field(default_factory=list)  # monotonic times a stream ended under it
    resumed_at: list[float] = field(default_factory=list)  # monotonic times a stream opened again after a break
    asked_at: list[float] = field(default_factory=list)  # monotonic times it asked to open a stream
    refusals: Counter[int] = field(default_factory=Counter)  # statuses other than 200 when opening
    retry_seconds: float = 0.25  # the pause before reconnecting: the stream's `retry:` once it has sent one

    @property
    def last(self) -> int:
        return self.received[-1][0] if self.received else 0

    def numbers(self) -> list[int]:
        return [number for number, _ in self.received]

    async def run(self, client: httpx.AsyncClient) -> None:
        """Follow until cancelled; after any break, open the stream again where it left off."""
        broken = False
        while True:
            headers = {"Authorization": f"Bearer {self.token}", "Accept": "text/event-stream"}
            if self.received:
                headers["Last-Event-ID"] = str(self.last)
            self.asked_at.append(time.monotonic())
            try:
                async with client.stream(
                    "GET", f"/v1/games/{self.game_id}/events", headers=headers, timeout=STREAM_TIMEOUT
                ) as response:
                    if response.status_code != 200:
                        self.refusals[response.status_code] += 1
                        await response.aread()
                    else:
                        self.opened += 1
                        if broken:
                            self.resumed_at.append(time.monotonic())
                            broken = False
                        await self._read(response)
            except httpx.HTTPError:
                pass
            if not broken:
                self.broke_at.append(time.monotonic())
                broken = True
            # as EventSource does: the server's `retry:` before reconnecting (and a little more, so that the
            # clients of a dead node do not all come back in the same instant)
            await asyncio.sleep(self.retry_seconds + random.uniform(0.0, 0.25))

    async def _read(self, response: httpx.Response) -> None:
        number: int | None = None
        data: list[str] = []
        async for line in response.aiter_lines():
            if line.startswith("id: "):
                number = int(line[4:])
            elif line.startswith("data: "):
                data.append(line[6:])
            elif line.startswith("retry: "):
                self.retry_seconds = int(line[7:]) / 1000
            elif line == "" and number is not None:
                self.received.append((number, json.loads("\n".join(data))))
                number, data = None, []


@dataclass
class Player:
    """Makes actions on the games in turn at a steady rate; keeps what each answer said."""

    token: str
    game_ids: list[str]
    per_second: float
    statuses: Counter[int | str] = field(default_factory=Counter)
    acknowledged: dict[str, list[tuple[int, float]]] = field(default_factory=dict)  # game -> (version, answered at)

    async def run(self, client: httpx.AsyncClient, seconds: float) -> None:
        started = time.monotonic()
        n = 0
        while (due := started + n / self.per_second) < started + seconds:
            await asyncio.sleep(max(0.0, due - time.monotonic()))
            game_id = self.game_ids[n % len(self.game_ids)]
            n += 1
            headers = {"Authorization": f"Bearer {self.token}", "Idempotency-Key": uuid.uuid4().hex}
            try:
                answer = await client.post(f"/v1/games/{game_id}/actions", json=ACTION, headers=headers, timeout=15)
            except httpx.HTTPError as exc:
                self.statuses[type(exc).__name__] += 1  # unanswered: it may or may not have been applied
                continue
            self.statuses[answer.status_code] += 1
            if answer.status_code == 200:
                self.acknowledged.setdefault(game_id, []).append((answer.json()["version"], time.monotonic()))


async def history(client: httpx.AsyncClient, token: str, game_id: str) -> list[dict[str, Any]]:
    """Every entry of the game, read page by page as JSON."""
    entries: list[dict[str, Any]] = []
    after: int | None = 0
    while after is not None:
        page = await client.get(
            f"/v1/games/{game_id}/events",
            params={"after": after, "limit": 1000},
            headers={"Authorization": f"Bearer {token}", "Accept": "application/json"},
        )
        page.raise_for_status()
        body = page.json()
        entries += body["items"]
        after = body["next_after"]
    return entries


async def wait_until(followers: list[Follower], versions: dict[str, int], timeout: float) -> bool:
    """Until every follower has its game's last entry (True), or ``timeout`` seconds (False)."""
    deadline = time.monotonic() + timeout
    while any(f.last < versions[f.game_id] for f in followers):
        if time.monotonic() > deadline:
            return False
        await asyncio.sleep(0.1)
    return True


async def cancel(tasks: list[asyncio.Task[None]]) -> None:
    for task in tasks:
        task.cancel()
    for task in tasks:
        with contextlib.suppress(asyncio.CancelledError):
            await task
