"""Managing webhook endpoints and reading their delivery logs (application functions)."""

from __future__ import annotations

from typing import Literal

from sqlalchemy import select
from sqlalchemy.orm import Session

from service.accounts.identity import Principal
from service.platform.errors import NotFound, Unprocessable
from service.platform.model_base import rfc3339, utcnow
from service.platform.settings import Settings
from service.webhooks import signing
from service.webhooks.models import WebhookDelivery, WebhookEndpoint
from service.webhooks.targets import TargetRefused, check_target

MAX_ENDPOINTS_PER_USER = 20


def create_endpoint(
    *,
    session: Session,
    settings: Settings,
    principal: Principal,
    url: str,
    event_types: list[str],
    description: str | None = None,
) -> WebhookEndpoint:
    try:
        check_target(url, allow_private=settings.webhook_allow_private_targets)
    except TargetRefused as exc:
        raise Unprocessable(str(exc), errors={"json": {"url": [str(exc)]}}) from exc
    count = len(list_endpoints(session=session, principal=principal))
    if count >= MAX_ENDPOINTS_PER_USER:
        raise Unprocessable(f"At most {MAX_ENDPOINTS_PER_USER} endpoints per account.", errors={"json": {}})
    endpoint = WebhookEndpoint(
        user_id=principal.user_id,
        url=url,
        description=description,
        event_types=sorted(set(event_types)),
        secret=signing.new_secret(),
    )
    session.add(endpoint)
    session.flush()
    return endpoint


def list_endpoints(*, session: Session, principal: Principal) -> list[WebhookEndpoint]:
    return list(
        session.scalars(
            select(WebhookEndpoint)
            .where(WebhookEndpoint.user_id == principal.user_id)
            .order_by(WebhookEndpoint.created_at, WebhookEndpoint.id)
        )
    )


def get_endpoint(
    *, session: Session, principal: Principal, endpoint_id: str, lock: Literal["update", "no key update"] | None = None
) -> WebhookEndpoint:
    """The caller's endpoint, or 404; ``lock`` reads it ``FOR UPDATE`` (to delete it) or ``FOR NO KEY UPDATE`` (to
    change it), waiting for a concurrent delete, after which it is gone (404, not a stale write)."""
    if lock is None:
        endpoint = session.get(WebhookEndpoint, endpoint_id)
    else:
        endpoint = session.get(
            WebhookEndpoint, endpoint_id, populate_existing=True, with_for_update={"key_share": lock == "no key update"}
        )
    if endpoint is None or endpoint.user_id != principal.user_id:
        raise NotFound("No such webhook endpoint.")
    return endpoint


def set_status(*, session: Session, principal: Principal, endpoint_id: str, active: bool) -> WebhookEndpoint:
    # NO KEY UPDATE: a concurrent DELETE is waited for (then 404), never a StaleDataError; recording units do not wait
    endpoint = get_endpoint(session=session, principal=principal, endpoint_id=endpoint_id, lock="no key update")
    endpoint.status = "active" if active else "disabled"
    endpoint.disabled_reason = None if active else "disabled by its owner"
    endpoint.consecutive_failures = 0
    return endpoint


def delete_endpoint(*, session: Session, principal: Principal, endpoint_id: str) -> None:
    # FOR UPDATE: the lock the DELETE takes anyway, taken first, so that a second DELETE at once waits and gets 404
    session.delete(get_endpoint(session=session, principal=principal, endpoint_id=endpoint_id, lock="update"))


def deliveries(
    *, session: Session, principal: Principal, endpoint_id: str, limit: int, before: str | None
) -> list[WebhookDelivery]:
    get_endpoint(session=session, principal=principal, endpoint_id=endpoint_id)
    query = select(WebhookDelivery).where(WebhookDelivery.endpoint_id == endpoint_id)
    if before:
        anchor = session.get(WebhookDelivery, before)
        if anchor is not None:
            query = query.where(
                (WebhookDelivery.created_at < anchor.created_at)
                | ((WebhookDelivery.created_at == anchor.created_at) & (WebhookDelivery.id < anchor.id))
            )
    return list(
        session.scalars(query.order_by(WebhookDelivery.created_at.desc(), WebhookDelivery.id.desc()).limit(limit))
    )


def redeliver(*, session: Session, principal: Principal, endpoint_id: str, delivery_id: str) -> WebhookDelivery:
    """Send a logged delivery again, as a new attempt series with the same ``webhook-id``."""
    endpoint = get_endpoint(session=session, principal=principal, endpoint_id=endpoint_id)
    # FOR UPDATE: an endpoint deleted meanwhile (its deliveries cascaded) is waited for, then 404, never stale data
    delivery = session.get(WebhookDelivery, delivery_id, with_for_update=True, populate_existing=True)
    if delivery is None or delivery.endpoint_id != endpoint.id:
        raise NotFound("No such delivery.")
    delivery.status = "pending"
    delivery.attempts = [*delivery.attempts, {"at": rfc3339(utcnow()), "redeliver": True}]
    return delivery
