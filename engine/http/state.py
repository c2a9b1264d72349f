"""What the app factory builds once and every request shares, kept on ``app.state.ctx``."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field

from litestar import Litestar
from sqlalchemy.ext.asyncio import AsyncEngine, AsyncSession, async_sessionmaker

from engine.instruments.registry import InstrumentRegistry
from engine.plugins import Plugins
from engine.settings import Settings

AccountDeleteHook = Callable[[AsyncSession, str], Awaitable[None]]
"""Called with (session, user_id) inside the deleting transaction, before the user row goes.
The responses domain registers one that takes the person's scores out of population counts."""


@dataclass
class AppContext:
    settings: Settings
    db_engine: AsyncEngine
    sessionmaker: async_sessionmaker[AsyncSession]
    plugins: Plugins
    """The engine core's plugin facade (``engine.plugins.load_plugins``)."""
    instruments: InstrumentRegistry
    """The loaded, valid instruments (``engine.instruments.registry.load_registry``)."""
    secret_key: str = ""
    """The JWT signing key: from settings, or generated once and kept in the database."""
    account_delete_hooks: list[AccountDeleteHook] = field(default_factory=list)


def app_context(app: Litestar) -> AppContext:
    ctx = app.state.get("ctx")
    if not isinstance(ctx, AppContext):
        raise RuntimeError("the app was not built by engine.app.create_app")
    return ctx
