"""The caller's own account."""

from __future__ import annotations

from flask.views import MethodView

from schemas.accounts import MeSchema
from service.accounts import identity as accounts
from service.accounts.auth import current_credential, current_principal
from service.platform.api import Blueprint
from service.platform.context import db_session

blp = Blueprint("me", __name__, url_prefix="/v1/me", description="The authenticated caller.")


@blp.route("")
class Me(MethodView):
    @blp.auth()
    @blp.response(200, MeSchema)
    def get(self):
        """Who am I, and with which credential and scopes am I calling?"""
        principal = current_principal()
        credential = current_credential()
        profile = credential.profile if credential is not None else None
        if profile is None:  # a stream ticket's caller: not cached with a profile
            profile = accounts.get_user(session=db_session(), user_id=principal.user_id)
        return {
            "id": principal.user_id,
            "username": principal.username,
            "email": profile.email,
            "is_admin": principal.is_admin,
            "created_at": profile.created_at,
            "auth": {"kind": principal.kind, "id": principal.credential_id, "scopes": sorted(principal.scopes)},
        }
