"""Login and sign-up are rate limited per client, with counters in the database."""

from __future__ import annotations

import msgspec
import pytest
from sqlalchemy import select

from engine.accounts.models import RateLimitWindow, User
from engine.http.ratelimit import WINDOW_SECONDS, count_attempt
from engine.settings import AuthSettings
from tests.support import PASSWORD, assert_error, unique_email


@pytest.fixture
def settings(settings):
    auth = AuthSettings(
        login_rate_per_minute=3, signup_rate_per_minute=2, anonymous_rate_per_minute=2
    )
    return msgspec.structs.replace(settings, auth=auth)


async def test_login_is_limited_with_retry_after(client):
    body = {"email": unique_email(), "password": PASSWORD}
    for _ in range(3):
        assert (await client.post("/api/login", json=body)).status_code == 401
    answer = await client.post("/api/login", json=body)
    assert_error(answer, 429)
    retry_after = int(answer.headers["retry-after"])
    assert 1 <= retry_after <= WINDOW_SECONDS


async def test_create_user_is_limited(client, sessionmaker):
    for _ in range(2):
        answer = await client.post(
            "/api/createUser", json={"role": "user", "email": unique_email(), "password": PASSWORD}
        )
        assert answer.status_code == 201
    answer = await client.post(
        "/api/createUser", json={"role": "user", "email": unique_email(), "password": PASSWORD}
    )
    assert_error(answer, 429)
    assert int(answer.headers["retry-after"]) >= 1


async def test_counters_are_per_action_and_reset_each_window(client, sessionmaker):
    start = 1_800_000_000  # a window boundary (divisible by 60)
    assert await count_attempt(sessionmaker, "login:10.0.0.1", now=start) == (1, 60)
    assert await count_attempt(sessionmaker, "login:10.0.0.1", now=start + 59) == (2, 1)
    assert await count_attempt(sessionmaker, "signup:10.0.0.1", now=start + 59) == (1, 1)
    assert await count_attempt(sessionmaker, "login:10.0.0.2", now=start + 1) == (1, 59)
    assert await count_attempt(sessionmaker, "login:10.0.0.1", now=start + 60) == (1, 60)


async def test_idle_keys_are_forgotten(client, sessionmaker):
    start = 1_800_000_000
    await count_attempt(sessionmaker, "login:10.0.0.9", now=start)
    await count_attempt(sessionmaker, "login:10.0.0.8", now=start + 2 * 3600)
    async with sessionmaker() as session:
        keys = set((await session.scalars(select(RateLimitWindow.key))).all())
    assert "login:10.0.0.9" not in keys and "login:10.0.0.8" in keys


async def test_anonymous_user_creation_is_limited(client, sessionmaker):
    for _ in range(2):
        assert (await client.post("/api/anonymousUser")).status_code == 201
    answer = await client.post("/api/anonymousUser")
    assert_error(answer, 429)
    assert int(answer.headers["retry-after"]) >= 1
    async with sessionmaker() as session:
        users = (await session.execute(select(User))).scalars().all()
    assert len(users) == 2
