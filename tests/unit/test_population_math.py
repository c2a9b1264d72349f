"""Exact population statistics from histograms, and the facet keys a response is counted under."""

from __future__ import annotations

import math
import statistics
from datetime import date

import pytest

from engine.instruments.model import Instrument, Population
from engine.population.facets import (
    ANY,
    FacetError,
    age_band,
    facet_sets,
    facet_values,
    histogram_keys,
    lookup_key,
)
from engine.population.math import histogram_score, histogram_stats


def test_stats_equal_a_brute_force_computation_on_a_known_population() -> None:
    people = [3] * 5 + [4] * 10 + [6] * 20 + [7] * 3 + [9] * 12
    histogram = {3.0: 5, 4.0: 10, 6.0: 20, 7.0: 3, 9.0: 12}
    stats = histogram_stats(histogram, 6)
    assert stats is not None
    assert stats.count == 50
    assert stats.mean == pytest.approx(statistics.fmean(people), abs=1e-12)
    assert stats.stddev == pytest.approx(statistics.pstdev(people), abs=1e-12)
    # 15 below 6, 20 equal: (15 + 10) / 50
    assert stats.percentile == pytest.approx(50.0)


def test_percentile_rank_counts_half_of_the_equal_scores() -> None:
    histogram = {1.0: 1, 2.0: 2, 3.0: 1}
    low, mid, high = (histogram_stats(histogram, s) for s in (1, 2, 3))
    assert low is not None and mid is not None and high is not None
    assert low.percentile == pytest.approx(12.5)
    assert mid.percentile == pytest.approx(50.0)
    assert high.percentile == pytest.approx(87.5)


def test_a_score_outside_the_histogram_is_ranked_by_the_scores_below_it() -> None:
    stats = histogram_stats({2.0: 4, 8.0: 4}, 5)
    assert stats is not None and stats.percentile == pytest.approx(50.0)
    top = histogram_stats({2.0: 4, 8.0: 4}, 10)
    assert top is not None and top.percentile == pytest.approx(100.0)


def test_empty_or_zero_histograms_have_no_statistics() -> None:
    assert histogram_stats({}, 3) is None
    assert histogram_stats({3.0: 0}, 3) is None


def test_a_single_respondent_has_zero_spread() -> None:
    stats = histogram_stats({5.0: 1}, 5)
    assert stats is not None
    assert (stats.count, stats.mean, stats.stddev, stats.percentile) == (1, 5.0, 0.0, 50.0)


def test_float_scores_meet_after_rounding() -> None:
    third = 100 * 2 / 3
    assert histogram_score(third) == histogram_score(200 / 3)
    stats = histogram_stats({histogram_score(third): 2}, third)
    assert stats is not None and stats.percentile == pytest.approx(50.0)
    assert math.isclose(stats.mean, 66.6667)


@pytest.mark.parametrize(
    ("dob", "band"),
    [
        (date(2008, 11, 21), "18-24"),  # 18 today
        (date(2008, 11, 22), None),  # 18 tomorrow
        (date(2001, 11, 22), "18-24"),  # 24
        (date(2001, 11, 21), "25-29"),
        (date(1996, 11, 21), "30-34"),
        (date(1991, 11, 21), "35-44"),
        (date(1981, 11, 21), "45-54"),
        (date(1971, 11, 21), "55-64"),
        (date(1961, 11, 21), "65+"),
        (date(1920, 1, 1), "65+"),
    ],
)
def test_age_bands_from_date_of_birth(dob: date, band: str | None) -> None:
    assert age_band(dob, date(2026, 11, 21)) == band


def _instrument(filters: list[str], groups: list[str]) -> Instrument:
    return Instrument(
        id="x",
        version=1,
        kind="assessment",
        title="X",
        description="X",
        estimated_minutes=1,
        answer_sets=[],
        questions=[],
        population=Population(filters=filters, groups=groups),
    )


def test_facet_sets_are_every_filter_combination_and_each_group_alone() -> None:
    instrument = _instrument(["a", "b"], ["c", "a"])
    assert sorted(facet_sets(instrument)) == sorted([(), (0,), (1,), (0, 1), (2,)])


def test_more_than_eight_fields_are_refused() -> None:
    with pytest.raises(FacetError, match="at most 8"):
        facet_sets(_instrument([f"f{i}" for i in range(9)], []))


def test_a_response_is_counted_once_per_facet_set_it_has_values_for() -> None:
    instrument = _instrument(["a", "b"], ["dob"])
    values = facet_values(
        instrument, {"a": "A1", "b": None, "dob": "1990-05-01"}, date(2026, 11, 21)
    )
    assert values == {"a": "A1", "dob": "35-44"}
    keys = list(histogram_keys(instrument, {"d": 6.0}, values))
    facets = sorted(key[1][:3] for key in keys)
    # b is missing, so the sets naming b are skipped
    assert facets == sorted([(ANY, ANY, ANY), ("A1", ANY, ANY), (ANY, ANY, "35-44")])
    assert lookup_key(instrument, {"dob": "35-44"})[:3] == (ANY, ANY, "35-44")


def test_bulk_counts_equal_the_sum_of_single_response_counts() -> None:
    import random
    from collections import Counter

    from engine.population.service import CountAccumulator, response_counts

    rng = random.Random(7)
    instrument = _instrument(["a", "b", "c"], ["d", "a"])
    accumulator = CountAccumulator()
    expected: Counter[object] = Counter()
    for _ in range(500):
        values = {f: rng.choice("xyz") for f in "abcd" if rng.random() < 0.8}
        scores = {"p": float(rng.randint(0, 4)), "q": rng.randint(0, 30) / 3}
        accumulator.add(instrument, scores, values)
        expected.update(response_counts(instrument, scores, values, 1))
    assert accumulator.counts() == expected
