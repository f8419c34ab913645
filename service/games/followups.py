"""What follows a committed game write, whoever made it (a person through the API or the AI in a worker):
webhook events, archiving a game that just ended, and the AI's turn when an AI seat must act next."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from sqlalchemy.orm import Session

from service.games.history import ruleset_for
from service.games.notify import record_game_events
from service.games.play import Written
from service.games.records import GameRecord

SendTask = Callable[[str, list[Any]], Any]
AI_TASK = "ai.take_turn"


def ai_to_move(record: GameRecord) -> str | None:
    """The AI seat the game waits for now, if any."""
    ai = record.meta.get("ai") or {}
    if not ai or record.state["status"] != "active":
        return None
    game = ruleset_for(record.meta)
    if not game.capabilities.ai:
        return None
    return next((seat for seat in game.to_act(record.state) if seat in ai), None)


def follow_up(*, session: Session, written: Written, send_task: SendTask, enqueue_ai: bool = True) -> None:
    if record_game_events(session=session, written=written):
        session.commit()  # the webhook deliveries are enqueued once this commits
    if written.finished_now:
        send_task("games.archive", [written.record.id])
    if enqueue_ai and ai_to_move(written.record):
        send_task(AI_TASK, [written.record.id, written.record.version])
