"""The ``countries`` answer set: ISO 3166-1 countries from pycountry, sorted by name."""

from __future__ import annotations

import unicodedata
from functools import cache

import pycountry

from engine.instruments.model import Answer

REGIONAL_INDICATOR_A = 0x1F1E6


def flag(alpha_2: str) -> str:
    """The flag emoji of a country: its two letters as regional indicator symbols."""
    return "".join(chr(REGIONAL_INDICATOR_A + ord(letter) - ord("A")) for letter in alpha_2.upper())


def _sort_key(label: str) -> str:
    """Accents do not move a name out of place: "Åland Islands" sorts among the A's."""
    decomposed = unicodedata.normalize("NFKD", label)
    return "".join(c for c in decomposed if not unicodedata.combining(c)).casefold()


@cache
def country_answers() -> tuple[Answer, ...]:
    """value: ISO alpha-2 code, label: common name (or official short name), icon: the flag."""
    answers = [
        Answer(
            value=country.alpha_2,
            label=getattr(country, "common_name", None) or country.name,
            icon=flag(country.alpha_2),
        )
        for country in pycountry.countries
    ]
    return tuple(sorted(answers, key=lambda answer: _sort_key(answer.label or answer.value)))


def country_codes() -> frozenset[str]:
    return frozenset(answer.value for answer in country_answers())
