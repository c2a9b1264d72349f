"""Turn an outbox ``MailMessage`` into the MIME message every delivery sends or writes."""

from __future__ import annotations

from datetime import UTC, datetime
from email.message import EmailMessage
from email.utils import format_datetime, parseaddr

from engine.types import MailMessage


def message_id(message: MailMessage) -> str:
    """A Message-ID that is the same on every attempt, so a resent message can be recognised."""
    domain = parseaddr(message.sender)[1].rpartition("@")[2] or "survey.invalid"
    return f"<{message.id}@{domain}>"


def build_mime(message: MailMessage, *, date: datetime | None = None) -> EmailMessage:
    """A multipart/alternative message: the plain-text part first, the HTML part preferred."""
    mime = EmailMessage()
    mime["From"] = message.sender
    mime["To"] = message.to
    mime["Subject"] = message.subject
    mime["Message-ID"] = message_id(message)
    mime["Date"] = format_datetime(date or datetime.now(UTC))
    mime["Auto-Submitted"] = "auto-generated"
    mime.set_content(message.text, subtype="plain", charset="utf-8")
    mime.add_alternative(message.html, subtype="html", charset="utf-8")
    return mime
