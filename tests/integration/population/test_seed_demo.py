"""``survey seed-demo``: a labelled synthetic population, counted exactly, and removable."""

from __future__ import annotations

from collections import Counter
from datetime import date
from pathlib import Path

from click.testing import CliRunner
from httpx import AsyncClient
from sqlalchemy import func, select
from sqlalchemy.ext.asyncio import AsyncSession, async_sessionmaker

from engine.accounts.models import User
from engine.cli import main
from engine.demographics.models import Demographic
from engine.instruments.registry import load_registry
from engine.plugins import load_plugins
from engine.population import seed
from engine.population.facets import age_in_years
from engine.responses.models import SurveyResponse
from engine.settings import DatabaseSettings, Settings
from tests.integration.population.support import histogram, recount
from tests.integration.responses.support import db

__all__ = ["db"]


async def test_seeded_people_are_labelled_plausible_and_counted_like_submits(
    client: AsyncClient, db: async_sessionmaker[AsyncSession], settings: Settings
) -> None:
    plugins = load_plugins(settings)
    registry = load_registry(settings.engine.instruments_dir, plugins.scoring_rules())
    instruments = [registry.get("loneliness"), registry.get("attachment")]
    profile = registry.get("demographic")
    async with db() as session:
        written = await seed.seed(session, plugins, instruments, profile, 120, batch_size=50)
    assert written == 240
    async with db() as session:
        users = (await session.scalars(select(User))).all()
        responses = (await session.scalars(select(SurveyResponse))).all()
    assert len(users) == 120
    assert all(
        u.email and u.email.startswith("synthetic-") and u.email.endswith("@demo.invalid")
        for u in users
    )
    assert all(u.password_hash is None for u in users)
    assert all(r.synthetic and r.status == "submitted" for r in responses)
    emotional = Counter(r.scores["emotional"] for r in responses if r.instrument_id == "loneliness")
    assert len(emotional) >= 4  # spread over the scale, not one value
    # Age classes agree with the date of birth (plausible people).
    async with db() as session:
        records = (await session.scalars(select(Demographic))).all()
    assert len(records) == 120
    for record in records:
        assert record.dob is not None
        age = age_in_years(record.dob, date.today())
        low, _, high = record.fields["ageClass"].rstrip("+").partition("-")
        assert int(low) <= age <= (int(high) if high else 200), (record.fields, age)
    assert await histogram(db) == await recount(db, registry.get)

    async with db() as session:
        assert await seed.remove(session, registry) == 240
    assert await histogram(db) == Counter()
    async with db() as session:
        assert await session.scalar(select(func.count()).select_from(User)) == 0


def test_the_command_seeds_with_a_progress_bar_and_removes(tmp_path: Path) -> None:
    settings = Settings(database=DatabaseSettings(url=f"sqlite:///{tmp_path / 'demo.db'}"))
    runner = CliRunner()
    added = runner.invoke(
        main, ["seed-demo", "--respondents", "30", "--instrument", "loneliness"], obj=settings
    )
    assert added.exit_code == 0, added.output
    assert "Added 30 synthetic people (30 responses to loneliness)" in added.output
    again = runner.invoke(main, ["seed-demo", "--respondents", "5"], obj=settings)
    assert again.exit_code == 0, again.output
    assert "(10 responses to attachment, loneliness)" in again.output
    removed = runner.invoke(main, ["seed-demo", "--remove"], obj=settings)
    assert removed.exit_code == 0, removed.output
    assert "Removed 40 synthetic responses" in removed.output
    unknown = runner.invoke(
        main, ["seed-demo", "--respondents", "3", "--instrument", "nope"], obj=settings
    )
    assert unknown.exit_code != 0 and "nope" in unknown.output
    neither = runner.invoke(main, ["seed-demo"], obj=settings)
    assert neither.exit_code == 2
