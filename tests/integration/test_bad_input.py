"""Bad input to every call: a clear 4xx JSON error naming the field at fault, and no writes.

Malformed JSON, wrong types, missing fields, unknown answer values, oversized bodies and unknown
ids, for the survey calls and the account and demographic calls alike.
"""

from __future__ import annotations

from typing import Any

import pytest
from httpx import AsyncClient
from sqlalchemy.ext.asyncio import AsyncSession, async_sessionmaker

from tests.integration.responses.support import (
    LONELINESS_ANSWERS,
    database_snapshot,
    db,
    start,
    submit,
)
from tests.support import bearer, register

__all__ = ["db"]

ANY_FIELD = object()
"""The error names some field (which one is the handler's choice)."""

BODY_CALLS = [
    ("PUT", "/api/responses/{loneliness_started}"),
    ("POST", "/api/responses/{loneliness}/report"),
    ("POST", "/api/startLonelinessSurvey"),
    ("POST", "/api/submitLonelinessSurvey"),
    ("POST", "/api/getLonelinessSurveyById?loneliness_id={loneliness}"),
    ("POST", "/startAttachmentSurvey"),
    ("POST", "/survey/attachment"),
    ("POST", "/survey/attachment/report/email"),
    ("POST", "/api/createUser"),
    ("POST", "/api/login"),
    ("PUT", "/api/updateAccount"),
    ("PUT", "/api/deleteAccount"),
    ("POST", "/api/demographic/createDemographic"),
    ("PATCH", "/api/demographic/updateDemographic"),
]


def cases(user: str) -> list[tuple[str, str, Any, int, Any]]:
    """(method, url template, JSON body, status, field) for wrong, missing and unknown input."""
    entry = {"answer": "4", "question": {"q": "Ax1"}}
    return [
        # wrong types
        ("PUT", "/api/responses/{loneliness_started}", {"answers": "Agree"}, 400, "answers"),
        ("PUT", "/api/responses/{loneliness_started}", {"answers": {"e1": 3}}, 400, ANY_FIELD),
        ("POST", "/api/responses/{loneliness}/report", {"filter": ["ageClass"]}, 400, "filter"),
        ("POST", "/api/startLonelinessSurvey", {"userId": 42}, 400, "userId"),
        (
            "POST",
            "/api/submitLonelinessSurvey",
            {"results": "Agree", "id": "{loneliness_started}"},
            400,
            "results",
        ),
        ("POST", "/api/submitLonelinessSurvey", {"results": {}, "id": 7}, 400, "id"),
        ("POST", "/startAttachmentSurvey", {"decodedId": ["x"]}, 400, "decodedId"),
        ("POST", "/survey/attachment", {"attachment_id": 5, "1": entry}, 400, "attachment_id"),
        (
            "POST",
            "/survey/attachment",
            {"attachment_id": "{attachment_started}", "1": "4"},
            400,
            "1",
        ),
        (
            "POST",
            "/survey/attachment",
            {"attachment_id": "{attachment_started}", "decodedId": 3},
            400,
            "decodedId",
        ),
        ("POST", "/api/login", {"email": "a@example.org", "password": 5}, 400, "password"),
        # missing fields
        ("PUT", "/api/responses/{loneliness_started}", {}, 400, "answers"),
        ("POST", "/api/submitLonelinessSurvey", {"results": LONELINESS_ANSWERS}, 400, "id"),
        ("POST", "/api/submitLonelinessSurvey", {"id": "{loneliness_started}"}, 400, "results"),
        ("POST", "/api/getLonelinessSurveyById", {"filter": {}}, 400, "loneliness_id"),
        ("POST", "/survey/attachment", {"1": entry}, 400, "attachment_id"),
        ("POST", "/api/createUser", {"role": "user", "password": "Correct-Horse1!"}, 400, "email"),
        ("POST", "/survey/attachment/report/email", {}, 400, "email"),
        # unknown fields, answers and values
        (
            "PUT",
            "/api/responses/{loneliness_started}",
            {"answers": {"e1": "Maybe"}},
            400,
            "answers.e1",
        ),
        (
            "PUT",
            "/api/responses/{loneliness_started}",
            {"answers": {"zz": "Agree"}},
            400,
            "answers.zz",
        ),
        ("PUT", "/api/responses/{loneliness_started}", {"answers": {}, "extra": 1}, 400, "extra"),
        (
            "POST",
            "/api/submitLonelinessSurvey",
            {"results": {"e1": "Maybe"}, "id": "{loneliness_started}"},
            400,
            "results.e1",
        ),
        (
            "POST",
            "/api/submitLonelinessSurvey",
            {"results": {"e1": "4"}, "id": "{loneliness_started}"},
            400,
            "results.e1",
        ),
        (
            "POST",
            "/survey/attachment",
            {
                "attachment_id": "{attachment_started}",
                "1": {"answer": "9", "question": {"q": "Ax1"}},
            },
            400,
            "1.answer",
        ),
        (
            "POST",
            "/survey/attachment",
            {
                "attachment_id": "{attachment_started}",
                "1": {"answer": "2", "question": {"q": "e1"}},
            },
            400,
            "1.question.q",
        ),
        (
            "POST",
            "/api/responses/{loneliness}/report",
            {"filter": {"shoeSize": "42"}},
            400,
            "filter.shoeSize",
        ),
        (
            "POST",
            "/api/responses/{loneliness}/report",
            {"filter": {"ageClass": "200-300"}},
            400,
            "filter.ageClass",
        ),
        ("GET", "/api/responses/{attachment}/comparison?group=shoeSize", None, 400, "group"),
        ("GET", "/survey/attachment/comparison?comparisonGroup=shoeSize", None, 400, "group"),
        ("POST", "/api/demographic/createDemographic", {"gender": "Robot"}, 400, "gender"),
        (
            "PATCH",
            "/api/demographic/updateDemographic",
            {"maritalStatus": 12},
            400,
            "maritalStatus",
        ),
        # unknown ids
        ("PUT", "/api/responses/nope", {"answers": {}}, 404, None),
        ("POST", "/api/responses/nope/report", {"filter": {}}, 404, None),
        ("GET", "/api/responses/nope/comparison?group=gender", None, 404, None),
        ("DELETE", "/api/responses/nope", None, 404, None),
        ("POST", "/api/getLonelinessSurveyById?loneliness_id=nope", {"filter": {}}, 404, None),
        (
            "POST",
            "/api/getLonelinessSurveyById?loneliness_id={attachment}",
            {"filter": {}},
            404,
            None,
        ),
        ("DELETE", "/api/loneliness?loneliness_id=nope", None, 404, None),
        ("DELETE", "/api/loneliness?loneliness_id={attachment}", None, 404, None),
        ("POST", "/api/submitLonelinessSurvey", {"results": {}, "id": "nope"}, 404, None),
        ("POST", "/survey/attachment", {"attachment_id": "nope", "1": entry}, 404, None),
        ("POST", "/api/instruments/nope/responses", None, 404, "instrument"),
        ("GET", "/api/instruments/nope", None, 404, "instrument"),
        ("GET", "/api/responses?instrument=nope", None, 404, "instrument"),
        ("POST", "/api/instruments/demographic/responses", None, 400, "instrument"),
    ]


@pytest.fixture
async def person(client: AsyncClient) -> tuple[dict[str, Any], dict[str, str]]:
    who = await register(client)
    ids = {
        "loneliness": await start(client, who, "loneliness"),
        "attachment": await start(client, who, "attachment"),
        "loneliness_started": await start(client, who, "loneliness"),
        "attachment_started": await start(client, who, "attachment"),
    }
    await submit(client, who, ids["loneliness"], LONELINESS_ANSWERS)
    await submit(client, who, ids["attachment"], {"Ax1": "Agree", "Av1": "Agree"})
    answer = await client.post(
        "/api/demographic/createDemographic",
        json={"user_id": who["id"], "gender": "Female"},
        headers=bearer(who),
    )
    assert answer.status_code == 201
    return who, ids


def filled(template: Any, ids: dict[str, str]) -> Any:
    if isinstance(template, str):
        return template.format(**ids) if "{" in template else template
    if isinstance(template, dict):
        return {key: filled(value, ids) for key, value in template.items()}
    return template


def check_error(answer: Any, status: int, field: Any, what: str) -> None:
    assert answer.status_code == status, (what, answer.status_code, answer.text)
    body = answer.json()
    assert isinstance(body.get("error"), str) and body["error"], (what, body)
    assert body.get("status_code") == status, (what, body)
    if field is ANY_FIELD:
        assert body.get("field"), (what, body)
    elif field is not None:
        assert body.get("field") == field, (what, body)


async def test_wrong_missing_and_unknown_input(
    client: AsyncClient, db: async_sessionmaker[AsyncSession], person: Any
) -> None:
    who, ids = person
    before = await database_snapshot(db)
    for method, url, body, status, field in cases(who["id"]):
        answer = await client.request(
            method, filled(url, ids), json=filled(body, ids), headers=bearer(who)
        )
        check_error(answer, status, field, f"{method} {url} {body}")
    assert await database_snapshot(db) == before


async def test_malformed_json_and_oversized_bodies(
    client: AsyncClient, db: async_sessionmaker[AsyncSession], person: Any
) -> None:
    who, ids = person
    before = await database_snapshot(db)
    headers = {**bearer(who), "Content-Type": "application/json"}
    for method, url in BODY_CALLS:
        target = filled(url, ids)
        broken = await client.request(method, target, content=b'{"answers": {', headers=headers)
        check_error(broken, 400, None, f"malformed {method} {url}")
        assert broken.json()["field"] is None
        huge = b'{"x": "' + b"a" * (70 * 1024) + b'"}'
        oversized = await client.request(method, target, content=huge, headers=headers)
        check_error(oversized, 413, None, f"oversized {method} {url}")
    assert await database_snapshot(db) == before
