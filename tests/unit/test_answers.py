"""Answers are checked against the instrument before anything is scored."""

from __future__ import annotations

import pytest

from engine.instruments.model import Instrument
from engine.instruments.registry import InstrumentRegistry
from engine.scoring import AnswerError, check_answers


def test_a_missing_item_is_unanswered(loneliness: Instrument) -> None:
    checked = check_answers(loneliness, {"e1": "Agree"})
    assert checked == {"e1": "Agree", "s1": None, "e2": None, "s2": None, "s3": None, "e3": None}


def test_an_unknown_item_names_the_key_and_the_known_ones(loneliness: Instrument) -> None:
    with pytest.raises(AnswerError) as caught:
        check_answers(loneliness, {"e1": "Agree", "x7": "Agree"})
    assert caught.value.key == "x7"
    assert str(caught.value) == (
        "unknown item `x7` for instrument `loneliness`; expected one of: e1, s1, e2, s2, s3, e3"
    )


def test_an_unknown_answer_lists_the_answers_in_the_instrument_order(
    attachment: Instrument,
) -> None:
    with pytest.raises(AnswerError) as caught:
        check_answers(attachment, {"Av2": "4"})
    assert caught.value.key == "Av2"
    assert str(caught.value) == (
        "unknown answer '4' for `Av2`; expected one of: Strongly Disagree, Disagree, Neutral, "
        "Agree, Strongly Agree"
    )


def test_country_answers_are_iso_codes(registry: InstrumentRegistry) -> None:
    demographic = registry.get("demographic")
    assert check_answers(demographic, {"nationality": "FR"})["nationality"] == "FR"
    with pytest.raises(AnswerError, match=r"expected one of 249 values such as AD, AE, AF"):
        check_answers(demographic, {"nationality": "France"})


def test_follow_up_and_free_text_answers_are_accepted(registry: InstrumentRegistry) -> None:
    demographic = registry.get("demographic")
    checked = check_answers(
        demographic, {"fullName": "Ada Lovelace", "volunteerActivities": "Reading to children"}
    )
    assert checked["fullName"] == "Ada Lovelace"
    assert checked["volunteerActivities"] == "Reading to children"
