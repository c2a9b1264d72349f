"""The built-in SMTP delivery: ``SMTP_URL`` forms, TLS policy, credentials, failure kinds."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator, Iterator
from typing import Any

import pytest
from aiosmtpd.smtp import AuthResult, LoginPassword

from engine.types import DeliveryResult, MailMessage
from plugins.mail_smtp import SmtpDelivery, SmtpTarget, SmtpUrlError, parse_smtp_url

from .smtp_server import SmtpServer, free_port
from .tls import Certs, make_certificates

MESSAGE = MailMessage(
    id="0123456789abcdef0123456789abcdef",
    sender="Survey <reports@survey.example>",
    to="reader@example.org",
    subject="Your report",
    text="plain",
    html="<p>html</p>",
)


@pytest.mark.parametrize(
    ("url", "expected"),
    [
        (
            "smtp://mailer:s%40cret@mail.example.org:587",
            SmtpTarget(
                hostname="mail.example.org", port=587, username="mailer", password="s@cret",
                use_tls=False, start_tls=True,
            ),
        ),
        (
            "smtp://mailer:pw@mail.example.org",
            SmtpTarget(
                hostname="mail.example.org", port=587, username="mailer", password="pw",
                use_tls=False, start_tls=True,
            ),
        ),
        (
            "smtps://mailer:pw@mail.example.org",
            SmtpTarget(
                hostname="mail.example.org", port=465, username="mailer", password="pw",
                use_tls=True, start_tls=None,
            ),
        ),
        (
            "smtp://localhost:2525",
            SmtpTarget(
                hostname="localhost", port=2525, username=None, password=None,
                use_tls=False, start_tls=None,
            ),
        ),
        (
            "smtp://relay.internal",
            SmtpTarget(
                hostname="relay.internal", port=25, username=None, password=None,
                use_tls=False, start_tls=None,
            ),
        ),
    ],
)
def test_smtp_urls(url: str, expected: SmtpTarget) -> None:
    assert parse_smtp_url(url) == expected


@pytest.mark.parametrize(
    ("url", "problem"),
    [
        ("http://mail.example.org", "expected smtp:// or smtps://"),
        ("smtp://", "no host name"),
        ("smtp://mail.example.org:notaport", "invalid port"),
    ],
)
def test_bad_smtp_urls_say_what_is_expected(url: str, problem: str) -> None:
    with pytest.raises(SmtpUrlError, match=problem):
        parse_smtp_url(url)


def test_without_an_url_smtp_leaves_delivery_to_the_next_plugin() -> None:
    assert SmtpDelivery("").survey_deliver_mail(MESSAGE) is None


async def deliver(plugin: SmtpDelivery) -> DeliveryResult:
    result = plugin.survey_deliver_mail(MESSAGE)
    assert result is not None
    return await result


@pytest.fixture(scope="module")
def certificates(tmp_path_factory: pytest.TempPathFactory) -> Certs:
    return make_certificates(tmp_path_factory.mktemp("tls"))


class Accounts:
    """An aiosmtpd authenticator knowing one user."""

    def __init__(self) -> None:
        self.logins: list[str] = []

    def __call__(
        self, server: Any, session: Any, envelope: Any, mechanism: str, data: Any
    ) -> AuthResult:
        if isinstance(data, LoginPassword):
            self.logins.append(data.login.decode())
            if (data.login, data.password) == (b"mailer", b"s3cret pass"):
                return AuthResult(success=True)
        return AuthResult(success=False, handled=False)


@pytest.fixture
def accounts() -> Accounts:
    return Accounts()


@pytest.fixture
def starttls_server(certificates: Certs, accounts: Accounts) -> Iterator[SmtpServer]:
    server = SmtpServer(
        tls_context=certificates.server_context(),
        require_starttls=True,
        authenticator=accounts,
        auth_required=True,
    )
    server.start()
    yield server
    server.stop()


async def test_credentials_go_over_starttls_and_the_message_is_accepted(
    starttls_server: SmtpServer, certificates: Certs, accounts: Accounts
) -> None:
    plugin = SmtpDelivery(
        f"smtp://mailer:s3cret%20pass@127.0.0.1:{starttls_server.port}",
        timeout=5,
        tls_context=certificates.client_context(),
    )

    result = await deliver(plugin)

    assert result.status == "sent", result.detail
    assert accounts.logins == ["mailer"]
    [received] = starttls_server.handler.messages()
    assert received["Message-ID"] == f"<{MESSAGE.id}@survey.example>"


async def test_rejected_credentials_are_a_temporary_failure(
    starttls_server: SmtpServer, certificates: Certs
) -> None:
    plugin = SmtpDelivery(
        f"smtp://mailer:wrong@127.0.0.1:{starttls_server.port}",
        timeout=5,
        tls_context=certificates.client_context(),
    )

    result = await deliver(plugin)

    assert result.status == "temporary_failure"
    assert "authentication failed" in result.detail.lower()
    assert starttls_server.handler.messages() == []


async def test_credentials_are_never_sent_without_starttls() -> None:
    """A server that offers no STARTTLS gets no password: the attempt fails and waits."""
    accounts = Accounts()
    plain = SmtpServer(authenticator=accounts, auth_require_tls=False)
    plain.start()
    try:
        result = await deliver(SmtpDelivery(f"smtp://mailer:pw@127.0.0.1:{plain.port}", timeout=5))
    finally:
        plain.stop()

    assert result.status == "temporary_failure"
    assert "STARTTLS" in result.detail
    assert accounts.logins == []
    assert plain.handler.messages() == []


async def test_a_certificate_the_client_does_not_trust_is_refused(
    starttls_server: SmtpServer,
) -> None:
    plugin = SmtpDelivery(f"smtp://mailer:pw@127.0.0.1:{starttls_server.port}", timeout=5)

    result = await deliver(plugin)  # system trust store: the test CA is unknown

    assert result.status == "temporary_failure"
    assert "certificate" in result.detail.lower()
    assert starttls_server.handler.messages() == []


async def test_smtps_uses_implicit_tls(certificates: Certs) -> None:
    server = SmtpServer(ssl_context=certificates.server_context())
    server.start()
    try:
        plugin = SmtpDelivery(
            f"smtps://127.0.0.1:{server.port}", timeout=5, tls_context=certificates.client_context()
        )
        result = await deliver(plugin)
    finally:
        server.stop()

    assert result.status == "sent", result.detail
    assert len(server.handler.messages()) == 1


async def test_a_plain_local_server_without_credentials_works(smtp_server: SmtpServer) -> None:
    result = await deliver(SmtpDelivery(smtp_server.url, timeout=5))

    assert result.status == "sent"
    assert len(smtp_server.handler.messages()) == 1


@pytest.fixture
async def silent_server() -> AsyncIterator[int]:
    """Accepts connections and never says a word (a hung mail server)."""
    connections: list[asyncio.StreamWriter] = []

    async def hold(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        connections.append(writer)

    server = await asyncio.start_server(hold, "127.0.0.1", 0)
    port = server.sockets[0].getsockname()[1]
    yield int(port)
    for writer in connections:
        writer.close()
    server.close()
    await server.wait_closed()


async def test_a_server_that_does_not_answer_times_out_temporarily(silent_server: int) -> None:
    result = await deliver(SmtpDelivery(f"smtp://127.0.0.1:{silent_server}", timeout=0.5))

    assert result.status == "temporary_failure"
    assert "timed out" in result.detail.lower() or "timeout" in result.detail.lower()


async def test_connection_refused_is_temporary() -> None:
    port = free_port()  # nothing listens there
    result = await deliver(SmtpDelivery(f"smtp://127.0.0.1:{port}", timeout=2))

    assert result.status == "temporary_failure"
    assert "refused" in result.detail.lower() or "connect" in result.detail.lower()


@pytest.mark.parametrize(
    ("where", "reply", "status"),
    [
        ("rcpt", "550 5.1.1 No such user", "permanent_failure"),
        ("rcpt", "452 4.2.2 Mailbox full", "temporary_failure"),
        ("data", "554 5.6.0 Message rejected", "permanent_failure"),
        ("data", "451 4.3.0 Try again later", "temporary_failure"),
    ],
)
async def test_reply_codes_decide_permanent_or_temporary(
    smtp_server: SmtpServer, where: str, reply: str, status: str
) -> None:
    setattr(smtp_server.handler, f"{where}_reply", reply)

    result = await deliver(SmtpDelivery(smtp_server.url, timeout=5))

    assert result.status == status
    assert reply.split()[0] in result.detail

