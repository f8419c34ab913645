"""The phones' HTTP side: an asyncio client for each phone, and a tally of every answer the server gave.

Each phone has its own client, with its own few connections, as a phone in the field has. One client for all
the phones held some 300 connections at a round's start, and httpcore looks at every connection of its pool for
each request it sends (``has_expired`` asks the socket for its peer): that scan took half of the load generator's
CPU at the start of round 1, where it used up to one of the machine's two cores, beside the server it measures.

Every request goes through ``Api.call``, which times it, counts its status per endpoint, keeps each 5xx (with
its ``request_id``) for the report, and retries what a phone app would retry: a write carrying an
``Idempotency-Key`` after a dropped connection or a timeout (the key makes the retry safe — the server applies
it once), and after a ``409 idempotency-in-flight``. Anything else comes back to the caller as it is.
"""

from __future__ import annotations

import asyncio
import re
import time
import uuid
from collections import Counter, defaultdict
from dataclasses import dataclass, field
from typing import Any

import httpx

RETRIES = 4  # a phone gives up after this many retries of one write
_ID = re.compile(r"/(gam|trn|tmt|tpl|usr)_[^/?]+")


def endpoint(method: str, path: str) -> str:
    """The route a request went to, with ids blanked: ``POST /v1/games/{id}/actions``."""
    return f"{method} {_ID.sub('/{id}', path.split('?', 1)[0])}"


class Unanswered(Exception):
    """No HTTP answer at all after every retry (refused, dropped, timed out)."""


@dataclass
class Tally:
    """What the server answered, per endpoint: statuses, latencies, the 5xx in full, transport failures."""

    statuses: dict[str, Counter[int]] = field(default_factory=lambda: defaultdict(Counter))
    latencies: dict[str, list[float]] = field(default_factory=lambda: defaultdict(list))
    server_errors: list[dict[str, Any]] = field(default_factory=list)
    transport_errors: Counter[str] = field(default_factory=Counter)  # retried, or unanswered below
    unanswered: list[dict[str, Any]] = field(default_factory=list)
    unexpected: list[dict[str, Any]] = field(default_factory=list)  # 4xx the script did not expect

    def count_5xx(self) -> int:
        return sum(n for counts in self.statuses.values() for status, n in counts.items() if status >= 500)


class Api:
    """The service as every phone sees it: ``call`` sends one request with a player's token."""

    def __init__(self, base_url: str, *, timeout: float = 30.0) -> None:
        self._base_url, self._timeout = base_url, timeout
        self._phones: dict[str | None, httpx.AsyncClient] = {}
        self.tally = Tally()

    def http(self, token: str | None) -> httpx.AsyncClient:
        """The HTTP client of the phone holding ``token`` (``None``: a phone not logged in yet)."""
        client = self._phones.get(token)
        if client is None:
            # the server closes idle connections after 5 s (gunicorn --keep-alive 5): expire ours first, so a write
            # is never sent on a connection the server is closing at that very moment
            limits = httpx.Limits(max_connections=None, max_keepalive_connections=8, keepalive_expiry=4.0)
            client = self._phones[token] = httpx.AsyncClient(
                base_url=self._base_url, timeout=self._timeout, limits=limits
            )
        return client

    async def aclose(self) -> None:
        await asyncio.gather(*(client.aclose() for client in self._phones.values()))

    async def call(
        self,
        method: str,
        path: str,
        *,
        token: str | None = None,
        json: Any = None,
        expect: tuple[int, ...] = (200, 201),
        idempotent: bool = False,
        started: list[float] | None = None,
    ) -> httpx.Response:
        """One request (and a phone's retries). ``idempotent`` sends an ``Idempotency-Key``, which makes a retry
        after a lost answer safe. ``started`` receives the send time of the attempt that was answered."""
        headers = {"Authorization": f"Bearer {token}"} if token else {}
        if idempotent:
            headers["Idempotency-Key"] = uuid.uuid4().hex
        name = endpoint(method, path)
        for attempt in range(RETRIES + 1):
            sent = time.perf_counter()
            try:
                response = await self.http(token).request(method, path, json=json, headers=headers)
            except httpx.TransportError as exc:
                self.tally.transport_errors[f"{name}: {type(exc).__name__}"] += 1
                if idempotent and attempt < RETRIES:
                    await asyncio.sleep(0.2 * 2**attempt)
                    continue
                self.tally.unanswered.append({"endpoint": name, "error": repr(exc)})
                raise Unanswered(f"{name}: {exc!r}") from exc
            self.tally.latencies[name].append(time.perf_counter() - sent)
            self.tally.statuses[name][response.status_code] += 1
            if response.status_code >= 500:
                self.tally.server_errors.append(_problem(name, response))
            elif idempotent and response.status_code == 409 and _in_flight(response):
                await asyncio.sleep(0.2 * 2**attempt)  # the first attempt is still being applied: ask again
                continue
            if response.status_code not in expect:
                self.tally.unexpected.append(_problem(name, response))
            if started is not None:
                started.append(sent)
            return response
        raise Unanswered(f"{name}: still in flight after {RETRIES} retries")


def _in_flight(response: httpx.Response) -> bool:
    """A 409 saying the same Idempotency-Key is still being processed (not a rule of the game)."""
    try:
        body = response.json()
    except ValueError:
        return False
    return body.get("code") == "conflict" and "Idempotency-Key" in (body.get("detail") or "")


def _problem(name: str, response: httpx.Response) -> dict[str, Any]:
    try:
        body = response.json()
    except ValueError:
        body = {"text": response.text[:300]}
    return {
        "endpoint": name,
        "status": response.status_code,
        "code": body.get("code"),
        "detail": body.get("detail") or body.get("text"),
        "request_id": response.headers.get("X-Request-ID"),
    }


class Failed(Exception):
    """A step of the night got an answer it cannot go on from."""

    def __init__(self, what: str, response: httpx.Response) -> None:
        super().__init__(f"{what}: {response.status_code} {response.text[:300]}")
        self.status = response.status_code


def ok(response: httpx.Response, what: str) -> dict[str, Any]:
    """The JSON body of a successful answer, or ``Failed`` naming the step."""
    if response.status_code not in (200, 201):
        raise Failed(what, response)
    return response.json()
