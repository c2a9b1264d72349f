"""A clearly labelled synthetic population for demos, development and benchmarks.

Every synthetic user has an e-mail ``synthetic-NNNNNN@demo.invalid`` (the ``.invalid`` top-level
domain can never receive mail) and no password, so nobody can sign in as one; every synthetic
response has ``synthetic = true``. Operator statistics leave them out. Answers are scored by the
instrument's own scoring rule; histogram counts are added with the same key function as a
submit, so a synthetic population is counted exactly as real respondents would be.
"""

from __future__ import annotations

import random
import re
from collections import Counter
from collections.abc import Callable, Iterator, Sequence
from datetime import date, datetime, timedelta
from typing import Any

from sqlalchemy import Table, delete, func, insert, select
from sqlalchemy.ext.asyncio import AsyncSession

from engine.accounts.models import User
from engine.demographics.models import Demographic
from engine.instruments.model import CountryQuestion, Instrument, OptionsQuestion, SelectQuestion
from engine.population.facets import facet_values
from engine.population.service import CountAccumulator, CountKey, apply_counts, response_counts
from engine.responses.answers import item_values, scored_items
from engine.responses.models import SUBMITTED, SurveyResponse, new_id, utc_now
from engine.scoring import evaluate
from engine.types import Outcome

SYNTHETIC_DOMAIN = "demo.invalid"
SYNTHETIC_PATTERN = f"synthetic-%@{SYNTHETIC_DOMAIN}"
COMMON_COUNTRIES = ("GB", "US", "DE", "FR", "NL", "IE", "ES", "IT", "IN", "NG", "PL", "CA", "AU")
"""Nationalities drawn for synthetic people (a plausible mix, not the whole ISO list)."""
_AGE_RANGE = re.compile(r"^(\d+)\s*(?:-\s*(\d+)|\+)$")
Progress = Callable[[int], None]


def synthetic_email(number: int) -> str:
    return f"synthetic-{number:06d}@{SYNTHETIC_DOMAIN}"


def _age_ranges(values: Sequence[str]) -> list[tuple[str, int, int]] | None:
    """``[(value, low, high)]`` when every value is an age range (``18-25``, ``65+``)."""
    ranges = []
    for value in values:
        match = _AGE_RANGE.match(value)
        if match is None:
            return None
        high = int(match.group(2)) if match.group(2) else 200
        ranges.append((value, int(match.group(1)), high))
    return ranges


class PersonMaker:
    """Random but plausible demographics and answers, reproducible from a seed."""

    def __init__(self, profile: Instrument | None, rng: random.Random, today: date) -> None:
        self.rng = rng
        self.today = today
        self.choices: dict[str, tuple[str, ...]] = {}
        self.age_ranges: dict[str, list[tuple[str, int, int]]] = {}
        self.countries: list[str] = []
        if profile is not None:
            sets = {s.id: s for s in profile.answer_sets}
            for question in profile.questions:
                if isinstance(question, OptionsQuestion | SelectQuestion):
                    answer_set = sets.get(question.answer_set)
                    values = (
                        tuple(a.value for a in (answer_set.answers or [])) if answer_set else ()
                    )
                    if values:
                        self.choices[question.key] = values
                        ranges = _age_ranges(values)
                        if ranges:
                            self.age_ranges[question.key] = ranges
                elif isinstance(question, CountryQuestion):
                    self.countries.append(question.key)

    def demographics(self) -> tuple[dict[str, Any], date]:
        age = min(int(self.rng.triangular(18, 85, 34)), 84)
        dob = self.today - timedelta(days=age * 365 + self.rng.randrange(365) + age // 4)
        fields: dict[str, Any] = {}
        for key, values in self.choices.items():
            ranges = self.age_ranges.get(key)
            if ranges:
                fields[key] = next((v for v, low, high in ranges if low <= age <= high), values[-1])
            else:
                fields[key] = self.rng.choice(values)
        home = self.rng.choice(COMMON_COUNTRIES)
        for key in self.countries:
            fields[key] = home if self.rng.random() < 0.85 else self.rng.choice(COMMON_COUNTRIES)
        return fields, dob

    def answers(self, instrument: Instrument) -> dict[str, str | None]:
        """One answer per scored item, leaning the same way for one person (as people do)."""
        leaning = self.rng.gauss(0, 1)
        answers: dict[str, str | None] = {}
        for item in scored_items(instrument):
            values = item_values(instrument, item)
            middle = (len(values) - 1) / 2
            position = middle + (leaning * 0.8 + self.rng.gauss(0, 0.9)) * max(middle, 0.5)
            index = min(max(round(position), 0), len(values) - 1)
            answers[item.key] = values[len(values) - 1 - index if item.reverse else index]
        return answers


class Scorer:
    """``evaluate`` with a cache: many synthetic people give the same answers."""

    def __init__(self, plugins: Any, instrument: Instrument) -> None:
        self.plugins = plugins
        self.instrument = instrument
        self.cache: dict[tuple[tuple[str, str | None], ...], Outcome] = {}

    def __call__(self, answers: dict[str, str | None]) -> Outcome:
        key = tuple(sorted(answers.items()))
        found = self.cache.get(key)
        if found is None:
            found = self.cache[key] = evaluate(self.plugins, self.instrument, answers)
        return found


async def next_synthetic_number(session: AsyncSession) -> int:
    count = await session.scalar(
        select(func.count()).select_from(User).where(User.email.like(SYNTHETIC_PATTERN))
    )
    return int(count or 0) + 1


def _batches(total: int, size: int) -> Iterator[range]:
    for start in range(0, total, size):
        yield range(start, min(start + size, total))


async def seed(
    session: AsyncSession,
    plugins: Any,
    instruments: Sequence[Instrument],
    profile: Instrument | None,
    respondents: int,
    *,
    rng_seed: int = 1,
    batch_size: int = 2000,
    progress: Progress | None = None,
    count_histograms: bool = True,
) -> int:
    """Add ``respondents`` synthetic people, each with a submitted response to every instrument.

    One transaction: rows are inserted in batches, the histogram counts of all of them are added
    at the end, then everything is committed together. Returns the number of responses written.
    """
    rng = random.Random(rng_seed)  # noqa: S311 (demo data, not secrets)
    today = utc_now().date()
    maker = PersonMaker(profile, rng, today)
    scorers = {instrument.id: Scorer(plugins, instrument) for instrument in instruments}
    first = await next_synthetic_number(session)
    written = 0
    counts = CountAccumulator()
    now = utc_now()
    for batch in _batches(respondents, batch_size):
        users, records, responses = [], [], []
        for offset in batch:
            user_id = new_id()
            created = now - timedelta(seconds=rng.randrange(365 * 24 * 3600))
            users.append(_user(user_id, first + offset, created))
            fields, dob = maker.demographics()
            records.append(
                {
                    "user_id": user_id,
                    "fields": fields,
                    "dob": dob,
                    "created_at": created,
                    "updated_at": created,
                }
            )
            demographics = {**fields, "dob": dob}
            for instrument in instruments:
                answers = maker.answers(instrument)
                outcome = scorers[instrument.id](answers)
                values = facet_values(instrument, demographics, today)
                responses.append(_response(user_id, instrument, answers, outcome, values, created))
                if count_histograms:
                    counts.add(instrument, outcome.scores, values)
        await session.execute(insert(_table(User)), users)
        await session.execute(insert(_table(Demographic)), records)
        await session.execute(insert(_table(SurveyResponse)), responses)
        written += len(responses)
        if progress is not None:
            progress(len(batch))
    await apply_counts(session, counts.counts())
    await session.commit()
    return written


def _table(model: Any) -> Table:
    table: Table = model.__table__
    return table


def _user(user_id: str, number: int, created: datetime) -> dict[str, Any]:
    return {
        "id": user_id,
        "email": synthetic_email(number),
        "password_hash": None,
        "role": "user",
        "kind": "registered",
        "created_at": created,
        "updated_at": created,
    }


def _response(
    user_id: str,
    instrument: Instrument,
    answers: dict[str, str | None],
    outcome: Outcome,
    values: dict[str, str],
    created: datetime,
) -> dict[str, Any]:
    return {
        "id": new_id(),
        "user_id": user_id,
        "instrument_id": instrument.id,
        "instrument_version": instrument.version,
        "status": SUBMITTED,
        "answers": answers,
        "scores": dict(outcome.scores),
        "levels": dict(outcome.levels),
        "profile": outcome.profile,
        "facets": values,
        "synthetic": True,
        "created_at": created,
        "updated_at": created,
        "submitted_at": created,
    }


async def remove(
    session: AsyncSession,
    registry: Any,
    *,
    batch_size: int = 5000,
    progress: Progress | None = None,
) -> int:
    """Uncount every synthetic response, then delete synthetic responses and users."""
    removed = 0
    last_id = ""
    while True:
        rows = (
            await session.execute(
                select(
                    SurveyResponse.id,
                    SurveyResponse.instrument_id,
                    SurveyResponse.scores,
                    SurveyResponse.facets,
                )
                .where(
                    SurveyResponse.synthetic,
                    SurveyResponse.status == SUBMITTED,
                    SurveyResponse.id > last_id,
                )
                .order_by(SurveyResponse.id)
                .limit(batch_size)
            )
        ).all()
        if not rows:
            break
        counts: Counter[CountKey] = Counter()
        for response_id, instrument_id, scores, facets in rows:
            if instrument_id in registry:
                counts.update(
                    response_counts(registry.get(instrument_id), scores or {}, facets or {}, -1)
                )
            last_id = response_id
        await apply_counts(session, counts)
        removed += len(rows)
        if progress is not None:
            progress(len(rows))
    await session.execute(delete(SurveyResponse).where(SurveyResponse.synthetic))
    await session.execute(delete(User).where(User.email.like(SYNTHETIC_PATTERN)))
    await session.commit()
    return removed
