"""Checking submitted answers against the instrument, before anything is scored or stored."""

from __future__ import annotations

from collections.abc import Mapping
from datetime import date

from engine.http.errors import ApiError
from engine.instruments.countries import country_codes
from engine.instruments.model import (
    AnswerSet,
    CountryQuestion,
    DateQuestion,
    EmojiSelectFollowUp,
    Instrument,
    OptionsQuestion,
    ScaleFollowUp,
    SelectQuestion,
    TextFieldFollowUp,
    TextQuestion,
    TextSelectFollowUp,
)

COUNTRIES = "countries"
FREE_TEXT_LIMIT = 500


class AnswerRule:
    """What one key accepts: a closed list of values, or free text up to a length."""

    def __init__(
        self, values: list[str] | None, max_length: int = FREE_TEXT_LIMIT, kind: str = ""
    ) -> None:
        self.values = values
        self.max_length = max_length
        self.kind = kind


def _set_values(answer_sets: Mapping[str, AnswerSet], set_id: str) -> list[str]:
    answer_set = answer_sets.get(set_id)
    if answer_set is None:
        return []
    if answer_set.source == COUNTRIES:
        return sorted(country_codes())
    return [answer.value for answer in answer_set.answers or []]


def answer_rules(instrument: Instrument) -> dict[str, AnswerRule]:
    """Every key a response to ``instrument`` may carry, questions and follow-ups alike."""
    sets = {answer_set.id: answer_set for answer_set in instrument.answer_sets}
    rules: dict[str, AnswerRule] = {}
    for question in instrument.questions:
        if isinstance(question, OptionsQuestion | SelectQuestion | CountryQuestion):
            rules[question.key] = AnswerRule(_set_values(sets, question.answer_set))
        elif isinstance(question, TextQuestion):
            rules[question.key] = AnswerRule(None, question.max_length)
        elif isinstance(question, DateQuestion):
            rules[question.key] = AnswerRule(None, 10, kind="date")
        follow_up = question.follow_up
        if isinstance(follow_up, ScaleFollowUp | TextSelectFollowUp | EmojiSelectFollowUp):
            rules[follow_up.key] = AnswerRule(_set_values(sets, follow_up.answer_set))
        elif isinstance(follow_up, TextFieldFollowUp):
            rules[follow_up.key] = AnswerRule(None, follow_up.max_length)
    return rules


def check_answers(instrument: Instrument, answers: Mapping[str, object]) -> dict[str, str | None]:
    """The answers as item key -> value, or a 400 naming ``answers.<key>`` and what it accepts."""
    rules = answer_rules(instrument)
    checked: dict[str, str | None] = {}
    for key, value in answers.items():
        field = f"answers.{key}"
        rule = rules.get(key)
        if rule is None:
            raise ApiError(
                400,
                f"Unknown item '{key}' for {instrument.id}; expected one of: {', '.join(rules)}",
                field=field,
            )
        if value is None:
            checked[key] = None
            continue
        if not isinstance(value, str):
            raise ApiError(400, f"The answer to '{key}' must be a string or null", field=field)
        if rule.values is not None and value not in rule.values:
            shown = ", ".join(rule.values) if len(rule.values) <= 20 else "an ISO 3166 country code"
            raise ApiError(
                400,
                f"Unknown answer '{value[:50]}' for '{key}'; expected one of: {shown}",
                field=field,
            )
        if rule.values is None and len(value) > rule.max_length:
            raise ApiError(
                400,
                f"The answer to '{key}' is longer than {rule.max_length} characters",
                field=field,
            )
        if rule.kind == "date":
            try:
                date.fromisoformat(value)
            except ValueError:
                raise ApiError(
                    400, f"The answer to '{key}' must be a date (YYYY-MM-DD)", field=field
                ) from None
        checked[key] = value
    return checked


def scored_items(instrument: Instrument) -> list[OptionsQuestion]:
    """The questions that count towards a dimension, in the instrument's order."""
    return [q for q in instrument.questions if isinstance(q, OptionsQuestion) and q.dimension]


def item_values(instrument: Instrument, item: OptionsQuestion) -> list[str]:
    sets = {answer_set.id: answer_set for answer_set in instrument.answer_sets}
    return _set_values(sets, item.answer_set)
