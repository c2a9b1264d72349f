"""responses: survey responses and population histograms

Revision ID: responses_0001
Revises:
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "responses_0001"
down_revision: str | Sequence[str] | None = None
branch_labels: str | Sequence[str] | None = ("responses",)
depends_on: str | Sequence[str] | None = "accounts_0001"

TZ = sa.DateTime(timezone=True)
FACETS = [f"facet_{i}" for i in range(8)]


def upgrade() -> None:
    op.create_table(
        "survey_response",
        sa.Column("id", sa.String(32), nullable=False),
        sa.Column("user_id", sa.String(32), nullable=False),
        sa.Column("instrument_id", sa.String(64), nullable=False),
        sa.Column("instrument_version", sa.Integer(), nullable=False),
        sa.Column("status", sa.String(16), nullable=False),
        sa.Column("answers", sa.JSON(), nullable=True),
        sa.Column("scores", sa.JSON(), nullable=True),
        sa.Column("levels", sa.JSON(), nullable=True),
        sa.Column("profile", sa.String(64), nullable=True),
        sa.Column("facets", sa.JSON(), nullable=True),
        sa.Column("synthetic", sa.Boolean(), nullable=False),
        sa.Column("created_at", TZ, nullable=False),
        sa.Column("updated_at", TZ, nullable=False),
        sa.Column("submitted_at", TZ, nullable=True),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_survey_response")),
        sa.ForeignKeyConstraint(
            ["user_id"],
            ["users.id"],
            name=op.f("fk_survey_response_user_id_users"),
            ondelete="CASCADE",
        ),
    )
    op.create_index(
        "ix_survey_response_user", "survey_response", ["user_id", "instrument_id", "status"]
    )
    op.create_index(
        "ix_survey_response_instrument",
        "survey_response",
        ["instrument_id", "status", "submitted_at"],
    )
    op.create_table(
        "population_histogram",
        sa.Column("id", sa.Integer(), autoincrement=True, nullable=False),
        sa.Column("instrument_id", sa.String(64), nullable=False),
        sa.Column("dimension", sa.String(64), nullable=False),
        *[sa.Column(name, sa.String(100), nullable=False) for name in FACETS],
        sa.Column("score", sa.Float(), nullable=False),
        sa.Column("count", sa.Integer(), nullable=False),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_population_histogram")),
        sa.UniqueConstraint(
            "instrument_id", "dimension", *FACETS, "score", name="uq_population_histogram_key"
        ),
    )


def downgrade() -> None:
    op.drop_table("population_histogram")
    op.drop_index("ix_survey_response_instrument", table_name="survey_response")
    op.drop_index("ix_survey_response_user", table_name="survey_response")
    op.drop_table("survey_response")
