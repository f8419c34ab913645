"""The caller's own account."""

from __future__ import annotations

from flask.views import MethodView

from schemas.accounts import MeSchema
from service import accounts
from service.api import Blueprint
from service.auth import current_principal
from service.context import db_session

blp = Blueprint("me", __name__, url_prefix="/v1/me", description="The authenticated caller.")


@blp.route("")
class Me(MethodView):
    @blp.auth()
    @blp.response(200, MeSchema)
    def get(self):
        """Who am I, and with which credential and scopes am I calling?"""
        principal = current_principal()
        user = accounts.get_user(session=db_session(), user_id=principal.user_id)
        return {
            "id": user.id,
            "username": user.username,
            "email": user.email,
            "is_admin": user.is_admin,
            "created_at": user.created_at,
            "auth": {"kind": principal.kind, "id": principal.credential_id, "scopes": sorted(principal.scopes)},
        }
