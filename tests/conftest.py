"""Fixtures shared by every test suite.

- ``database_url``: parametrized, so a test that uses it (directly or through ``settings``,
  ``app`` or ``client``) runs twice: on a fresh SQLite file and on PostgreSQL at 127.0.0.1:5432
  (one ``survey_test_<hex>`` database per test session, emptied before each test, dropped at the
  end). PostgreSQL params are skipped, with the reason, only when the server is unreachable.
- ``settings``: ``Settings`` for that database, with temporary folders (mail outbox, web app
  dist that does not exist) and generous rate limits; tests change them with
  ``msgspec.structs.replace`` before asking for ``app``.
- ``app``: ``create_app(settings)``; migrations run when the client starts it.
- ``client``: an ``httpx.AsyncClient`` on the started app (``BASE_URL``; redirects not followed).
- ``sessionmaker``: the app's ``async_sessionmaker`` for checking rows directly.

Password hashing uses cheap argon2id parameters for the whole session (autouse fixture).

Account helpers (``register``, ``anonymous``, ``bearer``, ``assert_error``) live in
``tests/support.py``.
"""

from __future__ import annotations

import asyncio
import os
import uuid
from collections.abc import AsyncIterator, Iterator
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any

import asyncpg
import httpx
import pytest
from litestar import Litestar
from sqlalchemy import text
from sqlalchemy.ext.asyncio import AsyncSession, async_sessionmaker

from engine.app import create_app
from engine.db.base import create_engine
from engine.http.state import app_context
from engine.settings import (
    AuthSettings,
    DatabaseSettings,
    MailSettings,
    ServerSettings,
    Settings,
)

PG_HOST = os.environ.get("TEST_PG_HOST", "127.0.0.1")
PG_PORT = int(os.environ.get("TEST_PG_PORT", "5432"))
PG_USERS = ("postgres", "root")
BASE_URL = "http://testserver.local"


async def _pg_admin_connect() -> tuple[Any, str]:
    last: Exception | None = None
    for user in PG_USERS:
        try:
            conn = await asyncpg.connect(
                host=PG_HOST, port=PG_PORT, user=user, database="postgres", timeout=5
            )
            return conn, user
        except Exception as error:
            last = error
    raise ConnectionError(f"PostgreSQL at {PG_HOST}:{PG_PORT} is unreachable: {last}")


async def _create_database(name: str) -> str:
    conn, user = await _pg_admin_connect()
    try:
        await conn.execute(f'CREATE DATABASE "{name}"')
    finally:
        await conn.close()
    return user


async def _drop_database(name: str) -> None:
    conn, _ = await _pg_admin_connect()
    try:
        await conn.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')
    finally:
        await conn.close()


@pytest.fixture(autouse=True, scope="session")
def _cheap_password_hashing() -> Iterator[None]:
    """argon2id with small cost parameters: the product's default costs ~0.3 s per hash on a
    small machine, which would dominate the suite. Still real argon2id hashes."""
    from argon2 import PasswordHasher

    from engine.accounts import passwords

    original = passwords._hasher
    passwords._hasher = PasswordHasher(time_cost=1, memory_cost=1024, parallelism=1)
    yield
    passwords._hasher = original


@pytest.fixture(scope="session")
def postgres_url() -> Iterator[str]:
    """One fresh PostgreSQL database for the test session, dropped at the end."""
    name = f"survey_test_{uuid.uuid4().hex[:12]}"
    try:
        user = asyncio.run(_create_database(name))
    except ConnectionError as error:
        if os.environ.get("CI"):
            pytest.fail(f"PostgreSQL is required on CI: {error}")
        pytest.skip(str(error))
    yield f"postgresql://{user}@{PG_HOST}:{PG_PORT}/{name}"
    asyncio.run(_drop_database(name))


async def _empty_postgres(url: str) -> None:
    """Remove every row of every table (not the schema), so each test starts empty."""
    engine = create_engine(url)
    try:
        async with engine.begin() as conn:
            names = (
                await conn.execute(
                    text(
                        "SELECT tablename FROM pg_tables WHERE schemaname = 'public' "
                        "AND tablename <> 'alembic_version'"
                    )
                )
            ).scalars()
            tables = ", ".join(f'"{name}"' for name in names)
            if tables:
                await conn.execute(text(f"TRUNCATE {tables} RESTART IDENTITY CASCADE"))
    finally:
        await engine.dispose()


@pytest.fixture(params=["sqlite", pytest.param("postgresql", marks=pytest.mark.postgres)])
def database_url(request: pytest.FixtureRequest, tmp_path: Path) -> str:
    if request.param == "sqlite":
        return f"sqlite:///{tmp_path / 'survey.db'}"
    url: str = request.getfixturevalue("postgres_url")
    asyncio.run(_empty_postgres(url))
    return url


@pytest.fixture
def settings(database_url: str, tmp_path: Path) -> Settings:
    return Settings(
        database=DatabaseSettings(url=database_url),
        auth=AuthSettings(
            login_rate_per_minute=1000,
            signup_rate_per_minute=1000,
            anonymous_rate_per_minute=1000,
        ),
        mail=MailSettings(outbox_dir=tmp_path / "outbox"),
        server=ServerSettings(public_url=BASE_URL, webapp_dist=tmp_path / "webapp-dist"),
    )


@pytest.fixture
def app(settings: Settings) -> Litestar:
    return create_app(settings)


@asynccontextmanager
async def running(app: Litestar) -> AsyncIterator[None]:
    """Run the app's lifespan (startup hooks, then shutdown hooks) in one task of this loop."""
    started, stop = asyncio.Event(), asyncio.Event()

    async def lifespan() -> None:
        async with app.lifespan():
            started.set()
            await stop.wait()

    task = asyncio.create_task(lifespan())
    waiter = asyncio.create_task(started.wait())
    await asyncio.wait({task, waiter}, return_when=asyncio.FIRST_COMPLETED)
    if task.done():
        waiter.cancel()
        task.result()  # startup failed: raise its error
    try:
        yield
    finally:
        stop.set()
        await task


@pytest.fixture
async def client(app: Litestar) -> AsyncIterator[httpx.AsyncClient]:
    """An HTTP client on the started app, all on the test's event loop (Litestar's own
    ``AsyncTestClient`` runs startup hooks on another loop, which asyncpg pools do not survive).
    Redirects are not followed."""
    async with running(app):
        transport = httpx.ASGITransport(app=app, client=("127.0.0.1", 50000))
        async with httpx.AsyncClient(transport=transport, base_url=BASE_URL) as test_client:
            yield test_client


@pytest.fixture
def sessionmaker(app: Litestar, client: Any) -> async_sessionmaker[AsyncSession]:
    """The running app's sessionmaker (the client fixture has started the app)."""
    return app_context(app).sessionmaker
