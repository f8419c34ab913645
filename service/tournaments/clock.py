"""The round clock (start, pause, resume, end) and time extensions for single tables.

The server's clock is the only clock: a round stores when its clock started, its pauses and when staff ended
it; the remaining time is computed whenever it is read (``rules.tournaments.clock``). A table's extensions
run on after time is called for the round: its own ``ends_at`` is the round's plus its extension minutes.
"""

from __future__ import annotations

from datetime import datetime
from typing import Any

from sqlalchemy.orm import Session

from rules.tournaments.clock import Clock, ClockRefused
from rules.tournaments.clock import act as clock_act
from service.accounts.identity import Principal
from service.platform.errors import Conflict, NotFound
from service.platform.model_base import rfc3339, utcnow
from service.tournaments import audit, conflicts, live, notify
from service.tournaments.access import get_tournament, require_staff
from service.tournaments.history import get_match
from service.tournaments.models import Tournament, TournamentMatch, TournamentRound


def clock_of(rnd: TournamentRound) -> Clock:
    return Clock(
        minutes=rnd.clock_minutes,
        started_at=rnd.clock_started_at,
        paused_at=rnd.clock_paused_at,
        paused_seconds=rnd.clock_paused_seconds or 0.0,
        ended_at=rnd.clock_ended_at,
    )


def clock_dict(tournament: Tournament, rnd: TournamentRound, now: datetime | None = None) -> dict[str, Any]:
    return {"round": rnd.number, **clock_of(rnd).as_dict(now or utcnow(), default_minutes=tournament.round_minutes)}


def extension_minutes(match: TournamentMatch) -> int:
    return sum(int(e["minutes"]) for e in match.extensions or [])


def match_timing(
    tournament: Tournament, rnd: TournamentRound | None, match: TournamentMatch, now: datetime
) -> dict[str, Any]:
    """A table's own clock: its extension minutes, when its time is called, and the seconds left."""
    extra = extension_minutes(match)
    if rnd is None or match.kind == "bye":
        return {"extension_minutes": extra, "ends_at": None, "remaining_seconds": None}
    clock = clock_of(rnd)
    remaining = clock.remaining_seconds(now, extra_minutes=extra, default_minutes=tournament.round_minutes)
    return {
        "extension_minutes": extra,
        "ends_at": clock.ends_at(now, extra_minutes=extra),
        "remaining_seconds": round(remaining),
    }


def _round(session: Session, tournament: Tournament, number: int) -> TournamentRound:
    rnd = session.get(TournamentRound, (tournament.id, number))
    if rnd is None:
        raise NotFound("This round has not been paired.")
    return rnd


def get_clock(*, session: Session, tournament_id: str, number: int) -> dict[str, Any]:
    tournament = get_tournament(session, tournament_id)
    return clock_dict(tournament, _round(session, tournament, number))


def act(
    *, session: Session, principal: Principal, tournament_id: str, number: int, action: str, minutes: int | None
) -> dict[str, Any]:
    """Start (with ``minutes``, else the event's round length), pause, resume, extend (by ``minutes``) or end a
    round's clock (staff)."""
    tournament = get_tournament(session, tournament_id, for_update=True)
    require_staff(session, tournament, principal)
    rnd = _round(session, tournament, number)
    if action == "start" and (rnd.number != tournament.current_round or rnd.status == "complete"):
        raise Conflict("Only the current round's clock can be started.", code="not-current-round")
    now = utcnow()
    try:
        clock = clock_act(clock_of(rnd), action, now, minutes=minutes or tournament.round_minutes)
    except ClockRefused as exc:
        raise Conflict(str(exc), code=exc.code) from exc
    rnd.clock_minutes, rnd.clock_started_at, rnd.clock_paused_at = clock.minutes, clock.started_at, clock.paused_at
    rnd.clock_paused_seconds, rnd.clock_ended_at = clock.paused_seconds, clock.ended_at
    doc = clock_dict(tournament, rnd, now)
    audit.record(
        session,
        tournament_id=tournament.id,
        actor=principal,
        action=f"clock.{action}",
        round=number,
        minutes=clock.minutes,
    )
    live.record(session, tournament=tournament, type="clock.updated", data={"action": action, "clock": doc})
    if action == "start":
        notify.emit(
            session,
            tournament=tournament,
            type="tournament.round_started",
            data={
                "round": number,
                "minutes": clock.minutes,
                "started_at": doc["started_at"],
                "ends_at": doc["ends_at"],
            },
        )
    return doc


def extend(
    *, session: Session, principal: Principal, tournament_id: str, match_id: str, minutes: int, reason: str
) -> TournamentMatch:
    """Give one table extra time (a judge's ruling took time, a deck check…): staff only, before its result."""
    tournament = get_tournament(session, tournament_id)
    require_staff(session, tournament, principal)
    match = get_match(session, tournament, match_id, for_update=True)
    conflicts.refuse_own_match(session, match, principal, what="extend its time")
    if match.kind == "bye":
        raise Conflict("A bye has no time to extend.", code="bye")
    if match.status == "final":
        raise Conflict("This match has its result already.", code="result-final")
    now = utcnow()
    entry = {"minutes": minutes, "reason": reason, "by": principal.user_id, "at": rfc3339(now)}
    match.extensions = [*(match.extensions or []), entry]
    match.updated_at = now
    total = extension_minutes(match)
    audit.record(
        session,
        tournament_id=tournament.id,
        actor=principal,
        action="match.extended",
        match_id=match.id,
        round=match.round_number,
        minutes=minutes,
        reason=reason,
        total=total,
    )
    rnd = session.get(TournamentRound, (tournament.id, match.round_number))
    timing = match_timing(tournament, rnd, match, now)
    live.record(
        session,
        tournament=tournament,
        type="match.extended",
        data={"match_id": match.id, "round": match.round_number, "table": match.table, "minutes": minutes, **timing},
    )
    return match
