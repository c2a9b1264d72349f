"""The population histogram table: how many respondents have each score, per facet set."""

from __future__ import annotations

from sqlalchemy import Float, Integer, String, UniqueConstraint
from sqlalchemy.orm import Mapped, mapped_column

from engine.db.base import Base
from engine.population.facets import FACET_COUNT

FACET_COLUMNS = tuple(f"facet_{i}" for i in range(FACET_COUNT))
KEY_COLUMNS = ("instrument_id", "dimension", *FACET_COLUMNS, "score")


class PopulationHistogram(Base):
    """One bar of one histogram. ``facet_i`` is ``''`` where the row counts every value."""

    __tablename__ = "population_histogram"
    __table_args__ = (UniqueConstraint(*KEY_COLUMNS, name="uq_population_histogram_key"),)

    id: Mapped[int] = mapped_column(Integer, primary_key=True, autoincrement=True)
    instrument_id: Mapped[str] = mapped_column(String(64))
    dimension: Mapped[str] = mapped_column(String(64))
    facet_0: Mapped[str] = mapped_column(String(100), default="")
    facet_1: Mapped[str] = mapped_column(String(100), default="")
    facet_2: Mapped[str] = mapped_column(String(100), default="")
    facet_3: Mapped[str] = mapped_column(String(100), default="")
    facet_4: Mapped[str] = mapped_column(String(100), default="")
    facet_5: Mapped[str] = mapped_column(String(100), default="")
    facet_6: Mapped[str] = mapped_column(String(100), default="")
    facet_7: Mapped[str] = mapped_column(String(100), default="")
    score: Mapped[float] = mapped_column(Float)
    count: Mapped[int] = mapped_column(Integer, default=0)
