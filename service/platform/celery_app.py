"""The Celery app, configured in one place. Built by a factory: importing this module builds nothing."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import timedelta

from celery import Celery

from service.platform.settings import Settings

# Work is split by what may wait, each queue served by its own worker (``companion worker --role …``), so AI turns
# never delay webhooks, archiving or print runs, and simulations never delay anyone's AI opponent.
DEFAULT_QUEUE = "celery"  # webhooks, archiving, print runs, housekeeping
AI_QUEUE = "ai"
SIMULATION_QUEUE = "simulations"


@dataclass(frozen=True)
class WorkerRole:
    queues: tuple[str, ...]
    concurrency: int
    nice: int = 0  # a lower CPU priority, for work that may wait


WORKER_ROLES = {
    "default": WorkerRole((DEFAULT_QUEUE,), 2),
    "ai": WorkerRole((AI_QUEUE,), 2),
    "simulations": WorkerRole((SIMULATION_QUEUE,), 1, nice=10),
}
ALL_QUEUES = (DEFAULT_QUEUE, AI_QUEUE, SIMULATION_QUEUE)

TASK_MODULES = [
    "workers.tasks.maintenance",
    "workers.tasks.games",
    "workers.tasks.ratings",
    "workers.tasks.cards",
    "workers.tasks.webhooks",
    "workers.tasks.ai",
    "workers.tasks.simulations",
]


def make_celery(settings: Settings) -> Celery:
    app = Celery("companion", broker=settings.broker_url, backend=settings.result_backend_url, include=TASK_MODULES)
    app.conf.update(
        task_serializer="json",
        result_serializer="json",
        accept_content=["json"],
        result_accept_content=["json"],
        timezone="UTC",
        enable_utc=True,
        # a task whose worker dies is delivered again: tasks are written to be idempotent
        task_acks_late=True,
        task_reject_on_worker_lost=True,
        worker_prefetch_multiplier=1,
        task_track_started=True,
        result_expires=timedelta(days=1),
        result_extended=True,
        broker_connection_retry_on_startup=True,
        broker_transport_options={"visibility_timeout": 300},
        worker_hijack_root_logger=False,
        task_default_queue=DEFAULT_QUEUE,
        task_routes={"ai.*": {"queue": AI_QUEUE}, "simulations.*": {"queue": SIMULATION_QUEUE}},
        beat_schedule={
            "purge-expired": {"task": "maintenance.purge_expired", "schedule": timedelta(minutes=10)},
            "expire-idle-games": {"task": "games.expire_idle", "schedule": timedelta(minutes=5)},
            # an account's AI run that died with its worker (and was not delivered again) is started anew
            "restart-stalled-ai": {"task": "ai.restart_stalled", "schedule": timedelta(seconds=30)},
        },
    )
    app.conf.companion_settings = settings
    return app
