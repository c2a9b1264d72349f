"""Operator statistics (docs/api-contract.md, 'Operator statistics'); operators only.

The spec's answers name the two surveys; which instrument each name counts is route
configuration (below), the service counts any instrument.
"""

from __future__ import annotations

import msgspec
from litestar import get

from engine.http.dependencies import Ctx, CurrentOperator, DbSession
from engine.instruments.model import Instrument
from engine.responses.schemas import iso
from engine.stats import service

LONELINESS = "loneliness"
ATTACHMENT = "attachment"
TAGS = ["stats"]


class PeriodCounts(msgspec.Struct, kw_only=True):
    loneliness: int
    attachment: int
    all: int


class ResponseCounts(msgspec.Struct, kw_only=True):
    total: PeriodCounts
    last24Hours: PeriodCounts
    last7Days: PeriodCounts
    last30Days: PeriodCounts
    last12Months: PeriodCounts


class ResponseCountAnswer(msgspec.Struct, kw_only=True):
    data: ResponseCounts


class RecentUser(msgspec.Struct, kw_only=True):
    member_id: str
    email: str | None
    createdAt: str | None
    lastLonelinessSurveyDate: str | None
    lastAttachmentSurveyDate: str | None
    lastLonelinessScorePercentage: float | None


class RecentUsers(msgspec.Struct, kw_only=True):
    data: list[RecentUser]


class DroppedCount(msgspec.Struct, kw_only=True):
    totalDropped: int


class DroppedSurveys(msgspec.Struct, kw_only=True):
    count: DroppedCount


def _period(counts: dict[str, int]) -> PeriodCounts:
    return PeriodCounts(
        loneliness=counts.get(LONELINESS, 0),
        attachment=counts.get(ATTACHMENT, 0),
        all=sum(counts.values()),
    )


@get("/api/getResponseCount", tags=TAGS)
async def response_count(
    db_session: DbSession, current_operator: CurrentOperator
) -> ResponseCountAnswer:
    counts = await service.submitted_counts(db_session)
    return ResponseCountAnswer(
        data=ResponseCounts(**{period: _period(found) for period, found in counts.items()})
    )


@get("/api/getRecentUsers", tags=TAGS)
async def recent_users(
    ctx: Ctx, db_session: DbSession, current_operator: CurrentOperator
) -> RecentUsers:
    loneliness: Instrument | None = (
        ctx.instruments.get(LONELINESS) if LONELINESS in ctx.instruments else None
    )
    rows = []
    for entry in await service.recent_users(db_session):
        scores = entry.latest_scores.get(LONELINESS)
        rows.append(
            RecentUser(
                member_id=entry.user.id,
                email=entry.user.email,
                createdAt=iso(entry.user.created_at),
                lastLonelinessSurveyDate=iso(entry.last_submitted.get(LONELINESS)),
                lastAttachmentSurveyDate=iso(entry.last_submitted.get(ATTACHMENT)),
                lastLonelinessScorePercentage=(
                    service.score_percentage(loneliness, scores) if loneliness and scores else None
                ),
            )
        )
    return RecentUsers(data=rows)


@get("/api/getDroppedSurveys", tags=TAGS)
async def dropped_surveys(
    db_session: DbSession, current_operator: CurrentOperator
) -> DroppedSurveys:
    return DroppedSurveys(count=DroppedCount(totalDropped=await service.dropped_count(db_session)))


route_handlers = [response_count, recent_users, dropped_surveys]
