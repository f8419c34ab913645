"""The audit log: every change to an event, who made it, in order."""

from __future__ import annotations

from typing import Any

from sqlalchemy import select
from sqlalchemy.orm import Session

from service.accounts.identity import Principal
from service.platform.numbers import parse_natural
from service.platform.pagination import invalid_cursor
from service.tournaments.access import get_tournament, require_staff
from service.tournaments.models import TournamentAudit


def record(session: Session, *, tournament_id: str, actor: Principal | None, action: str, **data: Any) -> None:
    session.add(
        TournamentAudit(
            tournament_id=tournament_id, actor_id=actor.user_id if actor else None, action=action, data=data
        )
    )


def list_audit(
    *, session: Session, principal: Principal, tournament_id: str, limit: int, cursor: str | None
) -> dict[str, Any]:
    """The event's log, oldest first, cursor-paginated (organiser and staff only)."""
    require_staff(session, get_tournament(session, tournament_id), principal)
    query = select(TournamentAudit).where(TournamentAudit.tournament_id == tournament_id)
    if cursor:
        after = parse_natural(cursor, maximum=2**63 - 1)
        if after is None:
            raise invalid_cursor()
        query = query.where(TournamentAudit.id > after)
    rows = list(session.scalars(query.order_by(TournamentAudit.id).limit(limit + 1)))
    items = [{"id": r.id, "at": r.at, "actor_id": r.actor_id, "action": r.action, "data": r.data} for r in rows[:limit]]
    return {"items": items, "next_cursor": str(rows[limit - 1].id) if len(rows) > limit else None}
