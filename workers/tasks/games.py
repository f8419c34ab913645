"""Game housekeeping: archiving games that ended, and games left idle, into SQL."""

from __future__ import annotations

from typing import Any

from celery import shared_task

from service.games.archive import archive_game, expire_idle
from service.games.store import LiveStore
from workers.runtime import services


@shared_task(name="games.archive", acks_late=True)
def archive(game_id: str) -> dict[str, Any]:
    """Copy a finished game's log into SQL (idempotent: a redelivery writes the same rows)."""
    svc = services()
    return archive_game(db=svc.db, store=LiveStore(svc.redis), settings=svc.settings, game_id=game_id)


@shared_task(name="games.expire_idle", acks_late=True)
def expire_idle_games() -> dict[str, Any]:
    svc = services()
    return expire_idle(db=svc.db, store=LiveStore(svc.redis), settings=svc.settings)
