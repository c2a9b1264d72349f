"""Account and session calls (docs/api-contract.md, "Accounts and sessions")."""

from __future__ import annotations

from typing import Any

from litestar import Request, get, post, put
from litestar.params import JSONBody
from litestar.status_codes import HTTP_200_OK, HTTP_201_CREATED

from engine.accounts import service
from engine.accounts.schemas import (
    AccountDelete,
    AccountUpdate,
    AccountUpdated,
    AnonymousUserCreated,
    CreatedUser,
    LoginRequest,
    LoginResult,
    Me,
    Message,
    Refreshed,
    UpdatedUser,
    UserCreate,
    UserCreated,
    UserRef,
)
from engine.http.dependencies import (
    Ctx,
    CurrentUser,
    DbSession,
    bearer_token,
    ensure_own,
    token_issuer,
)
from engine.http.errors import ApiError
from engine.http.ratelimit import rate_limit

login_limit = rate_limit("login", lambda s: s.auth.login_rate_per_minute)
signup_limit = rate_limit("signup", lambda s: s.auth.signup_rate_per_minute)
anonymous_limit = rate_limit("anonymous", lambda s: s.auth.anonymous_rate_per_minute)


def _refresh_bearer(request: Request[Any, Any, Any]) -> str:
    token = bearer_token(request)
    if token is None:
        raise ApiError(401, "Refresh token required")
    return token


@post(
    "/api/anonymousUser", status_code=HTTP_201_CREATED, guards=[anonymous_limit], tags=["accounts"]
)
async def anonymous_user(ctx: Ctx, db_session: DbSession) -> AnonymousUserCreated:
    """Create an account without credentials, identified by its tokens (rate limited per client)."""
    user = await service.create_anonymous(db_session)
    tokens = await service.start_session(db_session, token_issuer(ctx), user)
    return AnonymousUserCreated(
        user=UserRef(id=user.id),
        access_token=tokens.access_token,
        refresh_token=tokens.refresh_token,
    )


@post("/api/createUser", status_code=HTTP_201_CREATED, guards=[signup_limit], tags=["accounts"])
async def create_user(ctx: Ctx, db_session: DbSession, data: JSONBody[UserCreate]) -> UserCreated:
    """Register with e-mail and password (rate limited per client)."""
    user = await service.create_user(db_session, data)
    tokens = await service.start_session(db_session, token_issuer(ctx), user)
    return UserCreated(
        status=201,
        response="User created successfully",
        user=CreatedUser(id=user.id, email=user.email or "", role="user"),
        access_token=tokens.access_token,
        refresh_token=tokens.refresh_token,
    )


@post("/api/login", status_code=HTTP_200_OK, guards=[login_limit], tags=["accounts"])
async def login(ctx: Ctx, db_session: DbSession, data: JSONBody[LoginRequest]) -> LoginResult:
    """Sign in with e-mail and password (rate limited per client)."""
    user = await service.authenticate(db_session, data.email, data.password)
    tokens = await service.start_session(db_session, token_issuer(ctx), user)
    return LoginResult(
        id=user.id,
        email=user.email or "",
        role="operator" if user.role == "operator" else "user",
        access_token=tokens.access_token,
        refresh_token=tokens.refresh_token,
    )


@post("/refresh", status_code=HTTP_200_OK, tags=["accounts"])
async def refresh(request: Request[Any, Any, Any], ctx: Ctx, db_session: DbSession) -> Refreshed:
    """Trade the bearer refresh token for a new pair; the old one is spent."""
    tokens = await service.rotate_refresh(db_session, token_issuer(ctx), _refresh_bearer(request))
    return Refreshed(data=tokens)


@post("/api/logout", status_code=HTTP_200_OK, tags=["accounts"])
async def logout(request: Request[Any, Any, Any], ctx: Ctx, db_session: DbSession) -> Message:
    """Sign out: revoke the bearer refresh token's whole family."""
    await service.logout(db_session, token_issuer(ctx), _refresh_bearer(request))
    return Message(message="Signed out")


@get("/api/me", tags=["accounts"])
async def me(current_user: CurrentUser) -> Me:
    return Me(
        id=current_user.id,
        email=current_user.email,
        role="operator" if current_user.role == "operator" else "user",
        kind="registered" if current_user.kind == "registered" else "anonymous",
    )


@put("/api/updateAccount", status_code=HTTP_200_OK, tags=["accounts"])
async def update_account(
    ctx: Ctx, db_session: DbSession, current_user: CurrentUser, data: JSONBody[AccountUpdate]
) -> AccountUpdated:
    """Upgrade a guest (currentPassword null) or change e-mail/password; returns new tokens."""
    ensure_own(current_user, data.userId)
    await service.update_account(db_session, current_user, data)
    tokens = await service.start_session(db_session, token_issuer(ctx), current_user)
    return AccountUpdated(
        message="Account updated successfully",
        user=UpdatedUser(id=current_user.id, email=current_user.email),
        access_token=tokens.access_token,
        refresh_token=tokens.refresh_token,
    )


@put("/api/deleteAccount", status_code=HTTP_200_OK, tags=["accounts"])
async def delete_account(
    ctx: Ctx,
    db_session: DbSession,
    current_user: CurrentUser,
    data: JSONBody[AccountDelete | None] = None,
) -> Message:
    """Delete the caller's account and everything of theirs."""
    ensure_own(current_user, data.userId if data else None)
    await service.delete_account(db_session, current_user, ctx.account_delete_hooks)
    return Message(message="Account deleted")


route_handlers = [
    anonymous_user,
    create_user,
    login,
    refresh,
    logout,
    me,
    update_account,
    delete_account,
]
