"""The mail outbox: every e-mail the engine sends is a row here before it is a message on the wire.

A row is written in the same transaction as the request that asked for the mail, so a crash or a
mail server outage loses nothing; the worker (``engine.mail.worker``) delivers due rows and
records the outcome on the same row.
"""

from __future__ import annotations

import uuid
from datetime import UTC, datetime
from typing import Any, Literal

from sqlalchemy import DateTime, ForeignKey, Index, Integer, String, Text, TypeDecorator
from sqlalchemy.engine import Dialect
from sqlalchemy.orm import Mapped, mapped_column

from engine.db.base import Base

OutboxStatus = Literal["pending", "sent", "failed"]
USERS_TABLE_ID = "users.id"


def utcnow() -> datetime:
    return datetime.now(UTC)


def new_id() -> str:
    return uuid.uuid4().hex


class UTCDateTime(TypeDecorator[datetime]):
    """An aware UTC datetime on every database.

    SQLite has no time zone type: values are stored as naive UTC text, which still compares in
    time order in SQL (``next_attempt_at <= :now``), and come back aware.
    """

    impl = DateTime(timezone=True)
    cache_ok = True

    def process_bind_param(self, value: datetime | None, dialect: Dialect) -> datetime | None:
        if value is None:
            return None
        if value.tzinfo is None:
            raise ValueError(f"expected an aware datetime, got naive {value!r}")
        value = value.astimezone(UTC)
        return value.replace(tzinfo=None) if dialect.name == "sqlite" else value

    def process_result_value(self, value: Any, dialect: Dialect) -> datetime | None:
        if value is None:
            return None
        assert isinstance(value, datetime)
        return value.replace(tzinfo=UTC) if value.tzinfo is None else value.astimezone(UTC)


class OutboxMessage(Base):
    __tablename__ = "mail_outbox"
    __table_args__ = (
        Index("ix_mail_outbox_due", "status", "next_attempt_at"),
        Index("ix_mail_outbox_user_created", "user_id", "created_at"),
    )

    id: Mapped[str] = mapped_column(String(32), primary_key=True, default=new_id)
    user_id: Mapped[str | None] = mapped_column(
        String(32), ForeignKey(USERS_TABLE_ID, ondelete="CASCADE"), nullable=True
    )
    """Who asked for the mail (rate limits count per user); deleting the user deletes its mail."""
    kind: Mapped[str] = mapped_column(String(64))
    """What the mail is, e.g. ``attachment_report``."""
    sender: Mapped[str] = mapped_column(String(320))
    recipient: Mapped[str] = mapped_column(String(320))
    subject: Mapped[str] = mapped_column(String(998))
    text_body: Mapped[str] = mapped_column(Text)
    html_body: Mapped[str] = mapped_column(Text)
    """Both bodies are emptied once the message is sent: the outbox keeps no copy of a report."""
    status: Mapped[str] = mapped_column(String(16), default="pending")
    attempts: Mapped[int] = mapped_column(Integer, default=0)
    next_attempt_at: Mapped[datetime] = mapped_column(UTCDateTime())
    locked_until: Mapped[datetime | None] = mapped_column(UTCDateTime(), nullable=True)
    """A worker's lease: while it is in the future no other worker may claim the row."""
    lease_token: Mapped[str | None] = mapped_column(String(32), nullable=True)
    """Which claim holds the lease, so a worker only records the outcome of its own attempt."""
    last_error: Mapped[str | None] = mapped_column(Text, nullable=True)
    created_at: Mapped[datetime] = mapped_column(UTCDateTime())
    sent_at: Mapped[datetime | None] = mapped_column(UTCDateTime(), nullable=True)
