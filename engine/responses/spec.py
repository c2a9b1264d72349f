"""The spec's answer encodings, turned into answer values as the instrument names them.

- Score strings (``submitLonelinessSurvey``): ``"0"`` is unanswered; ``"k"`` is the answer that
  scores ``k`` on that item under the instrument's own scoring rule, reverse keying included
  (on a reversed item ``"1"`` is the answer that scores 1 there, e.g. ``Agree``). The rule is
  asked, not re-implemented: each answer is scored alone and the one worth ``k`` is chosen.
- Positions (``/survey/attachment``): ``"0"`` is unanswered; ``"k"`` is the ``k``-th answer of
  the item's answer set (``"1"`` = the first, e.g. ``Strongly Disagree``). The server scores the
  answer itself; what the client says about reverse keying or type is ignored.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from engine.http.errors import ApiError
from engine.instruments.model import Instrument, OptionsQuestion
from engine.responses.answers import item_values, scored_items
from engine.scoring import ScoringError

UNANSWERED = "0"


def _item_by_key(instrument: Instrument) -> dict[str, OptionsQuestion]:
    return {item.key: item for item in scored_items(instrument)}


def _value_worth(
    plugins: Any, instrument: Instrument, item: OptionsQuestion, points: float
) -> str | None:
    matches = []
    for value in item_values(instrument, item):
        try:
            scores = plugins.score(instrument=instrument, answers={item.key: value})
        except ScoringError:
            return None
        if item.dimension is not None and scores.get(item.dimension) == points:
            matches.append(value)
    return matches[0] if len(matches) == 1 else None


def answers_from_results(
    plugins: Any, instrument: Instrument, results: Mapping[str, str | None]
) -> dict[str, str | None]:
    """``results`` (item key -> answer value or score string) as item key -> answer value."""
    items = _item_by_key(instrument)
    answers: dict[str, str | None] = {}
    for key, given in results.items():
        field = f"results.{key}"
        item = items.get(key)
        if item is None:
            raise ApiError(
                400, f"Unknown item '{key[:50]}'; expected one of: {', '.join(items)}", field=field
            )
        values = item_values(instrument, item)
        if given is None or given == UNANSWERED:
            answers[key] = None
        elif given in values:
            answers[key] = given
        elif given.isdigit() and (value := _value_worth(plugins, instrument, item, int(given))):
            answers[key] = value
        else:
            raise ApiError(
                400,
                f"Unknown answer '{given[:50]}' for '{key}'; expected one of: "
                f"{', '.join(values)}; or a score string ({UNANSWERED} = unanswered)",
                field=field,
            )
    return answers


def answers_from_positions(
    instrument: Instrument, entries: Mapping[str, Any]
) -> dict[str, str | None]:
    """Numbered entries ``{"1": {answer: "1".."5" | "0", question: {q, ...}}}`` as answers.

    The item is the entry's ``question.q`` when given, else the entry number's scored item.
    """
    items = scored_items(instrument)
    by_key = {item.key: item for item in items}
    answers: dict[str, str | None] = {}
    for number, entry in entries.items():
        if not isinstance(entry, dict):
            raise ApiError(400, f"Entry '{number}' must be an object with an answer", field=number)
        question = entry.get("question")
        code = question.get("q") if isinstance(question, dict) else None
        if code is not None:
            if code not in by_key:
                raise ApiError(
                    400,
                    f"Unknown item '{str(code)[:50]}'; expected one of: {', '.join(by_key)}",
                    field=f"{number}.question.q",
                )
            item = by_key[code]
        elif number.isdigit() and 1 <= int(number) <= len(items):
            item = items[int(number) - 1]
        else:
            raise ApiError(
                400, f"Unknown entry '{number[:50]}'; expected 1 to {len(items)}", field=number
            )
        values = item_values(instrument, item)
        answer = entry.get("answer")
        positions = [str(i) for i in range(len(values) + 1)]
        if not isinstance(answer, str) or answer not in positions:
            raise ApiError(
                400,
                f"The answer to '{item.key}' must be one of {', '.join(positions)} "
                f"({UNANSWERED} = unanswered)",
                field=f"{number}.answer",
            )
        if item.key in answers:
            raise ApiError(400, f"Item '{item.key}' is answered twice", field=number)
        answers[item.key] = None if answer == UNANSWERED else values[int(answer) - 1]
    return answers
