"""The migrations build exactly the tables the models describe, on SQLite and PostgreSQL."""

from __future__ import annotations

from alembic.autogenerate import compare_metadata
from alembic.migration import MigrationContext

from engine.db.base import create_engine
from engine.db.migrate import upgrade
from engine.db.registry import metadata


async def test_models_and_migrations_agree(database_url):
    engine = create_engine(database_url)
    try:
        await upgrade(engine)
        async with engine.connect() as connection:
            differences = await connection.run_sync(
                lambda sync: compare_metadata(
                    MigrationContext.configure(sync, opts={"compare_type": True}), metadata
                )
            )
    finally:
        await engine.dispose()
    assert differences == [], f"models and migrations differ; write a migration: {differences}"


async def test_upgrade_is_idempotent(database_url):
    engine = create_engine(database_url)
    try:
        await upgrade(engine)
        await upgrade(engine)
    finally:
        await engine.dispose()
