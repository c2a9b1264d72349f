"""YAML parsing that keeps line and column of every key and value."""

from __future__ import annotations

from textwrap import dedent

from engine.instruments.yaml_source import Position, parse_yaml


def test_every_value_and_key_keeps_its_position() -> None:
    parsed = parse_yaml(
        dedent("""\
            id: x
            questions:
              - key: a
                answer_set: yes-no
              - {key: b, answer_set: other}
            """),
        "f.yaml",
    )

    assert parsed.problems == []
    assert parsed.data["questions"][1] == {"key": "b", "answer_set": "other"}
    assert parsed.source.value(("questions", 0, "answer_set")) == Position(4, 17)
    assert parsed.source.key(("questions", 0, "answer_set")) == Position(4, 5)
    assert parsed.source.value(("questions", 1, "answer_set")) == Position(5, 26)
    assert parsed.source.value(("questions", 1)) == Position(5, 5)


def test_a_path_that_does_not_exist_points_at_its_nearest_parent() -> None:
    parsed = parse_yaml("questions:\n  - key: a\n", "f.yaml")

    assert parsed.source.value(("questions", 0, "text")) == Position(2, 5)
    assert parsed.source.value(("nothing",)) == Position(1, 1)


def test_duplicate_keys_are_problems_not_silently_overwritten() -> None:
    parsed = parse_yaml("id: first\ntitle: T\nid: second\n", "f.yaml")

    assert [str(p) for p in parsed.problems] == [
        "f.yaml:3:1: duplicate key `id` (first given at line 1); each key once"
    ]
    assert parsed.data["id"] == "first"


def test_anchors_aliases_and_merge_keys_work_as_in_yaml_safe_load() -> None:
    parsed = parse_yaml(
        dedent("""\
            base: &base {label: Low, colour: green}
            low: {<<: *base, id: low}
            again: *base
            """),
        "f.yaml",
    )

    assert parsed.problems == []
    assert parsed.data["low"] == {"label": "Low", "colour": "green", "id": "low"}
    assert parsed.data["again"] == {"label": "Low", "colour": "green"}


def test_scalars_keep_their_yaml_types() -> None:
    parsed = parse_yaml("a: 1\nb: 1.5\nc: true\nd: '1'\ne: ~\n", "f.yaml")
    assert parsed.data == {"a": 1, "b": 1.5, "c": True, "d": "1", "e": None}


def test_a_mapping_used_as_a_key_is_a_problem() -> None:
    parsed = parse_yaml("? {a: 1}\n: value\n", "f.yaml")
    assert [p.message for p in parsed.problems] == [
        "a mapping key must be a plain value such as a name, not a list or mapping"
    ]


def test_two_documents_in_one_file_are_a_syntax_error() -> None:
    parsed = parse_yaml("id: a\n---\nid: b\n", "f.yaml")

    assert parsed.data is None
    [problem] = parsed.problems
    assert (problem.line, problem.column) == (2, 1)
    assert problem.message.startswith("YAML syntax error: ")


def test_an_empty_file_has_no_data_and_no_yaml_problem() -> None:
    parsed = parse_yaml("# only a comment\n", "f.yaml")
    assert parsed.data is None
    assert parsed.problems == []
