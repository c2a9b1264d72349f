"""The per-user sending limit, counted in the outbox so every server process shares it."""

from __future__ import annotations

import asyncio
from datetime import datetime

from sqlalchemy import func, select
from sqlalchemy.ext.asyncio import AsyncSession, async_sessionmaker

from engine.accounts.models import User
from engine.mail import service
from engine.mail.models import OutboxMessage, new_id
from engine.mail.rendering import RenderedMail

from .support import FakeClock

MAIL = RenderedMail(subject="Your report", text="text", html="<p>html</p>")


async def make_user(sessionmaker: async_sessionmaker[AsyncSession]) -> str:
    user_id = new_id()
    async with sessionmaker() as session, session.begin():
        session.add(User(id=user_id))
    return user_id


async def enqueue(
    session: AsyncSession, user_id: str, per_hour: int, now: datetime | None = None
) -> tuple[str | None, int]:
    return await service.enqueue_within_limit(
        session,
        user_id=user_id,
        per_hour=per_hour,
        kind="test",
        sender="reports@survey.example",
        to="reader@example.org",
        mail=MAIL,
        now=now,
    )


async def test_the_limit_is_a_rolling_hour_with_a_precise_retry_after(
    sessionmaker: async_sessionmaker[AsyncSession], clock: FakeClock
) -> None:
    user_id = await make_user(sessionmaker)
    other_id = await make_user(sessionmaker)
    async with sessionmaker() as session, session.begin():
        assert (await enqueue(session, user_id, 2, now=clock()))[0]
    clock.advance(600)
    async with sessionmaker() as session, session.begin():
        assert (await enqueue(session, user_id, 2, now=clock()))[0]
    clock.advance(60)
    async with sessionmaker() as session, session.begin():
        message_id, wait = await enqueue(session, user_id, 2, now=clock())
        assert message_id is None
        assert wait == 3600 - 660 + 1  # until the first message leaves the window
        assert await service.seconds_until_allowed(session, user_id, 2, now=clock()) == wait
        assert (await enqueue(session, other_id, 2, now=clock()))[0]  # the limit is per user

    clock.advance(wait)
    async with sessionmaker() as session, session.begin():
        assert (await enqueue(session, user_id, 2, now=clock()))[0]
    async with sessionmaker() as session:
        total = await session.scalar(select(func.count()).select_from(OutboxMessage))
    assert total == 4  # the refused attempt left no row


async def test_a_concurrent_request_waits_for_the_first_and_is_then_refused(
    sessionmaker: async_sessionmaker[AsyncSession],
) -> None:
    """Two requests pass the cheap first check together; the decisive count is serialised."""
    user_id = await make_user(sessionmaker)

    async def second_request() -> tuple[str | None, int]:
        async with sessionmaker() as session:
            assert await service.seconds_until_allowed(session, user_id, 1) == 0
            result = await enqueue(session, user_id, 1)
            await session.commit()
            return result

    async with sessionmaker() as first:
        first_id, _ = await enqueue(first, user_id, 1)
        assert first_id is not None
        second = asyncio.create_task(second_request())
        await asyncio.sleep(0.5)
        assert not second.done()  # held by the first request's lock until it commits
        await first.commit()
    second_id, wait = await asyncio.wait_for(second, 10)

    assert second_id is None
    assert 3590 < wait <= 3601
    async with sessionmaker() as session:
        rows = (await session.scalars(select(OutboxMessage.id))).all()
    assert rows == [first_id]


def test_addresses_are_checked_loosely_but_never_allow_header_injection() -> None:
    assert service.valid_email("reader@example.org")
    assert service.valid_email("first.last+tag@sub.example.co.uk")
    for bad in [
        "",
        "reader",
        "reader@",
        "@example.org",
        "reader@example",
        "two@@example.org",
        "re ader@example.org",
        "reader@example.org\r\nBcc: x@example.org",
        "reader@exa..mple.org",
        "x" * 65 + "@example.org",
        "reader@" + "a" * 250 + ".org",
    ]:
        assert not service.valid_email(bad), bad

