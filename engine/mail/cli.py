"""``survey mail``: look at the outbox, requeue a failed message, deliver due messages now."""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable
from datetime import datetime
from typing import Any, TypeVar

import click
from sqlalchemy.ext.asyncio import AsyncSession, async_sessionmaker

from engine.settings import Settings

T = TypeVar("T")
STATUSES = ("pending", "sent", "failed")


def _run(
    settings: Settings, work: Callable[[async_sessionmaker[AsyncSession]], Awaitable[T]]
) -> T:
    """Run ``work`` against the configured database (migrated first, as the server does)."""
    from engine.db.base import create_engine, create_sessionmaker
    from engine.db.migrate import upgrade

    async def main() -> T:
        db_engine = create_engine(settings.database.url, echo=settings.database.echo)
        try:
            await upgrade(db_engine)
            return await work(create_sessionmaker(db_engine))
        finally:
            await db_engine.dispose()

    return asyncio.run(main())


def _when(moment: datetime | None) -> str:
    return moment.strftime("%Y-%m-%dT%H:%M:%SZ") if moment else "-"


@click.group()
def mail() -> None:
    """The mail outbox: status, retry, deliver."""


@mail.command()
@click.option("--status", type=click.Choice(STATUSES), help="Only messages in this state.")
@click.option("--limit", default=50, show_default=True, help="How many messages, newest first.")
@click.pass_obj
def status(settings: Settings, status: str | None, limit: int) -> None:
    """List outbox messages: id, state, recipient, subject, attempts, next attempt, last error."""
    from engine.mail import service

    async def work(sessionmaker: async_sessionmaker[AsyncSession]) -> Any:
        async with sessionmaker() as session:
            counts = await service.status_counts(session)
            entries = await service.outbox_entries(session, status=status, limit=limit)
        return counts, entries

    counts, entries = _run(settings, work)
    click.echo(
        f"pending {counts['pending']}, sent {counts['sent']}, failed {counts['failed']}"
    )
    for entry in entries:
        click.echo(
            f"{entry.id}  {entry.status:<7}  to={entry.to}  attempts={entry.attempts}  "
            f"next={_when(entry.next_attempt_at)}  created={_when(entry.created_at)}  "
            f"sent={_when(entry.sent_at)}"
        )
        click.echo(f"    subject: {entry.subject}")
        if entry.last_error:
            click.echo(f"    last error: {entry.last_error}")


@mail.command()
@click.argument("message_id")
@click.pass_obj
def retry(settings: Settings, message_id: str) -> None:
    """Put a failed message back in line, due now, with its attempts reset."""
    from engine.mail import service

    async def work(sessionmaker: async_sessionmaker[AsyncSession]) -> str | None:
        async with sessionmaker() as session, session.begin():
            try:
                await service.requeue(session, message_id)
            except service.RetryRefused as refused:
                return str(refused)
        return None

    problem = _run(settings, work)
    if problem:
        raise click.ClickException(problem)
    click.echo(f"{message_id}: requeued; the next worker round (or `survey mail deliver`) sends it")


@mail.command()
@click.pass_obj
def deliver(settings: Settings) -> None:
    """Deliver every due message once, through the delivery plugins, and print the outcome."""
    from engine.mail.delivery import register_builtin_delivery
    from engine.mail.worker import deliver_due
    from engine.plugins import load_plugins

    plugins = load_plugins(settings)
    register_builtin_delivery(plugins, settings)

    async def work(sessionmaker: async_sessionmaker[AsyncSession]) -> Any:
        return await deliver_due(sessionmaker, plugins.deliver_mail, settings.mail)

    summary = _run(settings, work)
    click.echo(f"sent {summary.sent}, to retry {summary.retrying}, failed {summary.failed}")
