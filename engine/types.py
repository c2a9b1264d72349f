"""Value types passed through the plugin hooks. Plain, immutable, instrument-agnostic."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Literal, Protocol

import msgspec

from engine.instruments.model import Instrument

Answers = Mapping[str, str | None]
"""Item key -> answer value as the instrument names it (``"Agree"``); ``None`` is unanswered."""

Scores = dict[str, float]
"""Dimension id -> score."""


class ScoringRule(Protocol):
    """A named way of turning answers into dimension scores (registered by a plugin)."""

    name: str

    def check_params(self, instrument: Instrument) -> list[str]:
        """Problems with ``instrument.scoring.params`` for this rule; empty when usable."""
        ...

    def score(self, instrument: Instrument, answers: Answers) -> Scores:
        """Pure and deterministic: the same answers always give the same scores."""
        ...


class PopulationStats(msgspec.Struct, frozen=True, kw_only=True):
    """The comparison population of one dimension, exact from its score histogram."""

    count: int
    mean: float
    stddev: float
    percentile: float
    """Percentile rank of the respondent's score: (below + half of equal) / count, in percent."""


class Outcome(msgspec.Struct, frozen=True, kw_only=True):
    """What scoring a response produced."""

    instrument: str
    scores: Scores
    levels: dict[str, str]
    """Dimension id -> band id (``moderate-low``)."""
    profile: str | None


class MailMessage(msgspec.Struct, frozen=True, kw_only=True):
    id: str
    """Stable outbox id; also the Message-ID's left part, so a retry never duplicates."""
    sender: str
    to: str
    subject: str
    text: str
    html: str


class DeliveryResult(msgspec.Struct, frozen=True, kw_only=True):
    status: Literal["sent", "temporary_failure", "permanent_failure"]
    detail: str = ""
