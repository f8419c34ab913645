"""The live store: a game's state, version and event log in Redis, written atomically.

Keys of one game share the hash tag ``{<game id>}`` so they live in one Redis Cluster slot:
``game:{id}`` (hash: state, version, meta, updated_at) and ``game:{id}:events`` (list of JSON
entries; entry *n* is at index *n - 1*). A write is a Lua check-and-set on the version: two
writers reading the same version can never both win. The script also publishes the new entries
on ``game:{id}:live`` for the SSE streams of every API process.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

import redis

ACTIVITY_KEY = "games:activity"  # sorted set: game id → last write (unix time), for idle expiry
ACTIVITY_RESOLUTION = 60.0  # seconds; the expiry task re-checks the game's own updated_at anyway

_CREATE = """
if redis.call('EXISTS', KEYS[1]) == 1 then return 0 end
redis.call('HSET', KEYS[1], 'state', ARGV[1], 'version', ARGV[2], 'meta', ARGV[3], 'updated_at', ARGV[4])
for i = 6, #ARGV do redis.call('RPUSH', KEYS[2], ARGV[i]) end
redis.call('EXPIRE', KEYS[1], ARGV[5])
redis.call('EXPIRE', KEYS[2], ARGV[5])
return 1
"""

# ARGV: expected version, state, updated_at, ttl, channel, payload, entries...
_APPEND = """
local v = redis.call('HGET', KEYS[1], 'version')
if not v then return {-1, 0} end
if v ~= ARGV[1] then return {0, tonumber(v)} end
local n = tonumber(v) + (#ARGV - 6)
redis.call('HSET', KEYS[1], 'state', ARGV[2], 'version', n, 'updated_at', ARGV[3])
for i = 7, #ARGV do redis.call('RPUSH', KEYS[2], ARGV[i]) end
redis.call('EXPIRE', KEYS[1], ARGV[4])
redis.call('EXPIRE', KEYS[2], ARGV[4])
redis.call('PUBLISH', ARGV[5], ARGV[6])
return {1, n}
"""

_DELETE_IF = """
if redis.call('HGET', KEYS[1], 'version') ~= ARGV[1] then return 0 end
redis.call('DEL', KEYS[1], KEYS[2])
return 1
"""


def game_key(game_id: str) -> str:
    return f"game:{{{game_id}}}"


def events_key(game_id: str) -> str:
    return f"game:{{{game_id}}}:events"


def channel(game_id: str) -> str:
    return f"game:{{{game_id}}}:live"


@dataclass(frozen=True)
class LiveGame:
    id: str
    state: dict[str, Any]
    version: int
    meta: dict[str, Any]
    updated_at: float


class VersionConflict(Exception):
    """Another writer moved the game on since it was read."""

    def __init__(self, current: int) -> None:
        super().__init__(f"game is at version {current}")
        self.current = current


class GameGone(Exception):
    """The game is no longer in Redis (archived and expired, or never existed)."""


class LiveStore:
    def __init__(self, client: redis.Redis) -> None:
        self.redis = client
        self._create = client.register_script(_CREATE)
        self._append = client.register_script(_APPEND)
        self._delete_if = client.register_script(_DELETE_IF)

    def create(
        self, *, game_id: str, state: dict[str, Any], meta: dict[str, Any], entries: list[dict[str, Any]],
        now: float, ttl: int,
    ) -> None:  # fmt: skip
        created = self._create(
            keys=[game_key(game_id), events_key(game_id)],
            args=[_dump(state), len(entries), _dump(meta), now, ttl, *map(_dump, entries)],
        )
        if not created:
            raise RuntimeError(f"game {game_id} already exists")
        self.redis.zadd(ACTIVITY_KEY, {game_id: now})

    def load(self, game_id: str) -> LiveGame | None:
        raw = self.redis.hmget(game_key(game_id), "state", "version", "meta", "updated_at")
        if raw[0] is None:
            return None
        return LiveGame(game_id, json.loads(raw[0]), int(raw[1]), json.loads(raw[2]), float(raw[3]))

    def load_many(self, game_ids: list[str]) -> list[LiveGame | None]:
        """Several games in one round trip (a page of the games list)."""
        pipe = self.redis.pipeline(transaction=False)  # one slot per game: no cross-slot transaction needed
        for game_id in game_ids:
            pipe.hmget(game_key(game_id), "state", "version", "meta", "updated_at")
        return [
            LiveGame(gid, json.loads(raw[0]), int(raw[1]), json.loads(raw[2]), float(raw[3])) if raw[0] else None
            for gid, raw in zip(game_ids, pipe.execute(), strict=True)
        ]

    def append(
        self, *, game_id: str, expected_version: int, state: dict[str, Any], entries: list[dict[str, Any]],
        now: float, ttl: int, last_activity: float = 0.0,
    ) -> int:  # fmt: skip
        """Write the new state and entries if the game is still at ``expected_version``; the new version."""
        dumped = [_dump(e) for e in entries]
        ok, version = self._append(
            keys=[game_key(game_id), events_key(game_id)],
            args=[expected_version, _dump(state), now, ttl, channel(game_id), "[" + ",".join(dumped) + "]", *dumped],
        )
        if ok == -1:
            raise GameGone(game_id)
        if ok == 0:
            raise VersionConflict(version)
        if now - last_activity >= ACTIVITY_RESOLUTION:  # the idle index needs minutes, not every write
            self.redis.zadd(ACTIVITY_KEY, {game_id: now})
        return int(version)

    def entries(self, game_id: str, *, after: int, limit: int | None = None) -> list[dict[str, Any]]:
        """Entries numbered ``after + 1`` onwards (at most ``limit``)."""
        stop = -1 if limit is None else after + limit - 1
        return [json.loads(e) for e in self.redis.lrange(events_key(game_id), after, stop)]

    def expire(self, game_id: str, *, ttl: int) -> None:
        pipe = self.redis.pipeline(transaction=False)
        pipe.expire(game_key(game_id), ttl)
        pipe.expire(events_key(game_id), ttl)
        pipe.execute()

    def delete(self, game_id: str) -> None:
        self.redis.delete(game_key(game_id), events_key(game_id))
        self.redis.zrem(ACTIVITY_KEY, game_id)

    def delete_if_version(self, game_id: str, version: int) -> bool:
        """Delete the game only if nobody wrote to it since ``version`` was read."""
        deleted = self._delete_if(keys=[game_key(game_id), events_key(game_id)], args=[version])
        if deleted:
            self.redis.zrem(ACTIVITY_KEY, game_id)
        return bool(deleted)

    def idle_since(self, cutoff: float, *, limit: int = 500) -> list[str]:
        return list(self.redis.zrangebyscore(ACTIVITY_KEY, "-inf", cutoff, start=0, num=limit))

    def forget_activity(self, game_id: str) -> None:
        self.redis.zrem(ACTIVITY_KEY, game_id)

    def memory_usage(self, game_id: str) -> int:
        return sum(self.redis.memory_usage(k) or 0 for k in (game_key(game_id), events_key(game_id)))


def _dump(value: Any) -> str:
    return json.dumps(value, separators=(",", ":"))
