"""API keys for third-party clients: scoped, shown once, stored hashed, revocable."""

from __future__ import annotations

from sqlalchemy import select

from service.accounts.models import ApiKey
from tests.service.test_errors import assert_problem


def test_key_is_shown_once_and_works_as_bearer(app, client):
    token = client.new_user_token()
    resp = client.post("/v1/api-keys", token=token, json={"name": "overlay", "scopes": ["games:read", "cards:read"]})
    assert resp.status_code == 201
    created = resp.get_json()
    assert created["key"].startswith("key_") and created["scopes"] == ["cards:read", "games:read"]
    listed = client.get("/v1/api-keys", token=token).get_json()["items"]
    assert [k["id"] for k in listed] == [created["id"]] and "key" not in listed[0]
    with app.extensions["companion"].db.session() as session:
        assert created["key"] not in session.scalars(select(ApiKey.key_hash)).all()
    me = client.get("/v1/me", token=created["key"]).get_json()
    assert me["auth"] == {"kind": "api_key", "id": created["id"], "scopes": ["cards:read", "games:read"]}


def test_unknown_scope_is_422(client):
    token = client.new_user_token()
    resp = client.post("/v1/api-keys", token=token, json={"name": "x", "scopes": ["everything"]})
    assert "scopes" in assert_problem(resp, 422, "validation-error")["errors"]["json"]


def test_a_user_cannot_grant_admin(client):
    token = client.new_user_token()
    resp = client.post("/v1/api-keys", token=token, json={"name": "x", "scopes": ["admin"]})
    assert assert_problem(resp, 403, "forbidden")["scopes"] == ["admin"]


def test_an_api_key_cannot_manage_keys(client):
    token = client.new_user_token()
    key = client.api_key(token, ["games:read"])
    assert_problem(client.get("/v1/api-keys", token=key), 403, "forbidden")
    assert_problem(
        client.post("/v1/api-keys", token=key, json={"name": "x", "scopes": ["games:read"]}), 403, "forbidden"
    )


def test_revoked_key_stops_working_at_once(client):
    token = client.new_user_token()
    created = client.post("/v1/api-keys", token=token, json={"name": "x", "scopes": ["games:read"]}).get_json()
    assert client.delete(f"/v1/api-keys/{created['id']}", token=token).status_code == 204
    assert_problem(client.get("/v1/me", token=created["key"]), 401, "unauthorized")
    assert_problem(client.delete(f"/v1/api-keys/{created['id']}", token=token), 404, "not-found")


def test_someone_elses_key_is_404(client):
    mine = client.post(
        "/v1/api-keys", token=client.new_user_token(), json={"name": "x", "scopes": ["games:read"]}
    ).get_json()
    assert_problem(client.delete(f"/v1/api-keys/{mine['id']}", token=client.new_user_token()), 404, "not-found")
