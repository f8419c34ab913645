"""Who may read a game and act for which seat: the creator, joined players, spectators, admins.

Reading needs membership (or admin); an outsider gets 404, so game ids reveal nothing. Acting for
a seat, and seeing its hidden view, needs control of it: a seat belongs to whoever holds it (an account
or a guest that joined it, the creator too if they joined one), and the creator controls only the seats
nobody holds, so one phone can still run the whole table. A holder hands a seat back to the table
(``release_seat``); staff of an event act for a match's seat only through a logged ruling.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import NoReturn

from sqlalchemy import or_, select
from sqlalchemy.orm import Session

from service.accounts.identity import Principal
from service.games.models import Game, GameMember
from service.platform.cache import ProcessCache
from service.platform.db import Database
from service.platform.errors import Forbidden, NotFound

ACCESS_CACHE = "game-access"


@dataclass(frozen=True)
class Access:
    role: str  # "owner" | "player" | "spectator" | "admin" | "ai" | "staff"
    seats: frozenset[str] = field(default_factory=frozenset)  # the seats this caller holds
    all_seats: bool = False  # the creator: every seat nobody else holds as well
    held: frozenset[str] = field(default_factory=frozenset)  # seats other members hold (never the creator's)

    def controls(self, seat: str) -> bool:
        return seat in self.seats or (self.all_seats and seat not in self.held)

    def controlled(self, seat_ids: list[str]) -> list[str]:
        return [s for s in seat_ids if self.controls(s)]

    @property
    def sees_join_code(self) -> bool:
        return self.role in ("owner", "player")


def member_of(*, session: Session, game_id: str, principal: Principal) -> GameMember | None:
    if not principal.is_user:
        if principal.game_id != game_id:
            return None
        return session.get(GameMember, principal.credential_id)
    return session.scalars(
        select(GameMember).where(GameMember.game_id == game_id, GameMember.user_id == principal.user_id)
    ).first()


def _member_and_holders(
    session: Session, game_id: str, principal: Principal
) -> tuple[GameMember | None, dict[str, GameMember]]:
    """The caller's membership and the seats' holders, in one query (the caller's access needs both)."""
    if not principal.is_user and principal.game_id != game_id:
        return None, {}
    mine = GameMember.user_id == principal.user_id if principal.is_user else GameMember.id == principal.credential_id
    members = list(
        session.scalars(
            select(GameMember).where(GameMember.game_id == game_id, or_(mine, GameMember.role.in_(("owner", "player"))))
        )
    )
    me = next(
        (
            m
            for m in members
            if (m.user_id == principal.user_id if principal.is_user else m.id == principal.credential_id)
        ),
        None,
    )
    return me, {seat: m for m in members if m.role in ("owner", "player") for seat in m.seats or ()}


def holders(session: Session, game_id: str) -> dict[str, GameMember]:
    """Seat → the member who holds it (joined it and has not handed it back); a seat not in it is the table's."""
    members = session.scalars(
        select(GameMember).where(GameMember.game_id == game_id, GameMember.role.in_(("owner", "player")))
    )
    return {seat: m for m in members for seat in m.seats or ()}


def holder_of(*, session: Session, game_id: str, seat: str) -> GameMember | None:
    """Who holds ``seat`` of the game: only they act for it and see its hidden view (None: nobody, the table's)."""
    return holders(session, game_id).get(seat)


def access_of(member: GameMember, held: dict[str, GameMember] | None = None) -> Access:
    """A member's access; the creator's needs ``held`` (the game's ``holders``): seats others hold are not theirs."""
    if member.role != "owner":
        return Access(member.role, frozenset(member.seats or ()))
    others = frozenset(seat for seat, m in (held or {}).items() if m.id != member.id)
    return Access("owner", frozenset(member.seats or ()), all_seats=True, held=others)


def access_for(*, session: Session, game_id: str, principal: Principal) -> Access:
    """The caller's access to the game; ``NotFound`` when they have none (or it does not exist)."""
    return _access(_lookup(session, game_id, principal))


def _lookup(session: Session, game_id: str, principal: Principal) -> Access | None:
    """A member's access; an administrator's to any game that exists (a game id that names none is a 404 to
    them too, not a write refused later as if the game were archived)."""
    member, held = _member_and_holders(session, game_id, principal)
    if member is not None:
        return access_of(member, held)
    if principal.is_admin and session.get(Game, game_id) is not None:
        return Access("admin")
    return None


def _access(access: Access | None) -> Access:
    if access is None:
        raise NotFound("No such game.")
    return access


def cached_access_for(*, db: Database, cache: ProcessCache, game_id: str, principal: Principal) -> Access:
    """``access_for`` from this process's cache (no database round trip on a hit). Joining a game drops its
    entries everywhere (``drop_access``), and so does handing a seat back: both change who controls which seat."""
    key = (game_id, principal.credential_id if principal.kind == "seat" else principal.user_id)

    def load() -> tuple[Access | None, tuple[str, ...]] | None:
        with db.read() as session:
            access = _lookup(session, game_id, principal)
        if access is None and principal.is_admin:
            return None  # not cached: the game may be created the next moment
        return access, (game_tag(game_id),)

    return _access(cache.get_or_load(ACCESS_CACHE, key, load))


def game_tag(game_id: str) -> str:
    return f"game:{game_id}"


def drop_access(cache: ProcessCache, game_id: str) -> None:
    """Membership of the game changed: every process reads it again (returns once they all have)."""
    cache.drop(game_tag(game_id))


def ensure_controls(access: Access, seat: str, seat_ids: list[str]) -> None:
    if seat in seat_ids and not access.controls(seat):
        refuse_seat(access, seat, seat_ids)


def refuse_seat(access: Access, seat: str, seat_ids: list[str]) -> NoReturn:
    """403 for a seat the caller does not control, saying why: the table's phone is told the seat was joined."""
    if access.all_seats and seat in access.held:
        raise Forbidden(
            f"Seat {seat} was joined on its player's own phone: only they act for it now, until they hand it back.",
            code="seat-held",
            seat=seat,
            controls=access.controlled(seat_ids),
        )
    raise Forbidden(f"You do not control seat {seat}.", seat=seat, controls=access.controlled(seat_ids))
