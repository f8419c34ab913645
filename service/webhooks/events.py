"""Recording events for webhook endpoints inside a unit of work; delivery is enqueued after it commits."""

from __future__ import annotations

import json
from collections.abc import Sequence
from datetime import UTC, datetime
from typing import Any

from sqlalchemy import event, select
from sqlalchemy.orm import Session

from schemas.webhooks import EVENT_TYPES
from service.platform.model_base import rfc3339
from service.webhooks.models import WebhookDelivery, WebhookEndpoint

_PENDING = "webhook_deliveries_to_enqueue"


def record(
    *, session: Session, user_ids: list[str], type: str, data: dict[str, Any], also: Sequence[str] = ()
) -> list[str]:
    """Add one delivery per active endpoint of these users subscribed to ``type`` (and to each type in ``also``,
    with the same data: the endpoints are read once); the ids of the deliveries.

    They are sent once ``session`` commits (nothing is sent for a unit of work that rolls back)."""
    types = (type, *also)
    for each in types:
        if each not in EVENT_TYPES:
            raise ValueError(f"unknown webhook event type {each!r}")
    users = sorted({u for u in user_ids if u})
    if not users:
        return []
    endpoints = session.scalars(
        select(WebhookEndpoint)
        .where(WebhookEndpoint.user_id.in_(users), WebhookEndpoint.status == "active")
        .order_by(WebhookEndpoint.id)
        # KEY SHARE: an endpoint deleted meanwhile waits for this unit (and cascades to its deliveries) instead of
        # failing our inserts on the foreign key; other units recording for it, and PATCHes, do not wait
        .with_for_update(read=True, key_share=True)
    ).all()
    timestamp, body = rfc3339(datetime.now(UTC)), json.loads(json.dumps(data, default=_json))
    deliveries = [
        WebhookDelivery(
            endpoint_id=endpoint.id,
            event_type=each,
            attempts=[],
            payload={"type": each, "timestamp": timestamp, "data": body},
        )
        for each in types
        for endpoint in endpoints
        if each in endpoint.event_types
    ]
    if not deliveries:
        return []
    session.add_all(deliveries)
    session.flush()  # one flush for them all: their ids, and the inserts batched
    ids = [delivery.id for delivery in deliveries]
    pending = session.info.setdefault(_PENDING, [])
    if not pending:
        event.listen(session, "after_commit", _enqueue_after_commit, once=True)
        event.listen(session, "after_rollback", _forget, once=True)
    pending.extend(ids)
    return ids


def _json(value: Any) -> Any:
    if isinstance(value, datetime):
        return rfc3339(value)
    raise TypeError(f"{type(value).__name__} is not JSON serialisable")


def _enqueue_after_commit(session: Session) -> None:
    from service.webhooks.dispatch import enqueue_deliveries

    enqueue_deliveries(session.info.pop(_PENDING, []))


def _forget(session: Session) -> None:
    session.info.pop(_PENDING, None)
