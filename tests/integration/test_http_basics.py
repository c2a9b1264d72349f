"""Cross-cutting HTTP behaviour: error shape, security headers, limits, OpenAPI, the web app."""

from __future__ import annotations

import asyncio
import logging
import os
import socket
import sys
from pathlib import Path

import httpx
import msgspec
import pytest
from litestar import get, post
from litestar.params import JSONBody

from engine.accounts.models import User, new_id
from engine.app import create_app
from engine.http.dependencies import DbSession
from engine.settings import ServerSettings
from tests.conftest import running
from tests.support import assert_error, bearer, register

SECURITY_HEADERS = {
    "content-security-policy",
    "x-content-type-options",
    "x-frame-options",
    "referrer-policy",
    "permissions-policy",
}


async def test_unknown_api_path_is_json_404(client):
    assert_error(await client.get("/api/does-not-exist"), 404, "Not found", None)
    assert_error(await client.post("/api/does-not-exist"), 404, "Not found", None)
    assert_error(await client.get("/schema/nothing/here"), 404)


async def test_wrong_method_is_405_in_the_error_shape(client):
    assert_error(await client.delete("/api/me"), 405)


@pytest.mark.parametrize("path", ["/api/me", "/api/auth/providers", "/api/nowhere", "/"])
async def test_security_headers_on_every_response(client, path):
    answer = await client.get(path)
    assert set(answer.headers) >= SECURITY_HEADERS, answer.headers
    csp = answer.headers["content-security-policy"]
    assert "default-src 'self'" in csp and "frame-ancestors 'none'" in csp
    assert "'unsafe-inline'" not in csp.split("script-src")[1].split(";")[0]
    assert answer.headers["x-content-type-options"] == "nosniff"
    assert answer.headers["x-frame-options"] == "DENY"


async def test_body_over_the_limit_is_413(client):
    answer = await client.post(
        "/api/login", content=b'{"email": "' + b"a" * 70_000 + b'"}', headers=JSON
    )
    assert_error(answer, 413)


JSON = {"content-type": "application/json"}


@pytest.mark.parametrize("body", [b"{not json", b'{"email": "a@b.org", "password": ', b"\xff"])
async def test_malformed_json_is_400_without_field(client, body):
    answer = await client.post("/api/login", content=body, headers=JSON)
    assert_error(answer, 400, field=None)


async def test_wrong_types_and_unknown_fields_name_the_field(client):
    wrong = await client.post("/api/login", json={"email": 5, "password": "x"})
    assert_error(wrong, 400, field="email")
    unknown = await client.post("/api/login", json={"email": "a@b.org", "password": "x", "x": 1})
    assert_error(unknown, 400, field="x")
    not_an_object = await client.post("/api/login", json=["a"])
    assert_error(not_an_object, 400, field=None)


async def test_unexpected_errors_are_a_generic_500(settings, caplog):
    @get("/api/test-explodes")
    async def explodes() -> None:
        raise RuntimeError("secret internals")

    app = create_app(settings)
    app.register(explodes)
    logger = logging.getLogger("engine.http")
    logger.addHandler(caplog.handler)  # create_app reconfigured logging
    async with running(app):
        transport = httpx.ASGITransport(app=app, raise_app_exceptions=False)
        async with httpx.AsyncClient(transport=transport, base_url="http://t") as client:
            answer = await client.get("/api/test-explodes")
    assert_error(answer, 500, "Internal server error", None)
    assert "secret internals" not in answer.text
    assert "secret internals" in caplog.text
    logger.removeHandler(caplog.handler)


async def test_openapi_describes_every_call(client):
    answer = await client.get("/schema/openapi.json")
    assert answer.status_code == 200
    schema = answer.json()
    paths = schema["paths"]
    for path, method in [
        ("/api/anonymousUser", "post"),
        ("/api/createUser", "post"),
        ("/api/login", "post"),
        ("/refresh", "post"),
        ("/api/logout", "post"),
        ("/api/me", "get"),
        ("/api/updateAccount", "put"),
        ("/api/deleteAccount", "put"),
        ("/api/auth/providers", "get"),
        ("/api/auth/google", "get"),
        ("/api/demographic/getDemographicById", "get"),
        ("/api/demographic/createDemographic", "post"),
        ("/api/demographic/updateDemographic", "patch"),
    ]:
        assert method in paths[path], path
    create = paths["/api/createUser"]["post"]
    assert "requestBody" in create and "201" in create["responses"]
    assert "UserCreate" in str(schema["components"]["schemas"])
    assert not any(path.startswith("/{") for path in paths)  # the web app catch-all is hidden


async def test_no_docs_page_loads_scripts_from_a_cdn(client):
    answer = await client.get("/schema")
    assert "<script" not in answer.text


class TestWebApp:
    @pytest.fixture
    def dist(self, tmp_path):
        dist = tmp_path / "dist"
        (dist / "assets").mkdir(parents=True)
        (dist / "index.html").write_text("<!doctype html><title>Survey</title><div id=root>")
        (dist / "assets" / "app-1234.js").write_text("console.log('app')")
        (tmp_path / "secret.txt").write_text("outside dist")
        return dist

    @pytest.fixture
    def settings(self, settings, dist):
        server = ServerSettings(public_url="http://testserver.local", webapp_dist=dist)
        return msgspec.structs.replace(settings, server=server)

    async def test_files_and_spa_fallback(self, client):
        index = await client.get("/")
        assert index.status_code == 200 and "<title>Survey</title>" in index.text
        asset = await client.get("/assets/app-1234.js")
        assert asset.status_code == 200 and "console.log" in asset.text
        assert "immutable" in asset.headers["cache-control"]
        for page in ("/report/abc123", "/survey", "/survey/loneliness", "/dashboard/reports"):
            route = await client.get(page)
            assert route.status_code == 200 and "<title>Survey</title>" in route.text, page
            assert route.headers["content-type"].startswith("text/html")

    async def test_no_fallback_for_api_paths_or_other_methods(self, client):
        assert_error(await client.get("/api/unknown"), 404)
        # Litestar's schema router answers unknown /schema/x itself (a 404 page)
        assert (await client.get("/schema/unknown")).status_code == 404
        assert_error(await client.post("/dashboard"), 404)

    async def test_no_escape_from_dist(self, client):
        answer = await client.get("/../secret.txt")
        assert "outside dist" not in answer.text
        answer = await client.get("/%2e%2e/secret.txt")
        assert "outside dist" not in answer.text


async def test_without_a_built_web_app_the_root_says_how_to_build_it(client):
    answer = await client.get("/")
    assert answer.status_code == 200
    assert "not built" in answer.text and "npm run build" in answer.text


async def test_the_signing_key_survives_a_restart(settings, app, client):
    alice = await register(client)
    again = create_app(settings)  # no SECRET_KEY: the key generated at first start is reused
    async with running(again):
        transport = httpx.ASGITransport(app=again)
        async with httpx.AsyncClient(transport=transport, base_url="http://t") as other:
            me = await other.get(
                "/api/me", headers={"Authorization": f"Bearer {alice['access_token']}"}
            )
    assert me.status_code == 200


class TestHttpsDeployment:
    @pytest.fixture
    def settings(self, settings):
        server = msgspec.structs.replace(settings.server, public_url="https://survey.example.org")
        return msgspec.structs.replace(settings, server=server)

    async def test_hsts_when_served_over_https(self, client):
        answer = await client.get("/api/auth/providers")
        assert answer.headers["strict-transport-security"].startswith("max-age=")


async def test_no_hsts_over_plain_http(client):
    answer = await client.get("/api/auth/providers")
    assert "strict-transport-security" not in answer.headers


async def test_missing_body_is_400_saying_so(client):
    answer = await client.post("/api/login")
    assert_error(answer, 400, "Request body is missing: a JSON object is expected", None)


async def test_nul_characters_are_bad_input_not_a_crash(client):
    email = "a\u0000b@example.org"
    body = {"role": "user", "email": email, "password": "Correct-Horse1!"}
    assert_error(await client.post("/api/createUser", json=body), 400, field="email")
    login = await client.post("/api/login", json={"email": email, "password": "x"})
    assert_error(login, 401, "Invalid e-mail or password")


class TestUnstorableText:
    @pytest.fixture
    def app(self, settings):
        @post("/api/test-store-text")
        async def store(db_session: DbSession, data: JSONBody[dict[str, str]]) -> dict[str, str]:
            db_session.add(User(id=new_id(), email=data["email"], role="user", kind="registered"))
            await db_session.flush()
            return {"stored": "yes"}

        app = create_app(settings)
        app.register(store)
        return app

    async def test_text_postgresql_cannot_store_is_a_400(self, client, database_url):
        answer = await client.post("/api/test-store-text", json={"email": "x\u0000y"})
        if database_url.startswith("postgresql"):
            assert_error(answer, 400, "Text must not contain NUL (\\u0000) characters")
        else:
            assert answer.status_code == 201  # SQLite stores it


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


async def test_survey_serve_runs_the_app_over_real_http(tmp_path):
    port = free_port()
    env = {
        **os.environ,
        "DATABASE_URL": f"sqlite:///{tmp_path / 'data' / 'survey.db'}",
        "SECRET_KEY": "",
    }
    server = await asyncio.create_subprocess_exec(
        str(Path(sys.executable).parent / "survey"),
        "serve",
        "--port",
        str(port),
        env=env,
        stdout=asyncio.subprocess.DEVNULL,
        stderr=asyncio.subprocess.DEVNULL,
    )
    try:
        async with httpx.AsyncClient(base_url=f"http://127.0.0.1:{port}") as http:
            for _ in range(150):
                try:
                    answer = await http.post("/api/anonymousUser")
                    break
                except httpx.TransportError:
                    await asyncio.sleep(0.2)
            else:
                pytest.fail("survey serve did not answer within 30 s")
            assert answer.status_code == 201
            assert "content-security-policy" in answer.headers
            me = await http.get("/api/me", headers=bearer(answer.json()))
            assert me.json()["kind"] == "anonymous"
    finally:
        server.terminate()
        await asyncio.wait_for(server.wait(), timeout=20)
    assert (tmp_path / "data" / "survey.db").is_file()  # created on first start
