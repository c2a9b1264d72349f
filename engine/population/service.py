"""Population histograms in the database: counting responses and comparing a score with them.

Counting happens in the caller's transaction (submit and delete commit it together with the
response row). Every question asked of a histogram is a lookup of one exact key (see
``engine.population.facets``), so its cost does not grow with the number of respondents.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Mapping
from typing import Any, Literal

import msgspec
from sqlalchemy import Table, and_, bindparam, delete, func, select
from sqlalchemy.dialects import postgresql, sqlite
from sqlalchemy.ext.asyncio import AsyncSession

from engine.instruments.model import Instrument
from engine.population.facets import (
    ANY,
    FACET_COUNT,
    facet_fields,
    facet_sets,
    histogram_keys,
    lookup_key,
)
from engine.population.math import histogram_score, histogram_stats
from engine.population.models import FACET_COLUMNS, KEY_COLUMNS, PopulationHistogram
from engine.types import PopulationStats

FALLBACK_MESSAGE = "No data for selected filter — defaulting to general population data instead."
UNAVAILABLE_MESSAGE = (
    "A comparison with other respondents is not available yet: too few people have taken this "
    "survey so far. Your levels are placed on the scale itself."
)

Basis = Literal["filtered", "general", "unavailable"]
CountKey = tuple[str, str, tuple[str, ...], float]
"""(instrument id, dimension, facet columns, score)."""

_TABLE: Table = PopulationHistogram.__table__  # type: ignore[assignment]


class DimensionComparison(msgspec.Struct, frozen=True, kw_only=True):
    basis: Basis
    stats: PopulationStats | None
    """``None`` when ``basis`` is ``unavailable``."""
    count: int
    """Respondents in the population that was asked last (may be below the minimum)."""


class Comparison(msgspec.Struct, frozen=True, kw_only=True):
    dimensions: dict[str, DimensionComparison]
    message: str | None


def min_group_size(instrument: Instrument, default: int) -> int:
    if instrument.population is not None and instrument.population.min_group_size is not None:
        return instrument.population.min_group_size
    return default


def response_counts(
    instrument: Instrument, scores: Mapping[str, float], values: Mapping[str, str], delta: int
) -> Counter[CountKey]:
    """The count changes one response makes: ``delta`` is 1 on submit, -1 on delete."""
    changes: Counter[CountKey] = Counter()
    for dimension, facets, score in histogram_keys(instrument, scores, values):
        changes[(instrument.id, dimension, facets, score)] += delta
    return changes


class CountAccumulator:
    """Counts of many responses at once, identical to summing ``response_counts`` of each.

    Responses are first tallied by their full facet values, then projected onto every facet set
    once per distinct tally, so the work grows with the number of distinct value combinations,
    not with the number of responses (``survey seed-demo``, the benchmark).
    """

    def __init__(self) -> None:
        self._instruments: dict[str, Instrument] = {}
        self._tally: Counter[tuple[str, str, float, tuple[str | None, ...]]] = Counter()

    def add(
        self, instrument: Instrument, scores: Mapping[str, float], values: Mapping[str, str]
    ) -> None:
        self._instruments.setdefault(instrument.id, instrument)
        full = tuple(values.get(field) for field in facet_fields(instrument))
        for dimension, score in scores.items():
            self._tally[(instrument.id, dimension, histogram_score(score), full)] += 1

    def counts(self) -> Counter[CountKey]:
        changes: Counter[CountKey] = Counter()
        sets = {i: facet_sets(instrument) for i, instrument in self._instruments.items()}
        for (instrument_id, dimension, score, full), n in self._tally.items():
            for facet_set in sets[instrument_id]:
                key = [ANY] * FACET_COUNT
                for i in facet_set:
                    value = full[i]
                    if value is None:
                        break
                    key[i] = value
                else:
                    changes[(instrument_id, dimension, tuple(key), score)] += n
        return changes


async def apply_counts(session: AsyncSession, changes: Mapping[CountKey, int]) -> None:
    """Add ``changes`` to the histograms (one upsert per row) and drop rows that reach zero."""
    rows = [_row(key, delta) for key, delta in sorted(changes.items()) if delta != 0]
    if not rows:
        return
    # Sorted keys: concurrent transactions lock rows in one order, so they cannot deadlock.
    await session.execute(_upsert(session), rows)
    emptied = [_key_row(key) for key, delta in sorted(changes.items()) if delta < 0]
    if emptied:
        condition = and_(
            *[_TABLE.c[name] == bindparam(f"k_{name}") for name in KEY_COLUMNS],
            _TABLE.c.count <= 0,
        )
        await session.execute(delete(_TABLE).where(condition), emptied)


async def count_response(
    session: AsyncSession,
    instrument: Instrument,
    scores: Mapping[str, float],
    values: Mapping[str, str],
    delta: int,
) -> None:
    await apply_counts(session, response_counts(instrument, scores, values, delta))


async def histograms(
    session: AsyncSession,
    instrument: Instrument,
    dimensions: Iterable[str],
    chosen: Mapping[str, str],
) -> dict[str, dict[float, int]]:
    """Dimension -> score -> count for the respondents matching ``chosen`` (field -> value)."""
    key = lookup_key(instrument, chosen)
    table = PopulationHistogram
    query = (
        select(table.dimension, table.score, func.sum(table.count))
        .where(
            table.instrument_id == instrument.id,
            table.dimension.in_(list(dimensions)),
            *[getattr(table, FACET_COLUMNS[i]) == key[i] for i in range(FACET_COUNT)],
        )
        .group_by(table.dimension, table.score)
    )
    result: dict[str, dict[float, int]] = {}
    for dimension, score, count in (await session.execute(query)).all():
        result.setdefault(dimension, {})[float(score)] = int(count)
    return result


async def compare(
    session: AsyncSession,
    instrument: Instrument,
    scores: Mapping[str, float],
    chosen: Mapping[str, str],
    minimum: int,
) -> Comparison:
    """Compare ``scores`` with the group ``chosen`` describes, falling back per dimension.

    A dimension whose group has fewer than ``minimum`` respondents is compared with the general
    population instead (basis ``general``, with the spec's message); when even the general
    population is below ``minimum`` the basis is ``unavailable`` and no figures are given.
    """
    dimensions = list(scores)
    general = await histograms(session, instrument, dimensions, {})
    filtered = await histograms(session, instrument, dimensions, chosen) if chosen else {}
    result: dict[str, DimensionComparison] = {}
    fell_back = unavailable = False
    for dimension, score in scores.items():
        if chosen:
            stats = histogram_stats(filtered.get(dimension, {}), score)
            if stats is not None and stats.count >= minimum:
                result[dimension] = DimensionComparison(
                    basis="filtered", stats=stats, count=stats.count
                )
                continue
            fell_back = True
        stats = histogram_stats(general.get(dimension, {}), score)
        if stats is not None and stats.count >= minimum:
            result[dimension] = DimensionComparison(basis="general", stats=stats, count=stats.count)
        else:
            unavailable = True
            count = stats.count if stats is not None else 0
            result[dimension] = DimensionComparison(basis="unavailable", stats=None, count=count)
    message = UNAVAILABLE_MESSAGE if unavailable else FALLBACK_MESSAGE if fell_back else None
    return Comparison(dimensions=result, message=message)


def _row(key: CountKey, delta: int) -> dict[str, Any]:
    instrument_id, dimension, facets, score = key
    row: dict[str, Any] = {"instrument_id": instrument_id, "dimension": dimension, "score": score}
    row.update(zip(FACET_COLUMNS, facets, strict=True))
    row["count"] = delta
    return row


def _key_row(key: CountKey) -> dict[str, Any]:
    row = _row(key, 0)
    del row["count"]
    return {f"k_{name}": value for name, value in row.items()}


def _upsert(session: AsyncSession) -> Any:
    dialect = session.get_bind().dialect.name
    insert = postgresql.insert if dialect == "postgresql" else sqlite.insert
    statement = insert(_TABLE)
    return statement.on_conflict_do_update(
        index_elements=list(KEY_COLUMNS),
        set_={"count": _TABLE.c.count + statement.excluded["count"]},
    )
