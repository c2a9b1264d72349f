"""A problem found in an instrument file, located at FILE:LINE:COLUMN."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass


@dataclass(frozen=True, order=True)
class Problem:
    file: str
    line: int
    """1-based, as editors count."""
    column: int
    """1-based."""
    message: str

    def __str__(self) -> str:
        return f"{self.file}:{self.line}:{self.column}: {self.message}"


class InstrumentInvalid(ValueError):
    """An instrument file that cannot be used; ``problems`` lists everything that is wrong."""

    def __init__(self, problems: Sequence[Problem]) -> None:
        self.problems = list(problems)
        super().__init__("\n".join(str(problem) for problem in self.problems))
