"""Reading the population histograms back, and recounting them by brute force, for tests."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from typing import Any

from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession, async_sessionmaker

from engine.instruments.model import Instrument
from engine.population.models import FACET_COLUMNS, PopulationHistogram
from engine.population.service import response_counts
from engine.responses.models import SUBMITTED, SurveyResponse


async def histogram(db: async_sessionmaker[AsyncSession]) -> Counter[Any]:
    """Every histogram row as ``(instrument, dimension, facets, score) -> count``."""
    async with db() as session:
        rows = (await session.scalars(select(PopulationHistogram))).all()
    return Counter(
        {
            (r.instrument_id, r.dimension, tuple(getattr(r, c) for c in FACET_COLUMNS), r.score): (
                r.count
            )
            for r in rows
        }
    )


async def recount(
    db: async_sessionmaker[AsyncSession], instrument_for: Callable[[str], Instrument | None]
) -> Counter[Any]:
    """The histogram the submitted responses should give, one response at a time.

    ``instrument_for(id)`` names the instrument layout to count with; ``None`` leaves it out.
    """
    async with db() as session:
        responses = (
            await session.scalars(select(SurveyResponse).where(SurveyResponse.status == SUBMITTED))
        ).all()
    expected: Counter[Any] = Counter()
    for response in responses:
        instrument = instrument_for(response.instrument_id)
        if instrument is not None:
            expected.update(
                response_counts(instrument, response.scores or {}, response.facets or {}, 1)
            )
    return +expected
