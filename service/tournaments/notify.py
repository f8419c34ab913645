"""Webhook events of an event, recorded in the same unit of work (sent only if it commits)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from sqlalchemy import select
from sqlalchemy.orm import Session

from service import webhooks
from service.models import Tournament, TournamentPlayer, TournamentStaff


def emit(
    session: Session, *, tournament: Tournament, type: str, data: dict[str, Any], players: list[str] | None = None,
    also: Sequence[str] = (),
) -> None:  # fmt: skip
    """Tell the organiser and every player with an account (``type`` is a webhook event type; ``also``: more types
    with the same data, for the same people); with ``players``, only those players, and the organiser and the
    event's staff (a penalty is not everyone's business)."""
    query = select(TournamentPlayer.user_id).where(
        TournamentPlayer.tournament_id == tournament.id, TournamentPlayer.user_id.is_not(None)
    )
    user_ids = [tournament.organiser_id]
    if players is not None:
        query = query.where(TournamentPlayer.id.in_(players))
        user_ids += session.scalars(
            select(TournamentStaff.user_id).where(TournamentStaff.tournament_id == tournament.id)
        )
    user_ids += [u for u in session.scalars(query) if u]
    webhooks.record(
        session=session, user_ids=user_ids, type=type, data={"tournament_id": tournament.id, **data}, also=also
    )
