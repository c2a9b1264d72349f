"""The `survey validate`, `survey score` and `survey schema` commands."""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
from pathlib import Path

import msgspec
import pytest
from click.testing import CliRunner

from engine.cli import main
from engine.settings import PROJECT_ROOT, EngineSettings, Settings

from .conftest import FIXTURES, INSTRUMENTS_DIR


@pytest.fixture
def settings() -> Settings:
    return Settings(engine=EngineSettings(instruments_dir=INSTRUMENTS_DIR))


def run(settings: Settings, *args: str, stdin: str | None = None) -> tuple[int, str, str]:
    result = CliRunner().invoke(main, list(args), obj=settings, input=stdin)
    return result.exit_code, result.stdout, result.stderr


def test_validate_without_paths_checks_the_instruments_folder(settings: Settings) -> None:
    code, out, _ = run(settings, "validate")

    assert code == 0
    lines = out.splitlines()
    assert len(lines) == len(list(INSTRUMENTS_DIR.glob("*.yaml")))
    assert all(line.endswith(".yaml: OK") for line in lines)
    assert any(line.endswith("loneliness.yaml: OK") for line in lines)


def test_validate_prints_each_problem_and_fails(settings: Settings, tmp_path: Path) -> None:
    shutil.copy(INSTRUMENTS_DIR / "loneliness.yaml", tmp_path / "good.yaml")
    shutil.copy(FIXTURES / "broken_instruments" / "scoring_rule.yaml", tmp_path / "bad.yaml")

    code, out, _ = run(settings, "validate", str(tmp_path))

    assert code == 1
    assert out.splitlines() == [
        f"{tmp_path / 'bad.yaml'}:16:9: scoring rule `median` is not registered by any plugin; "
        "registered rules: percent_of_max, sum",
        f"{tmp_path / 'good.yaml'}: OK",
    ]


def test_validate_a_single_file(settings: Settings) -> None:
    path = FIXTURES / "broken_instruments" / "duplicates.yaml"
    code, out, _ = run(settings, "validate", str(path))

    assert code == 1
    assert len(out.splitlines()) == 7
    assert ":7:1: duplicate key `title` (first given at line 5)" in out


def test_validate_an_empty_folder_is_an_error(settings: Settings, tmp_path: Path) -> None:
    code, _, err = run(settings, "validate", str(tmp_path))
    assert code == 1
    assert "no instrument files (*.yaml) found" in err


def test_score_prints_the_outcome_as_json(settings: Settings, tmp_path: Path) -> None:
    answers = tmp_path / "answers.json"
    answers.write_text(
        json.dumps(
            {
                "e1": "Agree",
                "e2": "Agree",
                "e3": "Neutral",
                "s1": "Disagree",
                "s2": "Disagree",
                "s3": None,
            }
        )
    )

    code, out, _ = run(settings, "score", "loneliness", "--answers", str(answers))

    assert code == 0
    assert json.loads(out) == {
        "instrument": "loneliness",
        "scores": {"emotional": 8, "social": 6},
        "levels": {"emotional": "high", "social": "moderate-high"},
        "profile": "high-moderate",
    }


def test_score_reads_answers_from_stdin(settings: Settings) -> None:
    answers = {"Ax1": "Neutral", "Av1": "Neutral"}
    code, out, _ = run(settings, "score", "attachment", "--answers", "-", stdin=json.dumps(answers))

    assert code == 0
    assert json.loads(out) == {
        "instrument": "attachment",
        "scores": {"anxiety": 60.0, "avoidance": 60.0},
        "levels": {"anxiety": "low", "avoidance": "high"},
        "profile": "dismissing",
    }


@pytest.mark.parametrize(
    ("instrument", "stdin", "message"),
    [
        ("stress", "{}", "unknown instrument `stress`; known instruments: attachment"),
        (
            "loneliness",
            '{"e9": "Agree"}',
            "unknown item `e9` for instrument `loneliness`; "
            "expected one of: e1, s1, e2, s2, s3, e3",
        ),
        (
            "loneliness",
            '{"e1": "Sometimes"}',
            "unknown answer 'Sometimes' for `e1`; expected one of: Disagree, Neutral, Agree",
        ),
        ("loneliness", '{"e1": 3}', "answers.e1: expected an answer value (string) or null, not 3"),
        ("loneliness", '["e1"]', "answers: expected a JSON object of item key -> answer"),
        ("loneliness", "{e1: Agree}", "answers: not valid JSON"),
        ("attachment", '{"Av1": "Agree"}', "dimension `anxiety` has no answered item"),
        ("demographic", "{}", "instrument `demographic` is not scored"),
    ],
)
def test_score_errors_are_clear_messages_not_tracebacks(
    settings: Settings, instrument: str, stdin: str, message: str
) -> None:
    code, out, err = run(settings, "score", instrument, "--answers", "-", stdin=stdin)

    assert code == 1
    assert out == ""
    assert err.startswith("Error: ")
    assert message in err
    assert "Traceback" not in err


def test_schema_prints_stable_indented_json(settings: Settings) -> None:
    first = run(settings, "schema")
    second = run(settings, "schema")

    assert first == second
    code, out, _ = first
    assert code == 0
    assert out.startswith('{\n  "$schema": ')
    assert msgspec.json.decode(out)["$ref"] == "#/$defs/Instrument"


def test_the_core_commands_are_registered() -> None:
    assert {"validate", "score", "schema"} <= set(main.commands)


def test_the_installed_survey_command_validates_the_instruments() -> None:
    survey = Path(sys.executable).parent / "survey"
    completed = subprocess.run(
        [str(survey), "validate"], cwd=PROJECT_ROOT, capture_output=True, text=True, check=False
    )

    assert completed.returncode == 0, completed.stdout + completed.stderr
    assert "instruments/loneliness.yaml: OK" in completed.stdout.splitlines()
