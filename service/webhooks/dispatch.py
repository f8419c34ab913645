"""Sending one delivery: SSRF check, signed POST, the attempt logged, retry or give up, endpoint health."""

from __future__ import annotations

import json
import time
from dataclasses import dataclass

import httpx
from celery import current_app as current_celery
from flask import current_app, has_app_context
from sqlalchemy import update
from sqlalchemy.orm import Session

from service.models import WebhookDelivery, WebhookEndpoint
from service.models.base import rfc3339, utcnow
from service.settings import Settings
from service.webhooks import signing
from service.webhooks.targets import TargetRefused, check_target

DELIVER_TASK = "webhooks.deliver"


def enqueue_deliveries(delivery_ids: list[str], *, countdown: float = 0) -> None:
    celery = current_app.extensions["celery"] if has_app_context() else current_celery
    for delivery_id in delivery_ids:
        celery.send_task(DELIVER_TASK, args=[delivery_id], countdown=countdown)


@dataclass(frozen=True)
class Outcome:
    status: str  # "succeeded" | "retry" | "failed" | "skipped"
    retry_in: float = 0.0


def backoff(settings: Settings, attempt: int) -> float:
    """Exponential: base, 2·base, 4·base… (attempt 1 is the first retry)."""
    return settings.webhook_retry_base_seconds * 2 ** (attempt - 1)


def attempt_delivery(*, session: Session, settings: Settings, delivery_id: str) -> Outcome:
    delivery = session.get(WebhookDelivery, delivery_id)
    if delivery is None or delivery.status == "succeeded":
        return Outcome("skipped")  # a redelivered task after success: nothing to do twice
    endpoint = session.get(WebhookEndpoint, delivery.endpoint_id)
    if endpoint is None or endpoint.status != "active":
        delivery.status = "failed"
        session.commit()
        return Outcome("skipped")
    body = json.dumps(delivery.payload, separators=(",", ":")).encode()
    started = time.perf_counter()
    entry: dict = {"at": rfc3339(utcnow())}
    try:
        check_target(endpoint.url, allow_private=settings.webhook_allow_private_targets)
        headers = signing.headers(secret=endpoint.secret, msg_id=delivery.id, timestamp=int(time.time()), body=body)
        response = httpx.post(endpoint.url, content=body, headers=headers, timeout=settings.webhook_timeout_seconds,
                              follow_redirects=False)  # fmt: skip
        entry["status_code"] = response.status_code
        ok = 200 <= response.status_code < 300
        if not ok:
            entry["error"] = f"HTTP {response.status_code}"
    except TargetRefused as exc:
        ok, entry["error"] = False, f"refused target: {exc}"
    except httpx.HTTPError as exc:
        ok, entry["error"] = False, f"{type(exc).__name__}: {exc}"
    entry["ms"] = round((time.perf_counter() - started) * 1000, 1)
    delivery.attempts = [*delivery.attempts, entry]
    if ok:
        delivery.status, delivery.delivered_at = "succeeded", utcnow()
        session.execute(update(WebhookEndpoint).where(WebhookEndpoint.id == endpoint.id).values(consecutive_failures=0))
        session.commit()
        return Outcome("succeeded")
    # deliveries to one endpoint run in parallel workers: count failures atomically in the database
    failures = session.execute(
        update(WebhookEndpoint)
        .where(WebhookEndpoint.id == endpoint.id)
        .values(consecutive_failures=WebhookEndpoint.consecutive_failures + 1)
        .returning(WebhookEndpoint.consecutive_failures)
    ).scalar_one()
    if failures >= settings.webhook_disable_after:
        session.execute(
            update(WebhookEndpoint)
            .where(WebhookEndpoint.id == endpoint.id)
            .values(status="disabled", disabled_reason=f"{failures} failed attempts in a row")
        )
    tries = _tries_since_redeliver(delivery.attempts)
    if tries >= settings.webhook_max_attempts or failures >= settings.webhook_disable_after:
        delivery.status = "failed"
        session.commit()
        return Outcome("failed")
    session.commit()
    return Outcome("retry", backoff(settings, tries))


def _tries_since_redeliver(attempts: list[dict]) -> int:
    tries = 0
    for entry in reversed(attempts):
        if entry.get("redeliver"):
            break
        tries += 1
    return tries
