"""No one judges their own match: a member of the event's staff who plays a match acts in it as a player only.

A judge who plays may not enter or correct its result, record a staff-only outcome in it, extend its time, or
penalise themselves or anyone in it, nor choose what their own missed rounds count as when they enter late: another
judge does (an organiser who plays adds one)."""

from __future__ import annotations

from sqlalchemy import select
from sqlalchemy.orm import Session

from service.accounts.identity import Principal
from service.platform.errors import Forbidden
from service.tournaments.models import TournamentMatch, TournamentPlayer

CODE = "conflict-of-interest"


def plays_in(session: Session, match: TournamentMatch, principal: Principal) -> bool:
    """Whether the caller's account is one of the match's players."""
    if principal.user_id is None or not match.players:
        return False
    found = session.scalar(
        select(TournamentPlayer.id).where(
            TournamentPlayer.id.in_(list(match.players)), TournamentPlayer.user_id == principal.user_id
        )
    )
    return found is not None


def refuse(what: str) -> Forbidden:
    return Forbidden(
        f"You play this match: another judge of the event must {what}.",
        code=CODE,
    )


def refuse_own_match(session: Session, match: TournamentMatch | None, principal: Principal, *, what: str) -> None:
    if match is not None and plays_in(session, match, principal):
        raise refuse(what)


def refuse_for_self(what: str) -> Forbidden:
    return Forbidden(f"You may not {what}: another judge of the event must.", code=CODE)


def refuse_self(player: TournamentPlayer, principal: Principal) -> None:
    if player.user_id is not None and player.user_id == principal.user_id:
        raise refuse_for_self("penalise yourself")
