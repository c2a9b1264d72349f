"""The responses domain's calls into the engine core's plugin facade (scoring, levels, hooks)."""

from __future__ import annotations

import logging
from collections.abc import Mapping
from typing import Any

from engine.http.errors import ApiError
from engine.instruments.model import Instrument
from engine.scoring import AnswerError, ScoringError, evaluate
from engine.types import Answers, Outcome, PopulationStats

logger = logging.getLogger("engine.responses")


def score(plugins: Any, instrument: Instrument, answers: Answers) -> Outcome:
    """Scores with absolute levels (no comparison population); a scoring refusal is a 400."""
    try:
        return evaluate(plugins, instrument, answers)
    except AnswerError as error:
        key = getattr(error, "key", None)
        raise ApiError(400, str(error), field=f"answers.{key}" if key else "answers") from error
    except ScoringError as error:
        raise ApiError(400, str(error), field="answers") from error


def relative(
    plugins: Any,
    instrument: Instrument,
    scores: Mapping[str, float],
    population: Mapping[str, PopulationStats],
) -> tuple[dict[str, str], str | None]:
    """Levels against the comparison population (``survey_choose_levels``) and the profile they
    choose (``survey_choose_profile``)."""
    levels = plugins.choose_levels(
        instrument=instrument, scores=dict(scores), population=population
    )
    profile = plugins.choose_profile(instrument=instrument, levels=levels)
    return dict(levels), profile


def announce(plugins: Any, outcome: Outcome, *, respondent_id: str, response_id: str) -> None:
    """Fire ``survey_response_submitted``; a failing plugin never fails the submission."""
    try:
        plugins.response_submitted(
            outcome=outcome, respondent_id=respondent_id, response_id=response_id
        )
    except Exception:
        logger.exception("a survey_response_submitted hook failed for response %s", response_id)
