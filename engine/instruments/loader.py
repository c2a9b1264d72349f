"""Load an instrument file into the model, refusing a file with any problem."""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path

from engine.instruments.model import Instrument
from engine.instruments.problems import InstrumentInvalid
from engine.instruments.validate import Validation, read_and_validate, validate_text
from engine.types import ScoringRule


def load_instrument(path: Path, rules: Mapping[str, ScoringRule] | None = None) -> Instrument:
    """The instrument in ``path``; ``InstrumentInvalid`` lists every problem of the file.

    With ``rules`` (the registered scoring rules), the instrument's rule and its params are
    checked too.
    """
    return _instrument_or_raise(read_and_validate(path, rules))


def load_instrument_text(
    text: str, file: str = "<text>", rules: Mapping[str, ScoringRule] | None = None
) -> Instrument:
    return _instrument_or_raise(validate_text(text, file, rules))


def _instrument_or_raise(validation: Validation) -> Instrument:
    if validation.instrument is None:
        raise InstrumentInvalid(validation.problems)
    return validation.instrument
