"""Events: create, list, read, staff, and finishing early."""

from __future__ import annotations

import secrets
from typing import Any

from sqlalchemy import and_, func, or_, select
from sqlalchemy.orm import Session

from rules.tournaments import POD_BOUNDS, bracket_rounds, default_pod_rounds, default_swiss_rounds, pod_cut_sizes
from service.accounts.identity import Principal
from service.accounts.models import User
from service.platform.errors import Conflict, NotFound, Unprocessable
from service.platform.model_base import utcnow
from service.platform.pagination import make_keyset_cursor, read_keyset_cursor
from service.platform.quotas import ensure_room
from service.tournaments import audit, live, notify
from service.tournaments.access import get_tournament, require_organiser
from service.tournaments.models import Tournament, TournamentPlayer, TournamentStaff

DEFAULT_POINTS = {"win": 3, "draw": 1, "loss": 0, "placements": [3, 2, 1, 0]}


def _invalid(field: str, message: str) -> Unprocessable:
    return Unprocessable(errors={"json": {field: [message]}})


def create_tournament(
    *,
    session: Session,
    principal: Principal,
    ruleset: str,
    name: str,
    format: str,
    match: dict[str, Any],
    rounds: int | None = None,
    top_cut: int = 0,
    deck_format: str | None = None,
    pod_size: int | None = None,
    seed: int | None = None,
    round_minutes: int = 50,
    enforcement: str = "casual",
    late_entry_result: str = "loss",
    limit: int,
) -> Tournament:
    """A new tournament the caller organises; ``limit``: how many unfinished ones an account may run (429 beyond)."""
    ensure_room(
        session,
        counted=Tournament,
        where=[Tournament.organiser_id == principal.user_id, Tournament.status != "finished"],
        limit=limit,
        what="tournaments that have not finished (finish one first)",
        code="too-many-tournaments",
        status=429,
    )
    if format == "pods":
        if ruleset not in POD_BOUNDS:
            raise _invalid("format", f"{ruleset} is a two-player game: use swiss.")
        smallest, largest = POD_BOUNDS[ruleset]
        pod_size = pod_size or 4
        if pod_size < smallest or (largest is not None and pod_size > largest):
            raise _invalid("pod_size", f"A {ruleset} pod seats {smallest} to {largest or 'any number of'} players.")
        allowed = pod_cut_sizes(pod_size, smallest, largest)
        if top_cut and top_cut not in allowed:
            raise _invalid(
                "top_cut",
                f"A pod top cut is one final table of {pod_size} or semi-final pods of {pod_size} whose winners "
                f"meet at a final table: {', '.join(map(str, allowed))} players.",
            )
    else:
        if pod_size is not None:
            raise _invalid("pod_size", "Only a pod event has a pod size.")
        if top_cut and top_cut not in (2, 4, 8, 16, 32):
            raise _invalid("top_cut", "A top cut after Swiss rounds is a bracket of 2, 4, 8, 16 or 32 players.")
    if format == "single_elimination":
        if top_cut:
            raise _invalid("top_cut", "A single-elimination event is its own bracket: it has no top cut.")
        if rounds is not None:
            raise _invalid("rounds", "A bracket's rounds follow from the player count.")
    tournament = Tournament(
        organiser_id=principal.user_id,
        name=name,
        ruleset=ruleset,
        format=format,
        best_of=match["best_of"],
        points={**DEFAULT_POINTS, **(match.get("points") or {})},
        rounds=rounds,
        top_cut=top_cut,
        deck_format=deck_format,
        pod_size=pod_size,
        seed=secrets.randbelow(2**31) if seed is None else seed,
        round_minutes=round_minutes,
        enforcement=enforcement,
        late_entry_result=late_entry_result,
        event_count=0,
    )
    session.add(tournament)
    session.flush()
    audit.record(session, tournament_id=tournament.id, actor=principal, action="tournament.created", name=name)
    return tournament


def planned_rounds(tournament: Tournament, players: int) -> int:
    if tournament.rounds is not None:
        return tournament.rounds
    if tournament.format == "single_elimination":
        return bracket_rounds(players)
    if tournament.format == "pods":
        return default_pod_rounds(players, tournament.pod_size or 4)
    return default_swiss_rounds(players)


def tournament_dict(session: Session, tournament: Tournament) -> dict[str, Any]:
    count = session.scalar(
        select(func.count()).select_from(TournamentPlayer).where(TournamentPlayer.tournament_id == tournament.id)
    )
    return {
        "id": tournament.id,
        "name": tournament.name,
        "ruleset": tournament.ruleset,
        "format": tournament.format,
        "match": {"best_of": tournament.best_of, "points": tournament.points},
        "rounds": planned_rounds(tournament, count or 0),
        "rounds_fixed": tournament.rounds is not None,
        "top_cut": tournament.top_cut,
        "deck_format": tournament.deck_format,
        "pod_size": tournament.pod_size,
        "round_minutes": tournament.round_minutes,
        "enforcement": tournament.enforcement,
        "late_entry_result": tournament.late_entry_result,
        "seed": tournament.seed,
        "status": tournament.status,
        "current_round": tournament.current_round,
        "organiser_id": tournament.organiser_id,
        "player_count": count or 0,
        "created_at": tournament.created_at,
        "finished_at": tournament.finished_at,
    }


def list_tournaments(
    *, session: Session, limit: int, cursor: str | None, ruleset: str | None = None, status: str | None = None
) -> dict[str, Any]:
    """Every event, newest first, cursor-paginated."""
    query = select(Tournament)
    if ruleset:
        query = query.where(Tournament.ruleset == ruleset)
    if status:
        query = query.where(Tournament.status == status)
    if cursor:
        at, last_id = read_keyset_cursor(cursor)
        query = query.where(or_(Tournament.created_at < at, and_(Tournament.created_at == at, Tournament.id < last_id)))
    rows = list(session.scalars(query.order_by(Tournament.created_at.desc(), Tournament.id.desc()).limit(limit + 1)))
    last = rows[limit - 1] if len(rows) > limit else None
    return {
        "items": [tournament_dict(session, t) for t in rows[:limit]],
        "next_cursor": make_keyset_cursor(last.created_at, last.id) if last is not None else None,
    }


def list_staff(*, session: Session, tournament_id: str) -> list[dict[str, Any]]:
    get_tournament(session, tournament_id)
    rows = session.execute(
        select(TournamentStaff, User.username)
        .join(User, User.id == TournamentStaff.user_id)
        .where(TournamentStaff.tournament_id == tournament_id)
        .order_by(TournamentStaff.added_at, TournamentStaff.user_id)
    )
    return [{"user_id": s.user_id, "username": name, "role": s.role, "added_at": s.added_at} for s, name in rows]


def add_staff(*, session: Session, principal: Principal, tournament_id: str, user_id: str, role: str) -> None:
    tournament = get_tournament(session, tournament_id)
    require_organiser(tournament, principal)
    if session.get(User, user_id) is None:
        raise _invalid("user_id", "No such user.")
    if user_id == tournament.organiser_id:
        raise Conflict("The organiser already runs this event.", code="already-organiser")
    existing = session.get(TournamentStaff, (tournament_id, user_id))
    if existing is None:
        session.add(TournamentStaff(tournament_id=tournament_id, user_id=user_id, role=role))
    else:
        existing.role = role
    audit.record(
        session, tournament_id=tournament_id, actor=principal, action="staff.added", user_id=user_id, role=role
    )


def remove_staff(*, session: Session, principal: Principal, tournament_id: str, user_id: str) -> None:
    tournament = get_tournament(session, tournament_id)
    require_organiser(tournament, principal)
    member = session.get(TournamentStaff, (tournament_id, user_id))
    if member is None:
        raise NotFound("That user is not on this event's staff.")
    session.delete(member)
    audit.record(session, tournament_id=tournament_id, actor=principal, action="staff.removed", user_id=user_id)


def finish(session: Session, tournament: Tournament, *, actor: Principal | None, reason: str) -> None:
    """Mark the event finished (once) and tell everyone who follows it."""
    if tournament.status == "finished":
        return
    tournament.status = "finished"
    tournament.finished_at = utcnow()
    audit.record(session, tournament_id=tournament.id, actor=actor, action="tournament.finished", reason=reason)
    live.record(session, tournament=tournament, type="tournament.finished", data={"reason": reason})
    notify.emit(
        session,
        tournament=tournament,
        type="tournament.finished",
        data={"reason": reason, "rounds": tournament.current_round},
    )


def finish_early(*, session: Session, principal: Principal, tournament_id: str) -> Tournament:
    tournament = get_tournament(session, tournament_id, for_update=True)
    require_organiser(tournament, principal)
    if tournament.status == "finished":
        raise Conflict("This tournament has already finished.", code="tournament-finished")
    finish(session, tournament, actor=principal, reason="ended by the organiser")
    return tournament
