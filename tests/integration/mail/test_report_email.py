"""``POST /survey/attachment/report/email`` end to end: HTTP call, outbox, worker, real SMTP."""

from __future__ import annotations

import asyncio
import email
import email.policy
import re
from email.message import EmailMessage
from typing import Any

import msgspec
import pytest
from httpx import AsyncClient
from litestar import Litestar
from litestar.testing import AsyncTestClient
from sqlalchemy import func, select
from sqlalchemy.ext.asyncio import AsyncSession, async_sessionmaker

from engine.app import create_app
from engine.mail.models import OutboxMessage
from engine.settings import Settings
from tests.support import anonymous, bearer, register

from .smtp_server import SmtpServer
from .support import wait_until

URL = "/survey/attachment/report/email"
SENT = "Your personalized report has been sent to your E-mail"
INVALID = "Please enter a valid email address"

# Anxiety (Ax1, Ax2, Ax3): 4 + 5 + 4 = 13 of 15 = 86.67% -> High.
# Avoidance: Av1 2, Av3 2, Av5 1, Av6 2, Av2 "4" reversed -> 2, Av4 "5" reversed -> 1:
# 10 of 30 = 33.33% -> Low. High anxiety and low avoidance: the preoccupied style.
PREOCCUPIED = {"Ax1": "4", "Av1": "2", "Av2": "4", "Ax2": "5", "Av3": "2", "Av4": "5",
               "Av5": "1", "Ax3": "4", "Av6": "2"}  # fmt: skip
# Every statement answered in the secure direction: 20% and 20%, the secure style.
SECURE = {"Ax1": "1", "Av1": "1", "Av2": "5", "Ax2": "1", "Av3": "1", "Av4": "5",
          "Av5": "1", "Ax3": "1", "Av6": "1"}  # fmt: skip

# What the spec's web app sends; the server must not believe any of it.
CLIENT_REPORT_DATA = {
    "anxietyLevel": "Low",
    "avoidanceLevel": "Low",
    "anxietyPercentage": 12.34,
    "avoidancePercentage": 56.78,
    "anxietyPercentile": 99,
    "avoidancePercentile": 98,
    "caseInformation": {
        "levels": "Low Anxiety & Low Avoidance",
        "interpretation": "<script>alert('forged')</script> FORGED INTERPRETATION",
        "courseText": "FORGED COURSE",
        "joinText": "FORGED JOIN",
        "populationData": [],
        "sampleData": [],
    },
}


def fast(settings: Settings, **changes: Any) -> Settings:
    """The same settings with a worker that retries within a test's patience."""
    quick: dict[str, Any] = {
        "backoff_base_seconds": 0.3,
        "backoff_max_seconds": 0.6,
        "poll_seconds": 0.1,
        "max_attempts": 100,
    }
    mail = msgspec.structs.replace(settings.mail, **(quick | changes))
    return msgspec.structs.replace(settings, mail=mail)


@pytest.fixture
def settings(settings: Settings) -> Settings:  # type: ignore[override]
    return fast(settings)


async def submit_attachment(
    client: AsyncClient, who: dict[str, Any], answers: dict[str, str]
) -> dict[str, Any]:
    started = await client.post(
        "/startAttachmentSurvey", json={"decodedId": who["id"]}, headers=bearer(who)
    )
    assert started.status_code == 201, started.text
    body: dict[str, Any] = {
        str(number): {"answer": value, "question": {"q": key}}
        for number, (key, value) in enumerate(answers.items(), start=1)
    }
    body |= {"decodedId": who["id"], "type": "attachment"}
    body["attachment_id"] = started.json()["attachment_id"]
    submitted = await client.post("/survey/attachment", json=body, headers=bearer(who))
    assert submitted.status_code == 200, submitted.text
    result: dict[str, Any] = submitted.json()
    return result


async def request_report(
    client: AsyncClient, who: dict[str, Any], email: Any = "reader@example.org", **extra: Any
) -> Any:
    return await client.post(URL, json={"email": email, **extra}, headers=bearer(who))


async def outbox_rows(sessionmaker: async_sessionmaker[AsyncSession]) -> list[OutboxMessage]:
    async with sessionmaker() as session:
        return list((await session.scalars(select(OutboxMessage))).all())


def received(server: SmtpServer) -> Any:
    async def probe() -> bool:
        return bool(server.handler.messages())

    return probe


def all_sent(sessionmaker: async_sessionmaker[AsyncSession]) -> Any:
    async def probe() -> bool:
        rows = await outbox_rows(sessionmaker)
        return bool(rows) and all(row.status == "sent" for row in rows)

    return probe


def parts(message: EmailMessage) -> tuple[str, str]:
    plain = message.get_body(preferencelist=("plain",))
    html = message.get_body(preferencelist=("html",))
    assert plain is not None and html is not None, "expected a text and an HTML part"
    return plain.get_content(), html.get_content()


async def test_the_report_arrives_with_the_servers_figures_and_the_instrument_texts(
    client: AsyncClient, smtp_server: SmtpServer, sessionmaker: async_sessionmaker[AsyncSession]
) -> None:
    who = await anonymous(client)  # anonymous users are signed in too
    computed = await submit_attachment(client, who, PREOCCUPIED)
    assert computed["style"] == "preoccupied"

    answer = await request_report(client, who, reportData=CLIENT_REPORT_DATA)

    assert answer.status_code == 200, answer.text
    assert answer.json() == {"success": True, "message": SENT}
    await wait_until(received(smtp_server), "the report reached the SMTP server")
    await wait_until(all_sent(sessionmaker), "the outbox row was marked sent")
    [message] = smtp_server.handler.messages()
    [row] = await outbox_rows(sessionmaker)
    assert row.user_id == who["id"]
    assert message["Message-ID"] == f"<{row.id}@survey.example>"
    assert message["To"] == "reader@example.org"
    assert message["Subject"] == (
        "Your Attachment Style Report \u2013 Preoccupied Style: High Anxiety & Low Avoidance"
    )
    assert message.get_content_type() == "multipart/alternative"
    text, html = parts(message)
    for body in (text, html):
        assert "Preoccupied Style: High Anxiety &" in body
        assert "86.67%" in body and "33.33%" in body
        assert "Attachment Anxiety" in body and "Attachment Avoidance" in body
        assert "High" in body and "Low" in body
        # the interpretation (profile description), the course and join texts
        assert "Bartholomew and Horowitz" in body or "preoccupied" in body.lower()
        assert "Connection Starters" in body
        # the notes of the next_steps block
        assert "Important Note on Interpretation" in body
        assert "Data Protection" in body
        assert "never used for marketing" in body
        # nothing the client claimed
        assert "FORGED" not in body and "12.34" not in body and "56.78" not in body
    assert "Preoccupied Style: High Anxiety &amp; Low Avoidance" in html
    assert "<script" not in html.lower() and "<img" not in html.lower()
    assert "<link" not in html.lower() and "src=" not in html.lower()
    assert 'style="' in html  # inline styles only
    # A comparison needs 10 respondents by default: the mail says it is not available yet.
    assert "comparison with other respondents is not available yet" in text


async def test_percentiles_come_from_the_population(
    settings: Settings, smtp_server: SmtpServer
) -> None:
    small_groups = msgspec.structs.replace(
        settings, engine=msgspec.structs.replace(settings.engine, min_group_size=2)
    )
    async with AsyncTestClient(app=create_app(small_groups)) as client:
        other = await anonymous(client)
        await submit_attachment(client, other, SECURE)
        who = await anonymous(client)
        computed = await submit_attachment(client, who, PREOCCUPIED)
        assert computed["anxietyPercentile"] == 75.0  # (1 below + half of 1 equal) / 2
        assert computed["avoidancePercentile"] == 75.0

        answer = await request_report(client, who)
        assert answer.status_code == 200, answer.text
        await wait_until(received(smtp_server), "the report reached the SMTP server")

    [message] = smtp_server.handler.messages()
    text, html = parts(message)
    assert text.count("You scored higher than 75% of people") == 2
    assert "not available yet" not in text
    assert re.search(r"higher than <strong>75%</strong>", html)


@pytest.mark.parametrize(
    "body",
    [
        {"email": ""},
        {"email": "   "},
        {"email": "not-an-address"},
        {"email": "two@@example.org"},
        {"email": "reader@example.org\r\nBcc: victim@example.org"},
        {"email": 42},
        {"email": None},
        {},
    ],
)
async def test_an_empty_or_invalid_address_is_refused_and_nothing_is_queued(
    client: AsyncClient, sessionmaker: async_sessionmaker[AsyncSession], body: dict[str, Any]
) -> None:
    who = await anonymous(client)
    await submit_attachment(client, who, SECURE)

    answer = await client.post(URL, json=body, headers=bearer(who))

    assert answer.status_code == 400
    assert answer.json() == {
        "success": False,
        "error": INVALID,
        "message": INVALID,
        "field": "email",
        "status_code": 400,
    }
    assert await outbox_rows(sessionmaker) == []


async def test_report_data_of_the_wrong_shape_is_refused(
    client: AsyncClient, sessionmaker: async_sessionmaker[AsyncSession]
) -> None:
    who = await anonymous(client)
    await submit_attachment(client, who, SECURE)

    answer = await request_report(client, who, reportData="my scores are great")

    assert answer.status_code == 400
    assert answer.json()["field"] == "reportData"
    assert answer.json()["success"] is False
    assert await outbox_rows(sessionmaker) == []


async def test_the_caller_must_be_signed_in(
    client: AsyncClient, sessionmaker: async_sessionmaker[AsyncSession]
) -> None:
    answer = await client.post(URL, json={"email": "reader@example.org"})

    assert answer.status_code == 401
    assert answer.json()["status_code"] == 401
    assert await outbox_rows(sessionmaker) == []


async def test_without_a_submitted_attachment_response_there_is_nothing_to_send(
    client: AsyncClient, sessionmaker: async_sessionmaker[AsyncSession]
) -> None:
    who = await register(client)
    assert (await request_report(client, who)).json()["error"] == "No attachment report to send"

    started = await client.post(
        "/startAttachmentSurvey", json={"decodedId": who["id"]}, headers=bearer(who)
    )
    assert started.status_code == 201
    answer = await request_report(client, who)  # started, never submitted

    assert answer.status_code == 404
    assert answer.json()["error"] == "No attachment report to send"
    assert await outbox_rows(sessionmaker) == []


async def test_someone_elses_report_is_never_sent(
    client: AsyncClient, smtp_server: SmtpServer
) -> None:
    """The report is the caller's own: another user's submitted response does not count."""
    owner = await anonymous(client)
    await submit_attachment(client, owner, PREOCCUPIED)
    stranger = await anonymous(client)

    answer = await request_report(client, stranger)

    assert answer.status_code == 404
    await asyncio.sleep(0.3)
    assert smtp_server.handler.messages() == []


async def test_sending_is_rate_limited_per_user_across_server_processes(
    settings: Settings, sessionmaker: async_sessionmaker[AsyncSession]
) -> None:
    limited = fast(settings, rate_per_hour=2)
    async with (
        AsyncTestClient(app=create_app(limited)) as first,
        AsyncTestClient(app=create_app(limited)) as second,
    ):
        who = await anonymous(first)
        other = await anonymous(first)
        await submit_attachment(first, who, SECURE)
        await submit_attachment(first, other, SECURE)
        assert (await request_report(first, who)).status_code == 200
        assert (await request_report(second, who)).status_code == 200

        refused = await request_report(second, who)  # the other process counts the same rows
        assert refused.status_code == 429
        assert 3500 <= int(refused.headers["Retry-After"]) <= 3601
        assert refused.json()["success"] is False
        assert refused.json()["status_code"] == 429

        assert (await request_report(first, other)).status_code == 200  # per user
    async with sessionmaker() as session:
        assert await session.scalar(select(func.count()).select_from(OutboxMessage)) == 3


async def test_a_restart_while_the_mail_server_is_down_delivers_exactly_once(
    settings: Settings,
    smtp_server: SmtpServer,
    sessionmaker: async_sessionmaker[AsyncSession],
) -> None:
    smtp_server.stop()
    first_app: Litestar = create_app(settings)
    async with AsyncTestClient(app=first_app) as client:
        who = await anonymous(client)
        await submit_attachment(client, who, PREOCCUPIED)
        assert (await request_report(client, who)).status_code == 200

        async def retried_twice() -> bool:
            [row] = await outbox_rows(sessionmaker)
            return row.attempts >= 2

        await wait_until(retried_twice, "the worker retried twice")
    # The first server process has stopped (its worker with it); the message waits in the DB.
    [row] = await outbox_rows(sessionmaker)
    assert row.status == "pending"
    assert row.last_error
    assert "refused" in row.last_error.lower() or "connect" in row.last_error.lower()
    attempts_before = row.attempts

    smtp_server.start()
    async with AsyncTestClient(app=create_app(settings)):
        await wait_until(received(smtp_server), "the new process delivered the message")
        await wait_until(all_sent(sessionmaker), "the outbox row was marked sent")
        await asyncio.sleep(0.5)  # more worker rounds: nothing is sent a second time

    [message] = smtp_server.handler.messages()
    [row] = await outbox_rows(sessionmaker)
    assert row.status == "sent"
    assert row.attempts > attempts_before
    assert message["Message-ID"] == f"<{row.id}@survey.example>"
    assert "86.67%" in parts(message)[0]


async def test_concurrent_requests_cannot_slip_past_the_limit(
    settings: Settings, sessionmaker: async_sessionmaker[AsyncSession]
) -> None:
    limited = fast(settings, rate_per_hour=1)
    async with (
        AsyncTestClient(app=create_app(limited)) as first,
        AsyncTestClient(app=create_app(limited)) as second,
    ):
        who = await anonymous(first)
        await submit_attachment(first, who, SECURE)
        answers = await asyncio.gather(
            *(request_report(client, who) for client in (first, second, first, second))
        )

    assert sorted(answer.status_code for answer in answers) == [200, 429, 429, 429]
    async with sessionmaker() as session:
        assert await session.scalar(select(func.count()).select_from(OutboxMessage)) == 1


async def test_offline_the_report_is_written_as_an_eml_file(settings: Settings) -> None:
    offline = fast(settings, smtp_url="")
    async with AsyncTestClient(app=create_app(offline)) as client:
        who = await anonymous(client)
        await submit_attachment(client, who, SECURE)
        assert (await request_report(client, who)).status_code == 200

        async def written() -> bool:
            return any(offline.mail.outbox_dir.glob("*.eml"))

        await wait_until(written, "an .eml file was written")

    [path] = offline.mail.outbox_dir.glob("*.eml")
    message = email.message_from_bytes(path.read_bytes(), policy=email.policy.default)
    assert isinstance(message, EmailMessage)
    assert message["Message-ID"] == f"<{path.stem}@survey.example>"
    text, html = parts(message)
    assert "Secure Style: Low Anxiety & Low Avoidance" in text
    assert "20.00%" in text and "20.00%" in html
    assert "Data Protection" in html


async def test_deleting_the_account_deletes_its_mail(
    client: AsyncClient, sessionmaker: async_sessionmaker[AsyncSession]
) -> None:
    who = await register(client)
    await submit_attachment(client, who, SECURE)
    assert (await request_report(client, who)).status_code == 200
    assert len(await outbox_rows(sessionmaker)) == 1

    deleted = await client.put(
        "/api/deleteAccount", json={"userId": who["id"]}, headers=bearer(who)
    )

    assert deleted.status_code == 200, deleted.text
    assert await outbox_rows(sessionmaker) == []


async def test_the_request_wakes_the_worker_so_delivery_does_not_wait_for_the_poll(
    settings: Settings, smtp_server: SmtpServer
) -> None:
    slow_poll = fast(settings, poll_seconds=60)
    async with AsyncTestClient(app=create_app(slow_poll)) as client:
        who = await anonymous(client)
        await submit_attachment(client, who, SECURE)
        started = asyncio.get_running_loop().time()
        assert (await request_report(client, who)).status_code == 200
        await wait_until(received(smtp_server), "the report was delivered", seconds=10)
        assert asyncio.get_running_loop().time() - started < 10
