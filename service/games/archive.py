"""Copying a game that ended (or was abandoned) from Redis into SQL, where it stays readable.

Archiving is idempotent — it writes the whole log again, replacing what an earlier run wrote —
because Celery may deliver the task twice, and because an undo can reopen a finished game that
then finishes (and is archived) again.
"""

from __future__ import annotations

import time
from typing import Any

from sqlalchemy import delete

from service.games.models import Game, GameEvent
from service.games.store import LiveStore
from service.platform.db import Database
from service.platform.model_base import utcnow
from service.platform.settings import Settings


def archive_game(
    *, db: Database, store: LiveStore, settings: Settings, game_id: str, abandoned: bool = False
) -> dict[str, Any]:
    """Read the game from Redis, write it to SQL in one unit of work, then let Redis expire it: the unit of work
    never waits on Redis."""
    live = store.load(game_id)
    if live is None:
        return {"game_id": game_id, "archived": False, "reason": "not live"}
    if not abandoned and live.state["status"] == "active":
        return {"game_id": game_id, "archived": False, "reason": "still active (undone since it ended)"}
    entries = store.entries(game_id, after=0)
    status = "abandoned" if abandoned else "finished"
    with db.session() as session:
        game = session.get(Game, game_id)
        if game is None:
            return {"game_id": game_id, "archived": False, "reason": "unknown game"}
        session.execute(delete(GameEvent).where(GameEvent.game_id == game_id))
        session.add_all(GameEvent(game_id=game_id, number=e["number"], type=e["type"], data=e) for e in entries)
        game.status = status
        game.version = live.version
        game.winner = live.state.get("winner")
        game.finish_reason = live.state.get("finish_reason") or ("abandoned" if abandoned else None)
        game.final_state = live.state
        game.archived_at = utcnow()
    if abandoned:
        if not store.delete_if_version(game_id, live.version):
            # someone played on between our read and the delete: it is live again
            _mark_live(db, game_id)
            return {"game_id": game_id, "archived": False, "reason": "moved on while archiving"}
    else:
        store.expire(game_id, ttl=settings.game_finished_retention_seconds)
        store.forget_activity(game_id)
    return {"game_id": game_id, "archived": True, "status": status, "events": len(entries)}


def _mark_live(db: Database, game_id: str) -> None:
    with db.session() as session:
        game = session.get(Game, game_id)
        if game is not None:
            game.status = "live"


def expire_idle(*, db: Database, store: LiveStore, settings: Settings, now: float | None = None) -> dict[str, Any]:
    """Archive as abandoned every live game idle for longer than the configured time."""
    now = time.time() if now is None else now
    cutoff = now - settings.game_idle_ttl_seconds
    archived = []
    for game_id in store.idle_since(cutoff):
        live = store.load(game_id)
        if live is None:
            store.forget_activity(game_id)
            continue
        if live.updated_at > cutoff:
            continue
        abandoned = live.state["status"] == "active"
        result = archive_game(db=db, store=store, settings=settings, game_id=game_id, abandoned=abandoned)
        if result["archived"]:
            archived.append(game_id)
    return {"archived": archived}
