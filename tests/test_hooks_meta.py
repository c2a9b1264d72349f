"""Every hook spec has a test: a hook no test names fails here (datasette's model)."""

from __future__ import annotations

import inspect
from pathlib import Path

import pytest

from engine import PROJECT_NAME, hookspecs

TESTS = Path(__file__).resolve().parent


def hook_names() -> list[str]:
    marker = f"{PROJECT_NAME}_spec"
    return sorted(
        name
        for name, function in inspect.getmembers(hookspecs, inspect.isfunction)
        if hasattr(function, marker)
    )


def test_hook_specs_are_found() -> None:
    names = hook_names()
    assert "survey_score_response" in names
    assert all(name.startswith("survey_") for name in names)


@pytest.mark.parametrize("hook", hook_names())
def test_every_hook_has_a_test(hook: str) -> None:
    sources = (
        path.read_text(encoding="utf-8")
        for path in TESTS.rglob("test_*.py")
        if path.resolve() != Path(__file__).resolve()
    )
    assert any(hook in source for source in sources), f"no test in tests/ names the hook {hook}"
