"""Helpers for API tests: make accounts and get their tokens through the real HTTP calls.

from tests.support import register, anonymous, bearer

async def test_x(client):
    alice = await register(client)
    answer = await client.get("/api/me", headers=bearer(alice))
"""

from __future__ import annotations

import uuid
from typing import Any

from httpx import AsyncClient

PASSWORD = "Correct-Horse1!"
"""Meets the sign-up rules: 8+ characters, upper, lower, special."""


def bearer(who: dict[str, Any] | str, kind: str = "access_token") -> dict[str, str]:
    """``Authorization`` header for an account dict from ``register``/``anonymous`` or a token."""
    token = who if isinstance(who, str) else who[kind]
    return {"Authorization": f"Bearer {token}"}


def unique_email(prefix: str = "person") -> str:
    return f"{prefix}-{uuid.uuid4().hex[:10]}@example.org"


async def register(
    client: AsyncClient, email: str | None = None, password: str = PASSWORD
) -> dict[str, Any]:
    """Create a registered account. Returns ``{id, email, password, access_token,
    refresh_token}``."""
    email = email or unique_email()
    answer = await client.post(
        "/api/createUser", json={"role": "user", "email": email, "password": password}
    )
    assert answer.status_code == 201, answer.text
    body = answer.json()
    return {
        "id": body["user"]["id"],
        "email": body["user"]["email"],
        "password": password,
        "access_token": body["access_token"],
        "refresh_token": body["refresh_token"],
    }


async def anonymous(client: AsyncClient) -> dict[str, Any]:
    """Create an anonymous account. Returns ``{id, access_token, refresh_token}``."""
    answer = await client.post("/api/anonymousUser")
    assert answer.status_code == 201, answer.text
    body = answer.json()
    return {
        "id": body["user"]["id"],
        "access_token": body["access_token"],
        "refresh_token": body["refresh_token"],
    }


def assert_error(answer: Any, status: int, error: str | None = None, field: Any = ...) -> None:
    """The contract's error shape ``{error, field, status_code}`` with these values."""
    assert answer.status_code == status, answer.text
    body = answer.json()
    assert set(body) >= {"error", "field", "status_code"}, body
    assert body["status_code"] == status
    assert isinstance(body["error"], str) and body["error"]
    if error is not None:
        assert body["error"] == error, body
    if field is not ...:
        assert body["field"] == field, body
