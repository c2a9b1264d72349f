"""The instruments of a folder, by id, and the form clients receive them in."""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from pathlib import Path

import msgspec

from engine.instruments.countries import country_answers
from engine.instruments.model import AnswerSet, Instrument, OptionsQuestion
from engine.instruments.problems import InstrumentInvalid, Problem
from engine.instruments.validate import instrument_files, validate_files
from engine.types import ScoringRule


class InstrumentNotFound(LookupError):
    def __init__(self, instrument_id: str, known: list[str]) -> None:
        self.instrument_id = instrument_id
        listed = ", ".join(known) or "(none)"
        super().__init__(f"unknown instrument `{instrument_id}`; known instruments: {listed}")


class InstrumentRegistry:
    """Loaded, valid instruments by id, in file name order."""

    def __init__(self, instruments: Mapping[str, Instrument]) -> None:
        self._instruments = dict(instruments)

    def get(self, instrument_id: str) -> Instrument:
        try:
            return self._instruments[instrument_id]
        except KeyError:
            raise InstrumentNotFound(instrument_id, list(self._instruments)) from None

    def __contains__(self, instrument_id: object) -> bool:
        return instrument_id in self._instruments

    def __iter__(self) -> Iterator[Instrument]:
        return iter(self._instruments.values())

    def __len__(self) -> int:
        return len(self._instruments)

    def ids(self) -> list[str]:
        return list(self._instruments)


def load_registry(
    folder: Path, rules: Mapping[str, ScoringRule] | None = None
) -> InstrumentRegistry:
    """Every instrument file in ``folder``; ``InstrumentInvalid`` lists the problems of all files.

    Pass the registered scoring rules (``plugins.scoring_rules()``) so that an instrument naming
    an unknown rule, or giving it bad params, is refused here rather than at the first response.
    """
    results = validate_files(instrument_files([folder]), rules)
    problems: list[Problem] = [p for result in results.values() for p in result.problems]
    if problems:
        raise InstrumentInvalid(problems)
    instruments = [r.instrument for r in results.values() if r.instrument is not None]
    return InstrumentRegistry({instrument.id: instrument for instrument in instruments})


# --- what clients receive ------------------------------------------------------------------------


def question_count(instrument: Instrument) -> int:
    return len(instrument.questions)


def item_count(instrument: Instrument) -> int:
    """The scored items: questions that name a dimension."""
    return sum(
        1
        for question in instrument.questions
        if isinstance(question, OptionsQuestion) and question.dimension is not None
    )


def fill_instructions(instrument: Instrument) -> str | None:
    """The instructions with ``{question_count}``, ``{item_count}``, ``{estimated_minutes}``
    filled in from the instrument itself, so a count is never typed by hand."""
    if instrument.instructions is None:
        return None
    values = {
        "question_count": question_count(instrument),
        "item_count": item_count(instrument),
        "estimated_minutes": instrument.estimated_minutes,
    }
    text = instrument.instructions
    for name, value in values.items():
        text = text.replace(f"{{{name}}}", str(value))
    return text


def expand_answer_set(answer_set: AnswerSet) -> AnswerSet:
    """A ``source: countries`` set with its generated ``answers``; other sets unchanged."""
    if answer_set.source == "countries":
        return msgspec.structs.replace(answer_set, answers=list(country_answers()))
    return answer_set


def render_instrument(instrument: Instrument) -> Instrument:
    """The instrument as clients receive it: instructions filled in, generated answer sets
    expanded. The result is still a valid ``Instrument``."""
    return msgspec.structs.replace(
        instrument,
        instructions=fill_instructions(instrument),
        answer_sets=[expand_answer_set(s) for s in instrument.answer_sets],
    )
