"""Webhook delivery: one attempt per task run; a failed attempt schedules the next with back-off."""

from __future__ import annotations

from celery import shared_task

from service.webhooks.dispatch import DELIVER_TASK, attempt_delivery, enqueue_deliveries
from workers.runtime import services


@shared_task(name=DELIVER_TASK, acks_late=True)
def deliver(delivery_id: str) -> str:
    """Idempotent: a delivery already succeeded is not sent again when this task is redelivered."""
    svc = services()
    outcome = attempt_delivery(db=svc.db, settings=svc.settings, delivery_id=delivery_id)
    if outcome.status == "retry":
        enqueue_deliveries([delivery_id], countdown=outcome.retry_in)
    return outcome.status
