"""Wire types of the account calls (docs/api-contract.md, "Accounts and sessions")."""

from __future__ import annotations

from typing import Literal

import msgspec

Role = Literal["user", "operator"]
Kind = Literal["anonymous", "registered"]


class Struct(msgspec.Struct, kw_only=True, forbid_unknown_fields=True):
    pass


# --- requests --------------------------------------------------------------------------------


class UserCreate(Struct, kw_only=True):
    email: str
    password: str
    role: str = "user"
    """Only ``user`` may be asked for: an operator cannot be self-assigned."""


class LoginRequest(Struct, kw_only=True):
    email: str
    password: str


class AccountUpdate(Struct, kw_only=True):
    userId: str | None = None
    email: str | None = None
    currentPassword: str | None = None
    newPassword: str | None = None


class AccountDelete(Struct, kw_only=True):
    userId: str | None = None


# --- answers ---------------------------------------------------------------------------------


class UserRef(Struct, kw_only=True):
    id: str


class TokenPair(Struct, kw_only=True):
    access_token: str
    refresh_token: str


class AnonymousUserCreated(Struct, kw_only=True):
    user: UserRef
    access_token: str
    refresh_token: str


class CreatedUser(Struct, kw_only=True):
    id: str
    email: str
    role: Role


class UserCreated(Struct, kw_only=True):
    status: int
    response: str
    user: CreatedUser
    access_token: str
    refresh_token: str


class LoginResult(Struct, kw_only=True):
    id: str
    email: str
    role: Role
    access_token: str
    refresh_token: str


class Refreshed(Struct, kw_only=True):
    data: TokenPair


class Message(Struct, kw_only=True):
    message: str


class Me(Struct, kw_only=True):
    id: str
    email: str | None
    role: Role
    kind: Kind


class UpdatedUser(Struct, kw_only=True):
    id: str
    email: str | None


class AccountUpdated(Struct, kw_only=True):
    message: str
    user: UpdatedUser
    access_token: str
    refresh_token: str


class Provider(Struct, kw_only=True):
    id: str
    name: str


class Providers(Struct, kw_only=True):
    providers: list[Provider]
