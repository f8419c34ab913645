"""A 100,000-copy print run (the task body, in process) on SQLite and on PostgreSQL: wall time, copies a second,
how long the rows' one transaction held the database, the ratio to a bare bulk write of the same rows, peak memory.

    python -m bench.bench_print_run [--copies 100000] [--databases sqlite,postgresql] [--repeats 3]

Two measurements, each ``--repeats`` times per database (the median reported), each in a process of its own on a
fresh migrated database, so its peak RSS is its own: the print run (rows drawn and written as they come, then the
secrets to a real Redis), and the baseline, the same kind of rows made beforehand and written by the same bulk
write (COPY on PostgreSQL, one executemany on SQLite) with nothing else. PostgreSQL is a throw-away cluster with
fsync on, as in production.
"""

from __future__ import annotations

import argparse
import importlib
import json
import os
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from functools import partial
from pathlib import Path
from typing import Any

from bench.harness import free_port, write_results
from service.platform.embedded_redis import EmbeddedRedis
from service.platform.migrate import upgrade
from tests.support.servers import PostgresServer, postgres_available

COPIES = 100_000
CARDS = 10
GOAL_SECONDS = 10.0


def _peak_rss_mib() -> float:
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024  # KiB on Linux


def _rss_mib() -> float:
    """The resident set now (the peak may be the setup's, the catalog's import)."""
    for line in Path("/proc/self/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    return _peak_rss_mib()


def _prepared_run(url: str, copies: int) -> tuple[Any, str, list[tuple[str, int]]]:
    """The arcane set imported and a pending run of ``copies`` over its first ``CARDS`` cards."""
    from service.cards.demo_sets import set_files
    from service.cards.imports import import_set
    from service.cards.models.registrations import PrintRun
    from service.cards.set_files import parse_json
    from service.platform.db import Database

    importlib.import_module("service.models")  # every table, for the foreign keys' targets

    db = Database(url)
    arcane = next(p for p in set_files() if p.stem == "arcane")
    card_ids = [c["id"] for c in json.loads(arcane.read_text())["cards"]][:CARDS]
    specs = [(c, copies // CARDS) for c in card_ids]
    with db.session() as session:
        import_set(session=session, parsed=parse_json(arcane.read_text()))
        run = PrintRun(cards=[{"card_id": c, "quantity": n} for c, n in specs], total=copies)
        session.add(run)
        session.flush()
        run_id = run.id
    return db, run_id, specs


def _child_run(url: str, redis_url: str, copies: int) -> dict[str, Any]:
    from service.cards import print_run_secrets, print_runs
    from service.platform.redis_client import make_redis

    db, run_id, _ = _prepared_run(url, copies)
    redis_client = make_redis(redis_url)
    rows_seconds: list[float] = []
    write_copies = print_runs._write_copies

    def timed_write_copies(**kwargs: Any) -> bytes:
        started = time.perf_counter()
        try:
            return write_copies(**kwargs)
        finally:
            rows_seconds.append(time.perf_counter() - started)

    print_runs._write_copies = timed_write_copies  # measured, behaviour unchanged
    rss_before = _rss_mib()
    started = time.perf_counter()
    result = print_runs.generate(db=db, redis_client=redis_client, secret_key="bench", run_id=run_id)
    elapsed = time.perf_counter() - started
    rss_peak = max(_peak_rss_mib(), _rss_mib())
    key = print_run_secrets.secrets_key(run_id)
    secrets_bytes = sum(len(str(redis_client.lindex(key, i))) for i in range(int(redis_client.llen(key))))
    db.dispose()
    return {
        "copies": result["copies"],
        "seconds": elapsed,
        "rows_transaction_seconds": rows_seconds[-1],
        "peak_rss_mib": rss_peak,
        "peak_rss_growth_mib": rss_peak - rss_before,
        "secrets_csv_mib": secrets_bytes / 2**20,
    }


def _child_bare(url: str, copies: int) -> dict[str, Any]:
    from service.cards.print_run_rows import copy_rows, insert_copies, new_seed

    db, run_id, specs = _prepared_run(url, copies)
    rows = list(copy_rows(seed=new_seed(), specs=specs, secret_key="bench", run_id=run_id))
    started = time.perf_counter()
    with db.session() as session:
        insert_copies(session, rows)
    elapsed = time.perf_counter() - started
    db.dispose()
    return {"seconds": elapsed}


def _in_child(kind: str, url: str, redis_url: str, copies: int) -> dict[str, Any]:
    argv = [sys.executable, "-m", "bench.bench_print_run", "--child", kind, "--url", url, "--redis", redis_url]
    done = subprocess.run([*argv, "--copies", str(copies)], capture_output=True, text=True, timeout=600, check=False)
    if done.returncode != 0:
        raise RuntimeError(f"bench_print_run --child {kind} failed: {done.stderr[-3000:]}")
    figures: dict[str, Any] = json.loads(done.stdout.strip().splitlines()[-1])
    return figures


def _on(database: str, fresh_url: Callable[[str], str], redis_url: str, copies: int, repeats: int) -> dict[str, Any]:
    """The median of ``repeats`` print runs and of as many bare writes, taken in turn (a machine shared with other
    work slows both alike); the largest memory growth of any run."""
    runs, bares = [], []
    for repeat in range(repeats):
        print(f"-- {copies:,} copies on {database} ({repeat + 1} of {repeats})", flush=True)
        runs.append(_in_child("run", fresh_url(f"run{repeat}"), redis_url, copies))
        bares.append(_in_child("bare", fresh_url(f"bare{repeat}"), redis_url, copies)["seconds"])
    run = sorted(runs, key=lambda r: r["seconds"])[len(runs) // 2]
    bare = statistics.median(bares)
    return {
        **run,
        "seconds_each": [r["seconds"] for r in runs],
        "copies_per_second": run["copies"] / run["seconds"],
        "bare_write_seconds": bare,
        "bare_write_seconds_each": bares,
        "ratio_to_bare_write": run["seconds"] / bare,
        "peak_rss_growth_mib": max(r["peak_rss_growth_mib"] for r in runs),
        "goal_met": run["seconds"] <= GOAL_SECONDS and all(r["copies"] == copies for r in runs),
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--copies", type=int, default=COPIES)
    parser.add_argument("--databases", default="sqlite,postgresql")
    parser.add_argument("--repeats", type=int, default=3, help="runs per database; the median is reported")
    parser.add_argument("--child", choices=("run", "bare"), help=argparse.SUPPRESS)
    parser.add_argument("--url", help=argparse.SUPPRESS)
    parser.add_argument("--redis", help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.child:
        if args.child == "run":
            print(json.dumps(_child_run(args.url, args.redis, args.copies)))
        else:
            print(json.dumps(_child_bare(args.url, args.copies)))
        return 0
    from service.cards.print_run_secrets import CHUNK_ROWS

    results: dict[str, Any] = {
        "config": {
            "copies": args.copies,
            "repeats": args.repeats,
            "load_average": round(os.getloadavg()[0], 1),
            "cards": CARDS,
            "goal_seconds": GOAL_SECONDS,
            "secrets_chunk_rows": CHUNK_ROWS,
            "sqlite": "WAL, synchronous=NORMAL (the embedded default); rows by one executemany",
            "postgresql": "throw-away cluster, fsync on (production durability); rows by COPY",
        }
    }
    with tempfile.TemporaryDirectory(prefix="companion-bench-") as tmp:
        data = Path(tmp)
        redis_server = EmbeddedRedis(data / "redis", free_port()).start()
        try:
            for database in args.databases.split(","):
                if database == "sqlite":
                    on_sqlite = _on("sqlite", partial(_sqlite, data), redis_server.url, args.copies, args.repeats)
                    results["sqlite"] = on_sqlite
                elif database == "postgresql" and (reason := postgres_available()):
                    results["postgresql"] = {"skipped": reason}
                elif database == "postgresql":
                    base = Path("/tmp") / f"companion-bench-pg-{free_port()}"  # postgres must own it
                    pg = PostgresServer(base, durable=True).start()
                    try:
                        on_pg = _on("postgresql", partial(_postgres, pg), redis_server.url, args.copies, args.repeats)
                        results["postgresql"] = on_pg
                    finally:
                        pg.stop()
                        shutil.rmtree(base, ignore_errors=True)
        finally:
            redis_server.stop()
    write_results("print_run", results)
    measured = [v for k, v in results.items() if k != "config" and "skipped" not in v]
    return 0 if measured and all(v["copies"] == args.copies for v in measured) else 1


def _sqlite(data: Path, name: str) -> str:
    url = f"sqlite:///{data / f'{name}.db'}"
    upgrade(url)
    return url


def _postgres(server: PostgresServer, name: str) -> str:
    url = server.create_database(f"print_run_{name}")
    upgrade(url)
    return url


if __name__ == "__main__":
    sys.exit(main())
