"""survey create-operator and db upgrade; the operator guard."""

from __future__ import annotations

import asyncio

import pytest
from click.testing import CliRunner
from litestar import get

from engine.accounts.models import User
from engine.app import create_app
from engine.cli import main
from engine.db.base import create_engine
from engine.db.migrate import current_revisions, head_revisions
from engine.http.dependencies import CurrentOperator
from tests.support import PASSWORD, assert_error, bearer, register, unique_email


async def invoke(settings, *args, input=None):
    runner = CliRunner()
    return await asyncio.to_thread(runner.invoke, main, list(args), input=input, obj=settings)


async def test_db_upgrade_applies_every_head(settings):
    result = await invoke(settings, "db", "upgrade")
    assert result.exit_code == 0, result.output
    engine = create_engine(settings.database.url)
    try:
        applied = await current_revisions(engine)
    finally:
        await engine.dispose()
    assert "accounts_0001" in head_revisions() and "demographics_0001" in head_revisions()
    assert applied  # at the heads (revisions others depend on are not listed separately)
    again = await invoke(settings, "db", "upgrade")
    assert again.exit_code == 0


async def test_create_operator_creates_an_account(settings, app, client):
    email = unique_email("operator")
    result = await invoke(settings, "create-operator", email, "--password-stdin", input=PASSWORD)
    assert result.exit_code == 0, result.output
    assert f"Created operator account {email}" in result.output
    login = await client.post("/api/login", json={"email": email, "password": PASSWORD})
    assert login.status_code == 200 and login.json()["role"] == "operator"


async def test_create_operator_promotes_an_existing_account(settings, client):
    alice = await register(client)
    result = await invoke(settings, "create-operator", alice["email"].upper())
    assert result.exit_code == 0, result.output
    assert "is now an operator" in result.output
    me = await client.get("/api/me", headers=bearer(alice))
    assert me.json()["role"] == "operator"
    again = await invoke(settings, "create-operator", alice["email"])
    assert "already an operator" in again.output


async def test_create_operator_refuses_a_weak_password_and_a_bad_email(settings, sessionmaker):
    weak = await invoke(settings, "create-operator", unique_email(), "--password-stdin", input="x")
    assert weak.exit_code != 0 and "Password must meet all requirements" in weak.output
    bad = await invoke(settings, "create-operator", "not-an-email")
    assert bad.exit_code != 0 and "not a valid e-mail" in bad.output
    async with sessionmaker() as session:
        assert await session.get(User, "x") is None


class TestOperatorGuard:
    @pytest.fixture
    def app(self, settings):
        @get("/api/test-operators-only")
        async def operators_only(current_operator: CurrentOperator) -> dict[str, str]:
            return {"id": current_operator.id}

        app = create_app(settings)
        app.register(operators_only)
        return app

    async def test_only_operators_pass(self, settings, client):
        alice = await register(client)
        assert_error(await client.get("/api/test-operators-only"), 401)
        answer = await client.get("/api/test-operators-only", headers=bearer(alice))
        assert_error(answer, 403, "Operators only")
        await invoke(settings, "create-operator", alice["email"])
        answer = await client.get("/api/test-operators-only", headers=bearer(alice))
        assert answer.json() == {"id": alice["id"]}
