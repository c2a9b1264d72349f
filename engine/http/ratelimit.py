"""Rate limits counted in the database, so every server process shares them.

Fixed one-minute windows per key (``login:<client ip>``): one upsert per attempt, on SQLite and
PostgreSQL alike. No Redis is needed; the table holds one small row per active key.
The client address is the connection's peer address (put a proxy in front that sets it, e.g.
uvicorn ``--proxy-headers`` with ``--forwarded-allow-ips``).
"""

from __future__ import annotations

import time
from collections.abc import Callable, Coroutine
from typing import Any

from litestar.connection import ASGIConnection
from litestar.handlers.base import BaseRouteHandler
from sqlalchemy import case, delete
from sqlalchemy.dialects import postgresql, sqlite
from sqlalchemy.ext.asyncio import AsyncSession, async_sessionmaker

from engine.accounts.models import RateLimitWindow
from engine.http.errors import ApiError
from engine.http.state import app_context

WINDOW_SECONDS = 60
STALE_AFTER_SECONDS = 3600

Guard = Callable[[ASGIConnection[Any, Any, Any, Any], BaseRouteHandler], Coroutine[Any, Any, None]]


async def count_attempt(
    sessionmaker: async_sessionmaker[AsyncSession], key: str, *, now: float | None = None
) -> tuple[int, int]:
    """Count one attempt for ``key``; returns (attempts in this window, seconds until it ends)."""
    moment = int(time.time() if now is None else now)
    window_start = moment - moment % WINDOW_SECONDS
    async with sessionmaker() as session, session.begin():
        table = RateLimitWindow.__table__
        upsert = _insert(session)(table).values(key=key, window_start=window_start, count=1)
        same_window = table.c.window_start == upsert.excluded.window_start
        statement = upsert.on_conflict_do_update(
            index_elements=[table.c.key],
            set_={
                "count": case((same_window, table.c.count + 1), else_=1),
                "window_start": upsert.excluded.window_start,
            },
        ).returning(table.c.count)
        count = int((await session.execute(statement)).scalar_one())
        if count == 1:  # a new window: forget keys idle for an hour, so the table stays small
            await session.execute(
                delete(RateLimitWindow).where(
                    RateLimitWindow.window_start < window_start - STALE_AFTER_SECONDS
                )
            )
    return count, window_start + WINDOW_SECONDS - moment


def _insert(session: AsyncSession) -> Any:
    """The dialect's INSERT (both SQLite and PostgreSQL have ON CONFLICT DO UPDATE)."""
    return postgresql.insert if session.get_bind().dialect.name == "postgresql" else sqlite.insert


def rate_limit(action: str, limit_of: Callable[[Any], int]) -> Guard:
    """A guard allowing ``limit_of(settings)`` attempts of ``action`` per client per minute."""

    async def guard(connection: ASGIConnection[Any, Any, Any, Any], _: BaseRouteHandler) -> None:
        ctx = app_context(connection.app)
        limit = limit_of(ctx.settings)
        client = connection.client.host if connection.client else "unknown"
        count, retry_after = await count_attempt(ctx.sessionmaker, f"{action}:{client}")
        if count > limit:
            raise ApiError(
                429,
                "Too many attempts. Please wait a minute and try again.",
                headers={"Retry-After": str(max(retry_after, 1))},
            )

    return guard
