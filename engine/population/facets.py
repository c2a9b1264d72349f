"""Which demographic values a response is counted under, and the histogram keys that follow.

Facet ``i`` of an instrument is the ``i``-th field of ``population.filters + population.groups``
(duplicates dropped, order kept). A respondent is counted once per *facet set* it can be asked
about: every combination of filter fields (filters combine freely) and every group field alone
(groups are compared one at a time). Facets outside the set are stored as ``''`` ("any"), so a
question about any set is a lookup of one exact key, whatever the size of the population. A
respondent without a value for a field is not counted in the sets that need that field.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from datetime import date
from itertools import combinations

from engine.instruments.model import Instrument
from engine.population.math import histogram_score

FACET_COUNT = 8
ANY = ""

AGE_BANDS: tuple[tuple[int, int | None, str], ...] = (
    (18, 24, "18-24"),
    (25, 29, "25-29"),
    (30, 34, "30-34"),
    (35, 44, "35-44"),
    (45, 54, "45-54"),
    (55, 64, "55-64"),
    (65, None, "65+"),
)
"""Age bands of the spec (section 3, 'Age bands from date of birth')."""

AGE_FIELD = "dob"
"""The demographic field stored as an age band rather than as a date."""


class FacetError(ValueError):
    """An instrument's population section cannot be counted (too many fields)."""


def age_in_years(dob: date, today: date) -> int:
    return today.year - dob.year - ((today.month, today.day) < (dob.month, dob.day))


def age_band(dob: date, today: date) -> str | None:
    """The spec's age band for a date of birth; ``None`` under 18."""
    age = age_in_years(dob, today)
    for low, high, label in AGE_BANDS:
        if age >= low and (high is None or age <= high):
            return label
    return None


def age_band_labels() -> list[str]:
    return [label for _, _, label in AGE_BANDS]


def facet_fields(instrument: Instrument) -> list[str]:
    population = instrument.population
    if population is None:
        return []
    fields = list(dict.fromkeys([*population.filters, *population.groups]))
    if len(fields) > FACET_COUNT:
        raise FacetError(
            f"{instrument.id}: population.filters + population.groups name {len(fields)} fields; "
            f"at most {FACET_COUNT} can be counted"
        )
    return fields


def facet_sets(instrument: Instrument) -> list[tuple[int, ...]]:
    """Every set of facet indices a report or comparison may ask about, the empty set first."""
    fields = facet_fields(instrument)
    population = instrument.population
    if population is None:
        return [()]
    filters = [fields.index(f) for f in dict.fromkeys(population.filters)]
    sets: list[tuple[int, ...]] = []
    for size in range(len(filters) + 1):
        sets.extend(combinations(filters, size))
    for group in population.groups:
        single = (fields.index(group),)
        if single not in sets:
            sets.append(single)
    return sets


def facet_values(
    instrument: Instrument, demographics: Mapping[str, object], today: date
) -> dict[str, str]:
    """The respondent's value of every facet field (``dob`` as its age band); missing left out."""
    values: dict[str, str] = {}
    for field in facet_fields(instrument):
        raw = demographics.get(field)
        if field == AGE_FIELD and raw is not None:
            dob = raw if isinstance(raw, date) else _parse_date(str(raw))
            raw = age_band(dob, today) if dob else None
        if raw is None or str(raw).strip() == "":
            continue
        values[field] = str(raw)
    return values


def _parse_date(text: str) -> date | None:
    try:
        return date.fromisoformat(text[:10])
    except ValueError:
        return None


def lookup_key(instrument: Instrument, chosen: Mapping[str, str]) -> tuple[str, ...]:
    """The facet columns of the histogram rows for a filter or group (field -> value)."""
    fields = facet_fields(instrument)
    key = [ANY] * FACET_COUNT
    for field, value in chosen.items():
        key[fields.index(field)] = value
    return tuple(key)


HistogramKey = tuple[str, tuple[str, ...], float]
"""(dimension, facet columns, score)."""


def histogram_keys(
    instrument: Instrument, scores: Mapping[str, float], values: Mapping[str, str]
) -> Iterator[HistogramKey]:
    """Every histogram row one response is counted in."""
    fields = facet_fields(instrument)
    for facet_set in facet_sets(instrument):
        if any(fields[i] not in values for i in facet_set):
            continue
        key = [ANY] * FACET_COUNT
        for i in facet_set:
            key[i] = values[fields[i]]
        facets = tuple(key)
        for dimension, score in scores.items():
            yield dimension, facets, histogram_score(score)
