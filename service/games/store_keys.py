"""The live store's keys and the values and errors it hands out (``service.games.store``).

Keys of one game share the hash tag ``{<game id>}`` so they live in one Redis Cluster slot.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import redis


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
    head: str | None = None  # the last entry's hash (``service.games.chain``); None for a log never chained


class VersionConflict(Exception):
    """Another writer moved the game on since it was read; ``game`` is the game as it is now."""

    def __init__(self, current: int, game: LiveGame | None = None) -> None:
        super().__init__(f"game is at version {current}")
        self.current = current
        self.game = game


class GameGone(Exception):
    """The game is no longer in Redis (archived and expired, or never existed)."""


class WriteTooLate(redis.TimeoutError):
    """Redis ran the write only after its deadline, and so did not make it (nothing was written)."""
