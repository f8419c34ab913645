"""Whose hands a match's game was in: each seat held by its own player, and every move of a seat made by them.

A game counts for a match only when the match's players hold its seats: a seat is held by the account whose member
row names it, or (a seat nobody joined) by the game's creator. Linking a game whose seats others hold is refused.
A result taken from the games is final on one player's word only when every seat was held by its player's account
and every move in the logs was made by the player of the seat it moved for (a guest's seat, a move made by someone
else, a seat held by another account: the opponent confirms, as they would a reported result).
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from sqlalchemy import select
from sqlalchemy.orm import Session

from service.accounts.models import User
from service.games.access import holders as seat_holders
from service.games.models import GameEvent, GameMember
from service.games.records import GameRecord
from service.games.store import LiveStore
from service.platform.errors import Conflict
from service.tournaments.models import TournamentPlayer

Moves = tuple[tuple[str | None, str | None], ...]  # (seat moved for, who moved), in the log's order


def holders(session: Session, game_id: str) -> tuple[dict[str, GameMember], GameMember | None]:
    """Seat → the member holding it (the games' own rule), and the creator's row (who holds the seats nobody
    joined)."""
    creator = session.scalar(select(GameMember).where(GameMember.game_id == game_id, GameMember.role == "owner"))
    return seat_holders(session, game_id), creator


def unheld_seats(
    session: Session, *, game_id: str, seats: dict[str, str], players: dict[str, TournamentPlayer]
) -> list[str]:
    """The seats (of ``seats``: player id → seat) not held by their player: by an account other than theirs, or,
    for a player without an account, by an account at all (a guest's seat is held by their seat token)."""
    held, creator = holders(session, game_id)
    wrong = []
    for pid, seat in sorted(seats.items(), key=lambda item: item[1]):
        holder = held.get(seat, creator)
        player = players.get(pid)
        expected = player.user_id if player is not None else None
        if holder is None or holder.user_id != expected:
            wrong.append(seat)
    return wrong


def ensure_held(session: Session, *, game_id: str, seats: dict[str, str], players: dict[str, TournamentPlayer]) -> None:
    """409 unless each of the game's seats is held by the match's player sitting in it."""
    wrong = unheld_seats(session, game_id=game_id, seats=seats, players=players)
    if wrong:
        raise Conflict(
            f"Seat(s) {', '.join(wrong)} of this game are not held by the match's player sitting there: each player "
            "joins their own seat (with their account) before the game is linked.",
            code="seats-not-held",
            seats=wrong,
        )


def moves(session: Session, store: LiveStore, record: GameRecord) -> Moves:
    """Who moved for which seat, over the game's whole log."""
    if record.archived:
        entries: Iterable[dict[str, Any]] = session.scalars(
            select(GameEvent.data).where(GameEvent.game_id == record.id).order_by(GameEvent.number)
        )
    else:
        entries = store.entries(record.id, after=0)
    found = []
    for entry in entries:
        if entry.get("type") in ("action", "undo"):
            seat = (entry.get("action") or {}).get("seat")
            found.append((seat if isinstance(seat, str) else None, entry.get("by")))
    return tuple(found)


def played_by_its_players(
    session: Session, *, links: list[dict[str, Any]], moves_of: dict[str, Moves], players: dict[str, TournamentPlayer]
) -> bool:
    """Every linked game's seats held by their players' accounts, and every move made by the seat's own player."""
    accounts = {pid: p.user_id for pid, p in players.items() if p.user_id is not None}
    if not links or len(accounts) < len(players):
        return False
    names = dict(session.execute(select(User.id, User.username).where(User.id.in_(list(accounts.values())))).all())
    for link in links:
        seats: dict[str, str] = link["seats"]
        if unheld_seats(session, game_id=link["game_id"], seats=seats, players=players):
            return False
        by_seat = {seat: names.get(accounts.get(pid, "")) for pid, seat in seats.items()}
        everyone = set(by_seat.values())
        for seat, by in moves_of.get(link["game_id"], ()):
            if by is None or (by_seat.get(seat) != by if seat is not None else by not in everyone):
                return False
    return True
