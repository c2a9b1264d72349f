"""The validator's checks one at a time, on small instruments written inline."""

from __future__ import annotations

from pathlib import Path
from textwrap import dedent

import pytest

from engine.instruments.validate import validate_files, validate_text
from engine.plugins import Plugins

HEAD = """\
id: mini
version: 1
kind: assessment
title: Mini
description: A small instrument.
estimated_minutes: 1
"""
VALID = (
    HEAD
    + """\
answer_sets:
  - id: agreement
    answers: [{value: Disagree}, {value: Agree}]
questions:
  - {key: q1, type: options, text: One, answer_set: agreement, dimension: mood}
dimensions:
  - {id: mood, label: Mood, min: 1, max: 2}
scoring:
  rule: sum
  params: {answer_scores: {Disagree: 1, Agree: 2}}
levels:
  - dimension: mood
    absolute:
      - {id: low, label: Low, up_to: 1}
      - {id: high, label: High}
"""
)


def messages(text: str, plugins: Plugins | None = None) -> list[str]:
    rules = plugins.scoring_rules() if plugins else None
    return [f"{p.line}: {p.message}" for p in validate_text(text, "mini.yaml", rules).problems]


def test_the_base_instrument_is_valid(plugins: Plugins) -> None:
    result = validate_text(VALID, "mini.yaml", plugins.scoring_rules())
    assert result.problems == []
    assert result.instrument is not None
    assert result.instrument.id == "mini"


def test_an_empty_file_is_not_an_instrument() -> None:
    assert messages("# nothing\n") == [
        "1: expected a mapping of instrument fields (id, title, questions, ...), got an empty file"
    ]


def test_a_list_is_not_an_instrument() -> None:
    assert messages("- a\n- b\n") == [
        "1: expected a mapping of instrument fields (id, title, questions, ...), got a list"
    ]


def test_missing_top_level_fields_are_named() -> None:
    assert messages("id: x\n") == ["1: the instrument: missing required field `version`"]


def test_every_unknown_field_of_one_question_is_reported() -> None:
    text = VALID.replace("dimension: mood}", "dimension: mood, hint: x, colour: red, size: 3}")
    found = messages(text)
    assert [m.split(" in ")[0] for m in found] == [
        "11: unknown field `hint`",
        "11: unknown field `colour`",
        "11: unknown field `size`",
    ]


def test_a_question_without_type_lists_the_known_types() -> None:
    text = VALID.replace("{key: q1, type: options,", "{key: q1,")
    assert messages(text) == [
        "11: questions[0]: missing `type`; known question types: options, select, text, "
        "country, date"
    ]


def test_an_answer_set_needs_answers_or_a_source_but_not_both() -> None:
    both = VALID.replace(
        "  - id: agreement\n",
        "  - id: countries\n    source: countries\n    answers: [{value: X}]\n  - id: agreement\n",
    )
    neither = VALID.replace("  - id: agreement\n", "  - id: nothing\n  - id: agreement\n")
    assert messages(both) == [
        "8: answer set `countries`: give either `answers` or `source`, not both"
    ]
    assert messages(neither) == [
        "8: answer set `nothing`: give either `answers` or `source`, not neither"
    ]


def test_an_assessment_needs_scoring() -> None:
    text = VALID.split("scoring:")[0]
    assert messages(text) == [
        "3: an assessment (or an instrument with items that have a `dimension`) needs `scoring` "
        "with a `rule`"
    ]


def test_a_dimension_needs_items_and_levels(plugins: Plugins) -> None:
    text = VALID.replace(
        "dimensions:\n", "dimensions:\n  - {id: extra, label: Extra, min: 0, max: 5}\n"
    )
    assert messages(text, plugins) == [
        "13: dimension `extra` has no items: no question names it",
        "13: dimension `extra` has no entry in `levels`: give its bands",
    ]


def test_max_must_be_above_min() -> None:
    text = VALID.replace(
        "{id: mood, label: Mood, min: 1, max: 2}", "{id: mood, label: Mood, min: 2, max: 2}"
    )
    found = messages(text)
    assert "13: dimension `mood`: max (2) must be greater than min (2)" in found


def test_follow_up_references_are_checked() -> None:
    text = VALID.replace(
        "dimension: mood}",
        "dimension: mood, follow_up: {type: emoji_select, key: f1, text: How?, "
        "answer_set: faces, show_when: [Agree, Maybe]}}",
    ).replace(
        "answer_sets:\n",
        "answer_sets:\n  - id: faces\n    answers: [{value: sad, icon: x}, {value: ok}]\n",
    )
    assert messages(text) == [
        "13: emoji_select follow-up `f1`: answer set `faces` must have exactly three answers, "
        "each with an `icon`",
        "13: follow-up `f1`: show_when value `Maybe` is not an answer of question `q1`; "
        "expected one of: Disagree, Agree",
    ]


def test_a_follow_up_key_may_not_repeat_a_question_key() -> None:
    text = VALID.replace(
        "dimension: mood}", "dimension: mood, follow_up: {type: text_field, key: q1, text: Why?}}"
    )
    assert messages(text) == ["11: duplicate question key `q1`; each must be unique"]


def test_two_profiles_for_the_same_levels_are_a_problem() -> None:
    text = VALID + dedent("""\
        profiles:
          - {id: a, when: {mood: low}, title: A, description: A.}
          - {id: b, when: {mood: low}, title: B, description: B.}
        """)
    assert messages(text) == [
        "24: duplicate profile condition (when) `mood: low`; each must be unique"
    ]


def test_a_profile_may_name_a_band_or_its_counts_as_group() -> None:
    text = VALID.replace(
        "{id: low, label: Low, up_to: 1}", "{id: low, label: Low, up_to: 1, counts_as: calm}"
    ) + dedent("""\
        profiles:
          - {id: a, when: {mood: calm}, title: A, description: A.}
          - {id: b, when: {mood: high}, title: B, description: B.}
          - {id: c, when: {mood: medium}, title: C, description: C.}
        """)
    assert messages(text) == [
        "25: profile `c`: level `medium` does not exist for dimension `mood`; "
        "expected one of: low, calm, high"
    ]


def test_a_report_view_with_a_broken_block_keeps_checking_the_others() -> None:
    text = VALID + dedent("""\
        report:
          views:
            - id: report
              title: R
              blocks:
                - {type: score_rings, dimensions: [moods]}
                - {type: verdict}
                - {type: percentile_bars, dimension: anger}
            - id: report
              title: Again
              blocks: []
        """)
    assert messages(text) == [
        "27: dimension `moods` is not declared in `dimensions`; declared: mood",
        "28: report.views[0].blocks[1]: missing required field `template`",
        "29: dimension `anger` is not declared in `dimensions`; declared: mood",
        "30: duplicate report view id `report`; each must be unique",
    ]


def test_a_rule_whose_check_params_fails_is_reported_not_raised(plugins: Plugins) -> None:
    class Broken:
        name = "broken"

        def check_params(self, instrument: object) -> list[str]:
            raise KeyError("answer_scores")

        def score(self, instrument: object, answers: object) -> dict[str, float]:
            return {}

    text = VALID.replace("rule: sum", "rule: broken")
    problems = validate_text(text, "mini.yaml", {"broken": Broken()}).problems
    assert [p.message for p in problems] == [
        "scoring rule `broken`: the rule failed while checking its params "
        "(KeyError('answer_scores'))"
    ]


def test_one_instrument_id_in_two_files_is_a_problem(tmp_path: Path) -> None:
    (tmp_path / "a.yaml").write_text(VALID)
    (tmp_path / "b.yaml").write_text(VALID)

    results = validate_files([tmp_path / "a.yaml", tmp_path / "b.yaml"])

    assert results[tmp_path / "a.yaml"].problems == []
    [problem] = results[tmp_path / "b.yaml"].problems
    first, second = tmp_path / "a.yaml", tmp_path / "b.yaml"
    assert str(problem) == f"{second}:1:5: instrument id `mini` is also declared in {first}"


def test_an_answer_value_that_yaml_reads_as_a_boolean_must_be_quoted() -> None:
    unquoted = VALID.replace("{value: Agree}", "{value: yes}")
    quoted = VALID.replace("{value: Agree}", "{value: 'yes'}").replace("Agree: 2", "'yes': 2")

    assert messages(unquoted) == ["9: answer_sets[0].answers[1].value: expected `str`, got `bool`"]
    assert messages(quoted) == []


def test_scoring_without_scored_items_is_a_problem() -> None:
    text = VALID.replace(", dimension: mood}", "}")
    assert messages(text) == [
        "13: dimension `mood` has no items: no question names it",
        "14: `scoring` is given but no question has a `dimension`: there is nothing to score",
    ]


def test_load_instrument_text_returns_the_instrument_or_every_problem(plugins: Plugins) -> None:
    from engine.instruments.loader import load_instrument_text
    from engine.instruments.problems import InstrumentInvalid

    assert load_instrument_text(VALID, rules=plugins.scoring_rules()).title == "Mini"
    broken = VALID.replace("answer_set: agreement", "answer_set: agree").replace("max: 2", "max: 1")
    with pytest.raises(InstrumentInvalid) as caught:
        load_instrument_text(broken, "mini.yaml")
    assert [str(p) for p in caught.value.problems] == [
        "mini.yaml:11:53: answer set `agree` is not declared in `answer_sets`; declared: agreement",
        "mini.yaml:13:42: dimension `mood`: max (1) must be greater than min (1)",
        "mini.yaml:20:38: absolute bands of `mood`: band `low` up_to 1 is out of range; expected "
        "1 <= up_to < 1 (the dimension's min and max)",
    ]
