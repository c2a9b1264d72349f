"""Deliver due outbox messages through the ``survey_deliver_mail`` hook, with retries.

Every server process runs one ``MailWorker``; they may share one database. A message is claimed
with a lease (``locked_until`` + ``lease_token``) by a single conditional UPDATE, so two workers
never send it at the same time, and marked ``sent`` in its own transaction right after the mail
server accepted it. A worker that dies mid-delivery leaves a lease that simply runs out; the
message is then delivered by whichever worker claims it next. The Message-ID is derived from the
outbox id, so even that rare repeat (accepted, then a crash before the ``sent`` mark) is
recognisable as the same message.

Temporary failures wait ``backoff_base_seconds * 2 ** (attempts - 1)``, capped at
``backoff_max_seconds``, until ``max_attempts``; permanent failures stop at once. Both are
visible in ``survey mail status``; ``survey mail retry ID`` puts a failed message back.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import Awaitable, Callable
from datetime import datetime, timedelta
from typing import Any

import msgspec
from sqlalchemy import case, func, or_, select, type_coerce, update
from sqlalchemy.ext.asyncio import async_sessionmaker

from engine.mail.models import OutboxMessage, UTCDateTime, new_id, utcnow
from engine.settings import MailSettings
from engine.types import DeliveryResult, MailMessage

log = logging.getLogger(__name__)

MIN_DELAY_SECONDS = 0.05
RECORD_ATTEMPTS = 5
RECORD_RETRY_SECONDS = 0.5

Clock = Callable[[], datetime]
Deliver = Callable[[MailMessage], Awaitable[DeliveryResult]]
"""Delivers one message; the app passes the plugin manager's ``survey_deliver_mail`` call."""


class DeliverySummary(msgspec.Struct, kw_only=True):
    sent: int = 0
    retrying: int = 0
    failed: int = 0

    @property
    def total(self) -> int:
        return self.sent + self.retrying + self.failed


def backoff(settings: MailSettings, attempts: int) -> timedelta:
    """The wait after the ``attempts``-th failed attempt: 30 s, 1 min, 2 min, ... up to the cap."""
    seconds = settings.backoff_base_seconds * 2 ** max(attempts - 1, 0)
    return timedelta(seconds=min(seconds, settings.backoff_max_seconds))


def _claimable(now: datetime) -> Any:
    return (
        (OutboxMessage.status == "pending")
        & (OutboxMessage.next_attempt_at <= now)
        & or_(OutboxMessage.locked_until.is_(None), OutboxMessage.locked_until <= now)
    )


async def _claim(
    sessionmaker: async_sessionmaker[Any], message_id: str, settings: MailSettings, now: datetime
) -> tuple[str, MailMessage, int] | None:
    """Take the lease on one message; ``None`` when another worker was quicker."""
    token = new_id()
    async with sessionmaker() as session, session.begin():
        result = await session.execute(
            update(OutboxMessage)
            .where(OutboxMessage.id == message_id, _claimable(now))
            .values(
                locked_until=now + timedelta(seconds=settings.lease_seconds),
                lease_token=token,
                attempts=OutboxMessage.attempts + 1,
            )
            .execution_options(synchronize_session=False)
        )
        if result.rowcount != 1:
            return None
        row = (
            await session.execute(select(OutboxMessage).where(OutboxMessage.id == message_id))
        ).scalar_one()
        message = MailMessage(
            id=row.id,
            sender=row.sender,
            to=row.recipient,
            subject=row.subject,
            text=row.text_body,
            html=row.html_body,
        )
        return token, message, row.attempts


async def _attempt(
    deliver: Deliver, message: MailMessage, settings: MailSettings
) -> DeliveryResult:
    try:
        async with asyncio.timeout(settings.send_timeout_seconds):
            return await deliver(message)
    except TimeoutError:
        return DeliveryResult(
            status="temporary_failure",
            detail=f"delivery did not finish within {settings.send_timeout_seconds:g} s",
        )
    except Exception as error:
        # A failing plugin must not stop the worker; it is retried like an unreachable server.
        log.exception("mail delivery plugin failed for message %s", message.id)
        return DeliveryResult(
            status="temporary_failure", detail=f"delivery plugin error: {error!r}"
        )


async def _record(
    sessionmaker: async_sessionmaker[Any],
    message_id: str,
    token: str,
    attempts: int,
    result: DeliveryResult,
    settings: MailSettings,
    now: datetime,
) -> str:
    """Store the outcome of one attempt; returns the message's new status."""
    values: dict[str, Any] = {"locked_until": None, "lease_token": None}
    if result.status == "sent":
        # The bodies go: the outbox keeps no copy of a delivered report.
        values |= {"status": "sent", "sent_at": now, "last_error": None}
        values |= {"text_body": "", "html_body": ""}
    elif result.status == "permanent_failure":
        values |= {"status": "failed", "last_error": result.detail or "permanent failure"}
    elif attempts >= settings.max_attempts:
        detail = result.detail or "temporary failure"
        detail = f"{detail} (gave up after {attempts} attempts)"
        values |= {"status": "failed", "last_error": detail}
    else:
        values |= {
            "status": "pending",
            "last_error": result.detail or "temporary failure",
            "next_attempt_at": now + backoff(settings, attempts),
        }
    statement = (
        update(OutboxMessage)
        .where(OutboxMessage.id == message_id, OutboxMessage.lease_token == token)
        .values(**values)
        .execution_options(synchronize_session=False)
    )
    # A message the server accepted must be marked at once, or it would be sent again when the
    # lease runs out: a brief database hiccup is retried rather than dropped.
    for attempt in range(RECORD_ATTEMPTS):
        try:
            async with sessionmaker() as session, session.begin():
                await session.execute(statement)
            break
        except Exception:
            if attempt == RECORD_ATTEMPTS - 1:
                raise
            log.warning("mail %s: recording the outcome failed; retrying", message_id)
            await asyncio.sleep(RECORD_RETRY_SECONDS * (attempt + 1))
    return str(values["status"])


async def deliver_due(
    sessionmaker: async_sessionmaker[Any],
    deliver: Deliver,
    settings: MailSettings,
    *,
    clock: Clock = utcnow,
    limit: int = 50,
    should_stop: Callable[[], bool] = lambda: False,
) -> DeliverySummary:
    """Deliver every message due at ``clock()`` (at most ``limit``), one at a time."""
    summary = DeliverySummary()
    async with sessionmaker() as session:
        due = (
            await session.execute(
                select(OutboxMessage.id)
                .where(_claimable(clock()))
                .order_by(OutboxMessage.next_attempt_at, OutboxMessage.created_at)
                .limit(limit)
            )
        ).scalars().all()
    for message_id in due:
        if should_stop():
            break
        claimed = await _claim(sessionmaker, message_id, settings, clock())
        if claimed is None:
            continue
        token, message, attempts = claimed
        result = await _attempt(deliver, message, settings)
        status = await _record(sessionmaker, message_id, token, attempts, result, settings, clock())
        if status == "sent":
            summary.sent += 1
        elif status == "failed":
            summary.failed += 1
            log.warning("mail %s failed: %s", message_id, result.detail)
        else:
            summary.retrying += 1
            log.info("mail %s will be retried: %s", message_id, result.detail)
    return summary


async def next_due_at(sessionmaker: async_sessionmaker[Any]) -> datetime | None:
    """When the earliest pending message becomes claimable: due, and its lease (if any) over."""
    claimable_at = case(
        (
            OutboxMessage.locked_until > OutboxMessage.next_attempt_at,
            OutboxMessage.locked_until,
        ),
        else_=OutboxMessage.next_attempt_at,
    )
    async with sessionmaker() as session:
        value = (
            await session.execute(
                select(type_coerce(func.min(claimable_at), UTCDateTime())).where(
                    OutboxMessage.status == "pending"
                )
            )
        ).scalar_one()
    return value if isinstance(value, datetime) else None


class MailWorker:
    """The background loop of one server process: delivers due messages until stopped.

    It wakes when a request enqueues a message (``wake()``), when the earliest pending message
    is due, and at least every ``poll_seconds`` (other processes enqueue too).
    """

    def __init__(
        self,
        sessionmaker: async_sessionmaker[Any],
        deliver: Deliver,
        settings: MailSettings,
        *,
        clock: Clock = utcnow,
    ) -> None:
        self._sessionmaker = sessionmaker
        self._deliver = deliver
        self._settings = settings
        self._clock = clock
        self._wake = asyncio.Event()
        self._stopping = False
        self._task: asyncio.Task[None] | None = None

    def wake(self) -> None:
        self._wake.set()

    def start(self) -> None:
        if self._task is None:
            self._stopping = False
            self._task = asyncio.create_task(self._run(), name="mail-worker")

    async def stop(self) -> None:
        """Finish the delivery in progress (so nothing accepted goes unrecorded), then stop."""
        if self._task is None:
            return
        self._stopping = True
        self._wake.set()
        task, self._task = self._task, None
        try:
            await asyncio.wait_for(asyncio.shield(task), self._settings.send_timeout_seconds + 5)
        except TimeoutError:
            task.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await task

    async def _run(self) -> None:
        while not self._stopping:
            self._wake.clear()
            try:
                summary = await deliver_due(
                    self._sessionmaker,
                    self._deliver,
                    self._settings,
                    clock=self._clock,
                    should_stop=lambda: self._stopping,
                )
                delay = await self._delay() if summary.total == 0 else 0.0
            except Exception:
                log.exception("mail worker: delivery round failed")
                delay = self._settings.poll_seconds
            if delay > 0 and not self._stopping:
                with contextlib.suppress(TimeoutError):
                    await asyncio.wait_for(self._wake.wait(), delay)

    async def _delay(self) -> float:
        due = await next_due_at(self._sessionmaker)
        if due is None:
            return self._settings.poll_seconds
        seconds = (due - self._clock()).total_seconds()
        # Never spin: a message due "now" that this round did not take is leased elsewhere.
        return min(max(seconds, MIN_DELAY_SECONDS), self._settings.poll_seconds)
