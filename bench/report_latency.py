"""Report latency against population size: 1,000 vs 1,000,000 respondents, SQLite and PostgreSQL.

    uv run python bench/report_latency.py [--sizes 1000,1000000] [--requests 200]

For each population size and database engine (a fresh SQLite file; a fresh PostgreSQL database,
dropped afterwards) the script seeds a synthetic loneliness population with
``engine.population.seed`` (bulk inserts of users, demographics and responses; histogram rows
counted exactly as submits count them) and adds one real respondent through the HTTP API. Then
it times ``POST /api/responses/{id}/report`` through the real apps (in process, over ASGI), with
and without a filter, alternating between the population sizes request by request so that a busy
machine slows every size alike. Prints median and p95 per case and the ratio largest/smallest;
the design goal is a ratio of at most 1.5.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import logging
import shutil
import statistics
import sys
import tempfile
import time
import uuid
from pathlib import Path
from typing import Any

import asyncpg
import httpx
from rich.console import Console
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn
from rich.table import Table

from engine.app import create_app
from engine.db.base import create_engine, create_sessionmaker
from engine.db.migrate import upgrade
from engine.instruments.registry import load_registry
from engine.plugins import load_plugins
from engine.population import seed
from engine.settings import DatabaseSettings, EngineSettings, Settings

INSTRUMENT = "loneliness"
FILTER = {"ageClass": "26-35"}
ANSWERS = {
    "e1": "Agree",
    "e2": "Neutral",
    "e3": "Disagree",
    "s1": "Neutral",
    "s2": "Agree",
    "s3": "Disagree",
}
console = Console()
INSTRUMENTS_SNAPSHOT = Path(tempfile.mkdtemp(prefix="bench-instruments-"))
"""The instrument files as they were when the run started (a run takes a while)."""


def bench_settings(url: str) -> Settings:
    return Settings(
        database=DatabaseSettings(url=url),
        engine=EngineSettings(instruments_dir=INSTRUMENTS_SNAPSHOT),
    )


async def grow(settings: Settings, to_size: int, current: int) -> None:
    """Migrate, then add synthetic respondents until there are ``to_size``."""
    plugins = load_plugins(settings)
    registry = load_registry(settings.engine.instruments_dir, plugins.scoring_rules())
    profile = next(i for i in registry if i.kind == "profile")
    engine = create_engine(settings.database.url)
    try:
        await upgrade(engine)
        with Progress(
            TextColumn("  seeding synthetic respondents"),
            BarColumn(),
            MofNCompleteColumn(),
            TimeElapsedColumn(),
            console=console,
        ) as bar:
            task = bar.add_task("seed", total=to_size, completed=current)
            async with create_sessionmaker(engine)() as session:
                await seed.seed(
                    session,
                    plugins,
                    [registry.get(INSTRUMENT)],
                    profile,
                    to_size - current,
                    rng_seed=to_size,
                    batch_size=5000,
                    progress=lambda n: bar.advance(task, n),
                )
    finally:
        await engine.dispose()


async def respondent(client: httpx.AsyncClient) -> dict[str, Any]:
    """One real respondent through the HTTP API, in the filtered group."""
    user = (await client.post("/api/anonymousUser")).json()
    headers = {"Authorization": f"Bearer {user['access_token']}"}
    await client.post(
        "/api/demographic/createDemographic",
        json={"user_id": user["user"]["id"], **FILTER},
        headers=headers,
    )
    started = (
        await client.post(f"/api/instruments/{INSTRUMENT}/responses", headers=headers)
    ).json()
    submitted = await client.put(
        f"/api/responses/{started['id']}", json={"answers": ANSWERS}, headers=headers
    )
    submitted.raise_for_status()
    return {"url": f"/api/responses/{started['id']}/report", "headers": headers}


async def timed_report(client: httpx.AsyncClient, who: dict[str, Any], body: Any) -> float:
    started = time.perf_counter()
    answer = await client.post(who["url"], json=body, headers=who["headers"])
    elapsed = (time.perf_counter() - started) * 1000
    if answer.status_code != 200:
        raise RuntimeError(f"report failed: {answer.status_code} {answer.text}")
    if answer.json()["dimensions"]["emotional"]["basis"] == "unavailable":
        raise RuntimeError("the population is too small to compare with")
    return elapsed


def print_table(rows: list[list[str]], requests: int) -> None:
    table = Table(title=f"POST /api/responses/{{id}}/report, {requests} requests per case (ms)")
    for column in ("database", "respondents", "filter", "median", "p95", "ratio"):
        table.add_column(
            column, justify="right" if column in ("median", "p95", "ratio") else "left"
        )
    for row in rows:
        table.add_row(*row)
    console.print(table)


def p95(values: list[float]) -> float:
    return statistics.quantiles(values, n=20, method="inclusive")[18]


CASES = (("no filter", {"filter": {}}), ("filter", {"filter": FILTER}))
WARM_UP = 10


async def bench_database(
    name: str, urls: dict[int, str], requests: int, rows: list[list[str]]
) -> None:
    """One database per population size, all served at once; requests alternate between them,
    so a busy machine slows every size alike."""
    for size, url in urls.items():
        console.print(f"[bold]{name}[/]: population {size:,}")
        started = time.perf_counter()
        await grow(bench_settings(url), size, 0)
        console.print(f"  seeded in {time.perf_counter() - started:.0f} s")
    async with contextlib.AsyncExitStack() as stack:
        clients: dict[int, tuple[httpx.AsyncClient, dict[str, Any]]] = {}
        for size, url in urls.items():
            app = create_app(bench_settings(url))
            await stack.enter_async_context(app.lifespan())
            transport = httpx.ASGITransport(app=app, client=("127.0.0.1", 50000))
            client = await stack.enter_async_context(
                httpx.AsyncClient(transport=transport, base_url="http://bench.local")
            )
            clients[size] = (client, await respondent(client))
        timings: dict[tuple[int, str], list[float]] = {
            (size, label): [] for size in urls for label, _ in CASES
        }
        for round_number in range(requests + WARM_UP):
            for label, body in CASES:
                for size, (client, who) in clients.items():
                    elapsed = await timed_report(client, who, body)
                    if round_number >= WARM_UP:
                        timings[(size, label)].append(elapsed)
    sizes = sorted(urls)
    for size in sizes:
        for label, _ in CASES:
            values = timings[(size, label)]
            rows.append(
                [
                    name,
                    f"{size:,}",
                    label,
                    f"{statistics.median(values):.2f}",
                    f"{p95(values):.2f}",
                    "",
                ]
            )
    for label, _ in CASES:
        ratio = statistics.median(timings[(sizes[-1], label)]) / statistics.median(
            timings[(sizes[0], label)]
        )
        rows.append([name, f"{sizes[-1]:,} / {sizes[0]:,}", label, "", "", f"{ratio:.2f}x"])
    print_table([row for row in rows if row[0] == name], requests)


async def postgres_database() -> tuple[str, str]:
    name = f"survey_bench_{uuid.uuid4().hex[:10]}"
    for user in ("postgres", "root"):
        try:
            conn = await asyncpg.connect(
                host="127.0.0.1", port=5432, user=user, database="postgres"
            )
        except Exception:
            continue
        await conn.execute(f'CREATE DATABASE "{name}"')
        await conn.close()
        return f"postgresql://{user}@127.0.0.1:5432/{name}", user
    raise SystemExit("PostgreSQL at 127.0.0.1:5432 is unreachable")


async def drop_postgres(url: str, user: str) -> None:
    name = url.rsplit("/", 1)[1]
    conn = await asyncpg.connect(host="127.0.0.1", port=5432, user=user, database="postgres")
    await conn.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')
    await conn.close()


async def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", default="1000,1000000")
    parser.add_argument("--requests", type=int, default=200)
    parser.add_argument("--databases", default="sqlite,postgresql")
    args = parser.parse_args()
    logging.getLogger("httpx").setLevel(logging.WARNING)
    logging.getLogger("alembic").setLevel(logging.WARNING)
    sizes = sorted(int(s) for s in args.sizes.split(","))
    shutil.copytree(EngineSettings().instruments_dir, INSTRUMENTS_SNAPSHOT, dirs_exist_ok=True)
    rows: list[list[str]] = []
    for database in args.databases.split(","):
        if database == "sqlite":
            with tempfile.TemporaryDirectory() as folder:
                urls = {size: f"sqlite:///{Path(folder) / f'bench-{size}.db'}" for size in sizes}
                await bench_database("SQLite", urls, args.requests, rows)
        else:
            created = {size: await postgres_database() for size in sizes}
            try:
                urls = {size: url for size, (url, _) in created.items()}
                await bench_database("PostgreSQL", urls, args.requests, rows)
            finally:
                for url, user in created.values():
                    await drop_postgres(url, user)
    print_table(rows, args.requests)
    ratios = [float(row[5].rstrip("x")) for row in rows if row[5]]
    worst = max(ratios)
    console.print(
        f"worst ratio {worst:.2f}x: {'within' if worst <= 1.5 else 'ABOVE'} the 1.5x goal"
    )
    return 0 if worst <= 1.5 else 1


if __name__ == "__main__":
    try:
        sys.exit(asyncio.run(main()))
    finally:
        shutil.rmtree(INSTRUMENTS_SNAPSHOT, ignore_errors=True)
