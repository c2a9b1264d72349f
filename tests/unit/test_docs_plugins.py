"""docs/plugins.md shows the example plugin that the third-party plugin tests install."""

from __future__ import annotations

import re

from engine.settings import PROJECT_ROOT

from .conftest import FIXTURES

GUIDE = PROJECT_ROOT / "docs" / "plugins.md"
EXAMPLE = FIXTURES / "example_plugin"


def code_blocks(language: str) -> list[str]:
    text = GUIDE.read_text(encoding="utf-8")
    return re.findall(rf"```{language}\n(.*?)```", text, flags=re.DOTALL)


def test_the_guide_shows_the_tested_example_module_verbatim() -> None:
    module = (EXAMPLE / "src" / "survey_mean_rule" / "__init__.py").read_text(encoding="utf-8")
    assert module in code_blocks("python")


def test_the_guide_shows_the_tested_pyproject_verbatim() -> None:
    pyproject = (EXAMPLE / "pyproject.toml").read_text(encoding="utf-8")
    assert pyproject in code_blocks("toml")


def test_the_guide_lists_every_hook() -> None:
    from tests.test_hooks_meta import hook_names

    text = GUIDE.read_text(encoding="utf-8")
    assert all(f"`{hook}(" in text for hook in hook_names())
