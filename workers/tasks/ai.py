"""AI turns. Enqueued after the commit that makes an AI seat the one to act; one run per game at a time."""

from __future__ import annotations

import contextlib
import json
from typing import Any

import redis
from celery import current_app, shared_task

from service.games.ai_turns import take_ai_turns
from service.games.followups import follow_up
from service.games.play import Written
from service.games.store import LiveStore, game_key
from workers.runtime import services

LOCK_SECONDS = 5  # plus 1.5 × the thinking budget; renewed after every move, so a dead worker's lock lapses fast


def _send(name: str, args: list[Any]) -> None:
    current_app.send_task(name, args=args)


@shared_task(name="ai.take_turn", bind=True, acks_late=True, max_retries=300)
def take_turn(self, game_id: str, version: int) -> dict:  # type: ignore[no-untyped-def]
    """Play the AI seats' decisions from the game as it is now (``version`` is the one that asked)."""
    svc = services()
    hold = LOCK_SECONDS + 1.5 * _longest_budget_s(svc.redis, game_id)
    lock = svc.redis.lock(f"{game_key(game_id)}:ai-lock", timeout=hold, blocking=False)
    if not lock.acquire(blocking=False):
        # another run is playing this game's AI; look again shortly in case it ends before our move is due
        raise self.retry(countdown=0.2)

    def after_each(written: Written) -> None:
        follow_up(db=svc.db, cache=svc.cache, written=written, send_task=_send, enqueue_ai=False)

    try:
        moves = take_ai_turns(
            store=LiveStore(svc.redis), settings=svc.settings, game_id=game_id, after_each=after_each,
            keep_alive=lambda: lock.extend(hold, replace_ttl=True),
        )  # fmt: skip
    finally:
        with contextlib.suppress(redis.exceptions.LockError):  # it lapsed: nothing to release
            lock.release()
    return {"game_id": game_id, "asked_at_version": version, "moves": moves}


def _longest_budget_s(client: redis.Redis, game_id: str) -> float:
    raw = client.hget(game_key(game_id), "meta")
    specs = json.loads(raw).get("ai", {}).values() if raw else []
    return max((s.get("budget_ms", 1000) / 1000 for s in specs), default=1.0)
