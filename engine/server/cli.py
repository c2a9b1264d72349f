"""``survey serve`` and ``survey db upgrade``."""

from __future__ import annotations

import asyncio

import click

from engine.settings import Settings


@click.command()
@click.option("--host", default="127.0.0.1", show_default=True, help="Address to listen on.")
@click.option("--port", default=8000, show_default=True, type=int, help="TCP port.")
@click.option("--workers", default=1, show_default=True, type=int, help="Server processes.")
@click.option(
    "--forwarded-allow-ips",
    default=None,
    help="Behind a reverse proxy: its address(es); X-Forwarded-For then names the client.",
)
def serve(host: str, port: int, workers: int, forwarded_allow_ips: str | None) -> None:
    """Serve the API and the built web app on one origin.

    Settings come from the environment (DATABASE_URL, SECRET_KEY, PUBLIC_URL, OIDC_*, SMTP_URL,
    ...); migrations are applied on start.
    """
    import uvicorn

    from engine.server.app import settings_from_env

    # Migrate once here, so several worker processes starting together find nothing to do.
    _upgrade(settings_from_env())
    click.echo(f"Serving on http://{host}:{port} (Ctrl+C stops)")
    uvicorn.run(
        "engine.server.app:app_from_env",
        factory=True,
        host=host,
        port=port,
        workers=workers,
        proxy_headers=forwarded_allow_ips is not None,
        forwarded_allow_ips=forwarded_allow_ips,
        timeout_worker_healthcheck=60,  # a worker loads every instrument before it answers
    )


@click.group()
def db() -> None:
    """Database schema commands."""


@db.command("upgrade")
@click.pass_obj
def db_upgrade(settings: Settings) -> None:
    """Apply every pending migration (alembic ``upgrade heads``)."""
    revisions = _upgrade(settings)
    click.echo(f"Database {settings.database.url} is at: {', '.join(sorted(revisions))}")


def _upgrade(settings: Settings) -> set[str]:
    from engine.db.base import create_engine
    from engine.db.migrate import current_revisions, upgrade

    async def run() -> set[str]:
        engine = create_engine(settings.database.url)
        try:
            await upgrade(engine)
            return await current_revisions(engine)
        finally:
            await engine.dispose()

    return asyncio.run(run())
