"""Joining a game from another phone, and listing the games a caller belongs to."""

from __future__ import annotations

import hmac
from dataclasses import dataclass
from typing import Any

from sqlalchemy import and_, false, or_, select
from sqlalchemy.exc import IntegrityError
from sqlalchemy.orm import Session

from service.accounts.identity import SEAT_TOKEN_PREFIX, Principal
from service.games.access import access_of
from service.games.models import Game, GameMember
from service.games.store import LiveStore
from service.platform.errors import Conflict, Forbidden, NotFound, Unprocessable
from service.platform.pagination import make_keyset_cursor, read_keyset_cursor
from service.platform.security import keyed_hash, new_secret


@dataclass(frozen=True)
class Joined:
    member: GameMember
    seat_token: str | None  # shown once, to a guest without an account


def normalise_join_code(code: str) -> str:
    """A code as people type it (lower case, spaces, a dash in the middle) in the form it is stored."""
    return code.strip().upper().replace("-", "").replace(" ", "")


def join(
    *,
    session: Session,
    live: bool,
    secret_key: str,
    game_id: str,
    join_code: str,
    seat: str | None,
    principal: Principal | None,
    name: str | None = None,
) -> Joined:
    """Take control of ``seat`` (or, without one, watch as a spectator) with the game's join code; ``live``: whether
    the game is still played (a seat of an archived game cannot be taken)."""
    # locked: a join reads the taken seats, then writes; joins of one game queue here so none writes on a stale read
    # (FOR NO KEY UPDATE: the rows that refer to the game, its events and members, are still written meanwhile)
    game = session.get(Game, game_id, with_for_update={"key_share": True}, populate_existing=True)
    if game is None:
        raise NotFound("No such game.")
    if not hmac.compare_digest(normalise_join_code(join_code).encode(), game.join_code.encode()):
        raise Forbidden("That join code is not this game's.", code="wrong-join-code")
    seat_ids = [s["seat"] for s in game.seats]
    mine = GameMember.user_id == principal.user_id if principal is not None and principal.is_user else false()
    # the seats' holders and the caller's own membership, in one query (spectators may be many), read afresh
    members = list(
        session.scalars(
            select(GameMember)
            .where(GameMember.game_id == game_id, or_(GameMember.role.in_(("owner", "player")), mine))
            .execution_options(populate_existing=True)
        )
    )
    if seat is not None:
        if seat not in seat_ids:
            raise Unprocessable(errors={"json": {"seat": [f"Must be one of {', '.join(seat_ids)}."]}})
        if not live:
            raise Conflict("This game is archived and read-only.", code="game-archived")
        _ensure_seat_free(members, seat, principal)
    if principal is not None and not principal.is_user:
        raise Forbidden("A seat token cannot join games; sign in, or join without credentials.")
    if principal is None:
        if seat is not None and not (name or "").strip():
            # a seat held by "someone" is no use to the table: the history and the other phones name its holder
            raise Unprocessable(errors={"json": {"name": ["A guest gives a name to take a seat."]}})
        raw = new_secret(SEAT_TOKEN_PREFIX)
        guest = GameMember(
            game_id=game_id,
            role="player" if seat else "spectator",
            seats=[seat] if seat else [],
            token_hash=keyed_hash(secret_key, raw),
            name=name,
        )
        session.add(guest)
        session.flush()
        return Joined(guest, raw)
    member = next((m for m in members if m.user_id == principal.user_id), None)
    if member is None:
        member = GameMember(game_id=game_id, user_id=principal.user_id, role="spectator", seats=[])
        session.add(member)
    if seat is not None:  # the creator may hold a seat too: then it is theirs, not the table's
        member.role = "owner" if member.role == "owner" else "player"
        member.seats = sorted({*member.seats, seat})
    try:
        session.flush()
    except IntegrityError as exc:  # the same account joining twice at once
        session.rollback()
        raise Conflict("You are joining this game from elsewhere at the same moment; retry.") from exc
    return Joined(member, None)


def _ensure_seat_free(members: list[GameMember], seat: str, principal: Principal | None) -> None:
    for m in members:
        mine = principal is not None and principal.is_user and m.user_id == principal.user_id
        if seat in (m.seats or []) and not mine:
            raise Conflict(f"Seat {seat} is already taken by another player.", code="seat-taken", seat=seat)


# ---- listing ---------------------------------------------------------------------------------------


def list_games(
    *,
    session: Session,
    store: LiveStore,
    principal: Principal,
    limit: int,
    cursor: str | None,
    ruleset: str | None = None,
    lifecycle: str | None = None,
) -> tuple[list[dict[str, Any]], str | None]:
    """The caller's games, newest first: one page and the cursor of the next (None at the end)."""
    query = select(Game, GameMember).join(GameMember, GameMember.game_id == Game.id)
    if principal.is_user:
        query = query.where(GameMember.user_id == principal.user_id)
    else:
        query = query.where(GameMember.id == principal.credential_id)
    if ruleset:
        query = query.where(Game.ruleset == ruleset)
    if lifecycle:
        query = query.where(Game.status == lifecycle)
    if cursor:
        created_at, game_id = read_keyset_cursor(cursor)
        query = query.where(or_(Game.created_at < created_at, and_(Game.created_at == created_at, Game.id < game_id)))
    rows = session.execute(query.order_by(Game.created_at.desc(), Game.id.desc()).limit(limit + 1)).all()
    page = rows[:limit]
    live = _live_summaries(store, [g.id for g, _ in page if g.status == "live"])
    held = _holders(session, [g.id for g, m in page if m.role == "owner"])
    items = []
    for game, member in page:
        access = access_of(member, held.get(game.id))
        item: dict[str, Any] = {
            "id": game.id,
            "ruleset": game.ruleset,
            "mode": game.mode,
            "created_at": game.created_at,
            "seats": game.seats,
            "role": member.role,
            "controls": access.controlled([s["seat"] for s in game.seats]),
            "lifecycle": game.status,
            "version": game.version,
            "status": "finished" if game.status == "finished" else "active",
            "winner": game.winner,
        }
        item.update(live.get(game.id, {}))
        items.append(item)
    next_cursor = make_keyset_cursor(page[-1][0].created_at, page[-1][0].id) if len(rows) > limit else None
    return items, next_cursor


def _holders(session: Session, game_ids: list[str]) -> dict[str, dict[str, GameMember]]:
    """``holders`` of each of these games, in one query."""
    found: dict[str, dict[str, GameMember]] = {game_id: {} for game_id in game_ids}
    if game_ids:
        members = session.scalars(
            select(GameMember).where(GameMember.game_id.in_(game_ids), GameMember.role.in_(("owner", "player")))
        )
        for m in members:
            found[m.game_id].update(dict.fromkeys(m.seats or (), m))
    return found


def _live_summaries(store: LiveStore, game_ids: list[str]) -> dict[str, dict[str, Any]]:
    summaries = {}
    for game_id, live in zip(game_ids, store.load_many(game_ids), strict=True):
        if live is not None:
            summaries[game_id] = {
                "version": live.version,
                "status": live.state["status"],
                "winner": live.state.get("winner"),
                "turn": {k: live.state["turn"].get(k) for k in ("number", "active_seat", "step")},
            }
    return summaries
