"""Fixtures of the mail tests: a real SMTP server on loopback, mail settings pointing at it,
a migrated database without a running app (``database_url`` from ``tests/conftest.py``: SQLite
and PostgreSQL), a controllable clock and the loaded delivery plugins."""

from __future__ import annotations

from collections.abc import AsyncIterator, Awaitable, Iterator
from datetime import UTC, datetime
from pathlib import Path

import pytest
from sqlalchemy.ext.asyncio import AsyncSession, async_sessionmaker

from engine.db.base import create_engine, create_sessionmaker
from engine.db.migrate import upgrade
from engine.mail.delivery import register_builtin_delivery
from engine.mail.worker import DeliverySummary, deliver_due
from engine.plugins import Plugins, load_plugins
from engine.settings import (
    AuthSettings,
    DatabaseSettings,
    MailSettings,
    ServerSettings,
    Settings,
)

from .smtp_server import SmtpServer
from .support import Deliver, FakeClock


@pytest.fixture
def smtp_server() -> Iterator[SmtpServer]:
    server = SmtpServer()
    server.start()
    try:
        yield server
    finally:
        server.stop()


@pytest.fixture
def settings(tmp_path: Path, database_url: str, smtp_server: SmtpServer) -> Settings:
    return Settings(
        database=DatabaseSettings(url=database_url),
        auth=AuthSettings(
            secret_key="mail-tests-secret-key-0123456789abcdef",
            login_rate_per_minute=1000,
            signup_rate_per_minute=1000,
            anonymous_rate_per_minute=1000,
        ),
        mail=MailSettings(
            smtp_url=smtp_server.url,
            outbox_dir=tmp_path / "outbox",
            sender="Social Wellness Survey <reports@survey.example>",
            max_attempts=4,
            backoff_base_seconds=30,
            backoff_max_seconds=90,
            send_timeout_seconds=10,
            poll_seconds=0.2,
        ),
        server=ServerSettings(
            public_url="http://testserver.local", webapp_dist=tmp_path / "webapp-dist"
        ),
    )


@pytest.fixture
async def sessionmaker(settings: Settings) -> AsyncIterator[async_sessionmaker[AsyncSession]]:
    engine = create_engine(settings.database.url)
    await upgrade(engine)
    try:
        yield create_sessionmaker(engine)
    finally:
        await engine.dispose()


@pytest.fixture
def plugins(settings: Settings) -> Plugins:
    loaded = load_plugins(settings, entry_points=False)
    register_builtin_delivery(loaded, settings)
    return loaded


@pytest.fixture
def clock() -> FakeClock:
    return FakeClock(datetime.now(UTC).replace(microsecond=0))


@pytest.fixture
def deliver(
    sessionmaker: async_sessionmaker[AsyncSession],
    plugins: Plugins,
    settings: Settings,
    clock: FakeClock,
) -> Deliver:
    """Run the worker's delivery pass once over the due messages, at the fake clock's time."""

    def run() -> Awaitable[DeliverySummary]:
        return deliver_due(sessionmaker, plugins.deliver_mail, settings.mail, clock=clock)

    return run
