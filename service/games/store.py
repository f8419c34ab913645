"""The live store: a game's state, version and event log in Redis, written atomically.

Keys of one game share the hash tag ``{<game id>}`` so they live in one Redis Cluster slot:
``game:{id}`` (hash: state, version, meta, updated_at) and ``game:{id}:events`` (list of JSON
entries; entry *n* is at index *n - 1*). A write is a Lua check-and-set on the version: two
writers reading the same version can never both win. The script also publishes the new entries
on ``game:{id}:live`` for the SSE streams of every API process.
"""

from __future__ import annotations

import math
import threading
import time
from collections import OrderedDict
from collections.abc import Callable
from typing import Any, cast

import orjson
import redis
import structlog

from service.games import live_message
from service.games.store_keys import (
    GameGone,
    LiveGame,
    VersionConflict,
    WriteTooLate,
    channel,
    events_key,
    game_key,
)
from service.games.store_scripts import APPEND, APPEND_SHARDED, CREATE, DELETE_IF, DELETE_IF_SHARDED
from service.games.watch import CopyWatch, Ticket
from service.platform.durability import UNREACHED, Proof, note_unconfirmed, replicated
from service.platform.redis_client import CONNECTION_LOST, as_bytes, as_str
from service.platform.redis_cluster import is_cluster, reply_timeout
from service.platform.redis_scripts import Script
from service.platform.subscription_node import publish_live

log = structlog.get_logger("service.games.store")

ACTIVITY_KEY = "games:activity"  # sorted set: game id → last write (unix time), for idle expiry
ACTIVITY_RESOLUTION = 60.0  # seconds; the expiry task re-checks the game's own updated_at anyway
RECENT_GAMES = 2048  # copies a process keeps (least recently used go first)
CLOCK_CHECK_SECONDS = 60.0  # how often a process reads Redis' clock again (``LiveStore._deadline``)


class LiveStore:
    """The live games in Redis, and this process's copy of the last version of each game it read or wrote.

    A writer starts from the copy and lets the check-and-set say whether it was still current (when it was not, the
    script answers with the current game): a move costs one round trip instead of a read and a write. A reader is
    served the copy while ``CopyWatch`` vouches that no write has happened since it was taken (``read``): a game
    that phones keep reading costs no round trip at all."""

    def __init__(
        self,
        client: redis.Redis,
        *,
        clock: Callable[[], float] = time.time,
        watch_pattern: bool = False,
        wait_replicas: int = 0,
        wait_timeout_ms: int = 500,
    ) -> None:
        self.redis = client
        # a write is answered once this many replicas hold it (``service.platform.durability``); 0: at once
        self.wait_replicas, self.wait_timeout_ms = wait_replicas, wait_timeout_ms
        # a cluster's scripts publish with SPUBLISH, heard on the node of the game's slot (``store_scripts``)
        scripts = (CREATE, APPEND_SHARDED, DELETE_IF_SHARDED) if is_cluster(client) else (CREATE, APPEND, DELETE_IF)
        self._create, self._append, self._delete_if = (Script(client, s) for s in scripts)
        self._recent: OrderedDict[str, LiveGame] = OrderedDict()
        self._recent_max = RECENT_GAMES
        # the newest write heard of for a game whose copy is older: (version, message), parsed when next wanted
        self._heard_only: dict[str, tuple[int, bytes | str]] = {}
        self._recent_lock = threading.Lock()
        self.watch = CopyWatch(client, on_write=self._heard, on_release=self._let_go, pattern=watch_pattern)
        # the client's reply timeout; none: a writer waits for ever, so no deadline can pass before it gives up
        self._timeout = reply_timeout(client) or 10 * 365 * 86400.0
        self._clock = clock
        self._clock_offset = 0.0  # Redis' clock minus this process's
        self._offset_read_at = -math.inf

    def recent(self, game_id: str) -> LiveGame | None:
        """This process's last copy of the game (maybe behind the store): a starting point for a write only."""
        self.watch.catch_up()
        return self._copy(game_id)

    def read(self, game_id: str, *, at_least: int | None = None) -> LiveGame | None:
        """The game for a reader: this process's copy while the watch vouches for it (and it is at version
        ``at_least`` or later, which the reader knows exists), else read from Redis."""
        self.watch.catch_up()
        copy = self._copy(game_id)
        if (
            copy is not None
            and (at_least is None or copy.version >= at_least)
            and self.watch.vouches(game_id, copy.version)
        ):
            self.watch.served += 1
            return copy
        return self.load(game_id)

    def _heard(self, game_id: str, payload: bytes | str) -> int | None:
        """Another write to a game this process holds a copy of (called by the watch, in the order the writes were
        made): the copy is to become the game as that write left it. The version now vouched for, or None."""
        known = self._recent.get(game_id)
        if known is None:
            return None
        version, active = live_message.header(payload)
        if version == 0:  # the game was deleted
            self._forget(game_id)
            return None
        if active is False:  # it ended: its copy is never vouched for again, so its writes need not be heard
            self.watch.release(game_id)
        if version <= known.version:
            return None  # a write this process made (and remembered) itself
        if active is None:  # a message that does not say (an older release's): taken in now, as that release did
            game = self._from_message(game_id, payload, known)
            return game.version if game.state.get("status") == "active" else None
        with self._recent_lock:  # kept only beside a copy: an evicted or forgotten game's message goes with it
            heard = self._heard_only.get(game_id)
            if game_id in self._recent and (heard is None or heard[0] < version):
                self._heard_only[game_id] = (version, payload)
        return version if active else None

    def _copy(self, game_id: str) -> LiveGame | None:
        """This process's copy of the game, brought up to the newest write heard of."""
        copy = self._recent.get(game_id)
        self.watch.used(game_id)
        heard = self._heard_only.pop(game_id, None)
        if heard is None or copy is None or heard[0] <= copy.version:
            return copy
        try:
            self._from_message(game_id, heard[1], copy)
        except (orjson.JSONDecodeError, KeyError, TypeError, IndexError, AttributeError):
            # never published by this code; the copy goes, and the game is read from Redis when next wanted
            log.exception("live_copy_message_unreadable", game_id=game_id)
            self._forget(game_id)
            return None
        return self._recent.get(game_id)

    def _from_message(self, game_id: str, payload: bytes | str, known: LiveGame) -> LiveGame:
        data = live_message.body(payload)
        entries = data["entries"]
        game = LiveGame(
            game_id,
            data["state"],
            data["version"],
            known.meta,
            data["updated_at"],
            entries[-1].get("hash") if entries else known.head,
        )
        self._remember(game)
        return game

    def _remember(self, game: LiveGame, ticket: Ticket | None = None) -> None:
        with self._recent_lock:
            known = self._recent.get(game.id)
            if known is not None and known.version > game.version:
                return  # a newer copy arrived meanwhile
            self._recent[game.id] = game
            self._recent.move_to_end(game.id)
            while len(self._recent) > self._recent_max:
                evicted, _ = self._recent.popitem(last=False)
                self._heard_only.pop(evicted, None)
                self.watch.release(evicted)  # its channel goes quiet here
        if game.state.get("status") == "active":  # a finished game's key ends silently (retention): never vouched
            self.watch.hold(game.id)
            self.watch.keep(game.id, game.version, ticket)
        else:
            self.watch.release(game.id)

    def _forget(self, game_id: str) -> None:
        self._let_go(game_id)
        self.watch.drop(game_id)

    def _let_go(self, game_id: str) -> None:  # gone, or unused here a while (the watch's sweep): its channel too
        with self._recent_lock:
            self._recent.pop(game_id, None)
            self._heard_only.pop(game_id, None)
        self.watch.release(game_id)

    def create(
        self,
        *,
        game_id: str,
        state: dict[str, Any],
        meta: dict[str, Any],
        entries: list[dict[str, Any]],
        now: float,
        ttl: int,
    ) -> None:
        ticket = self.watch.ticket()
        dumped = [_dump(e) for e in entries]
        created = self._write(
            self._create,
            game_id=game_id,
            first=1,
            entries=dumped,
            made=1,
            args=[
                _dump(state),
                len(entries),
                _dump(meta),
                now,
                ttl,
                entries[-1].get("hash", ""),
                self._deadline(),
                *dumped,
            ],
        )
        if created == -2:
            raise WriteTooLate(f"the creation of game {game_id} reached Redis after its deadline")
        if not created and as_bytes(self.redis.lindex(events_key(game_id), 0) or b"") != dumped[0]:
            raise RuntimeError(f"game {game_id} already exists")  # (not this very creation, sent again by redis-py)
        self._confirm(game_id, 1, dumped[0])
        self.redis.zadd(ACTIVITY_KEY, {game_id: now})
        self._remember(LiveGame(game_id, state, len(entries), meta, now, entries[-1].get("hash")), ticket)

    def load(self, game_id: str) -> LiveGame | None:
        """The game as Redis has it now."""
        ticket = self.watch.ticket()
        raw = self.redis.hmget(game_key(game_id), *_FIELDS)
        if raw[0] is None:
            self._forget(game_id)
            return None
        game = _live(game_id, raw)
        self._remember(game, ticket)
        return game

    def load_many(self, game_ids: list[str]) -> list[LiveGame | None]:
        """Several games in one round trip (a page of the games list)."""
        pipe = self.redis.pipeline(transaction=False)  # one slot per game: no cross-slot transaction needed
        for game_id in game_ids:
            pipe.hmget(game_key(game_id), *_FIELDS)
        return [_live(gid, raw) if raw[0] else None for gid, raw in zip(game_ids, pipe.execute(), strict=True)]

    def append(
        self,
        *,
        game_id: str,
        expected_version: int,
        state: dict[str, Any],
        entries: list[dict[str, Any]],
        now: float,
        ttl: int,
        last_activity: float = 0.0,
        meta: dict[str, Any] | None = None,
    ) -> int:
        """Write the new state and entries if the game is still at ``expected_version``; the new version."""
        dumped = [_dump(e) for e in entries]
        state_json = _dump(state)
        ticket = self.watch.ticket()
        reply = self._write(
            self._append,
            game_id=game_id,
            first=expected_version + 1,
            entries=dumped,
            made=[1, expected_version + len(entries)],
            args=[
                expected_version,
                state_json,
                now,
                ttl,
                channel(game_id),
                live_message.message(
                    version=expected_version + len(entries),
                    active=state.get("status") == "active",
                    updated_at=now,
                    state=state_json,
                    entries=dumped,
                ),
                entries[-1].get("hash", ""),
                self._deadline(),
                *dumped,
            ],
        )
        ok, version = reply[0], int(reply[1])
        if ok == -2:
            raise WriteTooLate(f"a write to game {game_id} reached Redis after its deadline")
        if ok == -1:
            self._forget(game_id)
            raise GameGone(game_id)
        head = entries[-1].get("hash")
        if ok == 0 and head and version == expected_version + len(entries) and as_str(reply[5] or "") == head:
            ok = 1  # this very write, sent again by redis-py after its connection failed: made once, answered as made
        if ok == 0:
            current = LiveGame(
                game_id, orjson.loads(reply[2]), version, orjson.loads(reply[3]), float(reply[4]), reply[5] or None
            )
            self._remember(current, ticket)
            raise VersionConflict(version, current)
        self._confirm(game_id, expected_version + 1, dumped[0])
        if now - last_activity >= ACTIVITY_RESOLUTION:  # the idle index needs minutes, not every write
            self.redis.zadd(ACTIVITY_KEY, {game_id: now})
        if meta is not None:
            self._remember(LiveGame(game_id, state, version, meta, now, entries[-1].get("hash")), ticket)
        return version

    def _deadline(self) -> float:
        """The last moment (Redis' clock) at which a write sent now may still be made (``store_scripts``)."""
        now = self._clock()
        if now - self._offset_read_at >= CLOCK_CHECK_SECONDS:
            self._read_clock_offset()
        return now + self._clock_offset + self._timeout

    def _read_clock_offset(self) -> None:
        """Redis' clock against this process's, from the middle of a TIME round trip. Unreachable: the last
        difference stands, and the next write tries again (the write itself then meets the same error)."""
        sent = self._clock()
        try:
            seconds, micros = self.redis.time()
        except CONNECTION_LOST:
            return
        received = self._clock()
        self._clock_offset = seconds + micros / 1_000_000 - (sent + received) / 2
        self._offset_read_at = received

    def _write(self, script: Any, *, game_id: str, first: int, entries: list[bytes], made: Any, args: list[Any]) -> Any:
        """Run a script that logs ``entries`` from number ``first`` on. A script whose connection failed once it was
        sent may have run with only its answer lost (the connection dropped, Redis killed before it replied): asked
        on a new connection, the log says which. Written: the write is answered as made (``made``), once — a 503
        would have the client send it again, and the move would be played twice. Not written, or Redis still
        unreachable: the error stands. Each entry carries its time to the microsecond, so no other write logs the
        same."""
        try:
            return script(keys=[game_key(game_id), events_key(game_id)], args=args)
        except CONNECTION_LOST:
            try:
                found = self.redis.lindex(events_key(game_id), first - 1)
            except UNREACHED:
                if self.wait_replicas:  # it may be there (and be kept): a retry must ask the log first
                    note_unconfirmed(Proof.of(events_key(game_id), first - 1, entries[0]))
                found = None
            if found is None or as_bytes(found) != entries[0]:
                raise
            return made

    def _confirm(self, game_id: str, first: int, entry: bytes) -> None:
        """Wait for ``wait_replicas`` replicas to hold the write that logged ``entry`` as number ``first``; when they do
        not in time, the request is not answered 2xx (``durability.note_unconfirmed``)."""
        if self.wait_replicas and not replicated(
            self.redis, events_key(game_id), replicas=self.wait_replicas, timeout_ms=self.wait_timeout_ms
        ):
            log.warning("live_write_not_replicated", game_id=game_id, number=first)
            note_unconfirmed(Proof.of(events_key(game_id), first - 1, entry))

    def entries(self, game_id: str, *, after: int, limit: int | None = None) -> list[dict[str, Any]]:
        """Entries numbered ``after + 1`` onwards (at most ``limit``)."""
        stop = -1 if limit is None else after + limit - 1
        return [orjson.loads(e) for e in self.redis.lrange(events_key(game_id), after, stop)]

    def expire(self, game_id: str, *, ttl: int) -> None:
        pipe = self.redis.pipeline(transaction=False)
        pipe.expire(game_key(game_id), ttl)
        pipe.expire(events_key(game_id), ttl)
        pipe.execute()

    def delete(self, game_id: str) -> None:
        self._forget(game_id)
        # a DEL a key, and the PUBLISH after: redis-py's cluster pipeline refuses a multi-key DEL and a PUBLISH
        pipe = self.redis.pipeline(transaction=False)
        pipe.delete(game_key(game_id))
        pipe.delete(events_key(game_id))
        pipe.zrem(ACTIVITY_KEY, game_id)
        pipe.execute()
        publish_live(self.redis, channel(game_id), "[]")  # no process goes on serving its copy

    def delete_if_version(self, game_id: str, version: int) -> bool:
        """Delete the game only if nobody wrote to it since ``version`` was read."""
        self._forget(game_id)
        deleted = self._delete_if(keys=[game_key(game_id), events_key(game_id)], args=[version, channel(game_id)])
        if deleted:
            self.redis.zrem(ACTIVITY_KEY, game_id)
        return bool(deleted)

    def idle_since(self, cutoff: float, *, limit: int = 500) -> list[str]:
        # members only (no scores): redis-py's one return type covers both
        members = cast("list[str | bytes]", self.redis.zrangebyscore(ACTIVITY_KEY, "-inf", cutoff, start=0, num=limit))
        return [as_str(member) for member in members]

    def forget_activity(self, game_id: str) -> None:
        self.redis.zrem(ACTIVITY_KEY, game_id)

    def memory_usage(self, game_id: str) -> int:
        return sum(self.redis.memory_usage(k) or 0 for k in (game_key(game_id), events_key(game_id)))


_FIELDS = ("state", "version", "meta", "updated_at", "head")


def _live(game_id: str, raw: list[Any]) -> LiveGame:
    return LiveGame(game_id, orjson.loads(raw[0]), int(raw[1]), orjson.loads(raw[2]), float(raw[3]), raw[4] or None)


def _dump(value: Any) -> bytes:
    return orjson.dumps(value, option=orjson.OPT_NON_STR_KEYS)
