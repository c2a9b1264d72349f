"""Security headers on every response, error pages and static files included.

Added by a ``before_send`` hook, which sees every message the app sends (route-level middleware
would miss the 404s of unknown paths).
"""

from __future__ import annotations

from litestar.datastructures import MutableScopeHeaders
from litestar.types import Message, Scope

from engine.http.state import AppContext

CONTENT_SECURITY_POLICY = "; ".join(
    [
        "default-src 'self'",
        "script-src 'self'",
        "img-src 'self' data:",
        # recharts and React set style attributes; no inline scripts are allowed.
        "style-src 'self' 'unsafe-inline'",
        "connect-src 'self'",
        "font-src 'self' data:",
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'self'",
        "frame-ancestors 'none'",
    ]
)

SECURITY_HEADERS = {
    "Content-Security-Policy": CONTENT_SECURITY_POLICY,
    "X-Content-Type-Options": "nosniff",
    "X-Frame-Options": "DENY",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=()",
    "Cross-Origin-Opener-Policy": "same-origin",
}


HSTS = "max-age=31536000; includeSubDomains"
"""Sent only when the public URL is https: over plain HTTP the header would be meaningless."""


async def add_security_headers(message: Message, scope: Scope) -> None:
    if message["type"] != "http.response.start":
        return
    headers = MutableScopeHeaders.from_message(message)
    for name, value in SECURITY_HEADERS.items():
        if name not in headers:
            headers[name] = value
    ctx = scope["app"].state.get("ctx")
    if isinstance(ctx, AppContext) and ctx.settings.server.public_url.startswith("https://"):
        headers["Strict-Transport-Security"] = HSTS
