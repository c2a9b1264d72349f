"""Finding the instrument a call names, with the errors a client can act on."""

from __future__ import annotations

from engine.http.errors import ApiError
from engine.http.state import AppContext
from engine.instruments.model import Instrument
from engine.instruments.registry import InstrumentNotFound


def instrument_named(ctx: AppContext, instrument_id: str) -> Instrument:
    """The instrument ``instrument_id``; 404 naming it (and the known ones) when there is none."""
    try:
        instrument: Instrument = ctx.instruments.get(instrument_id)
    except InstrumentNotFound:
        known = ", ".join(ctx.instruments.ids())
        raise ApiError(
            404,
            f"Unknown instrument '{instrument_id[:64]}'; known instruments: {known}",
            field="instrument",
        ) from None
    return instrument


def survey_named(ctx: AppContext, instrument_id: str) -> Instrument:
    """Like ``instrument_named``, and the instrument must be a scored survey."""
    instrument = instrument_named(ctx, instrument_id)
    if instrument.kind != "assessment" or instrument.scoring is None:
        raise ApiError(
            400,
            f"Instrument '{instrument.id}' is a {instrument.kind}, not a survey with a report",
            field="instrument",
        )
    return instrument
