"""One person's whole journey through HTTP, and nothing of them left after account deletion."""

from __future__ import annotations

from typing import Any

import msgspec
import pytest
from httpx import AsyncClient
from sqlalchemy.ext.asyncio import AsyncSession, async_sessionmaker

from engine.settings import Settings
from tests.integration.responses.support import (
    answered,
    database_snapshot,
    db,
    loneliness_answers,
)
from tests.support import PASSWORD, bearer, unique_email

__all__ = ["db"]

DEMOGRAPHICS = {
    "gender": "Female",
    "ageClass": "26-35",
    "maritalStatus": "Married",
    "nationality": "IE",
    "dob": "1995-03-02",
}


@pytest.fixture
def settings(settings: Settings) -> Settings:
    engine = msgspec.structs.replace(settings.engine, min_group_size=2)
    return msgspec.structs.replace(settings, engine=engine)


async def ok(answer: Any, status: int = 200) -> Any:
    assert answer.status_code == status, answer.text
    return answer.json()


async def test_anonymous_to_account_to_deletion_leaves_nothing(
    client: AsyncClient, db: async_sessionmaker[AsyncSession]
) -> None:
    # Others who answered before: the comparison population.
    for e, s in ((4, 5), (7, 8)):
        await answered(client, "loneliness", loneliness_answers(e, s), DEMOGRAPHICS)
        await answered(client, "attachment", {"Ax1": "Disagree", "Av1": "Agree"}, DEMOGRAPHICS)
    before = await database_snapshot(db)

    # Anonymous visitor fills in the demographic questionnaire.
    guest = await ok(await client.post("/api/anonymousUser"), 201)
    me = {"id": guest["user"]["id"], "access_token": guest["access_token"]}
    uid = me["id"]
    await ok(
        await client.post(
            "/api/demographic/createDemographic",
            json={"user_id": uid, **DEMOGRAPHICS},
            headers=bearer(me),
        ),
        201,
    )

    # Loneliness: start, submit, report without and with a filter.
    lid = (
        await ok(
            await client.post(
                "/api/startLonelinessSurvey", json={"userId": uid}, headers=bearer(me)
            ),
            201,
        )
    )["loneliness_id"]
    submitted = await ok(
        await client.post(
            "/api/submitLonelinessSurvey",
            json={"results": loneliness_answers(6, 5), "user_id": uid, "id": lid},
            headers=bearer(me),
        )
    )
    assert submitted["outcome"]["scores"] == {"emotional": 6, "social": 5}
    url = f"/api/getLonelinessSurveyById?user_id={uid}&loneliness_id={lid}"
    general = await ok(await client.post(url, json={"filter": {}}, headers=bearer(me)))
    assert general["basis"] == "general" and general["stats"]["emotionalMean"] == pytest.approx(
        17 / 3, abs=1e-4
    )
    filtered = await ok(
        await client.post(
            url,
            json={"filter": {"ageClass": "26-35", "maritalStatus": "Married"}},
            headers=bearer(me),
        )
    )
    assert filtered["basis"] == "filtered"
    report = await ok(
        await client.post(f"/api/responses/{lid}/report", json={"filter": {}}, headers=bearer(me))
    )
    assert report["levelBasis"] == "population" and report["profile"]

    # Attachment, then the comparison with people of the same age band.
    aid = (
        await ok(
            await client.post(
                "/startAttachmentSurvey", json={"decodedId": uid}, headers=bearer(me)
            ),
            201,
        )
    )["attachment_id"]
    body = {"decodedId": uid, "type": "attachment", "attachment_id": aid}
    for number, (code, answer) in enumerate(
        {"Ax1": "4", "Ax2": "5", "Av1": "2", "Av2": "4"}.items(), start=1
    ):
        body[str(number)] = {
            "answer": answer,
            "question": {"q": code, "reverse": False, "type": "x"},
        }
    result = await ok(await client.post("/survey/attachment", json=body, headers=bearer(me)))
    assert result["anxietyPercentage"] == pytest.approx(90.0)
    assert result["anxietyPercentile"] == pytest.approx(5 / 6 * 100, abs=0.01)
    comparison = await ok(
        await client.get(
            f"/survey/attachment/comparison?respondentId={uid}&comparisonGroup=dob",
            headers=bearer(me),
        )
    )
    assert comparison["basis"] == "filtered" and comparison["comparisonGroupSize"] == 3

    # Upgrade to an account, sign out, sign in.
    email = unique_email("journey")
    upgraded = await ok(
        await client.put(
            "/api/updateAccount",
            json={"userId": uid, "email": email, "currentPassword": None, "newPassword": PASSWORD},
            headers=bearer(me),
        )
    )
    assert upgraded["user"] == {"id": uid, "email": email}
    await ok(await client.post("/api/logout", headers=bearer(upgraded["refresh_token"])))
    signed_in = await ok(
        await client.post("/api/login", json={"email": email, "password": PASSWORD})
    )
    assert signed_in["id"] == uid
    me = {"id": uid, "access_token": signed_in["access_token"]}

    # The reports are still there; delete them one by one.
    ids = await ok(await client.get(f"/api/allUserSurveysIds?user_id={uid}", headers=bearer(me)))
    assert [item["id"] for item in ids] == [lid]
    listed = (await ok(await client.get("/api/responses", headers=bearer(me))))["data"]
    assert {item["id"] for item in listed} == {lid, aid}
    await ok(await client.delete(f"/api/loneliness?loneliness_id={lid}", headers=bearer(me)))
    assert (
        await ok(await client.get(f"/api/allUserSurveysIds?user_id={uid}", headers=bearer(me)))
    ) == []

    # Delete the account: nothing of this person is left anywhere.
    await ok(await client.put("/api/deleteAccount", json={"userId": uid}, headers=bearer(me)))
    after = await database_snapshot(db)
    assert after == before  # population counts included: back to exactly what they were
    for table, rows in after.items():
        for row in rows:
            assert uid not in row and email not in row, (table, row)
    gone = await client.get("/api/me", headers=bearer(me))
    assert gone.status_code == 401
