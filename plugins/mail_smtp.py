"""Built-in delivery: send outbox messages to an SMTP server (``SMTP_URL``).

``SMTP_URL`` forms:

- ``smtps://user:pass@host:465``: implicit TLS from the first byte (port 465 by default).
- ``smtp://user:pass@host:587``: plain connection upgraded with STARTTLS (port 587 by default
  when credentials are given). With credentials STARTTLS is REQUIRED: a server that does not
  offer it gets no password, and the attempt fails temporarily.
- ``smtp://host:port`` without credentials (a local relay, port 25 by default): STARTTLS is used
  when the server offers it, otherwise the message goes in the clear on that connection.

Certificates are always verified. User name and password may be percent-encoded.

Outcomes: the server accepted the message -> ``sent``. A 5xx answer to the sender, a recipient
or the data -> ``permanent_failure`` (the address or message is refused; retrying cannot help).
Everything else -> ``temporary_failure``, retried with backoff: 4xx answers, refused or dropped
connections, time-outs, TLS problems and rejected credentials (a server or configuration problem
that an operator can fix while the message waits).

The hook implementation is ``trylast``: any third-party delivery plugin is asked first.
"""

from __future__ import annotations

import contextlib
import ssl
from collections.abc import Awaitable
from urllib.parse import unquote, urlsplit

import aiosmtplib
import msgspec

from engine import hookimpl
from engine.mail.mime import build_mime
from engine.types import DeliveryResult, MailMessage


class SmtpUrlError(ValueError):
    pass


class SmtpTarget(msgspec.Struct, frozen=True, kw_only=True):
    hostname: str
    port: int
    username: str | None
    password: str | None
    use_tls: bool
    start_tls: bool | None
    """``True``: required; ``None``: used when the server offers it."""


def parse_smtp_url(url: str) -> SmtpTarget:
    parts = urlsplit(url)
    if parts.scheme not in ("smtp", "smtps"):
        raise SmtpUrlError(f"SMTP_URL: expected smtp:// or smtps://, got {url.split(':')[0]!r}")
    if not parts.hostname:
        raise SmtpUrlError("SMTP_URL: no host name (expected smtp://user:pass@host:587)")
    try:
        port = parts.port
    except ValueError as error:
        raise SmtpUrlError(f"SMTP_URL: invalid port ({error})") from error
    username = unquote(parts.username) if parts.username else None
    password = unquote(parts.password) if parts.password else None
    implicit_tls = parts.scheme == "smtps"
    credentials = username is not None
    if port is None:
        port = 465 if implicit_tls else 587 if credentials else 25
    return SmtpTarget(
        hostname=parts.hostname,
        port=port,
        username=username,
        password=password,
        use_tls=implicit_tls,
        start_tls=None if implicit_tls else (True if credentials else None),
    )


def _failure_for(error: Exception) -> DeliveryResult:
    if isinstance(error, aiosmtplib.SMTPRecipientsRefused):
        codes = [refused.code for refused in error.recipients]
        detail = "; ".join(f"{r.code} {r.message} ({r.recipient})" for r in error.recipients)
        permanent = bool(codes) and all(500 <= code < 600 for code in codes)
        return DeliveryResult(
            status="permanent_failure" if permanent else "temporary_failure",
            detail=f"recipient refused: {detail}",
        )
    if isinstance(error, aiosmtplib.SMTPAuthenticationError):
        return DeliveryResult(
            status="temporary_failure",
            detail=f"SMTP authentication failed: {error.code} {error.message}",
        )
    if isinstance(error, aiosmtplib.SMTPResponseException):
        return DeliveryResult(
            status="permanent_failure" if 500 <= error.code < 600 else "temporary_failure",
            detail=f"SMTP {error.code} {error.message}",
        )
    return DeliveryResult(
        status="temporary_failure", detail=f"{type(error).__name__}: {error}".strip()
    )


class SmtpDelivery:
    """Delivers through one SMTP server; does nothing (returns ``None``) without an URL."""

    def __init__(
        self, smtp_url: str, *, timeout: float = 60.0, tls_context: ssl.SSLContext | None = None
    ) -> None:
        self.target = parse_smtp_url(smtp_url) if smtp_url else None
        self.timeout = timeout
        self.tls_context = tls_context
        """``None``: the system's trusted certificates, host names checked (tests pass their CA)."""

    @hookimpl(trylast=True)
    def survey_deliver_mail(self, message: MailMessage) -> Awaitable[DeliveryResult] | None:
        # Not ``async def``: the first result wins, so without an URL this must be a plain None
        # (letting the file delivery answer), not a coroutine that later yields None.
        if self.target is None:
            return None
        return self._send(self.target, message)

    async def _send(self, target: SmtpTarget, message: MailMessage) -> DeliveryResult:
        client = aiosmtplib.SMTP(
            hostname=target.hostname,
            port=target.port,
            username=target.username,
            password=target.password,
            use_tls=target.use_tls,
            start_tls=target.start_tls,
            timeout=self.timeout,
            tls_context=self.tls_context,
        )
        try:
            await client.connect()
            _refused, response = await client.send_message(build_mime(message))
        except (aiosmtplib.SMTPException, OSError, TimeoutError, ValueError) as error:
            client.close()
            return _failure_for(error)
        # Accepted: a failing QUIT must not turn this into a retry (the message would go twice).
        with contextlib.suppress(aiosmtplib.SMTPException, OSError, TimeoutError):
            await client.quit()
        # close() also covers a connect() that failed half-way (say, no STARTTLS where the
        # credentials need it), which aiosmtplib.send() would leave open.
        client.close()
        return DeliveryResult(status="sent", detail=response)
