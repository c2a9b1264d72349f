"""The Litestar app factory: ``create_app(settings)``.

Builds the database engine, loads plugins and instruments, applies migrations on start and wires
every domain's route handlers. To add a domain: append its handlers to ``ROUTE_HANDLERS`` and, if
deleting an account must touch its data first, its hook to ``account_delete_hooks`` below.
"""

from __future__ import annotations

import logging
from typing import Any

from litestar import Litestar
from litestar.openapi.config import OpenAPIConfig
from litestar.openapi.plugins import JsonRenderPlugin

from engine.accounts import controller as accounts
from engine.accounts import oidc
from engine.accounts.tokens import persistent_secret_key
from engine.db.base import create_engine, create_sessionmaker
from engine.db.migrate import upgrade
from engine.demographics import controller as demographics
from engine.http.dependencies import dependencies
from engine.http.errors import exception_handlers
from engine.http.security import add_security_headers
from engine.http.spa import serve_webapp
from engine.http.state import AccountDeleteHook, AppContext
from engine.instruments import controller as instruments_api
from engine.instruments.registry import InstrumentRegistry, load_registry
from engine.mail import controller as mail_api
from engine.mail import runtime as mail_runtime
from engine.plugins import Plugins, load_plugins
from engine.responses import controller as responses
from engine.responses import spec_controller as spec_surveys
from engine.responses.service import account_delete_hook as responses_delete_hook
from engine.settings import Settings
from engine.stats import controller as stats

logger = logging.getLogger("engine")

ROUTE_HANDLERS: list[Any] = [
    *accounts.route_handlers,
    *oidc.route_handlers,
    *demographics.route_handlers,
    *instruments_api.route_handlers,
    *responses.route_handlers,
    *spec_surveys.route_handlers,
    *stats.route_handlers,
    *mail_api.route_handlers,
    # one line per domain, above the web app's catch-all
    serve_webapp,
]


def _load_engine_core(settings: Settings) -> tuple[Plugins, InstrumentRegistry]:
    """The plugin facade and the instrument registry, checked against the plugins' rules."""
    plugins = load_plugins(settings)
    registry = load_registry(settings.engine.instruments_dir, plugins.scoring_rules())
    return plugins, registry


def create_app(settings: Settings) -> Litestar:
    db_engine = create_engine(settings.database.url, echo=settings.database.echo)
    plugins, instruments = _load_engine_core(settings)
    account_delete_hooks: list[AccountDeleteHook] = [responses_delete_hook(instruments)]
    ctx = AppContext(
        settings=settings,
        db_engine=db_engine,
        sessionmaker=create_sessionmaker(db_engine),
        plugins=plugins,
        instruments=instruments,
        account_delete_hooks=account_delete_hooks,
    )

    async def on_startup(app: Litestar) -> None:
        await upgrade(db_engine)
        ctx.secret_key = settings.auth.secret_key or await persistent_secret_key(ctx.sessionmaker)

    async def on_shutdown(app: Litestar) -> None:
        await db_engine.dispose()

    return Litestar(
        route_handlers=ROUTE_HANDLERS,
        dependencies=dependencies,
        exception_handlers=exception_handlers,
        before_send=[add_security_headers],
        on_startup=[on_startup, mail_runtime.start_mail_worker],
        on_shutdown=[mail_runtime.stop_mail_worker, on_shutdown],
        request_max_body_size=settings.server.max_body_bytes,
        openapi_config=OpenAPIConfig(
            title="Survey engine API",
            version="1.0.0",
            path="/schema",
            render_plugins=[JsonRenderPlugin()],
        ),
        state=_state(ctx),
    )


def _state(ctx: AppContext) -> Any:
    from litestar.datastructures import State

    return State({"ctx": ctx})
