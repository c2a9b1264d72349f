"""Operator statistics: counts per period, recent users, dropped surveys; operators only."""

from __future__ import annotations

from datetime import timedelta

import pytest
from httpx import AsyncClient
from sqlalchemy import update
from sqlalchemy.ext.asyncio import AsyncSession, async_sessionmaker

from engine.accounts.cli import create_or_promote
from engine.instruments.registry import load_registry
from engine.plugins import load_plugins
from engine.population import seed
from engine.responses.models import SurveyResponse, utc_now
from engine.settings import Settings
from tests.integration.responses.support import LONELINESS_ANSWERS, answered, db, respondent, start
from tests.support import assert_error, bearer, register

__all__ = ["db"]
CALLS = ("/api/getResponseCount", "/api/getRecentUsers", "/api/getDroppedSurveys")


async def operator(client: AsyncClient, settings: Settings) -> dict[str, str]:
    who = await register(client)
    assert await create_or_promote(settings, who["email"], None) == "promoted"
    return who


@pytest.mark.parametrize("path", CALLS)
async def test_operators_only(client: AsyncClient, path: str) -> None:
    assert_error(await client.get(path), 401)
    user = await register(client)
    assert_error(await client.get(path, headers=bearer(user)), 403, "Operators only")


async def test_counts_recent_users_and_dropped(
    client: AsyncClient, settings: Settings, db: async_sessionmaker[AsyncSession]
) -> None:
    first, first_id = await answered(client, "loneliness", LONELINESS_ANSWERS)
    second, _ = await answered(client, "loneliness", LONELINESS_ANSWERS)
    third, _ = await answered(client, "attachment", {"Ax1": "Agree", "Av1": "Agree"})
    dropper = await respondent(client)
    await start(client, dropper, "attachment")
    async with db() as session, session.begin():  # one response submitted 40 days ago
        await session.execute(
            update(SurveyResponse)
            .where(SurveyResponse.id == first_id)
            .values(submitted_at=utc_now() - timedelta(days=40))
        )
    # Synthetic demo people are never counted.
    plugins = load_plugins(settings)
    registry = load_registry(settings.engine.instruments_dir, plugins.scoring_rules())
    async with db() as session:
        await seed.seed(session, plugins, [registry.get("loneliness")], None, 5)

    boss = await operator(client, settings)
    counts = (await client.get("/api/getResponseCount", headers=bearer(boss))).json()["data"]
    assert counts["total"] == {"loneliness": 2, "attachment": 1, "all": 3}
    assert counts["last12Months"] == {"loneliness": 2, "attachment": 1, "all": 3}
    assert counts["last30Days"] == {"loneliness": 1, "attachment": 1, "all": 2}
    assert counts["last7Days"] == counts["last24Hours"] == counts["last30Days"]

    dropped = (await client.get("/api/getDroppedSurveys", headers=bearer(boss))).json()
    assert dropped == {"count": {"totalDropped": 1}}

    recent = (await client.get("/api/getRecentUsers", headers=bearer(boss))).json()["data"]
    newest_first = [boss["id"], dropper["id"], third["id"], second["id"], first["id"]]
    assert [row["member_id"] for row in recent] == newest_first
    by_id = {row["member_id"]: row for row in recent}
    assert by_id[second["id"]]["lastLonelinessScorePercentage"] == pytest.approx(77.8)  # 14 / 18
    assert by_id[second["id"]]["lastLonelinessSurveyDate"].endswith("Z")
    assert by_id[second["id"]]["lastAttachmentSurveyDate"] is None
    assert by_id[dropper["id"]]["lastLonelinessScorePercentage"] is None
    assert all("demo.invalid" not in (row["email"] or "") for row in recent)
