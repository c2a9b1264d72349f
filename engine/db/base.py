"""The SQLAlchemy declarative base and engine factory shared by every domain.

Each domain keeps its tables in its own ``models.py`` on this ``Base``; Alembic sees them all
through ``Base.metadata`` once ``engine.db.registry`` has imported every domain's models.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from sqlalchemy import MetaData, event
from sqlalchemy.engine import make_url
from sqlalchemy.ext.asyncio import AsyncEngine, async_sessionmaker, create_async_engine
from sqlalchemy.orm import DeclarativeBase

NAMING_CONVENTION = {
    "ix": "ix_%(column_0_label)s",
    "uq": "uq_%(table_name)s_%(column_0_name)s",
    "ck": "ck_%(table_name)s_%(constraint_name)s",
    "fk": "fk_%(table_name)s_%(column_0_name)s_%(referred_table_name)s",
    "pk": "pk_%(table_name)s",
}


class Base(DeclarativeBase):
    metadata = MetaData(naming_convention=NAMING_CONVENTION)


def async_url(url: str) -> str:
    """``sqlite:///PATH`` -> aiosqlite, ``postgresql://...`` -> asyncpg; other drivers unchanged."""
    parsed = make_url(url)
    driver = {"sqlite": "sqlite+aiosqlite", "postgresql": "postgresql+asyncpg"}.get(
        parsed.drivername, parsed.drivername
    )
    return parsed.set(drivername=driver).render_as_string(hide_password=False)


def create_engine(url: str, *, echo: bool = False) -> AsyncEngine:
    """An async engine for ``url``. A SQLite file's folder is created; foreign keys are enforced."""
    parsed = make_url(url)
    kwargs: dict[str, Any] = {"echo": echo}
    if parsed.drivername.startswith("sqlite"):
        if parsed.database and parsed.database != ":memory:":
            Path(parsed.database).expanduser().parent.mkdir(parents=True, exist_ok=True)
        kwargs["connect_args"] = {"timeout": 30}
    else:
        kwargs["pool_pre_ping"] = True
    engine = create_async_engine(async_url(url), **kwargs)
    if parsed.drivername.startswith("sqlite"):

        @event.listens_for(engine.sync_engine, "connect")
        def _sqlite_pragmas(dbapi_connection: Any, _record: Any) -> None:
            cursor = dbapi_connection.cursor()
            cursor.execute("PRAGMA foreign_keys=ON")
            cursor.execute("PRAGMA journal_mode=WAL")
            cursor.execute("PRAGMA busy_timeout=30000")
            cursor.close()

    return engine


def create_sessionmaker(engine: AsyncEngine) -> async_sessionmaker[Any]:
    return async_sessionmaker(engine, expire_on_commit=False)
