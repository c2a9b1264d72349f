"""Third-party sign-in: OpenID Connect authorization-code flow with PKCE (S256), state and nonce.

``GET /api/auth/google`` stores a single-use login state in the database (any server process may
receive the callback) and redirects to the provider. The callback exchanges the code, verifies the
ID token against the provider's JWKS (signature, issuer, audience, expiry, nonce), requires a
verified e-mail, finds or creates that account and redirects to ``/signin`` with the tokens.
"""

from __future__ import annotations

import base64
import hashlib
import logging
import secrets
from datetime import timedelta
from typing import Annotated, Any
from urllib.parse import urlencode

import httpx
import jwt
from litestar import get
from litestar.params import FromQuery, QueryParameter
from litestar.response import Redirect
from sqlalchemy import delete
from sqlalchemy.ext.asyncio import AsyncSession

from engine.accounts import service
from engine.accounts.models import OIDCLoginState, utcnow
from engine.accounts.schemas import Provider, Providers
from engine.http.dependencies import Ctx, DbSession, token_issuer
from engine.http.errors import ApiError
from engine.settings import OIDCSettings

logger = logging.getLogger("engine.oidc")

PROVIDER_ID = "google"
STATE_LIFETIME = timedelta(minutes=10)
ASYMMETRIC_ALGORITHMS = ["RS256", "RS384", "RS512", "PS256", "PS384", "PS512", "ES256", "ES384"]


class SignInFailed(Exception):
    """Shown to the person on /signin?error=..."""


def redirect_uri(ctx: Ctx) -> str:
    return ctx.settings.server.public_url.rstrip("/") + "/api/auth/google/callback"


def pkce_challenge(verifier: str) -> str:
    digest = hashlib.sha256(verifier.encode("ascii")).digest()
    return base64.urlsafe_b64encode(digest).rstrip(b"=").decode("ascii")


async def discover(client: httpx.AsyncClient, oidc: OIDCSettings) -> dict[str, Any]:
    url = oidc.issuer.rstrip("/") + "/.well-known/openid-configuration"
    answer = await client.get(url)
    answer.raise_for_status()
    metadata: dict[str, Any] = answer.json()
    for key in ("issuer", "authorization_endpoint", "token_endpoint", "jwks_uri"):
        if not isinstance(metadata.get(key), str):
            raise SignInFailed(f"The identity provider's configuration lacks {key}")
    if metadata["issuer"].rstrip("/") != oidc.issuer.rstrip("/"):
        raise SignInFailed("The identity provider's configuration names another issuer")
    return metadata


@get("/api/auth/providers", tags=["accounts"])
async def providers(ctx: Ctx) -> Providers:
    """Third-party identity providers offered on the sign-in page."""
    oidc = ctx.settings.oidc
    listed = [Provider(id=PROVIDER_ID, name=oidc.name)] if oidc.configured else []
    return Providers(providers=listed)


@get("/api/auth/google", tags=["accounts"], status_code=302)
async def start_sign_in(
    ctx: Ctx,
    db_session: DbSession,
    frontend_state: Annotated[str | None, QueryParameter(name="state")] = None,
) -> Redirect:
    """Redirect the browser to the identity provider. ``state`` from the web app is ignored:
    the server makes its own single-use state."""
    oidc = ctx.settings.oidc
    if not oidc.configured:
        raise ApiError(503, "Third-party sign-in is not configured")
    try:
        async with httpx.AsyncClient(timeout=10) as client:
            metadata = await discover(client, oidc)
    except (httpx.HTTPError, ValueError, SignInFailed) as error:
        logger.warning("OIDC discovery failed: %s", error)
        raise ApiError(502, "The identity provider cannot be reached") from error
    login = OIDCLoginState(
        state=secrets.token_urlsafe(32),
        code_verifier=secrets.token_urlsafe(64),
        nonce=secrets.token_urlsafe(24),
    )
    await db_session.execute(
        delete(OIDCLoginState).where(OIDCLoginState.created_at < utcnow() - STATE_LIFETIME)
    )
    db_session.add(login)
    query = {
        "response_type": "code",
        "client_id": oidc.client_id,
        "redirect_uri": redirect_uri(ctx),
        "scope": "openid email profile",
        "state": login.state,
        "nonce": login.nonce,
        "code_challenge": pkce_challenge(login.code_verifier),
        "code_challenge_method": "S256",
    }
    return Redirect(metadata["authorization_endpoint"] + "?" + urlencode(query))


@get("/api/auth/google/callback", tags=["accounts"], status_code=302)
async def finish_sign_in(
    ctx: Ctx,
    db_session: DbSession,
    code: FromQuery[str | None] = None,
    returned_state: Annotated[str | None, QueryParameter(name="state")] = None,
    error: FromQuery[str | None] = None,
) -> Redirect:
    """The provider's return: sign the person in and hand the tokens to ``/signin``."""
    try:
        if error:
            raise SignInFailed("Sign-in was cancelled or refused by the identity provider")
        if not code or not returned_state:
            raise SignInFailed("The identity provider's answer is incomplete")
        login = await _take_login_state(db_session, returned_state)
        email = await _verified_email(ctx, code, login)
        user = await service.find_or_create_by_email(db_session, email)
        tokens = await service.start_session(db_session, token_issuer(ctx), user)
    except SignInFailed as failure:
        return Redirect("/signin?" + urlencode({"error": str(failure)}))
    query = {
        "email": user.email or "",
        "token": tokens.access_token,
        "refresh_token": tokens.refresh_token,
        "id": user.id,
    }
    return Redirect("/signin?" + urlencode(query))


async def _take_login_state(db: AsyncSession, state: str) -> OIDCLoginState:
    login = await db.get(OIDCLoginState, state)
    if login is None:
        raise SignInFailed("This sign-in link has expired or was already used. Please try again.")
    await db.delete(login)
    created = login.created_at
    if created.tzinfo is None:  # SQLite hands back naive UTC
        created = created.replace(tzinfo=utcnow().tzinfo)
    if utcnow() - created > STATE_LIFETIME:
        raise SignInFailed("This sign-in link has expired. Please try again.")
    return login


async def _verified_email(ctx: Ctx, code: str, login: OIDCLoginState) -> str:
    oidc = ctx.settings.oidc
    try:
        async with httpx.AsyncClient(timeout=10) as client:
            metadata = await discover(client, oidc)
            answer = await client.post(
                metadata["token_endpoint"],
                data={
                    "grant_type": "authorization_code",
                    "code": code,
                    "redirect_uri": redirect_uri(ctx),
                    "client_id": oidc.client_id,
                    "client_secret": oidc.client_secret,
                    "code_verifier": login.code_verifier,
                },
            )
            if answer.status_code != 200:
                logger.warning("OIDC token exchange failed: %s %s", answer.status_code, answer.text)
                raise SignInFailed("The identity provider refused the sign-in")
            id_token = answer.json().get("id_token")
            jwks = (await client.get(metadata["jwks_uri"])).json()
    except (httpx.HTTPError, ValueError) as failure:
        logger.warning("OIDC exchange failed: %s", failure)
        raise SignInFailed("The identity provider cannot be reached") from failure
    if not isinstance(id_token, str):
        raise SignInFailed("The identity provider sent no ID token")
    claims = _verify_id_token(id_token, jwks, metadata["issuer"], oidc.client_id)
    if claims.get("nonce") != login.nonce:
        raise SignInFailed("The identity provider's answer does not match this sign-in")
    email = claims.get("email")
    if not isinstance(email, str) or claims.get("email_verified") not in (True, "true"):
        raise SignInFailed("The identity provider did not confirm a verified e-mail address")
    return email


def _verify_id_token(token: str, jwks: Any, issuer: str, audience: str) -> dict[str, Any]:
    try:
        key_id = jwt.get_unverified_header(token).get("kid")
        keys = jwt.PyJWKSet.from_dict(jwks).keys
        key = next((k for k in keys if key_id is None or k.key_id == key_id), None)
        if key is None:
            raise SignInFailed("The ID token is signed with an unknown key")
        claims: dict[str, Any] = jwt.decode(
            token,
            key,
            algorithms=ASYMMETRIC_ALGORITHMS,
            audience=audience,
            issuer=issuer,
            options={"require": ["iss", "aud", "exp", "iat", "sub"]},
        )
    except jwt.PyJWTError as failure:
        logger.warning("OIDC ID token rejected: %s", failure)
        raise SignInFailed("The identity provider's ID token is not valid") from failure
    return claims


route_handlers = [providers, start_sign_in, finish_sign_in]
