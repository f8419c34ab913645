"""Simulations per account: one running at a time, each within a cap of decisions (``SIMULATION_MAX_DECISIONS``).

A simulation runs for minutes to hours on the simulations worker; the account's running one is remembered in
Redis (``simulation:running:{user}`` = its task id) from queueing until the task ends, so a second is refused
with 429 while the first runs. A key left behind by a worker that died is let go once its task is over.
"""

from __future__ import annotations

import uuid
from typing import Any

import redis
from celery import Celery
from celery.result import AsyncResult

from service.accounts.identity import Principal
from service.platform.errors import TooManyRequests
from service.platform.tasks import send_task

RUN_TASK = "simulations.run"
RUNNING_TTL_SECONDS = 12 * 3600  # longer than any simulation within the decision cap
_UNFINISHED = {"PENDING", "RECEIVED", "STARTED", "PROGRESS", "RETRY"}
# KEYS: the running key; ARGV: the task id. Deletes the key only if it still names this task.
_RELEASE = """
if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end
return 0
"""


def running_key(user_id: str) -> str:
    return f"simulation:running:{user_id}"


def start(*, redis_client: redis.Redis, celery: Celery, principal: Principal, args: list[Any]) -> str:
    """Queue the account's simulation (``TooManyRequests`` while another of its simulations runs); the task id."""
    task_id = uuid.uuid4().hex
    key = running_key(principal.user_id)
    if not redis_client.set(key, task_id, nx=True, ex=RUNNING_TTL_SECONDS):
        other = redis_client.get(key)
        if other and AsyncResult(other, app=celery).state in _UNFINISHED:
            raise TooManyRequests(
                "One simulation at a time: follow the running one at GET /v1/tasks/{id} until it ends.",
                code="simulation-running",
                task_id=other,
            )
        redis_client.set(key, task_id, ex=RUNNING_TTL_SECONDS)  # the other one is over; its key was left behind
    send_task(RUN_TASK, args=[*args, principal.user_id], owner_id=principal.user_id, task_id=task_id)
    return task_id


def finished(*, redis_client: redis.Redis, user_id: str, task_id: str) -> None:
    redis_client.eval(_RELEASE, 1, running_key(user_id), task_id)
