"""The safe Markdown subset of instrument texts, for e-mail bodies.

Instrument texts may use paragraphs, ``- `` lists, ``**strong**``, ``*emphasis*`` and
``[links](https://...)``. Everything else is text: the input is HTML-escaped before any markup is
added, so an instrument file can never put raw HTML into a message.
"""

from __future__ import annotations

import re

from markupsafe import Markup, escape

_LINK = re.compile(r"\[([^\]\n]+)\]\(((?:https://|mailto:)[^)\s]+)\)")
_STRONG = re.compile(r"\*\*(?=\S)(.+?)(?<=\S)\*\*")
_EMPHASIS = re.compile(r"(?<![*\w])\*(?=\S)(.+?)(?<=\S)\*(?![*\w])")
_LIST_ITEM = re.compile(r"^\s*[-*]\s+(.*)$")

LINK_STYLE = "color:#2563eb;text-decoration:underline;"
PARAGRAPH_STYLE = "margin:0 0 12px 0;"
LIST_STYLE = "margin:0 0 12px 0;padding-left:20px;"


def _blocks(text: str) -> list[list[str]]:
    blocks: list[list[str]] = []
    for chunk in re.split(r"\n\s*\n", text.strip()):
        lines = [line for line in chunk.splitlines() if line.strip()]
        if lines:
            blocks.append(lines)
    return blocks


def _inline_html(text: str) -> str:
    html = str(escape(text))
    # Escaping leaves [, ], (, ), * and _ alone, so the patterns still match; the URL was escaped
    # too, so a quote cannot leave the attribute.
    html = _LINK.sub(rf'<a href="\2" style="{LINK_STYLE}">\1</a>', html)
    html = _STRONG.sub(r"<strong>\1</strong>", html)
    return _EMPHASIS.sub(r"<em>\1</em>", html)


def markdown_html(text: str | None) -> Markup:
    """Paragraphs and lists as HTML with inline styles (mail clients drop style sheets)."""
    if not text:
        return Markup("")
    parts: list[str] = []
    for lines in _blocks(text):
        items = [_LIST_ITEM.match(line) for line in lines]
        if all(items):
            lis = "".join(f"<li>{_inline_html(m.group(1))}</li>" for m in items if m)
            parts.append(f'<ul style="{LIST_STYLE}">{lis}</ul>')
        else:
            body = "<br>".join(_inline_html(line.strip()) for line in lines)
            parts.append(f'<p style="{PARAGRAPH_STYLE}">{body}</p>')
    return Markup("\n".join(parts))  # noqa: S704 - built from escaped text only


def markdown_inline(text: str | None) -> Markup:
    """One line of text (a list item the template wraps itself): inline markup only."""
    return Markup(_inline_html(" ".join((text or "").split())))  # noqa: S704 - escaped text


def _inline_text(text: str) -> str:
    text = _LINK.sub(r"\1 (\2)", text)
    text = _STRONG.sub(r"\1", text)
    return _EMPHASIS.sub(r"\1", text)


def markdown_text(text: str | None) -> str:
    """The same text for the plain-text part: markers removed, links as ``label (url)``."""
    if not text:
        return ""
    parts: list[str] = []
    for lines in _blocks(text):
        rendered = []
        for line in lines:
            item = _LIST_ITEM.match(line)
            text_line = item.group(1) if item else line.strip()
            rendered.append(f"- {_inline_text(text_line)}" if item else _inline_text(text_line))
        parts.append("\n".join(rendered))
    return "\n\n".join(parts)
