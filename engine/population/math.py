"""Exact statistics of a score histogram. Pure functions, no database.

A histogram maps a score (rounded to ``SCORE_DECIMALS``) to how many respondents have it. The
mean, the population standard deviation and the percentile rank follow from it exactly, so the
cost of a report depends on the number of distinct scores, never on the number of respondents.
"""

from __future__ import annotations

import math
from collections.abc import Mapping

from engine.types import PopulationStats

SCORE_DECIMALS = 4


def histogram_score(score: float) -> float:
    """The key a score is counted under: rounded so equal scores always meet."""
    return round(float(score), SCORE_DECIMALS)


def histogram_stats(histogram: Mapping[float, int], score: float) -> PopulationStats | None:
    """Count, mean, population stddev and percentile rank of ``score``; ``None`` when empty.

    Percentile rank = (respondents below + half of those equal) / all, in percent.
    """
    counts = {s: c for s, c in histogram.items() if c > 0}
    total = sum(counts.values())
    if total == 0:
        return None
    mean = math.fsum(s * c for s, c in counts.items()) / total
    variance = math.fsum(c * (s - mean) ** 2 for s, c in counts.items()) / total
    own = histogram_score(score)
    below = sum(c for s, c in counts.items() if s < own)
    equal = counts.get(own, 0)
    return PopulationStats(
        count=total,
        mean=mean,
        stddev=math.sqrt(variance),
        percentile=(below + equal / 2) / total * 100,
    )
