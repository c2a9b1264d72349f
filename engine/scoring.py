"""Scoring orchestration: answers -> scores -> levels -> profile, through the plugin hooks.

The engine core names no instrument: what an answer is worth, how dimensions combine and where
the level bands lie all come from the instrument file and the scoring rule it names.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING

from engine.instruments.countries import country_codes
from engine.instruments.model import AnswerSet, Instrument
from engine.types import Answers, Outcome, PopulationStats

if TYPE_CHECKING:
    from engine.plugins import Plugins

SHOWN_VALUES_LIMIT = 20
"""Longer lists of allowed values (the country list) are described instead of listed."""


class AnswerError(ValueError):
    """An answer the instrument does not accept. ``key`` names the item at fault."""

    def __init__(self, key: str, message: str) -> None:
        self.key = key
        super().__init__(message)


class ScoringError(ValueError):
    """Answers that cannot be scored, e.g. a dimension whose items were all left unanswered
    under a rule that excludes unanswered items. ``dimension`` names it when known."""

    def __init__(self, message: str, dimension: str | None = None) -> None:
        self.dimension = dimension
        super().__init__(message)


def evaluate(
    plugins: Plugins,
    instrument: Instrument,
    answers: Answers,
    population: Mapping[str, PopulationStats] | None = None,
) -> Outcome:
    """Score ``answers`` and choose levels and profile.

    ``population``: comparison statistics per dimension, when a large enough comparison
    population exists; without them the instrument's absolute bands apply. Raises
    ``AnswerError`` for an unknown item or answer value, ``ScoringError`` for an unscored
    instrument or answers the rule cannot score.
    """
    if instrument.scoring is None:
        raise ScoringError(f"instrument `{instrument.id}` is not scored (it has no `scoring`)")
    checked = check_answers(instrument, answers)
    scores = plugins.score(instrument=instrument, answers=checked)
    levels = plugins.choose_levels(instrument=instrument, scores=scores, population=population)
    profile = plugins.choose_profile(instrument=instrument, levels=levels)
    return Outcome(instrument=instrument.id, scores=scores, levels=levels, profile=profile)


def check_answers(instrument: Instrument, answers: Answers) -> dict[str, str | None]:
    """Every question of ``instrument`` -> its answer; a question not answered maps to ``None``.

    A key that is not a question of the instrument, or a value outside the question's answer
    set, raises ``AnswerError`` naming the key and what was expected.
    """
    allowed = allowed_answers(instrument)
    for key, value in answers.items():
        if key not in allowed:
            raise AnswerError(
                key,
                f"unknown item `{key}` for instrument `{instrument.id}`; expected one of: "
                + ", ".join(allowed),
            )
        values = allowed[key]
        if value is not None and values is not None and value not in values:
            raise AnswerError(key, f"unknown answer {value!r} for `{key}`; {_expected(values)}")
    return {key: answers.get(key) for key in allowed}


def allowed_answers(instrument: Instrument) -> dict[str, tuple[str, ...] | None]:
    """Question (and follow-up) key -> the values it accepts; ``None`` means free text."""
    sets = {answer_set.id: answer_set for answer_set in instrument.answer_sets}
    allowed: dict[str, tuple[str, ...] | None] = {}
    for question in instrument.questions:
        allowed[question.key] = _values(sets, getattr(question, "answer_set", None))
        if question.follow_up is not None:
            follow_up = question.follow_up
            allowed[follow_up.key] = _values(sets, getattr(follow_up, "answer_set", None))
    return allowed


def _values(sets: Mapping[str, AnswerSet], answer_set_id: str | None) -> tuple[str, ...] | None:
    answer_set = sets.get(answer_set_id or "")
    if answer_set is None:
        return None
    if answer_set.source == "countries":
        return tuple(sorted(country_codes()))
    return tuple(answer.value for answer in answer_set.answers or [])


def _expected(values: tuple[str, ...]) -> str:
    if len(values) > SHOWN_VALUES_LIMIT:
        return f"expected one of {len(values)} values such as {', '.join(values[:3])}"
    return "expected one of: " + ", ".join(values)
