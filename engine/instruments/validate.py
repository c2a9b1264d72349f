"""Validate instrument files: every problem of a file, each as ``FILE:LINE:COLUMN: message``.

Three stages, each reporting all it finds: YAML (syntax, duplicate keys), the model (unknown or
missing fields, wrong types, unknown question / follow-up / report block types; decoded piece by
piece), and cross-references (answer sets, dimensions, levels, profiles, courses, scoring rule).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path

from engine.instruments.checks import check_instrument
from engine.instruments.decode import Finding, decode_instrument
from engine.instruments.model import Instrument
from engine.instruments.problems import Problem
from engine.instruments.yaml_source import SourceMap, parse_yaml
from engine.types import ScoringRule

INSTRUMENT_SUFFIXES = (".yaml", ".yml")


@dataclass
class Validation:
    instrument: Instrument | None
    """The instrument, when the file has no problem at all."""
    problems: list[Problem]


def validate_text(
    text: str, file: str, rules: Mapping[str, ScoringRule] | None = None
) -> Validation:
    """Validate one instrument given as text. ``rules`` None skips the scoring rule checks."""
    parsed = parse_yaml(text, file)
    problems = list(parsed.problems)
    if parsed.problems and parsed.data is None:
        return Validation(None, problems)
    decoded = decode_instrument(parsed.data)
    findings = [*decoded.errors, *check_instrument(decoded, rules)]
    problems.extend(_locate(finding, parsed.source, file) for finding in findings)
    problems.sort(key=lambda p: (p.line, p.column))
    return Validation(None if problems else decoded.instrument, problems)


def validate_file(path: Path, rules: Mapping[str, ScoringRule] | None = None) -> list[Problem]:
    return read_and_validate(path, rules).problems


def read_and_validate(path: Path, rules: Mapping[str, ScoringRule] | None = None) -> Validation:
    try:
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as error:
        return Validation(None, [Problem(str(path), 1, 1, f"cannot read the file: {error}")])
    return validate_text(text, str(path), rules)


def validate_files(
    paths: Sequence[Path], rules: Mapping[str, ScoringRule] | None = None
) -> dict[Path, Validation]:
    """Validate several files, and check that no two declare one instrument id."""
    results = {path: read_and_validate(path, rules) for path in paths}
    first_file: dict[str, Path] = {}
    for path, result in results.items():
        if result.instrument is None:
            continue
        instrument_id = result.instrument.id
        if instrument_id in first_file:
            where = parse_yaml(path.read_text(encoding="utf-8"), str(path)).source.value(("id",))
            message = (
                f"instrument id `{instrument_id}` is also declared in {first_file[instrument_id]}"
            )
            result.problems.append(Problem(str(path), where.line, where.column, message))
            result.instrument = None
        else:
            first_file[instrument_id] = path
    return results


def instrument_files(paths: Iterable[Path]) -> list[Path]:
    """The instrument files named: files as given, folders searched for ``*.yaml`` / ``*.yml``."""
    files: list[Path] = []
    for path in paths:
        if path.is_dir():
            files.extend(sorted(p for p in path.iterdir() if p.suffix in INSTRUMENT_SUFFIXES))
        else:
            files.append(path)
    return files


def _locate(finding: Finding, source: SourceMap, file: str) -> Problem:
    position = source.key(finding.path) if finding.at_key else source.value(finding.path)
    return Problem(file, position.line, position.column, finding.message)
