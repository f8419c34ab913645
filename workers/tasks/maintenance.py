"""Housekeeping that runs on a schedule."""

from __future__ import annotations

from celery import shared_task

from service.accounts import identity as accounts
from workers.runtime import services


@shared_task(name="maintenance.purge_expired", acks_late=True, ignore_result=False)
def purge_expired() -> dict[str, int]:
    """Delete expired session tokens (idempotent: a rerun deletes nothing more)."""
    with services().db.session() as session:
        return accounts.purge_expired(session=session)


@shared_task(name="maintenance.ping", acks_late=True)
def ping() -> str:
    return "pong"
