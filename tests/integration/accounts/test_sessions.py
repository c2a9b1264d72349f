"""Refresh rotation, reuse detection, logout and password-change revocation."""

from __future__ import annotations

import asyncio
import time

import jwt
from sqlalchemy import select

from engine.accounts.models import RefreshToken
from engine.http.state import app_context
from tests.support import PASSWORD, assert_error, bearer, register


async def refresh(client, token):
    return await client.post("/refresh", headers=bearer(token))


async def test_refresh_rotates_the_pair(client):
    alice = await register(client)
    answer = await refresh(client, alice["refresh_token"])
    assert answer.status_code == 200
    pair = answer.json()["data"]
    assert set(pair) == {"access_token", "refresh_token"}
    assert pair["refresh_token"] != alice["refresh_token"]
    me = await client.get("/api/me", headers=bearer(pair["access_token"]))
    assert me.json()["id"] == alice["id"]
    # the new refresh token works once more
    assert (await refresh(client, pair["refresh_token"])).status_code == 200


async def test_reused_refresh_token_revokes_the_whole_family(client, sessionmaker):
    alice = await register(client)
    first = alice["refresh_token"]
    second = (await refresh(client, first)).json()["data"]["refresh_token"]
    assert_error(await refresh(client, first), 401)  # replay of a spent token
    # the thief's replay also kills the legitimate holder's newer token
    assert_error(await refresh(client, second), 401)
    async with sessionmaker() as session:
        rows = (await session.scalars(select(RefreshToken))).all()
    assert rows and all(row.revoked_at is not None for row in rows)


async def test_reuse_in_one_family_leaves_other_sign_ins_alone(client):
    alice = await register(client)
    login = await client.post("/api/login", json={"email": alice["email"], "password": PASSWORD})
    other = login.json()["refresh_token"]
    await refresh(client, alice["refresh_token"])
    await refresh(client, alice["refresh_token"])  # reuse: revokes the sign-up family only
    assert (await refresh(client, other)).status_code == 200


async def test_refresh_refuses_access_tokens_and_garbage(client):
    alice = await register(client)
    assert_error(await refresh(client, alice["access_token"]), 401)
    assert_error(await refresh(client, "garbage"), 401)
    assert_error(await client.post("/refresh"), 401)


async def test_logout_revokes_the_family(client):
    alice = await register(client)
    rotated = (await refresh(client, alice["refresh_token"])).json()["data"]["refresh_token"]
    answer = await client.post("/api/logout", headers=bearer(rotated))
    assert answer.status_code == 200
    assert isinstance(answer.json()["message"], str)
    assert_error(await refresh(client, rotated), 401)


async def test_logout_needs_a_refresh_token(client):
    alice = await register(client)
    assert_error(await client.post("/api/logout"), 401)
    assert_error(await client.post("/api/logout", headers=bearer(alice)), 401)


async def test_password_change_revokes_every_other_session(client):
    alice = await register(client)
    other_device = (
        await client.post("/api/login", json={"email": alice["email"], "password": PASSWORD})
    ).json()
    answer = await client.put(
        "/api/updateAccount",
        headers=bearer(alice),
        json={
            "userId": alice["id"],
            "email": alice["email"],
            "currentPassword": PASSWORD,
            "newPassword": "Another-Secret9?",
        },
    )
    assert answer.status_code == 200, answer.text
    fresh = answer.json()
    assert_error(await refresh(client, other_device["refresh_token"]), 401)
    assert_error(await refresh(client, alice["refresh_token"]), 401)
    # the answer's new tokens carry on
    assert (await client.get("/api/me", headers=bearer(fresh))).status_code == 200
    assert (await refresh(client, fresh["refresh_token"])).status_code == 200
    # the old password no longer signs in, the new one does
    old = await client.post("/api/login", json={"email": alice["email"], "password": PASSWORD})
    assert_error(old, 401, "Invalid e-mail or password")
    new = await client.post(
        "/api/login", json={"email": alice["email"], "password": "Another-Secret9?"}
    )
    assert new.status_code == 200


async def test_access_tokens_issued_before_a_password_change_are_refused(app, client):
    alice = await register(client)
    secret = app_context(app).secret_key
    now = int(time.time())

    def access(iat, exp):
        claims = {"sub": alice["id"], "role": "user", "kind": "registered", "type": "access"}
        return jwt.encode({**claims, "iat": iat, "exp": exp}, secret, algorithm="HS256")

    earlier = access(now - 120, now + 600)
    assert (await client.get("/api/me", headers=bearer(earlier))).status_code == 200
    assert_error(await client.get("/api/me", headers=bearer(access(now - 1000, now - 1))), 401)
    changed = await client.put(
        "/api/updateAccount",
        headers=bearer(alice),
        json={"currentPassword": PASSWORD, "newPassword": "Another-Secret9?"},
    )
    assert changed.status_code == 200
    assert_error(await client.get("/api/me", headers=bearer(earlier)), 401)
    assert (await client.get("/api/me", headers=bearer(changed.json()))).status_code == 200


async def test_concurrent_refreshes_with_one_token_let_one_through(client):
    alice = await register(client)
    first, second = await asyncio.gather(
        refresh(client, alice["refresh_token"]), refresh(client, alice["refresh_token"])
    )
    assert sorted([first.status_code, second.status_code]) == [200, 401]
    winner = first if first.status_code == 200 else second
    # the second use counted as reuse: the family, including the winner's new token, is revoked
    assert_error(await refresh(client, winner.json()["data"]["refresh_token"]), 401)
