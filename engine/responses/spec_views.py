"""Generic reports reshaped into the spec's answers, keyed by the instrument's dimension ids."""

from __future__ import annotations

from typing import Any

from engine.instruments.model import Instrument, PercentileBarsBlock
from engine.responses.models import SurveyResponse
from engine.responses.schemas import ComparisonData, ReportData
from engine.responses.spec_schemas import AttachmentComparison, SpecReport

NO_COMPARISON = "No comparison available yet"


def overall_basis(report: ReportData) -> Any:
    bases = {dimension.basis for dimension in report.dimensions.values()}
    if "unavailable" in bases:
        return "unavailable"
    if bases == {"filtered"}:
        return "filtered"
    return "general"


def comparison_string(report: ReportData) -> str:
    """Who the scores were compared with, in words (the spec's ``comparisonString``)."""
    basis = overall_basis(report)
    counts = [d.population.count for d in report.dimensions.values() if d.population]
    size = max(counts) if counts else 0
    if basis == "unavailable":
        return NO_COMPARISON
    if basis == "filtered":
        described = ", ".join(f"{field}: {value}" for field, value in report.filter.items())
        return f"Compared with {size} respondents matching {described}"
    return f"Compared with all {size} respondents"


def spec_report(report: ReportData) -> SpecReport:
    stats: dict[str, float | str | None] = {}
    for dim, found in report.dimensions.items():
        population = found.population
        stats[f"{dim}Mean"] = population.mean if population else None
        stats[f"{dim}Stddev"] = population.stddev if population else None
        stats[f"{dim}Percentile"] = population.percentile if population else None
    stats["comparisonString"] = comparison_string(report)
    return SpecReport(
        rawScores={dim: found.score for dim, found in report.dimensions.items()},
        filteredPopulation={dim: found.level for dim, found in report.dimensions.items()},
        stats=stats,
        basis=overall_basis(report),
        message=report.message,
    )


def attachment_result(
    instrument: Instrument, response: SurveyResponse, report: ReportData
) -> dict[str, Any]:
    """``{dim}Percentage``, ``{dim}Level`` (absolute band id), ``style``, ``{dim}Percentile``."""
    result: dict[str, Any] = {}
    levels = response.levels or {}
    for dim, found in report.dimensions.items():
        result[f"{dim}Percentage"] = found.percentage
        result[f"{dim}Level"] = levels.get(dim)
    result["style"] = response.profile
    for dim, found in report.dimensions.items():
        result[f"{dim}Percentile"] = found.population.percentile if found.population else None
    return result


def bars_dimension(instrument: Instrument) -> str:
    """The dimension the instrument's percentile bars show; the first dimension by default."""
    for view in instrument.report.views if instrument.report else []:
        for block in view.blocks:
            if isinstance(block, PercentileBarsBlock) and block.dimension:
                return block.dimension
    return instrument.dimensions[0].id


def comparison_dimension(instrument: Instrument, compared: ComparisonData) -> AttachmentComparison:
    found = compared.dimensions[bars_dimension(instrument)]
    return AttachmentComparison(
        percentile=found.percentile,
        userPercentage=found.userPercentage,
        comparisonGroupSize=found.comparisonGroupSize,
        comparisonMean=found.comparisonMean,
        basis=found.basis,
        message=compared.message,
    )
