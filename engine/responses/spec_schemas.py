"""Wire Structs of the spec's survey calls (docs/api-contract.md, 'Spec survey calls').

Field names are the spec's. Maps keyed by dimension id (``rawScores``, ``stats``) are built from
the instrument's dimensions, so no Struct here names a dimension.
"""

from __future__ import annotations

from typing import Annotated

import msgspec

from engine.responses.schemas import Basis, FilterValue, OutcomeOut

Id = Annotated[str, msgspec.Meta(max_length=64)]
ResultValue = Annotated[str, msgspec.Meta(max_length=100)]


class StartLoneliness(msgspec.Struct, kw_only=True, forbid_unknown_fields=True):
    userId: Id | None = None


class LonelinessStarted(msgspec.Struct, kw_only=True):
    loneliness_id: str


class SubmitLoneliness(msgspec.Struct, kw_only=True, forbid_unknown_fields=True):
    results: dict[str, ResultValue | None]
    id: Id
    user_id: Id | None = None


class SubmitResult(msgspec.Struct, kw_only=True):
    message: str
    outcome: OutcomeOut


class SpecReportRequest(msgspec.Struct, kw_only=True, forbid_unknown_fields=True):
    filter: dict[str, FilterValue | None] = msgspec.field(default_factory=dict)


class SpecReport(msgspec.Struct, kw_only=True):
    rawScores: dict[str, float]
    filteredPopulation: dict[str, str]
    stats: dict[str, float | str | None]
    basis: Basis
    message: str | None


class SurveyRef(msgspec.Struct, kw_only=True):
    id: str
    updatedAt: str | None


class StartAttachment(msgspec.Struct, kw_only=True, forbid_unknown_fields=True):
    decodedId: Id | None = None


class AttachmentStarted(msgspec.Struct, kw_only=True):
    attachment_id: str


class AttachmentComparison(msgspec.Struct, kw_only=True):
    percentile: float | None
    userPercentage: float
    comparisonGroupSize: int
    comparisonMean: float | None
    basis: Basis
    message: str | None = None


class Deleted(msgspec.Struct, kw_only=True):
    message: str


__all__ = ["OutcomeOut"]
