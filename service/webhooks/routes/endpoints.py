"""Webhook endpoints: register, list, pause/resume, delete; the delivery log and redelivery."""

from __future__ import annotations

from flask.views import MethodView

from schemas.webhooks import (
    DeliveryArgs,
    DeliveryListSchema,
    DeliverySchema,
    WebhookCreatedSchema,
    WebhookCreateSchema,
    WebhookListSchema,
    WebhookSchema,
    WebhookUpdateSchema,
)
from service.accounts.auth import current_principal
from service.platform.api import Blueprint
from service.platform.context import db_session, services
from service.platform.idempotency import idempotent
from service.webhooks import ENDPOINTS_TAG, endpoints
from service.webhooks.dispatch import enqueue_deliveries

blp = Blueprint(
    "webhooks",
    __name__,
    url_prefix="/v1/webhooks",
    description="Signed event deliveries (Standard Webhooks) to your own HTTPS endpoints.",
)
SCOPE = "webhooks:manage"


@blp.route("")
class Webhooks(MethodView):
    @blp.auth(SCOPE)
    @blp.response(200, WebhookListSchema)
    def get(self):
        """Your webhook endpoints."""
        return {"items": endpoints.list_endpoints(session=db_session(), principal=current_principal())}

    @blp.auth(SCOPE)
    @idempotent
    @blp.arguments(WebhookCreateSchema)
    @blp.response(201, WebhookCreatedSchema)
    @blp.errors(422)
    def post(self, body: dict):
        """Register an endpoint for some event types. The signing secret is shown only in this response.
        The target must be a public https URL (no private, loopback or link-local address)."""
        session = db_session()
        endpoint = endpoints.create_endpoint(
            session=session, settings=services().settings, principal=current_principal(), **body
        )
        session.commit()
        services().cache.drop(ENDPOINTS_TAG)  # games' members with endpoints are read again everywhere
        return endpoint


@blp.route("/<string:endpoint_id>")
class Webhook(MethodView):
    @blp.auth(SCOPE)
    @blp.response(200, WebhookSchema)
    @blp.errors(404)
    def get(self, endpoint_id: str):
        """One endpoint (never its secret)."""
        return endpoints.get_endpoint(session=db_session(), principal=current_principal(), endpoint_id=endpoint_id)

    @blp.auth(SCOPE)
    @blp.arguments(WebhookUpdateSchema)
    @blp.response(200, WebhookSchema)
    @blp.errors(404, 422)
    def patch(self, body: dict, endpoint_id: str):
        """Pause an endpoint, or re-enable one that was disabled after repeated failures."""
        session = db_session()
        endpoint = endpoints.set_status(
            session=session, principal=current_principal(), endpoint_id=endpoint_id, active=body["active"]
        )
        session.commit()
        services().cache.drop(ENDPOINTS_TAG)
        return endpoint

    @blp.auth(SCOPE)
    @blp.response(204)
    @blp.errors(404)
    def delete(self, endpoint_id: str):
        """Remove an endpoint and its delivery log."""
        session = db_session()
        endpoints.delete_endpoint(session=session, principal=current_principal(), endpoint_id=endpoint_id)
        session.commit()
        services().cache.drop(ENDPOINTS_TAG)


@blp.route("/<string:endpoint_id>/deliveries")
class WebhookDeliveries(MethodView):
    @blp.auth(SCOPE)
    @blp.arguments(DeliveryArgs, location="query")
    @blp.response(200, DeliveryListSchema)
    @blp.errors(404)
    def get(self, args: dict, endpoint_id: str):
        """The delivery log, newest first, with every attempt (time, HTTP status or error, duration)."""
        items = endpoints.deliveries(
            session=db_session(), principal=current_principal(), endpoint_id=endpoint_id, **args
        )
        return {"items": items}


@blp.route("/<string:endpoint_id>/deliveries/<string:delivery_id>/redeliver")
class WebhookRedeliver(MethodView):
    @blp.auth(SCOPE)
    @blp.response(202, DeliverySchema)
    @blp.errors(404)
    def post(self, endpoint_id: str, delivery_id: str):
        """Send a logged delivery again (same webhook-id, so receivers can deduplicate)."""
        session = db_session()
        delivery = endpoints.redeliver(
            session=session, principal=current_principal(), endpoint_id=endpoint_id, delivery_id=delivery_id
        )
        session.commit()
        enqueue_deliveries([delivery.id])
        return delivery
