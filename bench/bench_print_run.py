"""A 100,000-copy print run (the task body, in process): wall time, copies per second, peak memory.

Real SQLite database (migrated) and real Redis server in a throw-away directory, as the worker would use.
"""

from __future__ import annotations

import json
import resource
import sys
import tempfile
import time
from pathlib import Path

from bench.harness import free_port, write_results
from service.cards import print_runs
from service.cards.demo_sets import set_files
from service.cards.imports import import_set
from service.cards.models.registrations import PrintRun
from service.cards.set_files import parse_json
from service.platform.db import Database
from service.platform.embedded_redis import EmbeddedRedis
from service.platform.migrate import upgrade
from service.platform.redis_client import make_redis

COPIES = 100_000


def _peak_rss_mib() -> float:
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024  # KiB on Linux


def main() -> int:
    with tempfile.TemporaryDirectory(prefix="companion-bench-") as tmp:
        data = Path(tmp)
        server = EmbeddedRedis(data / "redis", free_port()).start()
        try:
            url = f"sqlite:///{data / 'companion.db'}"
            upgrade(url)
            db = Database(url)
            arcane = next(p for p in set_files() if p.stem == "arcane")
            doc = json.loads(arcane.read_text())
            card_ids = [c["id"] for c in doc["cards"]][:10]
            with db.session() as session:
                import_set(session=session, parsed=parse_json(arcane.read_text()))
                run = PrintRun(cards=[{"card_id": c, "quantity": COPIES // 10} for c in card_ids], total=COPIES)
                session.add(run)
                session.flush()
                run_id = run.id
            redis_client = make_redis(server.url)
            rss_before = _peak_rss_mib()
            started = time.perf_counter()
            result = print_runs.generate(db=db, redis_client=redis_client, secret_key="bench", run_id=run_id)
            elapsed = time.perf_counter() - started
            secrets_bytes = len(redis_client.get(print_runs.secrets_key(run_id)) or "")
            db.dispose()
        finally:
            server.stop()
    results = {
        "config": {"copies": COPIES, "cards": 10, "database": "SQLite (WAL)", "batch": print_runs.BATCH},
        "seconds": elapsed,
        "copies_per_second": result["copies"] / elapsed,
        "peak_rss_mib": _peak_rss_mib(),
        "peak_rss_growth_mib": _peak_rss_mib() - rss_before,
        "secrets_csv_mib": secrets_bytes / 2**20,
    }
    write_results("print_run", results)
    return 0 if result["copies"] == COPIES else 1


if __name__ == "__main__":
    sys.exit(main())
