"""``survey serve`` and ``survey db upgrade``."""

from __future__ import annotations

import asyncio

import click

from engine.settings import Settings


@click.command()
@click.option("--host", default="127.0.0.1", show_default=True, help="Address to listen on.")
@click.option("--port", default=8000, show_default=True, type=int, help="TCP port.")
@click.option("--workers", default=1, show_default=True, type=int, help="Server processes.")
def serve(host: str, port: int, workers: int) -> None:
    """Serve the API and the built web app on one origin.

    Settings come from the environment (DATABASE_URL, SECRET_KEY, PUBLIC_URL, OIDC_*, SMTP_URL,
    ...); migrations are applied on start.
    """
    import uvicorn

    click.echo(f"Serving on http://{host}:{port} (Ctrl+C stops)")
    uvicorn.run(
        "engine.server.app:app_from_env",
        factory=True,
        host=host,
        port=port,
        workers=workers,
        proxy_headers=False,
    )


@click.group()
def db() -> None:
    """Database schema commands."""


@db.command("upgrade")
@click.pass_obj
def db_upgrade(settings: Settings) -> None:
    """Apply every pending migration (alembic ``upgrade heads``)."""
    from engine.db.base import create_engine
    from engine.db.migrate import current_revisions, upgrade

    async def run() -> set[str]:
        engine = create_engine(settings.database.url)
        try:
            await upgrade(engine)
            return await current_revisions(engine)
        finally:
            await engine.dispose()

    revisions = asyncio.run(run())
    click.echo(f"Database {settings.database.url} is at: {', '.join(sorted(revisions))}")
