"""Loneliness scoring from the real instrument file, answer by answer (DESIGN.md, spec §9).

Normal items (e1-e3, emotional): Disagree 1, Neutral 2, Agree 3. Social items (s1-s3) are
reversed: Disagree 3, Neutral 2, Agree 1. Unanswered scores 0. Each dimension is a sum, 3 to 9.
"""

from __future__ import annotations

import itertools

import pytest

from engine.instruments.model import Instrument
from engine.plugins import Plugins
from engine.scoring import evaluate
from engine.types import PopulationStats

NORMAL = {"Disagree": 1, "Neutral": 2, "Agree": 3, None: 0}
REVERSED = {"Disagree": 3, "Neutral": 2, "Agree": 1, None: 0}
ITEMS = {
    "e1": ("emotional", NORMAL),
    "e2": ("emotional", NORMAL),
    "e3": ("emotional", NORMAL),
    "s1": ("social", REVERSED),
    "s2": ("social", REVERSED),
    "s3": ("social", REVERSED),
}
ANSWERS = ["Disagree", "Neutral", "Agree"]


@pytest.mark.parametrize("key", ITEMS)
@pytest.mark.parametrize("answer", [*ANSWERS, None])
def test_each_answer_of_each_item_scores_as_the_design_says(
    plugins: Plugins, loneliness: Instrument, key: str, answer: str | None
) -> None:
    dimension, table = ITEMS[key]
    other = "social" if dimension == "emotional" else "emotional"

    outcome = evaluate(plugins, loneliness, {key: answer})

    assert outcome.scores[dimension] == table[answer]
    assert outcome.scores[other] == 0  # every other item unanswered: 0 each


def test_the_items_of_the_file_are_the_six_of_the_design(loneliness: Instrument) -> None:
    scored = {
        q.key: (getattr(q, "dimension", None), getattr(q, "reverse", False))
        for q in loneliness.questions
    }
    assert scored == {key: (dim, table is REVERSED) for key, (dim, table) in ITEMS.items()}


def test_all_agree_is_most_emotionally_and_least_socially_lonely(
    plugins: Plugins, loneliness: Instrument
) -> None:
    outcome = evaluate(plugins, loneliness, dict.fromkeys(ITEMS, "Agree"))

    assert outcome.scores == {"emotional": 9, "social": 3}
    assert outcome.levels == {"emotional": "high", "social": "low"}
    assert outcome.profile == "high-low"


def test_a_full_response_sums_each_dimension(plugins: Plugins, loneliness: Instrument) -> None:
    answers = {
        "e1": "Agree",
        "e2": "Neutral",
        "e3": "Disagree",
        "s1": "Agree",
        "s2": "Neutral",
        "s3": "Disagree",
    }

    outcome = evaluate(plugins, loneliness, answers)

    assert outcome.scores == {"emotional": 3 + 2 + 1, "social": 1 + 2 + 3}
    assert outcome.instrument == "loneliness"


ABSOLUTE_LEVEL = {
    3: "low",
    4: "low",
    5: "moderate-low",
    6: "moderate-high",
    7: "moderate-high",
    8: "high",
    9: "high",
}


def all_responses() -> list[dict[str, str]]:
    return [dict(zip(ITEMS, combo, strict=True)) for combo in itertools.product(ANSWERS, repeat=6)]


def test_every_score_level_and_profile_is_reachable(
    plugins: Plugins, loneliness: Instrument
) -> None:
    seen_levels: set[tuple[str, float, str]] = set()
    seen_profiles: set[str | None] = set()
    for answers in all_responses():
        outcome = evaluate(plugins, loneliness, answers)
        for dimension, score in outcome.scores.items():
            assert outcome.levels[dimension] == ABSOLUTE_LEVEL[int(score)]
            seen_levels.add((dimension, score, outcome.levels[dimension]))
        seen_profiles.add(outcome.profile)

    for dimension in ("emotional", "social"):
        assert {score for dim, score, _ in seen_levels if dim == dimension} == set(ABSOLUTE_LEVEL)
    assert seen_profiles == {p.id for p in loneliness.profiles}
    assert len(seen_profiles) == 9


@pytest.mark.parametrize(
    ("score", "level"),
    [(4, "low"), (5, "low"), (6, "moderate-low"), (7, "moderate-high"), (8, "high")],
)
def test_relative_levels_follow_the_z_score_against_the_population(
    plugins: Plugins, loneliness: Instrument, score: int, level: str
) -> None:
    # mean 6, stddev 1: z = score - 6; bands z <= -1 low, <= 0 moderate-low, <= 1 moderate-high
    stats = PopulationStats(count=500, mean=6.0, stddev=1.0, percentile=50.0)
    levels = plugins.choose_levels(
        instrument=loneliness,
        scores={"emotional": score, "social": score},
        population={"emotional": stats},
    )
    assert levels["emotional"] == level
    assert levels["social"] == ABSOLUTE_LEVEL[score]  # no population for social: absolute bands


def test_a_population_without_spread_falls_back_to_absolute_bands(
    plugins: Plugins, loneliness: Instrument
) -> None:
    flat = PopulationStats(count=50, mean=5.0, stddev=0.0, percentile=50.0)
    levels = plugins.choose_levels(
        instrument=loneliness, scores={"emotional": 9, "social": 3}, population={"emotional": flat}
    )
    assert levels == {"emotional": "high", "social": "low"}


def test_evaluate_with_population_chooses_the_profile_from_relative_levels(
    plugins: Plugins, loneliness: Instrument
) -> None:
    answers = {
        "e1": "Neutral",
        "e2": "Neutral",
        "e3": "Neutral",
        "s1": "Neutral",
        "s2": "Neutral",
        "s3": "Neutral",
    }  # 6 and 6
    low_population = PopulationStats(count=900, mean=8.0, stddev=1.0, percentile=5.0)
    high_population = PopulationStats(count=900, mean=4.0, stddev=1.0, percentile=95.0)

    outcome = evaluate(
        plugins,
        loneliness,
        answers,
        population={"emotional": low_population, "social": high_population},
    )

    assert outcome.levels == {"emotional": "low", "social": "high"}
    assert outcome.profile == "low-high"
