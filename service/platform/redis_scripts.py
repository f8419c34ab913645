"""Lua scripts run by their SHA1, loaded again when Redis does not know them (restarted, or its scripts flushed).

redis-py's ``Script.__call__`` does the same, but on every call it also imports ``Pipeline`` and asks whether the
client is one: an ``isinstance`` against a class whose metaclass is ``typing``'s protocol metaclass, which walks the
class's bases each time. That was 1.3% of an action's CPU in a profile of the action path (the one EVALSHA per move).
"""

from __future__ import annotations

import hashlib
from collections.abc import Sequence
from typing import Any

import redis
from redis.exceptions import NoScriptError


class Script:
    """``script(keys=[...], args=[...])``: EVALSHA, and on NOSCRIPT a SCRIPT LOAD and the EVALSHA again."""

    def __init__(self, client: redis.Redis, source: str) -> None:
        self.client = client
        self.source = source
        self.sha = hashlib.sha1(source.encode()).hexdigest()

    def __call__(self, *, keys: Sequence[Any] = (), args: Sequence[Any] = ()) -> Any:
        try:
            return self.client.evalsha(self.sha, len(keys), *keys, *args)
        except NoScriptError:
            self.sha = self.client.script_load(self.source)
            return self.client.evalsha(self.sha, len(keys), *keys, *args)
