"""Game housekeeping: archiving games that ended, and games left idle, into SQL."""

from __future__ import annotations

from typing import Any

from celery import shared_task

from service.games.archive import archive_game, expire_idle
from service.games.store import LiveStore
from service.platform.tasks import send_task
from workers.runtime import services
from workers.tasks.ratings import RATE_GAME_TASK


@shared_task(name="games.archive", acks_late=True)
def archive(game_id: str) -> dict[str, Any]:
    """Copy a finished game's log into SQL (idempotent: a redelivery writes the same rows); the players' ratings
    follow the archived game as a task of their own."""
    svc = services()
    result = archive_game(db=svc.db, store=LiveStore(svc.redis), settings=svc.settings, game_id=game_id)
    if result["archived"] and result["status"] == "finished":
        send_task(RATE_GAME_TASK, args=[game_id])
    return result


@shared_task(name="games.expire_idle", acks_late=True)
def expire_idle_games() -> dict[str, Any]:
    svc = services()
    return expire_idle(db=svc.db, store=LiveStore(svc.redis), settings=svc.settings)
