"""Nobody reads, changes or deletes another person's data, and no call works without a token.

For every user-scoped call in the app: a second user's token against the first user's ids is
refused (403/404) and changes nothing in the database; no token at all is 401. A meta-check
fails when the app gains a route that this matrix does not list.
"""

from __future__ import annotations

from typing import Any

from httpx import AsyncClient
from litestar import Litestar
from sqlalchemy.ext.asyncio import AsyncSession, async_sessionmaker

from tests.integration.responses.support import (
    LONELINESS_ANSWERS,
    database_snapshot,
    db,
    respondent,
    start,
    submit,
)
from tests.support import PASSWORD, bearer, register

__all__ = ["db"]

PUBLIC = {
    ("POST", "/api/anonymousUser"),
    ("POST", "/api/createUser"),
    ("POST", "/api/login"),
    ("POST", "/refresh"),  # the bearer is a refresh token; tested by the accounts suite
    ("POST", "/api/logout"),  # likewise
    ("GET", "/api/auth/providers"),
    ("GET", "/api/auth/google"),
    ("GET", "/api/auth/google/callback"),
    ("GET", "/api/instruments"),
    ("GET", "/api/instruments/{instrument_id:str}"),
}
"""Calls that need no access token (or take a refresh token instead)."""

ATTACHMENT = {"Ax1": "Agree", "Av1": "Disagree"}


def calls(alice: dict[str, Any], ids: dict[str, str]) -> list[tuple[str, str, str, Any]]:
    """(route, method, url, json body) aimed at Alice's account and data."""
    a = alice["id"]
    attachment_body = {
        "decodedId": a,
        "type": "attachment",
        "attachment_id": ids["attachment_started"],
        "1": {"answer": "4", "question": {"q": "Ax1"}},
    }
    return [
        ("/api/me", "GET", "/api/me", None),
        (
            "/api/updateAccount",
            "PUT",
            "/api/updateAccount",
            {
                "userId": a,
                "email": "x@example.org",
                "currentPassword": PASSWORD,
                "newPassword": None,
            },
        ),
        ("/api/deleteAccount", "PUT", "/api/deleteAccount", {"userId": a}),
        (
            "/api/demographic/getDemographicById",
            "GET",
            f"/api/demographic/getDemographicById?userId={a}",
            None,
        ),
        (
            "/api/demographic/createDemographic",
            "POST",
            "/api/demographic/createDemographic",
            {"user_id": a, "gender": "Male"},
        ),
        (
            "/api/demographic/updateDemographic",
            "PATCH",
            f"/api/demographic/updateDemographic?respondent_id={a}",
            {"gender": "Male"},
        ),
        (
            "/api/instruments/{instrument_id:str}/responses",
            "POST",
            "/api/instruments/loneliness/responses",
            None,
        ),
        (
            "/api/responses/{response_id:str}",
            "PUT",
            f"/api/responses/{ids['loneliness_started']}",
            {"answers": LONELINESS_ANSWERS},
        ),
        (
            "/api/responses/{response_id:str}/report",
            "POST",
            f"/api/responses/{ids['loneliness']}/report",
            {"filter": {}},
        ),
        (
            "/api/responses/{response_id:str}/comparison",
            "GET",
            f"/api/responses/{ids['attachment']}/comparison?group=gender",
            None,
        ),
        ("/api/responses", "GET", "/api/responses", None),
        ("/api/responses/{response_id:str}", "DELETE", f"/api/responses/{ids['loneliness']}", None),
        ("/api/startLonelinessSurvey", "POST", "/api/startLonelinessSurvey", {"userId": a}),
        (
            "/api/submitLonelinessSurvey",
            "POST",
            "/api/submitLonelinessSurvey",
            {"results": LONELINESS_ANSWERS, "user_id": a, "id": ids["loneliness_started"]},
        ),
        (
            "/api/submitLonelinessSurvey",
            "POST",
            "/api/submitLonelinessSurvey",
            {"results": LONELINESS_ANSWERS, "id": ids["loneliness_started"]},
        ),
        (
            "/api/getLonelinessSurveyById",
            "POST",
            f"/api/getLonelinessSurveyById?user_id={a}&loneliness_id={ids['loneliness']}",
            {"filter": {}},
        ),
        (
            "/api/getLonelinessSurveyById",
            "POST",
            f"/api/getLonelinessSurveyById?loneliness_id={ids['loneliness']}",
            {"filter": {}},
        ),
        ("/api/allUserSurveysIds", "GET", f"/api/allUserSurveysIds?user_id={a}", None),
        ("/api/loneliness", "DELETE", f"/api/loneliness?loneliness_id={ids['loneliness']}", None),
        ("/startAttachmentSurvey", "POST", "/startAttachmentSurvey", {"decodedId": a}),
        ("/survey/attachment", "POST", "/survey/attachment", attachment_body),
        (
            "/survey/attachment",
            "POST",
            "/survey/attachment",
            {**attachment_body, "decodedId": None},
        ),
        (
            "/survey/attachment/comparison",
            "GET",
            f"/survey/attachment/comparison?respondentId={a}&comparisonGroup=gender",
            None,
        ),
        (
            "/survey/attachment/report/email",
            "POST",
            "/survey/attachment/report/email",
            {"email": "x@example.org", "reportData": {}},
        ),
        ("/api/getResponseCount", "GET", "/api/getResponseCount", None),
        ("/api/getRecentUsers", "GET", "/api/getRecentUsers", None),
        ("/api/getDroppedSurveys", "GET", "/api/getDroppedSurveys", None),
    ]


NOT_ID_SCOPED = {
    "/api/me",
    "/api/instruments/{instrument_id:str}/responses",
    "/api/responses",
    "/survey/attachment/report/email",
}
"""Calls that name no id: another user's token acts on that user's own data (checked below)."""

OPERATOR_CALLS = {"/api/getResponseCount", "/api/getRecentUsers", "/api/getDroppedSurveys"}
"""Refused with 403 to everyone but operators (tests/integration/stats)."""


async def alice_with_data(client: AsyncClient) -> tuple[dict[str, Any], dict[str, str]]:
    alice = await register(client)
    await client.post(
        "/api/demographic/createDemographic",
        json={"user_id": alice["id"], "gender": "Female"},
        headers=bearer(alice),
    )
    ids = {
        "loneliness": await start(client, alice, "loneliness"),
        "attachment": await start(client, alice, "attachment"),
        "loneliness_started": await start(client, alice, "loneliness"),
        "attachment_started": await start(client, alice, "attachment"),
    }
    await submit(client, alice, ids["loneliness"], LONELINESS_ANSWERS)
    await submit(client, alice, ids["attachment"], ATTACHMENT)
    return alice, ids


def routes(app: Litestar) -> set[tuple[str, str]]:
    found = set()
    for route in app.routes:
        for method in getattr(route, "methods", set()):
            if method not in ("HEAD", "OPTIONS") and not route.path.startswith("/schema"):
                found.add((method, route.path))
    return found


async def test_every_route_is_in_the_matrix(app: Litestar, client: AsyncClient) -> None:
    alice, ids = (
        {"id": "a"},
        dict.fromkeys(
            ("loneliness", "attachment", "loneliness_started", "attachment_started"), "x"
        ),
    )
    listed = {(method, route) for route, method, _, _ in calls(alice, ids)}
    unlisted = {
        (method, path)
        for method, path in routes(app) - PUBLIC - listed
        if ":path}" not in path and path != "/"
    }
    assert unlisted == set(), f"add these calls to the ownership matrix: {sorted(unlisted)}"


async def test_another_users_token_is_refused_and_changes_nothing(
    client: AsyncClient, db: async_sessionmaker[AsyncSession]
) -> None:
    alice, ids = await alice_with_data(client)
    bob = await respondent(client)
    before = await database_snapshot(db)
    for route, method, url, body in calls(alice, ids):
        if route in NOT_ID_SCOPED or route in OPERATOR_CALLS:
            continue
        answer = await client.request(method, url, json=body, headers=bearer(bob))
        assert answer.status_code in (403, 404), (method, url, answer.status_code, answer.text)
        assert answer.json()["error"], (method, url)
    assert await database_snapshot(db) == before
    # Calls without ids act on the caller's own data only.
    listed = (await client.get("/api/responses", headers=bearer(bob))).json()["data"]
    assert listed == []
    mine = (await client.get("/api/me", headers=bearer(bob))).json()
    assert mine["id"] == bob["id"]
    email = await client.post(
        "/survey/attachment/report/email", json={"email": "bob@example.org"}, headers=bearer(bob)
    )
    assert email.status_code == 404  # Bob has no attachment report; Alice's is never used
    operator_only = await client.get("/api/getRecentUsers", headers=bearer(bob))
    assert operator_only.status_code == 403


async def test_no_token_is_401_for_every_user_scoped_call(
    client: AsyncClient, db: async_sessionmaker[AsyncSession]
) -> None:
    alice, ids = await alice_with_data(client)
    before = await database_snapshot(db)
    for _, method, url, body in calls(alice, ids):
        answer = await client.request(method, url, json=body)
        assert answer.status_code == 401, (method, url, answer.status_code, answer.text)
        assert answer.json()["status_code"] == 401
    assert await database_snapshot(db) == before
