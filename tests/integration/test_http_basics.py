"""Cross-cutting HTTP behaviour: error shape, security headers, limits, OpenAPI, the web app."""

from __future__ import annotations

from tests.support import assert_error


async def test_unknown_api_path_is_json_404(client):
    answer = await client.get("/api/does-not-exist")
    assert_error(answer, 404, "Not found", None)
