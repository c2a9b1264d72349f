"""Writing mail into the outbox, and the per-user sending limit.

SQL about the outbox lives here and in ``engine.mail.worker``; controllers and the CLI call these
functions. ``enqueue`` only adds a row to the caller's session: it is sent when that transaction
commits, and never when it rolls back.
"""

from __future__ import annotations

import re
from datetime import datetime, timedelta
from typing import Any

import msgspec
from sqlalchemy import func, select, update
from sqlalchemy.ext.asyncio import AsyncSession

from engine.accounts.models import User
from engine.mail.models import OutboxMessage, new_id, utcnow
from engine.mail.rendering import RenderedMail

RATE_WINDOW = timedelta(hours=1)

# Deliberately simple: one @, no spaces or control characters, a dot in the domain. The mail
# server is the judge of the rest; a refused address shows up as a failed message.
_EMAIL = re.compile(r"^[^@\s\x00-\x1f\x7f]{1,64}@[^@\s\x00-\x1f\x7f]+\.[^@\s\x00-\x1f\x7f.]+$")


def valid_email(address: str) -> bool:
    return len(address) <= 254 and _EMAIL.fullmatch(address) is not None and ".." not in address


class OutboxEntry(msgspec.Struct, frozen=True, kw_only=True):
    """One row of ``survey mail status``."""

    id: str
    kind: str
    to: str
    subject: str
    status: str
    attempts: int
    next_attempt_at: datetime | None
    """``None`` once nothing more will be tried (sent or failed)."""
    last_error: str | None
    created_at: datetime
    sent_at: datetime | None


def enqueue(
    session: AsyncSession,
    *,
    kind: str,
    sender: str,
    to: str,
    mail: RenderedMail,
    user_id: str | None,
    now: datetime | None = None,
) -> str:
    """Add a message to the outbox in ``session``'s transaction; returns its id."""
    moment = now or utcnow()
    message_id = new_id()
    session.add(
        OutboxMessage(
            id=message_id,
            user_id=user_id,
            kind=kind,
            sender=sender,
            recipient=to,
            subject=mail.subject,
            text_body=mail.text,
            html_body=mail.html,
            status="pending",
            attempts=0,
            next_attempt_at=moment,
            created_at=moment,
        )
    )
    return message_id


async def seconds_until_allowed(
    session: AsyncSession, user_id: str, per_hour: int, *, now: datetime | None = None
) -> int:
    """0 when ``user_id`` may send another message now; else how long until one more is allowed.

    Counted from the outbox table over a rolling hour, so every server process sees the same
    count; failed messages count too (asking again does not bypass the limit).
    """
    moment = now or utcnow()
    since = moment - RATE_WINDOW
    recent = (
        await session.execute(
            select(OutboxMessage.created_at)
            .where(OutboxMessage.user_id == user_id, OutboxMessage.created_at > since)
            .order_by(OutboxMessage.created_at.desc())
            .limit(max(per_hour, 1))
        )
    ).scalars().all()
    if len(recent) < per_hour:
        return 0
    # The oldest of the last ``per_hour`` messages leaves the window first.
    frees_at = recent[-1] + RATE_WINDOW
    return max(int((frees_at - moment).total_seconds()) + 1, 1)


async def enqueue_within_limit(
    session: AsyncSession,
    *,
    user_id: str,
    per_hour: int,
    kind: str,
    sender: str,
    to: str,
    mail: RenderedMail,
    now: datetime | None = None,
) -> tuple[str | None, int]:
    """``enqueue`` unless ``user_id`` already has ``per_hour`` messages in the last hour.

    Returns (message id, 0), or (None, seconds until one more is allowed). The count is made
    while this transaction holds the user's lock and its own row is in, so concurrent requests
    of one user, in one process or many, cannot all pass a count that none of them has joined.
    """
    await lock_user_mail(session, user_id)
    message_id = enqueue(
        session, kind=kind, sender=sender, to=to, mail=mail, user_id=user_id, now=now
    )
    await session.flush()
    wait = await seconds_until_allowed(session, user_id, per_hour + 1, now=now)
    if wait:
        row = await session.get(OutboxMessage, message_id)
        if row is not None:
            await session.delete(row)
            await session.flush()
        return None, wait
    return message_id, 0


async def lock_user_mail(session: AsyncSession, user_id: str) -> None:
    """Serialise one user's concurrent mail requests until the transaction ends.

    PostgreSQL: a row lock on the user. SQLite has no row locks (``FOR UPDATE`` is not
    emitted); there the outbox INSERT that follows takes the database's single write lock, so the
    count made after it sees every other committed request.
    """
    await session.execute(select(User.id).where(User.id == user_id).with_for_update())


async def outbox_entries(
    session: AsyncSession, *, status: str | None = None, limit: int = 50
) -> list[OutboxEntry]:
    query = select(OutboxMessage).order_by(OutboxMessage.created_at.desc()).limit(limit)
    if status is not None:
        query = query.where(OutboxMessage.status == status)
    rows = (await session.execute(query)).scalars().all()
    return [
        OutboxEntry(
            id=row.id,
            kind=row.kind,
            to=row.recipient,
            subject=row.subject,
            status=row.status,
            attempts=row.attempts,
            next_attempt_at=row.next_attempt_at if row.status == "pending" else None,
            last_error=row.last_error,
            created_at=row.created_at,
            sent_at=row.sent_at,
        )
        for row in rows
    ]


async def status_counts(session: AsyncSession) -> dict[str, int]:
    rows = await session.execute(
        select(OutboxMessage.status, func.count()).group_by(OutboxMessage.status)
    )
    counts = {"pending": 0, "sent": 0, "failed": 0}
    counts.update({str(status): int(count) for status, count in rows.all()})
    return counts


class RetryRefused(Exception):
    pass


async def requeue(session: AsyncSession, message_id: str, *, now: datetime | None = None) -> None:
    """Put a failed message back in line, due now, with a fresh count of attempts.

    A sent message is never requeued (it would be a second copy), nor a pending one (it is
    already waiting).
    """
    row = await session.get(OutboxMessage, message_id)
    if row is None:
        raise RetryRefused(f"no outbox message with id {message_id!r}")
    if row.status != "failed":
        raise RetryRefused(
            f"message {message_id} is {row.status}; only failed messages can be retried"
        )
    values: dict[str, Any] = {
        "status": "pending",
        "attempts": 0,
        "next_attempt_at": now or utcnow(),
        "locked_until": None,
        "lease_token": None,
    }
    await session.execute(
        update(OutboxMessage)
        .where(OutboxMessage.id == message_id, OutboxMessage.status == "failed")
        .values(**values)
        .execution_options(synchronize_session=False)
    )
