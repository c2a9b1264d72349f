"""Checks a profile record against the profile instrument (the one of ``kind: profile``).

Fields are the instrument's question and follow-up keys, plus ``dob`` and the spec's unasked
fields. Each value must fit its question: an answer of its answer set, a country code of the
generated country list, text within ``max_length`` (digits when ``numeric``), a date. ``None``
clears a field. The first problem is raised as a 400 naming the field.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date
from typing import Any

from engine.http.errors import ApiError
from engine.instruments.countries import country_codes
from engine.instruments.model import (
    CountryQuestion,
    DateQuestion,
    FollowUp,
    Instrument,
    OptionsQuestion,
    Question,
    SelectQuestion,
    TextFieldFollowUp,
    TextQuestion,
)

DOB = "dob"
MIN_AGE_YEARS = 18
"""Spec section 1: minimum participant age."""
MAX_AGE_YEARS = 120
UNASKED_TEXT_FIELDS = ("relationshipStatus", "sexualOrientation")
"""Spec section 3: mapped by the profile screen but not asked; free text up to 100 characters."""
UNASKED_MAX_LENGTH = 100


@dataclass(frozen=True)
class FieldRule:
    kind: str
    """``choice``, ``country``, ``text`` or ``date``."""
    answers: frozenset[str] = frozenset()
    max_length: int = 0
    numeric: bool = False
    min_age_years: int | None = None


def field_rules(instrument: Instrument | None) -> dict[str, FieldRule]:
    """Field name -> rule, in the instrument's question order, ``dob`` and unasked fields last."""
    rules: dict[str, FieldRule] = {}
    if instrument is not None:
        answer_sets = {s.id: s for s in instrument.answer_sets}

        def choice(answer_set_id: str) -> FieldRule:
            answer_set = answer_sets.get(answer_set_id)
            if answer_set is not None and answer_set.source == "countries":
                return FieldRule(kind="country")
            answers = answer_set.answers if answer_set and answer_set.answers else []
            return FieldRule(kind="choice", answers=frozenset(a.value for a in answers))

        for question in instrument.questions:
            rules[question.key] = _question_rule(question, choice)
            if question.follow_up is not None:
                rules[question.follow_up.key] = _follow_up_rule(question.follow_up, choice)
    rules.setdefault(DOB, FieldRule(kind="date", min_age_years=MIN_AGE_YEARS))
    for name in UNASKED_TEXT_FIELDS:
        rules.setdefault(name, FieldRule(kind="text", max_length=UNASKED_MAX_LENGTH))
    return rules


def _question_rule(question: Question, choice: Any) -> FieldRule:
    if isinstance(question, CountryQuestion):
        return FieldRule(kind="country")
    if isinstance(question, OptionsQuestion | SelectQuestion):
        rule: FieldRule = choice(question.answer_set)
        return rule
    if isinstance(question, TextQuestion):
        return FieldRule(kind="text", max_length=question.max_length, numeric=question.numeric)
    if isinstance(question, DateQuestion):
        minimum = question.min_age_years
        if question.key == DOB:
            minimum = max(minimum or 0, MIN_AGE_YEARS)
        return FieldRule(kind="date", min_age_years=minimum)
    raise TypeError(f"no field rule for question type {type(question).__name__}")


def _follow_up_rule(follow_up: FollowUp, choice: Any) -> FieldRule:
    if isinstance(follow_up, TextFieldFollowUp):
        return FieldRule(kind="text", max_length=follow_up.max_length)
    rule: FieldRule = choice(follow_up.answer_set)
    return rule


def validate_fields(
    rules: dict[str, FieldRule], values: dict[str, Any], today: date
) -> dict[str, str | None]:
    """The checked values (dates as ``YYYY-MM-DD``); ApiError 400 on the first problem."""
    checked: dict[str, str | None] = {}
    for name, value in values.items():
        rule = rules.get(name)
        if rule is None:
            raise ApiError(400, f"Unknown field: {name}", field=name)
        checked[name] = None if value is None else _check(name, rule, value, today)
    return checked


def _check(name: str, rule: FieldRule, value: Any, today: date) -> str:
    if (
        rule.kind == "text"
        and rule.numeric
        and isinstance(value, int)
        and not isinstance(value, bool)
    ):
        value = str(value)
    if not isinstance(value, str):
        raise ApiError(400, f"{name} must be a string or null", field=name)
    if rule.kind == "choice" and value not in rule.answers:
        listed = ", ".join(sorted(rule.answers))
        raise ApiError(400, f"{name}: '{value}' is not one of the answers ({listed})", field=name)
    if rule.kind == "country" and value not in country_codes():
        raise ApiError(400, f"{name}: '{value}' is not an ISO 3166 country code", field=name)
    if rule.kind == "text":
        value = value.strip()
        if len(value) > rule.max_length:
            raise ApiError(400, f"{name} is longer than {rule.max_length} characters", field=name)
        if rule.numeric and value and not value.isdigit():
            raise ApiError(400, f"{name} must be a whole number", field=name)
    if rule.kind == "date":
        _check_date(name, value, rule.min_age_years, today)
    return str(value)


def _check_date(name: str, value: str, min_age_years: int | None, today: date) -> None:
    try:
        born = date.fromisoformat(value)
    except ValueError as error:
        raise ApiError(400, f"{name} must be a date as YYYY-MM-DD", field=name) from error
    if len(value) != 10 or born > today or age_on(born, today) > MAX_AGE_YEARS:
        raise ApiError(400, f"{name} must be a real date of birth (YYYY-MM-DD)", field=name)
    if min_age_years is not None and age_on(born, today) < min_age_years:
        raise ApiError(400, f"You must be at least {min_age_years} years old", field=name)


def age_on(born: date, today: date) -> int:
    return today.year - born.year - ((today.month, today.day) < (born.month, born.day))
