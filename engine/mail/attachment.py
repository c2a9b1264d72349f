"""Where the attachment report e-mail gets its figures: the responses domain, never the client.

``load_attachment_report`` is the one seam between the mail domain and the responses domain: it
takes the caller's newest submitted attachment response and the same report the report screen
shows (levels and percentiles against the general population, computed on the server).
"""

from __future__ import annotations

from sqlalchemy.ext.asyncio import AsyncSession

from engine.http.state import AppContext
from engine.instruments.model import Instrument
from engine.mail.report import DimensionResult, ReportResult
from engine.responses import reports
from engine.responses import service as responses

ATTACHMENT_INSTRUMENT = "attachment"
"""The spec's ``/survey/attachment/...`` calls are about this instrument file."""


async def load_attachment_report(
    session: AsyncSession, ctx: AppContext, user_id: str
) -> tuple[Instrument, ReportResult] | None:
    """The report of ``user_id``'s newest submitted attachment response; ``None`` if none."""
    if ATTACHMENT_INSTRUMENT not in ctx.instruments:
        return None  # no attachment instrument installed: nothing can have been submitted
    instrument: Instrument = ctx.instruments.get(ATTACHMENT_INSTRUMENT)
    response = await responses.latest_submitted(session, user_id, instrument.id)
    if response is None or response.submitted_at is None or not response.scores:
        return None
    report = await reports.report(
        session, ctx.plugins, instrument, response, {}, ctx.settings.engine.min_group_size
    )
    result = ReportResult(
        response_id=response.id,
        instrument=instrument.id,
        submitted_at=response.submitted_at,
        profile=report.profile,
        dimensions={
            dimension_id: DimensionResult(
                score=dimension.score,
                percentage=dimension.percentage,
                level=dimension.level,
                percentile=dimension.population.percentile if dimension.population else None,
            )
            for dimension_id, dimension in report.dimensions.items()
        },
    )
    return instrument, result
