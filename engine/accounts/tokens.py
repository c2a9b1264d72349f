"""JWTs (HS256): short-lived access tokens and rotating refresh tokens.

Access: ``sub``, ``role``, ``kind``, ``type=access``, ``iat``, ``exp``.
Refresh: ``sub``, ``type=refresh``, ``jti`` (one row in ``refresh_tokens``), ``fam`` (the sign-in
it descends from), ``iat``, ``exp``.
"""

from __future__ import annotations

import secrets
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from typing import Any, Literal

import jwt
from sqlalchemy import select
from sqlalchemy.exc import IntegrityError
from sqlalchemy.ext.asyncio import AsyncSession, async_sessionmaker

from engine.accounts.models import ServerSecret

ALGORITHM = "HS256"
TokenType = Literal["access", "refresh"]


class TokenError(Exception):
    """The token is missing, malformed, expired, badly signed or of the wrong type."""


@dataclass(frozen=True)
class IssuedRefresh:
    token: str
    jti: str
    family_id: str
    expires_at: datetime


@dataclass(frozen=True)
class TokenIssuer:
    secret_key: str
    access_minutes: int = 15
    refresh_days: int = 30

    def access_token(self, user_id: str, role: str, kind: str) -> str:
        now = datetime.now(UTC)
        claims = {
            "sub": user_id,
            "role": role,
            "kind": kind,
            "type": "access",
            "iat": now,
            "exp": now + timedelta(minutes=self.access_minutes),
        }
        return jwt.encode(claims, self.secret_key, algorithm=ALGORITHM)

    def refresh_token(self, user_id: str, family_id: str | None = None) -> IssuedRefresh:
        now = datetime.now(UTC)
        jti = secrets.token_hex(16)
        family = family_id or secrets.token_hex(16)
        expires = now + timedelta(days=self.refresh_days)
        claims = {
            "sub": user_id,
            "type": "refresh",
            "jti": jti,
            "fam": family,
            "iat": now,
            "exp": expires,
        }
        token = jwt.encode(claims, self.secret_key, algorithm=ALGORITHM)
        return IssuedRefresh(token=token, jti=jti, family_id=family, expires_at=expires)

    def decode(self, token: str, expected: TokenType) -> dict[str, Any]:
        try:
            claims: dict[str, Any] = jwt.decode(
                token,
                self.secret_key,
                algorithms=[ALGORITHM],
                options={"require": ["sub", "type", "iat", "exp"]},
            )
        except jwt.PyJWTError as error:
            raise TokenError(str(error)) from error
        if claims.get("type") != expected:
            raise TokenError(f"expected a {expected} token")
        if expected == "refresh" and not (claims.get("jti") and claims.get("fam")):
            raise TokenError("refresh token without jti/fam")
        return claims


async def persistent_secret_key(sessionmaker: async_sessionmaker[AsyncSession]) -> str:
    """The signing key kept in ``server_secrets``; created by whichever process starts first.

    Used when ``SECRET_KEY`` is not set, so tokens survive a restart and every process of a
    scaled-out deployment (one PostgreSQL) signs with the same key.
    """
    try:
        async with sessionmaker() as session, session.begin():
            existing = await session.scalar(
                select(ServerSecret.value).where(ServerSecret.name == "jwt")
            )
            if existing:
                return existing
            session.add(ServerSecret(name="jwt", value=secrets.token_urlsafe(48)))
    except IntegrityError:
        pass  # another process won the race; read its key below
    async with sessionmaker() as session:
        value = await session.scalar(select(ServerSecret.value).where(ServerSecret.name == "jwt"))
    if not value:
        raise RuntimeError("could not create the JWT signing key in server_secrets")
    return value
