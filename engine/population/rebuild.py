"""Recount an instrument's population histograms from its stored responses.

The histograms are kept up to date on every submit and delete. They are laid out by the
instrument's ``population`` fields, so when a content editor changes those fields (adds, removes
or reorders filters or groups) the stored counts no longer match: ``survey population rebuild``
recounts them from the submitted responses, in one transaction, with each response's demographic
values as stored at submit time (a field added since counts as not given).
"""

from __future__ import annotations

from collections.abc import AsyncIterator, Callable, Iterable

from sqlalchemy import delete, select
from sqlalchemy.ext.asyncio import AsyncSession

from engine.instruments.model import Instrument
from engine.population.models import PopulationHistogram
from engine.population.service import CountAccumulator, apply_counts
from engine.responses.models import SUBMITTED, SurveyResponse

Progress = Callable[[int], None]


async def rebuild(
    session: AsyncSession,
    instruments: Iterable[Instrument],
    *,
    batch_size: int = 5000,
    progress: Progress | None = None,
) -> dict[str, int]:
    """Recount the histograms of ``instruments``; commits. Returns responses counted per id."""
    counted: dict[str, int] = {}
    for instrument in instruments:
        await session.execute(
            delete(PopulationHistogram).where(PopulationHistogram.instrument_id == instrument.id)
        )
        accumulator = CountAccumulator()
        counted[instrument.id] = 0
        async for scores, facets in _submitted(session, instrument.id, batch_size, progress):
            accumulator.add(instrument, scores, facets)
            counted[instrument.id] += 1
        await apply_counts(session, accumulator.counts())
    await session.commit()
    return counted


async def _submitted(
    session: AsyncSession, instrument_id: str, batch_size: int, progress: Progress | None
) -> AsyncIterator[tuple[dict[str, float], dict[str, str]]]:
    last_id = ""
    while True:
        rows = (
            await session.execute(
                select(SurveyResponse.id, SurveyResponse.scores, SurveyResponse.facets)
                .where(
                    SurveyResponse.instrument_id == instrument_id,
                    SurveyResponse.status == SUBMITTED,
                    SurveyResponse.id > last_id,
                )
                .order_by(SurveyResponse.id)
                .limit(batch_size)
            )
        ).all()
        if not rows:
            return
        for response_id, scores, facets in rows:
            last_id = response_id
            yield scores or {}, facets or {}
        if progress is not None:
            progress(len(rows))
