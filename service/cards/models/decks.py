"""Decks and the cards a user added to their collection by hand."""

from __future__ import annotations

from datetime import datetime
from typing import Any

from sqlalchemy import JSON, ForeignKey, Index, Integer, String
from sqlalchemy.orm import Mapped, mapped_column

from service.platform.model_base import Base, UTCDateTime, new_id, utcnow


class Deck(Base):
    __tablename__ = "decks"
    __table_args__ = (Index("ix_decks_owner_created", "owner_id", "created_at"),)

    id: Mapped[str] = mapped_column(String(32), primary_key=True, default=lambda: new_id("dck"))
    owner_id: Mapped[str] = mapped_column(ForeignKey("users.id", ondelete="CASCADE"))
    ruleset: Mapped[str] = mapped_column(String(32))
    name: Mapped[str] = mapped_column(String(100))
    format: Mapped[str] = mapped_column(String(16))  # casual | official
    cards: Mapped[list[dict[str, Any]]] = mapped_column(JSON)  # [{"card_id", "quantity", "zone"}]
    created_at: Mapped[datetime] = mapped_column(UTCDateTime, default=utcnow)
    updated_at: Mapped[datetime] = mapped_column(UTCDateTime, default=utcnow)


class CollectionEntry(Base):
    """Copies of a card a user owns without registering them (added by hand)."""

    __tablename__ = "collection_entries"

    user_id: Mapped[str] = mapped_column(ForeignKey("users.id", ondelete="CASCADE"), primary_key=True)
    card_id: Mapped[str] = mapped_column(ForeignKey("cards.id", ondelete="CASCADE"), primary_key=True)
    quantity: Mapped[int] = mapped_column(Integer)
    updated_at: Mapped[datetime] = mapped_column(UTCDateTime, default=utcnow)
