"""One table of the night: two players' phones start their match's game, follow it live and play it through.

At the round's start each phone looks up its pairing; the first-listed player starts the match's Chronicles of
Arcane game from it (one request: created on the event's rules, players in match order, linked to the match, and
the other player's account seated in p2). The other phone opens the game (from the code on the first phone's
screen) and finds it plays p2. Each phone opens the game's live stream (the creator's app with its bearer token,
the other as a browser would, with stream tickets). Then they play at a person's pace: keep
their hands, and turn after turn the active player draws, places an Essence, moves to Combat, Life changes
are reported (by either phone: "any player may report it at any time"), with bursts of quick reports — some
from both phones at the same moment — and passes the turn. When the round's time is up the player behind
concedes, or takes lethal damage; a phone takes the match's result from the game.

Life is projected here as actions are chosen, so no report ever ends the game early and the final totals
can be checked against the server's.
"""

from __future__ import annotations

import asyncio
import random
import time
from collections.abc import Coroutine
from dataclasses import dataclass, field
from typing import Any

from bench.night.api import Api, ok
from bench.night.stream import Subscriber

SEATS = ("p1", "p2")
START_LIFE = 25  # Chronicles of Arcane, two players
FOLLOW_TIMEOUT = 20.0  # seconds a phone's stream has to show an entry after the POST was answered


@dataclass(frozen=True)
class Pace:
    """How fast people play: seconds between actions, and the bursts of quick ones."""

    gap: tuple[float, float] = (1.0, 4.0)
    burst_gap: tuple[float, float] = (0.05, 0.3)
    burst_size: tuple[int, int] = (3, 5)
    burst_chance: float = 0.35  # per Combat
    both_at_once: float = 0.4  # within a burst: both phones report at the same moment
    drop_chance: float = 0.1  # per phone per round: its network drops for a moment and its stream resumes


@dataclass
class Phone:
    username: str
    user_id: str
    token: str
    player_id: str = ""  # in the tournament


@dataclass
class Ack:
    """An acknowledged action: its entry number, what was posted, when it was sent, how long the answer took."""

    number: int
    body: dict[str, Any]
    sent: float
    latency: float


@dataclass
class TableRecord:
    round: int
    table: int
    match_id: str
    paired_at: float = 0.0  # perf_counter time the round's pairings were up
    game_id: str = ""
    create_link_s: float = float("nan")  # the match's game started (created and linked): sent → answered
    linked_after_s: float = float("nan")  # round paired → game linked to the match
    acks: list[Ack] = field(default_factory=list)
    unacked: list[dict[str, Any]] = field(default_factory=list)
    subscribers: list[Subscriber] = field(default_factory=list)
    history: list[dict[str, Any]] = field(default_factory=list)
    final_version: int = 0
    result: dict[str, Any] | None = None
    problems: list[str] = field(default_factory=list)


class _RoundOver(Exception):
    pass


async def together(*steps: Coroutine[Any, Any, None]) -> None:
    """Run steps at the same time; when one fails the others stop too (none is left behind waiting)."""
    tasks = [asyncio.create_task(step) for step in steps]
    try:
        await asyncio.gather(*tasks)
    finally:
        for task in tasks:
            task.cancel()
        await asyncio.gather(*tasks, return_exceptions=True)


class Table:
    def __init__(
        self,
        *,
        api: Api,
        tournament_id: str,
        round_number: int,
        match: dict[str, Any],
        phones: dict[str, Phone],
        rng: random.Random,
        pace: Pace,
        paired_at: float,
        deadline: float,
        start_spread: float,
    ) -> None:
        self.api, self.tid, self.match, self.rng, self.pace = api, tournament_id, match, rng, pace
        self.paired_at, self.deadline, self.start_spread = paired_at, deadline, start_spread
        first, second = (p["id"] for p in match["players"])
        self.by_seat = {"p1": phones[first], "p2": phones[second]}
        self.record = TableRecord(round=round_number, table=match["table"], match_id=match["id"], paired_at=paired_at)
        self.life = dict.fromkeys(SEATS, START_LIFE)
        self.game: dict[str, Any] = {}
        self._created = asyncio.Event()
        self._streams: list[asyncio.Task[None]] = []

    async def play(self) -> TableRecord:
        """The whole match; problems land in the record (and a step that cannot go on raises)."""
        try:
            await together(self._create(), self._join())
            await self._await_streams(1)
            await self._opening()
            try:
                while True:
                    await self._turn()
            except _RoundOver:
                pass
            await self._finish()
            await self._read_history()
            await self._await_streams(self.record.final_version)
        finally:
            for task in self._streams:
                task.cancel()
            await asyncio.gather(*self._streams, return_exceptions=True)
        return self.record

    # ---- the round starts: pairing, game, link, join, streams ------------------------------------------------

    async def _pairing(self, phone: Phone) -> None:
        """The phone reads the round's pairings and finds its table."""
        await asyncio.sleep(self.rng.uniform(0, self.start_spread))
        rnd = ok(
            await self.api.call("GET", f"/v1/tournaments/{self.tid}/rounds/{self.record.round}", token=phone.token),
            "read the pairings",
        )
        mine = [m for m in rnd["matches"] if any(p["id"] == phone.player_id for p in m["players"])]
        if [m["id"] for m in mine] != [self.match["id"]]:
            self.record.problems.append(f"{phone.username} found {[m['id'] for m in mine]} in the pairings")

    async def _create(self) -> None:
        me, other = self.by_seat["p1"], self.by_seat["p2"]
        await self._pairing(me)
        started = time.perf_counter()
        match = ok(
            await self.api.call(
                "POST",
                f"/v1/tournaments/{self.tid}/matches/{self.match['id']}/games",
                token=me.token,
                json={},
                idempotent=True,
            ),
            "start the match's game",
        )
        now = time.perf_counter()
        self.record.create_link_s, self.record.linked_after_s = now - started, now - self.paired_at
        linked = match["games"][-1] if match["games"] else {}
        self.record.game_id = linked.get("game_id", "")
        if linked.get("seats") != {me.player_id: "p1", other.player_id: "p2"}:
            self.record.problems.append(f"linked with seats {linked.get('seats')}")
        self._created.set()
        self.game = ok(await self.api.call("GET", f"/v1/games/{self.record.game_id}", token=me.token), "open the game")
        self._follow(me, ticket=False)

    async def _join(self) -> None:
        phone = self.by_seat["p2"]
        await self._pairing(phone)
        await self._created.wait()  # the game's code, from the QR code on the other phone
        path = f"/v1/games/{self.record.game_id}"
        game = ok(await self.api.call("GET", path, token=phone.token), "open the game on the other phone")
        if game["viewer"]["controls"] != ["p2"]:
            self.record.problems.append(f"the other phone controls {game['viewer']['controls']}")
        self._follow(phone, ticket=True)

    def _follow(self, phone: Phone, *, ticket: bool) -> None:
        drop_at = None
        if self.rng.random() < self.pace.drop_chance:
            drop_at = self.rng.uniform(time.perf_counter() + 2, max(self.deadline, time.perf_counter() + 3))
        sub = Subscriber(
            self.api, self.record.game_id, phone.token, ticket, drop_at=drop_at, away=self.rng.uniform(0.5, 2.0)
        )
        self.record.subscribers.append(sub)
        self._streams.append(asyncio.create_task(sub.run()))

    async def _await_streams(self, number: int) -> None:
        waits = [sub.wait_for(number, FOLLOW_TIMEOUT) for sub in self.record.subscribers]
        for sub, arrived in zip(self.record.subscribers, await asyncio.gather(*waits), strict=True):
            if not arrived:
                self.record.problems.append(f"a stream stopped at entry {sub.last} of {number} ({sub.error})")

    # ---- playing -----------------------------------------------------------------------------------------------

    async def _act(self, seat: str, body: dict[str, Any]) -> None:
        phone = self.by_seat[seat]
        sent = time.perf_counter()
        try:
            response = await self.api.call(
                "POST", f"/v1/games/{self.record.game_id}/actions", token=phone.token, json=body, idempotent=True
            )
        except Exception:
            self.record.unacked.append(body)
            raise
        latency = time.perf_counter() - sent
        data = ok(response, f"{body['type']} by {seat}")
        self.record.acks.append(Ack(data["events"][-1]["number"], body, sent, latency))
        if data["version"] > self.game["version"]:
            self.game = data["game"]

    async def _pause(self, *, burst: bool = False, last_call: bool = True) -> None:
        """A person's pause before the next action; at the round's time (``last_call``) the game ends instead."""
        low, high = self.pace.burst_gap if burst else self.pace.gap
        await asyncio.sleep(self.rng.uniform(low, high))
        if last_call and not burst and time.perf_counter() >= self.deadline:
            raise _RoundOver

    async def _opening(self) -> None:
        async def decide(seat: str) -> None:  # both players at once, each on their own phone
            await self._pause(last_call=False)
            if self.rng.random() < 0.2:
                await self._act(seat, {"type": "mulligan", "seat": seat})
                await self._pause(last_call=False)
            await self._act(seat, {"type": "keep", "seat": seat})

        await together(decide("p1"), decide("p2"))

    async def _turn(self) -> None:
        turn = self.game["turn"]
        active = turn["active_seat"]
        other = "p2" if active == "p1" else "p1"
        if turn["step"] == "start_of_turn" and turn["draw_due"] and not turn["drawn"]:
            await self._pause()
            await self._act(active, {"type": "draw", "seat": active})
        await self._pause()
        await self._act(active, {"type": "next_phase", "seat": active})  # to the Action Phase
        if self.rng.random() < 0.8:
            await self._pause()
            await self._act(active, {"type": "essence", "seat": active})
        await self._pause()
        await self._act(active, {"type": "next_phase", "seat": active})  # to Combat
        for _ in range(self.rng.choice((0, 1, 1, 2, 2, 3))):
            await self._pause()
            await self._life(active, other, reporter=active if self.rng.random() < 0.7 else other)
        if self.rng.random() < self.pace.burst_chance:
            await self._burst(active, other)
        await self._pause()
        await self._act(active, {"type": "pass_turn", "seat": active})

    async def _burst(self, attacker: str, defender: str) -> None:
        """Several quick reports (a big attack, a Trap answered at once), some from both phones together."""
        for _ in range(self.rng.randint(*self.pace.burst_size)):
            await self._pause(burst=True)
            if self.rng.random() < self.pace.both_at_once:
                await together(
                    self._life(attacker, defender, reporter=attacker), self._life(attacker, defender, reporter=defender)
                )
            else:
                await self._life(attacker, defender, reporter=self.rng.choice(SEATS))

    async def _life(self, attacker: str, defender: str, *, reporter: str) -> None:
        """Damage to the defender that never ends the game before its time, or the attacker's Lifedrain."""
        damage = min(self.rng.randint(1, 4), self.life[defender] - 1)
        if damage > 0:
            target, delta = defender, -damage
        else:
            target, delta = attacker, self.rng.randint(1, 3)
        self.life[target] += delta  # projected now, so a report sent at the same moment sees it
        await self._act(reporter, {"type": "life", "seat": reporter, "target": target, "delta": delta})

    # ---- the end of the round ----------------------------------------------------------------------------------

    async def _finish(self) -> None:
        loser = min(SEATS, key=lambda s: (self.life[s], self.rng.random()))
        winner = "p2" if loser == "p1" else "p1"
        if self.rng.random() < 0.5:
            await self._act(loser, {"type": "concede", "seat": loser})
        else:
            delta, self.life[loser] = -self.life[loser], 0
            await self._act(winner, {"type": "life", "seat": winner, "target": loser, "delta": delta})
        self.record.final_version = max(a.number for a in self.record.acks)
        if self.game.get("status") != "finished" or self.game.get("winner") != winner:
            self.record.problems.append(f"game ended as {self.game.get('status')}, won by {self.game.get('winner')}")
        lives = {s["seat"]: s["life"] for s in self.game["seats"]}
        if lives != self.life:
            self.record.problems.append(f"Life totals {lives}, expected {self.life}")
        reporter = self.by_seat[self.rng.choice(SEATS)]
        path = f"/v1/tournaments/{self.tid}/matches/{self.match['id']}/result"
        match = ok(
            await self.api.call("POST", path, token=reporter.token, json={"from_game": True}),
            "report the result from the game",
        )
        self.record.result = match["result"]
        wins = (match["result"] or {}).get("wins") or {}
        if match["status"] != "final" or wins.get(self.by_seat[winner].player_id) != 1:
            self.record.problems.append(f"result {match['status']}: {match['result']}")

    async def _read_history(self) -> None:
        after, phone = 0, self.by_seat["p1"]
        while True:
            page = ok(
                await self.api.call(
                    "GET", f"/v1/games/{self.record.game_id}/events?after={after}&limit=1000", token=phone.token
                ),
                "read the history",
            )
            self.record.history += page["items"]
            if page["next_after"] is None:
                return
            after = page["next_after"]
