"""Card tasks: generating a print run's copies and codes (idempotent: a redelivered run is regenerated whole)."""

from __future__ import annotations

from typing import Any

from celery import shared_task

from service.cards import print_runs
from workers.runtime import services


@shared_task(name="cards.print_run", bind=True, acks_late=True, ignore_result=False)
def print_run(self: Any, run_id: str) -> dict[str, Any]:
    svc = services()

    def progress(done: int, total: int) -> None:
        self.update_state(state="PROGRESS", meta={"done": done, "total": total})

    return print_runs.generate(
        db=svc.db, redis_client=svc.redis, secret_key=svc.settings.secret_key, run_id=run_id, progress=progress
    )
