"""What follows a committed game write, wherever it came from: webhook events for the game's members."""

from __future__ import annotations

from sqlalchemy import select
from sqlalchemy.orm import Session

from service.games.play import Written
from service.models import GameMember, WebhookEndpoint
from service.webhooks import record


def record_game_events(*, session: Session, written: Written) -> list[str]:
    """``game.action`` for each new entry (and ``game.finished`` when it ended) to members' endpoints."""
    game_id = written.record.id
    # one query on the hot path: the members of this game who have an active endpoint (usually none)
    user_ids = list(
        session.scalars(
            select(WebhookEndpoint.user_id)
            .join(GameMember, GameMember.user_id == WebhookEndpoint.user_id)
            .where(GameMember.game_id == game_id, WebhookEndpoint.status == "active")
            .distinct()
        )
    )
    if not user_ids:
        return []
    ids = []
    for entry in written.entries:
        if entry["type"] == "game_created":
            continue  # game.action is about moves; nobody but the creator knows of the game yet
        data = {"game_id": game_id, "ruleset": written.record.meta["ruleset"], "version": written.record.version,
                "entry": entry}  # fmt: skip
        ids += record(session=session, user_ids=user_ids, type="game.action", data=data)
    if written.finished_now:
        state = written.record.state
        data = {"game_id": game_id, "ruleset": written.record.meta["ruleset"], "version": written.record.version,
                "winner": state.get("winner"), "finish_reason": state.get("finish_reason")}  # fmt: skip
        ids += record(session=session, user_ids=user_ids, type="game.finished", data=data)
    return ids
