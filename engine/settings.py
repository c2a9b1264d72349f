"""Settings: one Struct per concern, read from the environment by ``Settings.from_env()``.

Nothing reads the environment at import time. The app factory and the CLI build a ``Settings``
and pass it down, so tests hand in their own.
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from pathlib import Path

import msgspec

PROJECT_ROOT = Path(__file__).resolve().parent.parent


class DatabaseSettings(msgspec.Struct, kw_only=True):
    url: str = "sqlite:///./data/survey.db"
    """``sqlite:///PATH`` or ``postgresql://USER@HOST:PORT/DB``; the async driver is chosen here."""
    echo: bool = False


class EngineSettings(msgspec.Struct, kw_only=True):
    instruments_dir: Path = PROJECT_ROOT / "instruments"
    plugins_dir: Path | None = None
    """A folder of ``*.py`` plugin modules, loaded beside the entry-point plugins."""
    min_group_size: int = 10


class AuthSettings(msgspec.Struct, kw_only=True):
    secret_key: str = ""
    """Signs the JWTs. Empty: a key generated once and kept in the database (``server_secrets``),
    shared by every server process and surviving restarts."""
    access_token_minutes: int = 15
    refresh_token_days: int = 30
    login_rate_per_minute: int = 10
    signup_rate_per_minute: int = 5
    anonymous_rate_per_minute: int = 30
    """Anonymous accounts one client may create per minute (each is a row in the database)."""


class OIDCSettings(msgspec.Struct, kw_only=True):
    issuer: str = "https://accounts.google.com"
    client_id: str = ""
    client_secret: str = ""
    name: str = "Google"

    @property
    def configured(self) -> bool:
        return bool(self.client_id)


class MailSettings(msgspec.Struct, kw_only=True):
    smtp_url: str = ""
    """``smtp://user:pass@host:587`` (STARTTLS) or ``smtps://...``; empty: write ``.eml`` files."""
    outbox_dir: Path = Path("./data/outbox")
    sender: str = "Social Wellness Survey <no-reply@localhost>"
    rate_per_hour: int = 5
    """Report e-mails one user may request per rolling hour (counted in the outbox table)."""
    max_attempts: int = 8
    """Delivery attempts before a message that keeps failing temporarily is marked failed."""
    backoff_base_seconds: float = 30.0
    """Wait after the first failed attempt; doubled after each one (30 s, 1 min, 2 min...)."""
    backoff_max_seconds: float = 3600.0
    """Upper bound of the wait between two attempts."""
    lease_seconds: float = 300.0
    """How long a worker holds a claimed message; longer than ``send_timeout_seconds``."""
    send_timeout_seconds: float = 60.0
    poll_seconds: float = 15.0
    """How often the background worker looks for due messages when nothing wakes it."""
    worker: bool = True
    """Run the delivery loop inside each server process (off: ``survey mail deliver`` does it)."""


class ServerSettings(msgspec.Struct, kw_only=True):
    public_url: str = "http://127.0.0.1:8000"
    """Where browsers reach the app; used for OIDC redirect URIs."""
    webapp_dist: Path = PROJECT_ROOT / "webapp" / "dist"
    max_body_bytes: int = 64 * 1024


class Settings(msgspec.Struct, kw_only=True):
    database: DatabaseSettings = msgspec.field(default_factory=DatabaseSettings)
    engine: EngineSettings = msgspec.field(default_factory=EngineSettings)
    auth: AuthSettings = msgspec.field(default_factory=AuthSettings)
    oidc: OIDCSettings = msgspec.field(default_factory=OIDCSettings)
    mail: MailSettings = msgspec.field(default_factory=MailSettings)
    server: ServerSettings = msgspec.field(default_factory=ServerSettings)

    @classmethod
    def from_env(cls, environ: Mapping[str, str] | None = None) -> Settings:
        env = os.environ if environ is None else environ

        def get(name: str, default: str) -> str:
            return env.get(name, default) or default

        plugins_dir = env.get("SURVEY_PLUGINS_DIR")
        return cls(
            database=DatabaseSettings(
                url=get("DATABASE_URL", DatabaseSettings().url),
                echo=get("DATABASE_ECHO", "") == "1",
            ),
            engine=EngineSettings(
                instruments_dir=Path(
                    get("SURVEY_INSTRUMENTS_DIR", str(EngineSettings().instruments_dir))
                ),
                plugins_dir=Path(plugins_dir) if plugins_dir else None,
                min_group_size=int(get("SURVEY_MIN_GROUP_SIZE", "10")),
            ),
            auth=AuthSettings(
                secret_key=get("SECRET_KEY", ""),
                access_token_minutes=int(get("ACCESS_TOKEN_MINUTES", "15")),
                refresh_token_days=int(get("REFRESH_TOKEN_DAYS", "30")),
                login_rate_per_minute=int(get("LOGIN_RATE_PER_MINUTE", "10")),
                signup_rate_per_minute=int(get("SIGNUP_RATE_PER_MINUTE", "5")),
                anonymous_rate_per_minute=int(get("ANONYMOUS_RATE_PER_MINUTE", "30")),
            ),
            oidc=OIDCSettings(
                issuer=get("OIDC_ISSUER", OIDCSettings().issuer),
                client_id=get("OIDC_CLIENT_ID", ""),
                client_secret=get("OIDC_CLIENT_SECRET", ""),
                name=get("OIDC_NAME", "Google"),
            ),
            mail=MailSettings(
                smtp_url=get("SMTP_URL", ""),
                outbox_dir=Path(get("MAIL_OUTBOX_DIR", "./data/outbox")),
                sender=get("MAIL_FROM", MailSettings().sender),
                rate_per_hour=int(get("MAIL_RATE_PER_HOUR", "5")),
                max_attempts=int(get("MAIL_MAX_ATTEMPTS", "8")),
                worker=get("MAIL_WORKER", "1") != "0",
            ),
            server=ServerSettings(public_url=get("PUBLIC_URL", ServerSettings().public_url)),
        )
