"""``survey population rebuild``: histograms recounted from stored responses after an editor
changes an instrument's population fields."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import msgspec
from click.testing import CliRunner
from sqlalchemy.ext.asyncio import AsyncSession, async_sessionmaker

from engine.cli import main
from engine.instruments.registry import load_registry
from engine.plugins import load_plugins
from engine.population import seed
from engine.population.rebuild import rebuild
from engine.settings import DatabaseSettings, Settings
from tests.integration.population.support import histogram, recount
from tests.integration.responses.support import db

__all__ = ["db"]


async def test_rebuild_recounts_for_changed_population_fields_and_back(
    client: Any, db: async_sessionmaker[AsyncSession], settings: Settings
) -> None:
    plugins = load_plugins(settings)
    registry = load_registry(settings.engine.instruments_dir, plugins.scoring_rules())
    loneliness, profile = registry.get("loneliness"), registry.get("demographic")
    async with db() as session:
        await seed.seed(session, plugins, [loneliness], profile, 80, batch_size=30)
    as_submitted = await histogram(db)
    assert as_submitted == await recount(db, {loneliness.id: loneliness}.get)

    # An editor drops a filter and reorders the rest: the old counts no longer fit the layout.
    assert loneliness.population is not None
    edited_population = msgspec.structs.replace(
        loneliness.population, filters=["highestEducation", "ageClass", "maritalStatus"]
    )
    edited = msgspec.structs.replace(loneliness, population=edited_population)
    assert await recount(db, {edited.id: edited}.get) != as_submitted

    async with db() as session:
        counted = await rebuild(session, [edited], batch_size=7)
    assert counted == {"loneliness": 80}
    assert await histogram(db) == await recount(db, {edited.id: edited}.get)

    async with db() as session:
        await rebuild(session, [loneliness])
    assert await histogram(db) == as_submitted


def test_the_command_recounts_every_instrument_with_a_population(tmp_path: Path) -> None:
    settings = Settings(database=DatabaseSettings(url=f"sqlite:///{tmp_path / 'rebuild.db'}"))
    runner = CliRunner()
    seeded = runner.invoke(main, ["seed-demo", "--respondents", "12"], obj=settings)
    assert seeded.exit_code == 0, seeded.output
    rebuilt = runner.invoke(main, ["population", "rebuild"], obj=settings)
    assert rebuilt.exit_code == 0, rebuilt.output
    assert "attachment: recounted 12 submitted responses" in rebuilt.output
    assert "loneliness: recounted 12 submitted responses" in rebuilt.output
    unknown = runner.invoke(main, ["population", "rebuild", "nope"], obj=settings)
    assert unknown.exit_code != 0 and "nope" in unknown.output
