"""The profile record of one user: read, create, partial update. All SQL of the domain."""

from __future__ import annotations

from datetime import UTC, date, datetime
from typing import Any

from sqlalchemy.ext.asyncio import AsyncSession

from engine.accounts.models import utcnow
from engine.demographics.models import Demographic
from engine.demographics.validation import DOB, FieldRule, field_rules, validate_fields
from engine.http.errors import ApiError
from engine.instruments.model import Instrument
from engine.instruments.registry import InstrumentRegistry

RECORD_EXISTS = "A profile record already exists for this user"


def profile_instrument(registry: InstrumentRegistry) -> Instrument | None:
    """The instrument of ``kind: profile`` (the first, if a folder holds several)."""
    return next((i for i in registry if i.kind == "profile"), None)


def rules_for(registry: InstrumentRegistry) -> dict[str, FieldRule]:
    return field_rules(profile_instrument(registry))


def as_data(record: Demographic, rules: dict[str, FieldRule]) -> dict[str, Any]:
    """Every known field, ``None`` where unanswered; ``dob`` as ``YYYY-MM-DD``."""
    stored = record.fields or {}
    data: dict[str, Any] = {name: stored.get(name) for name in rules if name != DOB}
    data[DOB] = record.dob.isoformat() if record.dob else None
    return data


async def get_record(db: AsyncSession, user_id: str) -> Demographic | None:
    return await db.get(Demographic, user_id)


def _today() -> date:
    return datetime.now(UTC).date()


def _apply(record: Demographic, checked: dict[str, str | None]) -> None:
    fields = dict(record.fields or {})
    for name, value in checked.items():
        if name == DOB:
            record.dob = date.fromisoformat(value) if value else None
        elif value is None:
            fields.pop(name, None)
        else:
            fields[name] = value
    record.fields = fields  # a new dict, so SQLAlchemy sees the JSON change
    record.updated_at = utcnow()


async def create_record(
    db: AsyncSession, user_id: str, rules: dict[str, FieldRule], values: dict[str, Any]
) -> Demographic:
    checked = validate_fields(rules, values, _today())
    if await get_record(db, user_id) is not None:
        raise ApiError(409, RECORD_EXISTS)
    record = Demographic(user_id=user_id, fields={})
    _apply(record, checked)
    db.add(record)
    await db.flush()
    return record


async def update_record(
    db: AsyncSession, user_id: str, rules: dict[str, FieldRule], values: dict[str, Any]
) -> Demographic:
    """Change the given fields only; creates the record when there is none yet."""
    checked = validate_fields(rules, values, _today())
    record = await get_record(db, user_id)
    if record is None:
        record = Demographic(user_id=user_id, fields={})
        db.add(record)
    _apply(record, checked)
    await db.flush()
    return record
