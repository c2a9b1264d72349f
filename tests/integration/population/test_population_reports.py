"""Reports and comparisons against population histograms: exact figures, filters, fallbacks."""

from __future__ import annotations

import statistics
from typing import Any

import msgspec
import pytest
from httpx import AsyncClient
from sqlalchemy.ext.asyncio import AsyncSession, async_sessionmaker

from engine.instruments.registry import load_registry
from engine.population.service import FALLBACK_MESSAGE
from engine.settings import Settings
from tests.integration.population.support import histogram, recount
from tests.integration.responses.support import (
    answered,
    db,
    loneliness_answers,
    respondent,
    start,
    submit,
)
from tests.support import bearer

__all__ = ["db"]

MIN_GROUP = 3


@pytest.fixture
def settings(settings: Settings) -> Settings:
    engine = msgspec.structs.replace(settings.engine, min_group_size=MIN_GROUP)
    return msgspec.structs.replace(settings, engine=engine)


async def report(client: AsyncClient, who: dict[str, Any], response_id: str, **filter: str) -> Any:
    answer = await client.post(
        f"/api/responses/{response_id}/report", json={"filter": filter}, headers=bearer(who)
    )
    assert answer.status_code == 200, answer.text
    return answer.json()


async def test_mean_stddev_and_percentile_are_exact_on_a_known_population(
    client: AsyncClient,
) -> None:
    emotional = [3, 4, 4, 6, 8, 9, 9]
    people = [await answered(client, "loneliness", loneliness_answers(e, 5)) for e in emotional]
    who, response_id = people[3]  # emotional 6
    data = await report(client, who, response_id)
    found = data["dimensions"]["emotional"]
    assert found["basis"] == "general" and data["levelBasis"] == "population"
    assert found["population"]["count"] == 7
    assert found["population"]["mean"] == pytest.approx(statistics.fmean(emotional), abs=1e-4)
    assert found["population"]["stddev"] == pytest.approx(statistics.pstdev(emotional), abs=1e-4)
    assert found["population"]["percentile"] == pytest.approx((3 + 0.5) / 7 * 100, abs=0.01)
    # z = (6 - 6.143) / 2.295 = -0.06: the relative band up to 0.0 is moderate-low
    assert found["level"] == "moderate-low" and found["levelGroup"] == "moderate"
    top = await report(client, *people[5])
    assert top["dimensions"]["emotional"]["population"]["percentile"] == pytest.approx(
        (5 + 1) / 7 * 100, abs=0.01
    )
    assert top["dimensions"]["emotional"]["level"] == "high"
    assert data["message"] is None


async def test_filter_uses_its_group_or_falls_back_to_everyone(client: AsyncClient) -> None:
    young = [
        await answered(client, "loneliness", loneliness_answers(e, 6), {"ageClass": "26-35"})
        for e in (4, 5, 6)
    ]
    for e in (7, 9):
        await answered(client, "loneliness", loneliness_answers(e, 6), {"ageClass": "46-55"})
    who, response_id = young[0]

    filtered = await report(client, who, response_id, ageClass="26-35")
    emotional = filtered["dimensions"]["emotional"]
    assert emotional["basis"] == "filtered"
    assert emotional["population"]["count"] == 3
    assert emotional["population"]["mean"] == pytest.approx(5.0)
    assert filtered["filter"] == {"ageClass": "26-35"}
    assert filtered["message"] is None

    small = await report(client, who, response_id, ageClass="46-55")  # 2 < MIN_GROUP
    assert {d["basis"] for d in small["dimensions"].values()} == {"general"}
    assert small["dimensions"]["emotional"]["population"]["count"] == 5
    assert small["message"] == FALLBACK_MESSAGE

    empty = await report(client, who, response_id, ageClass="65+", maritalStatus="Single")
    assert empty["dimensions"]["social"]["basis"] == "general"
    assert empty["message"] == FALLBACK_MESSAGE

    dropped = await report(client, who, response_id, ageClass="")
    assert dropped["filter"] == {} and dropped["dimensions"]["emotional"]["basis"] == "general"


async def test_two_filters_combine(client: AsyncClient) -> None:
    both = {"ageClass": "26-35", "maritalStatus": "Married"}
    people = [
        await answered(client, "loneliness", loneliness_answers(e, 6), both) for e in (3, 5, 7)
    ]
    for e in (9, 9, 9):
        await answered(
            client, "loneliness", loneliness_answers(e, 6), {**both, "maritalStatus": "Single"}
        )
    data = await report(client, *people[0], **both)
    assert data["dimensions"]["emotional"]["basis"] == "filtered"
    assert data["dimensions"]["emotional"]["population"]["mean"] == pytest.approx(5.0)
    age_only = await report(client, *people[0], ageClass="26-35")
    assert age_only["dimensions"]["emotional"]["population"]["count"] == 6


async def test_below_the_minimum_there_is_no_comparison(client: AsyncClient) -> None:
    who, response_id = await answered(client, "loneliness", loneliness_answers(9, 9))
    await answered(client, "loneliness", loneliness_answers(3, 3))
    data = await report(client, who, response_id, ageClass="26-35")
    assert data["levelBasis"] == "absolute"
    for found in data["dimensions"].values():
        assert found["basis"] == "unavailable" and found["population"] is None
    assert data["dimensions"]["emotional"]["level"] == "high"  # absolute band: above 7
    assert "not available yet" in data["message"]


async def test_group_comparison_uses_the_age_band_at_submit_time(client: AsyncClient) -> None:
    answers = {"Ax1": "Agree", "Ax2": "Agree", "Ax3": "Neutral", "Av1": "Disagree"}
    thirties = {"dob": "1994-01-15", "gender": "Female"}
    people = [await answered(client, "attachment", answers, thirties) for _ in range(3)]
    await answered(
        client, "attachment", {**answers, "Ax3": "Strongly Agree"}, {"dob": "1950-01-01"}
    )
    who, response_id = people[0]
    answer = await client.get(
        f"/api/responses/{response_id}/comparison?group=dob", headers=bearer(who)
    )
    assert answer.status_code == 200, answer.text
    body = answer.json()
    assert body["groupValue"] == "30-34"
    anxiety = body["dimensions"]["anxiety"]
    assert anxiety["basis"] == "filtered" and anxiety["comparisonGroupSize"] == 3
    assert anxiety["percentile"] == pytest.approx(50.0)
    assert anxiety["userPercentage"] == pytest.approx(73.33, abs=0.01)
    assert anxiety["comparisonMean"] == pytest.approx(73.33, abs=0.01)

    nationality = (
        await client.get(
            f"/api/responses/{response_id}/comparison?group=nationality", headers=bearer(who)
        )
    ).json()
    assert nationality["groupValue"] is None
    assert nationality["dimensions"]["anxiety"]["basis"] == "general"
    assert nationality["dimensions"]["anxiety"]["comparisonGroupSize"] == 4


async def test_histograms_equal_a_brute_force_recount_after_random_submits_and_deletes(
    client: AsyncClient, db: async_sessionmaker[AsyncSession], settings: Settings
) -> None:
    import random

    rng = random.Random(20261121)
    ages, statuses = ["18-25", "26-35", "46-55"], ["Single", "Married"]
    alive: list[tuple[dict[str, Any], str]] = []
    people: list[dict[str, Any]] = []
    for step in range(40):
        roll = rng.random()
        if alive and roll < 0.25:
            who, response_id = alive.pop(rng.randrange(len(alive)))
            answer = await client.delete(f"/api/responses/{response_id}", headers=bearer(who))
            assert answer.status_code == 200
        elif people and roll < 0.3:
            who = people.pop(rng.randrange(len(people)))
            answer = await client.put(
                "/api/deleteAccount", json={"userId": who["id"]}, headers=bearer(who)
            )
            assert answer.status_code == 200, answer.text
            alive = [(w, r) for w, r in alive if w["id"] != who["id"]]
        else:
            demographics = {"ageClass": rng.choice(ages), "dob": "1990-06-01"}
            if rng.random() < 0.7:
                demographics["maritalStatus"] = rng.choice(statuses)
            who = await respondent(client, demographics)
            people.append(who)
            for instrument in ("loneliness", "attachment"):
                response_id = await start(client, who, instrument)
                if instrument == "loneliness":
                    answers = loneliness_answers(rng.randint(3, 9), rng.randint(3, 9))
                else:
                    answers = {"Ax1": rng.choice(["Agree", "Disagree"]), "Av2": "Neutral"}
                await submit(client, who, response_id, answers)
                alive.append((who, response_id))
    registry = load_registry(settings.engine.instruments_dir)
    got = await histogram(db)
    assert got == await recount(db, registry.get)
    assert all(count > 0 for count in got.values())
    assert got  # the sequence left respondents behind
