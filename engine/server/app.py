"""The ASGI app the server runs, built from the environment (``uvicorn --factory`` target)."""

from __future__ import annotations

import os
from collections.abc import Mapping

from litestar import Litestar

from engine.app import create_app
from engine.settings import Settings


def settings_from_env(environ: Mapping[str, str] | None = None) -> Settings:
    """The server's settings: ``Settings.from_env()`` over ``os.environ`` or ``environ``."""
    return Settings.from_env(os.environ if environ is None else environ)


def app_from_env() -> Litestar:
    return create_app(settings_from_env())
