"""Each file in tests/fixtures/broken_instruments reports every problem at its FILE:LINE:COLUMN."""

from __future__ import annotations

from pathlib import Path

import pytest

from engine.instruments.loader import load_instrument
from engine.instruments.problems import InstrumentInvalid
from engine.instruments.validate import validate_file
from engine.plugins import Plugins

from .conftest import FIXTURES

BROKEN = FIXTURES / "broken_instruments"

EXPECTED: dict[str, list[tuple[int, int, str]]] = {
    "syntax_error.yaml": [
        (
            9,
            1,
            "YAML syntax error: did not find expected ',' or '}' "
            "(while parsing a flow mapping started at line 8)",
        ),
    ],
    "unknown_types.yaml": [
        (
            13,
            11,
            "unknown question type 'slider'; known types: options, select, text, country, date",
        ),
        (
            22,
            13,
            "unknown follow-up type 'voice_note'; known types: scale, text_field, text_select, "
            "emoji_select",
        ),
        (
            41,
            17,
            "unknown report block type 'pie_chart'; known types: score_rings, verdict, "
            "population_comparison, insight_tabs, research_points, courses, score_sliders, "
            "percentile_bars, comparison_picker, style_explanation, workplace_management, "
            "next_steps, link",
        ),
    ],
    "fields.yaml": [
        (
            8,
            1,
            "unknown field `colour_scheme` in the instrument; expected one of: id, version, kind",
        ),
        (17, 5, "unknown field `hint` in questions[0]; expected one of: type, key, label, text"),
        (18, 5, "unknown field `optional` in questions[0]"),
        (19, 5, "questions[1]: missing required field `text`"),
        (25, 17, "questions[2].max_length: expected `int`, got `str`"),
        (
            26,
            10,
            "questions[3].key: expected `str` matching regex '^[A-Za-z][A-Za-z0-9_-]*$', got '4th'",
        ),
    ],
    "references.yaml": [
        (
            8,
            15,
            "unknown placeholder `{minutes}` in instructions; expected one of: "
            "{question_count}, {item_count}, {estimated_minutes}",
        ),
        (14, 53, "answer set `agreemnt` is not declared in `answer_sets`; declared: agreement"),
        (15, 77, "dimension `anxeity` is not declared in `dimensions`; declared: anxiety"),
        (
            28,
            35,
            "profile `worried`: level `very-high` does not exist for dimension `anxiety`; "
            "expected one of: low, high",
        ),
        (29, 33, "dimension `avoidance` is not declared in `dimensions`; declared: anxiety"),
        (38, 33, "dimension `avoidance` is not declared"),
        (40, 21, "dimension `avoidance` is not declared"),
        (42, 31, "course `workplaces` is not declared in `courses`; declared: starters"),
        (
            45,
            28,
            "label for `religion`, which is neither a filter nor a group; expected one of: gender",
        ),
    ],
    "duplicates.yaml": [
        (7, 1, "duplicate key `title` (first given at line 5); each key once"),
        (11, 58, "duplicate answer value in answer set `agreement`: `Disagree`"),
        (12, 9, "duplicate answer set id `agreement`; each must be unique"),
        (16, 11, "duplicate question key `d1`; each must be unique"),
        (19, 10, "duplicate dimension id `mood`; each must be unique"),
        (30, 10, "duplicate profile id `calm`; each must be unique"),
        (33, 10, "duplicate course id `starters`; each must be unique"),
    ],
    "bands.yaml": [
        (
            23,
            38,
            "absolute bands of `emotional`: band `low` up_to 0.5 is out of range; expected "
            "1 <= up_to < 3",
        ),
        (
            25,
            40,
            "absolute bands of `emotional`: the last band `high` takes every value above "
            "the others and must have no `up_to`",
        ),
        (25, 40, "absolute bands of `emotional`: band `high` up_to 12 is out of range"),
        (
            29,
            48,
            "absolute bands of `social`: band `moderate` up_to 1.5 must be greater than "
            "the previous band's 2",
        ),
        (
            32,
            7,
            "relative bands of `social` must name the same levels as its absolute bands "
            "(low, moderate, high), got low, high",
        ),
        (32, 9, "relative bands of `social`: band `low` needs an `up_to`"),
    ],
    "scoring_rule.yaml": [
        (
            16,
            9,
            "scoring rule `median` is not registered by any plugin; registered rules: "
            "percent_of_max, sum",
        ),
    ],
    "scoring_params.yaml": [
        (
            18,
            5,
            "scoring rule `sum`: `answer_scores` has no points for answer `Neutral` of item `q1`",
        ),
        (
            18,
            44,
            "scoring rule `sum`: `answer_scores` names `Agreed`, which no scored item can be "
            "answered with",
        ),
    ],
    "scoring_params_unknown.yaml": [
        (
            19,
            5,
            "scoring rule `sum`: unknown param `unanswerd` (expected: answer_scores, unanswered)",
        ),
    ],
}


def test_every_broken_fixture_has_expectations() -> None:
    assert sorted(p.name for p in BROKEN.glob("*.yaml")) == sorted(EXPECTED)


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_every_problem_is_reported_where_it_is(plugins: Plugins, name: str) -> None:
    path = BROKEN / name
    problems = validate_file(path, plugins.scoring_rules())

    found = [(p.line, p.column, p.message) for p in problems]
    assert len(found) == len(EXPECTED[name]), "\n".join(map(str, problems))
    for (line, column, message), (want_line, want_column, want_message) in zip(
        found, EXPECTED[name], strict=True
    ):
        assert (line, column) == (want_line, want_column), message
        assert message.startswith(want_message)
    assert all(str(p).startswith(f"{path}:{p.line}:{p.column}: ") for p in problems)


def test_loading_a_broken_file_raises_with_every_problem(plugins: Plugins) -> None:
    path = BROKEN / "references.yaml"
    with pytest.raises(InstrumentInvalid) as caught:
        load_instrument(path, plugins.scoring_rules())

    assert len(caught.value.problems) == len(EXPECTED["references.yaml"])
    assert f"{path}:14:53: answer set `agreemnt` is not declared" in str(caught.value)


def test_without_the_rules_the_rule_is_not_checked(tmp_path: Path) -> None:
    assert validate_file(BROKEN / "scoring_rule.yaml", rules=None) == []
