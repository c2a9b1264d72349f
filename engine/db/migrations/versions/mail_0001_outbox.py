"""mail: the outbox of e-mails waiting for, or done with, delivery

Revision ID: mail_0001
Revises:
Depends on: accounts_0001
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "mail_0001"
down_revision: str | Sequence[str] | None = None
branch_labels: str | Sequence[str] | None = ("mail",)
depends_on: str | Sequence[str] | None = "accounts_0001"

TZ = sa.DateTime(timezone=True)


def upgrade() -> None:
    op.create_table(
        "mail_outbox",
        sa.Column("id", sa.String(32), nullable=False),
        sa.Column("user_id", sa.String(32), nullable=True),
        sa.Column("kind", sa.String(64), nullable=False),
        sa.Column("sender", sa.String(320), nullable=False),
        sa.Column("recipient", sa.String(320), nullable=False),
        sa.Column("subject", sa.String(998), nullable=False),
        sa.Column("text_body", sa.Text(), nullable=False),
        sa.Column("html_body", sa.Text(), nullable=False),
        sa.Column("status", sa.String(16), nullable=False),
        sa.Column("attempts", sa.Integer(), nullable=False),
        sa.Column("next_attempt_at", TZ, nullable=False),
        sa.Column("locked_until", TZ, nullable=True),
        sa.Column("lease_token", sa.String(32), nullable=True),
        sa.Column("last_error", sa.Text(), nullable=True),
        sa.Column("created_at", TZ, nullable=False),
        sa.Column("sent_at", TZ, nullable=True),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_mail_outbox")),
        sa.ForeignKeyConstraint(
            ["user_id"],
            ["users.id"],
            name=op.f("fk_mail_outbox_user_id_users"),
            ondelete="CASCADE",
        ),
    )
    op.create_index("ix_mail_outbox_due", "mail_outbox", ["status", "next_attempt_at"])
    op.create_index("ix_mail_outbox_user_created", "mail_outbox", ["user_id", "created_at"])


def downgrade() -> None:
    op.drop_index("ix_mail_outbox_user_created", table_name="mail_outbox")
    op.drop_index("ix_mail_outbox_due", table_name="mail_outbox")
    op.drop_table("mail_outbox")
