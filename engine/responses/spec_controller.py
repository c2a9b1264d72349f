"""The spec's loneliness and attachment calls: thin routes over the generic services.

The instrument each route serves is route configuration (the two constants below); the services
they call know no instrument by name.
"""

from __future__ import annotations

from typing import Annotated, Any

from litestar import delete, get, post
from litestar.params import JSONBody, QueryParameter
from litestar.status_codes import HTTP_200_OK, HTTP_201_CREATED

from engine.http.dependencies import Ctx, CurrentUser, DbSession, ensure_own
from engine.http.errors import ApiError
from engine.responses import reports, service, spec
from engine.responses.lookup import survey_named
from engine.responses.schemas import OutcomeOut, iso
from engine.responses.spec_schemas import (
    AttachmentComparison,
    AttachmentStarted,
    Deleted,
    LonelinessStarted,
    SpecReport,
    SpecReportRequest,
    StartAttachment,
    StartLoneliness,
    SubmitLoneliness,
    SubmitResult,
    SurveyRef,
)
from engine.responses.spec_views import attachment_result, comparison_dimension, spec_report

LONELINESS = "loneliness"
ATTACHMENT = "attachment"
TAGS = ["spec surveys"]
NOT_FOUND = "Data not found"
ATTACHMENT_FIELDS = ("decodedId", "type", "attachment_id")


def required(value: str | None, name: str) -> str:
    """A query parameter the call cannot do without; 400 naming it when absent."""
    if not value:
        raise ApiError(400, f"Missing required query parameter: {name}", field=name)
    return value


@post("/api/startLonelinessSurvey", status_code=HTTP_201_CREATED, tags=TAGS)
async def start_loneliness(
    ctx: Ctx, db_session: DbSession, current_user: CurrentUser, data: JSONBody[StartLoneliness]
) -> LonelinessStarted:
    ensure_own(current_user, data.userId)
    response = await service.start(db_session, survey_named(ctx, LONELINESS), current_user.id)
    return LonelinessStarted(loneliness_id=response.id)


@post("/api/submitLonelinessSurvey", status_code=HTTP_200_OK, tags=TAGS)
async def submit_loneliness(
    ctx: Ctx, db_session: DbSession, current_user: CurrentUser, data: JSONBody[SubmitLoneliness]
) -> SubmitResult:
    ensure_own(current_user, data.user_id)
    instrument = survey_named(ctx, LONELINESS)
    response = await service.own_response(db_session, data.id, current_user.id, instrument.id)
    answers = spec.answers_from_results(ctx.plugins, instrument, data.results)
    outcome = await service.submit(db_session, ctx.plugins, instrument, response, answers)
    return SubmitResult(
        message="Survey submitted successfully",
        outcome=OutcomeOut.of(outcome),
    )


@post("/api/getLonelinessSurveyById", status_code=HTTP_200_OK, tags=TAGS)
async def loneliness_report(
    ctx: Ctx,
    db_session: DbSession,
    current_user: CurrentUser,
    data: JSONBody[SpecReportRequest],
    loneliness_id: Annotated[
        str | None, QueryParameter(name="loneliness_id", max_length=64)
    ] = None,
    user_id: Annotated[str | None, QueryParameter(name="user_id", max_length=64)] = None,
) -> SpecReport:
    ensure_own(current_user, user_id)
    instrument = survey_named(ctx, LONELINESS)
    response = await service.own_response(
        db_session, required(loneliness_id, "loneliness_id"), current_user.id, instrument.id
    )
    report = await reports.requested_report(db_session, ctx, instrument, response, data.filter)
    return spec_report(report)


@get("/api/allUserSurveysIds", tags=TAGS)
async def loneliness_ids(
    ctx: Ctx,
    db_session: DbSession,
    current_user: CurrentUser,
    user_id: Annotated[str | None, QueryParameter(name="user_id", max_length=64)] = None,
) -> list[SurveyRef]:
    ensure_own(current_user, user_id)
    instrument = survey_named(ctx, LONELINESS)
    found = await service.list_submitted(db_session, current_user.id, instrument.id)
    return [SurveyRef(id=r.id, updatedAt=iso(r.updated_at)) for r in found]


@delete("/api/loneliness", status_code=HTTP_200_OK, tags=TAGS)
async def delete_loneliness(
    ctx: Ctx,
    db_session: DbSession,
    current_user: CurrentUser,
    loneliness_id: Annotated[
        str | None, QueryParameter(name="loneliness_id", max_length=64)
    ] = None,
) -> Deleted:
    instrument = survey_named(ctx, LONELINESS)
    response = await service.own_response(
        db_session, required(loneliness_id, "loneliness_id"), current_user.id, instrument.id
    )
    await service.remove(db_session, ctx.instruments, response)
    return Deleted(message="Survey deleted")


@post("/startAttachmentSurvey", status_code=HTTP_201_CREATED, tags=TAGS)
async def start_attachment(
    ctx: Ctx, db_session: DbSession, current_user: CurrentUser, data: JSONBody[StartAttachment]
) -> AttachmentStarted:
    ensure_own(current_user, data.decodedId)
    response = await service.start(db_session, survey_named(ctx, ATTACHMENT), current_user.id)
    return AttachmentStarted(attachment_id=response.id)


@post("/survey/attachment", status_code=HTTP_200_OK, tags=TAGS)
async def submit_attachment(
    ctx: Ctx, db_session: DbSession, current_user: CurrentUser, data: JSONBody[dict[str, Any]]
) -> dict[str, Any]:
    """Numbered answers ``"1".."5"`` (``"0"`` unanswered); scored from the server's instrument."""
    decoded_id = data.get("decodedId")
    if decoded_id is not None and not isinstance(decoded_id, str):
        raise ApiError(400, "decodedId must be a string", field="decodedId")
    ensure_own(current_user, decoded_id)
    attachment_id = data.get("attachment_id")
    if not isinstance(attachment_id, str) or not attachment_id:
        raise ApiError(400, "Missing required field: attachment_id", field="attachment_id")
    instrument = survey_named(ctx, ATTACHMENT)
    response = await service.own_response(db_session, attachment_id, current_user.id, instrument.id)
    entries = {k: v for k, v in data.items() if k not in ATTACHMENT_FIELDS}
    answers = spec.answers_from_positions(instrument, entries)
    await service.submit(db_session, ctx.plugins, instrument, response, answers)
    report = await reports.report(
        db_session, ctx.plugins, instrument, response, {}, ctx.settings.engine.min_group_size
    )
    return attachment_result(instrument, response, report)


@get("/survey/attachment/comparison", tags=TAGS)
async def attachment_comparison(
    ctx: Ctx,
    db_session: DbSession,
    current_user: CurrentUser,
    respondent_id: Annotated[str | None, QueryParameter(name="respondentId", max_length=64)] = None,
    comparison_group: Annotated[
        str | None, QueryParameter(name="comparisonGroup", max_length=64)
    ] = None,
) -> AttachmentComparison:
    ensure_own(current_user, respondent_id)
    instrument = survey_named(ctx, ATTACHMENT)
    group = reports.check_group(instrument, comparison_group)
    response = await service.latest_submitted(db_session, current_user.id, instrument.id)
    if response is None:
        raise ApiError(404, NOT_FOUND)
    compared = await reports.comparison(
        db_session, instrument, response, group, ctx.settings.engine.min_group_size
    )
    return comparison_dimension(instrument, compared)


route_handlers = [
    start_loneliness,
    submit_loneliness,
    loneliness_report,
    loneliness_ids,
    delete_loneliness,
    start_attachment,
    submit_attachment,
    attachment_comparison,
]
