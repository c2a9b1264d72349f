"""Wire Structs of the generic survey calls (``docs/api-contract.md``, 'Generic survey calls')."""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Annotated, Literal

import msgspec

from engine.types import Outcome

Basis = Literal["filtered", "general", "unavailable"]
FilterValue = Annotated[str, msgspec.Meta(max_length=100)]


def iso(moment: datetime | None) -> str | None:
    """ISO 8601 UTC with a ``Z``, to the second: ``2026-11-21T10:15:00Z``."""
    if moment is None:
        return None
    if moment.tzinfo is None:  # SQLite hands back naive datetimes; they were stored as UTC
        moment = moment.replace(tzinfo=UTC)
    return moment.astimezone(UTC).strftime("%Y-%m-%dT%H:%M:%SZ")


class ResponseStarted(msgspec.Struct, kw_only=True):
    id: str
    instrument: str
    status: str
    createdAt: str | None


class AnswersIn(msgspec.Struct, kw_only=True, forbid_unknown_fields=True):
    answers: dict[str, str | None]


class OutcomeOut(msgspec.Struct, kw_only=True):
    scores: dict[str, float]
    levels: dict[str, str]
    profile: str | None

    @classmethod
    def of(cls, outcome: Outcome) -> OutcomeOut:
        return cls(scores=outcome.scores, levels=outcome.levels, profile=outcome.profile)


class ResponseSubmitted(msgspec.Struct, kw_only=True):
    id: str
    instrument: str
    status: str
    outcome: OutcomeOut


class ReportRequest(msgspec.Struct, kw_only=True, forbid_unknown_fields=True):
    filter: dict[str, FilterValue | None] = msgspec.field(default_factory=dict)


class PopulationOut(msgspec.Struct, kw_only=True):
    count: int
    mean: float
    stddev: float
    percentile: float


class DimensionReport(msgspec.Struct, kw_only=True):
    score: float
    min: float
    max: float
    percentage: float
    level: str
    levelLabel: str
    levelGroup: str
    colour: str
    population: PopulationOut | None
    basis: Basis


class ReportData(msgspec.Struct, kw_only=True):
    id: str
    instrument: str
    submittedAt: str | None
    profile: str | None
    levelBasis: Literal["population", "absolute"]
    dimensions: dict[str, DimensionReport]
    filter: dict[str, str]
    message: str | None


class GroupDimension(msgspec.Struct, kw_only=True):
    percentile: float | None
    userPercentage: float
    comparisonGroupSize: int
    comparisonMean: float | None
    basis: Basis


class ComparisonData(msgspec.Struct, kw_only=True):
    group: str
    groupValue: str | None
    dimensions: dict[str, GroupDimension]
    message: str | None = None


class ResponseSummary(msgspec.Struct, kw_only=True):
    id: str
    instrument: str
    status: str
    createdAt: str | None
    updatedAt: str | None


class ResponseList(msgspec.Struct, kw_only=True):
    data: list[ResponseSummary]


class Message(msgspec.Struct, kw_only=True):
    message: str
