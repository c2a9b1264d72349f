"""The instrument files in instruments/: they load, validate, render, and match the schema."""

from __future__ import annotations

import json
import unicodedata
from pathlib import Path

import msgspec
import pytest
from click.testing import CliRunner

from engine.cli import main
from engine.instruments.countries import country_answers, flag
from engine.instruments.model import CountryQuestion, Instrument
from engine.instruments.registry import (
    InstrumentNotFound,
    InstrumentRegistry,
    item_count,
    question_count,
    render_instrument,
)
from engine.instruments.schema import instrument_schema_json
from engine.instruments.validate import instrument_files, validate_file
from engine.plugins import Plugins

from .conftest import INSTRUMENTS_DIR

SCHEMA_COMMENT = "# yaml-language-server: $schema=./instrument.schema.json"
FILES = instrument_files([INSTRUMENTS_DIR])


def test_the_three_product_instruments_exist(registry: InstrumentRegistry) -> None:
    assert {"demographic", "loneliness", "attachment"} <= set(registry.ids())


@pytest.mark.parametrize("path", FILES, ids=lambda p: p.name)
def test_every_instrument_file_validates_with_the_registered_rules(
    plugins: Plugins, path: Path
) -> None:
    problems = validate_file(path, plugins.scoring_rules())
    assert problems == [], "\n".join(map(str, problems))


@pytest.mark.parametrize("path", FILES, ids=lambda p: p.name)
def test_every_instrument_file_names_the_schema_on_its_first_line(path: Path) -> None:
    first_line = path.read_text(encoding="utf-8").splitlines()[0]
    assert first_line == SCHEMA_COMMENT


def test_the_schema_file_is_what_survey_schema_prints() -> None:
    result = CliRunner().invoke(main, ["schema"])

    assert result.exit_code == 0, result.output
    on_disk = (INSTRUMENTS_DIR / "instrument.schema.json").read_text(encoding="utf-8")
    assert result.output == on_disk == instrument_schema_json(), (
        "instruments/instrument.schema.json is stale: run "
        "`uv run survey schema > instruments/instrument.schema.json`"
    )


def test_the_schema_describes_the_model() -> None:
    schema = json.loads(instrument_schema_json())
    definitions = schema["$defs"]

    assert schema["$ref"] == "#/$defs/Instrument"
    assert definitions["Instrument"]["additionalProperties"] is False
    assert "questions" in definitions["Instrument"]["required"]
    question_tags = {
        definitions[ref["$ref"].split("/")[-1]]["properties"]["type"]["enum"][0]
        for ref in definitions["Instrument"]["properties"]["questions"]["items"]["anyOf"]
    }
    assert question_tags == {"options", "select", "text", "country", "date"}


def test_instructions_are_filled_from_the_instrument(registry: InstrumentRegistry) -> None:
    for instrument in registry:
        rendered = render_instrument(instrument)
        if instrument.instructions is None:
            continue
        assert rendered.instructions is not None
        for name in ("{question_count}", "{item_count}", "{estimated_minutes}"):
            assert name not in rendered.instructions


def test_loneliness_instructions_count_six_statements(loneliness: Instrument) -> None:
    assert item_count(loneliness) == 6
    assert question_count(loneliness) == 6
    assert "{item_count}" in (loneliness.instructions or "")
    assert " 6 statements" in (render_instrument(loneliness).instructions or "")


def test_attachment_instructions_count_nine_statements(attachment: Instrument) -> None:
    assert item_count(attachment) == 9
    assert "9" in (render_instrument(attachment).instructions or "")
    assert "6 statements" not in (render_instrument(attachment).instructions or "")


def test_a_rendered_instrument_is_still_a_valid_instrument(registry: InstrumentRegistry) -> None:
    for instrument in registry:
        wire = msgspec.json.encode(render_instrument(instrument))
        assert msgspec.json.decode(wire, type=Instrument) == render_instrument(instrument)


def test_country_answer_sets_are_expanded_for_clients(registry: InstrumentRegistry) -> None:
    demographic = registry.get("demographic")
    country_sets = {q.answer_set for q in demographic.questions if isinstance(q, CountryQuestion)}
    assert country_sets, "the demographic instrument asks for countries"

    rendered = {s.id: s for s in render_instrument(demographic).answer_sets}
    for set_id in country_sets:
        answers = rendered[set_id].answers or []
        assert len(answers) == 249
        by_code = {a.value: a for a in answers}
        assert by_code["FR"].label == "France"
        assert by_code["FR"].icon == "🇫🇷"
        assert by_code["TW"].label == "Taiwan"  # the common name, not the official one
    original = {s.id: s for s in demographic.answer_sets}
    assert all(original[set_id].answers is None for set_id in country_sets)


def test_countries_are_sorted_by_name_ignoring_accents() -> None:
    labels = [answer.label or "" for answer in country_answers()]

    def plain(label: str) -> str:
        decomposed = unicodedata.normalize("NFKD", label)
        return "".join(c for c in decomposed if not unicodedata.combining(c)).casefold()

    assert labels == sorted(labels, key=plain)
    assert labels.index("Åland Islands") < labels.index("Albania")
    assert labels[0] == "Afghanistan"
    assert labels[-1] == "Zimbabwe"


def test_a_flag_is_two_regional_indicator_letters() -> None:
    assert flag("de") == "\U0001f1e9\U0001f1ea"
    assert all(len(answer.icon or "") == 2 for answer in country_answers())


def test_an_unknown_instrument_id_lists_the_known_ones(registry: InstrumentRegistry) -> None:
    with pytest.raises(
        InstrumentNotFound, match="unknown instrument `stress`; known instruments: "
    ):
        registry.get("stress")
    assert "loneliness" in registry
    assert len(registry) == len(FILES)
