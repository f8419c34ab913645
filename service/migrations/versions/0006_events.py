"""events: round clock, time extensions, penalties, late-entry results, stale rounds, live event log

Revision ID: 0006
Revises: 0005
Create Date: 2026-11-24 21:51:04.921512
"""

import sqlalchemy as sa
from alembic import op

revision = "0006"
down_revision = "0005"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "tournament_events",
        sa.Column("id", sa.Integer(), autoincrement=True, nullable=False),
        sa.Column("tournament_id", sa.String(length=32), nullable=False),
        sa.Column("number", sa.Integer(), nullable=False),
        sa.Column("type", sa.String(length=40), nullable=False),
        sa.Column("data", sa.JSON(), nullable=False),
        sa.Column("audience", sa.JSON(), nullable=True),
        sa.Column("at", sa.DateTime(timezone=True), nullable=False),
        sa.ForeignKeyConstraint(
            ["tournament_id"],
            ["tournaments.id"],
            name=op.f("fk_tournament_events_tournament_id_tournaments"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_tournament_events")),
        sa.UniqueConstraint("tournament_id", "number", name="uq_tournament_events_tournament_number"),
    )
    op.create_table(
        "tournament_penalties",
        sa.Column("id", sa.String(length=32), nullable=False),
        sa.Column("tournament_id", sa.String(length=32), nullable=False),
        sa.Column("player_id", sa.String(length=32), nullable=False),
        sa.Column("round", sa.Integer(), nullable=False),
        sa.Column("infraction", sa.String(length=40), nullable=False),
        sa.Column("penalty", sa.String(length=20), nullable=False),
        sa.Column("notes", sa.String(length=2000), nullable=False),
        sa.Column("issued_by", sa.String(length=32), nullable=True),
        sa.Column("issued_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("match_id", sa.String(length=32), nullable=True),
        sa.ForeignKeyConstraint(
            ["issued_by"], ["users.id"], name=op.f("fk_tournament_penalties_issued_by_users"), ondelete="SET NULL"
        ),
        sa.ForeignKeyConstraint(
            ["player_id"],
            ["tournament_players.id"],
            name=op.f("fk_tournament_penalties_player_id_tournament_players"),
            ondelete="CASCADE",
        ),
        sa.ForeignKeyConstraint(
            ["tournament_id"],
            ["tournaments.id"],
            name=op.f("fk_tournament_penalties_tournament_id_tournaments"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_tournament_penalties")),
    )
    with op.batch_alter_table("tournament_penalties", schema=None) as batch_op:
        batch_op.create_index(batch_op.f("ix_tournament_penalties_player_id"), ["player_id"], unique=False)
        batch_op.create_index("ix_tournament_penalties_tournament", ["tournament_id", "issued_at"], unique=False)

    # existing rows get the defaults the models give new ones
    with op.batch_alter_table("tournament_matches", schema=None) as batch_op:
        batch_op.add_column(sa.Column("extensions", sa.JSON(), nullable=False, server_default="[]"))
        batch_op.add_column(sa.Column("chain_head", sa.String(length=128), nullable=True))

    with op.batch_alter_table("tournament_players", schema=None) as batch_op:
        batch_op.add_column(sa.Column("missed_result", sa.String(length=8), nullable=True))
        batch_op.add_column(sa.Column("disqualified", sa.Boolean(), nullable=False, server_default=sa.false()))

    with op.batch_alter_table("tournament_rounds", schema=None) as batch_op:
        batch_op.add_column(sa.Column("clock_minutes", sa.Integer(), nullable=True))
        batch_op.add_column(sa.Column("clock_started_at", sa.DateTime(timezone=True), nullable=True))
        batch_op.add_column(sa.Column("clock_paused_at", sa.DateTime(timezone=True), nullable=True))
        batch_op.add_column(sa.Column("clock_paused_seconds", sa.Float(), nullable=False, server_default="0"))
        batch_op.add_column(sa.Column("clock_ended_at", sa.DateTime(timezone=True), nullable=True))
        batch_op.add_column(sa.Column("stale_at", sa.DateTime(timezone=True), nullable=True))
        batch_op.add_column(sa.Column("stale_reason", sa.String(length=300), nullable=True))

    with op.batch_alter_table("tournaments", schema=None) as batch_op:
        batch_op.add_column(sa.Column("round_minutes", sa.Integer(), nullable=False, server_default="50"))
        batch_op.add_column(sa.Column("enforcement", sa.String(length=16), nullable=False, server_default="casual"))
        batch_op.add_column(sa.Column("late_entry_result", sa.String(length=8), nullable=False, server_default="loss"))
        batch_op.add_column(sa.Column("event_count", sa.Integer(), nullable=False, server_default="0"))
        batch_op.alter_column(
            "format", existing_type=sa.VARCHAR(length=8), type_=sa.String(length=24), existing_nullable=False
        )


def downgrade() -> None:
    with op.batch_alter_table("tournaments", schema=None) as batch_op:
        batch_op.alter_column(
            "format", existing_type=sa.String(length=24), type_=sa.VARCHAR(length=8), existing_nullable=False
        )
        batch_op.drop_column("event_count")
        batch_op.drop_column("late_entry_result")
        batch_op.drop_column("enforcement")
        batch_op.drop_column("round_minutes")

    with op.batch_alter_table("tournament_rounds", schema=None) as batch_op:
        batch_op.drop_column("stale_reason")
        batch_op.drop_column("stale_at")
        batch_op.drop_column("clock_ended_at")
        batch_op.drop_column("clock_paused_seconds")
        batch_op.drop_column("clock_paused_at")
        batch_op.drop_column("clock_started_at")
        batch_op.drop_column("clock_minutes")

    with op.batch_alter_table("tournament_players", schema=None) as batch_op:
        batch_op.drop_column("disqualified")
        batch_op.drop_column("missed_result")

    with op.batch_alter_table("tournament_matches", schema=None) as batch_op:
        batch_op.drop_column("chain_head")
        batch_op.drop_column("extensions")

    with op.batch_alter_table("tournament_penalties", schema=None) as batch_op:
        batch_op.drop_index("ix_tournament_penalties_tournament")
        batch_op.drop_index(batch_op.f("ix_tournament_penalties_player_id"))

    op.drop_table("tournament_penalties")
    op.drop_table("tournament_events")
