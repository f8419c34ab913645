"""Registering a physical card by its scratch-off code, and public verification of a serial.

Failed attempts (a wrong code, someone else's code) count towards two limits, per account and per address
(``10 per minute; 100 per hour`` unless ``RATE_LIMIT_REGISTRATION`` says otherwise); past them, 429 with
``Retry-After``. A typo caught by the check character is answered before any lookup and does not count.
"""

from __future__ import annotations

from flask import g
from flask.views import MethodView

from schemas.registrations import CopySchema, RegistrationCreateSchema, VerifySchema
from service.accounts.auth import current_principal
from service.cards import registrations
from service.platform.api import Blueprint
from service.platform.context import db_session, services
from service.platform.ratelimit import address_bucket, limit_failures

blp = Blueprint("registrations", __name__, url_prefix="/v1", description="Registering and verifying copies.")
FAILED = (404, 409)


def _limit() -> str:
    return services().settings.rate_limit_registration


def _account_bucket() -> str | None:
    principal = g.get("principal")
    return f"reg-account:{principal.user_id}" if principal is not None else None


@blp.route("/registrations")
class Registrations(MethodView):
    decorators = [
        limit_failures(_limit, _account_bucket, failed=FAILED),
        limit_failures(_limit, lambda: f"reg-{address_bucket()}", failed=FAILED),
    ]

    @blp.auth("cards:register")
    @blp.arguments(RegistrationCreateSchema)
    @blp.response(201, CopySchema)
    @blp.alt_response(200, schema=CopySchema, description="The copy was already registered to the caller")
    @blp.errors(404, 409, 422, 429)
    def post(self, body: dict):
        """Register the copy behind a scratch-off code to the caller: 201 with the card; 409 if it is someone
        else's; 404 for a wrong code (no hint how close it was); 422 for a typo the check character caught."""
        session = db_session()
        copy, created = registrations.register(
            session=session, secret_key=services().settings.secret_key, principal=current_principal(), **body
        )
        session.commit()
        return copy, 201 if created else 200


@blp.route("/verify/<string:serial>")
class Verify(MethodView):
    @blp.response(200, VerifySchema)
    def get(self, serial: str):
        """Public: is this serial a genuine card, is it registered, reported lost or stolen, or revoked?
        The owner's name shows only if they made it public."""
        return registrations.verify(session=db_session(), serial=serial)
