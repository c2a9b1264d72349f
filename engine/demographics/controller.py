"""Profile record calls (docs/api-contract.md, "Demographics")."""

from __future__ import annotations

from typing import Annotated, Any

from litestar import get, patch, post
from litestar.params import FromQuery, JSONBody, QueryParameter
from litestar.status_codes import HTTP_200_OK, HTTP_201_CREATED

from engine.accounts.models import User
from engine.demographics import service
from engine.demographics.schemas import DemographicRecord
from engine.http.dependencies import Ctx, CurrentUser, DbSession, ensure_own
from engine.http.errors import ApiError

OWNER_KEYS = ("user_id", "userId")


def _owner_and_fields(user: User, body: dict[str, Any]) -> dict[str, Any]:
    """The body without its owner id, after checking that id is the caller's."""
    fields = dict(body)
    for key in OWNER_KEYS:
        if key in fields:
            claimed = fields.pop(key)
            if claimed is not None and not isinstance(claimed, str):
                raise ApiError(400, f"{key} must be a string", field=key)
            ensure_own(user, claimed)
    return fields


@get("/api/demographic/getDemographicById", tags=["demographics"])
async def get_demographic(
    ctx: Ctx,
    db_session: DbSession,
    current_user: CurrentUser,
    user_id: Annotated[str | None, QueryParameter(name="userId")] = None,
) -> DemographicRecord:
    """The caller's profile record, or ``data: null`` when there is none."""
    ensure_own(current_user, user_id)
    record = await service.get_record(db_session, current_user.id)
    rules = service.rules_for(ctx.instruments)
    return DemographicRecord(data=service.as_data(record, rules) if record else None)


@post("/api/demographic/createDemographic", status_code=HTTP_201_CREATED, tags=["demographics"])
async def create_demographic(
    ctx: Ctx, db_session: DbSession, current_user: CurrentUser, data: JSONBody[dict[str, Any]]
) -> DemographicRecord:
    """Create the caller's profile record; 409 when one exists."""
    fields = _owner_and_fields(current_user, data)
    rules = service.rules_for(ctx.instruments)
    record = await service.create_record(db_session, current_user.id, rules, fields)
    return DemographicRecord(data=service.as_data(record, rules))


@patch("/api/demographic/updateDemographic", status_code=HTTP_200_OK, tags=["demographics"])
async def update_demographic(
    ctx: Ctx,
    db_session: DbSession,
    current_user: CurrentUser,
    data: JSONBody[dict[str, Any]],
    respondent_id: FromQuery[str | None] = None,
) -> DemographicRecord:
    """Change some fields of the caller's profile record (``null`` clears one)."""
    ensure_own(current_user, respondent_id)
    fields = _owner_and_fields(current_user, data)
    rules = service.rules_for(ctx.instruments)
    record = await service.update_record(db_session, current_user.id, rules, fields)
    return DemographicRecord(data=service.as_data(record, rules))


route_handlers = [get_demographic, create_demographic, update_demographic]
