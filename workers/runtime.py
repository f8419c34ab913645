"""Per worker process resources (settings, database, Redis), built once after fork, never at import."""

from __future__ import annotations

import contextlib
import os

from celery import signals

from service.platform.context import Services
from service.platform.db import Database, set_strict
from service.platform.observability import CELERY_COUNTS_KEY
from service.platform.redis_cluster import make_live_redis
from service.platform.settings import Settings, load_settings

_services: Services | None = None
_pid: int | None = None


def services(settings: Settings | None = None) -> Services:
    """This process's resources; rebuilt in a forked child so no connection crosses a fork."""
    global _services, _pid
    if _services is None or _pid != os.getpid():
        settings = settings or load_settings()
        set_strict(settings.strict_unit_of_work)
        _services = Services(
            settings=settings,
            db=Database(settings.database_url, **settings.db_options),
            redis=make_live_redis(settings),
        )
        _pid = os.getpid()
    return _services


@signals.worker_process_init.connect
def _reset_after_fork(**_kw: object) -> None:
    global _services
    _services = None


def _count(task_name: str, state: str) -> None:
    with contextlib.suppress(Exception):  # counting must never fail a task
        services().redis.hincrby(CELERY_COUNTS_KEY, f"{task_name}|{state}", 1)


@signals.task_success.connect
def _on_success(sender=None, **_kw: object) -> None:
    _count(sender.name, "SUCCESS")


@signals.task_failure.connect
def _on_failure(sender=None, **_kw: object) -> None:
    _count(sender.name, "FAILURE")


@signals.task_retry.connect
def _on_retry(sender=None, **_kw: object) -> None:
    _count(sender.name, "RETRY")
