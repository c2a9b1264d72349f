"""updateAccount: guest upgrade, e-mail and password changes, ownership."""

from __future__ import annotations

from sqlalchemy import select

from engine.accounts.models import User
from tests.support import PASSWORD, anonymous, assert_error, bearer, register, unique_email


async def update(client, who, **body):
    return await client.put("/api/updateAccount", headers=bearer(who), json=body)


async def test_guest_upgrade_with_null_current_password(client):
    guest = await anonymous(client)
    email = unique_email("guest")
    answer = await update(
        client, guest, userId=guest["id"], email=email, currentPassword=None, newPassword=PASSWORD
    )
    assert answer.status_code == 200, answer.text
    body = answer.json()
    assert body["message"] == "Account updated successfully"
    assert body["user"] == {"id": guest["id"], "email": email}
    me = await client.get("/api/me", headers=bearer(body))
    assert me.json() == {"id": guest["id"], "email": email, "role": "user", "kind": "registered"}
    login = await client.post("/api/login", json={"email": email, "password": PASSWORD})
    assert login.json()["id"] == guest["id"]


async def test_guest_upgrade_checks_email_and_password(client, sessionmaker):
    guest = await anonymous(client)
    bad_password = await update(client, guest, email=unique_email(), newPassword="weak")
    assert_error(bad_password, 400, "Password must meet all requirements", "newPassword")
    bad_email = await update(client, guest, email="nope", newPassword=PASSWORD)
    assert_error(bad_email, 400, field="email")
    taken = await register(client)
    conflict = await update(client, guest, email=taken["email"], newPassword=PASSWORD)
    assert_error(conflict, 409, "An account with this e-mail already exists", "email")
    async with sessionmaker() as session:
        user = await session.get(User, guest["id"])
    assert user is not None and user.kind == "anonymous" and user.email is None


async def test_email_change_needs_the_current_password(client):
    alice = await register(client)
    new_email = unique_email("renamed")
    wrong = await update(client, alice, email=new_email, currentPassword="Wrong-Pass1!")
    assert_error(wrong, 401, "Current password is incorrect", "currentPassword")
    missing = await update(client, alice, email=new_email)
    assert_error(missing, 401, "Current password is incorrect", "currentPassword")
    right = await update(client, alice, email=new_email.upper(), currentPassword=PASSWORD)
    assert right.status_code == 200
    assert right.json()["user"]["email"] == new_email
    login = await client.post("/api/login", json={"email": new_email, "password": PASSWORD})
    assert login.status_code == 200


async def test_email_change_to_a_taken_address_is_409(client):
    alice, bob = await register(client), await register(client)
    answer = await update(client, alice, email=bob["email"], currentPassword=PASSWORD)
    assert_error(answer, 409, "An account with this e-mail already exists", "email")


async def test_new_password_must_meet_the_rules(client):
    alice = await register(client)
    answer = await update(client, alice, currentPassword=PASSWORD, newPassword="short")
    assert_error(answer, 400, "Password must meet all requirements", "newPassword")


async def test_nothing_to_change_still_answers_with_tokens(client):
    alice = await register(client)
    answer = await update(client, alice, userId=alice["id"], email=alice["email"])
    assert answer.status_code == 200
    assert answer.json()["access_token"]


async def test_someone_elses_user_id_is_404_and_changes_nothing(client, sessionmaker):
    alice, bob = await register(client), await register(client)
    answer = await update(
        client, bob, userId=alice["id"], email=unique_email(), currentPassword=PASSWORD
    )
    assert_error(answer, 404, "Not found")
    async with sessionmaker() as session:
        emails = set((await session.scalars(select(User.email))).all())
    assert emails == {alice["email"], bob["email"]}


async def test_update_needs_a_token(client):
    answer = await client.put("/api/updateAccount", json={"email": unique_email()})
    assert_error(answer, 401)
