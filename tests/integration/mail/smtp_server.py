"""A real SMTP server on loopback (aiosmtpd) that tests can stop, restart and make refuse mail."""

from __future__ import annotations

import asyncio
import email
import email.policy
import socket
import threading
from email.message import EmailMessage
from typing import Any

from aiosmtpd.controller import Controller


def free_port() -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


class RecordingHandler:
    """Keeps every accepted message; ``rcpt_reply``/``data_reply`` make it answer otherwise."""

    def __init__(self) -> None:
        self.received: list[bytes] = []
        self.envelopes: list[tuple[str, list[str]]] = []
        self.rcpt_reply: str | None = None
        self.data_reply: str | None = None
        self.data_delay = 0.0
        self.lock = threading.Lock()

    async def handle_RCPT(self, server, session, envelope, address, rcpt_options):
        if self.rcpt_reply:
            return self.rcpt_reply
        envelope.rcpt_tos.append(address)
        return "250 OK"

    async def handle_DATA(self, server, session, envelope):
        if self.data_delay:
            await asyncio.sleep(self.data_delay)
        if self.data_reply:
            return self.data_reply
        with self.lock:
            self.received.append(bytes(envelope.content))
            self.envelopes.append((envelope.mail_from, list(envelope.rcpt_tos)))
        return "250 Message accepted for delivery"

    def messages(self) -> list[EmailMessage]:
        with self.lock:
            raw = list(self.received)
        return [
            email.message_from_bytes(item, policy=email.policy.default)  # type: ignore[misc]
            for item in raw
        ]


class SmtpServer:
    """``start()``/``stop()`` as often as needed; the port stays the same.

    ``options`` go to aiosmtpd's ``Controller``/``SMTP``: ``tls_context`` (offer STARTTLS),
    ``ssl_context`` (implicit TLS), ``require_starttls``, ``authenticator``, ``auth_required``.
    """

    def __init__(self, **options: Any) -> None:
        self.port = free_port()
        self.handler = RecordingHandler()
        self.options = options
        self._controller: Controller | None = None

    @property
    def url(self) -> str:
        return f"smtp://127.0.0.1:{self.port}"

    @property
    def running(self) -> bool:
        return self._controller is not None

    def start(self) -> None:
        if self._controller is None:
            controller = Controller(
                self.handler, hostname="127.0.0.1", port=self.port, **self.options
            )
            controller.start()
            self._controller = controller

    def stop(self) -> None:
        if self._controller is not None:
            self._controller.stop()
            self._controller = None
