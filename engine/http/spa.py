"""Serves the built web app (``webapp/dist``) at ``/``, with the single-page-app fallback.

A GET for a file that exists under dist gets the file; any other GET outside ``/api`` and
``/schema`` gets ``index.html`` so the React router can draw the route. This handler only sees
paths no API route matched: the spec's API calls under ``/survey/...`` are routes of their own,
while ``/survey`` and ``/survey/{instrument}`` are web app pages. An unknown ``/api`` or
``/schema`` path, and any non-GET request, is a JSON 404.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from litestar import MediaType, Request, Response, route
from litestar.params import FromPath
from litestar.response import File

from engine.http.dependencies import Ctx
from engine.http.errors import not_found

API_PREFIXES = ("api", "schema")

NOT_BUILT_PAGE = """<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Web app not built</title></head>
<body><h1>The web app is not built</h1>
<p>The API is running (see <a href="/schema/openapi.json">/schema/openapi.json</a>), but
<code>webapp/dist</code> does not exist yet.</p>
<p>Build it with <code>cd webapp &amp;&amp; npm ci &amp;&amp; npm run build</code>, or start
everything with <code>bash scripts/serve</code>.</p></body></html>
"""


def resolve_static(dist: Path, request_path: str) -> Path | None:
    """The file under ``dist`` that ``request_path`` names, or None (never outside ``dist``)."""
    relative = request_path.lstrip("/")
    if not relative:
        return None
    root = dist.resolve()
    candidate = (root / relative).resolve()
    if not candidate.is_relative_to(root) or not candidate.is_file():
        return None
    return candidate


@route(
    ["/", "/{file_path:path}"],
    http_method=["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE"],
    include_in_schema=False,
    status_code=200,
    sync_to_thread=False,
)
def serve_webapp(
    request: Request[Any, Any, Any], ctx: Ctx, file_path: FromPath[str] = "/"
) -> Response[bytes]:
    method = request.method
    first_segment = file_path.lstrip("/").split("/", 1)[0]
    # "/survey" itself is a web app page; only "/survey/..." (attachment calls) is API.
    is_api = first_segment in API_PREFIXES and file_path.strip("/") != "survey"
    if method not in ("GET", "HEAD") or is_api:
        raise not_found()
    dist = ctx.settings.server.webapp_dist
    index = dist / "index.html"
    if not index.is_file():
        return Response(NOT_BUILT_PAGE.encode(), media_type=MediaType.HTML, status_code=200)
    found = resolve_static(dist, file_path)
    if found is not None:
        immutable = found.parent.name == "assets"
        cache = "public, max-age=31536000, immutable" if immutable else "no-cache"
        # filename= lets Litestar derive the Content-Type (else application/octet-stream,
        # which browsers refuse for scripts under nosniff).
        return File(
            found,
            filename=found.name,
            headers={"Cache-Control": cache},
            content_disposition_type="inline",
        )
    return File(
        index,
        filename="index.html",
        headers={"Cache-Control": "no-cache"},
        content_disposition_type="inline",
    )
