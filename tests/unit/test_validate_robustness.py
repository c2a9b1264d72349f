"""Whatever an instrument file says, the validator reports problems; it never crashes."""

from __future__ import annotations

import copy
import random
from collections.abc import Iterator
from typing import Any

import pytest
import yaml

from engine.instruments.validate import validate_text
from engine.plugins import Plugins

from .conftest import INSTRUMENTS_DIR

ODD_VALUES: list[Any] = [
    None,
    1,
    -3.5,
    True,
    "x",
    "",
    [],
    {},
    [1, "a"],
    {"a": 1},
    {"type": "zz"},
    "{item_count}",
]


def paths(data: Any, path: tuple[Any, ...] = ()) -> Iterator[tuple[Any, ...]]:
    yield path
    children = (
        data.items()
        if isinstance(data, dict)
        else enumerate(data)
        if isinstance(data, list)
        else []
    )
    for key, value in children:
        yield from paths(value, (*path, key))


def mutate(data: Any, rng: random.Random) -> None:
    path = rng.choice([p for p in paths(data) if p])
    parent = data
    for token in path[:-1]:
        parent = parent[token]
    roll = rng.random()
    if roll < 0.6:
        parent[path[-1]] = rng.choice(ODD_VALUES)
    elif isinstance(parent, dict) and roll < 0.8:
        del parent[path[-1]]
    elif isinstance(parent, dict):
        parent["surprise"] = 1


@pytest.mark.parametrize("seed", range(5))
def test_randomly_broken_instruments_give_problems_not_exceptions(
    plugins: Plugins, seed: int
) -> None:
    rng = random.Random(seed)
    originals = [
        yaml.safe_load(p.read_text(encoding="utf-8"))
        for p in sorted(INSTRUMENTS_DIR.glob("*.yaml"))
    ]
    rules = plugins.scoring_rules()
    for _ in range(20):
        data = copy.deepcopy(rng.choice(originals))
        for _ in range(rng.randint(1, 4)):
            mutate(data, rng)
        text = yaml.dump(data, Dumper=yaml.CSafeDumper, allow_unicode=True)
        result = validate_text(text, "f.yaml", rules)
        assert (result.instrument is None) == bool(result.problems)
        assert all(p.line >= 1 and p.column >= 1 and p.message for p in result.problems)
