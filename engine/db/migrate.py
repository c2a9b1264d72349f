"""Applies the Alembic migrations programmatically: ``upgrade heads`` on start and in the CLI.

Each domain keeps its own branch (label ``accounts``, ``demographics``, ``responses``, ``mail``)
in ``engine/db/migrations/versions``; a branch that needs another's tables names that revision in
``depends_on``. ``heads`` applies every branch. On PostgreSQL an advisory lock makes concurrent
starts of several server processes wait for each other instead of racing.
"""

from __future__ import annotations

from pathlib import Path

from alembic import command
from alembic.config import Config
from alembic.script import ScriptDirectory
from sqlalchemy import Connection, text
from sqlalchemy.ext.asyncio import AsyncEngine

MIGRATIONS_DIR = Path(__file__).resolve().parent / "migrations"
_PG_LOCK_KEY = 0x5375_7276  # "Surv": any constant shared by every process of this app


def alembic_config(connection: Connection | None = None) -> Config:
    config = Config()
    config.set_main_option("script_location", str(MIGRATIONS_DIR))
    config.attributes["connection"] = connection
    return config


def head_revisions() -> set[str]:
    return set(ScriptDirectory.from_config(alembic_config()).get_heads())


async def upgrade(engine: AsyncEngine, target: str = "heads") -> None:
    """Bring the database to ``target`` (every branch head by default)."""
    async with engine.connect() as connection:
        postgres = connection.dialect.name == "postgresql"
        if postgres:
            await connection.execute(text("SELECT pg_advisory_lock(:key)"), {"key": _PG_LOCK_KEY})
            await connection.commit()
        try:
            await connection.run_sync(_upgrade, target)
            await connection.commit()
        finally:
            if postgres:
                await connection.execute(
                    text("SELECT pg_advisory_unlock(:key)"), {"key": _PG_LOCK_KEY}
                )
                await connection.commit()


async def current_revisions(engine: AsyncEngine) -> set[str]:
    async with engine.connect() as connection:
        return await connection.run_sync(_current)


def _upgrade(connection: Connection, target: str) -> None:
    command.upgrade(alembic_config(connection), target)


def _current(connection: Connection) -> set[str]:
    from alembic.runtime.migration import MigrationContext

    return set(MigrationContext.configure(connection).get_current_heads())
