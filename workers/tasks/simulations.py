"""Bulk AI-versus-AI simulation for designers: the pure simulator, with progress reported on the task."""

from __future__ import annotations

from typing import Any

from celery import shared_task

from rules.simulate import simulate


@shared_task(name="simulations.run", bind=True, acks_late=True)
def run(
    self: Any, games: int, seats: list[str], budget_ms: int, seed: int, decks: list[str] | None,
    ruleset: str = "achroma",  # last and optional: a task queued before rulesets were offered still runs
) -> dict:  # fmt: skip
    """Deterministic given its arguments, so a redelivered run recomputes the same report."""

    def progress(done: int, total: int) -> None:
        self.update_state(state="PROGRESS", meta={"done": done, "total": total})

    return simulate(ruleset=ruleset, games=games, seats=seats, budget_ms=budget_ms, seed=seed, decks=decks,
                    progress=progress)  # fmt: skip
