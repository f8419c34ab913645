"""The auth matrix, for every authenticated operation in the OpenAPI document (new endpoints join automatically).

no credential → 401; unknown → 401; expired → 401; revoked → 401; API key without the operation's
scope → 403 naming it; with the scope (or a user token) → neither 401 nor 403.
"""

from __future__ import annotations

from datetime import timedelta

import pytest
from sqlalchemy import update

from service.models import ApiKey, AuthToken
from service.models.base import utcnow
from service.openapi import openapi_dict
from tests.service.test_errors import assert_problem

OPERATIONS = [
    (method.upper(), path, op)
    for path, item in openapi_dict()["paths"].items()
    for method, op in item.items()
    if method in {"get", "post", "put", "patch", "delete"} and op.get("security")
]
IDS = [f"{m} {p}" for m, p, _ in OPERATIONS]
# operations that also serve anonymous callers (a guest joining a game): a bad credential is still a 401
REQUIRED = [(m, p, op) for m, p, op in OPERATIONS if {} not in op["security"]]


def _url(path: str) -> str:
    # any id will do: the credential is checked before the resource is looked up
    return path.replace("{", "").replace("}", "")


def _call(client, method: str, path: str, **kw):
    body = {} if method in {"POST", "PUT", "PATCH"} else None
    return client.request(method, _url(path), json=body, **kw)


def test_there_are_authenticated_operations():
    assert len(OPERATIONS) >= 5


@pytest.mark.parametrize(("method", "path", "op"), REQUIRED, ids=[f"{m} {p}" for m, p, _ in REQUIRED])
def test_no_credential_is_401(client, method, path, op):
    assert_problem(_call(client, method, path), 401, "unauthorized")


@pytest.mark.parametrize(("method", "path", "op"), OPERATIONS, ids=IDS)
def test_unknown_credential_is_401(client, method, path, op):
    assert_problem(_call(client, method, path, token="tok_not-a-real-token"), 401, "unauthorized")
    assert_problem(_call(client, method, path, token="key_not-a-real-key"), 401, "unauthorized")
    assert_problem(_call(client, method, path, token="seat_not-a-real-seat-token"), 401, "unauthorized")


@pytest.mark.parametrize(("method", "path", "op"), OPERATIONS, ids=IDS)
def test_expired_token_is_401(app, client, method, path, op):
    token = client.new_user_token()
    with app.extensions["companion"].db.session() as session:
        session.execute(update(AuthToken).values(expires_at=utcnow() - timedelta(minutes=1)))
    assert_problem(_call(client, method, path, token=token), 401, "unauthorized")


@pytest.mark.parametrize(("method", "path", "op"), OPERATIONS, ids=IDS)
def test_revoked_token_and_key_are_401(app, client, method, path, op):
    token = client.new_user_token()
    key = client.api_key(token, ["games:read"])
    with app.extensions["companion"].db.session() as session:
        session.execute(update(ApiKey).values(revoked_at=utcnow()))
    assert client.delete("/v1/tokens/current", token=token).status_code == 204
    assert_problem(_call(client, method, path, token=token), 401, "unauthorized")
    assert_problem(_call(client, method, path, token=key), 401, "unauthorized")


@pytest.mark.parametrize(("method", "path", "op"), [o for o in OPERATIONS if o[2].get("x-required-scope")])
def test_key_without_the_scope_is_403_naming_it(client, method, path, op):
    scope = op["x-required-scope"]
    token = client.new_user_token()
    other = next(s for s in ("games:read", "cards:read", "decks:write") if s != scope)
    resp = _call(client, method, path, token=client.api_key(token, [other]))
    assert assert_problem(resp, 403, "insufficient-scope")["missing_scope"] == scope


@pytest.mark.parametrize(("method", "path", "op"), OPERATIONS, ids=IDS)
def test_right_credential_passes_auth(client, method, path, op):
    token = client.new_user_token()
    resp = _call(client, method, path, token=token)
    assert resp.status_code not in (401, 403) or resp.get_json()["code"] not in ("unauthorized", "insufficient-scope")
    scope = op.get("x-required-scope")
    if scope and scope != "admin":
        keyed = _call(client, method, path, token=client.api_key(token, [scope]))
        assert keyed.status_code != 401
        assert keyed.status_code != 403 or keyed.get_json()["code"] != "insufficient-scope"
