"""Fixtures of the engine-core unit tests: the real plugins and the real instrument files."""

from __future__ import annotations

from pathlib import Path

import pytest

from engine.instruments.model import Instrument
from engine.instruments.registry import InstrumentRegistry, load_registry
from engine.plugins import Plugins, load_plugins
from engine.settings import PROJECT_ROOT

INSTRUMENTS_DIR = PROJECT_ROOT / "instruments"
FIXTURES = Path(__file__).resolve().parent.parent / "fixtures"


@pytest.fixture
def plugins() -> Plugins:
    """Built-in and installed plugins, loaded the way the server and the CLI load them."""
    return load_plugins()


@pytest.fixture(scope="session")
def registry() -> InstrumentRegistry:
    """The real instrument files, validated with the built-in rules; read once per session."""
    return load_registry(INSTRUMENTS_DIR, load_plugins().scoring_rules())


@pytest.fixture
def loneliness(registry: InstrumentRegistry) -> Instrument:
    return registry.get("loneliness")


@pytest.fixture
def attachment(registry: InstrumentRegistry) -> Instrument:
    return registry.get("attachment")
