"""What follows a committed game write, whoever made it (a person through the API or the AI in a worker):
webhook events, archiving a game that just ended, and the AI's turn when an AI seat must act next."""

from __future__ import annotations

from service.games.ai_queue import AiQueue, owner_of
from service.games.history import ruleset_for
from service.games.notify import has_news, record_game_events, webhook_users
from service.games.play import Written
from service.games.records import GameRecord
from service.platform.cache import ProcessCache
from service.platform.db import Database
from service.platform.tasks import send_task


def ai_to_move(record: GameRecord) -> str | None:
    """The AI seat the game waits for now, if any."""
    ai = record.meta.get("ai") or {}
    if not ai or record.state["status"] != "active":
        return None
    game = ruleset_for(record.meta)
    if not game.capabilities.ai:
        return None
    return next((seat for seat in game.to_act(record.state) if seat in ai), None)


def follow_up(*, db: Database, cache: ProcessCache, ai: AiQueue, written: Written, enqueue_ai: bool = True) -> None:
    """Webhook events in their own short unit of work (deliveries are enqueued once it commits), then tasks."""
    users = webhook_users(db=db, cache=cache, game_id=written.record.id) if has_news(written) else ()
    if users:
        with db.session() as session:
            record_game_events(session=session, written=written, user_ids=users)
    if written.finished_now:
        send_task("games.archive", args=[written.record.id])
        if written.record.meta.get("ai"):
            ai.release(owner=owner_of(written.record.meta, written.record.id), game_id=written.record.id)
    if enqueue_ai and ai_to_move(written.record):
        record = written.record
        ai.request(owner=owner_of(record.meta, record.id), game_id=record.id)
