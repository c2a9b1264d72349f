"""Request-scoped dependencies every domain's controllers use.

- ``db_session``: one ``AsyncSession`` and one transaction per request; committed when the
  handler returns, rolled back when it raises (so a 4xx writes nothing).
- ``ctx``: the ``AppContext`` (settings, plugins, instruments, ...).
- ``current_user``: the ``User`` named by the bearer access token; 401 without a valid one.
- ``current_operator``: the same, 403 ``Operators only`` unless the role is ``operator``.

A handler asks for them by parameter name, annotated with the aliases below
(``current_user: CurrentUser``, ``db_session: DbSession``, ``ctx: Ctx``,
``current_operator: CurrentOperator``). ``ensure_own(user, claimed_id)`` refuses an id that is
not the caller's (404).
"""

from __future__ import annotations

from collections.abc import AsyncGenerator
from datetime import UTC
from typing import Any

from litestar import Request
from litestar.di import NamedDependency, Provide
from sqlalchemy.ext.asyncio import AsyncSession

from engine.accounts.models import User
from engine.accounts.tokens import TokenError, TokenIssuer
from engine.http.errors import ApiError, not_found
from engine.http.state import AppContext, app_context

Ctx = NamedDependency[AppContext]
DbSession = NamedDependency[AsyncSession]
CurrentUser = NamedDependency[User]
CurrentOperator = NamedDependency[User]
"""Annotate handler parameters with these, named ``ctx``, ``db_session``, ``current_user`` or
``current_operator``: ``async def h(ctx: Ctx, db_session: DbSession, current_user: CurrentUser)``.
"""


def provide_ctx(request: Request[Any, Any, Any]) -> AppContext:
    return app_context(request.app)


async def provide_db_session(ctx: Ctx) -> AsyncGenerator[AsyncSession, None]:
    async with ctx.sessionmaker() as session:
        try:
            yield session
        except Exception:
            await session.rollback()
            raise
        else:
            await session.commit()


def bearer_token(request: Request[Any, Any, Any]) -> str | None:
    header = request.headers.get("authorization", "")
    scheme, _, token = header.partition(" ")
    if scheme.lower() != "bearer" or not token.strip():
        return None
    return token.strip()


def token_issuer(ctx: AppContext) -> TokenIssuer:
    auth = ctx.settings.auth
    return TokenIssuer(
        secret_key=ctx.secret_key,
        access_minutes=auth.access_token_minutes,
        refresh_days=auth.refresh_token_days,
    )


async def provide_current_user(
    request: Request[Any, Any, Any], ctx: Ctx, db_session: DbSession
) -> User:
    token = bearer_token(request)
    if token is None:
        raise ApiError(401, "Authentication required")
    try:
        claims = token_issuer(ctx).decode(token, "access")
    except TokenError as error:
        raise ApiError(401, "Invalid or expired token") from error
    user = await db_session.get(User, str(claims["sub"]))
    if user is None:
        raise ApiError(401, "Invalid or expired token")
    changed = user.password_changed_at
    if changed is not None:
        changed_ts = int(changed.replace(tzinfo=changed.tzinfo or UTC).timestamp())
        if int(claims["iat"]) < changed_ts:
            raise ApiError(401, "Invalid or expired token")  # issued before a password change
    return user


async def provide_current_operator(current_user: CurrentUser) -> User:
    if current_user.role != "operator":
        raise ApiError(403, "Operators only")
    return current_user


def ensure_own(user: User, claimed_id: str | None) -> None:
    """404 when a body or query id names someone other than the caller (ownership not revealed)."""
    if claimed_id is not None and claimed_id != user.id:
        raise not_found()


dependencies = {
    "ctx": Provide(provide_ctx, sync_to_thread=False),
    "db_session": Provide(provide_db_session),
    "current_user": Provide(provide_current_user),
    "current_operator": Provide(provide_current_operator),
}
