"""Rounds and matches as the API shows them: players by name, each table's clock, the round's clock and state."""

from __future__ import annotations

from typing import Any

from sqlalchemy.orm import Session

from service.platform.model_base import utcnow
from service.tournaments.clock import clock_dict, match_timing
from service.tournaments.history import match_dict, match_players, matches_of, names_of
from service.tournaments.models import Tournament, TournamentMatch, TournamentRound


def round_dict(
    session: Session, tournament: Tournament, rnd: TournamentRound, matches: list[TournamentMatch] | None = None
) -> dict[str, Any]:
    names = names_of(session, rnd.tournament_id)
    now = utcnow()
    if matches is None:
        matches = matches_of(session, rnd.tournament_id, round_number=rnd.number)
    return {
        "number": rnd.number,
        "stage": rnd.stage,
        "status": rnd.status,
        "pairings_made": rnd.pairings_made,
        "paired_at": rnd.paired_at,
        "completed_at": rnd.completed_at,
        "stale": rnd.stale_at is not None,
        "stale_since": rnd.stale_at,
        "stale_reason": rnd.stale_reason,
        "clock": clock_dict(tournament, rnd, now),
        "summary": rnd.summary,
        "matches": [match_dict(m, names, match_timing(tournament, rnd, m, now)) for m in matches],
    }


def match_document(
    session: Session, tournament: Tournament, match: TournamentMatch, *, private: bool = False
) -> dict[str, Any]:
    """``private``: with the penalties' detail in its result (the reader is the event's staff)."""
    names = {pid: player.name for pid, player in match_players(session, match).items()}
    rnd = session.get(TournamentRound, (match.tournament_id, match.round_number))
    return match_dict(match, names, match_timing(tournament, rnd, match, utcnow()), private=private)
