"""Attachment scoring from the real instrument file, answer by answer (DESIGN.md).

Strongly Disagree 1 ... Strongly Agree 5; reverse-keyed statements (Av2, Av4) score 6 - answer;
unanswered statements are excluded. Each dimension: sum / (answered x 5) x 100. Anxiety is High
above 71.2%, avoidance High above 58.4%; at or below is Low.
"""

from __future__ import annotations

import itertools

import pytest

from engine.instruments.model import Instrument
from engine.plugins import Plugins
from engine.scoring import ScoringError, evaluate

POINTS = {"Strongly Disagree": 1, "Disagree": 2, "Neutral": 3, "Agree": 4, "Strongly Agree": 5}
ITEMS = {
    "Ax1": ("anxiety", False),
    "Av1": ("avoidance", False),
    "Av2": ("avoidance", True),
    "Ax2": ("anxiety", False),
    "Av3": ("avoidance", False),
    "Av4": ("avoidance", True),
    "Av5": ("avoidance", False),
    "Ax3": ("anxiety", False),
    "Av6": ("avoidance", False),
}
BASELINE = {"anxiety": "Ax1", "avoidance": "Av1"}
"""One answered item of a dimension, so that the other dimension can be looked at alone."""


def item_points(key: str, answer: str) -> int:
    _, reverse = ITEMS[key]
    return 6 - POINTS[answer] if reverse else POINTS[answer]


@pytest.mark.parametrize("key", ITEMS)
@pytest.mark.parametrize("answer", POINTS)
def test_each_answer_of_each_statement_alone_gives_its_share_of_five(
    plugins: Plugins, attachment: Instrument, key: str, answer: str
) -> None:
    dimension, _ = ITEMS[key]
    other = "avoidance" if dimension == "anxiety" else "anxiety"

    outcome = evaluate(plugins, attachment, {key: answer, BASELINE[other]: "Neutral"})

    assert outcome.scores[dimension] == pytest.approx(item_points(key, answer) * 100 / 5)
    assert outcome.scores[other] == pytest.approx(60.0)


@pytest.mark.parametrize("key", ITEMS)
def test_an_unanswered_statement_is_left_out_not_counted_as_zero(
    plugins: Plugins, attachment: Instrument, key: str
) -> None:
    dimension, _ = ITEMS[key]
    partner = next(k for k, (d, rev) in ITEMS.items() if d == dimension and k != key and not rev)
    other = "avoidance" if dimension == "anxiety" else "anxiety"

    outcome = evaluate(plugins, attachment, {key: None, partner: "Agree", BASELINE[other]: "Agree"})

    assert outcome.scores[dimension] == pytest.approx(80.0)  # 4 of 5, one answered statement


def test_the_statements_of_the_file_are_the_nine_of_the_design(attachment: Instrument) -> None:
    scored = {
        q.key: (getattr(q, "dimension", None), getattr(q, "reverse", False))
        for q in attachment.questions
    }
    assert scored == ITEMS


def test_a_full_response_divides_each_sum_by_answered_times_five(
    plugins: Plugins, attachment: Instrument
) -> None:
    answers = {
        "Ax1": "Agree",  # 4
        "Ax2": "Strongly Agree",  # 5
        "Ax3": "Disagree",  # 2     anxiety 11 / 15
        "Av1": "Neutral",  # 3
        "Av2": "Agree",  # 6 - 4 = 2
        "Av3": "Strongly Disagree",  # 1
        "Av4": "Strongly Disagree",  # 6 - 1 = 5
        "Av5": "Agree",  # 4
        "Av6": None,  # excluded     avoidance 15 / 25
    }
    outcome = evaluate(plugins, attachment, answers)

    assert outcome.scores["anxiety"] == pytest.approx(11 / 15 * 100)  # 73.33: above 71.2
    assert outcome.scores["avoidance"] == pytest.approx(15 / 25 * 100)  # 60.0: above 58.4
    assert outcome.levels == {"anxiety": "high", "avoidance": "high"}
    assert outcome.profile == "fearful"


def test_a_dimension_with_every_statement_unanswered_has_no_score(
    plugins: Plugins, attachment: Instrument
) -> None:
    with pytest.raises(ScoringError, match="anxiety") as caught:
        evaluate(plugins, attachment, {"Av1": "Agree", "Ax1": None})
    assert caught.value.dimension == "anxiety"


@pytest.mark.parametrize(
    ("dimension", "score", "level"),
    [
        ("anxiety", 71.2, "low"),
        ("anxiety", 71.21, "high"),
        ("anxiety", 0.0, "low"),
        ("avoidance", 58.4, "low"),
        ("avoidance", 58.41, "high"),
        ("avoidance", 100.0, "high"),
    ],
)
def test_levels_are_low_at_or_below_the_threshold_and_high_above(
    plugins: Plugins, attachment: Instrument, dimension: str, score: float, level: str
) -> None:
    levels = plugins.choose_levels(instrument=attachment, scores={dimension: score})
    assert levels == {dimension: level}


@pytest.mark.parametrize(
    ("anxiety_answer", "avoidance_answer", "style"),
    [
        ("Neutral", "Disagree", "secure"),  # 60% / (2*4 + 4*2)/30 = 53.3%
        ("Agree", "Disagree", "preoccupied"),  # 80% / 53.3%
        ("Neutral", "Neutral", "dismissing"),  # 60% / 60%
        ("Strongly Agree", "Strongly Agree", "fearful"),  # 100% / (5*4 + 1*2)/30 = 73.3%
    ],
)
def test_every_style_is_reachable(
    plugins: Plugins,
    attachment: Instrument,
    anxiety_answer: str,
    avoidance_answer: str,
    style: str,
) -> None:
    answers = {
        key: anxiety_answer if dimension == "anxiety" else avoidance_answer
        for key, (dimension, _) in ITEMS.items()
    }
    outcome = evaluate(plugins, attachment, answers)
    assert outcome.profile == style


def test_every_level_pair_maps_to_one_style(plugins: Plugins, attachment: Instrument) -> None:
    styles = {
        (anxiety, avoidance): plugins.choose_profile(
            instrument=attachment, levels={"anxiety": anxiety, "avoidance": avoidance}
        )
        for anxiety, avoidance in itertools.product(["low", "high"], repeat=2)
    }
    assert styles == {
        ("low", "low"): "secure",
        ("high", "low"): "preoccupied",
        ("low", "high"): "dismissing",
        ("high", "high"): "fearful",
    }
