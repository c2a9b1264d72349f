"""The ``survey`` command line.

Every domain adds its own commands here with one ``main.add_command(...)`` line each (see the end
of this file). Commands receive the ``Settings`` built once per invocation as the click context
object (``@click.pass_obj``); tests pass their own with ``CliRunner().invoke(main, ..., obj=s)``.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import TextIO

import click

from engine.accounts.cli import create_operator
from engine.mail.cli import mail
from engine.population.cli import population, seed_demo
from engine.server.cli import db, serve
from engine.settings import Settings


@click.group()
@click.pass_context
def main(ctx: click.Context) -> None:
    """Survey engine: validate instruments, score answers, run the server."""
    if ctx.obj is None:
        ctx.obj = Settings.from_env()


@click.command()
@click.argument("paths", nargs=-1, type=click.Path(exists=True, path_type=Path))
@click.pass_obj
def validate(settings: Settings, paths: tuple[Path, ...]) -> None:
    """Check instrument files; print every problem as FILE:LINE:COLUMN: message.

    PATHS are files or folders (default: the instruments folder). Exit status 1 when any file has
    a problem.
    """
    from engine.instruments.validate import instrument_files, validate_file
    from engine.plugins import PluginError, load_plugins

    try:
        plugins = load_plugins(settings)
    except PluginError as error:
        raise click.ClickException(str(error)) from error
    files = [_shown(p) for p in instrument_files(list(paths) or [settings.engine.instruments_dir])]
    if not files:
        raise click.ClickException("no instrument files (*.yaml) found")
    failed = False
    for path in files:
        problems = validate_file(path, plugins.scoring_rules())
        for problem in problems:
            click.echo(str(problem))
        if problems:
            failed = True
        else:
            click.echo(f"{path}: OK")
    sys.exit(1 if failed else 0)


def _shown(path: Path) -> Path:
    """``path`` relative to the working folder when it lies inside it: shorter to read."""
    try:
        return path.resolve().relative_to(Path.cwd())
    except ValueError:
        return path


@click.command()
@click.argument("instrument_id")
@click.option(
    "--answers",
    "answers_file",
    required=True,
    type=click.File("r"),
    help='A JSON object of item key -> answer value ({"e1": "Agree"}); "-" reads stdin.',
)
@click.pass_obj
def score(settings: Settings, instrument_id: str, answers_file: TextIO) -> None:
    """Score one set of answers against an instrument and print the outcome as JSON.

    Levels are the absolute bands: no comparison population is used here.
    """
    from engine.instruments.problems import InstrumentInvalid
    from engine.instruments.registry import InstrumentNotFound, load_registry
    from engine.plugins import PluginError, load_plugins
    from engine.scoring import AnswerError, ScoringError, evaluate

    try:
        answers = _read_answers(answers_file)
        plugins = load_plugins(settings)
        registry = load_registry(settings.engine.instruments_dir, plugins.scoring_rules())
        outcome = evaluate(plugins, registry.get(instrument_id), answers)
    except (InstrumentInvalid, InstrumentNotFound, AnswerError, ScoringError, PluginError) as error:
        raise click.ClickException(str(error)) from error
    except ValueError as error:  # the answers file
        raise click.ClickException(str(error)) from error
    result = {
        "instrument": outcome.instrument,
        "scores": outcome.scores,
        "levels": outcome.levels,
        "profile": outcome.profile,
    }
    click.echo(json.dumps(result, indent=2))


def _read_answers(answers_file: TextIO) -> dict[str, str | None]:
    try:
        data = json.load(answers_file)
    except json.JSONDecodeError as error:
        raise ValueError(f"answers: not valid JSON ({error})") from error
    if not isinstance(data, dict):
        raise ValueError('answers: expected a JSON object of item key -> answer ({"e1": "Agree"})')
    for key, value in data.items():
        if value is not None and not isinstance(value, str):
            raise ValueError(
                f"answers.{key}: expected an answer value (string) or null, not {value!r}"
            )
    return data


@click.command()
def schema() -> None:
    """Print the JSON Schema of instrument files, generated from the model."""
    from engine.instruments.schema import instrument_schema_json

    click.echo(instrument_schema_json(), nl=False)


# --- commands: one line per domain -------------------------------------------------------------
main.add_command(validate)
main.add_command(score)
main.add_command(schema)
main.add_command(mail)
main.add_command(serve)
main.add_command(db)
main.add_command(create_operator)
main.add_command(seed_demo)
main.add_command(population)
