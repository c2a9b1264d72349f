"""Password hashing (argon2id) and the sign-up rules of spec section 5."""

from __future__ import annotations

import re

from argon2 import PasswordHasher
from argon2.exceptions import InvalidHashError, VerificationError

SPECIAL_CHARACTERS = '!@#$%^&*(),.?":{}|<>'
MIN_LENGTH = 8
MAX_LENGTH = 256
"""Not in the spec; bounds the hashing work one request can ask for."""

_hasher = PasswordHasher()  # argon2id with the library's recommended parameters
_EMAIL = re.compile(r"^[^@\s\x00-\x1f\x7f]+@[^@\s\x00-\x1f\x7f]+\.[^@\s.\x00-\x1f\x7f]{2,}$")


def password_meets_rules(password: str) -> bool:
    return (
        MIN_LENGTH <= len(password) <= MAX_LENGTH
        and any(c.isupper() for c in password)
        and any(c.islower() for c in password)
        and any(c in SPECIAL_CHARACTERS for c in password)
    )


def valid_email(email: str) -> bool:
    return len(email) <= 320 and _EMAIL.match(email) is not None


def normalise_email(email: str) -> str:
    return email.strip().lower()


def hash_password(password: str) -> str:
    return _hasher.hash(password)


def verify_password(password_hash: str | None, password: str) -> bool:
    if not password_hash:
        return False
    try:
        return _hasher.verify(password_hash, password)
    except (VerificationError, InvalidHashError):
        return False


_DUMMY_HASH = _hasher.hash("not-a-real-password-Aa1!")


def burn_verification_time(password: str) -> None:
    """Verify against a dummy hash, so an unknown e-mail takes as long as a wrong password."""
    verify_password(_DUMMY_HASH, password)
