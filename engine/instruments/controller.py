"""The instruments the web app renders (docs/api-contract.md, 'Generic survey calls')."""

from __future__ import annotations

import msgspec
from litestar import get
from litestar.params import FromPath, JSONBody

from engine.http.dependencies import Ctx
from engine.instruments.model import Instrument
from engine.instruments.registry import question_count, render_instrument
from engine.responses.lookup import instrument_named

TAGS = ["instruments"]


class InstrumentSummary(msgspec.Struct, kw_only=True):
    id: str
    kind: str
    title: str
    description: str
    estimated_minutes: int
    route: str
    report_route: str | None
    question_count: int


class InstrumentList(msgspec.Struct, kw_only=True):
    data: JSONBody[list[InstrumentSummary]]


def summary(instrument: Instrument) -> InstrumentSummary:
    return InstrumentSummary(
        id=instrument.id,
        kind=instrument.kind,
        title=instrument.title,
        description=instrument.description,
        estimated_minutes=instrument.estimated_minutes,
        route=instrument.route or f"/survey/{instrument.id}",
        report_route=instrument.report_route,
        question_count=question_count(instrument),
    )


@get("/api/instruments", tags=TAGS)
async def list_instruments(ctx: Ctx) -> InstrumentList:
    return InstrumentList(data=[summary(instrument) for instrument in ctx.instruments])


@get("/api/instruments/{instrument_id:str}", tags=TAGS)
async def get_instrument(ctx: Ctx, instrument_id: FromPath[str]) -> Instrument:
    """The instrument with instructions filled in and the country list expanded."""
    return render_instrument(instrument_named(ctx, instrument_id))


route_handlers = [list_instruments, get_instrument]
