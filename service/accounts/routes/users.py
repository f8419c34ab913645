"""Sign-up."""

from __future__ import annotations

from flask.views import MethodView

from schemas.accounts import UserCreateSchema, UserSchema
from service.accounts import identity as accounts
from service.platform.api import Blueprint
from service.platform.context import db_session, services
from service.platform.ratelimit import address_bucket, exact_limit

blp = Blueprint("users", __name__, url_prefix="/v1/users", description="Accounts.")


@blp.route("")
class Users(MethodView):
    @blp.arguments(UserCreateSchema)
    @blp.response(201, UserSchema)
    @blp.errors(409, 422, 429)
    def post(self, body: dict):
        """Create an account. The password is stored only as an argon2id hash. Sign-ups from one address are
        limited (`RATE_LIMIT_SIGNUP`)."""
        exact_limit(services().settings.rate_limit_signup, f"signup-{address_bucket()}")
        session = db_session()
        user = accounts.create_user(session=session, **body)
        session.commit()
        return user
