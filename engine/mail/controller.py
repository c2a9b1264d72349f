"""``POST /survey/attachment/report/email``: mail the caller their attachment report.

The report is built on the server from the caller's own newest submitted attachment response;
the client's ``reportData`` is accepted (the spec's web app sends it) and ignored. The message is
written to the outbox in the request's transaction and delivered by the mail worker.
"""

from __future__ import annotations

from typing import Any

from litestar import Request, Response, post
from litestar.background_tasks import BackgroundTask
from litestar.params import JSONBody

from engine.http.dependencies import Ctx, CurrentUser, DbSession
from engine.mail import service
from engine.mail.attachment import load_attachment_report
from engine.mail.report import render_report_mail
from engine.mail.runtime import wake_mail_worker

REPORT_KIND = "attachment_report"
SENT_MESSAGE = "Your personalized report has been sent to your E-mail"
INVALID_EMAIL = "Please enter a valid email address"
NO_REPORT = "No attachment report to send"
RATE_LIMITED = "You have asked for your report by e-mail too often. Please try again later."


def _failure(
    status_code: int, error: str, field: str | None, headers: dict[str, str] | None = None
) -> Response[dict[str, Any]]:
    """The contract's error shape plus the spec's ``success``/``message`` pair."""
    body = {
        "success": False,
        "error": error,
        "message": error,
        "field": field,
        "status_code": status_code,
    }
    return Response(body, status_code=status_code, headers=headers)


def _check_body(data: Any) -> tuple[str | None, tuple[str, str | None] | None]:
    """The e-mail address, or the (error, field) to answer with."""
    if not isinstance(data, dict):
        return None, ("Expected a JSON object with an email field", None)
    email = data.get("email")
    if not isinstance(email, str) or not service.valid_email(email.strip()):
        return None, (INVALID_EMAIL, "email")
    report_data = data.get("reportData")
    if report_data is not None and not isinstance(report_data, dict):
        return None, ("reportData: expected an object or null (it is not used)", "reportData")
    return email.strip(), None


@post("/survey/attachment/report/email", status_code=200)
async def email_attachment_report(
    request: Request[Any, Any, Any],
    data: JSONBody[Any],
    current_user: CurrentUser,
    db_session: DbSession,
    ctx: Ctx,
) -> Response[dict[str, Any]]:
    email, problem = _check_body(data)
    if problem is not None or email is None:
        error, field = problem or (INVALID_EMAIL, "email")
        return _failure(400, error, field)
    mail_settings = ctx.settings.mail
    limit = mail_settings.rate_per_hour
    if wait := await service.seconds_until_allowed(db_session, current_user.id, limit):
        return _failure(429, RATE_LIMITED, None, headers={"Retry-After": str(wait)})
    found = await load_attachment_report(db_session, ctx, current_user.id)
    if found is None:
        return _failure(404, NO_REPORT, None)
    instrument, result = found
    # The first check spares the work; this one decides, under the user's lock.
    message_id, wait = await service.enqueue_within_limit(
        db_session,
        user_id=current_user.id,
        per_hour=limit,
        kind=REPORT_KIND,
        sender=mail_settings.sender,
        to=email,
        mail=render_report_mail(instrument, result),
    )
    if message_id is None:
        return _failure(429, RATE_LIMITED, None, headers={"Retry-After": str(wait)})
    # The background task runs after the response is sent, so after the request's transaction
    # has committed the message: the worker then finds it at once.
    return Response(
        {"success": True, "message": SENT_MESSAGE},
        status_code=200,
        background=BackgroundTask(wake_mail_worker, request.app),
    )


route_handlers = [email_attachment_report]
