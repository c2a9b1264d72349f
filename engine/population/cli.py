"""``survey seed-demo``: add or remove a synthetic demo population."""

from __future__ import annotations

import asyncio

import click
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeRemainingColumn

from engine.settings import Settings


@click.command("seed-demo")
@click.option("--respondents", type=click.IntRange(min=1), default=None, help="How many people.")
@click.option(
    "--instrument",
    "instrument_ids",
    multiple=True,
    help="Instrument id to answer (repeatable); default: every survey with a report.",
)
@click.option("--seed", "rng_seed", type=int, default=1, show_default=True, help="Random seed.")
@click.option("--remove", is_flag=True, help="Delete every synthetic person and their counts.")
@click.pass_obj
def seed_demo(
    settings: Settings,
    respondents: int | None,
    instrument_ids: tuple[str, ...],
    rng_seed: int,
    remove: bool,
) -> None:
    """Add a clearly labelled SYNTHETIC population (synthetic-NNNNNN@demo.invalid, no password).

    Each synthetic person gets plausible random demographics and one submitted response per
    instrument; population counts are updated as for real respondents. --remove takes them out.
    """
    if remove == (respondents is not None):
        raise click.UsageError("give either --respondents N or --remove")
    asyncio.run(_run(settings, respondents, instrument_ids, rng_seed, remove))


def _progress() -> Progress:
    return Progress(
        TextColumn("[bold]{task.description}"),
        BarColumn(),
        MofNCompleteColumn(),
        TimeRemainingColumn(),
    )


async def _run(
    settings: Settings,
    respondents: int | None,
    instrument_ids: tuple[str, ...],
    rng_seed: int,
    remove: bool,
) -> None:
    from engine.db.base import create_engine, create_sessionmaker
    from engine.db.migrate import upgrade
    from engine.instruments.registry import InstrumentNotFound, load_registry
    from engine.plugins import load_plugins
    from engine.population import seed

    plugins = load_plugins(settings)
    registry = load_registry(settings.engine.instruments_dir, plugins.scoring_rules())
    db_engine = create_engine(settings.database.url)
    try:
        await upgrade(db_engine)
        sessionmaker = create_sessionmaker(db_engine)
        async with sessionmaker() as session:
            if remove:
                with _progress() as bar:
                    task = bar.add_task("Removing synthetic responses", total=None)
                    removed = await seed.remove(
                        session, registry, progress=lambda n: bar.advance(task, n)
                    )
                click.echo(f"Removed {removed} synthetic responses and their people.")
                return
            try:
                chosen = [registry.get(i) for i in instrument_ids] or [
                    i for i in registry if i.kind == "assessment" and i.scoring is not None
                ]
            except InstrumentNotFound as error:
                raise click.ClickException(str(error)) from error
            profile = next((i for i in registry if i.kind == "profile"), None)
            assert respondents is not None
            with _progress() as bar:
                task = bar.add_task("Seeding SYNTHETIC respondents", total=respondents)
                written = await seed.seed(
                    session,
                    plugins,
                    chosen,
                    profile,
                    respondents,
                    rng_seed=rng_seed,
                    progress=lambda n: bar.advance(task, n),
                )
            names = ", ".join(i.id for i in chosen)
            click.echo(
                f"Added {respondents} synthetic people ({written} responses to {names}); "
                "remove them with `survey seed-demo --remove`."
            )
    finally:
        await db_engine.dispose()


@click.group("population")
def population() -> None:
    """Population statistics (the comparison histograms)."""


@population.command("rebuild")
@click.argument("instrument_ids", nargs=-1)
@click.pass_obj
def rebuild_command(settings: Settings, instrument_ids: tuple[str, ...]) -> None:
    """Recount the histograms of INSTRUMENT_IDS (default: every instrument with a population)
    from the stored responses. Run it after changing an instrument's population fields."""
    asyncio.run(_rebuild(settings, instrument_ids))


async def _rebuild(settings: Settings, instrument_ids: tuple[str, ...]) -> None:
    from engine.db.base import create_engine, create_sessionmaker
    from engine.db.migrate import upgrade
    from engine.instruments.registry import InstrumentNotFound, load_registry
    from engine.plugins import load_plugins
    from engine.population.rebuild import rebuild

    rules = load_plugins(settings).scoring_rules()
    registry = load_registry(settings.engine.instruments_dir, rules)
    try:
        chosen = [registry.get(i) for i in instrument_ids] or [
            i for i in registry if i.population is not None and i.scoring is not None
        ]
    except InstrumentNotFound as error:
        raise click.ClickException(str(error)) from error
    db_engine = create_engine(settings.database.url)
    try:
        await upgrade(db_engine)
        async with create_sessionmaker(db_engine)() as session:
            with _progress() as bar:
                task = bar.add_task("Recounting responses", total=None)
                counted = await rebuild(session, chosen, progress=lambda n: bar.advance(task, n))
    finally:
        await db_engine.dispose()
    for instrument_id, count in counted.items():
        click.echo(f"{instrument_id}: recounted {count} submitted responses")
