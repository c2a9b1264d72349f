"""Counting queries for the operator statistics. Synthetic (seed-demo) data is never counted."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime, timedelta

import msgspec
from sqlalchemy import func, not_, select
from sqlalchemy.ext.asyncio import AsyncSession

from engine.accounts.models import User
from engine.instruments.model import Instrument
from engine.responses.models import STARTED, SUBMITTED, SurveyResponse, utc_now

PERIODS: dict[str, timedelta | None] = {
    "total": None,
    "last24Hours": timedelta(hours=24),
    "last7Days": timedelta(days=7),
    "last30Days": timedelta(days=30),
    "last12Months": timedelta(days=365),
}
SYNTHETIC_EMAIL = "synthetic-%@demo.invalid"
"""Synthetic users made by ``survey seed-demo`` have e-mails of this pattern."""


class UserActivity(msgspec.Struct, kw_only=True):
    user: User
    last_submitted: dict[str, datetime]
    """Instrument id -> when the user last submitted a response to it."""
    latest_scores: dict[str, dict[str, float]]
    """Instrument id -> the scores of that latest response."""


async def submitted_counts(
    session: AsyncSession, now: datetime | None = None
) -> dict[str, dict[str, int]]:
    """Period name -> instrument id -> submitted responses in that period."""
    moment = now or utc_now()
    result: dict[str, dict[str, int]] = {}
    for period, length in PERIODS.items():
        query = (
            select(SurveyResponse.instrument_id, func.count())
            .where(SurveyResponse.status == SUBMITTED, not_(SurveyResponse.synthetic))
            .group_by(SurveyResponse.instrument_id)
        )
        if length is not None:
            query = query.where(SurveyResponse.submitted_at >= moment - length)
        rows = (await session.execute(query)).all()
        result[period] = {instrument_id: int(count) for instrument_id, count in rows}
    return result


async def dropped_count(session: AsyncSession) -> int:
    """Responses started and never submitted."""
    query = select(func.count()).where(
        SurveyResponse.status == STARTED, not_(SurveyResponse.synthetic)
    )
    return int(await session.scalar(query) or 0)


async def recent_users(session: AsyncSession, limit: int = 10) -> list[UserActivity]:
    """The ``limit`` newest users with their latest submitted response per instrument."""
    users = (
        await session.scalars(
            select(User)
            .where(User.email.is_(None) | not_(User.email.like(SYNTHETIC_EMAIL)))
            .order_by(User.created_at.desc(), User.id)
            .limit(limit)
        )
    ).all()
    if not users:
        return []
    responses = (
        await session.scalars(
            select(SurveyResponse)
            .where(
                SurveyResponse.user_id.in_([user.id for user in users]),
                SurveyResponse.status == SUBMITTED,
            )
            .order_by(SurveyResponse.submitted_at)
        )
    ).all()
    activity = {
        user.id: UserActivity(user=user, last_submitted={}, latest_scores={}) for user in users
    }
    for response in responses:  # oldest first: the newest response of each instrument wins
        entry = activity[response.user_id]
        if response.submitted_at is not None:
            entry.last_submitted[response.instrument_id] = response.submitted_at
        entry.latest_scores[response.instrument_id] = dict(response.scores or {})
    return [activity[user.id] for user in users]


def score_percentage(instrument: Instrument, scores: dict[str, float]) -> float | None:
    """Sum of the dimension scores over the sum of the dimension maxima, in percent (1 decimal)."""
    maxima: Sequence[float] = [d.max for d in instrument.dimensions if d.id in scores]
    if not scores or not sum(maxima):
        return None
    return round(sum(scores.values()) / sum(maxima) * 100, 1)
