"""The JSON Schema of instrument files, generated from the model Structs so it cannot drift.

``instruments/instrument.schema.json`` holds this output (``survey schema``); a test checks that
the two match. Editors use it through the ``# yaml-language-server: $schema=...`` comment at the
top of every instrument file.
"""

from __future__ import annotations

import json
from typing import Any

import msgspec

from engine.instruments.model import Instrument

SCHEMA_DIALECT = "https://json-schema.org/draft/2020-12/schema"


def instrument_schema() -> dict[str, Any]:
    schema: dict[str, Any] = {"$schema": SCHEMA_DIALECT, "title": "Survey instrument"}
    schema.update(msgspec.json.schema(Instrument))
    return schema


def instrument_schema_json() -> str:
    """The schema as stable, indented JSON text ending in a newline."""
    return json.dumps(instrument_schema(), indent=2, ensure_ascii=False) + "\n"
