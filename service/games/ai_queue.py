"""Who gets the AI workers: one AI run per account at a time, taking turns with the other accounts' runs.

A game whose AI must move is added to its owner's (the account that created it) set of wanted games, and the
owner's run is started unless it is going already — both in one Redis script, so a run that is just ending
cannot miss it. A run (the ``ai.run_owner`` task) plays one decision of each wanted game in turn, so an
account's games share its one worker slot, and after ``SLICE_SECONDS`` it queues itself again behind the other
accounts' runs. So however many games one account has against the AI, at its maximum budget, it holds at most
one of the AI worker's processes, and other accounts' AI opponents keep moving.

Keys: an account's keys share the hash tag ``{owner}``, so a script on them stays in one Redis Cluster slot:
``ai:{owner}:wanted`` (set of game ids), ``ai:{owner}:run`` (the run is going; renewed while it plays),
``ai:{owner}:games`` (its games against the AI in progress). ``ai:owners`` (sorted set: owner → when it last asked
for a decision) is how the restart of stalled runs finds the owners without scanning keys, which a cluster cannot
do in one command.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Any, cast

import redis

from service.platform.redis_client import as_str
from service.platform.redis_scripts import Script
from service.platform.tasks import send_task

RUN_TASK = "ai.run_owner"
SLICE_SECONDS = 10.0  # then the run goes to the back of the AI queue, behind other accounts' runs
RUN_TTL_SECONDS = 30  # a run renews this after each decision; one whose worker died lapses, and is restarted


# KEYS: wanted, run; ARGV: game id, ttl. 1 when the caller must start the owner's run.
_REQUEST = """
redis.call('SADD', KEYS[1], ARGV[1])
if redis.call('SET', KEYS[2], 'starting', 'NX', 'EX', ARGV[2]) then return 1 end
return 0
"""
# KEYS: the account's games against the AI; ARGV: game id, limit. 1 when the game took one of the places.
_RESERVE = """
if redis.call('SISMEMBER', KEYS[1], ARGV[1]) == 1 then return 1 end
if redis.call('SCARD', KEYS[1]) >= tonumber(ARGV[2]) then return 0 end
redis.call('SADD', KEYS[1], ARGV[1])
return 1
"""
# KEYS: wanted, run. 1 when the run may end (nothing wanted; the run key is gone), 0 when work arrived meanwhile.
_FINISH = """
if redis.call('SCARD', KEYS[1]) > 0 then return 0 end
redis.call('DEL', KEYS[2])
return 1
"""


OWNERS_KEY = "ai:owners"
# an owner with nothing wanted leaves ``ai:owners`` only once its last request is this old: a request adds the owner
# there before its game to the wanted set, so a sweep between the two would otherwise drop an owner about to want
OWNER_FORGET_SECONDS = 10 * RUN_TTL_SECONDS


def games_key(owner: str) -> str:
    return f"ai:{{{owner}}}:games"


def wanted_key(owner: str) -> str:
    return f"ai:{{{owner}}}:wanted"


def run_key(owner: str) -> str:
    return f"ai:{{{owner}}}:run"


def owner_of(meta: dict[str, Any], game_id: str) -> str:
    return meta.get("created_by") or f"game-{game_id}"


# KEYS: the owners; ARGV: owner, the score it was read with. Removes it only if no request came since.
_FORGET_OWNER = """
local asked = redis.call('ZSCORE', KEYS[1], ARGV[1])
if asked and tonumber(asked) <= tonumber(ARGV[2]) then return redis.call('ZREM', KEYS[1], ARGV[1]) end
return 0
"""


class AiQueue:
    def __init__(self, client: redis.Redis) -> None:
        self.redis = client
        self._forget_owner = Script(client, _FORGET_OWNER)
        self._request = Script(client, _REQUEST)
        self._finish = Script(client, _FINISH)
        self._reserve = Script(client, _RESERVE)

    # ---- the quota: games against the AI in progress per account ----------------------------------------------

    def reserve(self, *, owner: str, game_id: str, limit: int, still_active: Callable[[list[str]], list[bool]]) -> bool:
        """Take one of the account's ``limit`` places for a game against the AI (False when all are taken by
        games still in progress). Games that ended since are let go first."""
        key = games_key(owner)
        held = sorted(as_str(member) for member in self.redis.smembers(key))
        ended = [g for g, active in zip(held, still_active(held), strict=True) if not active]
        if ended:
            self.redis.srem(key, *ended)
        return bool(self._reserve(keys=[key], args=[game_id, limit]))

    def release(self, *, owner: str, game_id: str) -> None:
        """The game against the AI ended (or was never made): its place is free."""
        self.redis.srem(games_key(owner), game_id)

    def request(self, *, owner: str, game_id: str) -> None:
        """The game's AI must move: have the owner's run play it (starting the run if needed)."""
        self.redis.zadd(OWNERS_KEY, {owner: time.time()})  # first: a sweep must find an owner with wanted games
        if self._request(keys=[wanted_key(owner), run_key(owner)], args=[game_id, RUN_TTL_SECONDS]):
            send_task(RUN_TASK, args=[owner])

    def wanted(self, owner: str) -> list[str]:
        return sorted(as_str(member) for member in self.redis.smembers(wanted_key(owner)))

    def done_with(self, owner: str, game_id: str) -> None:
        """The game waits for no AI decision now."""
        self.redis.srem(wanted_key(owner), game_id)

    def renew(self, owner: str) -> None:
        self.redis.set(run_key(owner), "running", ex=RUN_TTL_SECONDS)

    def try_finish(self, owner: str) -> bool:
        """End the owner's run if nothing is wanted; False when a game was added meanwhile (play on)."""
        return bool(self._finish(keys=[wanted_key(owner), run_key(owner)]))

    def stalled_owners(self) -> list[str]:
        """Accounts with wanted games and no run going (its worker died and the task was not delivered again)."""
        stalled, forget_before = [], time.time() - OWNER_FORGET_SECONDS
        owners = cast("list[tuple[str | bytes, float]]", self.redis.zrange(OWNERS_KEY, 0, -1, withscores=True))
        for member, asked_at in owners:
            owner = as_str(member)
            if self.redis.scard(wanted_key(owner)) == 0:
                if asked_at < forget_before:  # ZREM only if not asked again meanwhile (its score moved on)
                    self._forget_owner(keys=[OWNERS_KEY], args=[owner, asked_at])
            elif not self.redis.exists(run_key(owner)):
                stalled.append(owner)
        return stalled

    def restart(self, owner: str) -> bool:
        if self.redis.set(run_key(owner), "starting", nx=True, ex=RUN_TTL_SECONDS):
            send_task(RUN_TASK, args=[owner])
            return True
        return False
