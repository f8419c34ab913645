"""Handing a seat back to the table: its holder gives up control, the creator's phone controls it again.

The change is SQL's (who holds which seat); the log says it happened (a ``seat_released`` entry), so the history
shows from which entry on the table acted for the seat. SQL is written first, in its own unit of work (no
transaction is open while Redis is called); if the entry cannot be appended, the seat is given back to its holder.
"""

from __future__ import annotations

from sqlalchemy.orm import Session

from service.accounts.identity import Principal
from service.games.access import drop_access, holder_of, member_of
from service.games.history import released_entry
from service.games.models import Game, GameMember
from service.games.play import Written, append_entry
from service.games.store import LiveStore
from service.platform.cache import ProcessCache
from service.platform.db import Database
from service.platform.errors import Conflict, Forbidden, NotFound
from service.platform.settings import Settings


def release_seat(
    *,
    db: Database,
    cache: ProcessCache,
    store: LiveStore,
    settings: Settings,
    principal: Principal,
    game_id: str,
    seat: str,
) -> Written:
    """The caller hands ``seat`` (which they hold) back to the table; 403 if another holds it, 409 if nobody does."""
    if store.load(game_id) is None:  # read before the unit of work: nothing waits on Redis inside it
        with db.read() as session:
            _member(session, game_id, principal)  # an outsider learns nothing, not even that it is archived
        raise Conflict("This game is archived and read-only.", code="game-archived")
    with db.session() as session:
        member = _member(session, game_id, principal)
        game = session.get(Game, game_id, with_for_update={"key_share": True}, populate_existing=True)
        assert game is not None  # the member's game
        if seat not in [s["seat"] for s in game.seats]:
            raise NotFound(f"This game has no seat {seat}.")
        holder = holder_of(session=session, game_id=game_id, seat=seat)
        if holder is None:
            raise Conflict(f"Nobody holds seat {seat}: it is the table's already.", code="seat-not-held", seat=seat)
        if holder.id != member.id:
            raise Forbidden(f"Seat {seat} is held by another player.", code="seat-not-yours", seat=seat)
        role = member.role
        _let_go(member, seat)
    drop_access(cache, game_id)
    try:
        return append_entry(
            store=store,
            settings=settings,
            game_id=game_id,
            entry_for=lambda number, now: released_entry(number=number, seat=seat, by=principal.username, now=now),
        )
    except BaseException:
        with db.session() as session:  # not in the log: then not released either
            again = session.get(GameMember, member.id)
            if again is not None and holder_of(session=session, game_id=game_id, seat=seat) is None:
                again.role, again.seats = role, sorted({*(again.seats or ()), seat})
        drop_access(cache, game_id)
        raise


def _member(session: Session, game_id: str, principal: Principal) -> GameMember:
    member = member_of(session=session, game_id=game_id, principal=principal)
    if member is None:
        raise NotFound("No such game.")
    return member


def _let_go(member: GameMember, seat: str) -> None:
    member.seats = [s for s in member.seats or () if s != seat]
    if member.role == "player" and not member.seats:
        member.role = "spectator"  # still reads the game, as anyone who joined it does
