"""A tournament night as the phones play it: accounts, a Swiss event, rounds paired, played and reported.

Everyone signs up and logs in through the API; the organiser creates a Swiss Chronicles of Arcane event (best of
one: each match is the one game its table tracks); each player enters it from their own phone and checks in. Then,
round after round, the organiser pairs the round, every table plays it (``bench.night.table``), the organiser's
console watches the round until it is complete, and the next round is paired. The night ends with the final
standings. Everything runs in one asyncio loop, a coroutine per phone and per stream.
"""

from __future__ import annotations

import asyncio
import contextlib
import math
import random
import time
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from typing import Any

from bench.night.api import Api, Failed, Unanswered, ok
from bench.night.table import Pace, Phone, Table, TableRecord

PASSWORD = "correct-horse-battery-staple"


@dataclass(frozen=True)
class NightPlan:
    players: int = 128
    rounds: int = 3
    round_seconds: float = 60.0
    start_spread: float = 1.0  # every table starts its game within this many seconds of the pairing
    seed: int = 2026
    pace: Pace = field(default_factory=Pace)
    setup_concurrency: int = 16  # phones signing up or entering the event at the same time


@dataclass
class RoundRecord:
    number: int
    pair_s: float = float("nan")  # POST …/rounds answered in
    complete_after_s: float = float("nan")  # paired → the organiser's console shows the round complete
    tables: list[TableRecord] = field(default_factory=list)


@dataclass
class NightRecord:
    plan: NightPlan
    api: Api
    rounds: list[RoundRecord] = field(default_factory=list)
    setup_s: float = 0.0
    night_s: float = 0.0
    standings: list[dict[str, Any]] = field(default_factory=list)
    failures: list[str] = field(default_factory=list)  # a step the night could not go on from
    loop_lag: list[float] = field(default_factory=list)  # how late the load generator's own timer woke, seconds


LAG_PROBE = 0.1  # seconds between two checks of the load generator's event loop


async def _watch_loop(lags: list[float]) -> None:
    """How late a 100 ms sleep wakes up: when the phones' own event loop is the bottleneck, this shows it."""
    while True:
        planned = time.perf_counter() + LAG_PROBE
        await asyncio.sleep(LAG_PROBE)
        lags.append(time.perf_counter() - planned)


async def run_night(base_url: str, plan: NightPlan, *, on_phase: Callable[[str], None] = lambda _: None) -> NightRecord:
    """Play the whole night against the API at ``base_url``. ``on_phase("night")`` is called once the players
    are registered and the first round is about to be paired, ``on_phase("end")`` after the final standings."""
    api = Api(base_url)
    record = NightRecord(plan=plan, api=api)
    watcher: asyncio.Task[None] | None = None
    try:
        began = time.perf_counter()
        organiser, phones, tid = await _set_up(api, plan)
        record.setup_s = time.perf_counter() - began
        on_phase("night")
        began = time.perf_counter()
        watcher = asyncio.create_task(_watch_loop(record.loop_lag))
        rng = random.Random(plan.seed)
        for number in range(1, plan.rounds + 1):
            rnd = await _play_round(api, organiser, tid, number, phones, plan, rng)
            record.rounds.append(rnd)
            if math.isnan(rnd.complete_after_s):
                record.failures += [f"round {number} table {t.table}: {p}" for t in rnd.tables for p in t.problems]
                record.failures.append(f"round {number} did not complete")
                break
        record.standings = ok(
            await api.call("GET", f"/v1/tournaments/{tid}/standings", token=organiser.token), "final standings"
        )["items"]
        record.night_s = time.perf_counter() - began
        on_phase("end")
    except (Unanswered, Failed, _Stop) as exc:
        record.failures.append(str(exc))
    finally:
        if watcher is not None:
            watcher.cancel()
        await api.aclose()
    return record


class _Stop(Exception):
    """A step of the night failed: the night cannot go on."""


async def _bounded(limit: int, jobs: list[Awaitable[Any]]) -> list[Any]:
    gate = asyncio.Semaphore(limit)

    async def one(job: Awaitable[Any]) -> Any:
        async with gate:
            return await job

    return await asyncio.gather(*(one(j) for j in jobs))


async def _account(api: Api, username: str) -> Phone:
    """Sign up and log in through the API, as the app does on a new phone."""
    body = {"username": username, "email": f"{username}@example.com", "password": PASSWORD}
    user = ok(await api.call("POST", "/v1/users", json=body), f"sign up {username}")
    token = ok(
        await api.call("POST", "/v1/tokens", json={"username": username, "password": PASSWORD}), f"log in {username}"
    )["token"]
    return Phone(username=username, user_id=user["id"], token=token)


async def _enter(api: Api, tid: str, phone: Phone) -> None:
    """A player enters the event from their phone and checks in."""
    entry = ok(
        await api.call(
            "POST",
            f"/v1/tournaments/{tid}/players",
            token=phone.token,
            json={"user_id": phone.user_id},
            idempotent=True,
        ),
        f"enter {phone.username}",
    )
    phone.player_id = entry["id"]
    ok(
        await api.call("POST", f"/v1/tournaments/{tid}/players/{phone.player_id}/check-in", token=phone.token),
        f"check {phone.username} in",
    )


async def _set_up(api: Api, plan: NightPlan) -> tuple[Phone, dict[str, Phone], str]:
    try:
        organiser = await _account(api, "organiser")
        players = await _bounded(
            plan.setup_concurrency, [_account(api, f"player{n:03d}") for n in range(1, plan.players + 1)]
        )
        body = {
            "ruleset": "arcane",
            "name": "Friday Night Chronicles",
            "format": "swiss",
            "match": {"best_of": 1},
            "rounds": plan.rounds,
            "seed": plan.seed,
        }
        tid = ok(
            await api.call("POST", "/v1/tournaments", token=organiser.token, json=body, idempotent=True),
            "create the tournament",
        )["id"]
        await _bounded(plan.setup_concurrency, [_enter(api, tid, p) for p in players])
    except Exception as exc:  # Failed: the answer is in the message
        raise _Stop(f"setting up the night: {exc}") from exc
    return organiser, {p.player_id: p for p in players}, tid


async def _play_round(
    api: Api, organiser: Phone, tid: str, number: int, phones: dict[str, Phone], plan: NightPlan, rng: random.Random
) -> RoundRecord:
    rnd = RoundRecord(number=number)
    paired_at = time.perf_counter()
    response = await api.call("POST", f"/v1/tournaments/{tid}/rounds", token=organiser.token, idempotent=True)
    rnd.pair_s = time.perf_counter() - paired_at
    try:
        matches = ok(response, f"pair round {number}")["matches"]
    except Exception as exc:
        raise _Stop(str(exc)) from exc
    paired_at = time.perf_counter()  # the pairings are up: every phone starts now
    tables = [
        Table(
            api=api,
            tournament_id=tid,
            round_number=number,
            match=m,
            phones=phones,
            rng=random.Random(rng.getrandbits(64)),
            pace=plan.pace,
            paired_at=paired_at,
            deadline=paired_at + plan.round_seconds,
            start_spread=plan.start_spread,
        )
        for m in matches
        if m["kind"] == "match"
    ]
    console = asyncio.create_task(_console_watch(api, organiser, tid, number))
    outcomes = await asyncio.gather(*(t.play() for t in tables), return_exceptions=True)
    console.cancel()
    with contextlib.suppress(asyncio.CancelledError, Exception):
        await console
    for table, outcome in zip(tables, outcomes, strict=True):
        if isinstance(outcome, BaseException):
            table.record.problems.append(f"stopped: {outcome!r}")
        rnd.tables.append(table.record)
    if all(t.result for t in rnd.tables):
        rnd.complete_after_s = await _console_until_complete(api, organiser, tid, number, paired_at)
    return rnd


async def _console_watch(api: Api, organiser: Phone, tid: str, number: int, every: float = 5.0) -> None:
    """The organiser's console refreshes the round (tables still playing, results in) while it is played."""
    while True:
        await asyncio.sleep(every)
        await api.call("GET", f"/v1/tournaments/{tid}/rounds/{number}", token=organiser.token)


async def _console_until_complete(
    api: Api, organiser: Phone, tid: str, number: int, paired_at: float, timeout: float = 30.0
) -> float:
    """The organiser's console reads the round until it shows complete; seconds since the pairing (NaN: never)."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        status = ok(
            await api.call("GET", f"/v1/tournaments/{tid}/rounds/{number}", token=organiser.token),
            f"read round {number}",
        )["status"]
        if status == "complete":
            return time.perf_counter() - paired_at
        await asyncio.sleep(0.5)
    return float("nan")
