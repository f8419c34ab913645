"""Bulk AI-versus-AI simulation for designers: the pure simulator, with progress reported on the task."""

from __future__ import annotations

from typing import Any

from celery import shared_task

from rules.simulate import simulate
from service.games.simulations import RUN_TASK, finished
from workers.runtime import services


@shared_task(name=RUN_TASK, bind=True, acks_late=True)
def run(
    self: Any,
    games: int,
    seats: list[str],
    budget_ms: int,
    seed: int,
    decks: list[str] | None,
    ruleset: str = "achroma",
    user_id: str | None = None,  # optional: tasks queued by older APIs still run
) -> dict:
    """Deterministic given its arguments, so a redelivered run recomputes the same report."""
    svc = services()

    def progress(done: int, total: int) -> None:
        self.update_state(state="PROGRESS", meta={"done": done, "total": total})

    try:
        return simulate(
            ruleset=ruleset,
            games=games,
            seats=seats,
            budget_ms=budget_ms,
            seed=seed,
            decks=decks,
            progress=progress,
            max_decisions=svc.settings.simulation_max_decisions,
        )
    finally:
        if user_id is not None:
            finished(redis_client=svc.redis, user_id=user_id, task_id=self.request.id)
