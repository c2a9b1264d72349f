"""Every hook the engine calls. Plugins implement them with ``@engine.hookimpl``.

Built-in behaviour (the scoring rules, level and profile choice, mail delivery) ships as ordinary
plugins in ``plugins/`` and goes through these same hooks, so a third-party plugin can add to it
or replace it.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Mapping

from engine import hookspec
from engine.instruments.model import Instrument
from engine.types import (
    Answers,
    DeliveryResult,
    MailMessage,
    Outcome,
    PopulationStats,
    Scores,
    ScoringRule,
)


@hookspec
def survey_register_scoring_rules(register: Callable[[ScoringRule], None]) -> None:
    """Register scoring rules by calling ``register(rule)`` once per rule.

    Fires once when the plugin manager is set up. An instrument names its rule in
    ``scoring.rule``; two rules with one name are an error.
    """


@hookspec(firstresult=True)
def survey_score_response(
    instrument: Instrument, answers: Answers, rules: Mapping[str, ScoringRule]
) -> Scores | None:
    """Score one response: dimension id -> score.

    Fires for every submitted or previewed response. First non-``None`` result wins; the built-in
    implementation applies the rule the instrument names. Return ``None`` to leave an instrument
    to the others.
    """


@hookspec(firstresult=True)
def survey_choose_levels(
    instrument: Instrument, scores: Scores, population: Mapping[str, PopulationStats]
) -> dict[str, str] | None:
    """Choose a level (band id) for every dimension.

    ``population`` holds the comparison statistics of the dimensions that have a comparison
    population large enough to use; it may be empty. First non-``None`` result wins.
    """


@hookspec(firstresult=True)
def survey_choose_profile(instrument: Instrument, levels: Mapping[str, str]) -> str | None:
    """Choose the profile (loneliness profile, attachment style) for a combination of levels.

    First non-``None`` result wins; ``None`` from every plugin means the instrument has no
    matching profile.
    """


@hookspec
def survey_response_submitted(outcome: Outcome, respondent_id: str, response_id: str) -> None:
    """Fires after a response is stored (the transaction is committed). Results are ignored.

    For side effects such as analytics or notifications; it must not fail the submission, so
    exceptions are logged and swallowed by the engine.
    """


@hookspec(firstresult=True)
def survey_deliver_mail(
    message: MailMessage,
) -> DeliveryResult | Awaitable[DeliveryResult] | None:
    """Deliver one outbox message. First non-``None`` result wins.

    An implementation may be an ``async def``: the engine awaits what it returns.

    Fires from the outbox worker for every due message. Plugins registered later are asked
    first, so a third-party delivery plugin replaces the built-in SMTP and file deliveries.
    Return ``temporary_failure`` to be retried with backoff, ``permanent_failure`` to stop.
    """
