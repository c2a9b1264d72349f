"""YAML text -> plain Python data, keeping where every key and value came from.

The file is composed into YAML nodes (``yaml.compose``) rather than loaded, so each value keeps
its line and column. ``SourceMap`` answers "where in the file is ``$.questions[2].answer_set``?",
which turns a decoding error into FILE:LINE:COLUMN. Duplicate mapping keys, which PyYAML would
silently overwrite, are reported as problems.
"""

from __future__ import annotations

from collections.abc import Hashable
from dataclasses import dataclass, field
from typing import Any

import yaml

from engine.instruments.problems import Problem

_FAST_LOADER = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
"""libyaml's parser when PyYAML was built with it: several times faster, same nodes and marks."""

Path = tuple[str | int, ...]
"""A location in the data: mapping keys and list indices, e.g. ``("questions", 2, "key")``."""


@dataclass(frozen=True)
class Position:
    line: int
    column: int

    @classmethod
    def of(cls, node: yaml.Node) -> Position:
        return cls(node.start_mark.line + 1, node.start_mark.column + 1)


@dataclass
class SourceMap:
    values: dict[Path, Position] = field(default_factory=dict)
    keys: dict[Path, Position] = field(default_factory=dict)

    def value(self, path: Path) -> Position:
        """Where the value at ``path`` starts, or its nearest enclosing value."""
        for end in range(len(path), -1, -1):
            position = self.values.get(path[:end])
            if position is not None:
                return position
        return Position(1, 1)

    def key(self, path: Path) -> Position:
        """Where the mapping key naming ``path`` is; for a list item, where the item starts."""
        return self.keys.get(path) or self.value(path)


@dataclass
class ParsedYaml:
    data: Any
    source: SourceMap
    problems: list[Problem]


def parse_yaml(text: str, file: str) -> ParsedYaml:
    source = SourceMap()
    try:
        root = yaml.compose(text, Loader=_FAST_LOADER)
    except yaml.MarkedYAMLError as error:
        return ParsedYaml(None, source, [_syntax_problem(error, file)])
    except yaml.YAMLError as error:
        return ParsedYaml(None, source, [Problem(file, 1, 1, f"YAML error: {error}")])
    if root is None:
        return ParsedYaml(None, source, [])
    converter = _Converter(file, source)
    try:
        data = converter.convert(root, ())
    except yaml.MarkedYAMLError as error:
        return ParsedYaml(None, source, [*converter.problems, _syntax_problem(error, file)])
    return ParsedYaml(data, source, converter.problems)


def _syntax_problem(error: yaml.MarkedYAMLError, file: str) -> Problem:
    mark = error.problem_mark or error.context_mark
    line, column = (mark.line + 1, mark.column + 1) if mark else (1, 1)
    message = f"YAML syntax error: {error.problem or error.context}"
    if error.context and error.problem and error.context_mark:
        message += f" ({error.context} started at line {error.context_mark.line + 1})"
    return Problem(file, line, column, message)


class _Converter:
    def __init__(self, file: str, source: SourceMap) -> None:
        self.file = file
        self.source = source
        self.problems: list[Problem] = []
        self._scalars = yaml.SafeLoader("")

    def convert(self, node: yaml.Node, path: Path) -> Any:
        self.source.values[path] = Position.of(node)
        if isinstance(node, yaml.MappingNode):
            return self._mapping(node, path)
        if isinstance(node, yaml.SequenceNode):
            return [self.convert(item, (*path, index)) for index, item in enumerate(node.value)]
        return self._scalars.construct_object(node, deep=True)

    def _mapping(self, node: yaml.MappingNode, path: Path) -> dict[Any, Any]:
        self._scalars.flatten_mapping(node)  # resolves "<<" merge keys, as yaml.safe_load does
        result: dict[Any, Any] = {}
        first_seen: dict[Any, Position] = {}
        for key_node, value_node in node.value:
            key = self._key(key_node)
            if key is None:
                continue
            where = Position.of(key_node)
            if key in first_seen:
                self.problems.append(self._duplicate(key, where, first_seen[key]))
                continue
            first_seen[key] = where
            step = key if isinstance(key, str) else str(key)
            self.source.keys[(*path, step)] = where
            result[key] = self.convert(value_node, (*path, step))
        return result

    def _key(self, key_node: yaml.Node) -> Hashable | None:
        is_scalar = isinstance(key_node, yaml.ScalarNode)
        key = self._scalars.construct_object(key_node, deep=True) if is_scalar else None
        if key is None or not isinstance(key, Hashable):
            where = Position.of(key_node)
            message = "a mapping key must be a plain value such as a name, not a list or mapping"
            self.problems.append(Problem(self.file, where.line, where.column, message))
            return None
        return key

    def _duplicate(self, key: Any, where: Position, first: Position) -> Problem:
        message = f"duplicate key `{key}` (first given at line {first.line}); each key once"
        return Problem(self.file, where.line, where.column, message)
