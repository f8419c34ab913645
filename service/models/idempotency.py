from __future__ import annotations

from datetime import datetime

from sqlalchemy import JSON, Integer, String, Text, UniqueConstraint
from sqlalchemy.orm import Mapped, mapped_column

from service.models.base import Base, UTCDateTime, new_id, utcnow


class IdempotencyRecord(Base):
    """The first response to a write sent with an ``Idempotency-Key``, replayed on retries."""

    __tablename__ = "idempotency_records"
    __table_args__ = (UniqueConstraint("principal", "key", name="uq_idempotency_records_principal_key"),)

    id: Mapped[str] = mapped_column(String(32), primary_key=True, default=lambda: new_id("idem"))
    principal: Mapped[str] = mapped_column(String(64))  # who sent it: keys are per caller
    key: Mapped[str] = mapped_column(String(255))
    request_hash: Mapped[str] = mapped_column(String(64))  # method, path and body
    status: Mapped[str] = mapped_column(String(16), default="in_flight")  # in_flight | done
    response_status: Mapped[int | None] = mapped_column(Integer, nullable=True)
    response_headers: Mapped[dict[str, str] | None] = mapped_column(JSON, nullable=True)
    response_body: Mapped[str | None] = mapped_column(Text, nullable=True)
    created_at: Mapped[datetime] = mapped_column(UTCDateTime, default=utcnow)
    expires_at: Mapped[datetime] = mapped_column(UTCDateTime, index=True)
