"""Profile record calls, validated against the instrument of kind ``profile``."""

from __future__ import annotations

from datetime import date, timedelta

import pytest
from sqlalchemy import select

from engine.demographics.models import Demographic
from tests.support import anonymous, assert_error, bearer, register

CREATE = "/api/demographic/createDemographic"
GET = "/api/demographic/getDemographicById"
UPDATE = "/api/demographic/updateDemographic"

VALID = {
    "fullName": "Ada Lovelace",
    "gender": "Female",
    "ageClass": "26-35",
    "maritalStatus": "Married",
    "relationshipFeeling": "Content",
    "nationality": "GB",
    "countryOfResidence": "FR",
    "householdSize": "3",
    "children": "Yes",
    "childrenAtHome": "Some of them",
    "highestEducation": "Master/Doctorate",
    "employmentStatus": "Employed",
    "colleagueConnection": "Very connected",
    "religiousAffiliation": "Other",
    "charityContributions": "Occasionally",
    "volunteerWork": "No",
    "medicalConditions": "",
    "dob": "1990-12-10",
    "relationshipStatus": "Together",
    "sexualOrientation": "Prefer not to say",
}


def years_ago(years: int, days: int = 0) -> str:
    today = date.today()
    try:
        then = today.replace(year=today.year - years)
    except ValueError:  # 29 February
        then = today.replace(year=today.year - years, day=28)
    return (then + timedelta(days=days)).isoformat()


async def rows(sessionmaker):
    async with sessionmaker() as session:
        return (await session.scalars(select(Demographic))).all()


async def test_create_then_get(client, sessionmaker):
    alice = await register(client)
    answer = await client.post(
        CREATE, headers=bearer(alice), json={"user_id": alice["id"], **VALID}
    )
    assert answer.status_code == 201, answer.text
    data = answer.json()["data"]
    assert {key: data[key] for key in VALID} == VALID
    fetched = await client.get(GET, params={"userId": alice["id"]}, headers=bearer(alice))
    assert fetched.status_code == 200
    assert fetched.json() == {"data": data}
    (record,) = await rows(sessionmaker)
    assert record.user_id == alice["id"] and record.dob == date(1990, 12, 10)


async def test_get_without_a_record_is_null(client):
    guest = await anonymous(client)
    answer = await client.get(GET, params={"userId": guest["id"]}, headers=bearer(guest))
    assert answer.json() == {"data": None}
    # userId is optional: identity comes from the token
    assert (await client.get(GET, headers=bearer(guest))).json() == {"data": None}


async def test_unanswered_fields_come_back_as_null(client):
    guest = await anonymous(client)
    answer = await client.post(CREATE, headers=bearer(guest), json={"gender": "Male"})
    data = answer.json()["data"]
    assert data["gender"] == "Male"
    assert data["fullName"] is None and data["dob"] is None and data["nationality"] is None


async def test_second_create_is_409(client, sessionmaker):
    alice = await register(client)
    await client.post(CREATE, headers=bearer(alice), json={"gender": "Male"})
    again = await client.post(CREATE, headers=bearer(alice), json={"gender": "Female"})
    assert_error(again, 409)
    (record,) = await rows(sessionmaker)
    assert record.fields["gender"] == "Male"


async def test_partial_update_and_null_clears(client):
    alice = await register(client)
    await client.post(CREATE, headers=bearer(alice), json={**VALID})
    answer = await client.patch(
        UPDATE,
        params={"respondent_id": alice["id"]},
        headers=bearer(alice),
        json={"gender": "Non-binary", "fullName": None, "dob": None},
    )
    assert answer.status_code == 200, answer.text
    data = answer.json()["data"]
    assert data["gender"] == "Non-binary"
    assert data["fullName"] is None and data["dob"] is None
    assert data["nationality"] == "GB"  # untouched


async def test_update_without_a_record_creates_it(client):
    guest = await anonymous(client)
    answer = await client.patch(UPDATE, headers=bearer(guest), json={"children": "No"})
    assert answer.status_code == 200
    assert answer.json()["data"]["children"] == "No"


@pytest.mark.parametrize(
    ("field", "value"),
    [
        ("gender", "Robot"),
        ("maritalStatus", "married"),
        ("relationshipFeeling", "Ecstatic"),
        ("nationality", "XX"),
        ("countryOfResidence", "France"),
        ("householdSize", "three"),
        ("householdSize", "1234"),
        ("fullName", "x" * 101),
        ("medicalConditions", "y" * 201),
        ("volunteerActivities", "z" * 301),
        ("gender", 3),
        ("gender", ["Female"]),
        ("relationshipStatus", "r" * 101),
        ("dob", "1990-02-30"),
        ("dob", "10/12/1990"),
        ("dob", "2999-01-01"),
        ("dob", "1800-01-01"),
        ("shoeSize", "42"),
    ],
)
async def test_invalid_values_are_400_naming_the_field(client, sessionmaker, field, value):
    alice = await register(client)
    answer = await client.post(CREATE, headers=bearer(alice), json={"gender": "Male", field: value})
    assert_error(answer, 400, field=field)
    assert await rows(sessionmaker) == []


async def test_minimum_age_is_18(client, sessionmaker):
    alice = await register(client)
    too_young = await client.post(CREATE, headers=bearer(alice), json={"dob": years_ago(18, 1)})
    assert_error(too_young, 400, field="dob")
    assert "18" in too_young.json()["error"]
    just_18 = await client.post(CREATE, headers=bearer(alice), json={"dob": years_ago(18)})
    assert just_18.status_code == 201


async def test_invalid_update_changes_nothing(client, sessionmaker):
    alice = await register(client)
    await client.post(CREATE, headers=bearer(alice), json={"gender": "Male"})
    answer = await client.patch(
        UPDATE, headers=bearer(alice), json={"gender": "Female", "nationality": "ZZ"}
    )
    assert_error(answer, 400, field="nationality")
    (record,) = await rows(sessionmaker)
    assert record.fields == {"gender": "Male"}


async def test_body_must_be_an_object(client):
    alice = await register(client)
    answer = await client.post(CREATE, headers=bearer(alice), json=["gender", "Male"])
    assert_error(answer, 400)


class TestOwnership:
    async def test_someone_elses_ids_are_404(self, client, sessionmaker):
        alice, bob = await register(client), await register(client)
        await client.post(CREATE, headers=bearer(alice), json={"gender": "Female"})
        read = await client.get(GET, params={"userId": alice["id"]}, headers=bearer(bob))
        assert_error(read, 404, "Not found")
        create = await client.post(
            CREATE, headers=bearer(bob), json={"user_id": alice["id"], "gender": "Male"}
        )
        assert_error(create, 404, "Not found")
        update = await client.patch(
            UPDATE, params={"respondent_id": alice["id"]}, headers=bearer(bob), json={}
        )
        assert_error(update, 404, "Not found")
        body_id = await client.patch(
            UPDATE, headers=bearer(bob), json={"user_id": alice["id"], "gender": "Male"}
        )
        assert_error(body_id, 404, "Not found")
        (record,) = await rows(sessionmaker)
        assert record.user_id == alice["id"] and record.fields == {"gender": "Female"}

    async def test_no_token_is_401(self, client):
        assert_error(await client.get(GET, params={"userId": "a" * 32}), 401)
        assert_error(await client.post(CREATE, json={"gender": "Male"}), 401)
        assert_error(await client.patch(UPDATE, json={"gender": "Male"}), 401)
