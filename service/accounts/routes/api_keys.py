"""API keys for third-party clients."""

from __future__ import annotations

from flask.views import MethodView

from schemas.accounts import ApiKeyCreatedSchema, ApiKeyCreateSchema, ApiKeyListSchema
from service.accounts import identity as accounts
from service.accounts.auth import current_principal, revoke_cached
from service.platform.api import Blueprint
from service.platform.context import db_session, services
from service.platform.idempotency import idempotent

blp = Blueprint(
    "api_keys",
    __name__,
    url_prefix="/v1/api-keys",
    description="Keys for third-party clients, with scopes. Managed with a user's login token.",
)


@blp.route("")
class ApiKeys(MethodView):
    @blp.auth()
    @blp.response(200, ApiKeyListSchema)
    def get(self):
        """The caller's active API keys (never the keys themselves)."""
        return {"items": accounts.list_api_keys(session=db_session(), principal=current_principal())}

    @blp.auth()
    @idempotent
    @blp.arguments(ApiKeyCreateSchema)
    @blp.response(201, ApiKeyCreatedSchema)
    @blp.errors(409, 422)
    @blp.doc(parameters=[{"in": "header", "name": "Idempotency-Key", "schema": {"type": "string"}}])
    def post(self, body: dict):
        """Create a key with the given scopes (at most the caller's own). The key is shown only in this response.
        An account may hold `API_KEYS_PER_USER` (50) keys (422 `too-many-api-keys` beyond)."""
        session = db_session()
        key, raw = accounts.create_api_key(
            session=session,
            secret_key=services().settings.secret_key,
            principal=current_principal(),
            limit=services().settings.api_keys_per_user,
            **body,
        )
        session.commit()
        return {
            "id": key.id,
            "name": key.name,
            "scopes": key.scopes,
            "prefix": key.prefix,
            "created_at": key.created_at,
            "key": raw,
        }


@blp.route("/<string:key_id>")
class ApiKey(MethodView):
    @blp.auth()
    @blp.response(204)
    @blp.errors(404)
    def delete(self, key_id: str):
        """Revoke a key at once."""
        session = db_session()
        accounts.revoke_api_key(session=session, principal=current_principal(), key_id=key_id)
        session.commit()
        revoke_cached(key_id)  # every process refuses the key from the next request on
