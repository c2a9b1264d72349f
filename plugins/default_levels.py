"""Built-in level and profile choice: the bands and profiles declared in the instrument file.

Levels: a dimension's ``relative`` bands apply to the z-score ``(score - mean) / stddev`` when
comparison statistics are given for it (and the spread is not zero); otherwise its ``absolute``
bands apply to the score. A band matches when the value is at or below its ``up_to``; the last
band takes every value above.

Profile: the first profile whose ``when`` matches every dimension it names. A dimension matches
when ``when`` names its band id or the band's ``counts_as`` group.
"""

from __future__ import annotations

from collections.abc import Mapping

from engine import hookimpl
from engine.instruments.levels import band_for, find_band
from engine.instruments.model import Band, DimensionLevels, Instrument
from engine.types import PopulationStats, Scores


@hookimpl(trylast=True)
def survey_choose_levels(
    instrument: Instrument, scores: Scores, population: Mapping[str, PopulationStats]
) -> dict[str, str]:
    return {
        entry.dimension: choose_band(
            entry, scores[entry.dimension], population.get(entry.dimension)
        ).id
        for entry in instrument.levels
        if entry.dimension in scores
    }


def choose_band(entry: DimensionLevels, score: float, stats: PopulationStats | None) -> Band:
    if entry.relative and stats is not None and stats.stddev > 0:
        return band_for(entry.relative, (score - stats.mean) / stats.stddev)
    return band_for(entry.absolute, score)


@hookimpl(trylast=True)
def survey_choose_profile(instrument: Instrument, levels: Mapping[str, str]) -> str | None:
    for profile in instrument.profiles:
        if all(
            _matches(instrument, dimension, levels.get(dimension), wanted)
            for dimension, wanted in profile.when.items()
        ):
            return profile.id
    return None


def _matches(instrument: Instrument, dimension: str, level: str | None, wanted: str) -> bool:
    if level is None:
        return False
    if level == wanted:
        return True
    band = find_band(instrument, dimension, level)
    return band is not None and band.counts_as == wanted
