"""The generic survey calls through HTTP, on SQLite and PostgreSQL."""

from __future__ import annotations

from typing import Any

import pytest
from httpx import AsyncClient
from sqlalchemy.ext.asyncio import AsyncSession, async_sessionmaker

from tests.integration.responses.support import (
    LONELINESS_ANSWERS,
    answered,
    db,
    respondent,
    row_counts,
    start,
    submit,
)
from tests.support import assert_error, bearer

__all__ = ["db"]


async def test_instrument_list_and_rendered_instrument(client: AsyncClient) -> None:
    answer = await client.get("/api/instruments")
    assert answer.status_code == 200
    listed = {item["id"]: item for item in answer.json()["data"]}
    assert {"loneliness", "attachment"} <= set(listed)
    assert listed["loneliness"]["question_count"] == 6
    assert listed["loneliness"]["route"] == "/loneliness"
    assert listed["loneliness"]["kind"] == "assessment"

    rendered = (await client.get("/api/instruments/demographic")).json()
    countries = next(s for s in rendered["answer_sets"] if s["id"] == "countries")
    assert len(countries["answers"]) > 200
    assert {"value": "DE", "label": "Germany"}.items() <= next(
        a for a in countries["answers"] if a["value"] == "DE"
    ).items()
    loneliness = (await client.get("/api/instruments/loneliness")).json()
    assert "{item_count}" not in (loneliness.get("instructions") or "")


async def test_unknown_instrument_is_404_naming_it(client: AsyncClient) -> None:
    assert_error(await client.get("/api/instruments/nope"), 404, field="instrument")
    who = await respondent(client)
    answer = await client.post("/api/instruments/nope/responses", headers=bearer(who))
    assert_error(answer, 404, field="instrument")
    assert "nope" in answer.json()["error"]


async def test_start_submit_report_list_delete(
    client: AsyncClient, db: async_sessionmaker[AsyncSession]
) -> None:
    who = await respondent(client)
    started = await client.post("/api/instruments/loneliness/responses", headers=bearer(who))
    assert started.status_code == 201
    body = started.json()
    assert body["status"] == "started" and body["instrument"] == "loneliness"
    assert body["createdAt"].endswith("Z")

    submitted = await submit(client, who, body["id"], LONELINESS_ANSWERS)
    assert submitted["status"] == "submitted"
    assert submitted["outcome"]["scores"] == {"emotional": 8, "social": 6}
    assert submitted["outcome"]["levels"] == {"emotional": "high", "social": "moderate-high"}
    assert await row_counts(db) == (1, 2 * 1)  # one row per dimension, no facets

    again = await client.put(
        f"/api/responses/{body['id']}", json={"answers": LONELINESS_ANSWERS}, headers=bearer(who)
    )
    assert_error(again, 409)

    report = await client.post(
        f"/api/responses/{body['id']}/report", json={"filter": {}}, headers=bearer(who)
    )
    assert report.status_code == 200, report.text
    data = report.json()
    assert data["levelBasis"] == "absolute"
    assert data["dimensions"]["emotional"]["basis"] == "unavailable"
    assert data["dimensions"]["emotional"]["population"] is None
    assert data["dimensions"]["emotional"]["percentage"] == pytest.approx(88.89)
    assert data["dimensions"]["emotional"]["levelLabel"] == "High"
    assert data["message"] and "not available yet" in data["message"]

    listed = (await client.get("/api/responses", headers=bearer(who))).json()["data"]
    assert [item["id"] for item in listed] == [body["id"]]
    assert (await client.get("/api/responses?instrument=attachment", headers=bearer(who))).json()[
        "data"
    ] == []

    deleted = await client.delete(f"/api/responses/{body['id']}", headers=bearer(who))
    assert deleted.status_code == 200 and deleted.json()["message"]
    assert await row_counts(db) == (0, 0)


async def test_unknown_item_or_value_is_400_naming_the_key(
    client: AsyncClient, db: async_sessionmaker[AsyncSession]
) -> None:
    who = await respondent(client)
    response_id = await start(client, who, "loneliness")
    before = await row_counts(db)
    bad_value = await client.put(
        f"/api/responses/{response_id}",
        json={"answers": {**LONELINESS_ANSWERS, "e2": "Sometimes"}},
        headers=bearer(who),
    )
    assert_error(bad_value, 400, field="answers.e2")
    assert "Disagree, Neutral, Agree" in bad_value.json()["error"]
    bad_key = await client.put(
        f"/api/responses/{response_id}",
        json={"answers": {"x9": "Agree"}},
        headers=bearer(who),
    )
    assert_error(bad_key, 400, field="answers.x9")
    assert await row_counts(db) == before


async def test_report_of_unsubmitted_response_is_409(client: AsyncClient) -> None:
    who = await respondent(client)
    response_id = await start(client, who, "loneliness")
    answer = await client.post(
        f"/api/responses/{response_id}/report", json={"filter": {}}, headers=bearer(who)
    )
    assert_error(answer, 409)


async def test_comparison_needs_a_known_group(client: AsyncClient) -> None:
    who, response_id = await answered(client, "attachment", {"Ax1": "Agree", "Av1": "Agree"})
    missing = await client.get(f"/api/responses/{response_id}/comparison", headers=bearer(who))
    assert_error(missing, 400, field="group")
    unknown = await client.get(
        f"/api/responses/{response_id}/comparison?group=religion", headers=bearer(who)
    )
    assert_error(unknown, 400, field="group")
    known: Any = await client.get(
        f"/api/responses/{response_id}/comparison?group=gender", headers=bearer(who)
    )
    assert known.status_code == 200, known.text
    body = known.json()
    assert body["group"] == "gender" and body["groupValue"] is None
    assert body["dimensions"]["anxiety"]["basis"] == "unavailable"
    assert body["dimensions"]["anxiety"]["userPercentage"] == pytest.approx(80.0)
