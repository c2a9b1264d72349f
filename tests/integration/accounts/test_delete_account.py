"""deleteAccount removes the person and everything of theirs; pre-delete hooks run first."""

from __future__ import annotations

from sqlalchemy import func, select

from engine.accounts.models import RefreshToken, User
from engine.db.registry import metadata
from engine.demographics.models import Demographic
from engine.http.state import app_context
from tests.support import assert_error, bearer, register


async def count(sessionmaker, model, user_id):
    async with sessionmaker() as session:
        column = model.id if model is User else model.user_id
        return await session.scalar(select(func.count()).where(column == user_id))


def personal_columns():
    """Every column of every domain's tables that references a user."""
    return [
        (table, column)
        for table in metadata.sorted_tables
        for column in table.columns
        if any(fk.target_fullname == "users.id" for fk in column.foreign_keys)
    ]


async def test_every_personal_table_cascades_from_users():
    columns = personal_columns()
    assert {table.name for table, _ in columns} >= {"refresh_tokens", "demographics"}
    for table, column in columns:
        (fk,) = column.foreign_keys
        assert fk.ondelete == "CASCADE", f"{table.name}.{column.name}"


async def test_delete_account_removes_everything_of_that_person(client, sessionmaker):
    alice, bob = await register(client), await register(client)
    started = await client.post("/api/instruments/loneliness/responses", headers=bearer(alice))
    assert started.status_code == 201, started.text
    for who in (alice, bob):
        created = await client.post(
            "/api/demographic/createDemographic",
            headers=bearer(who),
            json={"user_id": who["id"], "gender": "Female", "dob": "1990-04-01"},
        )
        assert created.status_code == 201, created.text
    answer = await client.put(
        "/api/deleteAccount", headers=bearer(alice), json={"userId": alice["id"]}
    )
    assert answer.status_code == 200
    assert answer.json() == {"message": "Account deleted"}
    for model in (User, RefreshToken, Demographic):
        assert await count(sessionmaker, model, alice["id"]) == 0, model
        assert await count(sessionmaker, model, bob["id"]) >= 1, model
    for table, column in personal_columns():
        async with sessionmaker() as session:
            left = await session.scalar(
                select(func.count()).select_from(table).where(column == alice["id"])
            )
        assert left == 0, f"{table.name}.{column.name} still holds the deleted person's rows"
    # the deleted person's tokens are dead
    assert_error(await client.get("/api/me", headers=bearer(alice)), 401)
    assert_error(await client.post("/refresh", headers=bearer(alice, "refresh_token")), 401)


async def test_delete_hooks_run_in_the_same_transaction(app, client, sessionmaker):
    alice = await register(client)
    seen: list[tuple[str, int]] = []

    async def hook(session, user_id):
        still_there = await session.scalar(select(func.count()).where(User.id == user_id))
        seen.append((user_id, still_there))

    app_context(app).account_delete_hooks.append(hook)
    answer = await client.put("/api/deleteAccount", headers=bearer(alice), json={})
    assert answer.status_code == 200
    assert seen == [(alice["id"], 1)]


async def test_a_failing_hook_deletes_nothing(app, client, sessionmaker):
    alice = await register(client)

    async def broken(session, user_id):
        raise RuntimeError("population store unavailable")

    app_context(app).account_delete_hooks.append(broken)
    transport = client._transport
    transport.raise_app_exceptions = False
    answer = await client.put("/api/deleteAccount", headers=bearer(alice), json={})
    assert_error(answer, 500, "Internal server error")
    assert await count(sessionmaker, User, alice["id"]) == 1


async def test_someone_elses_user_id_is_404(client, sessionmaker):
    alice, bob = await register(client), await register(client)
    answer = await client.put(
        "/api/deleteAccount", headers=bearer(bob), json={"userId": alice["id"]}
    )
    assert_error(answer, 404, "Not found")
    assert await count(sessionmaker, User, alice["id"]) == 1
    assert await count(sessionmaker, User, bob["id"]) == 1


async def test_delete_needs_a_token(client):
    assert_error(await client.put("/api/deleteAccount", json={"userId": "x" * 32}), 401)


async def test_delete_without_a_body_deletes_the_caller(client, sessionmaker):
    alice = await register(client)
    answer = await client.put("/api/deleteAccount", headers=bearer(alice))
    assert answer.status_code == 200
    assert await count(sessionmaker, User, alice["id"]) == 0
