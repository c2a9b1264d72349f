"""The record follows whichever instrument has ``kind: profile``; no field name is built in."""

from __future__ import annotations

import msgspec
import pytest

from engine.settings import EngineSettings
from tests.support import anonymous, assert_error, bearer

PROFILE = """
id: about-me
version: 1
kind: profile
title: About me
description: A tiny profile.
estimated_minutes: 1
answer_sets:
  - id: pets
    answers:
      - value: Cat
      - value: Dog
  - id: countries
    source: countries
questions:
  - key: favouritePet
    type: select
    text: Which pet?
    answer_set: pets
  - key: homeCountry
    type: country
    text: Where do you live?
  - key: motto
    type: text
    text: Your motto
    max_length: 10
  - key: startedWork
    type: date
    text: When did you start working?
"""


@pytest.fixture
def settings(settings, tmp_path):
    folder = tmp_path / "instruments"
    folder.mkdir()
    (folder / "about-me.yaml").write_text(PROFILE)
    engine = EngineSettings(instruments_dir=folder)
    return msgspec.structs.replace(settings, engine=engine)


async def test_fields_come_from_the_profile_instrument(client):
    guest = await anonymous(client)
    answer = await client.post(
        "/api/demographic/createDemographic",
        headers=bearer(guest),
        json={
            "favouritePet": "Cat",
            "homeCountry": "NZ",
            "motto": "Be kind",
            "startedWork": "2020-01-31",
        },
    )
    assert answer.status_code == 201, answer.text
    data = answer.json()["data"]
    assert data["favouritePet"] == "Cat" and data["startedWork"] == "2020-01-31"
    assert set(data) == {
        "favouritePet",
        "homeCountry",
        "motto",
        "startedWork",
        "dob",
        "relationshipStatus",
        "sexualOrientation",
    }


@pytest.mark.parametrize(
    ("field", "value"),
    [
        ("favouritePet", "Fish"),
        ("homeCountry", "ZZ"),
        ("motto", "far too long"),
        ("gender", "Male"),
    ],
)
async def test_rules_come_from_the_profile_instrument(client, field, value):
    guest = await anonymous(client)
    answer = await client.post(
        "/api/demographic/createDemographic", headers=bearer(guest), json={field: value}
    )
    assert_error(answer, 400, field=field)
