"""AI turns, one run per account at a time (see ``service.games.ai_queue``), on the AI workers' own queue.

A run plays one decision of each of the account's waiting games in turn and, after a time slice, queues itself
again behind other accounts' runs. Every move is a check-and-set on the version it was decided from, and each
decision is seeded by the game and its version, so a run delivered again after its worker died plays on from
the last committed move and never applies a move twice.
"""

from __future__ import annotations

import time
from typing import Any

from celery import shared_task

from service.games.ai_queue import RUN_TASK, SLICE_SECONDS, AiQueue, owner_of
from service.games.ai_turns import play_one_decision
from service.games.followups import follow_up
from service.games.play import Written
from service.games.store import LiveStore
from service.platform.tasks import send_task
from workers.runtime import services


@shared_task(name=RUN_TASK, acks_late=True)
def run_owner(owner: str) -> dict[str, Any]:
    """Play the account's AI decisions, game by game in turn, for one time slice."""
    svc = services()
    queue, store = AiQueue(svc.redis), LiveStore(svc.redis)

    def after_each(written: Written) -> None:
        follow_up(db=svc.db, cache=svc.cache, ai=queue, written=written, enqueue_ai=False)

    queue.renew(owner)
    started = time.monotonic()
    moves = 0
    while True:
        games = queue.wanted(owner)
        if not games:
            if queue.try_finish(owner):
                return {"owner": owner, "moves": moves, "requeued": False}
            continue
        for game_id in games:
            if play_one_decision(store=store, settings=svc.settings, game_id=game_id, after_each=after_each):
                moves += 1
            else:
                queue.done_with(owner, game_id)
            queue.renew(owner)
        if time.monotonic() - started >= SLICE_SECONDS:
            send_task(RUN_TASK, args=[owner])  # behind the other accounts' runs; this account's run key stays held
            return {"owner": owner, "moves": moves, "requeued": True}


@shared_task(name="ai.restart_stalled", acks_late=True)
def restart_stalled() -> list[str]:
    """Beat, every 30 s: start the run of any account whose games wait for the AI with no run going."""
    queue = AiQueue(services().redis)
    return [owner for owner in queue.stalled_owners() if queue.restart(owner)]


@shared_task(name="ai.take_turn", acks_late=True)
def take_turn(game_id: str, version: int) -> None:
    """What an API before the per-account runs queued: handed to the game's owner's run."""
    svc = services()
    live = LiveStore(svc.redis).load(game_id)
    if live is not None:
        AiQueue(svc.redis).request(owner=owner_of(live.meta, game_id), game_id=game_id)
