"""Wire types of the profile record calls (docs/api-contract.md, "Demographics").

The record's fields come from the profile instrument, so the body is an open JSON object here
and is checked field by field against the instrument (``validation.py``).
"""

from __future__ import annotations

from typing import Any

import msgspec


class DemographicRecord(msgspec.Struct, kw_only=True):
    data: dict[str, Any] | None
    """Every field of the profile (``null`` when unanswered), or ``null`` when there is none."""
