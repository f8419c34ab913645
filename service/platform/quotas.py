"""Caps on what one account may keep: games in play, API keys, tournaments, decks (settings, docs/configuration.md).

Counted inside the unit of work that adds one more, so they cost one indexed count; requests made at the same
instant may each pass the count, which overshoots a cap by at most that many: a cap against a runaway script, not
a quota to bill."""

from __future__ import annotations

from typing import Any

from sqlalchemy import ColumnElement, func, select
from sqlalchemy.orm import Session

from service.platform.errors import TooManyRequests, Unprocessable


def ensure_room(
    session: Session, *, counted: Any, where: list[ColumnElement[bool]], limit: int, what: str, code: str, status: int
) -> None:
    """Refuse (``status`` 429 or 422, with ``code``) when the caller already has ``limit`` rows of ``counted``."""
    have = session.scalar(select(func.count()).select_from(counted).where(*where)) or 0
    if have < limit:
        return
    detail = f"You have {limit} {what}, the most one account may have."
    if status == 429:
        raise TooManyRequests(detail, code=code, limit=limit)
    raise Unprocessable(detail, code=code, limit=limit)
