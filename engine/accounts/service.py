"""Account rules and every SQL statement of the accounts domain.

Functions take the request's ``AsyncSession`` (one transaction per request) and raise
``ApiError`` with the contract's texts; an error rolls the whole request back.
"""

from __future__ import annotations

from datetime import UTC, datetime

from sqlalchemy import delete, select, update
from sqlalchemy.exc import IntegrityError
from sqlalchemy.ext.asyncio import AsyncSession

from engine.accounts import passwords
from engine.accounts.models import RefreshToken, User, new_id, utcnow
from engine.accounts.schemas import AccountUpdate, TokenPair, UserCreate
from engine.accounts.tokens import TokenError, TokenIssuer
from engine.http.errors import ApiError
from engine.http.state import AccountDeleteHook

EMAIL_TAKEN = "An account with this e-mail already exists"
BAD_PASSWORD = "Password must meet all requirements"  # noqa: S105
BAD_EMAIL = "Please enter a valid email address"
BAD_LOGIN = "Invalid e-mail or password"
BAD_CURRENT_PASSWORD = "Current password is incorrect"  # noqa: S105
BAD_REFRESH = "Invalid or expired refresh token"


async def start_session(
    db: AsyncSession, issuer: TokenIssuer, user: User, family_id: str | None = None
) -> TokenPair:
    """A new access token and a refresh token (a new family unless ``family_id`` is given)."""
    refresh = issuer.refresh_token(user.id, family_id)
    db.add(
        RefreshToken(
            jti=refresh.jti,
            user_id=user.id,
            family_id=refresh.family_id,
            expires_at=refresh.expires_at,
        )
    )
    await db.flush()
    access = issuer.access_token(user.id, user.role, user.kind)
    return TokenPair(access_token=access, refresh_token=refresh.token)


async def create_anonymous(db: AsyncSession) -> User:
    user = User(id=new_id(), role="user", kind="anonymous")
    db.add(user)
    await db.flush()
    return user


def _checked_email(raw: str | None) -> str:
    email = passwords.normalise_email(raw or "")
    if not passwords.valid_email(email):
        raise ApiError(400, BAD_EMAIL, field="email")
    return email


def _checked_password(raw: str | None, field: str) -> str:
    if raw is None or not passwords.password_meets_rules(raw):
        raise ApiError(400, BAD_PASSWORD, field=field)
    return raw


async def _ensure_email_free(db: AsyncSession, email: str) -> None:
    if await db.scalar(select(User.id).where(User.email == email)) is not None:
        raise ApiError(409, EMAIL_TAKEN, field="email")


async def _flush_unique(db: AsyncSession) -> None:
    """Flush; a concurrent insert of the same e-mail surfaces here as the same 409."""
    try:
        await db.flush()
    except IntegrityError as error:
        raise ApiError(409, EMAIL_TAKEN, field="email") from error


async def create_user(db: AsyncSession, data: UserCreate) -> User:
    if data.role != "user":
        raise ApiError(400, "Only the role 'user' can be chosen at sign-up", field="role")
    email = _checked_email(data.email)
    password = _checked_password(data.password, "password")
    await _ensure_email_free(db, email)
    user = User(
        id=new_id(),
        email=email,
        password_hash=passwords.hash_password(password),
        role="user",
        kind="registered",
    )
    db.add(user)
    await _flush_unique(db)
    return user


async def authenticate(db: AsyncSession, email: str, password: str) -> User:
    email = passwords.normalise_email(email)
    user = None
    if passwords.valid_email(email):
        user = await db.scalar(select(User).where(User.email == email))
    if user is None or not user.password_hash:
        passwords.burn_verification_time(password)
        raise ApiError(401, BAD_LOGIN)
    if not passwords.verify_password(user.password_hash, password):
        raise ApiError(401, BAD_LOGIN)
    return user


async def rotate_refresh(db: AsyncSession, issuer: TokenIssuer, token: str) -> TokenPair:
    """Use a refresh token once. A second use revokes its whole family (it was stolen or
    replayed) and is refused, as is any revoked or expired token."""
    try:
        claims = issuer.decode(token, "refresh")
    except TokenError as error:
        raise ApiError(401, BAD_REFRESH) from error
    now = utcnow()
    claimed = await db.execute(
        update(RefreshToken)
        .where(
            RefreshToken.jti == claims["jti"],
            RefreshToken.used_at.is_(None),
            RefreshToken.revoked_at.is_(None),
        )
        .values(used_at=now)
    )
    if claimed.rowcount != 1:  # type: ignore[attr-defined]
        await revoke_family(db, str(claims["fam"]))
        await db.commit()  # the revocation must stick although the request fails
        raise ApiError(401, BAD_REFRESH)
    user = await db.get(User, str(claims["sub"]))
    if user is None:
        raise ApiError(401, BAD_REFRESH)
    return await start_session(db, issuer, user, family_id=str(claims["fam"]))


async def revoke_family(db: AsyncSession, family_id: str) -> None:
    await db.execute(
        update(RefreshToken)
        .where(RefreshToken.family_id == family_id, RefreshToken.revoked_at.is_(None))
        .values(revoked_at=utcnow())
    )


async def logout(db: AsyncSession, issuer: TokenIssuer, token: str) -> None:
    try:
        claims = issuer.decode(token, "refresh")
    except TokenError as error:
        raise ApiError(401, BAD_REFRESH) from error
    await revoke_family(db, str(claims["fam"]))


async def update_account(db: AsyncSession, user: User, data: AccountUpdate) -> bool:
    """Apply an e-mail and/or password change. Returns True when the password changed.

    An anonymous account becomes registered with an e-mail and a password and no current
    password (guest sign-up). A registered account needs its current password to change either.
    """
    if user.kind == "anonymous":
        email = _checked_email(data.email)
        password = _checked_password(data.newPassword, "newPassword")
        await _ensure_email_free(db, email)
        user.email, user.kind = email, "registered"
        user.password_hash = passwords.hash_password(password)
        user.updated_at = utcnow()
        await _flush_unique(db)
        return False
    new_email = _checked_email(data.email) if data.email not in (None, "") else user.email
    email_changes = new_email != user.email
    password_changes = data.newPassword not in (None, "")
    if not (email_changes or password_changes):
        return False
    if not passwords.verify_password(user.password_hash, data.currentPassword or ""):
        raise ApiError(401, BAD_CURRENT_PASSWORD, field="currentPassword")
    if email_changes and new_email is not None:
        await _ensure_email_free(db, new_email)
        user.email = new_email
    if password_changes:
        user.password_hash = passwords.hash_password(
            _checked_password(data.newPassword, "newPassword")
        )
        user.password_changed_at = datetime.now(UTC)
        await db.execute(
            update(RefreshToken)
            .where(RefreshToken.user_id == user.id, RefreshToken.revoked_at.is_(None))
            .values(revoked_at=utcnow())
        )
    user.updated_at = utcnow()
    await _flush_unique(db)
    return password_changes


async def delete_account(db: AsyncSession, user: User, hooks: list[AccountDeleteHook]) -> None:
    """Run every domain's pre-delete hook, then delete the user; ON DELETE CASCADE does the rest."""
    for hook in hooks:
        await hook(db, user.id)
    user_id = user.id
    db.expunge(user)
    await db.execute(delete(User).where(User.id == user_id))


async def find_or_create_by_email(db: AsyncSession, email: str) -> User:
    """The account of a verified third-party e-mail; a new registered account if none."""
    normalised = passwords.normalise_email(email)
    user = await db.scalar(select(User).where(User.email == normalised))
    if user is not None:
        return user
    user = User(id=new_id(), email=normalised, role="user", kind="registered")
    db.add(user)
    await _flush_unique(db)
    return user
