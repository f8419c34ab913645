"""Webhook events of an event, recorded in the same unit of work (sent only if it commits)."""

from __future__ import annotations

from typing import Any

from sqlalchemy import select
from sqlalchemy.orm import Session

from service import webhooks
from service.models import Tournament, TournamentPlayer


def emit(session: Session, *, tournament: Tournament, type: str, data: dict[str, Any]) -> None:
    """Tell the organiser and every player with an account (``type`` is a webhook event type)."""
    players = session.scalars(
        select(TournamentPlayer.user_id).where(
            TournamentPlayer.tournament_id == tournament.id, TournamentPlayer.user_id.is_not(None)
        )
    )
    user_ids = [tournament.organiser_id, *(u for u in players if u)]
    webhooks.record(session=session, user_ids=user_ids, type=type, data={"tournament_id": tournament.id, **data})
