"""Alembic environment: runs on the connection ``engine.db.migrate`` hands in."""

from __future__ import annotations

from alembic import context

from engine.db.registry import metadata

connection = context.config.attributes.get("connection")
if connection is None:
    raise RuntimeError(
        "run migrations through `survey db upgrade` (engine.db.migrate), not the alembic CLI"
    )

context.configure(
    connection=connection,
    target_metadata=metadata,
    render_as_batch=True,  # SQLite cannot ALTER most things; batch mode copies the table
    compare_type=True,
)
with context.begin_transaction():
    context.run_migrations()
