"""The outbox worker against a real SMTP server: delivery, outages, refusals, leases, plugins."""

from __future__ import annotations

import asyncio
import email
import email.policy
from datetime import timedelta
from pathlib import Path

from sqlalchemy import update
from sqlalchemy.ext.asyncio import AsyncSession, async_sessionmaker

from engine import hookimpl
from engine.db.base import create_engine, create_sessionmaker
from engine.mail.models import OutboxMessage
from engine.mail.worker import MailWorker, backoff, deliver_due, next_due_at
from engine.plugins import Plugins, load_plugins
from engine.settings import Settings
from engine.types import DeliveryResult, MailMessage

from .smtp_server import SmtpServer
from .support import Deliver, FakeClock, enqueue_message, invoke, outbox_row, wait_until


async def test_message_arrives_once_with_stable_message_id(
    sessionmaker: async_sessionmaker[AsyncSession],
    settings: Settings,
    smtp_server: SmtpServer,
    clock: FakeClock,
    deliver: Deliver,
) -> None:
    message_id = await enqueue_message(sessionmaker, settings, now=clock())

    summary = await deliver()

    assert (summary.sent, summary.retrying, summary.failed) == (1, 0, 0)
    [received] = smtp_server.handler.messages()
    assert received["Message-ID"] == f"<{message_id}@survey.example>"
    assert received["To"] == "reader@example.org"
    assert received["Subject"] == "Your report"
    assert smtp_server.handler.envelopes == [("reports@survey.example", ["reader@example.org"])]
    row = await outbox_row(sessionmaker, message_id)
    assert row.status == "sent"
    assert row.attempts == 1
    assert row.sent_at == clock()
    assert (row.text_body, row.html_body) == ("", "")  # no copy of the report is kept
    assert row.locked_until is None

    again = await deliver()
    assert again.total == 0
    assert len(smtp_server.handler.messages()) == 1


async def test_server_down_waits_with_backoff_then_delivers(
    sessionmaker: async_sessionmaker[AsyncSession],
    settings: Settings,
    smtp_server: SmtpServer,
    clock: FakeClock,
    deliver: Deliver,
) -> None:
    message_id = await enqueue_message(sessionmaker, settings, now=clock())
    smtp_server.stop()

    first = await deliver()
    assert first.retrying == 1
    row = await outbox_row(sessionmaker, message_id)
    assert (row.status, row.attempts) == ("pending", 1)
    assert row.next_attempt_at == clock() + timedelta(seconds=30)
    assert "Connect" in row.last_error or "refused" in row.last_error.lower()

    clock.advance(29)  # not due yet: nothing is attempted
    nothing = await deliver()
    assert nothing.total == 0
    assert (await outbox_row(sessionmaker, message_id)).attempts == 1

    clock.advance(1)
    await deliver()
    row = await outbox_row(sessionmaker, message_id)
    assert (row.status, row.attempts) == ("pending", 2)
    assert row.next_attempt_at == clock() + timedelta(seconds=60)  # doubled
    assert await next_due_at(sessionmaker) == row.next_attempt_at

    smtp_server.start()
    clock.advance(60)
    summary = await deliver()
    assert summary.sent == 1
    row = await outbox_row(sessionmaker, message_id)
    assert (row.status, row.attempts, row.last_error) == ("sent", 3, None)
    assert len(smtp_server.handler.messages()) == 1


def test_backoff_doubles_up_to_the_cap(settings: Settings) -> None:
    waits = [backoff(settings.mail, attempt).total_seconds() for attempt in range(1, 6)]
    assert waits == [30, 60, 90, 90, 90]  # base 30 s, cap 90 s in these settings


async def test_temporary_4xx_is_retried_and_gives_up_after_max_attempts(
    sessionmaker: async_sessionmaker[AsyncSession],
    settings: Settings,
    smtp_server: SmtpServer,
    clock: FakeClock,
    deliver: Deliver,
) -> None:
    smtp_server.handler.data_reply = "451 4.3.0 Mailbox temporarily unavailable"
    message_id = await enqueue_message(sessionmaker, settings, now=clock())

    for attempt in range(1, settings.mail.max_attempts):
        await deliver()
        row = await outbox_row(sessionmaker, message_id)
        assert (row.status, row.attempts) == ("pending", attempt)
        assert "451" in row.last_error
        clock.advance(90)

    summary = await deliver()
    assert summary.failed == 1
    row = await outbox_row(sessionmaker, message_id)
    assert row.status == "failed"
    assert row.attempts == settings.mail.max_attempts
    assert "gave up after 4 attempts" in row.last_error
    assert smtp_server.handler.messages() == []


async def test_permanent_5xx_fails_and_mail_retry_requeues(
    sessionmaker: async_sessionmaker[AsyncSession],
    settings: Settings,
    plugins: Plugins,
    smtp_server: SmtpServer,
    clock: FakeClock,
) -> None:
    smtp_server.handler.rcpt_reply = "550 5.1.1 No such user here"
    message_id = await enqueue_message(sessionmaker, settings, to="nobody@example.org")

    summary = await deliver_due(sessionmaker, plugins.deliver_mail, settings.mail)
    assert summary.failed == 1
    row = await outbox_row(sessionmaker, message_id)
    assert (row.status, row.attempts) == ("failed", 1)
    assert "550" in row.last_error and "No such user" in row.last_error

    status = await invoke(settings, "mail", "status")
    assert status.exit_code == 0, status.output
    assert "failed 1" in status.output
    assert message_id in status.output
    assert "to=nobody@example.org" in status.output
    assert "550" in status.output
    assert "subject: Your report" in status.output

    smtp_server.handler.rcpt_reply = None  # the address has been fixed on the server
    retried = await invoke(settings, "mail", "retry", message_id)
    assert retried.exit_code == 0, retried.output
    row = await outbox_row(sessionmaker, message_id)
    assert (row.status, row.attempts) == ("pending", 0)

    delivered = await invoke(settings, "mail", "deliver")
    assert delivered.exit_code == 0, delivered.output
    assert "sent 1" in delivered.output
    assert (await outbox_row(sessionmaker, message_id)).status == "sent"
    assert len(smtp_server.handler.messages()) == 1

    refused = await invoke(settings, "mail", "retry", message_id)
    assert refused.exit_code != 0
    assert "only failed messages can be retried" in refused.output
    unknown = await invoke(settings, "mail", "retry", "0" * 32)
    assert unknown.exit_code != 0
    assert "no outbox message" in unknown.output


async def test_a_live_lease_blocks_other_workers_until_it_runs_out(
    sessionmaker: async_sessionmaker[AsyncSession],
    settings: Settings,
    smtp_server: SmtpServer,
    clock: FakeClock,
    deliver: Deliver,
) -> None:
    """A worker that died mid-delivery leaves its lease; the message waits for it to expire."""
    message_id = await enqueue_message(sessionmaker, settings, now=clock())
    async with sessionmaker() as session, session.begin():
        await session.execute(
            update(OutboxMessage)
            .where(OutboxMessage.id == message_id)
            .values(locked_until=clock() + timedelta(seconds=300), lease_token="x" * 32)
        )

    nothing = await deliver()
    assert nothing.total == 0
    assert await next_due_at(sessionmaker) == clock() + timedelta(seconds=300)

    clock.advance(300)
    summary = await deliver()
    assert summary.sent == 1
    assert len(smtp_server.handler.messages()) == 1


async def test_two_workers_at_once_send_each_message_exactly_once(
    sessionmaker: async_sessionmaker[AsyncSession],
    settings: Settings,
    plugins: Plugins,
    smtp_server: SmtpServer,
) -> None:
    smtp_server.handler.data_delay = 0.2  # both workers see the messages due at the same time
    ids = [await enqueue_message(sessionmaker, settings, to=f"r{i}@example.org") for i in range(4)]
    other_engine = create_engine(settings.database.url)  # a second "server process"
    try:
        other = create_sessionmaker(other_engine)
        first, second = await asyncio.gather(
            deliver_due(sessionmaker, plugins.deliver_mail, settings.mail),
            deliver_due(other, plugins.deliver_mail, settings.mail),
        )
    finally:
        await other_engine.dispose()

    assert first.sent + second.sent == 4
    received = smtp_server.handler.messages()
    assert sorted(m["Message-ID"] for m in received) == sorted(
        f"<{i}@survey.example>" for i in ids
    )


class RecordingDelivery:
    """A third-party delivery plugin, as a pip-installed package would provide it."""

    def __init__(self) -> None:
        self.delivered: list[MailMessage] = []

    @hookimpl
    async def survey_deliver_mail(self, message: MailMessage) -> DeliveryResult:
        self.delivered.append(message)
        return DeliveryResult(status="sent", detail="handed to the test service")


async def test_a_third_party_delivery_plugin_replaces_smtp(
    sessionmaker: async_sessionmaker[AsyncSession],
    settings: Settings,
    plugins: Plugins,
    smtp_server: SmtpServer,
) -> None:
    third_party = RecordingDelivery()
    plugins.register(third_party, name="test-delivery")
    try:
        message_id = await enqueue_message(sessionmaker, settings)
        summary = await deliver_due(sessionmaker, plugins.deliver_mail, settings.mail)
    finally:
        plugins.unregister(third_party)

    assert summary.sent == 1
    assert [m.id for m in third_party.delivered] == [message_id]
    assert third_party.delivered[0].html == "<p>HTML body</p>"
    assert smtp_server.handler.messages() == []
    assert not settings.mail.outbox_dir.exists()


async def test_a_plugin_registered_before_the_builtins_still_replaces_them(
    settings: Settings, sessionmaker: async_sessionmaker[AsyncSession], smtp_server: SmtpServer
) -> None:
    """Built-in deliveries are ``trylast``: registration order cannot put them first."""
    from engine.mail.delivery import register_builtin_delivery

    loaded = load_plugins(settings, entry_points=False)
    third_party = RecordingDelivery()
    loaded.register(third_party, name="early-test-delivery")
    register_builtin_delivery(loaded, settings)

    await enqueue_message(sessionmaker, settings)
    await deliver_due(sessionmaker, loaded.deliver_mail, settings.mail)

    assert len(third_party.delivered) == 1
    assert smtp_server.handler.messages() == []


async def test_without_smtp_url_messages_are_written_as_eml_files(
    sessionmaker: async_sessionmaker[AsyncSession], settings: Settings, tmp_path: Path
) -> None:
    offline = Settings(
        database=settings.database,
        auth=settings.auth,
        mail=type(settings.mail)(outbox_dir=tmp_path / "eml", sender=settings.mail.sender),
    )
    from engine.mail.delivery import register_builtin_delivery

    loaded = load_plugins(offline, entry_points=False)
    register_builtin_delivery(loaded, offline)
    message_id = await enqueue_message(sessionmaker, offline)

    summary = await deliver_due(sessionmaker, loaded.deliver_mail, offline.mail)

    assert summary.sent == 1
    files = list((tmp_path / "eml").iterdir())
    assert [f.name for f in files] == [f"{message_id}.eml"]
    parsed = email.message_from_bytes(files[0].read_bytes(), policy=email.policy.default)
    assert parsed["Message-ID"] == f"<{message_id}@survey.example>"
    assert parsed["Subject"] == "Your report"
    assert parsed.get_body(preferencelist=("plain",)).get_content().strip() == "Plain text body"
    assert parsed.get_body(preferencelist=("html",)).get_content().strip() == "<p>HTML body</p>"


async def test_the_background_worker_delivers_after_an_outage(
    sessionmaker: async_sessionmaker[AsyncSession],
    settings: Settings,
    plugins: Plugins,
    smtp_server: SmtpServer,
) -> None:
    fast = type(settings.mail)(
        smtp_url=settings.mail.smtp_url,
        sender=settings.mail.sender,
        backoff_base_seconds=0.2,
        backoff_max_seconds=0.4,
        poll_seconds=0.1,
        max_attempts=50,
    )
    smtp_server.stop()
    message_id = await enqueue_message(sessionmaker, settings)
    worker = MailWorker(sessionmaker, plugins.deliver_mail, fast)
    worker.start()
    try:
        await wait_until(lambda: _attempts_at_least(sessionmaker, message_id, 2), "two attempts")
        row = await outbox_row(sessionmaker, message_id)
        assert row.status == "pending"
        smtp_server.start()
        await wait_until(lambda: _is_sent(sessionmaker, message_id), "the message was sent")
    finally:
        await worker.stop()
    assert len(smtp_server.handler.messages()) == 1


async def _attempts_at_least(
    sessionmaker: async_sessionmaker[AsyncSession], message_id: str, attempts: int
) -> bool:
    return bool((await outbox_row(sessionmaker, message_id)).attempts >= attempts)


async def _is_sent(sessionmaker: async_sessionmaker[AsyncSession], message_id: str) -> bool:
    return bool((await outbox_row(sessionmaker, message_id)).status == "sent")
