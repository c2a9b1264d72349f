"""Report e-mails are rendered from the templates and the instrument's texts, safely."""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import msgspec
import pytest

from engine.instruments.model import Instrument
from engine.instruments.registry import load_registry
from engine.mail.markdown import markdown_html, markdown_inline, markdown_text
from engine.mail.rendering import render_mail
from engine.mail.report import DimensionResult, ReportResult, render_report_mail
from engine.settings import EngineSettings

HOSTILE = '<img src="https://tracker.example/p.gif"><script>alert(1)</script>'


def test_markdown_subset_and_escaping() -> None:
    html = markdown_html(
        "Some **strong** and *soft* words.\n\n- one\n- [two](https://example.org/a?b=1&c=2)\n\n"
        + HOSTILE
        + " [bad](javascript:alert(1))"
    )
    assert "<strong>strong</strong>" in html and "<em>soft</em>" in html
    assert "<ul" in html and "<li>one</li>" in html
    assert 'href="https://example.org/a?b=1&amp;c=2"' in html
    assert "<img" not in html and "<script" not in html
    assert "&lt;img" in html and "&lt;script&gt;" in html
    assert 'href="javascript' not in html
    assert markdown_inline("a **b** <i>") == "a <strong>b</strong> &lt;i&gt;"
    assert markdown_text("**Bold** [site](https://example.org)\n\n- x") == (
        "Bold site (https://example.org)\n\n- x"
    )


def _instrument(**overrides: Any) -> Instrument:
    definition: dict[str, Any] = {
        "id": "demo",
        "version": 1,
        "kind": "assessment",
        "title": "Demo Survey",
        "description": "A demo.",
        "estimated_minutes": 1,
        "answer_sets": [{"id": "yn", "answers": [{"value": "No"}, {"value": "Yes"}]}],
        "questions": [
            {"type": "options", "key": "q1", "text": "?", "answer_set": "yn", "dimension": "d1"}
        ],
        "dimensions": [{"id": "d1", "label": "Closeness", "min": 0, "max": 9}],
        "levels": [
            {
                "dimension": "d1",
                "absolute": [
                    {"id": "low", "label": "Rather low", "up_to": 4, "colour": "green"},
                    {"id": "high", "label": "Rather high", "colour": "red"},
                ],
            }
        ],
        "profiles": [
            {
                "id": "p",
                "when": {"d1": "high"},
                "title": "Close <Style>",
                "description": "Interpretation text. " + HOSTILE,
                "course_text": "Course text.",
                "join_text": "Join text.",
            }
        ],
        "courses": [
            {"id": "c", "title": "A Course", "text": "About it.", "link": "https://example.org/c"}
        ],
        "report": {
            "views": [
                {
                    "id": "v",
                    "title": "Your Demo Report",
                    "blocks": [
                        {"type": "verdict", "template": "{d1} Closeness"},
                        {
                            "type": "next_steps",
                            "courses": ["c"],
                            "notes": [{"label": "Data Protection", "text": "We keep it safe."}],
                        },
                    ],
                }
            ]
        },
    }
    definition.update(overrides)
    return msgspec.convert(definition, Instrument)


RESULT = ReportResult(
    response_id="r",
    instrument="demo",
    submitted_at=datetime(2026, 11, 21, 10, 0, tzinfo=UTC),
    profile="p",
    dimensions={"d1": DimensionResult(score=6, level="high", percentile=None)},
)


def test_every_text_comes_from_the_instrument_and_instrument_html_is_escaped() -> None:
    mail = render_report_mail(_instrument(), RESULT)

    assert mail.subject == "Your Demo Report \u2013 Close <Style>"
    for body in (mail.text, mail.html):
        assert "Demo Survey" in body
        assert "Rather high" in body  # the level's label, not its id
        assert "66.67%" in body  # 6 of 9 points
        assert "Interpretation text." in body
        assert "Course text." in body and "Join text." in body
        assert "A Course" in body and "https://example.org/c" in body
        assert "Data Protection" in body and "We keep it safe." in body
        assert "21 November 2026" in body
        assert "not available yet" in body
    assert "Rather high Closeness" in mail.text  # the verdict template, filled in
    assert "Close &lt;Style&gt;" in mail.html
    assert "<img" not in mail.html and "<script" not in mail.html
    assert "#dc2626" in mail.html  # the band's colour (red)
    assert "<img" in mail.text  # plain text is not HTML: shown as written, harmless


def test_an_instrument_without_a_profile_or_report_blocks_still_renders() -> None:
    bare = _instrument(profiles=[], report=None, courses=[])
    result = msgspec.structs.replace(RESULT, profile=None)

    mail = render_report_mail(bare, result)

    assert mail.subject == "Demo Survey"
    assert "Closeness" in mail.text and "66.67%" in mail.html
    assert "Next steps" not in mail.text


def test_the_real_attachment_instrument_renders_every_style() -> None:
    attachment = load_registry(EngineSettings().instruments_dir).get("attachment")
    for profile in attachment.profiles:
        result = ReportResult(
            response_id="r",
            instrument="attachment",
            submitted_at=datetime(2026, 11, 21, tzinfo=UTC),
            profile=profile.id,
            dimensions={
                "anxiety": DimensionResult(
                    score=80.0, level=profile.when["anxiety"], percentile=40.0
                ),
                "avoidance": DimensionResult(
                    score=30.0, level=profile.when["avoidance"], percentile=None
                ),
            },
        )
        mail = render_report_mail(attachment, result)
        assert profile.title in mail.text
        assert "You scored higher than 40% of people" in mail.text
        assert "Data Protection" in mail.html
        assert "Important Note on Interpretation" in mail.html


def test_templates_are_files_an_editor_can_change(tmp_path: Path) -> None:
    (tmp_path / "hello.subject.txt").write_text("Hello {{ name }}\n")
    (tmp_path / "hello.txt").write_text("Hi {{ name }}")
    (tmp_path / "hello.html").write_text("<p>Hi {{ name }}</p>")

    mail = render_mail("hello", {"name": "<Ann>"}, templates_dir=tmp_path)

    assert mail.subject == "Hello <Ann>"
    assert mail.text == "Hi <Ann>"
    assert mail.html == "<p>Hi &lt;Ann&gt;</p>"


def test_a_missing_template_value_is_an_error_not_a_blank() -> None:
    with pytest.raises(Exception, match="undefined"):
        render_mail("report_email", {"report_title": "x"})
