"""Looking up the level bands an instrument declares (shared by plugins and reports)."""

from __future__ import annotations

from engine.instruments.model import Band, DimensionLevels, Instrument


def levels_of(instrument: Instrument, dimension: str) -> DimensionLevels | None:
    return next((entry for entry in instrument.levels if entry.dimension == dimension), None)


def find_band(instrument: Instrument, dimension: str, band_id: str) -> Band | None:
    """The band ``band_id`` of ``dimension``: absolute bands first, then relative ones."""
    entry = levels_of(instrument, dimension)
    if entry is None:
        return None
    bands = [*entry.absolute, *(entry.relative or [])]
    return next((band for band in bands if band.id == band_id), None)


def level_group(instrument: Instrument, dimension: str, band_id: str) -> str:
    """What a profile matches on: the band's ``counts_as`` when set, else its id."""
    band = find_band(instrument, dimension, band_id)
    return band.counts_as if band is not None and band.counts_as else band_id


def band_for(bands: list[Band], value: float) -> Band:
    """The first band whose ``up_to`` is at or above ``value``; the last band takes the rest."""
    for band in bands:
        if band.up_to is None or value <= band.up_to:
            return band
    return bands[-1]
