"""Enqueueing background work from the API, and reading a task's status back."""

from __future__ import annotations

from typing import Any

from celery import Celery
from celery.result import AsyncResult
from flask import current_app

from service.accounts.identity import Principal
from service.platform.context import services
from service.platform.db import assert_no_write_transaction
from service.platform.errors import NotFound

OWNER_TTL_SECONDS = 7 * 24 * 3600


def celery_client() -> Celery:
    return current_app.extensions["celery"]


def enqueue(name: str, *, args: list[Any] | None = None, owner: Principal | None = None, **options: Any) -> str:
    """Send a task by name (after the unit of work committed) and remember who may read its status."""
    assert_no_write_transaction(f"enqueueing {name}")
    result = celery_client().send_task(name, args=args or [], **options)
    if owner is not None:
        remember_owner(result.id, owner)
    return result.id


def remember_owner(task_id: str, owner: Principal) -> None:
    """Who may read the task's status at ``GET /v1/tasks/{id}``."""
    services().redis.set(f"task_owner:{task_id}", owner.user_id, ex=OWNER_TTL_SECONDS)


def task_status(*, task_id: str, principal: Principal) -> dict[str, Any]:
    owner = services().redis.get(f"task_owner:{task_id}")
    if owner is None or (owner != principal.user_id and not principal.is_admin):
        raise NotFound("No such task.")
    result = AsyncResult(task_id, app=celery_client())
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
