"""Report latency against population size: 1,000 vs 1,000,000 respondents, SQLite and PostgreSQL.

    uv run python bench/report_latency.py [--sizes 1000,1000000] [--requests 200]

For each database (a fresh SQLite file; a fresh PostgreSQL database, dropped afterwards) the
script seeds a synthetic loneliness population with ``engine.population.seed`` (bulk inserts of
users, demographics and responses; histogram rows counted exactly as submits count them), adds
one real respondent through the HTTP API, and times ``POST /api/responses/{id}/report`` through
the real app (in process, over ASGI) with and without a filter. The population then grows to the
next size in the same database and the timing is repeated. Prints median and p95 per case and the
ratio largest/smallest; the design goal is a ratio of at most 1.5.
"""

from __future__ import annotations

import argparse
import asyncio
import logging
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
from engine.settings import DatabaseSettings, Settings

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


async def grow(settings: Settings, to_size: int, current: int) -> None:
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


async def measure(
    settings: Settings, requests: int, response: dict[str, Any] | None
) -> tuple[dict[str, Any], dict[str, list[float]]]:
    app = create_app(settings)
    timings: dict[str, list[float]] = {"no filter": [], "filter": []}
    async with app.lifespan():
        transport = httpx.ASGITransport(app=app, client=("127.0.0.1", 50000))
        async with httpx.AsyncClient(transport=transport, base_url="http://bench.local") as client:
            if response is None:
                response = await respondent(client)
            else:  # seeding may outlast the access token: rotate the refresh token for a new one
                refreshed = await client.post(
                    "/refresh", headers={"Authorization": f"Bearer {response['refresh']}"}
                )
                refreshed.raise_for_status()
                tokens = refreshed.json()["data"]
                response = {
                    **response,
                    "token": tokens["access_token"],
                    "refresh": tokens["refresh_token"],
                }
            headers = {"Authorization": f"Bearer {response['token']}"}
            url = f"/api/responses/{response['id']}/report"
            for label, body in (("no filter", {"filter": {}}), ("filter", {"filter": FILTER})):
                for i in range(requests + 10):
                    started = time.perf_counter()
                    answer = await client.post(url, json=body, headers=headers)
                    elapsed = time.perf_counter() - started
                    if answer.status_code != 200:
                        raise RuntimeError(f"report failed: {answer.status_code} {answer.text}")
                    if i >= 10:  # the first requests warm caches and connections
                        timings[label].append(elapsed * 1000)
                check = answer.json()["dimensions"]["emotional"]
                if check["basis"] == "unavailable":
                    raise RuntimeError("the population is too small to compare with")
    return response, timings


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
    return {"id": started["id"], "token": user["access_token"], "refresh": user["refresh_token"]}


def p95(values: list[float]) -> float:
    return statistics.quantiles(values, n=20, method="inclusive")[18]


async def bench_database(
    name: str, url: str, sizes: list[int], requests: int, rows: list[list[str]]
) -> None:
    settings = Settings(database=DatabaseSettings(url=url))
    response = None
    current = 0
    medians: dict[tuple[str, int], float] = {}
    for size in sizes:
        console.print(f"[bold]{name}[/]: population {size:,}")
        started = time.perf_counter()
        await grow(settings, size, current)
        current = size
        console.print(f"  seeded in {time.perf_counter() - started:.0f} s")
        response, timings = await measure(settings, requests, response)
        for label, values in timings.items():
            medians[(label, size)] = statistics.median(values)
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
    for label in ("no filter", "filter"):
        ratio = medians[(label, sizes[-1])] / medians[(label, sizes[0])]
        rows.append([name, f"{sizes[-1]:,} / {sizes[0]:,}", label, "", "", f"{ratio:.2f}x"])


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
    rows: list[list[str]] = []
    for database in args.databases.split(","):
        if database == "sqlite":
            with tempfile.TemporaryDirectory() as folder:
                await bench_database(
                    "SQLite", f"sqlite:///{Path(folder) / 'bench.db'}", sizes, args.requests, rows
                )
        else:
            url, user = await postgres_database()
            try:
                await bench_database("PostgreSQL", url, sizes, args.requests, rows)
            finally:
                await drop_postgres(url, user)
    table = Table(
        title=f"POST /api/responses/{{id}}/report, {args.requests} requests per case (ms)"
    )
    for column in ("database", "respondents", "filter", "median", "p95", "ratio"):
        table.add_column(
            column, justify="right" if column in ("median", "p95", "ratio") else "left"
        )
    for row in rows:
        table.add_row(*row)
    console.print(table)
    ratios = [float(row[5].rstrip("x")) for row in rows if row[5]]
    worst = max(ratios)
    console.print(
        f"worst ratio {worst:.2f}x: {'within' if worst <= 1.5 else 'ABOVE'} the 1.5x goal"
    )
    return 0 if worst <= 1.5 else 1


if __name__ == "__main__":
    sys.exit(asyncio.run(main()))
