"""Who may do what to an event: organiser, staff (judges and scorekeepers), players."""

from __future__ import annotations

from sqlalchemy import select
from sqlalchemy.orm import Session

from service.accounts.identity import Principal
from service.platform.errors import Forbidden, NotFound
from service.tournaments.models import Tournament, TournamentPlayer, TournamentStaff


def get_tournament(
    session: Session, tournament_id: str, *, for_update: bool = False, against_pairing: bool = False
) -> Tournament:
    """The event; locked until the unit of work ends (PostgreSQL; SQLite writes one unit at a time), and read as it
    is once locked, even when this unit read it before: ``for_update``, against every other writer that locks it
    (a pairing, a penalty, the clock); ``against_pairing``, only against those (``FOR KEY SHARE``): entries,
    check-ins and drops at once do not wait for each other, nor for a result's numbering (``locks``)."""
    query = select(Tournament).where(Tournament.id == tournament_id)
    if for_update or against_pairing:
        shared = not for_update  # FOR KEY SHARE, or FOR UPDATE
        query = query.with_for_update(read=shared, key_share=shared).execution_options(populate_existing=True)
    tournament = session.scalars(query).first()
    if tournament is None:
        raise NotFound("No such tournament.")
    return tournament


def is_staff(session: Session, tournament: Tournament, principal: Principal) -> bool:
    """The organiser, a judge or scorekeeper they added, or an administrator."""
    if principal.is_admin or tournament.organiser_id == principal.user_id:
        return True
    return session.get(TournamentStaff, (tournament.id, principal.user_id)) is not None


def require_staff(session: Session, tournament: Tournament, principal: Principal) -> None:
    if not is_staff(session, tournament, principal):
        raise Forbidden("Only the organiser or the event's staff may do this.", code="not-tournament-staff")


def require_organiser(tournament: Tournament, principal: Principal) -> None:
    if tournament.organiser_id != principal.user_id and not principal.is_admin:
        raise Forbidden("Only the event's organiser may do this.", code="not-tournament-organiser")


def get_player(session: Session, tournament: Tournament, player_id: str) -> TournamentPlayer:
    player = session.get(TournamentPlayer, player_id)
    if player is None or player.tournament_id != tournament.id:
        raise NotFound("No such player in this tournament.")
    return player


def require_self_or_staff(
    session: Session, tournament: Tournament, player: TournamentPlayer, principal: Principal
) -> bool:
    """True when the caller is staff; the player themselves passes too; anyone else is refused."""
    if is_staff(session, tournament, principal):
        return True
    if player.user_id is not None and player.user_id == principal.user_id:
        return False
    raise Forbidden("Only the player themselves or the event's staff may do this.", code="not-your-registration")
