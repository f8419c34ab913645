"""Physical copies of cards: print runs, registration codes (kept only as keyed hashes), owners, transfers."""

from __future__ import annotations

from datetime import datetime
from typing import Any

from sqlalchemy import JSON, Boolean, ForeignKey, Index, Integer, String
from sqlalchemy.orm import Mapped, mapped_column

from service.platform.model_base import Base, UTCDateTime, new_id, utcnow


class PrintRun(Base):
    __tablename__ = "print_runs"

    id: Mapped[str] = mapped_column(String(32), primary_key=True, default=lambda: new_id("prn"))
    created_by: Mapped[str | None] = mapped_column(ForeignKey("users.id", ondelete="SET NULL"), nullable=True)
    created_at: Mapped[datetime] = mapped_column(UTCDateTime, default=utcnow)
    cards: Mapped[list[dict[str, Any]]] = mapped_column(JSON)  # [{"card_id", "quantity"}] as ordered
    total: Mapped[int] = mapped_column(Integer)
    status: Mapped[str] = mapped_column(String(16), default="pending")  # pending | ready | failed
    task_id: Mapped[str | None] = mapped_column(String(64), nullable=True)
    finished_at: Mapped[datetime | None] = mapped_column(UTCDateTime, nullable=True)
    codes_downloaded_at: Mapped[datetime | None] = mapped_column(UTCDateTime, nullable=True)
    sheet_downloaded_at: Mapped[datetime | None] = mapped_column(UTCDateTime, nullable=True)


class CardCopy(Base):
    """One printed copy: a public serial, a secret code (its keyed hash only) and, once registered, an owner."""

    __tablename__ = "card_copies"
    __table_args__ = (Index("ix_card_copies_owner_card", "owner_id", "card_id"),)

    id: Mapped[str] = mapped_column(String(32), primary_key=True, default=lambda: new_id("cpy"))
    serial: Mapped[str] = mapped_column(String(32), unique=True)
    code_hash: Mapped[str] = mapped_column(String(64), unique=True)
    card_id: Mapped[str] = mapped_column(ForeignKey("cards.id", ondelete="RESTRICT"), index=True)
    print_run_id: Mapped[str] = mapped_column(ForeignKey("print_runs.id", ondelete="CASCADE"), index=True)
    owner_id: Mapped[str | None] = mapped_column(ForeignKey("users.id", ondelete="SET NULL"), nullable=True)
    registered_at: Mapped[datetime | None] = mapped_column(UTCDateTime, nullable=True)
    status: Mapped[str] = mapped_column(String(16), default="active")  # active | lost | stolen | revoked
    status_note: Mapped[str] = mapped_column(String(500), default="")
    status_changed_at: Mapped[datetime | None] = mapped_column(UTCDateTime, nullable=True)
    owner_public: Mapped[bool] = mapped_column(Boolean, default=False)


class OwnershipEvent(Base):
    """A copy's history: registered, transferred (with a recorded sale price), reported, recovered, revoked."""

    __tablename__ = "ownership_events"

    id: Mapped[str] = mapped_column(String(32), primary_key=True, default=lambda: new_id("own"))
    copy_id: Mapped[str] = mapped_column(ForeignKey("card_copies.id", ondelete="CASCADE"), index=True)
    kind: Mapped[str] = mapped_column(String(16))
    from_user_id: Mapped[str | None] = mapped_column(ForeignKey("users.id", ondelete="SET NULL"), nullable=True)
    to_user_id: Mapped[str | None] = mapped_column(ForeignKey("users.id", ondelete="SET NULL"), nullable=True)
    note: Mapped[str] = mapped_column(String(500), default="")
    at: Mapped[datetime] = mapped_column(UTCDateTime, default=utcnow)


class Transfer(Base):
    """An owner's offer of a copy to another user; ownership moves only when the recipient accepts."""

    __tablename__ = "transfers"
    __table_args__ = (Index("ix_transfers_copy_status", "copy_id", "status"),)

    id: Mapped[str] = mapped_column(String(32), primary_key=True, default=lambda: new_id("trf"))
    copy_id: Mapped[str] = mapped_column(ForeignKey("card_copies.id", ondelete="CASCADE"))
    from_user_id: Mapped[str] = mapped_column(ForeignKey("users.id", ondelete="CASCADE"), index=True)
    to_user_id: Mapped[str] = mapped_column(ForeignKey("users.id", ondelete="CASCADE"), index=True)
    status: Mapped[str] = mapped_column(String(16), default="pending")  # pending|accepted|declined|cancelled
    price_cents: Mapped[int | None] = mapped_column(Integer, nullable=True)
    currency: Mapped[str | None] = mapped_column(String(3), nullable=True)
    created_at: Mapped[datetime] = mapped_column(UTCDateTime, default=utcnow)
    closed_at: Mapped[datetime | None] = mapped_column(UTCDateTime, nullable=True)


class Sale(Base):
    """A recorded sale price of a card (from an accepted transfer): the market value is their median."""

    __tablename__ = "sales"
    __table_args__ = (Index("ix_sales_card_currency_at", "card_id", "currency", "at"),)

    id: Mapped[str] = mapped_column(String(32), primary_key=True, default=lambda: new_id("sal"))
    card_id: Mapped[str] = mapped_column(ForeignKey("cards.id", ondelete="CASCADE"))
    transfer_id: Mapped[str] = mapped_column(ForeignKey("transfers.id", ondelete="CASCADE"), unique=True)
    price_cents: Mapped[int] = mapped_column(Integer)
    currency: Mapped[str] = mapped_column(String(3))
    at: Mapped[datetime] = mapped_column(UTCDateTime, default=utcnow)
