"""Third-party sign-in end to end against a real OpenID Connect provider (oauth2-mock-server).

The provider runs as a Node subprocess on a free loopback port (tests/oidc/provider.mjs; its
npm dependency is installed by scripts/setup). The browser's part is played by a plain httpx
client: /api/auth/google -> provider /authorize -> our callback -> /signin?email&token&id.
"""

from __future__ import annotations

import subprocess
from collections.abc import Iterator
from datetime import timedelta
from pathlib import Path
from urllib.parse import parse_qs, urlencode, urlsplit

import httpx
import msgspec
import pytest
from sqlalchemy import update

from engine.accounts.models import OIDCLoginState, utcnow
from engine.settings import OIDCSettings
from tests.support import assert_error, bearer, register, unique_email

PROVIDER_DIR = Path(__file__).resolve().parents[2] / "oidc"
CLIENT_ID = "survey-engine-tests"


@pytest.fixture(scope="module")
def oidc_issuer() -> Iterator[str]:
    if not (PROVIDER_DIR / "node_modules" / "oauth2-mock-server").is_dir():
        pytest.fail("oauth2-mock-server is not installed: run scripts/setup (npm ci in tests/oidc)")
    process = subprocess.Popen(
        ["node", "provider.mjs"],
        cwd=PROVIDER_DIR,
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
    )
    try:
        assert process.stdout is not None
        line = process.stdout.readline().strip()
        if not line.startswith("ISSUER "):
            pytest.fail(f"the OIDC test provider did not start: {line}")
        yield line.removeprefix("ISSUER ")
    finally:
        process.terminate()
        process.wait(timeout=10)
        process.stdout.close()


@pytest.fixture
def settings(settings, oidc_issuer):
    oidc = OIDCSettings(issuer=oidc_issuer, client_id=CLIENT_ID, client_secret="test-secret")
    return msgspec.structs.replace(settings, oidc=oidc)


def query_of(url: str) -> dict[str, str]:
    return {key: values[0] for key, values in parse_qs(urlsplit(url).query).items()}


async def sign_in(client, login_hint: str) -> str:
    """Run the browser's side of the flow; returns where it finally lands (/signin?...)."""
    start = await client.get("/api/auth/google", params={"state": "frontend"})
    assert start.status_code == 302, start.text
    authorize = start.headers["location"] + "&" + urlencode({"login_hint": login_hint})
    async with httpx.AsyncClient() as browser:
        at_provider = await browser.get(authorize)
    assert at_provider.status_code == 302, at_provider.text
    callback = urlsplit(at_provider.headers["location"])
    assert callback.path == "/api/auth/google/callback"
    finish = await client.get(f"{callback.path}?{callback.query}")
    assert finish.status_code == 302, finish.text
    return finish.headers["location"]


async def test_providers_lists_the_configured_provider(client):
    answer = await client.get("/api/auth/providers")
    assert answer.json() == {"providers": [{"id": "google", "name": "Google"}]}


async def test_authorize_redirect_carries_pkce_state_and_nonce(client, oidc_issuer):
    answer = await client.get("/api/auth/google", params={"state": "frontend"})
    assert answer.status_code == 302
    location = answer.headers["location"]
    assert location.startswith(f"{oidc_issuer}/authorize?")
    query = query_of(location)
    assert query["response_type"] == "code"
    assert query["client_id"] == CLIENT_ID
    assert query["redirect_uri"] == "http://testserver.local/api/auth/google/callback"
    assert query["code_challenge_method"] == "S256"
    assert len(query["code_challenge"]) == 43
    assert query["state"] != "frontend" and len(query["state"]) >= 32
    assert query["nonce"]
    assert "openid" in query["scope"].split() and "email" in query["scope"].split()


async def test_sign_in_creates_the_account_then_finds_it_again(client):
    email = unique_email("oidc")
    landing = await sign_in(client, email)
    assert urlsplit(landing).path == "/signin"
    query = query_of(landing)
    assert query["email"] == email
    me = await client.get("/api/me", headers=bearer(query["token"]))
    assert me.json() == {"id": query["id"], "email": email, "role": "user", "kind": "registered"}
    refreshed = await client.post("/refresh", headers=bearer(query["refresh_token"]))
    assert refreshed.status_code == 200
    again = query_of(await sign_in(client, email.upper()))
    assert again["id"] == query["id"]


async def test_sign_in_reaches_an_existing_password_account(client):
    alice = await register(client)
    query = query_of(await sign_in(client, alice["email"]))
    assert query["id"] == alice["id"]


async def test_unverified_email_is_refused(client):
    landing = await sign_in(client, "unverified:" + unique_email())
    assert urlsplit(landing).path == "/signin"
    assert "verified" in query_of(landing)["error"]
    assert "token" not in query_of(landing)


async def test_a_callback_can_be_used_once(client):
    start = await client.get("/api/auth/google", params={"state": "frontend"})
    async with httpx.AsyncClient() as browser:
        at_provider = await browser.get(start.headers["location"] + "&login_hint=a@example.org")
    callback = urlsplit(at_provider.headers["location"])
    first = await client.get(f"{callback.path}?{callback.query}")
    assert "token" in query_of(first.headers["location"])
    replay = await client.get(f"{callback.path}?{callback.query}")
    assert replay.status_code == 302
    assert "error" in query_of(replay.headers["location"])


async def test_forged_state_or_provider_error_lands_on_signin_with_an_error(client):
    forged = await client.get("/api/auth/google/callback", params={"code": "x", "state": "forged"})
    assert forged.status_code == 302
    assert query_of(forged.headers["location"])["error"]
    refused = await client.get("/api/auth/google/callback", params={"error": "access_denied"})
    assert "error" in query_of(refused.headers["location"])
    incomplete = await client.get("/api/auth/google/callback")
    assert "error" in query_of(incomplete.headers["location"])


async def test_tampered_code_is_refused_by_the_provider(client):
    start = await client.get("/api/auth/google", params={"state": "frontend"})
    state = query_of(start.headers["location"])["state"]
    answer = await client.get(
        "/api/auth/google/callback", params={"code": "not-a-real-code", "state": state}
    )
    assert answer.status_code == 302
    assert "error" in query_of(answer.headers["location"])


class TestUnconfigured:
    @pytest.fixture
    def settings(self, settings):
        return msgspec.structs.replace(settings, oidc=OIDCSettings())

    async def test_no_providers_and_503(self, client):
        assert (await client.get("/api/auth/providers")).json() == {"providers": []}
        answer = await client.get("/api/auth/google", params={"state": "frontend"})
        assert_error(answer, 503, "Third-party sign-in is not configured")


class TestProviderDown:
    @pytest.fixture
    def settings(self, settings):
        oidc = OIDCSettings(issuer="http://127.0.0.1:9", client_id=CLIENT_ID, client_secret="x")
        return msgspec.structs.replace(settings, oidc=oidc)

    async def test_unreachable_provider_is_502(self, client):
        answer = await client.get("/api/auth/google", params={"state": "frontend"})
        assert_error(answer, 502, "The identity provider cannot be reached")


async def test_a_sign_in_older_than_ten_minutes_is_refused(client, sessionmaker):
    start = await client.get("/api/auth/google", params={"state": "frontend"})
    async with httpx.AsyncClient() as browser:
        at_provider = await browser.get(start.headers["location"] + "&login_hint=late@example.org")
    async with sessionmaker() as session, session.begin():
        await session.execute(
            update(OIDCLoginState).values(created_at=utcnow() - timedelta(minutes=11))
        )
    callback = urlsplit(at_provider.headers["location"])
    late = await client.get(f"{callback.path}?{callback.query}")
    assert "expired" in query_of(late.headers["location"])["error"]
