"""Built-in scoring rules: ``sum`` and ``percent_of_max``.

Both read ``scoring.params``:

- ``answer_scores``: answer value -> points, e.g. ``{Disagree: 1, Neutral: 2, Agree: 3}``.
- ``unanswered``: ``zero`` (an unanswered item scores 0 and still counts) or ``exclude`` (it is
  left out). Default: ``zero`` for ``sum``, ``exclude`` for ``percent_of_max``.

A ``reverse`` item scores ``lowest + highest - points`` (on 1..5: 6 - points). ``sum`` adds the
item scores of a dimension. ``percent_of_max`` gives ``sum / (counted items x highest) x 100``.
A dimension with no counted item (every item unanswered and excluded) has no score: scoring
raises ``ScoringError`` rather than inventing one.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Callable
from typing import Literal

import msgspec

from engine import hookimpl
from engine.instruments.model import Instrument, OptionsQuestion
from engine.scoring import ScoringError
from engine.types import Answers, Scores, ScoringRule


class AnswerScoreParams(msgspec.Struct, forbid_unknown_fields=True, kw_only=True):
    answer_scores: dict[str, float]
    unanswered: Literal["zero", "exclude"] | None = None


class AnswerScoreRule(ABC):
    """Item scores from a table of answer -> points; subclasses combine them per dimension."""

    name = ""
    default_unanswered: Literal["zero", "exclude"] = "zero"

    def params(self, instrument: Instrument) -> AnswerScoreParams:
        raw = instrument.scoring.params if instrument.scoring else {}
        return msgspec.convert(raw, AnswerScoreParams)

    def check_params(self, instrument: Instrument) -> list[str]:
        try:
            params = self.params(instrument)
        except msgspec.ValidationError as error:
            return [_params_message(error)]
        if not params.answer_scores:
            return ["`answer_scores` is empty; give the points of every answer"]
        return self._coverage_problems(instrument, params)

    def _coverage_problems(self, instrument: Instrument, params: AnswerScoreParams) -> list[str]:
        problems = []
        sets = {answer_set.id: answer_set for answer_set in instrument.answer_sets}
        used: set[str] = set()
        for item in scored_items(instrument):
            answer_set = sets.get(item.answer_set)
            values = [answer.value for answer in (answer_set.answers or [])] if answer_set else []
            used.update(values)
            problems += [
                f"`answer_scores` has no points for answer `{value}` of item `{item.key}`"
                for value in values
                if value not in params.answer_scores
            ]
        problems += [
            f"`answer_scores` names `{value}`, which no scored item can be answered with"
            for value in params.answer_scores
            if value not in used
        ]
        return sorted(set(problems), key=problems.index)

    def score(self, instrument: Instrument, answers: Answers) -> Scores:
        params = self.params(instrument)
        unanswered = params.unanswered or self.default_unanswered
        points = params.answer_scores
        lowest, highest = min(points.values()), max(points.values())
        item_scores: dict[str, list[float]] = {d.id: [] for d in instrument.dimensions}
        for item in scored_items(instrument):
            answer = answers.get(item.key)
            if answer is None:
                if unanswered == "zero":
                    item_scores[str(item.dimension)].append(0)
                continue
            if answer not in points:
                raise ScoringError(f"answer {answer!r} of item `{item.key}` has no points")
            score = points[answer]
            item_scores[str(item.dimension)].append(
                lowest + highest - score if item.reverse else score
            )
        return {
            dimension: self.combine(dimension, scores, highest)
            for dimension, scores in item_scores.items()
        }

    @abstractmethod
    def combine(self, dimension: str, scores: list[float], highest: float) -> float:
        """One dimension's score from its counted item scores."""


class SumRule(AnswerScoreRule):
    name = "sum"
    default_unanswered = "zero"

    def combine(self, dimension: str, scores: list[float], highest: float) -> float:
        _require_some(dimension, scores)
        total = sum(scores)
        return int(total) if float(total).is_integer() else total


class PercentOfMaxRule(AnswerScoreRule):
    name = "percent_of_max"
    default_unanswered = "exclude"

    def check_params(self, instrument: Instrument) -> list[str]:
        problems = super().check_params(instrument)
        if not problems and max(self.params(instrument).answer_scores.values()) <= 0:
            problems.append("the highest of `answer_scores` must be above 0")
        return problems

    def combine(self, dimension: str, scores: list[float], highest: float) -> float:
        _require_some(dimension, scores)
        return sum(scores) * 100 / (len(scores) * highest)


def scored_items(instrument: Instrument) -> list[OptionsQuestion]:
    return [
        question
        for question in instrument.questions
        if isinstance(question, OptionsQuestion) and question.dimension is not None
    ]


def _require_some(dimension: str, scores: list[float]) -> None:
    if not scores:
        raise ScoringError(
            f"dimension `{dimension}` has no answered item, so it has no score; "
            "answer at least one of its items",
            dimension=dimension,
        )


def _params_message(error: msgspec.ValidationError) -> str:
    message, _, where = str(error).partition(" - at `")
    field = where.rstrip("`").removeprefix("$.").replace("[...]", "")
    text = message[:1].lower() + message[1:]
    text = text.replace("object contains unknown field", "unknown param")
    text = text.replace("object missing required field", "missing param")
    return f"{field}: {text}" if field else text + " (expected: answer_scores, unanswered)"


@hookimpl
def survey_register_scoring_rules(register: Callable[[ScoringRule], None]) -> None:
    register(SumRule())
    register(PercentOfMaxRule())


@hookimpl(trylast=True)
def survey_score_response(
    instrument: Instrument, answers: Answers, rules: dict[str, ScoringRule]
) -> Scores | None:
    """Apply the rule the instrument names; ``None`` when it names none that is registered."""
    rule = rules.get(instrument.scoring.rule) if instrument.scoring else None
    return rule.score(instrument, answers) if rule is not None else None
