"""Reading a game, live from Redis or archived in SQL, and shaping the document the API returns."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from sqlalchemy import select
from sqlalchemy.orm import Session

from service.games.access import Access, refuse_seat
from service.games.history import entry_view, ruleset_for
from service.games.models import Game, GameEvent
from service.games.store import LiveStore
from service.platform.db import Database
from service.platform.errors import Forbidden, NotFound, Unprocessable
from service.platform.jsonio import dumps
from service.platform.model_base import rfc3339


@dataclass(frozen=True)
class GameRecord:
    id: str
    meta: dict[str, Any]
    state: dict[str, Any]
    version: int
    archived: bool
    abandoned: bool = False
    chain_head: str | None = None  # the hash of the log's last entry (``service.games.chain``)

    @property
    def seat_ids(self) -> list[str]:
        return [s["seat"] for s in self.state["seats"]]


def meta_of(game: Game, *, ai: dict[str, Any] | None = None) -> dict[str, Any]:
    """What the live store keeps beside a game's state; rebuilt from the SQL row for an archived game."""
    return {
        "ruleset": game.ruleset,
        "mode": game.mode,
        "ai": ai if ai is not None else (game.setup or {}).get("ai", {}),
        "created_at": rfc3339(game.created_at),
        "created_by": game.created_by,
        "join_code": game.join_code,
        "seed_commitment": (game.setup or {}).get("seed_commitment"),  # None: a game created before commitments
    }


def ensure_plays(access: Access, record: GameRecord, seat: str) -> None:
    """A seat's own view and moves are for whoever plays it: never another player's, never the AI's; and only
    a seat the game has (the owner controls every seat nobody holds, which once let ``?seat=p9`` show a view of
    nobody)."""
    if seat not in record.seat_ids:
        raise Unprocessable(errors={"query": {"seat": [f"This game's seats are {', '.join(record.seat_ids)}."]}})
    if not access.controls(seat):
        refuse_seat(access, seat, record.seat_ids)
    if seat in record.meta.get("ai", {}):
        raise Forbidden(f"You do not play seat {seat}.", controls=access.controlled(record.seat_ids))


def read_game(
    *,
    session: Session | None = None,
    db: Database | None = None,
    store: LiveStore,
    game_id: str,
    min_version: int | None = None,
) -> GameRecord:
    """The game, live (this process's copy while it is known current and at ``min_version`` or later, else from
    Redis) or else archived in SQL (read with ``session``, or in a unit of ``db``'s)."""
    live = store.read(game_id, at_least=min_version)
    if live is not None:
        return GameRecord(game_id, live.meta, live.state, live.version, archived=False, chain_head=live.head)
    if session is None:
        assert db is not None
        with db.read() as own:
            return _archived(own, game_id)
    return _archived(session, game_id)


def _archived(session: Session, game_id: str) -> GameRecord:
    game = session.get(Game, game_id)
    if game is None or game.final_state is None:
        raise NotFound("No such game.")
    last = session.scalars(
        select(GameEvent.data).where(GameEvent.game_id == game_id).order_by(GameEvent.number.desc()).limit(1)
    ).first()
    return GameRecord(
        game_id,
        meta_of(game),
        game.final_state,
        game.version,
        archived=True,
        abandoned=game.status == "abandoned",
        chain_head=last.get("hash") if last else None,
    )


def read_entries(*, session: Session, store: LiveStore, record: GameRecord, after: int, limit: int) -> list[dict]:
    """Entries as stored, sealed parts and all: for the server's own use (verify, archive). A reader is served
    ``entry_views`` of them."""
    if not record.archived:
        return store.entries(record.id, after=after, limit=limit)
    rows = session.scalars(
        select(GameEvent)
        .where(GameEvent.game_id == record.id, GameEvent.number > after)
        .order_by(GameEvent.number)
        .limit(limit)
    )
    return [row.data for row in rows]


def reader_seats(access: Access, record: GameRecord) -> tuple[str, ...]:
    """The seats whose hidden parts of the log a caller may read: those they play (never an AI's, whose hand is as
    hidden from the owner as from anyone; none for a spectator or staff)."""
    ai = record.meta.get("ai", {})
    return tuple(s for s in access.controlled(record.seat_ids) if s not in ai)


def entry_views(record: GameRecord, entries: list[dict[str, Any]], seats: tuple[str, ...]) -> list[dict[str, Any]]:
    """Entries as a reader who plays ``seats`` may see them (``service.games.history.entry_view``)."""
    ruleset = ruleset_for(record.meta)
    return [entry_view(ruleset, e, seats) for e in entries]


def default_seat(access: Access, record: GameRecord) -> str | None:
    """The seat whose view a caller sees by default: the one seat they play, if just one (AI seats aside)."""
    ai = record.meta.get("ai", {})
    playing = [s for s in access.controlled(record.seat_ids) if s not in ai]
    return playing[0] if len(playing) == 1 else None


def document(record: GameRecord, access: Access, *, seat: str | None) -> dict[str, Any]:
    """The game as the API shows it to this caller: the ruleset's view plus what the service adds."""
    view = ruleset_for(record.meta).view_for(record.state, seat)
    view.pop("ruleset", None)
    doc: dict[str, Any] = {
        "id": record.id,
        "ruleset": record.meta["ruleset"],
        "mode": record.meta.get("mode", "tracker"),
        "version": record.version,
        "status": view.pop("status"),
        "seats": view.pop("seats"),
        "turn": view.pop("turn"),
        "winner": view.pop("winner"),
        "finish_reason": view.pop("finish_reason", None),
        "join_code": record.meta["join_code"] if access.sees_join_code else None,
        "created_at": record.meta["created_at"],
        "archived": record.archived,
        "abandoned": record.abandoned,
        "viewer": {"role": access.role, "seat": seat, "controls": access.controlled(record.seat_ids)},
        "ai_seats": record.meta.get("ai", {}),
        "chain_head": record.chain_head,
        "seed_commitment": record.meta.get("seed_commitment"),
    }
    view.pop("viewer", None)
    doc.update(view)  # the ruleset's own members: vt_pool, domains, limits...
    return doc


DOCUMENTS_KEPT = 1024
DOCUMENT_KEPT_BYTES = 32 * 1024  # an engine game's document can be larger: built each time, not kept
_documents: dict[tuple[Any, ...], bytes] = {}


def document_json(record: GameRecord, access: Access, *, seat: str | None) -> bytes:
    """``document`` as JSON, kept for the next reader of the same version with the same view: phones read a game
    again and again between two moves, and a live game's id and version name its state."""
    key = (record.id, record.version, record.archived, record.abandoned, access, seat)
    found = _documents.get(key)
    if found is None:
        found = dumps(document(record, access, seat=seat))
        if len(found) <= DOCUMENT_KEPT_BYTES:
            if len(_documents) >= DOCUMENTS_KEPT:
                _documents.clear()
            _documents[key] = found
    return found


def legal_actions(record: GameRecord, seat: str) -> dict[str, Any]:
    """Complete bodies, or templates whose ``$free`` member is the JSON Schema of the fields to fill in."""
    ruleset = ruleset_for(record.meta)
    items = [] if record.archived else ruleset.legal_actions(record.state, seat)
    return {
        "seat": seat,
        "version": record.version,
        "exhaustive": ruleset.capabilities.legal_actions_exhaustive,
        "items": items,
    }
