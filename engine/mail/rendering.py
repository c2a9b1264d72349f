"""Render e-mails from the Jinja2 templates in ``templates/``.

A mail named ``NAME`` is three templates: ``NAME.subject.txt``, ``NAME.txt`` (the plain-text part)
and ``NAME.html`` (the HTML part, autoescaped). Instrument texts reach them through the
``markdown`` (HTML) and ``markdown_text`` (plain) filters, never as raw HTML.
"""

from __future__ import annotations

from collections.abc import Mapping
from functools import lru_cache
from pathlib import Path
from typing import Any

import msgspec
from jinja2 import Environment, FileSystemLoader, StrictUndefined, select_autoescape

from engine.mail.markdown import markdown_html, markdown_inline, markdown_text
from engine.settings import PROJECT_ROOT

TEMPLATES_DIR = PROJECT_ROOT / "templates"


class RenderedMail(msgspec.Struct, frozen=True, kw_only=True):
    subject: str
    text: str
    html: str


def _number(value: float | None, decimals: int = 2) -> str:
    if value is None:
        return ""
    return f"{value:.{decimals}f}"


@lru_cache(maxsize=4)
def template_environment(templates_dir: Path = TEMPLATES_DIR) -> Environment:
    environment = Environment(
        loader=FileSystemLoader(templates_dir),
        autoescape=select_autoescape(enabled_extensions=("html",), default=False),
        undefined=StrictUndefined,
        trim_blocks=True,
        lstrip_blocks=True,
        keep_trailing_newline=True,
    )
    environment.filters["markdown"] = markdown_html
    environment.filters["markdown_inline"] = markdown_inline
    environment.filters["markdown_text"] = markdown_text
    environment.filters["number"] = _number
    return environment


def render_mail(
    name: str, context: Mapping[str, Any], *, templates_dir: Path = TEMPLATES_DIR
) -> RenderedMail:
    environment = template_environment(templates_dir)
    subject = environment.get_template(f"{name}.subject.txt").render(context)
    return RenderedMail(
        # A subject is one header line: collapse whatever whitespace the template left.
        subject=" ".join(subject.split()),
        text=environment.get_template(f"{name}.txt").render(context),
        html=environment.get_template(f"{name}.html").render(context),
    )
