"""anonymousUser, createUser, login and me: success and error paths with the contract's texts."""

from __future__ import annotations

import jwt
import pytest
from sqlalchemy import select

from engine.accounts.models import User
from tests.support import PASSWORD, anonymous, assert_error, bearer, register, unique_email


async def test_anonymous_user_is_a_real_account(client):
    answer = await client.post("/api/anonymousUser")
    assert answer.status_code == 201
    body = answer.json()
    assert len(body["user"]["id"]) == 32
    me = await client.get("/api/me", headers=bearer(body))
    assert me.json() == {
        "id": body["user"]["id"],
        "email": None,
        "role": "user",
        "kind": "anonymous",
    }


async def test_create_user_answers_as_the_contract_says(client, sessionmaker):
    email = unique_email()
    answer = await client.post(
        "/api/createUser", json={"role": "user", "email": email.upper(), "password": PASSWORD}
    )
    assert answer.status_code == 201
    body = answer.json()
    assert body["status"] == 201
    assert body["response"] == "User created successfully"
    assert body["user"] == {"id": body["user"]["id"], "email": email, "role": "user"}
    assert body["access_token"] and body["refresh_token"]
    async with sessionmaker() as session:
        user = await session.get(User, body["user"]["id"])
    assert user is not None and user.email == email  # stored lowercased
    assert user.kind == "registered" and user.role == "user"
    assert user.password_hash is not None and user.password_hash.startswith("$argon2id$")


async def test_access_token_claims(client):
    alice = await register(client)
    claims = jwt.decode(alice["access_token"], options={"verify_signature": False})
    assert claims["sub"] == alice["id"]
    assert (claims["role"], claims["kind"], claims["type"]) == ("user", "registered", "access")
    assert claims["exp"] - claims["iat"] == 15 * 60
    refresh = jwt.decode(alice["refresh_token"], options={"verify_signature": False})
    assert refresh["type"] == "refresh" and refresh["jti"] and refresh["fam"]


async def test_duplicate_email_is_409_whatever_the_case(client):
    alice = await register(client)
    answer = await client.post(
        "/api/createUser",
        json={"role": "user", "email": alice["email"].upper(), "password": PASSWORD},
    )
    assert_error(answer, 409, "An account with this e-mail already exists", "email")


@pytest.mark.parametrize(
    "password",
    ["Short1!", "alllowercase1!", "ALLUPPERCASE1!", "NoSpecials123", "", "Aa!" + "a" * 300],
)
async def test_password_rules_are_enforced(client, sessionmaker, password):
    answer = await client.post(
        "/api/createUser", json={"role": "user", "email": unique_email(), "password": password}
    )
    assert_error(answer, 400, "Password must meet all requirements", "password")
    async with sessionmaker() as session:
        assert (await session.scalars(select(User))).all() == []


@pytest.mark.parametrize("email", ["", "no-at-sign", "a@b", "two@@example.org", "sp ace@x.org"])
async def test_email_syntax_is_checked(client, email):
    answer = await client.post(
        "/api/createUser", json={"role": "user", "email": email, "password": PASSWORD}
    )
    assert_error(answer, 400, "Please enter a valid email address", "email")


async def test_operator_role_cannot_be_self_assigned(client, sessionmaker):
    answer = await client.post(
        "/api/createUser", json={"role": "operator", "email": unique_email(), "password": PASSWORD}
    )
    assert_error(answer, 400, field="role")
    async with sessionmaker() as session:
        assert (await session.scalars(select(User))).all() == []


async def test_create_user_missing_field_names_it(client):
    answer = await client.post("/api/createUser", json={"role": "user", "email": unique_email()})
    assert_error(answer, 400, field="password")


async def test_login(client):
    alice = await register(client)
    answer = await client.post(
        "/api/login", json={"email": alice["email"].upper(), "password": PASSWORD}
    )
    assert answer.status_code == 200
    body = answer.json()
    assert (body["id"], body["email"], body["role"]) == (alice["id"], alice["email"], "user")
    me = await client.get("/api/me", headers=bearer(body))
    assert me.json()["kind"] == "registered"


@pytest.mark.parametrize("which", ["wrong password", "unknown e-mail", "anonymous-like"])
async def test_login_failure_is_401_with_one_text(client, which):
    alice = await register(client)
    email = alice["email"] if which == "wrong password" else unique_email()
    password = "Wrong-Password1!" if which == "wrong password" else PASSWORD
    answer = await client.post("/api/login", json={"email": email, "password": password})
    assert_error(answer, 401, "Invalid e-mail or password", None)


async def test_me_needs_a_valid_access_token(client):
    assert_error(await client.get("/api/me"), 401)
    assert_error(await client.get("/api/me", headers=bearer("not-a-jwt")), 401)
    alice = await register(client)
    # a refresh token is not an access token
    assert_error(await client.get("/api/me", headers=bearer(alice, "refresh_token")), 401)
    forged = jwt.encode(
        {"sub": alice["id"], "type": "access", "role": "operator", "iat": 1, "exp": 4102444800},
        "some-other-key-of-a-proper-length-0123456789",
        algorithm="HS256",
    )
    assert_error(await client.get("/api/me", headers=bearer(forged)), 401)


async def test_anonymous_accounts_are_distinct(client):
    first, second = await anonymous(client), await anonymous(client)
    assert first["id"] != second["id"]
