"""Games as SQL keeps them: the index of every game (for listing and access), its members, and the
archived event log of games that finished or were abandoned. Live state is in Redis, not here."""

from __future__ import annotations

from datetime import datetime
from typing import Any

from sqlalchemy import JSON, ForeignKey, Index, Integer, String, UniqueConstraint
from sqlalchemy.orm import Mapped, mapped_column

from service.platform.model_base import Base, UTCDateTime, new_id, utcnow


class Game(Base):
    """One game. Written when it is created; completed by the archive task when it ends."""

    __tablename__ = "games"

    id: Mapped[str] = mapped_column(String(32), primary_key=True, default=lambda: new_id("gam"))
    ruleset: Mapped[str] = mapped_column(String(32))
    mode: Mapped[str] = mapped_column(String(16), default="tracker")
    created_by: Mapped[str | None] = mapped_column(ForeignKey("users.id", ondelete="SET NULL"), nullable=True)
    created_at: Mapped[datetime] = mapped_column(UTCDateTime, default=utcnow)
    # "live" while Redis holds it; then "finished" or "abandoned" once archived
    status: Mapped[str] = mapped_column(String(16), default="live")
    join_code: Mapped[str] = mapped_column(String(16))
    seats: Mapped[list[dict[str, Any]]] = mapped_column(JSON)  # [{"seat", "name"}] as created
    setup: Mapped[dict[str, Any]] = mapped_column(JSON)  # what the game was set up from (replayable)
    version: Mapped[int] = mapped_column(Integer, default=1)
    winner: Mapped[Any] = mapped_column(JSON, nullable=True)
    finish_reason: Mapped[str | None] = mapped_column(String(64), nullable=True)
    final_state: Mapped[dict[str, Any] | None] = mapped_column(JSON, nullable=True)
    archived_at: Mapped[datetime | None] = mapped_column(UTCDateTime, nullable=True)


class GameMember(Base):
    """Who may read a game and which seat (if any) they control: the creator, joined players, spectators.

    A member is a user account or, for a player without one, a seat token (kept only as a keyed hash)."""

    __tablename__ = "game_members"
    __table_args__ = (
        UniqueConstraint("game_id", "user_id", name="uq_game_members_game_user"),
        Index("ix_game_members_user_game", "user_id", "game_id"),
    )

    id: Mapped[str] = mapped_column(String(32), primary_key=True, default=lambda: new_id("gmb"))
    game_id: Mapped[str] = mapped_column(ForeignKey("games.id", ondelete="CASCADE"), index=True)
    user_id: Mapped[str | None] = mapped_column(ForeignKey("users.id", ondelete="CASCADE"), nullable=True)
    role: Mapped[str] = mapped_column(String(16))  # "owner" | "player" | "spectator"
    name: Mapped[str | None] = mapped_column(String(80), nullable=True)  # a guest's display name
    seats: Mapped[list[str]] = mapped_column(JSON, default=list)  # seats controlled ("owner": all)
    token_hash: Mapped[str | None] = mapped_column(String(64), unique=True, nullable=True)
    created_at: Mapped[datetime] = mapped_column(UTCDateTime, default=utcnow)


class GameEvent(Base):
    """One entry of an archived game's history, exactly as the live store kept it (sealed parts and all: readers are
    served their view of it, ``service.games.history.entry_view``)."""

    __tablename__ = "game_events"

    game_id: Mapped[str] = mapped_column(ForeignKey("games.id", ondelete="CASCADE"), primary_key=True)
    number: Mapped[int] = mapped_column(Integer, primary_key=True)
    type: Mapped[str] = mapped_column(String(32))
    data: Mapped[dict[str, Any]] = mapped_column(JSON)
