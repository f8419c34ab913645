"""The card catalog: sets, cards (with their rules-text versions and printings) and keywords for search."""

from __future__ import annotations

from datetime import date, datetime
from typing import Any

from sqlalchemy import JSON, Date, ForeignKey, Index, Integer, String, Text
from sqlalchemy.orm import Mapped, mapped_column

from service.platform.model_base import Base, UTCDateTime, utcnow


class CardSet(Base):
    __tablename__ = "card_sets"

    code: Mapped[str] = mapped_column(String(16), primary_key=True)  # "ARC1"
    name: Mapped[str] = mapped_column(String(200))
    ruleset: Mapped[str] = mapped_column(String(32), index=True)
    released: Mapped[date] = mapped_column(Date)
    imported_at: Mapped[datetime] = mapped_column(UTCDateTime, default=utcnow)


class Card(Base):
    """One card as the catalog serves it. ``text`` is the current rules text (the latest version)."""

    __tablename__ = "cards"
    __table_args__ = (Index("ix_cards_ruleset_name", "ruleset", "name"),)

    id: Mapped[str] = mapped_column(String(64), primary_key=True)  # "arc1-007": the public card_id
    ruleset: Mapped[str] = mapped_column(String(32))
    name: Mapped[str] = mapped_column(String(200))
    type: Mapped[str] = mapped_column(String(32))
    rarity: Mapped[str] = mapped_column(String(32))
    text: Mapped[str] = mapped_column(Text, default="")
    lore: Mapped[str] = mapped_column(Text, default="")
    # the realm (Achroma), essence (Arcane), faction (Athernum) or archetype (Oversoul): filterable
    group: Mapped[str | None] = mapped_column(String(64), nullable=True)
    cost: Mapped[int | None] = mapped_column(Integer, nullable=True)  # the game's play cost, for range filters
    attributes: Mapped[dict[str, Any]] = mapped_column(JSON)  # every other field of the set file
    version: Mapped[int] = mapped_column(Integer, default=1)  # number of the current text version
    updated_at: Mapped[datetime] = mapped_column(UTCDateTime, default=utcnow)


class CardVersion(Base):
    """A version of a card's rules text: the printed text is version 1, each erratum the next one."""

    __tablename__ = "card_versions"

    card_id: Mapped[str] = mapped_column(ForeignKey("cards.id", ondelete="CASCADE"), primary_key=True)
    version: Mapped[int] = mapped_column(Integer, primary_key=True)
    text: Mapped[str] = mapped_column(Text)
    effective: Mapped[date] = mapped_column(Date)
    kind: Mapped[str] = mapped_column(String(16))  # "printed" | "erratum"
    note: Mapped[str] = mapped_column(String(500), default="")
    created_at: Mapped[datetime] = mapped_column(UTCDateTime, default=utcnow)


class CardPrinting(Base):
    """Where a card was printed: a set and the card's number in it (a reprint is another printing)."""

    __tablename__ = "card_printings"

    set_code: Mapped[str] = mapped_column(ForeignKey("card_sets.code", ondelete="CASCADE"), primary_key=True)
    number: Mapped[str] = mapped_column(String(16), primary_key=True)
    card_id: Mapped[str] = mapped_column(ForeignKey("cards.id", ondelete="CASCADE"), index=True)


class CardKeyword(Base):
    __tablename__ = "card_keywords"

    card_id: Mapped[str] = mapped_column(ForeignKey("cards.id", ondelete="CASCADE"), primary_key=True)
    keyword: Mapped[str] = mapped_column(String(64), primary_key=True, index=True)
