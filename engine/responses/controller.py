"""Generic survey calls for any instrument (docs/api-contract.md, 'Generic survey calls')."""

from __future__ import annotations

from typing import Annotated

from litestar import delete, get, post, put
from litestar.params import FromPath, JSONBody, QueryParameter
from litestar.status_codes import HTTP_200_OK, HTTP_201_CREATED

from engine.http.dependencies import Ctx, CurrentUser, DbSession
from engine.responses import reports, service
from engine.responses.lookup import instrument_named, survey_named
from engine.responses.schemas import (
    AnswersIn,
    ComparisonData,
    Message,
    OutcomeOut,
    ReportData,
    ReportRequest,
    ResponseList,
    ResponseStarted,
    ResponseSubmitted,
    ResponseSummary,
    iso,
)

TAGS = ["responses"]


@post("/api/instruments/{instrument_id:str}/responses", status_code=HTTP_201_CREATED, tags=TAGS)
async def start_response(
    ctx: Ctx, db_session: DbSession, current_user: CurrentUser, instrument_id: FromPath[str]
) -> ResponseStarted:
    """Start a response (status ``started``); answers come with the submit call."""
    instrument = survey_named(ctx, instrument_id)
    response = await service.start(db_session, instrument, current_user.id)
    return ResponseStarted(
        id=response.id,
        instrument=instrument.id,
        status=response.status,
        createdAt=iso(response.created_at),
    )


@put("/api/responses/{response_id:str}", status_code=HTTP_200_OK, tags=TAGS)
async def submit_response(
    ctx: Ctx,
    db_session: DbSession,
    current_user: CurrentUser,
    response_id: FromPath[str],
    data: JSONBody[AnswersIn],
) -> ResponseSubmitted:
    """Check, score and store the answers; 409 when already submitted."""
    response = await service.own_response(db_session, response_id, current_user.id)
    instrument = survey_named(ctx, response.instrument_id)
    outcome = await service.submit(db_session, ctx.plugins, instrument, response, data.answers)
    return ResponseSubmitted(
        id=response.id,
        instrument=instrument.id,
        status=response.status,
        outcome=OutcomeOut.of(outcome),
    )


@post("/api/responses/{response_id:str}/report", status_code=HTTP_200_OK, tags=TAGS)
async def response_report(
    ctx: Ctx,
    db_session: DbSession,
    current_user: CurrentUser,
    response_id: FromPath[str],
    data: JSONBody[ReportRequest],
) -> ReportData:
    """The report: levels against the comparison population chosen by ``filter``."""
    response = await service.own_response(db_session, response_id, current_user.id)
    instrument = instrument_named(ctx, response.instrument_id)
    return await reports.requested_report(db_session, ctx, instrument, response, data.filter)


@get("/api/responses/{response_id:str}/comparison", tags=TAGS)
async def response_comparison(
    ctx: Ctx,
    db_session: DbSession,
    current_user: CurrentUser,
    response_id: FromPath[str],
    group: Annotated[str | None, QueryParameter(name="group", max_length=64)] = None,
) -> ComparisonData:
    """Each dimension against the respondent's own demographic group."""
    response = await service.own_response(db_session, response_id, current_user.id)
    instrument = instrument_named(ctx, response.instrument_id)
    return await reports.comparison(
        db_session,
        instrument,
        service.submitted_only(response),
        reports.check_group(instrument, group),
        ctx.settings.engine.min_group_size,
    )


@get("/api/responses", tags=TAGS)
async def list_responses(
    ctx: Ctx,
    db_session: DbSession,
    current_user: CurrentUser,
    instrument: Annotated[str | None, QueryParameter(name="instrument", max_length=64)] = None,
) -> ResponseList:
    """The caller's submitted responses, newest first."""
    if instrument is not None:
        instrument_named(ctx, instrument)
    found = await service.list_submitted(db_session, current_user.id, instrument)
    return ResponseList(
        data=[
            ResponseSummary(
                id=r.id,
                instrument=r.instrument_id,
                status=r.status,
                createdAt=iso(r.created_at),
                updatedAt=iso(r.updated_at),
            )
            for r in found
        ]
    )


@delete("/api/responses/{response_id:str}", status_code=HTTP_200_OK, tags=TAGS)
async def delete_response(
    ctx: Ctx, db_session: DbSession, current_user: CurrentUser, response_id: FromPath[str]
) -> Message:
    """Delete a response and take it out of the population counts."""
    response = await service.own_response(db_session, response_id, current_user.id)
    await service.remove(db_session, ctx.instruments, response)
    return Message(message="Response deleted")


route_handlers = [
    start_response,
    submit_response,
    response_report,
    response_comparison,
    list_responses,
    delete_response,
]
