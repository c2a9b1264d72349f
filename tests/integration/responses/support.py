"""Helpers for survey tests: respondents with demographics and submitted responses, via HTTP."""

from __future__ import annotations

from collections.abc import AsyncIterator
from typing import Any

import pytest
from httpx import AsyncClient
from sqlalchemy import func, select
from sqlalchemy.ext.asyncio import AsyncSession, async_sessionmaker

from engine.db.base import create_engine, create_sessionmaker
from engine.population.models import PopulationHistogram
from engine.responses.models import SurveyResponse
from engine.settings import Settings
from tests.support import anonymous, bearer


@pytest.fixture
async def db(
    settings: Settings, client: AsyncClient
) -> AsyncIterator[async_sessionmaker[AsyncSession]]:
    """Sessions on the test's own event loop (the app's pool lives on the client's loop, which
    asyncpg connections cannot leave). Import this fixture into a test module to use it."""
    engine = create_engine(settings.database.url)
    try:
        yield create_sessionmaker(engine)
    finally:
        await engine.dispose()


LONELINESS_ANSWERS = {
    "e1": "Agree",
    "e2": "Neutral",
    "e3": "Agree",
    "s1": "Disagree",
    "s2": "Neutral",
    "s3": "Agree",
}
"""Emotional 3 + 2 + 3 = 8; social (reversed) 3 + 2 + 1 = 6."""


async def respondent(
    client: AsyncClient, demographics: dict[str, Any] | None = None
) -> dict[str, Any]:
    """An anonymous account, with a demographic record when ``demographics`` is given."""
    who = await anonymous(client)
    if demographics is not None:
        answer = await client.post(
            "/api/demographic/createDemographic",
            json={"user_id": who["id"], **demographics},
            headers=bearer(who),
        )
        assert answer.status_code == 201, answer.text
    return who


async def start(client: AsyncClient, who: dict[str, Any], instrument: str) -> str:
    answer = await client.post(f"/api/instruments/{instrument}/responses", headers=bearer(who))
    assert answer.status_code == 201, answer.text
    return str(answer.json()["id"])


async def submit(
    client: AsyncClient, who: dict[str, Any], response_id: str, answers: dict[str, Any]
) -> dict[str, Any]:
    answer = await client.put(
        f"/api/responses/{response_id}", json={"answers": answers}, headers=bearer(who)
    )
    assert answer.status_code == 200, answer.text
    body: dict[str, Any] = answer.json()
    return body


async def answered(
    client: AsyncClient,
    instrument: str,
    answers: dict[str, Any],
    demographics: dict[str, Any] | None = None,
) -> tuple[dict[str, Any], str]:
    """A new respondent with one submitted response: (account, response id)."""
    who = await respondent(client, demographics)
    response_id = await start(client, who, instrument)
    await submit(client, who, response_id, answers)
    return who, response_id


def loneliness_answers(emotional: int, social: int) -> dict[str, str]:
    """Answers giving these dimension scores (each 3 to 9; social items are reversed)."""
    normal = ["Disagree", "Neutral", "Agree"]

    def items(total: int, reverse: bool) -> list[str]:
        points = [1, 1, 1]
        for i in range(total - 3):
            points[i % 3] += 1
        return [normal[3 - p] if reverse else normal[p - 1] for p in points]

    e, s = items(emotional, False), items(social, True)
    return {"e1": e[0], "e2": e[1], "e3": e[2], "s1": s[0], "s2": s[1], "s3": s[2]}


async def row_counts(sessionmaker: async_sessionmaker[AsyncSession]) -> tuple[int, int]:
    """(responses, sum of histogram counts): what a refused call must leave unchanged."""
    async with sessionmaker() as session:
        responses = await session.scalar(select(func.count()).select_from(SurveyResponse))
        counts = await session.scalar(select(func.coalesce(func.sum(PopulationHistogram.count), 0)))
    return int(responses or 0), int(counts or 0)


VOLATILE_TABLES = {"rate_limit_windows", "alembic_version"}
"""Tables a refused call may touch legitimately (request counting), left out of snapshots."""


async def database_snapshot(db: async_sessionmaker[AsyncSession]) -> dict[str, list[str]]:
    """Every row of every table (sorted, as text): what a refused call must leave unchanged."""
    from sqlalchemy import select as select_rows

    from engine.db.registry import metadata

    snapshot: dict[str, list[str]] = {}
    async with db() as session:
        for table in metadata.sorted_tables:
            if table.name in VOLATILE_TABLES:
                continue
            rows = (await session.execute(select_rows(table))).all()
            snapshot[table.name] = sorted(repr(tuple(row)) for row in rows)
    return snapshot
