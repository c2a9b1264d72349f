"""demographics: one profile record per user

Revision ID: demographics_0001
Revises:
Depends on: accounts_0001
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "demographics_0001"
down_revision: str | Sequence[str] | None = None
branch_labels: str | Sequence[str] | None = ("demographics",)
depends_on: str | Sequence[str] | None = "accounts_0001"


def upgrade() -> None:
    op.create_table(
        "demographics",
        sa.Column("user_id", sa.String(32), nullable=False),
        sa.Column("fields", sa.JSON(), nullable=False),
        sa.Column("dob", sa.Date(), nullable=True),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("updated_at", sa.DateTime(timezone=True), nullable=False),
        sa.PrimaryKeyConstraint("user_id", name=op.f("pk_demographics")),
        sa.ForeignKeyConstraint(
            ["user_id"],
            ["users.id"],
            name=op.f("fk_demographics_user_id_users"),
            ondelete="CASCADE",
        ),
    )


def downgrade() -> None:
    op.drop_table("demographics")
