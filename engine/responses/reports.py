"""Reports and group comparisons of a submitted response, against the population histograms."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from sqlalchemy.ext.asyncio import AsyncSession

from engine.http.errors import ApiError
from engine.http.state import AppContext
from engine.instruments.model import Band, Dimension, Instrument
from engine.population import service as population
from engine.population.facets import AGE_FIELD, age_band_labels, facet_fields
from engine.responses import outcomes
from engine.responses.models import SurveyResponse
from engine.responses.schemas import (
    ComparisonData,
    DimensionReport,
    GroupDimension,
    PopulationOut,
    ReportData,
    iso,
)
from engine.responses.service import submitted_only
from engine.scoring import allowed_answers
from engine.types import PopulationStats


def profile_values(instruments: Iterable[Instrument]) -> dict[str, tuple[str, ...]]:
    """Demographic field -> the values its profile question accepts (closed lists only)."""
    known: dict[str, tuple[str, ...]] = {AGE_FIELD: tuple(age_band_labels())}
    for instrument in instruments:
        if instrument.kind == "profile":
            for key, values in allowed_answers(instrument).items():
                if values is not None:
                    known.setdefault(key, values)
    return known


def check_filter(
    instrument: Instrument,
    raw: Mapping[str, str | None],
    known: Mapping[str, tuple[str, ...]],
) -> dict[str, str]:
    """The chosen filter values (empty ones dropped), or a 400 naming ``filter.<field>``."""
    allowed = instrument.population.filters if instrument.population else []
    chosen: dict[str, str] = {}
    for field, value in raw.items():
        if field not in allowed:
            expected = ", ".join(allowed) if allowed else "no filter (this survey has none)"
            raise ApiError(
                400,
                f"Unknown filter '{field[:50]}'; expected one of: {expected}",
                field=f"filter.{field}",
            )
        if value is None or not value.strip():
            continue
        values = known.get(field)
        if values is not None and value.strip() not in values:
            raise ApiError(
                400,
                f"Unknown value '{value[:50]}' for filter '{field}'; expected one of: "
                + ", ".join(values),
                field=f"filter.{field}",
            )
        chosen[field] = value.strip()
    return chosen


def percentage(dimension: Dimension, score: float) -> float:
    """The score as a percentage of the dimension's maximum (the spec's ring charts)."""
    return round(score / dimension.max * 100, 2) if dimension.max else 0.0


def _band(instrument: Instrument, dimension: str, level: str, relative: bool) -> Band | None:
    for levels in instrument.levels:
        if levels.dimension != dimension:
            continue
        ordered = [levels.relative or [], levels.absolute] if relative else [levels.absolute]
        for bands in ordered:
            for band in bands:
                if band.id == level:
                    return band
    return None


def _population_out(stats: PopulationStats | None) -> PopulationOut | None:
    if stats is None:
        return None
    return PopulationOut(
        count=stats.count,
        mean=round(stats.mean, 4),
        stddev=round(stats.stddev, 4),
        percentile=round(stats.percentile, 2),
    )


async def report(
    session: AsyncSession,
    plugins: Any,
    instrument: Instrument,
    response: SurveyResponse,
    chosen: Mapping[str, str],
    default_min_group_size: int,
) -> ReportData:
    scores = dict(response.scores or {})
    minimum = population.min_group_size(instrument, default_min_group_size)
    comparison = await population.compare(session, instrument, scores, chosen, minimum)
    available = {
        dim: found.stats for dim, found in comparison.dimensions.items() if found.stats is not None
    }
    levels, profile = outcomes.relative(plugins, instrument, scores, available)
    relative = bool(available) and len(available) == len(scores)
    dimensions: dict[str, DimensionReport] = {}
    for dimension in instrument.dimensions:
        if dimension.id not in scores:
            continue
        score = scores[dimension.id]
        level = levels.get(dimension.id, "")
        band = _band(instrument, dimension.id, level, dimension.id in available)
        found = comparison.dimensions[dimension.id]
        dimensions[dimension.id] = DimensionReport(
            score=score,
            min=dimension.min,
            max=dimension.max,
            percentage=percentage(dimension, score),
            level=level,
            levelLabel=band.label if band else level,
            levelGroup=(band.counts_as or band.id) if band else level,
            colour=band.colour if band else "neutral",
            population=_population_out(found.stats),
            basis=found.basis,
        )
    return ReportData(
        id=response.id,
        instrument=instrument.id,
        submittedAt=iso(response.submitted_at),
        profile=profile,
        levelBasis="population" if relative else "absolute",
        dimensions=dimensions,
        filter=dict(chosen),
        message=comparison.message,
    )


async def requested_report(
    session: AsyncSession,
    ctx: AppContext,
    instrument: Instrument,
    response: SurveyResponse,
    requested_filter: Mapping[str, str | None],
) -> ReportData:
    """The report of a caller's own submitted ``response``, against the population the
    (checked) ``requested_filter`` chooses: what both the generic and the spec call answer."""
    chosen = check_filter(instrument, requested_filter, profile_values(ctx.instruments))
    return await report(
        session,
        ctx.plugins,
        instrument,
        submitted_only(response),
        chosen,
        ctx.settings.engine.min_group_size,
    )


def check_group(instrument: Instrument, group: str | None) -> str:
    groups = instrument.population.groups if instrument.population else []
    if not group:
        raise ApiError(400, "Please select a comparison group", field="group")
    if group not in groups:
        expected = ", ".join(groups) if groups else "none (this survey has no groups)"
        raise ApiError(
            400,
            f"Unknown comparison group '{group[:50]}'; expected one of: {expected}",
            field="group",
        )
    return group


async def comparison(
    session: AsyncSession,
    instrument: Instrument,
    response: SurveyResponse,
    group: str,
    default_min_group_size: int,
) -> ComparisonData:
    """Each dimension against the respondent's own group (their value of ``group``)."""
    scores = dict(response.scores or {})
    minimum = population.min_group_size(instrument, default_min_group_size)
    group_value = (response.facets or {}).get(group)
    chosen = {group: group_value} if group_value and group in facet_fields(instrument) else {}
    compared = await population.compare(session, instrument, scores, chosen, minimum)
    message = compared.message
    if not group_value and message is None:
        message = population.FALLBACK_MESSAGE
    by_id = {dimension.id: dimension for dimension in instrument.dimensions}
    dimensions: dict[str, GroupDimension] = {}
    for dim, found in compared.dimensions.items():
        stats = found.stats
        dimensions[dim] = GroupDimension(
            percentile=round(stats.percentile, 2) if stats else None,
            userPercentage=percentage(by_id[dim], scores[dim]),
            comparisonGroupSize=found.count,
            comparisonMean=percentage(by_id[dim], stats.mean) if stats else None,
            basis=found.basis,
        )
    return ComparisonData(
        group=group, groupValue=group_value, dimensions=dimensions, message=message
    )
