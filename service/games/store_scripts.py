"""The live store's Lua scripts (``service.games.store``), each run atomically on the keys of one game.

Every write first checks its deadline (``PAST_DEADLINE``), then the game's version: two writers reading the same
version can never both win. A write publishes on its game's channel (``game:{id}:live``, the game's hash tag): with
PUBLISH on a single Redis, with SPUBLISH on a Redis Cluster (``APPEND_SHARDED``, ``DELETE_IF_SHARDED``), where a
sharded message goes to the subscribers of the slot's own node only, and a script's SPUBLISH of a channel in the
script's slot is accepted (one of another slot would be refused, CROSSSLOT).
"""

from __future__ import annotations

# A write's deadline: the writer stops waiting for its answer ``timeout`` seconds after it sends it (the client's
# socket timeout), then asks the log, and answers 503 when the write is not there. A Redis that was stopped (or cut
# off) still holds the script in its socket and runs it once it goes on — after that 503, and perhaps after the
# log was asked: the move would be played although its phone was told it was not, and played again when it retries.
# So the script first compares Redis' clock with the deadline the writer set (its send time plus the timeout) and
# does nothing past it. The deadline is set on Redis' clock: the writer adds the difference between the clocks, read
# with TIME at most once a ``store.CLOCK_CHECK_SECONDS`` (to within half a round trip). A machine whose clock ran 5 s
# behind Redis' would otherwise have had every write refused as late, and one ahead would stretch the deadline.
PAST_DEADLINE = """
local t = redis.call('TIME')
if tonumber(t[1]) + tonumber(t[2]) / 1000000 > tonumber(ARGV[%d]) then return %s end
"""

# ARGV: state, version, meta, updated_at, ttl, chain head, deadline, entries...
CREATE = (
    PAST_DEADLINE % (7, "-2")
    + """
if redis.call('EXISTS', KEYS[1]) == 1 then return 0 end
redis.call('HSET', KEYS[1], 'state', ARGV[1], 'version', ARGV[2], 'meta', ARGV[3], 'updated_at', ARGV[4],
           'head', ARGV[6])
for i = 8, #ARGV do redis.call('RPUSH', KEYS[2], ARGV[i]) end
redis.call('EXPIRE', KEYS[1], ARGV[5])
redis.call('EXPIRE', KEYS[2], ARGV[5])
return 1
"""
)

# ARGV: expected version, state, updated_at, ttl, channel, payload, chain head, deadline, entries...
# On a version mismatch it answers with the game as it is, so the writer can retry without another read.
APPEND = (
    PAST_DEADLINE % (8, "{-2, 0}")
    + """
local v = redis.call('HGET', KEYS[1], 'version')
if not v then return {-1, 0} end
if v ~= ARGV[1] then
  local now = redis.call('HMGET', KEYS[1], 'state', 'version', 'meta', 'updated_at', 'head')
  return {0, tonumber(v), now[1], now[3], now[4], now[5] or ''}
end
local n = tonumber(v) + (#ARGV - 8)
redis.call('HSET', KEYS[1], 'state', ARGV[2], 'version', n, 'updated_at', ARGV[3], 'head', ARGV[7])
for i = 9, #ARGV do redis.call('RPUSH', KEYS[2], ARGV[i]) end
redis.call('EXPIRE', KEYS[1], ARGV[4])
redis.call('EXPIRE', KEYS[2], ARGV[4])
redis.call('PUBLISH', ARGV[5], ARGV[6])
return {1, n}
"""
)

# ARGV: version, channel. Its channel hears of the deletion (an empty list of entries), so that no process goes on
# serving its copy of a game that is gone.
DELETE_IF = """
if redis.call('HGET', KEYS[1], 'version') ~= ARGV[1] then return 0 end
redis.call('DEL', KEYS[1], KEYS[2])
redis.call('PUBLISH', ARGV[2], '[]')
return 1
"""


def sharded(script: str) -> str:
    """``script`` publishing with SPUBLISH (Redis 7's sharded pub/sub, on a cluster): made once, at import, so that
    the hot path runs a script of its own by its SHA1 and edits nothing per call. The embedded Redis (6.2) has no
    SPUBLISH: there the scripts above run as they are."""
    sharded_script = script.replace("redis.call('PUBLISH', ", "redis.call('SPUBLISH', ")
    assert sharded_script != script, "a script that publishes nothing"
    return sharded_script


APPEND_SHARDED = sharded(APPEND)
DELETE_IF_SHARDED = sharded(DELETE_IF)
