"""Webhook events of an event, recorded in the same unit of work (sent only if it commits)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from sqlalchemy import CompoundSelect, Select, or_, select
from sqlalchemy.orm import Session

from service import webhooks
from service.tournaments.models import Tournament, TournamentPlayer, TournamentStaff
from service.webhooks.models import WebhookEndpoint


def emit(
    session: Session,
    *,
    tournament: Tournament,
    type: str,
    data: dict[str, Any],
    players: list[str] | None = None,
    also: Sequence[str] = (),
) -> None:
    """Tell the organiser and every player with an account (``type`` is a webhook event type; ``also``: more types
    with the same data, for the same people); with ``players``, only those players, and the organiser and the
    event's staff (a penalty is not everyone's business).

    Only those of them with an active endpoint are looked for, in one query: usually nobody, and a result at a round's
    end then costs one query that finds no row, not a read of every player with an account and of all their
    endpoints."""
    with_accounts = select(TournamentPlayer.user_id).where(
        TournamentPlayer.tournament_id == tournament.id, TournamentPlayer.user_id.is_not(None)
    )
    people: Select[str | None] | CompoundSelect[str | None] = with_accounts
    if players is not None:
        people = with_accounts.where(TournamentPlayer.id.in_(players)).union(
            select(TournamentStaff.user_id).where(TournamentStaff.tournament_id == tournament.id)
        )
    subscribed = session.scalars(
        select(WebhookEndpoint.user_id)
        .where(
            WebhookEndpoint.status == "active",
            or_(WebhookEndpoint.user_id == tournament.organiser_id, WebhookEndpoint.user_id.in_(people)),
        )
        .distinct()
    )
    webhooks.record(  # with nobody, it checks the types and reads nothing
        session=session, user_ids=list(subscribed), type=type, data={"tournament_id": tournament.id, **data}, also=also
    )
