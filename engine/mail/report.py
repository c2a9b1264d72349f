"""What a report e-mail says: a scored response plus the instrument's own texts.

``ReportResult`` is what the server computed for one submitted response (never what a client
sent); ``report_mail_context`` joins it with the instrument's labels, profile texts, courses and
notes into the context the ``templates/`` mail templates render. Nothing here names an
instrument, so any assessment with a report can be mailed the same way.
"""

from __future__ import annotations

import re
from datetime import datetime
from typing import Any

import msgspec

from engine.instruments.model import (
    Band,
    Course,
    CoursesBlock,
    Instrument,
    NextStepsBlock,
    PercentileBarsBlock,
    Profile,
    ReportBlock,
    VerdictBlock,
)
from engine.mail.rendering import RenderedMail, render_mail

REPORT_TEMPLATE = "report_email"


class DimensionResult(msgspec.Struct, frozen=True, kw_only=True):
    score: float
    percentage: float | None = None
    """As the report screen shows it; computed from the score and the dimension when absent."""
    level: str
    """The band id the server chose (``high``)."""
    percentile: float | None
    """Percentile rank among comparable respondents; ``None`` when no comparison is available."""


class ReportResult(msgspec.Struct, frozen=True, kw_only=True):
    response_id: str
    instrument: str
    submitted_at: datetime
    profile: str | None
    dimensions: dict[str, DimensionResult]


_PLACEHOLDER = re.compile(r"\{([A-Za-z][A-Za-z0-9_-]*)\}")


def _blocks(instrument: Instrument) -> list[ReportBlock]:
    if instrument.report is None:
        return []
    return [block for view in instrument.report.views for block in view.blocks]


def _band(instrument: Instrument, dimension: str, level: str) -> Band | None:
    for levels in instrument.levels:
        if levels.dimension != dimension:
            continue
        for band in [*levels.absolute, *(levels.relative or [])]:
            if band.id == level:
                return band
    return None


def _percentage(instrument: Instrument, dimension: str, score: float) -> float:
    for candidate in instrument.dimensions:
        if candidate.id == dimension:
            if candidate.unit == "percent" or candidate.max == 0:
                return score
            return score / candidate.max * 100
    return score


def _profile(instrument: Instrument, profile_id: str | None) -> Profile | None:
    return next((p for p in instrument.profiles if p.id == profile_id), None)


def _courses(instrument: Instrument, blocks: list[ReportBlock]) -> list[Course]:
    wanted: list[str] = []
    for block in blocks:
        if isinstance(block, NextStepsBlock | CoursesBlock):
            wanted.extend(c for c in block.courses if c not in wanted)
    by_id = {course.id: course for course in instrument.courses}
    return [by_id[course_id] for course_id in wanted if course_id in by_id]


def report_mail_context(instrument: Instrument, result: ReportResult) -> dict[str, Any]:
    """The template context of a report e-mail. Every text in it comes from ``instrument``."""
    blocks = _blocks(instrument)
    dimensions = []
    level_labels: dict[str, str] = {}
    for dimension in instrument.dimensions:
        outcome = result.dimensions.get(dimension.id)
        if outcome is None:
            continue
        band = _band(instrument, dimension.id, outcome.level)
        level_labels[dimension.id] = band.label if band else outcome.level
        dimensions.append(
            {
                "id": dimension.id,
                "label": dimension.label,
                "score": outcome.score,
                "percentage": outcome.percentage
                if outcome.percentage is not None
                else _percentage(instrument, dimension.id, outcome.score),
                "level": outcome.level,
                "level_label": level_labels[dimension.id],
                "colour": band.colour if band else "neutral",
                "percentile": outcome.percentile,
            }
        )
    verdict_block = next((b for b in blocks if isinstance(b, VerdictBlock)), None)
    verdict = (
        _PLACEHOLDER.sub(
            lambda m: level_labels.get(m.group(1), m.group(0)), verdict_block.template
        )
        if verdict_block
        else None
    )
    percentile_block = next((b for b in blocks if isinstance(b, PercentileBarsBlock)), None)
    notes = [note for b in blocks if isinstance(b, NextStepsBlock) for note in b.notes]
    report_title = (
        instrument.report.views[0].title if instrument.report and instrument.report.views else None
    )
    return {
        "instrument": instrument,
        "report_title": report_title or instrument.title,
        "submitted_at": result.submitted_at,
        "profile": _profile(instrument, result.profile),
        "verdict": verdict,
        "dimensions": dimensions,
        "comparison_available": any(d["percentile"] is not None for d in dimensions),
        "percentile_label": percentile_block.population_label if percentile_block else None,
        "courses": _courses(instrument, blocks),
        "notes": notes,
    }


def render_report_mail(instrument: Instrument, result: ReportResult) -> RenderedMail:
    """The report e-mail of ``result``: ``templates/report_email.{subject.txt,txt,html}``."""
    return render_mail(REPORT_TEMPLATE, report_mail_context(instrument, result))
