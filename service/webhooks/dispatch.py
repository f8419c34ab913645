"""Sending one delivery: SSRF check, signed POST, the attempt logged, retry or give up, endpoint health."""

from __future__ import annotations

import json
import time
from dataclasses import dataclass

import httpx
from sqlalchemy import select, update
from sqlalchemy.orm import Session

from service.platform.db import Database, assert_no_write_transaction
from service.platform.model_base import rfc3339, utcnow
from service.platform.settings import Settings
from service.platform.tasks import send_task
from service.webhooks import signing
from service.webhooks.models import WebhookDelivery, WebhookEndpoint
from service.webhooks.targets import Target, TargetRefused, check_target

DELIVER_TASK = "webhooks.deliver"


def enqueue_deliveries(delivery_ids: list[str], *, countdown: float = 0) -> None:
    for delivery_id in delivery_ids:
        send_task(DELIVER_TASK, args=[delivery_id], countdown=countdown)


@dataclass(frozen=True)
class Outcome:
    status: str  # "succeeded" | "retry" | "failed" | "skipped"
    retry_in: float = 0.0


def backoff(settings: Settings, attempt: int) -> float:
    """Exponential: base, 2·base, 4·base… (attempt 1 is the first retry)."""
    return settings.webhook_retry_base_seconds * 2 ** (attempt - 1)


def attempt_delivery(*, db: Database, settings: Settings, delivery_id: str) -> Outcome:
    """One attempt, in three steps: read what to send, POST it with no transaction open (it may take up to
    ``webhook_timeout_seconds``), then record the attempt in one short unit of work."""
    with db.read() as session:
        delivery = session.get(WebhookDelivery, delivery_id)
        if delivery is None or delivery.status == "succeeded":
            return Outcome("skipped")  # a redelivered task after success: nothing to do twice
        endpoint = session.get(WebhookEndpoint, delivery.endpoint_id)
        active = endpoint is not None and endpoint.status == "active"
        target = (endpoint.id, endpoint.url, endpoint.secret) if endpoint is not None else None
        payload = delivery.payload
    if not active or target is None:
        with db.session() as session:
            session.execute(update(WebhookDelivery).where(WebhookDelivery.id == delivery_id).values(status="failed"))
        return Outcome("skipped")
    endpoint_id, url, secret = target
    ok, entry = _post(settings, delivery_id=delivery_id, url=url, secret=secret, payload=payload)
    with db.session() as session:
        return _record_attempt(session, settings, delivery_id=delivery_id, endpoint_id=endpoint_id, ok=ok, entry=entry)


def _post(settings: Settings, *, delivery_id: str, url: str, secret: str, payload: dict) -> tuple[bool, dict]:
    assert_no_write_transaction("a webhook delivery")
    body = json.dumps(payload, separators=(",", ":")).encode()
    started = time.perf_counter()
    entry: dict = {"at": rfc3339(utcnow())}
    try:
        target = check_target(url, allow_private=settings.webhook_allow_private_targets)
        headers = signing.headers(secret=secret, msg_id=delivery_id, timestamp=int(time.time()), body=body)
        response = _send(target, body=body, headers=headers, timeout=settings.webhook_timeout_seconds)
        entry["status_code"] = response.status_code
        ok = 200 <= response.status_code < 300
        if not ok:
            entry["error"] = f"HTTP {response.status_code}"
    except TargetRefused as exc:
        ok, entry["error"] = False, f"refused target: {exc}"
    except httpx.HTTPError as exc:
        ok, entry["error"] = False, f"{type(exc).__name__}: {exc}"
    entry["ms"] = round((time.perf_counter() - started) * 1000, 1)
    return ok, entry


def _send(target: Target, *, body: bytes, headers: dict[str, str], timeout: float) -> httpx.Response:
    """POST to the address that was checked, never to a second resolution of the name (DNS rebinding); the
    name still goes in Host and in TLS's SNI, and the certificate is verified against it. One client per
    delivery, so no pooled connection is shared between names."""
    with httpx.Client(timeout=timeout, follow_redirects=False, trust_env=False) as client:
        return client.send(pinned_request(client, target, body=body, headers=headers))


def pinned_request(client: httpx.Client, target: Target, *, body: bytes, headers: dict[str, str]) -> httpx.Request:
    """The POST to ``target``'s checked address, with its name as Host and, over TLS, as SNI."""
    extensions = {"sni_hostname": target.hostname} if target.scheme == "https" else {}
    return client.build_request(
        "POST", target.pinned, content=body, headers={**headers, "Host": target.host_header}, extensions=extensions
    )


def _record_attempt(
    session: Session, settings: Settings, *, delivery_id: str, endpoint_id: str, ok: bool, entry: dict
) -> Outcome:
    # the endpoint first, as its DELETE does (endpoint, then its deliveries by cascade): the other order deadlocked.
    # NO KEY UPDATE, the lock the UPDATEs below take anyway: units recording deliveries for it do not wait
    locked = session.scalar(
        select(WebhookEndpoint.id).where(WebhookEndpoint.id == endpoint_id).with_for_update(key_share=True)
    )
    delivery = session.get(WebhookDelivery, delivery_id) if locked is not None else None
    if delivery is None:  # the endpoint was deleted meanwhile, and its deliveries with it
        return Outcome("skipped")
    delivery.attempts = [*delivery.attempts, entry]
    if ok:
        delivery.status, delivery.delivered_at = "succeeded", utcnow()
        session.execute(update(WebhookEndpoint).where(WebhookEndpoint.id == endpoint_id).values(consecutive_failures=0))
        return Outcome("succeeded")
    # deliveries to one endpoint run in parallel workers: count failures atomically in the database
    failures = session.execute(
        update(WebhookEndpoint)
        .where(WebhookEndpoint.id == endpoint_id)
        .values(consecutive_failures=WebhookEndpoint.consecutive_failures + 1)
        .returning(WebhookEndpoint.consecutive_failures)
    ).scalar_one()
    if failures >= settings.webhook_disable_after:
        session.execute(
            update(WebhookEndpoint)
            .where(WebhookEndpoint.id == endpoint_id)
            .values(status="disabled", disabled_reason=f"{failures} failed attempts in a row")
        )
    tries = _tries_since_redeliver(delivery.attempts)
    if tries >= settings.webhook_max_attempts or failures >= settings.webhook_disable_after:
        delivery.status = "failed"
        return Outcome("failed")
    return Outcome("retry", backoff(settings, tries))


def _tries_since_redeliver(attempts: list[dict]) -> int:
    tries = 0
    for entry in reversed(attempts):
        if entry.get("redeliver"):
            break
        tries += 1
    return tries
