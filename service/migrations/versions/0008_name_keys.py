"""name keys: the confusable skeleton of usernames and of an event's player names, unique

Revision ID: 0008
Revises: 0007
Create Date: 2026-11-28 20:00:00.000000
"""

from typing import Any

import sqlalchemy as sa
from alembic import op

from schemas.confusables import name_key

revision = "0008"
down_revision = "0007"
branch_labels = None
depends_on = None


def upgrade() -> None:
    with op.batch_alter_table("users", schema=None) as batch_op:
        batch_op.add_column(sa.Column("name_key", sa.String(length=200), nullable=True))
    with op.batch_alter_table("tournament_players", schema=None) as batch_op:
        batch_op.add_column(sa.Column("name_key", sa.String(length=400), nullable=True))
    _backfill("users", "username", None)
    _backfill("tournament_players", "name", "tournament_id")
    with op.batch_alter_table("users", schema=None) as batch_op:
        batch_op.create_unique_constraint(batch_op.f("uq_users_name_key"), ["name_key"])
    with op.batch_alter_table("tournament_players", schema=None) as batch_op:
        batch_op.create_unique_constraint("uq_tournament_players_tournament_name_key", ["tournament_id", "name_key"])


def _backfill(table: str, column: str, scope: str | None) -> None:
    """Each row's key, oldest first; a later row whose name looks like an earlier one's (in its scope) keeps none,
    so the unique constraint holds without renaming anybody (NULLs never collide)."""
    rows = sa.table(table, sa.column("id"), sa.column(column), sa.column("name_key"), sa.column("created_at"))
    scope_col: list[Any] = [sa.column(scope)] if scope else []
    bind = op.get_bind()
    query = sa.select(rows.c.id, rows.c[column], *scope_col).select_from(rows).order_by(rows.c.created_at, rows.c.id)
    seen: set[tuple[str, str]] = set()
    for row in bind.execute(query).all():
        key = (row[2] if scope else "", name_key(row[1]))
        if key in seen:
            continue
        seen.add(key)
        bind.execute(sa.update(rows).where(rows.c.id == row[0]).values(name_key=key[1]))


def downgrade() -> None:
    with op.batch_alter_table("tournament_players", schema=None) as batch_op:
        batch_op.drop_constraint("uq_tournament_players_tournament_name_key", type_="unique")
        batch_op.drop_column("name_key")
    with op.batch_alter_table("users", schema=None) as batch_op:
        batch_op.drop_constraint(batch_op.f("uq_users_name_key"), type_="unique")
        batch_op.drop_column("name_key")
