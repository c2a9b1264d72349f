"""The response table: one row per started or submitted survey response."""

from __future__ import annotations

import uuid
from datetime import UTC, datetime
from typing import Any

from sqlalchemy import JSON, Boolean, DateTime, ForeignKey, Index, Integer, String
from sqlalchemy.orm import Mapped, mapped_column

from engine.db.base import Base

STARTED = "started"
SUBMITTED = "submitted"


def new_id() -> str:
    return uuid.uuid4().hex


def utc_now() -> datetime:
    return datetime.now(UTC)


class SurveyResponse(Base):
    """A respondent's answers to one instrument and what scoring them produced.

    ``facets`` keeps the respondent's demographic values at submit time (``dob`` as an age band):
    the population counts were made with them, so deleting the response takes back exactly what
    was added even when the demographics changed since.
    """

    __tablename__ = "survey_response"
    __table_args__ = (
        Index("ix_survey_response_user", "user_id", "instrument_id", "status"),
        Index("ix_survey_response_instrument", "instrument_id", "status", "submitted_at"),
    )

    id: Mapped[str] = mapped_column(String(32), primary_key=True, default=new_id)
    user_id: Mapped[str] = mapped_column(String(32), ForeignKey("users.id", ondelete="CASCADE"))
    instrument_id: Mapped[str] = mapped_column(String(64))
    instrument_version: Mapped[int] = mapped_column(Integer)
    status: Mapped[str] = mapped_column(String(16), default=STARTED)
    answers: Mapped[dict[str, Any] | None] = mapped_column(JSON, default=None)
    scores: Mapped[dict[str, float] | None] = mapped_column(JSON, default=None)
    levels: Mapped[dict[str, str] | None] = mapped_column(JSON, default=None)
    """Absolute levels (no comparison population) at submit time."""
    profile: Mapped[str | None] = mapped_column(String(64), default=None)
    facets: Mapped[dict[str, str] | None] = mapped_column(JSON, default=None)
    synthetic: Mapped[bool] = mapped_column(Boolean, default=False)
    """Demo data made by ``survey seed-demo``; never a real person's answers."""
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=utc_now)
    updated_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=utc_now)
    submitted_at: Mapped[datetime | None] = mapped_column(DateTime(timezone=True), default=None)
