"""Background work: the one way to send a task (by name, after the unit of work committed), and a task's status.

The same call works in a request (the Flask app's Celery app) and in a task (the worker's), so a move made by the AI
sends its follow-ups exactly as a move made through the API does.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from celery import Celery
from celery import current_app as current_worker_app
from celery.result import AsyncResult
from flask import current_app, has_app_context

from service.platform.context import services
from service.platform.db import assert_no_write_transaction
from service.platform.errors import NotFound

OWNER_TTL_SECONDS = 7 * 24 * 3600


def current_celery() -> Celery:
    """The Celery app of this process: the API's in a request, the worker's in a task."""
    return current_app.extensions["celery"] if has_app_context() else current_worker_app


def send_task(name: str, *, args: Sequence[Any] = (), owner_id: str | None = None, **options: Any) -> str:
    """Send a task by name once the unit of work has committed; its id. With ``owner_id`` (in a request), that
    user may read the task's status at ``GET /v1/tasks/{id}``."""
    assert_no_write_transaction(f"sending {name}")
    task_id: str = current_celery().send_task(name, args=list(args), **options).id
    if owner_id is not None:
        services().redis.set(f"task_owner:{task_id}", owner_id, ex=OWNER_TTL_SECONDS)
    return task_id


def task_status(*, task_id: str, user_id: str, is_admin: bool) -> dict[str, Any]:
    owner = services().redis.get(f"task_owner:{task_id}")
    if owner is None or (owner != user_id and not is_admin):
        raise NotFound("No such task.")
    result = AsyncResult(task_id, app=current_celery())
    state = result.state
    info = result.info
    status: dict[str, Any] = {"id": task_id, "name": getattr(result, "name", None), "state": state}
    if state == "PROGRESS" and isinstance(info, dict):
        status["progress"] = info
    elif state == "SUCCESS":
        status["result"] = info
        status["progress"] = {"done": 1, "total": 1}
    elif state in ("FAILURE", "RETRY"):
        status["error"] = f"{type(info).__name__}: {info}" if isinstance(info, BaseException) else str(info)
    return status
