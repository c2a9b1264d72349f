"""The spec's loneliness and attachment calls, and the submit hook, through HTTP."""

from __future__ import annotations

from collections.abc import AsyncIterator
from typing import Any

import msgspec
import pytest
from httpx import AsyncClient
from litestar import Litestar
from sqlalchemy.ext.asyncio import AsyncSession, async_sessionmaker

from engine import hookimpl
from engine.http.state import app_context
from engine.settings import Settings
from engine.types import Outcome
from tests.integration.responses.support import (
    LONELINESS_ANSWERS,
    answered,
    db,
    loneliness_answers,
    respondent,
    row_counts,
)
from tests.support import assert_error, bearer

__all__ = ["db"]


@pytest.fixture
def settings(settings: Settings) -> Settings:
    engine = msgspec.structs.replace(settings.engine, min_group_size=2)
    return msgspec.structs.replace(settings, engine=engine)


class SubmittedRecorder:
    """A test plugin that records every ``survey_response_submitted`` call."""

    def __init__(self) -> None:
        self.calls: list[tuple[Outcome, str, str]] = []

    @hookimpl
    def survey_response_submitted(
        self, outcome: Outcome, respondent_id: str, response_id: str
    ) -> None:
        self.calls.append((outcome, respondent_id, response_id))


@pytest.fixture
async def recorder(app: Litestar, client: AsyncClient) -> AsyncIterator[SubmittedRecorder]:
    plugins = app_context(app).plugins
    plugin = SubmittedRecorder()
    plugins.register(plugin, name="test-submitted-recorder")
    yield plugin
    plugins.unregister(plugin)


async def start_loneliness(client: AsyncClient, who: dict[str, Any]) -> str:
    answer = await client.post(
        "/api/startLonelinessSurvey", json={"userId": who["id"]}, headers=bearer(who)
    )
    assert answer.status_code == 201, answer.text
    return str(answer.json()["loneliness_id"])


async def test_submit_hook_fires_after_commit_with_the_outcome(
    recorder: SubmittedRecorder, client: AsyncClient
) -> None:
    who = await respondent(client)
    loneliness_id = await start_loneliness(client, who)
    answer = await client.post(
        "/api/submitLonelinessSurvey",
        json={"results": LONELINESS_ANSWERS, "user_id": who["id"], "id": loneliness_id},
        headers=bearer(who),
    )
    assert answer.status_code == 200, answer.text
    assert len(recorder.calls) == 1
    outcome, respondent_id, response_id = recorder.calls[0]
    assert (respondent_id, response_id) == (who["id"], loneliness_id)
    assert outcome.instrument == "loneliness"
    assert outcome.scores == {"emotional": 8, "social": 6}
    assert outcome.levels == {"emotional": "high", "social": "moderate-high"}
    assert answer.json()["outcome"]["profile"] == outcome.profile
    # A refused submit does not fire it.
    again = await client.post(
        "/api/submitLonelinessSurvey",
        json={"results": LONELINESS_ANSWERS, "id": loneliness_id},
        headers=bearer(who),
    )
    assert_error(again, 409)
    assert len(recorder.calls) == 1


async def test_score_strings_mean_the_answer_worth_that_score(client: AsyncClient) -> None:
    who = await respondent(client)
    loneliness_id = await start_loneliness(client, who)
    # e: 3 + 2 + 0 (unanswered) = 5; s (reversed items): "1" is Agree, worth 1 -> 1 + 3 + 2 = 6
    results = {"e1": "3", "e2": "2", "e3": "0", "s1": "1", "s2": "3", "s3": "Neutral"}
    answer = await client.post(
        "/api/submitLonelinessSurvey",
        json={"results": results, "user_id": who["id"], "id": loneliness_id},
        headers=bearer(who),
    )
    assert answer.status_code == 200, answer.text
    assert answer.json()["outcome"]["scores"] == {"emotional": 5, "social": 6}
    assert answer.json()["message"]


async def test_bad_results_name_the_item(
    client: AsyncClient, db: async_sessionmaker[AsyncSession]
) -> None:
    who = await respondent(client)
    loneliness_id = await start_loneliness(client, who)
    before = await row_counts(db)
    for results, field in (
        ({"e1": "7"}, "results.e1"),
        ({"e1": "Sometimes"}, "results.e1"),
        ({"x1": "Agree"}, "results.x1"),
    ):
        answer = await client.post(
            "/api/submitLonelinessSurvey",
            json={"results": results, "id": loneliness_id},
            headers=bearer(who),
        )
        assert_error(answer, 400, field=field)
    assert await row_counts(db) == before


async def test_loneliness_report_list_and_delete(
    client: AsyncClient, db: async_sessionmaker[AsyncSession]
) -> None:
    for e in (3, 9):
        await answered(client, "loneliness", loneliness_answers(e, 3), {"ageClass": "26-35"})
    who = await respondent(client, {"ageClass": "36-45"})
    loneliness_id = await start_loneliness(client, who)
    await client.post(
        "/api/submitLonelinessSurvey",
        json={"results": loneliness_answers(6, 9), "id": loneliness_id},
        headers=bearer(who),
    )
    url = f"/api/getLonelinessSurveyById?user_id={who['id']}&loneliness_id={loneliness_id}"
    general = (await client.post(url, json={"filter": {}}, headers=bearer(who))).json()
    assert general["rawScores"] == {"emotional": 6, "social": 9}
    assert general["basis"] == "general"
    assert general["stats"]["emotionalMean"] == pytest.approx(6.0)
    assert general["stats"]["emotionalStddev"] == pytest.approx(2.4495, abs=1e-4)
    assert general["stats"]["emotionalPercentile"] == pytest.approx(50.0)
    assert general["stats"]["comparisonString"] == "Compared with all 3 respondents"
    assert general["filteredPopulation"]["emotional"] == "moderate-low"  # z = 0
    filtered = (
        await client.post(url, json={"filter": {"ageClass": "26-35"}}, headers=bearer(who))
    ).json()
    assert filtered["basis"] == "filtered"
    assert filtered["stats"]["emotionalMean"] == pytest.approx(6.0)
    assert filtered["stats"]["socialPercentile"] == pytest.approx(100.0)
    fallback = (
        await client.post(url, json={"filter": {"ageClass": "65+"}}, headers=bearer(who))
    ).json()
    assert fallback["basis"] == "general"
    assert (
        fallback["message"]
        == "No data for selected filter — defaulting to general population data instead."
    )
    bad = await client.post(url, json={"filter": {"religion": "x"}}, headers=bearer(who))
    assert_error(bad, 400, field="filter.religion")
    bad_value = await client.post(url, json={"filter": {"ageClass": "12-15"}}, headers=bearer(who))
    assert_error(bad_value, 400, field="filter.ageClass")

    ids = await client.get(f"/api/allUserSurveysIds?user_id={who['id']}", headers=bearer(who))
    assert ids.status_code == 200
    assert [item["id"] for item in ids.json()] == [loneliness_id]
    assert ids.json()[0]["updatedAt"].endswith("Z")

    before = await row_counts(db)
    deleted = await client.delete(
        f"/api/loneliness?loneliness_id={loneliness_id}", headers=bearer(who)
    )
    assert deleted.status_code == 200 and deleted.json()["message"]
    assert await row_counts(db) == (before[0] - 1, before[1] - 2 * 2)  # 2 dims x (all, ageClass)
    gone = await client.post(url, json={"filter": {}}, headers=bearer(who))
    assert_error(gone, 404)


def attachment_body(
    who: dict[str, Any], attachment_id: str, answers: dict[str, str]
) -> dict[str, Any]:
    body: dict[str, Any] = {
        "decodedId": who["id"],
        "type": "attachment",
        "attachment_id": attachment_id,
    }
    for number, (code, answer) in enumerate(answers.items(), start=1):
        # The client's reverse flag and type are wrong on purpose: the server must ignore them.
        body[str(number)] = {
            "answer": answer,
            "question": {"question": "...", "reverse": False, "type": "Anxiety", "q": code},
        }
    return body


async def test_attachment_submit_scores_from_the_server_instrument(client: AsyncClient) -> None:
    who = await respondent(client, {"gender": "Female"})
    started = await client.post(
        "/startAttachmentSurvey", json={"decodedId": who["id"]}, headers=bearer(who)
    )
    assert started.status_code == 201, started.text
    attachment_id = started.json()["attachment_id"]
    answers = {"Ax1": "5", "Ax2": "4", "Ax3": "0", "Av1": "2", "Av2": "5", "Av4": "1"}
    answer = await client.post(
        "/survey/attachment", json=attachment_body(who, attachment_id, answers), headers=bearer(who)
    )
    assert answer.status_code == 200, answer.text
    result = answer.json()
    # anxiety (5 + 4) / 10 = 90 %; avoidance Av1 2, Av2 6 - 5 = 1, Av4 6 - 1 = 5: 8 / 15
    assert result["anxietyPercentage"] == pytest.approx(90.0)
    assert result["avoidancePercentage"] == pytest.approx(53.33, abs=0.01)
    assert result["anxietyLevel"] == "high" and result["avoidanceLevel"] == "low"
    assert result["style"] == "preoccupied"
    assert result["anxietyPercentile"] is None and result["avoidancePercentile"] is None

    comparison = await client.get(
        f"/survey/attachment/comparison?respondentId={who['id']}&comparisonGroup=gender",
        headers=bearer(who),
    )
    assert comparison.status_code == 200, comparison.text
    assert comparison.json()["basis"] == "unavailable"
    assert comparison.json()["percentile"] is None
    assert comparison.json()["userPercentage"] == pytest.approx(90.0)

    other = await respondent(client, {"gender": "Female"})
    other_id = (await client.post("/startAttachmentSurvey", json={}, headers=bearer(other))).json()[
        "attachment_id"
    ]
    await client.post(
        "/survey/attachment",
        json=attachment_body(other, other_id, {"Ax1": "1", "Av1": "1"}),
        headers=bearer(other),
    )
    compared = (
        await client.get(
            f"/survey/attachment/comparison?respondentId={who['id']}&comparisonGroup=gender",
            headers=bearer(who),
        )
    ).json()
    assert compared["basis"] == "filtered" and compared["comparisonGroupSize"] == 2
    assert compared["percentile"] == pytest.approx(75.0)
    assert compared["comparisonMean"] == pytest.approx(55.0)


async def test_attachment_errors(client: AsyncClient) -> None:
    who = await respondent(client)
    no_data = await client.get(
        f"/survey/attachment/comparison?respondentId={who['id']}&comparisonGroup=gender",
        headers=bearer(who),
    )
    assert_error(no_data, 404, "Data not found")
    no_group = await client.get(
        f"/survey/attachment/comparison?respondentId={who['id']}", headers=bearer(who)
    )
    assert_error(no_group, 400, field="group")
    attachment_id = (
        await client.post("/startAttachmentSurvey", json={}, headers=bearer(who))
    ).json()["attachment_id"]
    for answers, field in (({"Ax1": "6"}, "1.answer"), ({"Zz9": "1"}, "1.question.q")):
        answer = await client.post(
            "/survey/attachment",
            json=attachment_body(who, attachment_id, answers),
            headers=bearer(who),
        )
        assert_error(answer, 400, field=field)
    missing = await client.post(
        "/survey/attachment", json={"1": {"answer": "1"}}, headers=bearer(who)
    )
    assert_error(missing, 400, field="attachment_id")
