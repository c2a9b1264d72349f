"""A third-party scoring rule, loaded through the real paths a plugin author uses.

The example package in tests/fixtures/example_plugin (the one docs/plugins.md shows) adds the
``mean`` rule. It is (a) built and installed with an entry point in the ``survey_engine`` group,
and (b) dropped as a single file into a plugins folder. Either way an instrument naming ``mean``
validates and scores.
"""

from __future__ import annotations

import importlib
import shutil
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from click.testing import CliRunner

from engine.cli import main
from engine.instruments.loader import load_instrument
from engine.instruments.validate import validate_file
from engine.plugins import Plugins, load_plugins
from engine.scoring import evaluate
from engine.settings import PROJECT_ROOT, EngineSettings, Settings

from .conftest import FIXTURES

EXAMPLE = FIXTURES / "example_plugin"
MOOD = EXAMPLE / "instruments" / "mood.yaml"
MODULE = "survey_mean_rule"


def install_command(target: Path) -> list[str]:
    uv = shutil.which("uv")
    if uv is not None:
        return [
            uv,
            "pip",
            "install",
            "--no-deps",
            "--python",
            sys.executable,
            "--target",
            str(target),
            str(EXAMPLE),
        ]
    return [
        sys.executable,
        "-m",
        "pip",
        "install",
        "--no-deps",
        "--target",
        str(target),
        str(EXAMPLE),
    ]


@pytest.fixture(scope="module")
def example_distribution(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The example plugin built and installed into a folder of its own (not the venv)."""
    target = tmp_path_factory.mktemp("site")
    completed = subprocess.run(
        install_command(target), cwd=PROJECT_ROOT, capture_output=True, text=True, check=False
    )
    assert completed.returncode == 0, completed.stderr
    assert (target / f"{MODULE}-1.0.0.dist-info" / "entry_points.txt").is_file()
    return target


@pytest.fixture
def installed_example(example_distribution: Path) -> Iterator[Path]:
    """The installed example on sys.path, where importlib.metadata finds its entry point."""
    sys.path.insert(0, str(example_distribution))
    importlib.invalidate_caches()
    yield example_distribution
    sys.path.remove(str(example_distribution))
    sys.modules.pop(MODULE, None)
    importlib.invalidate_caches()


def assert_mean_rule_scores_mood(plugins: Plugins) -> None:
    rules = plugins.scoring_rules()
    assert "mean" in rules
    assert validate_file(MOOD, rules) == []
    mood = load_instrument(MOOD, rules)

    # m1 is reversed: Often -> 0; m2 Sometimes -> 1; m3 Often -> 2; mean = 1
    outcome = evaluate(plugins, mood, {"m1": "Often", "m2": "Sometimes", "m3": "Often"})
    assert outcome.scores == {"mood": 1.0}
    assert outcome.levels == {"mood": "raised"}
    assert outcome.profile == "watchful"

    outcome = evaluate(plugins, mood, {"m1": "Often", "m2": "Never", "m3": None})
    assert outcome.scores == {"mood": 0.0}  # the unanswered m3 is left out
    assert outcome.profile == "steady"


def test_without_the_plugin_the_rule_is_unknown() -> None:
    plugins = load_plugins()
    assert "mean" not in plugins.scoring_rules()
    [problem] = validate_file(MOOD, plugins.scoring_rules())
    assert "scoring rule `mean` is not registered by any plugin" in problem.message


def test_an_installed_plugin_is_found_through_its_entry_point(installed_example: Path) -> None:
    plugins = load_plugins()

    assert "mean_rule" in plugins.plugin_names()  # the entry point's name
    assert_mean_rule_scores_mood(plugins)


def test_a_module_dropped_in_the_plugins_folder_is_loaded(tmp_path: Path) -> None:
    shutil.copy(EXAMPLE / "src" / MODULE / "__init__.py", tmp_path / "mean_rule.py")
    settings = Settings(engine=EngineSettings(plugins_dir=tmp_path))

    plugins = load_plugins(settings)

    try:
        assert "survey_plugins_dir.mean_rule" in plugins.plugin_names()
        assert_mean_rule_scores_mood(plugins)
    finally:
        sys.modules.pop("survey_plugins_dir.mean_rule", None)


def test_the_cli_scores_with_a_folder_plugin(tmp_path: Path) -> None:
    plugins_dir = tmp_path / "plugins"
    plugins_dir.mkdir()
    shutil.copy(EXAMPLE / "src" / MODULE / "__init__.py", plugins_dir / "mean_rule.py")
    settings = Settings(engine=EngineSettings(instruments_dir=MOOD.parent, plugins_dir=plugins_dir))

    try:
        result = CliRunner().invoke(
            main,
            ["score", "mood", "--answers", "-"],
            obj=settings,
            input='{"m1": "Never", "m2": "Often", "m3": "Often"}',
        )
    finally:
        sys.modules.pop("survey_plugins_dir.mean_rule", None)

    assert result.exit_code == 0, result.stderr
    assert '"mood": 2.0' in result.stdout
    assert '"profile": "reach-out"' in result.stdout
