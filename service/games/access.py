"""Who may read a game and act for which seat: the creator, joined players, spectators, admins.

Reading needs membership (or admin); an outsider gets 404, so game ids reveal nothing. Acting for
a seat needs control of it: the creator controls every seat, a joined player the seats they took.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from sqlalchemy import select
from sqlalchemy.orm import Session

from service.accounts.identity import Principal
from service.games.models import Game, GameMember
from service.platform.cache import ProcessCache
from service.platform.db import Database
from service.platform.errors import Forbidden, NotFound

ACCESS_CACHE = "game-access"


@dataclass(frozen=True)
class Access:
    role: str  # "owner" | "player" | "spectator" | "admin"
    seats: frozenset[str] = field(default_factory=frozenset)
    all_seats: bool = False

    def controls(self, seat: str) -> bool:
        return self.all_seats or seat in self.seats

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


def access_of(member: GameMember) -> Access:
    return Access(member.role, frozenset(member.seats or ()), all_seats=member.role == "owner")


def access_for(*, session: Session, game_id: str, principal: Principal) -> Access:
    """The caller's access to the game; ``NotFound`` when they have none (or it does not exist)."""
    return _access(_lookup(session, game_id, principal))


def _lookup(session: Session, game_id: str, principal: Principal) -> Access | None:
    """A member's access; an administrator's to any game that exists (a game id that names none is a 404 to
    them too, not a write refused later as if the game were archived)."""
    member = member_of(session=session, game_id=game_id, principal=principal)
    if member is not None:
        return access_of(member)
    if principal.is_admin and session.get(Game, game_id) is not None:
        return Access("admin")
    return None


def _access(access: Access | None) -> Access:
    if access is None:
        raise NotFound("No such game.")
    return access


def cached_access_for(*, db: Database, cache: ProcessCache, game_id: str, principal: Principal) -> Access:
    """``access_for`` from this process's cache (no database round trip on a hit). Joining a game drops its
    entries everywhere (``drop_access``); so does nothing else, as access only ever grows."""
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
        raise Forbidden(
            f"You do not control seat {seat}.",
            seat=seat,
            controls=access.controlled(seat_ids),
        )
