"""Helpers shared by the mail tests."""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import Any

import pytest
from click.testing import CliRunner, Result
from sqlalchemy.ext.asyncio import AsyncSession, async_sessionmaker

from engine.cli import main as cli
from engine.mail import service
from engine.mail.rendering import RenderedMail
from engine.mail.worker import DeliverySummary
from engine.settings import Settings

Deliver = Callable[[], Awaitable["DeliverySummary"]]
"""One pass of the outbox worker over the due messages, at the test clock's time."""


@dataclass
class FakeClock:
    now: datetime

    def __call__(self) -> datetime:
        return self.now

    def advance(self, seconds: float) -> None:
        self.now += timedelta(seconds=seconds)


async def enqueue_message(
    sessionmaker: async_sessionmaker[AsyncSession],
    settings: Settings,
    *,
    to: str = "reader@example.org",
    now: datetime | None = None,
    mail: RenderedMail | None = None,
    user_id: str | None = None,
) -> str:
    async with sessionmaker() as session, session.begin():
        return service.enqueue(
            session,
            kind="test",
            sender=settings.mail.sender,
            to=to,
            mail=mail
            or RenderedMail(subject="Your report", text="Plain text body", html="<p>HTML body</p>"),
            user_id=user_id,
            now=now,
        )


async def outbox_row(sessionmaker: async_sessionmaker[AsyncSession], message_id: str) -> Any:
    from engine.mail.models import OutboxMessage

    async with sessionmaker() as session:
        row = await session.get(OutboxMessage, message_id)
        assert row is not None
        return row


async def invoke(settings: Settings, *args: str) -> Result:
    """Run a ``survey`` command the way an operator would (in its own thread: it runs its own
    event loop)."""
    return await asyncio.to_thread(CliRunner().invoke, cli, list(args), obj=settings)


async def wait_until(probe: Callable[[], Awaitable[bool]], what: str, seconds: float = 15) -> None:
    """Poll ``probe`` until it is true; fail the test after ``seconds``."""
    deadline = asyncio.get_running_loop().time() + seconds
    while not await probe():
        if asyncio.get_running_loop().time() > deadline:
            pytest.fail(f"timed out waiting until {what}")
        await asyncio.sleep(0.05)
