"""One error shape for every 4xx/5xx answer: ``{"error", "field", "status_code"}``.

Services raise ``ApiError``; Litestar's own exceptions (validation, 404, 405, 413) are converted
here, so a client never sees another shape. Unexpected exceptions are logged and answered 500
with a generic message.
"""

from __future__ import annotations

import logging
import re
from typing import Any

from litestar import MediaType, Request, Response
from litestar.exceptions import HTTPException, ValidationException
from litestar.status_codes import HTTP_500_INTERNAL_SERVER_ERROR
from sqlalchemy.exc import DBAPIError

logger = logging.getLogger("engine.http")

_MISSING_FIELD = re.compile(r"Object missing required field `([^`]+)`")
_UNKNOWN_FIELD = re.compile(r"Object contains unknown field `([^`]+)`")
_AT_PATH = re.compile(r"\s*-\s*at\s*`\$\.?([^`]*)`$")

_DEFAULT_TEXTS = {
    401: "Authentication required",
    403: "Forbidden",
    404: "Not found",
    405: "Method not allowed",
    413: "Request body is too large",
    429: "Too many requests",
}


class ApiError(HTTPException):
    """A client-facing error: ``raise ApiError(409, "An account ...", field="email")``."""

    def __init__(
        self,
        status_code: int,
        error: str,
        *,
        field: str | None = None,
        headers: dict[str, str] | None = None,
    ) -> None:
        super().__init__(detail=error, status_code=status_code, headers=headers)
        self.field = field


def not_found() -> ApiError:
    return ApiError(404, "Not found")


def error_body(status_code: int, error: str, field: str | None = None) -> dict[str, Any]:
    return {"error": error, "field": field, "status_code": status_code}


def error_response(
    status_code: int, error: str, field: str | None = None, headers: dict[str, str] | None = None
) -> Response[dict[str, Any]]:
    return Response(
        error_body(status_code, error, field),
        status_code=status_code,
        media_type=MediaType.JSON,
        headers=headers,
    )


def _validation_error(exc: ValidationException) -> tuple[str, str | None]:
    """The first problem of a Litestar/msgspec validation failure, as (message, field)."""
    problems = exc.extra if isinstance(exc.extra, list) else []
    if not problems:
        if "malformed" in exc.detail.lower():
            return f"Malformed JSON body ({exc.detail})", None
        return exc.detail, None
    first = problems[0] if isinstance(problems[0], dict) else {}
    message = str(first.get("message", exc.detail))
    if first.get("source") == "body" and message == "'data'":
        return "Request body is missing: a JSON object is expected", None
    key = _join(first.get("key"), "")
    if "malformed" in message.lower():
        return f"Malformed JSON body ({message})", None
    if missing := _MISSING_FIELD.search(message):
        name = missing.group(1)
        return f"Missing required field: {name}", _join(key, name)
    if unknown := _UNKNOWN_FIELD.search(message):
        name = unknown.group(1)
        return f"Unknown field: {name}", _join(key, name)
    at_path = _AT_PATH.search(message)
    if at_path:
        message = message[: at_path.start()]
        key = _join(key, at_path.group(1))
    return message, key


def _join(prefix: Any, name: str) -> str | None:
    """A field path without Litestar's ``data`` prefix; ``None`` for the body as a whole."""
    parts = [str(p) for p in (prefix, name) if p and p != "data"]
    path = ".".join(parts)
    return path.removeprefix("data.") or None


def http_exception_handler(request: Request[Any, Any, Any], exc: HTTPException) -> Response[Any]:
    status = exc.status_code
    field: str | None = None
    if isinstance(exc, ApiError):
        error, field = exc.detail, exc.field
    elif isinstance(exc, ValidationException):
        error, field = _validation_error(exc)
    elif status >= 500:
        logger.error("server error on %s %s: %s", request.method, request.url.path, exc.detail)
        error = "Internal server error"
    else:
        generic = exc.detail in ("", _phrase(status))
        if status == 400 and "malformed" in exc.detail.lower():
            return error_response(400, f"Malformed JSON body ({exc.detail})")
        error = _DEFAULT_TEXTS.get(status, exc.detail) if generic else exc.detail
    return error_response(status, error, field, headers=exc.headers)


def internal_error_handler(request: Request[Any, Any, Any], exc: Exception) -> Response[Any]:
    if isinstance(exc, DBAPIError) and _is_unstorable_text(exc):
        return error_response(400, "Text must not contain NUL (\\u0000) characters")
    logger.exception("unhandled error on %s %s", request.method, request.url.path, exc_info=exc)
    return error_response(HTTP_500_INTERNAL_SERVER_ERROR, "Internal server error")


def _is_unstorable_text(exc: DBAPIError) -> bool:
    """PostgreSQL refuses NUL characters in text; that is bad input, not a server fault."""
    text = str(exc)
    return "invalid byte sequence" in text or "unsupported Unicode escape" in text


def _phrase(status: int) -> str:
    from http import HTTPStatus

    try:
        return HTTPStatus(status).phrase
    except ValueError:
        return ""


exception_handlers: dict[type[Exception] | int, Any] = {
    HTTPException: http_exception_handler,
    Exception: internal_error_handler,
}
