"""Ratings: a finished game's players rated once it is archived (its follow-up, not part of the archive)."""

from __future__ import annotations

from celery import shared_task

from service.tournaments.ratings import rate_game
from workers.runtime import services

RATE_GAME_TASK = "ratings.rate_game"


@shared_task(name=RATE_GAME_TASK, acks_late=True)
def rate_archived_game(game_id: str) -> int:
    """Rate an archived game's players (idempotent: a game rates each player at most once); how many were rated."""
    with services().db.session() as session:
        return rate_game(session=session, game_id=game_id)
