"""Responses in the database: start, submit, list, delete, and the latest outcome of a user.

Every write that changes what a population counts (submit, delete, account deletion) changes the
histograms in the same transaction. Nothing here knows an instrument by name.
"""

from __future__ import annotations

import logging
from collections.abc import Mapping
from typing import Any

from sqlalchemy import delete, select, update
from sqlalchemy.ext.asyncio import AsyncSession

from engine.demographics.models import Demographic
from engine.http.errors import ApiError, not_found
from engine.http.state import AccountDeleteHook
from engine.instruments.model import Instrument
from engine.instruments.registry import InstrumentNotFound
from engine.population import service as population
from engine.population.facets import facet_values
from engine.responses import outcomes
from engine.responses.answers import check_answers
from engine.responses.models import STARTED, SUBMITTED, SurveyResponse, utc_now
from engine.types import Outcome

logger = logging.getLogger("engine.responses")


async def start(session: AsyncSession, instrument: Instrument, user_id: str) -> SurveyResponse:
    response = SurveyResponse(
        user_id=user_id,
        instrument_id=instrument.id,
        instrument_version=instrument.version,
        status=STARTED,
        created_at=utc_now(),
    )
    response.updated_at = response.created_at
    session.add(response)
    await session.flush()
    return response


async def own_response(
    session: AsyncSession, response_id: str, user_id: str, instrument_id: str | None = None
) -> SurveyResponse:
    """The caller's response, or 404 (another person's response is not revealed)."""
    response = await session.get(SurveyResponse, response_id) if len(response_id) <= 64 else None
    if response is None or response.user_id != user_id:
        raise not_found()
    if instrument_id is not None and response.instrument_id != instrument_id:
        raise not_found()
    return response


def submitted_only(response: SurveyResponse) -> SurveyResponse:
    if response.status != SUBMITTED or response.scores is None:
        raise ApiError(409, "This response has not been submitted yet")
    return response


async def demographic_values(session: AsyncSession, user_id: str) -> dict[str, Any]:
    """The respondent's demographic answers, ``dob`` included (a ``date``)."""
    record = await session.get(Demographic, user_id)
    if record is None:
        return {}
    values: dict[str, Any] = dict(record.fields or {})
    values["dob"] = record.dob
    return values


async def submit(
    session: AsyncSession,
    plugins: Any,
    instrument: Instrument,
    response: SurveyResponse,
    answers: Mapping[str, object],
) -> Outcome:
    """Check, score, store and count a response in one transaction; then fire the hook."""
    if response.status == SUBMITTED:
        raise ApiError(409, "This response has already been submitted")
    checked = check_answers(instrument, answers)
    outcome = outcomes.score(plugins, instrument, checked)
    values = facet_values(
        instrument, await demographic_values(session, response.user_id), utc_now().date()
    )
    now = utc_now()
    # Only a response still ``started`` becomes ``submitted``: of two racing submits one wins,
    # so a response is never counted twice.
    claimed = await session.execute(
        update(SurveyResponse)
        .where(SurveyResponse.id == response.id, SurveyResponse.status == STARTED)
        .values(
            answers=dict(checked),
            scores=dict(outcome.scores),
            levels=dict(outcome.levels),
            profile=outcome.profile,
            facets=values,
            status=SUBMITTED,
            instrument_version=instrument.version,
            submitted_at=now,
            updated_at=now,
        )
        .execution_options(synchronize_session=False)
    )
    if getattr(claimed, "rowcount", 1) != 1:
        raise ApiError(409, "This response has already been submitted")
    await population.count_response(session, instrument, outcome.scores, values, +1)
    await session.commit()
    await session.refresh(response)
    outcomes.announce(plugins, outcome, respondent_id=response.user_id, response_id=response.id)
    return outcome


async def list_submitted(
    session: AsyncSession, user_id: str, instrument_id: str | None = None
) -> list[SurveyResponse]:
    """The user's submitted responses, newest first."""
    query = select(SurveyResponse).where(
        SurveyResponse.user_id == user_id, SurveyResponse.status == SUBMITTED
    )
    if instrument_id is not None:
        query = query.where(SurveyResponse.instrument_id == instrument_id)
    query = query.order_by(SurveyResponse.submitted_at.desc(), SurveyResponse.id)
    return list((await session.scalars(query)).all())


async def latest_submitted(
    session: AsyncSession, user_id: str, instrument_id: str
) -> SurveyResponse | None:
    found = await list_submitted(session, user_id, instrument_id)
    return found[0] if found else None


async def latest_outcome(session: AsyncSession, user_id: str, instrument_id: str) -> Outcome | None:
    """The stored outcome (absolute levels) of the user's newest submitted response, if any."""
    response = await latest_submitted(session, user_id, instrument_id)
    if response is None or response.scores is None:
        return None
    return Outcome(
        instrument=response.instrument_id,
        scores=dict(response.scores),
        levels=dict(response.levels or {}),
        profile=response.profile,
    )


async def uncount(session: AsyncSession, registry: Any, response: SurveyResponse) -> None:
    """Take a submitted response out of the population counts (no commit)."""
    if response.status != SUBMITTED or response.scores is None:
        return
    try:
        instrument = registry.get(response.instrument_id)
    except InstrumentNotFound:
        return  # the instrument file is gone, and with it every question about its population
    await population.count_response(session, instrument, response.scores, response.facets or {}, -1)


async def remove(session: AsyncSession, registry: Any, response: SurveyResponse) -> None:
    """Delete one response and its counts (in the caller's transaction)."""
    await uncount(session, registry, response)
    await session.delete(response)
    await session.flush()


async def remove_all_for_user(session: AsyncSession, registry: Any, user_id: str) -> None:
    """Account deletion: uncount and delete every response of ``user_id`` (caller commits)."""
    responses = (
        await session.scalars(select(SurveyResponse).where(SurveyResponse.user_id == user_id))
    ).all()
    for response in responses:
        await uncount(session, registry, response)
    await session.execute(delete(SurveyResponse).where(SurveyResponse.user_id == user_id))


def account_delete_hook(registry: Any) -> AccountDeleteHook:
    """The pre-delete hook of account deletion: the person's counts go with their responses."""

    async def forget_responses(session: AsyncSession, user_id: str) -> None:
        await remove_all_for_user(session, registry, user_id)

    return forget_responses
