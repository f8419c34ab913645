"""idempotency records move to Redis (``service.platform.idempotency``): their table goes

Revision ID: 0007
Revises: 0006
Create Date: 2026-11-26 05:00:00.000000
"""

import sqlalchemy as sa
from alembic import op

revision = "0007"
down_revision = "0006"
branch_labels = None
depends_on = None


def upgrade() -> None:
    # the answers kept here for retries (a day at most) are not carried over: a retry of a write made just before
    # the upgrade is applied as a new write
    with op.batch_alter_table("idempotency_records", schema=None) as batch_op:
        batch_op.drop_index(batch_op.f("ix_idempotency_records_expires_at"))
    op.drop_table("idempotency_records")


def downgrade() -> None:
    op.create_table(
        "idempotency_records",
        sa.Column("id", sa.String(length=32), nullable=False),
        sa.Column("principal", sa.String(length=64), nullable=False),
        sa.Column("key", sa.String(length=255), nullable=False),
        sa.Column("request_hash", sa.String(length=64), nullable=False),
        sa.Column("status", sa.String(length=16), nullable=False),
        sa.Column("response_status", sa.Integer(), nullable=True),
        sa.Column("response_headers", sa.JSON(), nullable=True),
        sa.Column("response_body", sa.Text(), nullable=True),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("expires_at", sa.DateTime(timezone=True), nullable=False),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_idempotency_records")),
        sa.UniqueConstraint("principal", "key", name="uq_idempotency_records_principal_key"),
    )
    with op.batch_alter_table("idempotency_records", schema=None) as batch_op:
        batch_op.create_index(batch_op.f("ix_idempotency_records_expires_at"), ["expires_at"], unique=False)
