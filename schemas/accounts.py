from __future__ import annotations

from typing import Any

import marshmallow as ma
from marshmallow import validate

from schemas.base import ResponseSchema, StrictSchema
from schemas.passwords import weakness

# what a credential may be allowed to do (an API key holds some, a user's session token all but admin)
SCOPES: tuple[str, ...] = (
    "games:read",
    "games:write",
    "cards:read",
    "cards:register",
    "decks:write",
    "tournaments:write",
    "webhooks:manage",
    "admin",
)
USERNAME = validate.Regexp(r"^[A-Za-z0-9_.-]{3,40}$", error="3 to 40 letters, digits, '_', '.' or '-'.")


class UserCreateSchema(StrictSchema):
    username = ma.fields.String(required=True, validate=USERNAME)
    email = ma.fields.Email(required=True, validate=validate.Length(max=254))
    password = ma.fields.String(
        required=True,
        load_only=True,
        validate=validate.Length(min=10, max=200, error="10 to 200 characters."),
        metadata={
            "description": "10 to 200 characters, and not easy to guess (checked with zxcvbn: common, "
            "repetitive or predictable passwords and ones built from the username or email "
            "are refused, as NIST SP 800-63B asks)"
        },
    )

    @ma.validates_schema
    def _strong_password(self, data: dict[str, Any], **_kw: object) -> None:
        password = data.get("password")
        if not isinstance(password, str) or len(password) < 10:
            return  # the field's own errors say what is wrong
        email = str(data.get("email") or "")
        reason = weakness(password, user_inputs=[str(data.get("username") or ""), email, email.partition("@")[0]])
        if reason:
            raise ma.ValidationError({"password": [reason]})


class UserSchema(ResponseSchema):
    id = ma.fields.String(required=True)
    username = ma.fields.String(required=True)
    email = ma.fields.String(required=True)
    is_admin = ma.fields.Boolean(required=True)
    created_at = ma.fields.AwareDateTime(required=True)


class MeSchema(UserSchema):
    auth = ma.fields.Dict(required=True, metadata={"description": "the credential used: kind, id and scopes"})


class TokenCreateSchema(StrictSchema):
    username = ma.fields.String(required=True, validate=validate.Length(min=1, max=40))
    # checked as it was accepted at sign-up: a password that worked once keeps working
    password = ma.fields.String(
        required=True, load_only=True, validate=validate.Length(min=1, max=200), metadata={"text": "secret"}
    )
    device_token = ma.fields.String(
        load_only=True,
        validate=validate.Length(max=1000),
        metadata={
            "description": "the device_token of an earlier login to this account (or send its cookie): the device is "
            "trusted, and other devices' failed logins do not lock it out; one that is not genuine, current and of "
            "this account is ignored"
        },
    )


class TokenSchema(ResponseSchema):
    token = ma.fields.String(required=True, metadata={"description": "send as 'Authorization: Bearer <token>'"})
    expires_at = ma.fields.AwareDateTime(required=True)
    device_token = ma.fields.String(
        required=True,
        metadata={
            "description": "proof that this device signed in to this account: send it with later logins (it is also "
            "set as an HttpOnly cookie); it is no credential"
        },
    )


class ApiKeyCreateSchema(StrictSchema):
    name = ma.fields.String(required=True, validate=validate.Length(min=1, max=100))
    scopes = ma.fields.List(
        ma.fields.String(validate=validate.OneOf(SCOPES)), required=True, validate=validate.Length(min=1, max=20)
    )


class ApiKeySchema(ResponseSchema):
    id = ma.fields.String(required=True)
    name = ma.fields.String(required=True)
    scopes = ma.fields.List(ma.fields.String(), required=True)
    prefix = ma.fields.String(required=True, metadata={"description": "the key's first characters, to recognise it"})
    created_at = ma.fields.AwareDateTime(required=True)


class ApiKeyCreatedSchema(ApiKeySchema):
    key = ma.fields.String(required=True, metadata={"description": "shown once; store it now"})


class ApiKeyListSchema(ResponseSchema):
    items = ma.fields.List(ma.fields.Nested(ApiKeySchema), required=True)
