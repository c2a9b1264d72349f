"""The ASGI app the server runs, built from the environment (``uvicorn --factory`` target)."""

from __future__ import annotations

import os
from collections.abc import Mapping

import msgspec
from litestar import Litestar

from engine.app import create_app
from engine.settings import Settings


def settings_from_env(environ: Mapping[str, str] | None = None) -> Settings:
    """``Settings.from_env()`` plus what the server reads itself.

    - ``LOGIN_RATE_PER_MINUTE`` / ``SIGNUP_RATE_PER_MINUTE``: attempts per client per minute.
    """
    env = os.environ if environ is None else environ
    settings = Settings.from_env(env)
    auth = settings.auth
    if env.get("LOGIN_RATE_PER_MINUTE"):
        rate = int(env["LOGIN_RATE_PER_MINUTE"])
        auth = msgspec.structs.replace(auth, login_rate_per_minute=rate)
    if env.get("SIGNUP_RATE_PER_MINUTE"):
        rate = int(env["SIGNUP_RATE_PER_MINUTE"])
        auth = msgspec.structs.replace(auth, signup_rate_per_minute=rate)
    return msgspec.structs.replace(settings, auth=auth)


def app_from_env() -> Litestar:
    return create_app(settings_from_env())
